package confluence

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// fakePerms is a Confluence site's permission endpoints: the space's read
// permission, each page's read restriction, accounts and one group, all
// from the documented shapes in testdata/schema-built.
type fakePerms struct {
	mu           sync.Mutex
	spacePerms   []byte
	restrictions map[string][]string // page id → account ids its read restriction names
	users        map[string]string   // account id → address shown ("" hidden)
	refuseSpace  bool                // answer 403 to the space's permissions (a grant without the scope)
	calls        []string
}

func (f *fakePerms) restrict(page string, accounts ...string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.restrictions[page] = accounts
}

func (f *fakePerms) serve(t *testing.T, listing []byte) http.HandlerFunc {
	restriction := connectortest.Testdata(t, "schema-built/v1_restriction_read.json")
	user := connectortest.Testdata(t, "schema-built/v1_user.json")
	group := connectortest.Testdata(t, "schema-built/v1_group_members.json")
	ancestors := connectortest.Testdata(t, "schema-built/v2_page_ancestors.json")
	return func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		defer f.mu.Unlock()
		p := strings.TrimPrefix(r.URL.Path, "/ex/confluence/cloud-1/wiki")
		f.calls = append(f.calls, p)
		switch {
		case p == "/api/v2/spaces/294916/pages":
			connectortest.Serve(w, listing)
		case p == "/api/v2/spaces/294916/permissions" && f.refuseSpace:
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusForbidden)
			_, _ = w.Write([]byte(`{"errors":[{"status":403,"code":"FORBIDDEN","title":"Forbidden","detail":null}]}`))
		case p == "/api/v2/spaces/294916/permissions":
			connectortest.Serve(w, f.spacePerms)
		case strings.HasPrefix(p, "/api/v2/pages/") && strings.HasSuffix(p, "/ancestors"):
			if strings.Contains(p, "/295028/") { // the space's home page has none
				connectortest.Serve(w, connectortest.Edit(t, ancestors, func(m map[string]any) { m["results"] = []any{} }))
				return
			}
			connectortest.Serve(w, ancestors)
		case strings.HasPrefix(p, "/rest/api/content/") && strings.HasSuffix(p, "/restriction/byOperation/read"):
			id := strings.Split(p, "/")[4]
			connectortest.Serve(w, connectortest.Edit(t, restriction, func(m map[string]any) {
				u := m["restrictions"].(map[string]any)["user"].(map[string]any)
				tmpl := u["results"].([]any)[0].(map[string]any)
				var named []any
				for _, acc := range f.restrictions[id] {
					c := connectortest.Clone(tmpl)
					c["accountId"], c["email"] = acc, f.users[acc]
					named = append(named, c)
				}
				u["results"], u["size"] = named, len(named)
			}))
		case p == "/rest/api/user":
			acc := r.URL.Query().Get("accountId")
			e, ok := f.users[acc]
			if !ok {
				w.WriteHeader(http.StatusNotFound)
				return
			}
			connectortest.Serve(w, connectortest.Edit(t, user, func(m map[string]any) { m["accountId"], m["email"] = acc, e }))
		case p == "/rest/api/group/6b2e9c1a-0c3d-4e2f-9a61-2f8e7c5d4b3a/membersByGroupId":
			connectortest.Serve(w, group)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}
}

// TestConfluencePermissionsMirrored: a page is read by whom the space lets
// read it (users by the address Confluence shows, a group by its members)
// and every read restriction on it and its ancestors names; a restriction
// added on a parent hides the child on the next pass; whom Confluence names
// only by a hidden address, a role or an unverified address is granted
// nothing, and a page left with nobody is its grantor's alone (ADR 0063).
// The permission responses are built from Atlassian's documented schemas
// (testdata/schema-built/SOURCE.md); the pages are a recorded listing.
func TestConfluencePermissionsMirrored(t *testing.T) {
	ctx := context.Background()
	rig := connectortest.NewRig(t, "confluence", "cloud-1")
	owner := rig.Grantor(t, "owner@acme.test")
	ada := rig.Member(t, "ada@acme.test", true)     // a user of the space, address shown
	bob := rig.Member(t, "bob@acme.test", true)     // in the space through its group
	carol := rig.Member(t, "carol@acme.test", true) // granted a page permission only, not the space
	dan := rig.Member(t, "dan@acme.test", false)    // a user of the space, address not verified here
	f := &fakePerms{
		spacePerms:   connectortest.Testdata(t, "schema-built/v2_space_permissions.json"),
		restrictions: map[string][]string{},
		users: map[string]string{"712020:ada-0001": "ada@acme.test", "712020:bob-0002": "bob@acme.test",
			"712020:car-0003": "carol@acme.test", "712020:dan-0004": "dan@acme.test", "712020:hid-0005": ""},
	}
	url, limiter, retry := connectortest.Edge(t, f.serve(t, connectortest.Fixture(t, "cloud-responses/v2_space_294916_pages_storage.json")), nil)
	factory := NewFactory(func(uuid.UUID, uuid.UUID) TokenSource { return StaticToken("t") },
		Config{GatewayURL: url, Limiter: limiter, Retry: retry}, slog.New(slog.DiscardHandler))
	cfg, _ := json.Marshal(SourceConfig{CloudID: "cloud-1", SiteURL: "https://acme.atlassian.net", SpaceID: "294916", SpaceKey: "MFS"})
	src := rig.Source(t, "294916", "MFS", cfg)
	p := connectortest.NewPass(t, rig.Pool, pass.Registry{"confluence": factory})
	run := func() {
		t.Helper()
		if res, err := p.Run(ctx, rig.WS, src); err != nil || res.Outcome != pass.OutcomeCompleted {
			t.Fatalf("%+v %v", res, err)
		}
	}
	const child, other = "14057473", "14123012"
	childQ, otherQ := "Test inline comment page", "Nango Create Page Test"
	type who struct {
		name string
		id   uuid.UUID
	}
	people := []who{{"Ada", ada}, {"Bob", bob}, {"Carol", carol}, {"Dan", dan}, {"the grantor", owner}}
	check := func(page, query string, want ...string) {
		t.Helper()
		for _, w := range people {
			sees := rig.Sees(t, w.id, src, query, page)
			if sees != strings.Contains(strings.Join(want, ","), w.name) {
				t.Errorf("page %s: %s sees it: %v (readers %v)", page, w.name, sees, want)
			}
		}
	}

	run()
	t.Run("the space's readers: users by shown address, the group's members", func(t *testing.T) {
		check(child, childQ, "Ada", "Bob")
		ex := rig.Explain(t, bob, src, child)
		if !ex.Visible || ex.Principal != "email:bob@acme.test" || !strings.Contains(ex.Rule, "the space MFS") {
			t.Errorf("Bob: %+v", ex)
		}
		if ex := rig.Explain(t, dan, src, child); ex.Visible || len(ex.Notes) == 0 {
			t.Errorf("Dan (unverified): %+v", ex)
		}
	})
	t.Run("a page's own restriction narrows the space", func(t *testing.T) {
		f.restrict(child, "712020:ada-0001", "712020:car-0003")
		run()
		check(child, childQ, "Ada") // Carol is named but may not read the space
		check(other, otherQ, "Ada", "Bob")
	})
	t.Run("a restriction added on the parent hides its children on the next pass", func(t *testing.T) {
		f.restrict("295028", "712020:bob-0002")
		run()
		check(other, otherQ, "Bob")
		// The child's own restriction names Ada, the parent's Bob: nobody
		// meets both, so it is the grantor's alone.
		check(child, childQ, "the grantor")
		ex := rig.Explain(t, owner, src, child)
		if !ex.Visible || len(ex.Entries) != 1 || !strings.Contains(ex.Entries[0].Reason, "Confluence names no reader") {
			t.Errorf("grantor: %+v", ex)
		}
		f.restrict("295028")
		run()
		check(other, otherQ, "Ada", "Bob")
	})
	t.Run("permissions Confluence will not show fail closed to the grantor", func(t *testing.T) {
		f.mu.Lock()
		f.refuseSpace = true
		f.mu.Unlock()
		run()
		check(other, otherQ, "the grantor")
		ex := rig.Explain(t, owner, src, other)
		if len(ex.Entries) != 1 || !strings.Contains(ex.Entries[0].Reason, "403") {
			t.Errorf("grantor: %+v", ex)
		}
	})
}
