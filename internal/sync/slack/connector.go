package slack

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/access"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
)

// Provider is the provider name of Slack sources.
const Provider = "slack"

// SourceConfig is what a Slack source's config holds (written by the grant).
type SourceConfig struct {
	TeamID      string `json:"team_id"`
	TeamName    string `json:"team_name"`
	TeamURL     string `json:"team_url"`
	BotUserID   string `json:"bot_user_id"`
	AppID       string `json:"app_id"`
	IncludeBots bool   `json:"include_bots"`
}

// Connector is the sync connector of one Slack team source: every thread of
// a picked channel is a document, and so is each UTC day of the channel's
// messages outside threads.
type Connector struct {
	client   *Client
	st       store
	src      source.Source
	cfg      SourceConfig
	skip     Skip
	render   Renderer
	lookback time.Duration
	log      *slog.Logger

	channels map[string]ChannelState  // picked channels, loaded once per pass
	names    map[string]string        // users.info cache for the pass
	days     map[string][]Message     // complete days of the page just listed (newest first)
	grants   map[string]*access.Grant // who reads each channel's documents, read once per pass
	emails   map[string]string        // users.info profile addresses for the pass
	teamRead bool                     // the team's members were recorded this pass (teamHolders)
}

// TokensFor returns the token source of a stored credential.
type TokensFor func(workspaceID, credentialID uuid.UUID) TokenSource

// FactoryOptions configure the connectors a factory builds.
type FactoryOptions struct {
	Client   Config
	Lookback time.Duration // default 7 days
	Log      *slog.Logger
}

// NewFactory returns the sync factory for Slack sources.
func NewFactory(pool *pgxpool.Pool, tokens TokensFor, o FactoryOptions) pass.Factory {
	if o.Lookback <= 0 {
		o.Lookback = 7 * 24 * time.Hour
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	return func(ctx context.Context, src source.Source) (pass.Connector, error) {
		if src.CredentialID == nil {
			return nil, errs.E(errs.Invalid, "slack source %s has no credential", src.ID)
		}
		var cfg SourceConfig
		if len(src.Config) > 0 {
			if err := json.Unmarshal(src.Config, &cfg); err != nil {
				return nil, errs.Wrap(errs.Invalid, err, "slack source %s has a malformed config", src.ID)
			}
		}
		c := &Connector{
			client: New(tokens(src.WorkspaceID, *src.CredentialID), o.Client), st: store{pool}, src: src, cfg: cfg,
			skip:     Skip{IncludeBots: cfg.IncludeBots, OwnBotID: cfg.BotUserID, OwnAppID: cfg.AppID},
			lookback: o.Lookback, log: o.Log.With("source_id", src.ID),
			names: map[string]string{}, days: map[string][]Message{},
			grants: map[string]*access.Grant{}, emails: map[string]string{},
		}
		c.render = Renderer{Name: func(id string) string { return c.name(ctx, id) }, TeamURL: cfg.TeamURL}
		return c, nil
	}
}

// cursor is the pass checkpoint: where in which channel the listing is.
type cursor struct {
	Ch    string `json:"ch"`            // channel being listed
	Phase string `json:"ph"`            // "h": history pages, "c": carrying stored documents forward
	All   bool   `json:"all,omitempty"` // carry every stored document (the channel could not be read)
	Old   string `json:"o,omitempty"`   // oldest ts read from history ("" = all of it)
	Slack string `json:"s,omitempty"`   // Slack's next_cursor
	Held  string `json:"hd,omitempty"`  // a day that may continue on the next history page
	New   string `json:"n,omitempty"`   // newest ts seen in this channel
	Key   string `json:"k,omitempty"`   // carry phase: last external id carried
}

// carryPage bounds the stored documents carried forward per List call.
const carryPage = 500

// List returns one page: one page of a channel's history (threads and
// completed days), or one page of stored documents older than the
// look-back window, which are carried forward unchanged without calling Slack.
func (c *Connector) List(ctx context.Context, raw string) (pass.Page, error) {
	if err := c.loadChannels(ctx); err != nil {
		return pass.Page{}, err
	}
	var cur cursor
	if raw == "" {
		first := c.nextChannel("")
		if first == "" {
			return pass.Page{}, nil
		}
		cur = c.start(first)
	} else if err := pass.DecodeCheckpoint("slack", raw, &cur); err != nil {
		return pass.Page{}, err
	}
	if _, ok := c.channels[cur.Ch]; !ok {
		// Unpicked since the checkpoint: go on with the next channel.
		next := c.nextChannel(cur.Ch)
		if next == "" {
			return pass.Page{}, nil
		}
		cur = c.start(next)
	}
	var page pass.Page
	var err error
	if cur.Phase == "h" {
		page, cur, err = c.listHistory(ctx, cur)
	} else {
		page, cur, err = c.listCarried(ctx, cur)
	}
	if err != nil {
		return pass.Page{}, err
	}
	page.NextCursor = pass.EncodeCheckpoint(cur, cur.Ch != "")
	return page, nil
}

// start is the cursor of a channel's first history page: from the stored
// high-water mark less the look-back window, aligned to a UTC day so no day
// document is read in part.
func (c *Connector) start(ch string) cursor {
	cur := cursor{Ch: ch, Phase: "h"}
	if hw := c.channels[ch].HighWaterTS; hw != "" {
		if t := TSTime(hw); !t.IsZero() {
			from := t.Add(-c.lookback).UTC().Truncate(24 * time.Hour)
			if from.After(time.Unix(0, 0)) {
				cur.Old = TimeTS(from)
			}
		}
	}
	return cur
}

func (c *Connector) loadChannels(ctx context.Context) error {
	if c.channels != nil {
		return nil
	}
	list, err := c.st.channels(ctx, c.src.WorkspaceID, c.src.ID)
	if err != nil {
		return err
	}
	c.channels = map[string]ChannelState{}
	for _, ch := range list {
		c.channels[ch.ID] = ch
	}
	return nil
}

// nextChannel is the first picked channel after id in id order ("" = none).
func (c *Connector) nextChannel(after string) string {
	ids := make([]string, 0, len(c.channels))
	for id := range c.channels {
		if id > after {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	return slices.Min(ids)
}

// advance moves the cursor past channel cur.Ch ("" when it was the last).
func (c *Connector) advance(cur cursor) cursor {
	if next := c.nextChannel(cur.Ch); next != "" {
		return c.start(next)
	}
	return cursor{}
}

func (c *Connector) listHistory(ctx context.Context, cur cursor) (pass.Page, cursor, error) {
	ch := c.channels[cur.Ch]
	hp, err := c.client.History(ctx, cur.Ch, cur.Old, "", cur.Slack)
	if code := ErrorCode(err); code == "not_in_channel" || code == "channel_not_found" {
		// One channel the bot cannot read is its own status, not a failed
		// pass; what was indexed from it stays until an admin unpicks it.
		msg := channelProblem(code)
		if err := c.st.setStatus(ctx, c.src.WorkspaceID, c.src.ID, cur.Ch, code, &msg, ""); err != nil {
			return pass.Page{}, cur, err
		}
		c.log.Warn("slack channel unreadable", "channel", cur.Ch, "error", code)
		return pass.Page{}, cursor{Ch: cur.Ch, Phase: "c", All: true}, nil
	}
	if err != nil {
		return pass.Page{}, cur, connErr(err)
	}
	ref := ChannelRef{ID: ch.ID, Name: ch.Name}
	grant, err := c.channelGrant(ctx, ch)
	if err != nil {
		return pass.Page{}, cur, err
	}
	var page pass.Page
	clear(c.days)
	byDay := map[string][]Message{}
	var dayOrder []string
	for _, m := range hp.Messages {
		if cur.New == "" || TSTime(m.TS).After(TSTime(cur.New)) {
			cur.New = m.TS
		}
		switch {
		case m.IsReply():
			// A reply also sent to the channel belongs to its thread's document.
		case m.IsThreadRoot() && validTS(m.TS):
			title, _ := c.render.Thread(ref, []Message{m})
			page.Items = append(page.Items, pass.Item{ExternalID: threadID(cur.Ch, m.TS), Title: title, Access: grant})
		case c.skip.Keep(m):
			d := DayOf(m)
			if _, seen := byDay[d]; !seen {
				dayOrder = append(dayOrder, d)
			}
			byDay[d] = append(byDay[d], m)
		}
	}
	// History is newest first: the page's oldest day may go on in the next
	// page, so it is held back and listed once it is complete.
	held := ""
	if hp.HasMore && len(dayOrder) > 0 {
		held = dayOrder[len(dayOrder)-1]
		dayOrder = dayOrder[:len(dayOrder)-1]
	}
	if cur.Held != "" && cur.Held != held {
		if _, here := byDay[cur.Held]; !here {
			dayOrder = append(dayOrder, cur.Held)
		}
	}
	for _, d := range dayOrder {
		// A day that began on the previous page is read whole by Fetch.
		if d != cur.Held {
			c.days[dayID(cur.Ch, d)] = byDay[d]
		}
		page.Items = append(page.Items, pass.Item{ExternalID: dayID(cur.Ch, d), Title: ref.label() + " — " + d, Access: grant})
	}
	if hp.NextCursor != "" {
		cur.Slack, cur.Held = hp.NextCursor, held
		return page, cur, nil
	}
	if err := c.st.setStatus(ctx, c.src.WorkspaceID, c.src.ID, cur.Ch, "ok", nil, cur.New); err != nil {
		return pass.Page{}, cur, err
	}
	return page, cursor{Ch: cur.Ch, Phase: "c", Old: cur.Old, Key: ""}, nil
}

func channelProblem(code string) string {
	if code == "not_in_channel" {
		return "the Slack app is not in this channel: invite it with /invite, or unpick the channel"
	}
	return "Slack no longer finds this channel (deleted, or the app lost access): unpick it to remove its documents"
}

// listCarried lists stored documents of the channel that this pass does
// not read from Slack: those older than the look-back window, or all of
// them when the channel could not be read. They keep their stored edit
// time, so the pass neither fetches nor deletes them.
func (c *Connector) listCarried(ctx context.Context, cur cursor) (pass.Page, cursor, error) {
	docs, err := c.st.documents(ctx, c.src.WorkspaceID, c.src.ID, cur.Ch, cur.Key, carryPage)
	if err != nil {
		return pass.Page{}, cur, err
	}
	clear(c.days)
	// A carried document's channel may have changed hands (members, public
	// or private): it takes the channel's access of this pass, unless the
	// channel cannot be read at all, when what is stored stays.
	var grant *access.Grant
	if !cur.All && len(docs) > 0 {
		if grant, err = c.channelGrant(ctx, c.channels[cur.Ch]); err != nil {
			return pass.Page{}, cur, err
		}
	}
	var page pass.Page
	oldest := TSTime(cur.Old)
	for _, d := range docs {
		cur.Key = d.ExternalID
		_, _, at, ok := parseID(d.ExternalID)
		if !ok || (!cur.All && (cur.Old == "" || !at.Before(oldest))) {
			continue
		}
		it := d.Item()
		it.Access = grant
		page.Items = append(page.Items, it)
	}
	if len(docs) == carryPage {
		return page, cur, nil
	}
	return page, c.advance(cur), nil
}

// Fetch reads a thread (conversations.replies) or a day of a channel
// (from the page just listed, else conversations.history for that day).
func (c *Connector) Fetch(ctx context.Context, id string) (pass.Document, error) {
	if err := c.loadChannels(ctx); err != nil {
		return pass.Document{}, err
	}
	ch, kind, _, ok := parseID(id)
	st, picked := c.channels[ch]
	if !ok || !picked {
		return pass.Document{}, fmt.Errorf("slack %s: %w", id, pass.ErrDocumentGone)
	}
	ref := ChannelRef{ID: st.ID, Name: st.Name}
	msgs, err := c.read(ctx, id)
	if err != nil {
		return pass.Document{}, err
	}
	if len(msgs) == 0 {
		return pass.Document{}, fmt.Errorf("slack %s: %w", id, pass.ErrDocumentGone)
	}
	doc := pass.Document{ExternalID: id, URL: c.render.Permalink(ch, msgs[0])}
	for _, m := range msgs {
		if t := m.Changed(); t.After(doc.UpdatedAt) {
			doc.UpdatedAt = t
		}
	}
	if kind == "t" {
		doc.Title, doc.Markdown = c.render.Thread(ref, msgs)
	} else {
		doc.Title, doc.Markdown = c.render.Day(ref, strings.SplitN(id, "/", 3)[2], msgs)
	}
	return doc, nil
}

// read returns a document's kept messages, oldest first; none means the
// document no longer exists.
func (c *Connector) read(ctx context.Context, id string) ([]Message, error) {
	ch, kind, at, _ := parseID(id)
	if kind == "t" {
		ts := strings.SplitN(id, "/", 3)[2]
		msgs, err := c.client.Replies(ctx, ch, ts)
		if code := ErrorCode(err); code == "thread_not_found" || code == "message_not_found" {
			return nil, nil
		}
		if err != nil {
			return nil, connErr(err)
		}
		// A root left without replies is a plain message again, in its day.
		if len(msgs) < 2 {
			return nil, nil
		}
		return c.skip.Filter(msgs), nil
	}
	var msgs []Message
	if cached, ok := c.days[id]; ok {
		msgs = cached
	} else {
		var err error
		if msgs, err = c.readDay(ctx, ch, at); err != nil {
			return nil, err
		}
	}
	out := make([]Message, 0, len(msgs))
	for i := len(msgs) - 1; i >= 0; i-- { // history is newest first
		m := msgs[i]
		if !m.IsReply() && !m.IsThreadRoot() && c.skip.Keep(m) {
			out = append(out, m)
		}
	}
	return out, nil
}

// maxDay bounds the messages read for one day document.
const maxDay = 10000

func (c *Connector) readDay(ctx context.Context, ch string, day time.Time) ([]Message, error) {
	oldest, latest := TimeTS(day), TimeTS(day.Add(24*time.Hour-time.Microsecond))
	var all []Message
	next := ""
	for {
		hp, err := c.client.History(ctx, ch, oldest, latest, next)
		if code := ErrorCode(err); code == "channel_not_found" || code == "not_in_channel" {
			return nil, connErr(err)
		}
		if err != nil {
			return nil, connErr(err)
		}
		all = append(all, hp.Messages...)
		if hp.NextCursor == "" || len(all) >= maxDay {
			return all, nil
		}
		next = hp.NextCursor
	}
}

// Exists asks Slack whether a document not listed by this pass is still
// there; a document of an unpicked channel does not exist.
func (c *Connector) Exists(ctx context.Context, id string) (bool, error) {
	if err := c.loadChannels(ctx); err != nil {
		return false, err
	}
	ch, _, _, ok := parseID(id)
	st, picked := c.channels[ch]
	if !ok || !picked {
		return false, nil
	}
	if st.Status == "not_in_channel" || st.Status == "channel_not_found" {
		// Unreadable right now: keep what was indexed.
		return true, nil
	}
	msgs, err := c.read(ctx, id)
	if errs.Is(err, errs.NotFound) {
		return true, nil
	}
	return len(msgs) > 0, err
}

// name resolves a user id through the pass's users.info cache; a failed
// lookup prints the id rather than failing the document.
func (c *Connector) name(ctx context.Context, id string) string {
	if n, ok := c.names[id]; ok {
		return n
	}
	n := id
	if u, err := c.client.UserInfo(ctx, id); err == nil {
		n = u.DisplayName()
	} else {
		c.log.Debug("slack users.info", "user", id, "err", err)
	}
	c.names[id] = n
	return n
}

// connErr translates client errors into the sync contract's sentinels.
func connErr(err error) error {
	if errs.Is(err, errs.NotFound) {
		return err // a channel or thread problem, handled by the caller
	}
	return httpclient.ForSync("slack", err, pass.ErrNeedsReauth, pass.ErrDocumentGone)
}

func threadID(ch, ts string) string { return ch + "/t/" + ts }
func dayID(ch, day string) string   { return ch + "/d/" + day }

// parseID splits "C…/t/<ts>" or "C…/d/<yyyy-mm-dd>" into channel, kind and
// the time the document starts.
func parseID(id string) (ch, kind string, at time.Time, ok bool) {
	parts := strings.SplitN(id, "/", 3)
	if len(parts) != 3 || parts[0] == "" {
		return "", "", time.Time{}, false
	}
	switch parts[1] {
	case "t":
		if !validTS(parts[2]) {
			return "", "", time.Time{}, false
		}
		return parts[0], "t", TSTime(parts[2]), true
	case "d":
		d, err := time.Parse("2006-01-02", parts[2])
		if err != nil {
			return "", "", time.Time{}, false
		}
		return parts[0], "d", d, true
	}
	return "", "", time.Time{}, false
}

var _ pass.Connector = (*Connector)(nil)
