package slackapp

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/access"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

func TestSlashCommand(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()

	t.Run("a signed request is acknowledged at once and the cited answer arrives at response_url", func(t *testing.T) {
		body := r.command("U2CERLKJA", "how do I get VPN access?")
		ts, sig := r.sign(body)
		began := time.Now()
		reply, err := r.svc.Command(ctx, ts, sig, body)
		ack := time.Since(began)
		if err != nil || reply.ResponseType != "ephemeral" || !strings.Contains(reply.Text, "Working on it") {
			t.Fatalf("%+v %v", reply, err)
		}
		if ack >= 3*time.Second {
			t.Errorf("acknowledged after %v, Slack gives 3 s", ack)
		}
		t.Logf("acknowledged in %v", ack)
		got := r.next(r.posted)
		if got["unfurl_links"] != false || got["unfurl_media"] != false {
			t.Errorf("the answer lets Slack unfurl: %v %v", got["unfurl_links"], got["unfurl_media"])
		}
		blocks := jsonText(got["blocks"])
		for _, want := range []string{"[1]", "*Sources*", "<https://nango.slack.com/archives/C02MB5ZABA7/p1763756736570419|IT handbook › VPN>",
			"VPN access is granted by the IT desk"} {
			if !strings.Contains(blocks, want) {
				t.Errorf("answer lacks %q:\n%s", want, blocks)
			}
		}
		// The turn is a turn of the linked user in the linked workspace,
		// found through the verified e-mail (Ada signed in with Google).
		var n int
		r.pool.QueryRow(ctx, `SELECT count(*) FROM turns t JOIN chats c ON c.id = t.chat_id WHERE c.workspace_id = $1 AND c.user_id = $2 AND t.status = 'completed'`, r.ws, r.ada).Scan(&n)
		var via string
		r.pool.QueryRow(ctx, `SELECT linked_via FROM slack_user_links WHERE team_id = $1 AND slack_user_id = 'U2CERLKJA'`, team).Scan(&via)
		if n != 1 || via != "email" {
			t.Errorf("%d turns for Ada, link via %q", n, via)
		}
	})

	t.Run("a bad signature, a stale timestamp and a replay are refused", func(t *testing.T) {
		body := r.command("U2CERLKJA", "anything")
		ts, sig := r.sign(body)
		// Change the last hex digit to another one (a fixed "0" would equal it one time in sixteen).
		last := "0"
		if strings.HasSuffix(sig, "0") {
			last = "1"
		}
		if _, err := r.svc.Command(ctx, ts, sig[:len(sig)-1]+last, body); !errs.Is(err, errs.Unauthorized) {
			t.Errorf("bad signature: %v", err)
		}
		old := strconv.FormatInt(time.Now().Add(-6*time.Minute).Unix(), 10)
		if _, err := r.svc.Command(ctx, old, r.verifier.Sign(old, body), body); !errs.Is(err, errs.Unauthorized) {
			t.Errorf("stale timestamp: %v", err)
		}
		if _, err := r.svc.Command(ctx, ts, sig, body); err != nil {
			t.Fatalf("first delivery: %v", err)
		}
		r.next(r.posted)
		if _, err := r.svc.Command(ctx, ts, sig, body); !errs.Is(err, errs.Unauthorized) || !strings.Contains(err.Error(), "replay") {
			t.Errorf("replay on the same replica: %v", err)
		}
		if _, err := r.replica.Command(ctx, ts, sig, body); !errs.Is(err, errs.Unauthorized) {
			t.Errorf("replay on another replica: %v", err)
		}
	})

	t.Run("an unlinked Slack user gets the link sentence, and after linking an answer", func(t *testing.T) {
		r.sendCommand(r.command("UBOB", "what is our leave policy?"))
		got := r.next(r.posted)
		text, _ := got["text"].(string)
		if !strings.Contains(text, "Connect your Slack account") || !strings.Contains(text, "https://ks.example/slack/link?t=") || got["blocks"] != nil {
			t.Fatalf("link sentence %q", text)
		}
		token := linkToken(t, text)
		if _, err := r.svc.Link(ctx, r.ws, r.bob, token+"x"); !errs.Is(err, errs.NotFound) {
			t.Errorf("a tampered token links: %v", err)
		}
		p, err := r.svc.Pending(ctx, r.ws, token)
		if err != nil || p.SlackUserID != "UBOB" || p.TeamID != team || p.WorkspaceName != "Acme" {
			t.Fatalf("pending %+v %v", p, err)
		}
		if _, err := r.svc.Link(ctx, r.ws, r.bob, token); err != nil {
			t.Fatal(err)
		}
		r.sendCommand(r.command("UBOB", "what is our leave policy, then?"))
		if raw := jsonText(r.next(r.posted)["blocks"]); !strings.Contains(raw, "*Sources*") {
			t.Errorf("after linking: %s", raw)
		}
	})

	t.Run("a response_url outside Slack is refused", func(t *testing.T) {
		body := []byte(strings.Replace(string(r.command("U2CERLKJA", "q")), url.QueryEscape(r.hooks.URL), url.QueryEscape("http://127.0.0.2:1"), 1))
		ts, sig := r.sign(body)
		if _, err := r.svc.Command(ctx, ts, sig, body); !errs.Is(err, errs.Invalid) {
			t.Errorf("got %v", err)
		}
	})
}

func TestAppMention(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	event := func(id, user, text string) []byte {
		b, _ := json.Marshal(map[string]any{"type": "event_callback", "team_id": team, "event_id": id,
			"event": map[string]any{"type": "app_mention", "user": user, "text": text, "ts": "1773301199.998369", "channel": "C0AH33PLXSN"}})
		return b
	}
	t.Run("url verification echoes the challenge", func(t *testing.T) {
		body := []byte(`{"token":"x","challenge":"3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P","type":"url_verification"}`)
		ts, sig := r.sign(body)
		rep, err := r.svc.Event(ctx, ts, sig, body)
		if err != nil || rep.Challenge != "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P" {
			t.Fatalf("%+v %v", rep, err)
		}
	})
	t.Run("a mention is answered in its thread; a redelivered event is ignored", func(t *testing.T) {
		body := event("Ev1", "U2CERLKJA", "<@UBOT> how do I get VPN access?")
		r.sendEvent(body)
		msg := r.next(r.messages)
		if msg["method"] != "chat.postMessage" || msg["thread_ts"] != "1773301199.998369" || !strings.Contains(jsonText(msg["blocks"]), "[1]") {
			t.Fatalf("posted %v", msg)
		}
		// Slack redelivers with a new signature and timestamp, same event id.
		ts2 := strconv.FormatInt(time.Now().Unix()+1, 10)
		if _, err := r.replica.Event(ctx, ts2, r.verifier.Sign(ts2, body), body); err != nil {
			t.Fatal(err)
		}
		r.svc.Wait(ctx)
		r.replica.Wait(ctx)
		select {
		case m := <-r.messages:
			t.Errorf("a redelivered event was answered again: %v", m)
		default:
		}
	})
	t.Run("tokens_revoked marks the source and its credential needs_reauth", func(t *testing.T) {
		// Shape from Slack's Events API documentation of tokens_revoked.
		body := []byte(`{"type":"event_callback","team_id":"` + team + `","event_id":"Ev9","event":{"type":"tokens_revoked","tokens":{"bot":["UBOT"]}}}`)
		r.sendEvent(body)
		var src, cred string
		r.pool.QueryRow(ctx, `SELECT s.status, c.status FROM sources s JOIN source_credentials c ON c.id = s.credential_id WHERE s.workspace_id = $1`, r.ws).Scan(&src, &cred)
		if src != "needs_reauth" || cred != "needs_reauth" {
			t.Errorf("source %s credential %s", src, cred)
		}
		r.pool.Exec(ctx, `UPDATE sources SET status = 'idle' WHERE workspace_id = $1`, r.ws)
		r.pool.Exec(ctx, `UPDATE source_credentials SET status = 'active' WHERE workspace_id = $1`, r.ws)
	})
	t.Run("a stranger who creates the thread's chat first cannot stop the thread's answers", func(t *testing.T) {
		// The chat id used to be a UUIDv5 of public values: a stranger who
		// saw the thread computed it and created that chat in their own
		// workspace first, and the rightful mentions failed (issue 27, attack 8).
		const thread = "1773301299.000100"
		space := uuid.Must(uuid.FromBytes(func() []byte { h := sha256.Sum256([]byte("knowledgestack/slack-mention")); return h[:16] }()))
		public := uuid.NewSHA1(space, []byte(team+"/C0AH33PLXSN/"+thread+"/U2CERLKJA"))
		var stranger, theirs uuid.UUID
		if err := r.pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('mallory@example.net') RETURNING id`).Scan(&stranger); err != nil {
			t.Fatal(err)
		}
		theirs = testdb.NewWorkspace(t, r.pool, "Evil")
		if _, err := r.pool.Exec(ctx, `INSERT INTO chats (id, workspace_id, user_id) VALUES ($1, $2, $3)`, public, theirs, stranger); err != nil {
			t.Fatal(err)
		}
		if got := r.svc.mentionChatID(team, "C0AH33PLXSN", thread, "U2CERLKJA"); got == public {
			t.Fatal("the thread's chat id is computable from public values")
		}
		other, err := NewService(Options{Pool: r.pool, Chats: r.svc.o.Chats, Tokens: r.svc.o.Tokens, LinkKey: DeriveLinkKey(bytes.Repeat([]byte{7}, 32))})
		if err != nil {
			t.Fatal(err)
		}
		if other.mentionChatID(team, "C0AH33PLXSN", thread, "U2CERLKJA") == r.svc.mentionChatID(team, "C0AH33PLXSN", thread, "U2CERLKJA") {
			t.Fatal("two servers with different secrets give a thread the same chat id")
		}
		b, _ := json.Marshal(map[string]any{"type": "event_callback", "team_id": team, "event_id": "Ev7",
			"event": map[string]any{"type": "app_mention", "user": "U2CERLKJA", "text": "<@UBOT> how do I get VPN access?", "ts": thread, "channel": "C0AH33PLXSN"}})
		r.sendEvent(b)
		msg := r.next(r.messages)
		if msg["method"] != "chat.postMessage" || msg["thread_ts"] != thread || !strings.Contains(jsonText(msg["blocks"]), "[1]") {
			t.Fatalf("the rightful thread got %v", msg)
		}
	})
	t.Run("an unlinked mentioner is told privately how to link", func(t *testing.T) {
		body := event("Ev2", "UBOB", "<@UBOT> leave policy?")
		r.sendEvent(body)
		msg := r.next(r.messages)
		if msg["method"] != "chat.postEphemeral" || msg["user"] != "UBOB" || !strings.Contains(msg["text"].(string), "/slack/link?t=") {
			t.Fatalf("posted %v", msg)
		}
	})
}

func TestAnswerBlocks(t *testing.T) {
	rows := [][]string{}
	for i := range 12 {
		rows = append(rows, []string{"EMEA", strconv.Itoa(i)})
	}
	turn := chat.Turn{Status: chat.StatusCompleted, Answer: "Revenue is **up** [1]; see [the report](https://example.com/r).",
		Citations:    []tools.Citation{{N: 1, Title: "Q3 <report>", URL: "https://docs.example.com/q3"}},
		QueryResults: []tools.QueryResult{{Database: "sales", Columns: []string{"region", "n"}, Rows: rows, RowCount: 12}}}
	_, blocks := answerBlocks(turn, "https://ks.example/chat/1")
	s := jsonText(blocks)
	for _, want := range []string{"Revenue is *up* [1]; see <https://example.com/r|the report> (https://example.com/r).", "[1] <https://docs.example.com/q3|Q3 &lt;report&gt;>",
		"region | n", "EMEA | 9", "Full result in KnowledgeStack"} {
		if !strings.Contains(s, want) {
			t.Errorf("blocks lack %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "EMEA | 10") {
		t.Error("the table shows more than 10 rows")
	}
	failed := "the model timed out"
	if _, b := answerBlocks(chat.Turn{Status: chat.StatusFailed, Error: &failed}, ""); !strings.Contains(b[0]["text"].(map[string]any)["text"].(string), failed) {
		t.Errorf("failure %v", b)
	}
}

// linkToken is the token of the link in a link sentence.
func linkToken(t *testing.T, text string) string {
	t.Helper()
	_, rest, ok := strings.Cut(text, "/slack/link?t=")
	if !ok {
		t.Fatalf("no link in %q", text)
	}
	token, _, _ := strings.Cut(rest, "|")
	token, err := url.QueryUnescape(token)
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// jsonText is v as JSON without HTML escaping, for substring checks.
func jsonText(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
	return b.String()
}

// TestChannelAnswersReadOnlyWhatEveryoneMay: a mention is answered in a
// thread the whole channel reads, so its turn searches with the audience
// cut to what every member of the workspace reads (ADR 0063) and says so
// under the answer; /ask, whose answer only the asker sees, searches with
// the asker's own access. (retrieval's TestAudienceNarrowsTheAsker shows
// the cut hides a document shared with the asker alone.)
func TestChannelAnswersReadOnlyWhatEveryoneMay(t *testing.T) {
	r := newRig(t)
	drain := func() []tools.SearchQuery {
		var out []tools.SearchQuery
		for {
			select {
			case q := <-r.searches:
				out = append(out, q)
			default:
				return out
			}
		}
	}
	mention := func(id, channel string) []byte {
		b, _ := json.Marshal(map[string]any{"type": "event_callback", "team_id": team, "event_id": id,
			"event": map[string]any{"type": "app_mention", "user": "U2CERLKJA", "text": "<@UBOT> how do I get VPN access?", "ts": "1773301199.998369", "channel": channel}})
		return b
	}
	r.sendEvent(mention("EvC1", "C0AH33PLXSN"))
	msg := r.next(r.messages)
	qs := drain()
	if len(qs) == 0 {
		t.Fatal("the mention ran no search")
	}
	for _, q := range qs {
		if q.UserID != r.ada || len(q.Audience) != 1 || q.Audience[0] != access.Everyone {
			t.Errorf("a channel answer searched as %v with audience %v, want Ada cut to %q", q.UserID, q.Audience, access.Everyone)
		}
	}
	if !strings.Contains(jsonText(msg["blocks"]), "everyone in this workspace can read") {
		t.Errorf("the channel answer does not say what it could use: %s", jsonText(msg["blocks"]))
	}

	r.sendCommand(r.command("U2CERLKJA", "how do I get VPN access?"))
	got := r.next(r.posted)
	for _, q := range drain() {
		if q.UserID != r.ada || q.Audience != nil {
			t.Errorf("/ask searched as %v with audience %v, want Ada's own access", q.UserID, q.Audience)
		}
	}
	if strings.Contains(jsonText(got["blocks"]), "everyone in this workspace can read") {
		t.Errorf("the private answer carries the channel note")
	}

	r.sendEvent(mention("EvC2", "D0AH33PLXSN")) // the app's direct message with Ada
	r.next(r.messages)
	for _, q := range drain() {
		if q.Audience != nil {
			t.Errorf("a direct message searched with audience %v", q.Audience)
		}
	}
}
