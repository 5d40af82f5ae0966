package slackapp

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/url"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/slack"
)

// LinkTTL is how long a link offered to an unlinked Slack user stays valid.
const LinkTTL = 10 * time.Minute

// DeriveLinkKey derives the server's Slack key (it keys the chat ids of
// Slack threads) from the master encryption key, so the encryption key
// itself signs nothing.
func DeriveLinkKey(master []byte) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte("knowledgestack/slack-link/v1"))
	return m.Sum(nil)
}

// PendingLink is what the member who opens a link is shown before they
// confirm it: the Slack user and team that asked, and the workspace their
// questions would be answered in.
type PendingLink struct {
	SlackUserID   string
	SlackName     string
	TeamID        string
	TeamName      string
	TeamURL       string
	WorkspaceID   uuid.UUID
	WorkspaceName string
	ExpiresAt     time.Time
}

// Link is one of a member's Slack links.
type Link struct {
	TeamID      string
	TeamName    string
	SlackUserID string
	SlackName   string
	Via         string // "email" or "link"
	CreatedAt   time.Time
}

// A token is 32 random bytes, base64url: 43 characters.
const tokenLen = 43

var errUnknownLink = errs.E(errs.NotFound, "this Slack link is not one of this workspace's: ask again in Slack for a new one "+
	"(open it signed in to the workspace the Slack team is connected to)")

// newLinkToken returns a fresh token and the hash that is stored of it.
func newLinkToken() (string, []byte) {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand since Go 1.24)
	t := base64.RawURLEncoding.EncodeToString(b)
	return t, hashToken(t)
}

func hashToken(t string) []byte {
	h := sha256.Sum256([]byte(t))
	return h[:]
}

// checkToken refuses what cannot be a token before any lookup.
func checkToken(t string) error {
	if t == "" {
		return errs.E(errs.Invalid, "the Slack link has no token: open the whole link Slack gave you, or ask again in Slack")
	}
	if len(t) != tokenLen {
		return errUnknownLink
	}
	if _, err := base64.RawURLEncoding.DecodeString(t); err != nil {
		return errUnknownLink
	}
	return nil
}

// outsider says why a Slack profile may not ask as anyone here: only full
// members of the connected team may, never guests (restricted, ultra
// restricted), people of another organisation (Slack Connect: another
// team, is_stranger), apps or deactivated accounts. Empty means a full member.
func outsider(u slack.User, team string) string {
	switch {
	case u.Deleted:
		return "deactivated accounts"
	case u.IsBot || u.ID == "USLACKBOT":
		return "apps"
	case u.IsStranger || u.TeamID != team:
		return "people of other organisations"
	case u.IsRestricted || u.IsUltraRestricted:
		return "guests"
	}
	return ""
}

// outsiderSentence is what a Slack user who may not ask reads, privately.
func outsiderSentence(inst Installation, who string) string {
	team := inst.TeamName
	if team == "" {
		team = "this"
	}
	return fmt.Sprintf("Only full members of the %s Slack workspace can ask KnowledgeStack here; %s cannot.", team, who)
}

// offerLink stores a link request for the Slack user and returns the
// sentence that carries it.
func (s *Service) offerLink(ctx context.Context, inst Installation, u slack.User) (string, error) {
	token, hash := newLinkToken()
	if err := s.st.createLinkRequest(ctx, inst, u.ID, u.DisplayName(), hash, s.o.Now().Add(LinkTTL)); err != nil {
		return "", err
	}
	return fmt.Sprintf("I don't know who you are in KnowledgeStack yet. <%s/slack/link?t=%s|Connect your Slack account>: open it "+
		"signed in to the workspace this Slack is connected to and confirm (the link works once, for %d minutes), then ask again.",
		s.o.PublicURL, url.QueryEscape(token), int(LinkTTL/time.Minute)), nil
}

// Pending shows the signed-in member what a link token would link, without
// linking anything: the Slack user and team who asked and the workspace.
func (s *Service) Pending(ctx context.Context, ws uuid.UUID, token string) (PendingLink, error) {
	if err := checkToken(token); err != nil {
		return PendingLink{}, err
	}
	p, usedAt, err := s.st.linkRequest(ctx, ws, hashToken(token))
	if err != nil {
		return PendingLink{}, err
	}
	return p, s.usable(p, usedAt)
}

// usable refuses a spent or expired link request with a sentence.
func (s *Service) usable(p PendingLink, usedAt *time.Time) error {
	switch {
	case usedAt != nil:
		return errs.E(errs.Conflict, "this Slack link was already used at %s UTC: a link works once; ask again in Slack for a new one",
			usedAt.UTC().Format("15:04"))
	case !s.o.Now().Before(p.ExpiresAt):
		return errs.E(errs.Conflict, "this Slack link expired at %s UTC (links work for %d minutes): ask again in Slack for a new one",
			p.ExpiresAt.UTC().Format("15:04"), int(LinkTTL/time.Minute))
	}
	return nil
}

// Link is the member's confirmation: the Slack user of the token now asks
// as them in the session's workspace. The token is spent in the same
// transaction, so it links at most once.
func (s *Service) Link(ctx context.Context, ws, user uuid.UUID, token string) (PendingLink, error) {
	if err := checkToken(token); err != nil {
		return PendingLink{}, err
	}
	return s.st.consumeLinkRequest(ctx, ws, user, hashToken(token), s.usable)
}

// Links lists the member's own Slack links in the workspace.
func (s *Service) Links(ctx context.Context, ws, user uuid.UUID) ([]Link, error) {
	return s.st.links(ctx, ws, user)
}

// Unlink removes one of the member's own Slack links: that Slack user's
// questions are no longer answered as them.
func (s *Service) Unlink(ctx context.Context, ws, user uuid.UUID, teamID, slackUserID string) error {
	return s.st.unlink(ctx, ws, user, teamID, slackUserID)
}
