package slack

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"knowledgestack/internal/sync/connectortest"
)

// nangoMock returns the Slack body of one of Nango's mocks (kept at
// .response; its tests/*.test.json are read with connectortest.Nango).
func nangoMock(t testing.TB, name string) map[string]any {
	t.Helper()
	var doc struct {
		Response map[string]any `json:"response"`
	}
	if err := json.Unmarshal(connectortest.Fixture(t, name), &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Response
}

// specExample returns Slack's documented example body for a method
// ("200" or "default", the error example).
func specExample(t testing.TB, method, which string) []byte {
	t.Helper()
	var ex map[string]map[string]json.RawMessage
	if err := json.Unmarshal(connectortest.Fixture(t, "slack-api-specs/examples.json"), &ex); err != nil {
		t.Fatal(err)
	}
	return ex["/"+method][which]
}

// fakeSlack is a Slack workspace served at its HTTP edge in the Web API's
// wire format. Its messages, users and error bodies are recorded ones
// (testdata/recorded); the state changes tests make (edit, delete, reply)
// are applied to those recorded objects.
type fakeSlack struct {
	t  testing.TB
	mu sync.Mutex
	// messages per channel: roots and channel messages (raw recorded objects).
	messages map[string][]map[string]any
	// replies per "channel/thread_ts", oldest first.
	replies  map[string][]map[string]any
	users    map[string]map[string]any
	notIn    map[string]bool
	pageSize int

	// throttle makes the next n calls answer 429 with Retry-After: 2.
	throttle int
	// revoked makes every call answer token_revoked.
	revoked bool
	calls   connectortest.Calls
	// members of private channels: the first page is Slack's documented
	// conversations.members example (three members and a next_cursor), the
	// second the ids here (built by the tests: no recording of a second page
	// exists). A channel not in the map answers Slack's documented error.
	members map[string][]string
}

func newFakeSlack(t testing.TB) (*fakeSlack, *httptest.Server) {
	f := &fakeSlack{t: t, messages: map[string][]map[string]any{}, replies: map[string][]map[string]any{},
		users: map[string]map[string]any{}, notIn: map[string]bool{}, members: map[string][]string{}, pageSize: 4}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	return f, srv
}

func (f *fakeSlack) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	method := strings.TrimPrefix(r.URL.Path, "/")
	q := r.URL.Query()
	f.calls.Add(method + " " + q.Get("channel") + " " + q.Get("ts") + q.Get("user"))
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if r.Header.Get("Authorization") == "" {
		w.Write([]byte(`{"ok":false,"error":"not_authed"}`))
		return
	}
	if f.throttle > 0 {
		// Slack's documented rate-limit answer (no recording exists).
		f.throttle--
		w.Header().Set("Retry-After", "2")
		w.WriteHeader(http.StatusTooManyRequests)
		w.Write([]byte(`{"ok":false,"error":"ratelimited"}`))
		return
	}
	if f.revoked {
		w.Write([]byte(`{"ok":false,"error":"token_revoked"}`))
		return
	}
	switch method {
	case "conversations.history":
		f.history(w, q)
	case "conversations.replies":
		f.thread(w, q)
	case "users.info":
		u, ok := f.users[q.Get("user")]
		if !ok {
			w.Write(specExample(f.t, "users.info", "default"))
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"ok": true, "user": u})
	case "conversations.members":
		f.channelMembers(w, q)
	case "users.list":
		// The recorded users.list envelope with the fake's members.
		body := connectortest.Nango(f.t, "nango/list-users.test.json", "/users.list")[0]
		members := make([]any, 0, len(f.users))
		for _, id := range slices.Sorted(maps.Keys(f.users)) {
			members = append(members, f.users[id])
		}
		body["members"] = members
		body["response_metadata"] = map[string]any{"next_cursor": ""}
		json.NewEncoder(w).Encode(body)
	case "auth.test":
		w.Write(specExample(f.t, "auth.test", "200"))
	default:
		w.Write([]byte(`{"ok":false,"error":"unknown_method"}`))
	}
}

func (f *fakeSlack) channelMembers(w http.ResponseWriter, q map[string][]string) {
	more, ok := f.members[q["channel"][0]]
	if !ok {
		w.Write([]byte(`{"ok":false,"error":"channel_not_found"}`))
		return
	}
	first := specExample(f.t, "conversations.members", "200")
	var body map[string]any
	if err := json.Unmarshal(first, &body); err != nil {
		f.t.Fatal(err)
	}
	cursor := ""
	if c := q["cursor"]; len(c) > 0 {
		cursor = c[0]
	}
	switch cursor {
	case "":
		w.Write(first)
	case body["response_metadata"].(map[string]any)["next_cursor"]:
		json.NewEncoder(w).Encode(map[string]any{"ok": true, "members": more, "response_metadata": map[string]any{"next_cursor": ""}})
	default:
		w.Write(specExample(f.t, "conversations.members", "default"))
	}
}

func ts(m map[string]any) string { s, _ := m["ts"].(string); return s }

func tsLess(a, b string) bool { return TSTime(a).Before(TSTime(b)) }

// root decorates a thread root with its current reply count and latest reply.
func (f *fakeSlack) root(ch string, m map[string]any) map[string]any {
	reps := f.replies[ch+"/"+ts(m)]
	if len(reps) == 0 {
		return m
	}
	out := map[string]any{}
	for k, v := range m {
		out[k] = v
	}
	out["thread_ts"], out["reply_count"], out["latest_reply"] = ts(m), len(reps), ts(reps[len(reps)-1])
	return out
}

func (f *fakeSlack) history(w http.ResponseWriter, q map[string][]string) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	ch := get("channel")
	if f.notIn[ch] {
		w.Write(mustJSON(nangoMock(f.t, "nango/bookmarks.list.not_in_channel.json")))
		return
	}
	msgs, ok := f.messages[ch]
	if !ok {
		w.Write(specExample(f.t, "conversations.history", "default")) // channel_not_found
		return
	}
	var sel []map[string]any
	for _, m := range msgs {
		if o := get("oldest"); o != "" && tsLess(ts(m), o) {
			continue
		}
		if l := get("latest"); l != "" && tsLess(l, ts(m)) {
			continue
		}
		sel = append(sel, f.root(ch, m))
	}
	sort.Slice(sel, func(i, j int) bool { return tsLess(ts(sel[j]), ts(sel[i])) }) // newest first
	off := 0
	if c := get("cursor"); c != "" {
		raw, _ := base64.StdEncoding.DecodeString(c)
		off, _ = strconv.Atoi(strings.TrimPrefix(string(raw), "offset:"))
	}
	end := min(off+f.pageSize, len(sel))
	body := map[string]any{"ok": true, "messages": sel[min(off, end):end], "has_more": end < len(sel), "pin_count": 0}
	if end < len(sel) {
		body["response_metadata"] = map[string]any{"next_cursor": base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("offset:%d", end)))}
	}
	w.Write(mustJSON(body))
}

func (f *fakeSlack) thread(w http.ResponseWriter, q map[string][]string) {
	ch, at := q["channel"][0], q["ts"][0]
	var root map[string]any
	for _, m := range f.messages[ch] {
		if ts(m) == at {
			root = f.root(ch, m)
		}
	}
	if root == nil {
		w.Write(specExample(f.t, "conversations.replies", "default")) // thread_not_found
		return
	}
	msgs := append([]map[string]any{root}, f.replies[ch+"/"+at]...)
	w.Write(mustJSON(map[string]any{"ok": true, "messages": msgs, "has_more": false}))
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// edit changes a message's text and marks it edited, as Slack does.
func (f *fakeSlack) edit(ch, at, text, editedTS string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, list := range append([][]map[string]any{f.messages[ch]}, f.allReplies(ch)...) {
		for _, m := range list {
			if ts(m) == at {
				m["text"] = text
				m["edited"] = map[string]any{"user": m["user"], "ts": editedTS}
				delete(m, "blocks")
				return
			}
		}
	}
	f.t.Fatalf("no message %s in %s", at, ch)
}

func (f *fakeSlack) allReplies(ch string) [][]map[string]any {
	var out [][]map[string]any
	for k, v := range f.replies {
		if strings.HasPrefix(k, ch+"/") {
			out = append(out, v)
		}
	}
	return out
}

// remove deletes a channel message.
func (f *fakeSlack) remove(ch, at string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	kept := f.messages[ch][:0]
	for _, m := range f.messages[ch] {
		if ts(m) != at {
			kept = append(kept, m)
		}
	}
	f.messages[ch] = kept
}

// reply adds a reply to a thread, cloned from a recorded reply.
func (f *fakeSlack) reply(ch, root string, tmpl map[string]any, at, user, text string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	m := connectortest.Clone(tmpl)
	m["ts"], m["thread_ts"], m["user"], m["text"], m["parent_user_id"] = at, root, user, text, user
	for _, k := range []string{"bot_id", "app_id", "bot_profile", "blocks", "team"} {
		delete(m, k)
	}
	key := ch + "/" + root
	f.replies[key] = append(f.replies[key], m)
}
