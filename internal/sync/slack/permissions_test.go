package slack

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// TestSlackChannelPermissions: a private channel's documents are read by
// its members only, mapped by their Slack link or by the verified address of
// their Slack profile; a public channel's by every full member of the team,
// linked or by a verified address equal to their confirmed profile address
// in users.list (ADR 0058, 0063); a guest's address grants nothing.
// conversations.members answers with Slack's documented example (three
// members, a next_cursor) and a second page built here; users.list is the
// recorded envelope with the fake's members.
func TestSlackChannelPermissions(t *testing.T) {
	fx := newPassFixture(t)
	ctx := context.Background()
	const team = "T02LWFGTCDV"
	owner := fx.Grantor(t, "owner@acme.test")
	ada := fx.Member(t, "ada@acme.test", true)     // linked to U023BECGF, a member
	bob := fx.Member(t, "bob@acme.test", true)     // U061F7AUR's profile address, a member
	carol := fx.Member(t, "carol@acme.test", true) // linked to U0CAROL00, not a member
	dan := fx.Member(t, "dan@acme.test", false)    // W012A3CDE's profile address, unverified
	gus := fx.Member(t, "gus@acme.test", true)     // UGUEST000's profile address: a guest of the team
	var ok bool
	if err := fx.Pool.QueryRow(ctx, `INSERT INTO slack_installations (team_id, workspace_id, source_id, credential_id)
		VALUES ($1, $2, $3, $4) RETURNING true`, team, fx.WS, fx.src, fx.Credential).Scan(&ok); err != nil {
		t.Fatal(err)
	}
	for su, user := range map[string]uuid.UUID{"U023BECGF": ada, "U0CAROL00": carol} {
		if _, err := fx.Pool.Exec(ctx, `INSERT INTO slack_user_links (team_id, slack_user_id, workspace_id, user_id, linked_via)
			VALUES ($1, $2, $3, $4, 'link')`, team, su, fx.WS, user); err != nil {
			t.Fatal(err)
		}
	}
	for id, email := range map[string]string{"U061F7AUR": "bob@acme.test", "W012A3CDE": "dan@acme.test", "UGUEST000": "gus@acme.test"} {
		u := connectortest.Clone(fx.fake.users["U056C66B8L8"])
		u["id"], u["team_id"], u["is_email_confirmed"] = id, team, true
		u["is_restricted"] = id == "UGUEST000"
		u["profile"].(map[string]any)["email"] = email
		fx.fake.users[id] = u
	}
	fx.fake.members[random] = []string{"U0SECOND0"}
	if err := (store{fx.Pool}).replaceChannels(ctx, fx.WS, fx.src, []Channel{{ID: random, Name: "random", IsPrivate: true}}); err != nil {
		t.Fatal(err)
	}
	if res, err := fx.pass.Run(ctx, fx.WS, fx.src); err != nil || res.Outcome != pass.OutcomeCompleted {
		t.Fatalf("%+v %v", res, err)
	}
	docs := fx.docs(t)
	var thread string
	for id := range docs {
		if strings.Contains(id, "/t/") {
			thread = id
			break
		}
	}
	if thread == "" {
		t.Fatalf("no thread document in %v", docs)
	}
	query := docs[thread].Title

	t.Run("a private channel: its members, by link or verified profile address", func(t *testing.T) {
		for _, c := range []struct {
			who  string
			user uuid.UUID
			want bool
		}{{"Ada (linked member)", ada, true}, {"Bob (member by verified address)", bob, true},
			{"Carol (linked, not a member)", carol, false}, {"Dan (member address, unverified)", dan, false}, {"the installer", owner, false}} {
			if got := fx.Sees(t, c.user, fx.src, query, thread); got != c.want {
				t.Errorf("%s sees the private thread: %v, want %v", c.who, got, c.want)
			}
		}
		if n := len(fx.fake.calls.Of("conversations.members")); n != 2 {
			t.Errorf("%d conversations.members calls, want the two pages once per pass", n)
		}
		ex := fx.Explain(t, bob, fx.src, thread)
		if !ex.Visible || ex.Principal != "email:bob@acme.test" || !strings.Contains(ex.Rule, "private channel #random") {
			t.Errorf("Bob: %+v", ex)
		}
	})
	t.Run("a public channel: every full member of the team, by link or verified address", func(t *testing.T) {
		if err := (store{fx.Pool}).replaceChannels(ctx, fx.WS, fx.src, []Channel{{ID: random, Name: "random"}}); err != nil {
			t.Fatal(err)
		}
		if res, err := fx.pass.Run(ctx, fx.WS, fx.src); err != nil || res.Outcome != pass.OutcomeCompleted {
			t.Fatalf("%+v %v", res, err)
		}
		for _, c := range []struct {
			who  string
			user uuid.UUID
			want bool
		}{{"Ada (linked)", ada, true}, {"Carol (linked)", carol, true}, {"Bob (not linked, verified profile address)", bob, true},
			{"Dan (profile address, unverified here)", dan, false}, {"Gus (a guest's address)", gus, false}, {"the installer", owner, false}} {
			if got := fx.Sees(t, c.user, fx.src, query, thread); got != c.want {
				t.Errorf("%s sees the public thread: %v, want %v", c.who, got, c.want)
			}
		}
		ex := fx.Explain(t, bob, fx.src, thread)
		if !ex.Visible || ex.Principal != "slack_team:"+team || !strings.Contains(ex.Via, "full member of the team") || !strings.Contains(ex.Rule, ex.Via) {
			t.Errorf("Bob: %+v", ex)
		}
	})
	t.Run("members Slack will not list: the channel fails closed to the installer", func(t *testing.T) {
		delete(fx.fake.members, random)
		if err := (store{fx.Pool}).replaceChannels(ctx, fx.WS, fx.src, []Channel{{ID: random, Name: "random", IsPrivate: true}}); err != nil {
			t.Fatal(err)
		}
		if res, err := fx.pass.Run(ctx, fx.WS, fx.src); err != nil || res.Outcome != pass.OutcomeCompleted {
			t.Fatalf("%+v %v", res, err)
		}
		if fx.Sees(t, ada, fx.src, query, thread) || !fx.Sees(t, owner, fx.src, query, thread) {
			t.Error("an unreadable member list did not fail closed to the installer")
		}
	})
}
