package slackapp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/access"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/slack"
)

// Chats runs turns; *chat.Service is the implementation, the same one the
// web chat uses (same agent, tools, limits and audit).
type Chats interface {
	Start(ctx context.Context, r chat.StartRequest) (*chat.Run, error)
	Get(ctx context.Context, ws, user, id uuid.UUID) (chat.Detail, error)
}

// TokensFor returns the bot token source of an installation's credential.
type TokensFor func(workspaceID, credentialID uuid.UUID) slack.TokenSource

// Options configure a Service.
type Options struct {
	Pool          *pgxpool.Pool
	Chats         Chats
	Tokens        TokensFor
	SigningSecret string
	LinkKey       []byte // see DeriveLinkKey
	PublicURL     string // the app's URL: link and "open in KnowledgeStack" pages
	Slack         slack.Config
	HTTPClient    *http.Client // posts to response_url; default 30 s timeout
	// ResponseURLPrefix is where answers may be posted; default
	// https://hooks.slack.com/ (a signed request names it, but a leaked
	// signing secret must not turn the server into a proxy).
	ResponseURLPrefix string
	TurnTimeout       time.Duration // default 5 minutes
	Now               func() time.Time
	Log               *slog.Logger
}

// Service handles Slack's slash commands and events.
type Service struct {
	o        Options
	st       store
	verifier Verifier
	wg       sync.WaitGroup
}

// NewService validates the options.
func NewService(o Options) (*Service, error) {
	switch {
	case o.Pool == nil || o.Chats == nil || o.Tokens == nil:
		return nil, errors.New("slackapp: pool, chats and tokens are required")
	case len(o.LinkKey) < 32:
		return nil, errors.New("slackapp: link key must be at least 32 bytes")
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	if o.ResponseURLPrefix == "" {
		o.ResponseURLPrefix = "https://hooks.slack.com/"
	}
	if o.TurnTimeout <= 0 {
		o.TurnTimeout = 5 * time.Minute
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	return &Service{o: o, st: store{o.Pool}, verifier: NewVerifier(o.SigningSecret, o.Now)}, nil
}

// Reply is the immediate answer to a slash command (Slack shows it to the
// asker only).
type Reply struct {
	ResponseType string `json:"response_type"`
	Text         string `json:"text"`
}

func ephemeral(text string) Reply { return Reply{ResponseType: "ephemeral", Text: text} }

// authenticate verifies the signature and refuses a request any replica
// accepted before.
func (s *Service) authenticate(ctx context.Context, ts, sig string, body []byte) error {
	if err := s.verifier.Verify(ts, sig, body); err != nil {
		return err
	}
	fresh, err := s.st.firstSeen(ctx, "sig:"+sig)
	if err != nil {
		return err
	}
	if !fresh {
		return errs.E(errs.Unauthorized, "this request was already received (replay refused)")
	}
	return nil
}

// Command handles a /ask request: it verifies it, acknowledges at once and
// answers in the background at the request's response_url.
func (s *Service) Command(ctx context.Context, ts, sig string, body []byte) (Reply, error) {
	if err := s.authenticate(ctx, ts, sig, body); err != nil {
		return Reply{}, err
	}
	form, err := url.ParseQuery(string(body))
	if err != nil {
		return Reply{}, errs.E(errs.Invalid, "the slash command body is not form-encoded")
	}
	team, user, text, respURL := form.Get("team_id"), form.Get("user_id"), strings.TrimSpace(form.Get("text")), form.Get("response_url")
	if team == "" || user == "" {
		return Reply{}, errs.E(errs.Invalid, "the slash command has no team_id or user_id")
	}
	if !strings.HasPrefix(respURL, s.o.ResponseURLPrefix) {
		return Reply{}, errs.E(errs.Invalid, "response_url is not a Slack URL")
	}
	if text == "" {
		return ephemeral("Ask a question after the command, e.g. `/ask how do I get VPN access?`"), nil
	}
	s.background(func(ctx context.Context) {
		s.answer(ctx, ask{team: team, user: user, question: text, chatID: uuid.New()},
			func(ctx context.Context, _ Installation, text string, blocks []Block) error {
				return s.respond(ctx, respURL, text, blocks)
			},
			func(ctx context.Context, _ Installation, text string) error {
				return s.respond(ctx, respURL, text, nil)
			})
	})
	return ephemeral("Working on it…"), nil
}

// background runs f detached from the request (which Slack gives 3 s).
func (s *Service) background(f func(ctx context.Context)) {
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		ctx, cancel := context.WithTimeout(context.Background(), s.o.TurnTimeout)
		defer cancel()
		f(ctx)
	}()
}

// Wait blocks until every answer under way has been posted or ctx ends.
func (s *Service) Wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// ask is one question from Slack.
type ask struct {
	team, user, question string
	chatID               uuid.UUID
	// shared is set when the answer is posted where others read it (a
	// mention in a channel): the turn then reads only documents every member
	// of the workspace may read (ADR 0063), never the asker's private ones.
	shared bool
}

// sharedNote is what a shared answer says under it.
const sharedNote = "Answered from documents everyone in this workspace can read, since this thread is not private. " +
	"Ask with `/ask` for an answer only you see that may use documents shared with you."

type postAnswer func(ctx context.Context, inst Installation, text string, blocks []Block) error
type postPrivate func(ctx context.Context, inst Installation, text string) error

// answer resolves the team and user, runs the turn and posts the result;
// what cannot be answered gets a sentence, privately.
func (s *Service) answer(ctx context.Context, a ask, post postAnswer, private postPrivate) {
	log := s.o.Log.With("slack_team", a.team, "slack_user", a.user)
	fail := func(inst Installation, msg string) {
		if err := private(ctx, inst, msg); err != nil {
			log.Warn("slack reply failed", "err", err)
		}
	}
	inst, err := s.st.installation(ctx, a.team)
	if err != nil {
		fail(inst, errs.Message(err))
		return
	}
	user, refusal, err := s.resolve(ctx, inst, a.user)
	if err != nil {
		log.Error("resolve slack user", "err", err)
		fail(inst, "Something went wrong on our side; please try again.")
		return
	}
	if refusal != "" {
		fail(inst, refusal)
		return
	}
	req := chat.StartRequest{WorkspaceID: inst.WorkspaceID, UserID: user, ChatID: a.chatID, Question: a.question}
	if a.shared {
		req.Audience = []string{access.Everyone}
	}
	run, err := s.o.Chats.Start(ctx, req)
	if err != nil {
		fail(inst, errs.Message(err))
		return
	}
	if err := run.Stream(ctx, func(chat.Frame) error { return nil }, nil); err != nil {
		log.Error("slack turn", "err", err)
	}
	d, err := s.o.Chats.Get(context.WithoutCancel(ctx), inst.WorkspaceID, user, a.chatID)
	if err != nil || len(d.Turns) == 0 {
		log.Error("load slack turn", "err", err)
		fail(inst, "Something went wrong on our side; please try again.")
		return
	}
	var notes []string
	if a.shared {
		notes = append(notes, sharedNote)
	}
	text, blocks := answerBlocks(d.Turns[len(d.Turns)-1], s.o.PublicURL+"/chat/"+a.chatID.String(), notes...)
	if err := post(ctx, inst, text, blocks); err != nil {
		log.Warn("post slack answer", "err", err)
	}
}

// resolve finds the user a Slack user acts as, or says privately why
// there is none. Slack is asked who the user is on every question: only
// full members of the connected team act as anyone (outsider), so a guest
// or a Slack Connect user is refused even with a link made before. Then an
// existing link; else a member whose e-mail both sides verified (Slack
// reports it confirmed, and the member proved it by signing in with a
// provider), and the link is recorded; else a link offered to confirm.
func (s *Service) resolve(ctx context.Context, inst Installation, slackUser string) (uuid.UUID, string, error) {
	client := slack.New(s.o.Tokens(inst.WorkspaceID, inst.CredentialID), s.o.Slack)
	u, err := client.UserInfo(ctx, slackUser)
	if err != nil {
		s.o.Log.Warn("slack users.info", "err", err)
		return uuid.Nil, "I could not ask Slack who you are just now; please try again in a minute.", nil
	}
	if u.ID != slackUser {
		return uuid.Nil, "", fmt.Errorf("users.info for %s answered user %q", slackUser, u.ID)
	}
	if who := outsider(u, inst.TeamID); who != "" {
		return uuid.Nil, outsiderSentence(inst, who), nil
	}
	if id, ok, err := s.st.linkedUser(ctx, inst, slackUser); err != nil || ok {
		return id, "", err
	}
	if u.IsEmailConfirmed && u.Profile.Email != "" {
		id, ok, err := s.st.memberByVerifiedEmail(ctx, inst.WorkspaceID, u.Profile.Email)
		if err != nil {
			return uuid.Nil, "", err
		}
		if ok {
			return id, "", s.st.link(ctx, inst, slackUser, u.DisplayName(), id, "email")
		}
	}
	sentence, err := s.offerLink(ctx, inst, u)
	return uuid.Nil, sentence, err
}

// respond posts to a slash command's response_url.
func (s *Service) respond(ctx context.Context, respURL, text string, blocks []Block) error {
	msg := map[string]any{"response_type": "ephemeral", "replace_original": false, "text": text,
		"unfurl_links": false, "unfurl_media": false}
	if blocks != nil {
		msg["blocks"] = blocks
	}
	payload, _ := json.Marshal(msg)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, respURL, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.o.HTTPClient.Do(req)
	if err != nil {
		return fmt.Errorf("post to response_url: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("response_url answered %d: %.200s", resp.StatusCode, body)
	}
	return nil
}
