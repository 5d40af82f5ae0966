package slackapp

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"regexp"
	"strings"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/slack"
)

// eventBody is an Events API request.
type eventBody struct {
	Type      string `json:"type"`
	Challenge string `json:"challenge"`
	TeamID    string `json:"team_id"`
	EventID   string `json:"event_id"`
	Event     struct {
		Type     string `json:"type"`
		User     string `json:"user"`
		BotID    string `json:"bot_id"`
		Text     string `json:"text"`
		TS       string `json:"ts"`
		ThreadTS string `json:"thread_ts"`
		Channel  string `json:"channel"`
	} `json:"event"`
}

// EventReply is the body of the answer to an event request: the challenge
// for Slack's URL verification, else empty.
type EventReply struct {
	Challenge string `json:"challenge,omitempty"`
}

var mention = regexp.MustCompile(`<@[A-Z0-9]+(\|[^>]*)?>`)

// Event handles an Events API request: URL verification, app mentions
// (answered in the mention's thread), and app_uninstalled / tokens_revoked,
// which mark the Slack source needs_reauth. A redelivered event (same event_id) is
// acknowledged and ignored.
func (s *Service) Event(ctx context.Context, ts, sig string, body []byte) (EventReply, error) {
	if err := s.authenticate(ctx, ts, sig, body); err != nil {
		return EventReply{}, err
	}
	var ev eventBody
	if err := json.Unmarshal(body, &ev); err != nil {
		return EventReply{}, errs.E(errs.Invalid, "the event body is not JSON")
	}
	switch ev.Type {
	case "url_verification":
		return EventReply{Challenge: ev.Challenge}, nil
	case "event_callback":
	default:
		return EventReply{}, nil
	}
	e := ev.Event
	if e.Type == "app_uninstalled" || e.Type == "tokens_revoked" {
		// The next pass would find out too; saying so now shows
		// "reconnect" on the sources page at once. Nothing is deleted.
		inst, err := s.st.installation(ctx, ev.TeamID)
		if errs.Is(err, errs.NotFound) {
			return EventReply{}, nil
		}
		if err != nil {
			return EventReply{}, err
		}
		return EventReply{}, s.st.markRevoked(ctx, inst)
	}
	if e.Type != "app_mention" || e.BotID != "" || e.User == "" || ev.TeamID == "" || e.Channel == "" {
		return EventReply{}, nil
	}
	if ev.EventID != "" {
		fresh, err := s.st.firstSeen(ctx, "event:"+ev.EventID)
		if err != nil || !fresh {
			return EventReply{}, err
		}
	}
	question := strings.TrimSpace(mention.ReplaceAllString(e.Text, ""))
	if question == "" {
		return EventReply{}, nil
	}
	thread := e.ThreadTS
	if thread == "" {
		thread = e.TS
	}
	// One chat per Slack thread and user: follow-up mentions in a thread
	// continue the conversation.
	chatID := s.mentionChatID(ev.TeamID, e.Channel, thread, e.User)
	s.background(func(ctx context.Context) {
		client := func(inst Installation) *slack.Client {
			return slack.New(s.o.Tokens(inst.WorkspaceID, inst.CredentialID), s.o.Slack)
		}
		// Everyone in the channel reads the thread; only a direct message
		// with the app (a D… conversation) is the asker's alone.
		shared := !strings.HasPrefix(e.Channel, "D")
		s.answer(ctx, ask{team: ev.TeamID, user: e.User, question: question, chatID: chatID, shared: shared},
			func(ctx context.Context, inst Installation, text string, blocks []Block) error {
				return client(inst).PostMessage(ctx, e.Channel, thread, text, blocks)
			},
			func(ctx context.Context, inst Installation, text string) error {
				if inst.CredentialID == uuid.Nil {
					return nil // no installation: no token to answer with
				}
				return client(inst).PostEphemeral(ctx, e.Channel, e.User, thread, text)
			})
	})
	return EventReply{}, nil
}

// mentionChatID is the chat of one user's mentions in one Slack thread. It
// is keyed with the server's secret (HMAC-SHA256 under the link key): the
// team, channel, thread and user ids are public to anyone in the Slack team,
// and an id computed from them alone could be created first by a stranger in
// their own workspace, so that the rightful thread's mentions failed with
// "chat not found" (issue 27, attack 8). The id is a version 8 UUID (RFC 9562,
// custom), so it is never mistaken for a random or name-based one.
func (s *Service) mentionChatID(team, channel, thread, user string) uuid.UUID {
	m := hmac.New(sha256.New, s.o.LinkKey)
	m.Write([]byte("knowledgestack/slack-mention-chat\x00" + team + "\x00" + channel + "\x00" + thread + "\x00" + user))
	var id uuid.UUID
	copy(id[:], m.Sum(nil))
	id[6] = (id[6] & 0x0f) | 0x80
	id[8] = (id[8] & 0x3f) | 0x80
	return id
}
