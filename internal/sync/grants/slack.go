package grants

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/slack"
)

// Slack is the provider name of Slack sources.
const Slack = slack.Provider

// SlackScopes are the bot scopes the install asks for: read the channels
// the admin picks (public, and private ones the bot is invited to), name
// authors and match them by e-mail, answer /ask and mentions.
const SlackScopes = "channels:history,channels:read,groups:history,groups:read,users:read,users:read.email," +
	"commands,app_mentions:read,chat:write"

// slackAuthURL is Slack's OAuth v2 install page.
func (s *Service) slackAuthURL(state string) string {
	q := url.Values{"client_id": {s.slackApp.ID}, "scope": {SlackScopes}, "redirect_uri": {s.redirectURL()}, "state": {state}}
	return s.ep.SlackAuth + "/oauth/v2/authorize?" + q.Encode()
}

// slackGrant is what oauth.v2.access answers (the fields we keep).
type slackGrant struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	ExpiresIn    int64  `json:"expires_in"`
	TokenType    string `json:"token_type"`
	BotUserID    string `json:"bot_user_id"`
	AppID        string `json:"app_id"`
	Team         struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"team"`
}

// slackToken calls oauth.v2.access: a code exchange, or a refresh when the
// app turned on token rotation. Slack answers a refusal with HTTP 200 and
// "ok": false, which becomes errs.Unauthorized.
func (s *Service) slackToken(ctx context.Context, form url.Values) (slackGrant, error) {
	form.Set("client_id", s.slackApp.ID)
	form.Set("client_secret", s.slackApp.Secret)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.ep.SlackAPI+"/oauth.v2.access", strings.NewReader(form.Encode()))
	if err != nil {
		return slackGrant{}, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := s.http.Do(req)
	if err != nil {
		return slackGrant{}, errs.Wrap(errs.Unavailable, err, "slack token endpoint is unreachable")
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	var out struct {
		slackGrant
		OK    bool   `json:"ok"`
		Error string `json:"error"`
	}
	decodeErr := json.Unmarshal(data, &out)
	switch {
	case resp.StatusCode >= 500 || resp.StatusCode == http.StatusTooManyRequests:
		return slackGrant{}, errs.E(errs.Unavailable, "slack token endpoint failed (%d)", resp.StatusCode)
	case decodeErr != nil:
		return slackGrant{}, errs.Wrap(errs.Unavailable, decodeErr, "slack sent a malformed token response")
	case !out.OK || resp.StatusCode >= 400:
		return slackGrant{}, errs.E(errs.Unauthorized, "slack refused the authorization (%s)", orDefault(out.Error, resp.Status))
	case out.AccessToken == "" || out.Team.ID == "":
		return slackGrant{}, errs.E(errs.Unavailable, "slack sent a token without a team")
	}
	return out.slackGrant, nil
}

// refreshSlack renews a rotating Slack token.
func (s *Service) refreshSlack(ctx context.Context, refreshToken string) (Token, error) {
	g, err := s.slackToken(ctx, url.Values{"grant_type": {"refresh_token"}, "refresh_token": {refreshToken}})
	if err != nil {
		return Token{}, err
	}
	return s.slackTokenOf(g), nil
}

func (s *Service) slackTokenOf(g slackGrant) Token {
	t := Token{AccessToken: g.AccessToken, RefreshToken: g.RefreshToken}
	if g.ExpiresIn > 0 {
		t.ExpiresAt = s.now().Add(time.Duration(g.ExpiresIn) * time.Second)
	}
	return t
}

// completeSlack exchanges the code, reads the workspace URL (permalinks are
// built on it) and stores one credential and one source for the Slack team,
// linking the team to this workspace. A team already linked to another
// workspace is refused: /ask must have one place to run.
func (s *Service) completeSlack(ctx context.Context, p statePayload, code string) ([]uuid.UUID, error) {
	g, err := s.slackToken(ctx, url.Values{"code": {code}, "redirect_uri": {s.redirectURL()}})
	if err != nil {
		return nil, fmt.Errorf("slack grant: %w", err)
	}
	id, err := slack.New(slack.StaticToken(g.AccessToken), s.slackClient).AuthTest(ctx)
	if err != nil {
		return nil, fmt.Errorf("slack grant: %w", err)
	}
	name := orDefault(g.Team.Name, orDefault(id.Team, "Slack"))
	cfg := slack.SourceConfig{TeamID: g.Team.ID, TeamName: name, TeamURL: id.URL, BotUserID: g.BotUserID, AppID: g.AppID}
	var cfgMap map[string]any
	b, _ := json.Marshal(cfg)
	_ = json.Unmarshal(b, &cfgMap)
	cred := credential{provider: Slack, externalID: g.Team.ID, name: name, token: s.slackTokenOf(g),
		metadata: map[string]any{"team_id": g.Team.ID, "team_url": id.URL, "bot_user_id": g.BotUserID, "app_id": g.AppID}}
	cred.after = func(ctx context.Context, tx pgx.Tx, credID uuid.UUID, sources []uuid.UUID) error {
		// The installation's key is (workspace_id, team_id), as sharding by
		// workspace needs (ADR 0059), so no index keeps a team to one
		// workspace: this transaction does, holding a lock on the team while
		// it looks for another workspace's installation and writes its own.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('ks_slack_team:' || $1, 0))`, g.Team.ID); err != nil {
			return errs.FromPG(err, "link slack team", "slack installation")
		}
		var taken bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM slack_installations WHERE team_id = $1 AND workspace_id <> $2)
			/* any workspace: a Slack team belongs to one workspace; this looks for another one holding it */`,
			g.Team.ID, p.WorkspaceID).Scan(&taken); err != nil {
			return errs.FromPG(err, "link slack team", "slack installation")
		}
		if taken {
			return errs.E(errs.Conflict, "this Slack workspace is already connected to another KnowledgeStack workspace; disconnect it there first")
		}
		_, err := tx.Exec(ctx, `
			INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id, team_name, team_url,
			                                 bot_user_id, app_id, installed_by)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
			ON CONFLICT (workspace_id, team_id) DO UPDATE
			SET source_id = EXCLUDED.source_id, credential_id = EXCLUDED.credential_id, team_name = EXCLUDED.team_name,
			    team_url = EXCLUDED.team_url, bot_user_id = EXCLUDED.bot_user_id, app_id = EXCLUDED.app_id, updated_at = now()`,
			g.Team.ID, p.WorkspaceID, sources[0], credID, name, id.URL, g.BotUserID, g.AppID, p.UserID)
		return errs.FromPG(err, "link slack team", "slack installation")
	}
	return s.saveGrant(ctx, p, cred, []grantSource{{externalID: g.Team.ID, name: name, config: cfgMap}})
}
