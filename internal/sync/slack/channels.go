package slack

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// MaxPicked bounds the channels one source may follow.
const MaxPicked = 200

// maxListed bounds the channels read from conversations.list for the picker.
const maxListed = 2000

// Channels is the channel picker of Slack sources.
type Channels struct {
	st     store
	tokens TokensFor
	cfg    Config
}

// NewChannels builds the picker.
func NewChannels(pool *pgxpool.Pool, tokens TokensFor, cfg Config) *Channels {
	return &Channels{st: store{pool}, tokens: tokens, cfg: cfg}
}

// ChannelOption is a channel the bot can see, and whether it is picked.
type ChannelOption struct {
	ID        string
	Name      string
	IsPrivate bool
	IsMember  bool
	Members   int
	Picked    bool
}

// ChannelList is what the picker shows: every channel Slack lists, and the
// picked ones with their last sync status.
type ChannelList struct {
	Available []ChannelOption
	Picked    []ChannelState
}

// client is the Slack client of a source's credential, for the person who
// installed it only (docs/adr/0044): the channel list is read with their
// grant, and channels picked with it are indexed for every member.
func (c *Channels) client(ctx context.Context, ws, user, sourceID uuid.UUID) (*Client, error) {
	var cred, by *uuid.UUID
	var who string
	err := c.st.pool.QueryRow(ctx, `SELECT s.credential_id, c.created_by, COALESCE(u.email, '')
		FROM sources s
		LEFT JOIN source_credentials c ON c.id = s.credential_id AND c.workspace_id = $1
		LEFT JOIN users u ON u.id = c.created_by
		WHERE s.workspace_id = $1 AND s.id = $2 AND s.provider = $3`,
		ws, sourceID, Provider).Scan(&cred, &by, &who)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, errs.E(errs.NotFound, "no Slack source with that id in this workspace")
	}
	if err != nil {
		return nil, errs.FromPG(err, "load slack source", "source")
	}
	if cred == nil {
		return nil, errs.E(errs.Invalid, "this Slack source has no connection: reconnect Slack")
	}
	if by == nil || *by != user {
		if who == "" {
			who = "the person who connected it"
		}
		return nil, errs.E(errs.Forbidden, "this Slack workspace was connected by %s: only they can list or pick its channels", who)
	}
	return New(c.tokens(ws, *cred), c.cfg), nil
}

// pickerErr keeps a refused token from reading as the user's own session
// ending (401): the source needs reconnecting.
func pickerErr(err error) error {
	if errs.Is(err, errs.Unauthorized) {
		return errs.Wrap(errs.Unavailable, err, "Slack refused the connection: reconnect Slack under Sources")
	}
	return err
}

// List returns the channels the bot can see (conversations.list, all
// pages up to 2000) with the picked ones marked.
func (c *Channels) List(ctx context.Context, ws, user, sourceID uuid.UUID) (ChannelList, error) {
	cl, err := c.client(ctx, ws, user, sourceID)
	if err != nil {
		return ChannelList{}, err
	}
	picked, err := c.st.channels(ctx, ws, sourceID)
	if err != nil {
		return ChannelList{}, err
	}
	all, err := cl.AllChannels(ctx, maxListed)
	if err != nil {
		return ChannelList{}, pickerErr(fmt.Errorf("list slack channels: %w", err))
	}
	is := map[string]bool{}
	for _, p := range picked {
		is[p.ID] = true
	}
	out := ChannelList{Available: make([]ChannelOption, 0, len(all)), Picked: picked}
	if out.Picked == nil {
		out.Picked = []ChannelState{}
	}
	for _, ch := range all {
		out.Available = append(out.Available, ChannelOption{ID: ch.ID, Name: ch.Name, IsPrivate: ch.IsPrivate,
			IsMember: ch.IsMember, Members: ch.NumMembers, Picked: is[ch.ID]})
	}
	return out, nil
}

// Pick makes ids the source's channels. Each must be a channel Slack lists
// for the bot; unpicked channels' documents go at the next pass.
func (c *Channels) Pick(ctx context.Context, ws, user, sourceID uuid.UUID, ids []string) ([]ChannelState, error) {
	if len(ids) > MaxPicked {
		return nil, errs.E(errs.Invalid, "pick at most %d channels", MaxPicked)
	}
	cl, err := c.client(ctx, ws, user, sourceID)
	if err != nil {
		return nil, err
	}
	var picked []Channel
	if len(ids) > 0 {
		all, err := cl.AllChannels(ctx, maxListed)
		if err != nil {
			return nil, pickerErr(fmt.Errorf("list slack channels: %w", err))
		}
		byID := map[string]Channel{}
		for _, ch := range all {
			byID[ch.ID] = ch
		}
		seen := map[string]bool{}
		for _, id := range ids {
			ch, ok := byID[id]
			if !ok {
				return nil, errs.E(errs.Invalid, "channel %q is not one the Slack app can see", clipID(id))
			}
			if !seen[id] {
				seen[id] = true
				picked = append(picked, ch)
			}
		}
	}
	if err := c.st.replaceChannels(ctx, ws, sourceID, picked); err != nil {
		return nil, err
	}
	return c.st.channels(ctx, ws, sourceID)
}

func clipID(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
