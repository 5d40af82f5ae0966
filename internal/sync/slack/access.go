package slack

import (
	"context"
	"fmt"

	"knowledgestack/internal/access"
)

// maxEmailLookups bounds the users.info calls one private channel's members
// take per pass: beyond it members are mapped by their Slack link only.
const maxEmailLookups = 200

// channelGrant is who may read a channel's documents (ADR 0058): a public
// channel, every member of the Slack team whose account is linked here; a
// private one, its members (conversations.members), each by Slack user
// (a linked account) and by the profile's e-mail address (a member who
// proved that address). Computed once per channel per pass; when Slack will
// not say, the channel's documents fail closed to the grantor.
func (c *Connector) channelGrant(ctx context.Context, ch ChannelState) (*access.Grant, error) {
	if g, ok := c.grants[ch.ID]; ok {
		return g, nil
	}
	g, err := c.readGrant(ctx, ch)
	if err != nil {
		return nil, err
	}
	c.grants[ch.ID] = g
	return g, nil
}

func (c *Connector) readGrant(ctx context.Context, ch ChannelState) (*access.Grant, error) {
	team := c.cfg.TeamID
	if team == "" {
		return access.Unreadable("the source does not name its Slack team"), nil
	}
	label := "#" + ch.Name
	if !ch.IsPrivate {
		if err := c.teamHolders(ctx, team); err != nil {
			return nil, err
		}
		return &access.Grant{Entries: []access.Entry{{Kind: access.KindSlackTeam, Value: team,
			Reason: fmt.Sprintf("Slack: %s is a public channel, readable by every full member of the Slack team %s (linked here, or by their confirmed profile address)", label, team)}}}, nil
	}
	members, err := c.client.ConversationMembers(ctx, ch.ID)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if code := ErrorCode(err); code == "invalid_auth" || code == "token_revoked" || code == "account_inactive" {
			return nil, connErr(err)
		}
		c.log.Warn("slack conversations.members", "channel", ch.ID, "err", err)
		return access.Unreadable("Slack did not list the members of the private channel " + label + ": " + err.Error()), nil
	}
	g := &access.Grant{}
	for i, m := range members {
		g.Entries = append(g.Entries, access.Entry{Kind: access.KindSlackUser, Value: team + "/" + m,
			Reason: fmt.Sprintf("Slack: a member of the private channel %s (linked Slack user %s)", label, m)})
		if i >= maxEmailLookups {
			continue
		}
		if email := c.email(ctx, m); email != "" {
			g.Entries = append(g.Entries, access.Entry{Kind: access.KindEmail, Value: email,
				Reason: fmt.Sprintf("Slack: %s, a member of the private channel %s by the e-mail of their Slack profile", email, label)})
		}
	}
	return g, nil
}

// email is a Slack user's profile address ("" when Slack does not give it),
// read once per pass.
func (c *Connector) email(ctx context.Context, id string) string {
	if e, ok := c.emails[id]; ok {
		return e
	}
	u, err := c.client.UserInfo(ctx, id)
	e := ""
	if err == nil && !u.Deleted && !u.IsBot {
		e = u.Profile.Email
		if n := u.DisplayName(); n != "" {
			c.names[id] = n
		}
	}
	c.emails[id] = e
	return e
}

// maxUserPages bounds the users.list pages one pass reads (200 members each).
const maxUserPages = 100

// teamHolders records, once per pass, the team's full members by their
// confirmed profile address as holders of slack_team:<team> (ADR 0063), so
// a member of this workspace who verified the same address reads the
// team's public channels without linking. Guests (who see only the channels
// they are in), people of other organisations (Slack Connect), bots,
// deactivated accounts and unconfirmed addresses hold nothing. When Slack
// will not list the team, the stored holders stay and links still count.
func (c *Connector) teamHolders(ctx context.Context, team string) error {
	if c.teamRead {
		return nil
	}
	c.teamRead = true
	var holders []access.Holder
	cursor := ""
	for pages := 0; pages < maxUserPages; pages++ {
		users, next, err := c.client.UsersPage(ctx, cursor)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if code := ErrorCode(err); code == "invalid_auth" || code == "token_revoked" || code == "account_inactive" {
				return connErr(err)
			}
			c.log.Warn("slack users.list", "err", err)
			return nil
		}
		for _, u := range users {
			if u.Deleted || u.IsBot || u.IsRestricted || u.IsUltraRestricted || u.IsStranger ||
				(u.TeamID != "" && u.TeamID != team) || !u.IsEmailConfirmed || u.Profile.Email == "" {
				continue
			}
			holders = append(holders, access.Holder{Email: u.Profile.Email,
				Reason: fmt.Sprintf("Slack lists them as a full member of the team %s by their confirmed profile address", team)})
		}
		if next == "" || len(holders) >= access.MaxHolders {
			break
		}
		cursor = next
	}
	return access.SetHolders(ctx, c.st.pool, c.src.WorkspaceID, c.src.ID, access.Principal(access.KindSlackTeam, team), holders)
}
