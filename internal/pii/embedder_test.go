package pii

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/testdb"
)

func TestRemoteEmbedderGetsPlaceholdersWhenTheWorkspaceAsks(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	var on, off, user uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('owner@example.com') RETURNING id`).Scan(&user); err != nil {
		t.Fatal(err)
	}
	on, off = testdb.NewWorkspace(t, pool, "on"), testdb.NewWorkspace(t, pool, "off")
	policy := NewPolicy(pool, NewDetector())
	if _, err := policy.Save(ctx, on, user, Settings{Enabled: true, Terms: []string{"Falcon"}}); err != nil {
		t.Fatal(err)
	}
	api := newEmbeddingsServer(t)
	remote, err := embed.NewOpenAI(embed.OpenAIConfig{APIKey: "sk-test", BaseURL: api.BaseURL(), Dimensions: 4})
	if err != nil {
		t.Fatal(err)
	}
	e := NewEmbedder(remote, policy)
	text := "Falcon: ask Anna Novak (anna.novak@example.com, +44 20 7946 0958) about order 1042 of 2025-03-14."
	for _, ws := range []uuid.UUID{on, off} {
		if _, err := embed.EmbedFor(ctx, e, ws, []string{text, "no personal data here"}); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{
		"⟨TERM_1⟩: ask ⟨PERSON_1⟩ (⟨EMAIL_1⟩, ⟨PHONE_1⟩) about order 1042 of 2025-03-14.", "no personal data here",
		text, "no personal data here",
	}
	if got := api.Sent(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the endpoint received\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if e.Model() != remote.Model() || e.Dimensions() != 4 {
		t.Fatalf("the wrapper changed the vector space: %s %d", e.Model(), e.Dimensions())
	}
}

// newEmbeddingsServer is an OpenAI-compatible embeddings endpoint (four
// dimensions) that records what it was sent, until the test ends.
func newEmbeddingsServer(t *testing.T) *embedtest.Server {
	srv := embedtest.New(4, 0)
	t.Cleanup(srv.Close)
	return srv
}
