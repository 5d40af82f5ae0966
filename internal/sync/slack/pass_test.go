package slack

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// The fake workspace: #random holds the 10 messages recorded in Nango's
// company workspace (five thread roots, four days of channel messages, one
// join); each root gets the two replies recorded in Nango's test workspace,
// re-parented onto it (ts, thread_ts and author rewritten, bot fields
// dropped). #all-nango-test holds the 11 recorded joins, purpose changes and
// bot posts, which the skip rules leave out. #new-channel answers the
// recorded not_in_channel.
const (
	random    = "C02MB5ZABA7"
	botsOnly  = "C0AGWLS4CQ3"
	notMember = "C0AH33PLXSN"
)

var people = map[string]string{
	"U056C66B8L8": "Ada Lovelace", "U02MDCKS1N0": "Grace Hopper", "U03HVGHB9J5": "Edsger Dijkstra",
	"U0907LZ672L": "Barbara Liskov", "U08K1T27Z3K": "Ken Thompson", "U07E8G7J57T": "Frances Allen",
}

type passFixture struct {
	*connectortest.Rig
	pass   *pass.Pass
	src    uuid.UUID
	tokens *httpclienttest.Tokens
	waits  *httpclienttest.Waits
	fake   *fakeSlack
	reply  map[string]any // a recorded reply, the template for new ones
}

func messagesOf(body map[string]any) []map[string]any {
	var out []map[string]any
	for _, m := range body["messages"].([]any) {
		out = append(out, m.(map[string]any))
	}
	return out
}

func newPassFixture(t *testing.T) *passFixture {
	t.Helper()
	ctx := context.Background()
	fake, srv := newFakeSlack(t)
	fx := &passFixture{Rig: connectortest.NewRig(t, "slack", "T02LWFGTCDV"), tokens: &httpclienttest.Tokens{Current: "xoxb-test"}, waits: &httpclienttest.Waits{}, fake: fake}

	fake.messages[random] = messagesOf(nangoMock(t, "nango/conversations.history.json"))
	fake.messages[botsOnly] = messagesOf(connectortest.Nango(t, "nango/messages-received.test.json", "/conversations.history")[0])
	fake.notIn[notMember] = true
	recordedThread := messagesOf(connectortest.Nango(t, "nango/get-thread-replies.test.json", "/conversations.replies")[0])
	fx.reply = recordedThread[1]
	for _, m := range fake.messages[random] {
		if m["thread_ts"] == nil {
			continue
		}
		root := TSTime(ts(m))
		for i, r := range recordedThread[1:] {
			at := TimeTS(root.Add(time.Duration(i+1) * time.Minute))
			fake.reply(random, ts(m), r, at, "U02MDCKS1N0", r["text"].(string)+" on "+ts(m))
		}
	}
	members := connectortest.Nango(t, "nango/list-users.test.json", "/users.list")[0]["members"].([]any)
	person := members[len(members)-1].(map[string]any)
	for id, name := range people {
		u := connectortest.Clone(person)
		u["id"] = id
		u["profile"].(map[string]any)["display_name"] = name
		fake.users[id] = u
	}

	cfg, _ := json.Marshal(SourceConfig{TeamID: "T02LWFGTCDV", TeamURL: "https://nango.slack.com/"})
	fx.src = fx.Source(t, "T02LWFGTCDV", "Nango", cfg)
	err := store{fx.Pool}.replaceChannels(ctx, fx.WS, fx.src, []Channel{
		{ID: random, Name: "random"}, {ID: botsOnly, Name: "all-nango-test"}, {ID: notMember, Name: "new-channel"}})
	if err != nil {
		t.Fatal(err)
	}

	factory := NewFactory(fx.Pool, func(ws, id uuid.UUID) TokenSource { return fx.tokens }, FactoryOptions{
		Client: Config{BaseURL: srv.URL, Limiters: unlimited(), Retry: httpclient.Retry{Sleep: fx.waits.Sleep}, PageSize: 4}})
	fx.pass = connectortest.NewPass(t, fx.Pool, pass.Registry{Provider: factory})
	return fx
}

// docs are the source's indexed documents.
func (fx *passFixture) docs(t *testing.T) connectortest.Docs {
	t.Helper()
	return connectortest.ReadDocs(t, fx.Pool, fx.WS, fx.src).Indexed()
}

func (fx *passFixture) channelStatus(t *testing.T, ch string) (status, lastErr string) {
	t.Helper()
	var le *string
	if err := fx.Pool.QueryRow(context.Background(), `SELECT status, last_error FROM slack_channels WHERE workspace_id = $1 AND source_id = $2 AND channel_id = $3`,
		fx.WS, fx.src, ch).Scan(&status, &le); err != nil {
		t.Fatal(err)
	}
	if le != nil {
		lastErr = *le
	}
	return status, lastErr
}

func TestSlackSyncPass(t *testing.T) {
	fx := newPassFixture(t)
	ctx := context.Background()
	threads := []string{"1763756736.570419", "1763563013.420859", "1763553118.723789", "1763542776.220089", "1763148124.817189"}
	days := []string{"2025-11-26", "2025-11-23", "2025-11-15", "2025-11-05"}
	var first connectortest.Docs

	t.Run("threads and days of channel messages become documents with authors and permalinks", func(t *testing.T) {
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeCompleted || res.Failed != 0 {
			t.Fatalf("%+v %v", res, err)
		}
		first = fx.docs(t)
		var want []string
		for _, ts := range threads {
			want = append(want, random+"/t/"+ts)
		}
		for _, d := range days {
			want = append(want, random+"/d/"+d)
		}
		var got []string
		for id := range first {
			got = append(got, id)
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("documents\n got %v\nwant %v", got, want)
		}
		th := first[random+"/t/1763756736.570419"]
		if th.URL != "https://nango.slack.com/archives/C02MB5ZABA7/p1763756736570419" {
			t.Errorf("thread permalink %q", th.URL)
		}
		if !strings.HasPrefix(th.Title, "#random: SF has these ads all over the place") {
			t.Errorf("thread title %q", th.Title)
		}
		for _, want := range []string{"**Grace Hopper** ·", "Test reply 1 on 1763756736.570419", "Test reply 2 on 1763756736.570419",
			"thread_ts=1763756736.570419&cid=C02MB5ZABA7"} {
			if !strings.Contains(th.Text, want) {
				t.Errorf("thread text lacks %q:\n%s", want, th.Text)
			}
		}
		day := first[random+"/d/2025-11-15"]
		if !strings.Contains(day.Text, "(edited)") || !strings.Contains(day.Text, "Impressively high ranking for Replit") {
			t.Errorf("day document lacks the recorded edited message:\n%s", day.Text)
		}
		if strings.Contains(first[random+"/d/2025-11-26"].Text, "has joined the channel") {
			t.Error("a channel join was indexed")
		}
	})

	t.Run("joins, purpose changes and bot posts are skipped; not_in_channel is the channel's status", func(t *testing.T) {
		for id := range first {
			if strings.HasPrefix(id, botsOnly) || strings.HasPrefix(id, notMember) {
				t.Errorf("unexpected document %s", id)
			}
		}
		if st, _ := fx.channelStatus(t, botsOnly); st != "ok" {
			t.Errorf("%s status %s", botsOnly, st)
		}
		if st, msg := fx.channelStatus(t, notMember); st != "not_in_channel" || !strings.Contains(msg, "/invite") {
			t.Errorf("%s status %s %q", notMember, st, msg)
		}
	})

	t.Run("a second pass after an edit, a deletion and a new reply changes exactly those documents", func(t *testing.T) {
		edited := random + "/t/1763756736.570419"
		replied := random + "/t/1763553118.723789"
		deleted := random + "/d/2025-11-23"
		reply := TimeTS(TSTime("1763756736.570419").Add(time.Minute))
		fx.fake.edit(random, reply, "VPN access is granted by the IT desk, ask in #it-help", "1764160000.000100")
		fx.fake.remove(random, "1763887648.424429")
		fx.fake.reply(random, "1763553118.723789", fx.reply, "1764160100.000200", "U056C66B8L8", "Workday closed the Pipedream deal in December")
		before := len(fx.fake.calls.Of("conversations.replies"))

		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeCompleted || res.Deleted != 1 {
			t.Fatalf("%+v %v", res, err)
		}
		second := fx.docs(t)
		if _, ok := second[deleted]; ok || len(second) != len(first)-1 {
			t.Fatalf("the day whose only message was deleted is still indexed (%d documents)", len(second))
		}
		for id, d := range second {
			changed := d.Hash != first[id].Hash || !d.IndexedAt.Equal(*first[id].IndexedAt)
			if want := id == edited || id == replied; changed != want {
				t.Errorf("%s changed=%v, want %v", id, changed, want)
			}
		}
		if !strings.Contains(second[edited].Text, "VPN access is granted by the IT desk") || !strings.Contains(second[edited].Text, "(edited)") {
			t.Errorf("edit not indexed:\n%s", second[edited].Text)
		}
		if !strings.Contains(second[replied].Text, "**Ada Lovelace** ·") || !strings.Contains(second[replied].Text, "Workday closed the Pipedream deal") {
			t.Errorf("new reply not indexed:\n%s", second[replied].Text)
		}
		// The thread older than the look-back window is carried forward
		// without asking Slack.
		for _, c := range fx.fake.calls.Of("conversations.replies")[before:] {
			if strings.Contains(c, "1763148124.817189") {
				t.Errorf("a thread older than the look-back window was re-read: %s", c)
			}
		}
	})

	t.Run("a 429 with Retry-After: 2 is waited out", func(t *testing.T) {
		fx.fake.throttle = 1
		fx.waits.D = nil
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeCompleted {
			t.Fatalf("%+v %v", res, err)
		}
		if !slices.Contains(fx.waits.D, 2*time.Second) {
			t.Errorf("waits %v, want the 2 s of Retry-After", fx.waits.D)
		}
	})

	t.Run("a revoked token stops the pass as needs_reauth with nothing deleted", func(t *testing.T) {
		n := len(fx.docs(t))
		fx.fake.revoked = true
		fx.tokens.Refuse = true
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeNeedsReauth || res.Deleted != 0 {
			t.Fatalf("%+v %v", res, err)
		}
		var status string
		fx.Pool.QueryRow(ctx, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, fx.WS, fx.src).Scan(&status)
		if status != "needs_reauth" || len(fx.docs(t)) != n || fx.tokens.Refreshed.Load() == 0 {
			t.Errorf("status %s, documents %d → %d", status, n, len(fx.docs(t)))
		}
	})
}
