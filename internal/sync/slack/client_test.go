package slack

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
)

func testClient(t *testing.T, h http.HandlerFunc, tok *httpclienttest.Tokens, w *httpclienttest.Waits) *Client {
	url, _, retry := connectortest.Edge(t, h, w)
	retry.Base = time.Second
	return New(tok, Config{BaseURL: url, Limiters: unlimited(), Retry: retry})
}

// unlimited is a limiter per tier that never waits.
func unlimited() map[Tier]*rate.Limiter {
	lims := map[Tier]*rate.Limiter{}
	for _, tier := range []Tier{Tier2, Tier3, Tier4, TierPost} {
		lims[tier] = rate.NewLimiter(rate.Inf, 1)
	}
	return lims
}

func TestClientErrors(t *testing.T) {
	ctx := context.Background()
	t.Run("an ok:false ratelimited answer is backed off and retried", func(t *testing.T) {
		// Slack documents ratelimited as an error string; this answer is
		// built from that description (no recording exists).
		var calls atomic.Int32
		w := &httpclienttest.Waits{}
		c := testClient(t, func(rw http.ResponseWriter, r *http.Request) {
			if calls.Add(1) <= 2 {
				rw.Write([]byte(`{"ok":false,"error":"ratelimited"}`))
				return
			}
			rw.Write(specExample(t, "auth.test", "200"))
		}, &httpclienttest.Tokens{Current: "xoxb"}, w)
		id, err := c.AuthTest(ctx)
		if err != nil || id.URL != "https://subarachnoid.slack.com/" {
			t.Fatalf("%+v %v", id, err)
		}
		// The shared policy's jittered backoff: attempt n waits in [b/2, b], b = 1 s·2^n.
		if len(w.D) != 2 || w.D[0] < 500*time.Millisecond || w.D[0] > time.Second || w.D[1] < time.Second || w.D[1] > 2*time.Second {
			t.Errorf("waits %v, want one in [0.5s, 1s] then one in [1s, 2s]", w.D)
		}
	})
	t.Run("a 429 waits its Retry-After and gives up after five tries", func(t *testing.T) {
		var calls atomic.Int32
		w := &httpclienttest.Waits{}
		c := testClient(t, func(rw http.ResponseWriter, r *http.Request) {
			calls.Add(1)
			rw.Header().Set("Retry-After", "2")
			rw.WriteHeader(http.StatusTooManyRequests)
			rw.Write([]byte(`{"ok":false,"error":"ratelimited"}`))
		}, &httpclienttest.Tokens{Current: "xoxb"}, w)
		_, err := c.History(ctx, "C1", "", "", "")
		if !errs.Is(err, errs.RateLimited) || calls.Load() != 5 || len(w.D) != 4 || w.D[0] != 2*time.Second {
			t.Errorf("err %v after %d calls, waits %v", err, calls.Load(), w.D)
		}
	})
	t.Run("invalid_auth refreshes once, then is unauthorized", func(t *testing.T) {
		tok := &httpclienttest.Tokens{Current: "xoxb", Refuse: true}
		c := testClient(t, func(rw http.ResponseWriter, r *http.Request) {
			rw.Write(specExample(t, "auth.test", "default")) // Slack's documented invalid_auth
		}, tok, &httpclienttest.Waits{})
		_, err := c.AuthTest(ctx)
		if !errs.Is(err, errs.Unauthorized) || ErrorCode(err) != "invalid_auth" || tok.Refreshed.Load() != 1 {
			t.Errorf("err %v code %q refreshes %d", err, ErrorCode(err), tok.Refreshed.Load())
		}
	})
	t.Run("channel_not_found and not_in_channel are not found, with their code", func(t *testing.T) {
		for _, body := range [][]byte{specExample(t, "conversations.history", "default"),
			mustJSON(nangoMock(t, "nango/bookmarks.list.not_in_channel.json"))} {
			c := testClient(t, func(rw http.ResponseWriter, r *http.Request) { rw.Write(body) }, &httpclienttest.Tokens{Current: "x"}, &httpclienttest.Waits{})
			_, err := c.History(ctx, "C1", "", "", "")
			if !errs.Is(err, errs.NotFound) || (ErrorCode(err) != "channel_not_found" && ErrorCode(err) != "not_in_channel") {
				t.Errorf("%s: %v", body, err)
			}
		}
	})
}

func TestTimestamps(t *testing.T) {
	for _, ts := range []string{"1773301199.998369", "1512085950.000216", "0.000001"} {
		if got := TimeTS(TSTime(ts)); got != ts {
			t.Errorf("%s → %s", ts, got)
		}
	}
	if !TSTime("x.1").IsZero() || validTS("1.2&x=1") || validTS("1") || !validTS("1773301199.998369") {
		t.Error("malformed timestamps accepted")
	}
	for _, id := range []string{"C1/t/1.2", "C1/d/2025-11-23"} {
		if _, _, _, ok := parseID(id); !ok {
			t.Errorf("%s not parsed", id)
		}
	}
	for _, id := range []string{"C1/t/1.2&x", "C1/d/yesterday", "C1/x/1.2", "/t/1.2"} {
		if _, _, _, ok := parseID(id); ok {
			t.Errorf("%s parsed", id)
		}
	}
}
