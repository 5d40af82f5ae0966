package gdrive

import (
	"context"
	"strings"
	"testing"

	"knowledgestack/internal/access"
	"knowledgestack/internal/sync/connectortest"
)

// TestDrivePermissionsMirrored: Drive's sharing decides who finds a file
// (ADR 0058). The Permission resources follow the Drive v3 reference (no
// recording of them exists, see testdata/recorded/SOURCE.md); everything
// else is the recorded drive of the other pass tests.
func TestDrivePermissionsMirrored(t *testing.T) {
	fx := newPassFixture(t)
	owner := fx.Grantor(t, "owner@acme.test")
	ada := fx.Member(t, "Ada@Acme.test", true)
	bob := fx.Member(t, "bob@acme.test", true)
	carol := fx.Member(t, "carol@acme.test", false) // never proved the address
	dan := fx.Member(t, "dan@partner.test", true)

	// My Drive: the Tables Doc is shared with Ada and a group; Drive sends
	// the permissions in files.list. The shared drive's Doc: Drive sends
	// none in the listing, permissions.list gives the drive's domain. The
	// other files: permissions.list answers 403 (the account may not see
	// their sharing), so they fail closed to the owner.
	fx.fake.files[tablesID]["permissions"] = []any{
		drivePermission("user", "owner", "owner@acme.test"),
		drivePermission("user", "reader", "ada@acme.test"),
		drivePermission("group", "reader", "staff@acme.test"),
	}
	fx.fake.files[sharedDo]["permissions"] = []any{drivePermission("domain", "reader", "acme.test")}
	fx.run(t, fx.myDrive)
	fx.run(t, fx.shared)
	const tables, shared, plain = "table support emoji", "formatting", "headings paragraphs"

	t.Run("a file shared with a person: only they (and the owner) find it", func(t *testing.T) {
		for _, c := range []struct {
			who  string
			user [16]byte
			want bool
		}{{"owner", owner, true}, {"Ada", ada, true}, {"Bob", bob, false}, {"Carol", carol, false}, {"Dan", dan, false}} {
			if got := fx.Sees(t, c.user, fx.myDrive, tables, tablesID); got != c.want {
				t.Errorf("%s sees the Tables Doc: %v, want %v", c.who, got, c.want)
			}
		}
	})
	t.Run("a shared drive's domain permission: verified addresses of the domain only", func(t *testing.T) {
		for _, c := range []struct {
			who  string
			user [16]byte
			want bool
		}{{"Bob", bob, true}, {"Ada", ada, true}, {"Carol (unverified)", carol, false}, {"Dan (other domain)", dan, false}} {
			if got := fx.Sees(t, c.user, fx.shared, shared, sharedDo); got != c.want {
				t.Errorf("%s sees the shared drive's Doc: %v, want %v", c.who, got, c.want)
			}
		}
	})
	t.Run("unreadable permissions fail closed to the grantor", func(t *testing.T) {
		if !fx.Sees(t, owner, fx.myDrive, plain, docID) {
			t.Error("the owner does not see their own file")
		}
		if fx.Sees(t, ada, fx.myDrive, plain, docID) {
			t.Error("Ada sees a file whose sharing Drive would not tell")
		}
		ex := fx.Explain(t, ada, fx.myDrive, docID)
		if ex.Visible || len(ex.Entries) != 1 || !strings.Contains(ex.Entries[0].Reason, "403") {
			t.Errorf("explanation %+v", ex)
		}
	})
	t.Run("explain names the deciding principal, and says groups grant nobody", func(t *testing.T) {
		ex := fx.Explain(t, ada, fx.myDrive, tablesID)
		if !ex.Visible || ex.Principal != "email:ada@acme.test" || !strings.Contains(ex.Rule, "shares it with ada@acme.test (reader)") {
			t.Errorf("Ada: %+v", ex)
		}
		ex = fx.Explain(t, bob, fx.myDrive, tablesID)
		if ex.Visible || ex.Principal != "" || len(ex.Notes) != 1 || !strings.Contains(ex.Notes[0], "staff@acme.test") {
			t.Errorf("Bob: %+v", ex)
		}
		if ex := fx.Explain(t, carol, fx.shared, sharedDo); ex.Visible || !strings.Contains(strings.Join(ex.Notes, " "), "not verified") {
			t.Errorf("Carol: %+v", ex)
		}
	})

	t.Run("the change feed moves access without a full listing or a re-fetch", func(t *testing.T) {
		lists := len(fx.fake.calls.Of("/drive/v3/files "))
		calls := len(fx.fake.calls.Of("/drive/v3/files/"))
		// Ada is taken off the file and Bob added: sharing, not an edit.
		fx.fake.share(tablesID, drivePermission("user", "owner", "owner@acme.test"), drivePermission("user", "writer", "bob@acme.test"))
		res := fx.run(t, fx.myDrive)
		if res.Indexed != 0 || res.Deleted != 0 {
			t.Errorf("result %+v: a sharing change re-indexed or deleted something", res)
		}
		if n := len(fx.fake.calls.Of("/drive/v3/files ")) - lists; n != 0 {
			t.Errorf("%d files.list calls: the pass listed the drive again", n)
		}
		for _, c := range fx.fake.calls.Of("/drive/v3/files/")[calls:] {
			if strings.Contains(c, "/export") || strings.HasSuffix(c, "media") {
				t.Errorf("the pass fetched %s", c)
			}
		}
		if fx.Sees(t, ada, fx.myDrive, tables, tablesID) {
			t.Error("Ada, removed from the file, still finds it")
		}
		if !fx.Sees(t, bob, fx.myDrive, tables, tablesID) {
			t.Error("Bob, added to the file, does not find it")
		}
	})
	t.Run("anyone with the link: every member", func(t *testing.T) {
		fx.fake.share(tablesID, drivePermission("anyone", "reader", ""))
		fx.run(t, fx.myDrive)
		if !fx.Sees(t, carol, fx.myDrive, tables, tablesID) || !fx.Sees(t, dan, fx.myDrive, tables, tablesID) {
			t.Error("a file anyone with the link may read is hidden from a member")
		}
		if ex := fx.Explain(t, dan, fx.myDrive, tablesID); ex.Principal != access.Everyone {
			t.Errorf("Dan: %+v", ex)
		}
	})
	t.Run("a sharing change the feed never reports is read by the daily full listing", func(t *testing.T) {
		// Drive reports no change for, say, a shared drive's new member; the
		// fake's file changes here without a change-feed entry.
		fx.fake.mu.Lock()
		fx.fake.files[tablesID]["permissions"] = []any{drivePermission("user", "reader", "ada@acme.test")}
		fx.fake.mu.Unlock()
		fx.run(t, fx.myDrive)
		if !fx.Sees(t, dan, fx.myDrive, tables, tablesID) {
			t.Fatal("an incremental pass read a sharing change the feed never reported")
		}
		if _, err := fx.Pool.Exec(context.Background(), `UPDATE gdrive_sources SET full_started_at = now() - interval '25 hours'
			WHERE workspace_id = $1 AND source_id = $2`, fx.WS, fx.myDrive); err != nil {
			t.Fatal(err)
		}
		lists := len(fx.fake.calls.Of("/drive/v3/files "))
		res := fx.run(t, fx.myDrive)
		if res.Indexed != 0 || res.Deleted != 0 || len(fx.fake.calls.Of("/drive/v3/files ")) == lists {
			t.Errorf("result %+v, %d files.list calls: not a full listing that re-indexes nothing", res, len(fx.fake.calls.Of("/drive/v3/files "))-lists)
		}
		if st := fx.state(t, fx.myDrive); st.Note == nil || *st.Note != PermissionRelistNote {
			t.Errorf("state %+v", st)
		}
		if !fx.Sees(t, ada, fx.myDrive, tables, tablesID) || fx.Sees(t, dan, fx.myDrive, tables, tablesID) {
			t.Error("the full listing did not apply the file's current sharing")
		}
	})
}

// TestDriveGroupsThroughDirectory: a file shared with a Google group is read
// by the group's members when the grant may list them through the Directory
// API (members.list, nested groups included; suspended members and the
// nested group's own address hold nothing), each by their verified address;
// without the admin.directory.group.readonly scope Google answers 403, the
// group grants nobody (members recorded by an earlier pass are removed) and
// the explanation says so to admins (ADR 0063). members.list is built from
// the Directory API reference (testdata/schema-built/SOURCE.md).
func TestDriveGroupsThroughDirectory(t *testing.T) {
	fx := newPassFixture(t)
	fx.Grantor(t, "owner@acme.test")
	ada := fx.Member(t, "ada@acme.test", true)
	bob := fx.Member(t, "bob@acme.test", true)      // a member of staff@
	carol := fx.Member(t, "carol@acme.test", false) // a member of staff@, address not verified here
	gone := fx.Member(t, "gone@acme.test", true)    // suspended in the group
	fx.fake.mu.Lock()
	fx.fake.directory = map[string][]byte{"staff@acme.test": connectortest.Testdata(t, "schema-built/directory_members.json")}
	fx.fake.files[tablesID]["permissions"] = []any{
		drivePermission("user", "owner", "owner@acme.test"),
		drivePermission("user", "reader", "ada@acme.test"),
		drivePermission("group", "reader", "Staff@acme.test"),
	}
	fx.fake.mu.Unlock()
	fx.run(t, fx.myDrive)
	const tables = "table support emoji"
	t.Run("the grant may read the group: its active members by verified address", func(t *testing.T) {
		for _, c := range []struct {
			who  string
			user [16]byte
			want bool
		}{{"Ada (shared directly)", ada, true}, {"Bob (a member)", bob, true}, {"Carol (a member, unverified)", carol, false}, {"a suspended member", gone, false}} {
			if got := fx.Sees(t, c.user, fx.myDrive, tables, tablesID); got != c.want {
				t.Errorf("%s sees the Tables Doc: %v, want %v", c.who, got, c.want)
			}
		}
		ex := fx.Explain(t, bob, fx.myDrive, tablesID)
		if !ex.Visible || ex.Principal != "group:staff@acme.test" || !strings.Contains(ex.Rule, "member of the group staff@acme.test") || len(ex.Notes) != 0 {
			t.Errorf("Bob: %+v", ex)
		}
	})
	t.Run("without the Directory scope the group grants nobody, and admins are told", func(t *testing.T) {
		fx.fake.mu.Lock()
		fx.fake.directory = nil
		fx.fake.mu.Unlock()
		if _, err := fx.Pool.Exec(context.Background(), `UPDATE gdrive_sources SET full_started_at = now() - interval '25 hours'
			WHERE workspace_id = $1 AND source_id = $2`, fx.WS, fx.myDrive); err != nil {
			t.Fatal(err)
		}
		fx.run(t, fx.myDrive)
		if fx.Sees(t, bob, fx.myDrive, tables, tablesID) {
			t.Error("Bob still reads through a group whose members can no longer be read")
		}
		if !fx.Sees(t, ada, fx.myDrive, tables, tablesID) {
			t.Error("Ada lost a file shared with her directly")
		}
		ex := fx.Explain(t, bob, fx.myDrive, tablesID)
		if ex.Visible || len(ex.Notes) != 1 || !strings.Contains(ex.Notes[0], "admin.directory.group.readonly") {
			t.Errorf("Bob: %+v", ex)
		}
	})
}
