package slack

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// TokenSource supplies the bot token; see httpclient.TokenSource. A Slack
// bot token does not expire unless the app turned on token rotation, so a
// refused token usually cannot be refreshed and the grant needs reconnecting.
type TokenSource = httpclient.TokenSource

// StaticToken is a TokenSource for a fixed token (tests, the render tool).
type StaticToken = httpclient.StaticToken

// Tier is one of Slack's per-method rate-limit tiers.
type Tier int

// Slack's tiers (requests per minute per app per workspace, with bursts
// tolerated): https://api.slack.com/apis/rate-limits.
const (
	Tier2 Tier = 2 // 20+/min: conversations.list, users.list
	Tier3 Tier = 3 // 50+/min: conversations.history, conversations.replies
	Tier4 Tier = 4 // 100+/min: users.info, auth.test, team.info
	// TierPost is chat.postMessage's special limit: about one message per
	// second per channel.
	TierPost Tier = 9
)

// defaultRate is the steady pace kept per tier: a little under Slack's
// floor so a pass never trips the limit on its own.
func defaultRate(t Tier) (rate.Limit, int) {
	switch t {
	case Tier2:
		return rate.Every(3 * time.Second), 2
	case Tier3:
		return rate.Every(1200 * time.Millisecond), 3
	case TierPost:
		return rate.Every(time.Second), 1
	default:
		return rate.Every(600 * time.Millisecond), 5
	}
}

// Config tunes a Client; zero fields take the documented defaults.
type Config struct {
	BaseURL    string       // default https://slack.com/api
	HTTPClient *http.Client // default: 30 s timeout
	// Limiters overrides the pace of a tier (tests make them unlimited);
	// a tier without an entry gets defaultRate.
	Limiters map[Tier]*rate.Limiter
	// Retry is the policy for 429 (Retry-After), 5xx, network errors and
	// Slack's "ratelimited" error (httpclient's defaults).
	Retry    httpclient.Retry
	PageSize int // messages per history page, default 200 (Slack recommends ≤ 200)
}

// Client calls the Slack Web API with one bot token.
type Client struct {
	base     string
	tokens   TokenSource
	tiers    map[Tier]*httpclient.Transport
	retry    httpclient.Retry
	pageSize int
}

// New builds a client; each tier gets its own limiter, so a burst of
// users.info calls never delays conversations.history.
func New(tokens TokenSource, cfg Config) *Client {
	if cfg.BaseURL == "" {
		cfg.BaseURL = "https://slack.com/api"
	}
	if cfg.PageSize <= 0 || cfg.PageSize > 999 {
		cfg.PageSize = 200
	}
	c := &Client{base: cfg.BaseURL, tokens: tokens, tiers: map[Tier]*httpclient.Transport{},
		retry: cfg.Retry.WithDefaults(), pageSize: cfg.PageSize}
	for _, t := range []Tier{Tier2, Tier3, Tier4, TierPost} {
		lim := cfg.Limiters[t]
		if lim == nil {
			r, b := defaultRate(t)
			lim = rate.NewLimiter(r, b)
		}
		c.tiers[t] = httpclient.New(tokens, httpclient.Options{
			Name: "slack", HTTPClient: cfg.HTTPClient, Limiter: lim, Retry: c.retry, DecodeError: decodeSlackError,
		})
	}
	return c
}

// decodeSlackError reads Slack's {"ok": false, "error": "..."} body.
func decodeSlackError(_ int, body []byte) (string, string) {
	var e struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(body, &e) != nil {
		return "", ""
	}
	return e.Error, e.Error
}

// APIError is a Slack answer with "ok": false.
type APIError struct {
	Method string
	Code   string // Slack's error string: not_in_channel, invalid_auth, …
}

// Error names the Web API method and the error string Slack returned.
func (e *APIError) Error() string { return "slack " + e.Method + ": " + e.Code }

// ErrorCode returns the Slack error string inside err ("" when there is none).
func ErrorCode(err error) string {
	var e *APIError
	if errors.As(err, &e) {
		return e.Code
	}
	var h *httpclient.APIError
	if errors.As(err, &h) {
		return h.Code
	}
	return ""
}

// authErrors are the answers that mean the token is dead: the grant must be
// made again (nothing is deleted meanwhile).
var authErrors = map[string]bool{
	"invalid_auth": true, "token_revoked": true, "token_expired": true, "account_inactive": true,
	"not_authed": true, "no_permission": false, "org_login_required": true, "team_access_not_granted": true,
}

// notFound are the answers about one object, not the whole grant.
var notFound = map[string]bool{
	"channel_not_found": true, "not_in_channel": true, "thread_not_found": true,
	"user_not_found": true, "message_not_found": true, "is_archived": true,
}

type envelope struct {
	OK               bool   `json:"ok"`
	Error            string `json:"error"`
	ResponseMetadata struct {
		NextCursor string `json:"next_cursor"`
	} `json:"response_metadata"`
}

// call runs one Web API method and decodes the body into out. Slack answers
// most errors with HTTP 200 and "ok": false: ratelimited is backed off and
// retried, an auth error triggers one token refresh (which marks the
// credential needs_reauth when there is nothing to refresh with).
func (c *Client) call(ctx context.Context, tier Tier, method string, params url.Values, out any) (envelope, error) {
	return c.send(ctx, tier, method, params, nil, out)
}

// send is call with an optional JSON body, which makes the call a POST
// (Slack's write methods take JSON with a bearer token).
func (c *Client) send(ctx context.Context, tier Tier, method string, params url.Values, body, out any) (envelope, error) {
	u := c.base + "/" + method
	if len(params) > 0 {
		u += "?" + params.Encode()
	}
	refreshed := false
	for attempt := 0; ; attempt++ {
		var raw json.RawMessage
		verb := http.MethodGet
		if body != nil {
			verb = http.MethodPost
		}
		if err := c.tiers[tier].Do(ctx, verb, u, body, &raw); err != nil {
			return envelope{}, c.httpErr(method, err)
		}
		var env envelope
		if err := json.Unmarshal(raw, &env); err != nil {
			return envelope{}, errs.Wrap(errs.Unavailable, err, "slack sent a malformed response to %s", method)
		}
		if env.OK {
			if out != nil {
				if err := json.Unmarshal(raw, out); err != nil {
					return envelope{}, errs.Wrap(errs.Unavailable, err, "slack sent a malformed response to %s", method)
				}
			}
			return env, nil
		}
		apiErr := &APIError{Method: method, Code: env.Error}
		switch {
		case env.Error == "ratelimited" && attempt+1 < c.retry.MaxAttempts:
			if err := c.retry.Sleep(ctx, c.retry.Backoff(attempt)); err != nil {
				return envelope{}, err
			}
			continue
		case env.Error == "ratelimited":
			return envelope{}, errs.Wrap(errs.RateLimited, apiErr, "slack rate limit still exceeded after %d attempts", c.retry.MaxAttempts)
		case authErrors[env.Error] && !refreshed:
			refreshed = true
			if _, err := c.tokens.Refresh(ctx); err != nil {
				return envelope{}, errs.Wrap(errs.Unauthorized, apiErr, "slack refused the token (%s): reconnect Slack", env.Error)
			}
			continue
		case authErrors[env.Error]:
			return envelope{}, errs.Wrap(errs.Unauthorized, apiErr, "slack refused the token (%s): reconnect Slack", env.Error)
		case notFound[env.Error]:
			return envelope{}, errs.Wrap(errs.NotFound, apiErr, "slack: %s", env.Error)
		case env.Error == "missing_scope" || env.Error == "not_allowed_token_type":
			return envelope{}, errs.Wrap(errs.Forbidden, apiErr, "the Slack app lacks a permission for %s: reinstall it", method)
		}
		return envelope{}, errs.Wrap(errs.Invalid, apiErr, "slack refused %s (%s)", method, env.Error)
	}
}

// httpErr keeps the transport's kind but makes sure a Slack error code in a
// non-200 body (a 429's "ratelimited") is readable with ErrorCode.
func (c *Client) httpErr(method string, err error) error {
	return fmt.Errorf("slack %s: %w", method, err)
}

// ConversationsList returns one page of the channels the bot can see
// (public, and private ones it was invited to), archived ones left out.
func (c *Client) ConversationsList(ctx context.Context, cursor string) ([]Channel, string, error) {
	q := url.Values{"limit": {"200"}, "exclude_archived": {"true"}, "types": {"public_channel,private_channel"}}
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	var out struct {
		Channels []Channel `json:"channels"`
	}
	env, err := c.call(ctx, Tier2, "conversations.list", q, &out)
	return out.Channels, env.ResponseMetadata.NextCursor, err
}

// AllChannels pages through conversations.list, up to max channels.
func (c *Client) AllChannels(ctx context.Context, max int) ([]Channel, error) {
	var all []Channel
	cursor := ""
	for {
		page, next, err := c.ConversationsList(ctx, cursor)
		if err != nil {
			return nil, err
		}
		all = append(all, page...)
		if next == "" || len(all) >= max {
			if len(all) > max {
				all = all[:max]
			}
			return all, nil
		}
		cursor = next
	}
}

// HistoryPage is one page of conversations.history, newest message first.
type HistoryPage struct {
	Messages   []Message `json:"messages"`
	HasMore    bool      `json:"has_more"`
	NextCursor string    `json:"-"`
}

// History returns one page of a channel's messages with ts in
// [oldest, latest] ("" leaves a bound open), newest first.
func (c *Client) History(ctx context.Context, channel, oldest, latest, cursor string) (HistoryPage, error) {
	q := url.Values{"channel": {channel}, "limit": {strconv.Itoa(c.pageSize)}, "inclusive": {"true"}}
	if oldest != "" {
		q.Set("oldest", oldest)
	}
	if latest != "" {
		q.Set("latest", latest)
	}
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	var out HistoryPage
	env, err := c.call(ctx, Tier3, "conversations.history", q, &out)
	if err != nil {
		return HistoryPage{}, err
	}
	if out.HasMore {
		out.NextCursor = env.ResponseMetadata.NextCursor
	}
	return out, nil
}

// maxThread bounds the messages read for one thread document.
const maxThread = 5000

// Replies returns a thread's root and replies, oldest first, following
// cursors (at most maxThread messages).
func (c *Client) Replies(ctx context.Context, channel, ts string) ([]Message, error) {
	var all []Message
	cursor := ""
	for {
		q := url.Values{"channel": {channel}, "ts": {ts}, "limit": {strconv.Itoa(c.pageSize)}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		var out struct {
			Messages []Message `json:"messages"`
			HasMore  bool      `json:"has_more"`
		}
		env, err := c.call(ctx, Tier3, "conversations.replies", q, &out)
		if err != nil {
			return nil, err
		}
		// Later pages repeat the root first; keep it once.
		for _, m := range out.Messages {
			if len(all) > 0 && m.TS == all[0].TS {
				continue
			}
			all = append(all, m)
		}
		cursor = env.ResponseMetadata.NextCursor
		if !out.HasMore || cursor == "" || len(all) >= maxThread {
			return all, nil
		}
	}
}

// UserInfo returns one member.
func (c *Client) UserInfo(ctx context.Context, id string) (User, error) {
	var out struct {
		User User `json:"user"`
	}
	_, err := c.call(ctx, Tier4, "users.info", url.Values{"user": {id}}, &out)
	return out.User, err
}

// Identity is what auth.test says about the token.
type Identity struct {
	URL    string `json:"url"`
	Team   string `json:"team"`
	TeamID string `json:"team_id"`
	UserID string `json:"user_id"`
	BotID  string `json:"bot_id"`
}

// AuthTest checks the token and names its team and workspace URL.
func (c *Client) AuthTest(ctx context.Context) (Identity, error) {
	var out Identity
	_, err := c.call(ctx, Tier4, "auth.test", nil, &out)
	return out, err
}

// PostMessage posts Block Kit blocks (with text as the notification
// fallback) to a channel, in a thread when threadTS is set.
func (c *Client) PostMessage(ctx context.Context, channel, threadTS, text string, blocks any) error {
	// No unfurling: a link a planted document steered into an answer must
	// not be fetched or previewed by Slack on the asker's behalf.
	body := map[string]any{"channel": channel, "text": text, "blocks": blocks, "unfurl_links": false, "unfurl_media": false}
	if threadTS != "" {
		body["thread_ts"] = threadTS
	}
	_, err := c.send(ctx, TierPost, "chat.postMessage", nil, body, nil)
	return err
}

// PostEphemeral shows a message to one user in a channel (no one else sees
// it): how the app tells a mentioner to link their account.
func (c *Client) PostEphemeral(ctx context.Context, channel, user, threadTS, text string) error {
	body := map[string]any{"channel": channel, "user": user, "text": text}
	if threadTS != "" {
		body["thread_ts"] = threadTS
	}
	_, err := c.send(ctx, TierPost, "chat.postEphemeral", nil, body, nil)
	return err
}

// maxMembers bounds the members read of one channel (conversations.members
// pages of 200).
const maxMembers = 10000

// ConversationMembers lists a channel's member ids (Tier 4), all pages up
// to maxMembers; more is an error, so the channel's documents fail closed
// rather than leave members out.
func (c *Client) ConversationMembers(ctx context.Context, channel string) ([]string, error) {
	var all []string
	cursor := ""
	for {
		q := url.Values{"channel": {channel}, "limit": {"200"}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		var out struct {
			Members []string `json:"members"`
		}
		env, err := c.call(ctx, Tier4, "conversations.members", q, &out)
		if err != nil {
			return nil, err
		}
		all = append(all, out.Members...)
		if len(all) > maxMembers {
			return nil, fmt.Errorf("slack conversations.members: the channel has more than %d members", maxMembers)
		}
		next := env.ResponseMetadata.NextCursor
		if next == "" || next == cursor {
			return all, nil
		}
		cursor = next
	}
}

// UsersPage returns one page of the team's members (users.list).
func (c *Client) UsersPage(ctx context.Context, cursor string) ([]User, string, error) {
	q := url.Values{"limit": {"200"}}
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	var out struct {
		Members []User `json:"members"`
	}
	env, err := c.call(ctx, Tier2, "users.list", q, &out)
	return out.Members, env.ResponseMetadata.NextCursor, err
}
