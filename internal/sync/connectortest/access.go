package connectortest

import (
	"context"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/access"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/retrieval"
)

// Member adds a member of the rig's workspace with the address; verified
// says whether the address is proven (a Google sign-in), which is what lets
// it, and its domain, grant anything (ADR 0058).
func (r *Rig) Member(t testing.TB, email string, verified bool) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	r.scan(t, &id, `INSERT INTO users (email, email_verified_at) VALUES ($1, CASE WHEN $2 THEN now() END) RETURNING id`, email, verified)
	var ok bool
	r.scan(t, &ok, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member') RETURNING true`, r.WS, id)
	return id
}

// Grantor makes a new verified member the grantor of the rig's credential:
// the person whose documents fail closed to them.
func (r *Rig) Grantor(t testing.TB, email string) uuid.UUID {
	t.Helper()
	id := r.Member(t, email, true)
	var ok bool
	r.scan(t, &ok, `UPDATE source_credentials SET created_by = $2 WHERE workspace_id = $1 AND id = $3 RETURNING true`, r.WS, id, r.Credential)
	return id
}

// Sees reports whether user finds the source document with the external
// id by the product's search (hybrid, the local embedder the rig's pass
// writes with) for query, and whether they can read it whole (the document
// read of MCP resources); the two must agree, or the test fails.
func (r *Rig) Sees(t testing.TB, user, src uuid.UUID, query, externalID string) bool {
	t.Helper()
	ctx := context.Background()
	var doc uuid.UUID
	r.scan(t, &doc, `SELECT id FROM documents WHERE workspace_id = $1 AND source_id = $2 AND external_id = $3
/* all readers: the test looks the document up to ask who sees it */`, r.WS, src, externalID)
	s := retrieval.NewSearcher(r.Pool, embed.NewLocal(), nil, retrieval.Options{})
	res, err := s.Search(ctx, retrieval.Query{WorkspaceID: r.WS, UserID: user, Text: query, Limit: retrieval.MaxLimit})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, h := range res.Hits {
		found = found || h.DocumentID == doc
	}
	_, err = s.Document(ctx, r.WS, user, doc)
	switch {
	case err == nil && !found:
		t.Fatalf("the document %s reads for the user but the search %q does not find it", externalID, query)
	case errs.Is(err, errs.NotFound) && found:
		t.Fatalf("the search finds %s but the document read says not found", externalID)
	case err != nil && !errs.Is(err, errs.NotFound):
		t.Fatal(err)
	}
	return found
}

// Explain is the admin's "why can (or can't) user see it" for the source document.
func (r *Rig) Explain(t testing.TB, user, src uuid.UUID, externalID string) access.Explanation {
	t.Helper()
	var doc uuid.UUID
	r.scan(t, &doc, `SELECT id FROM documents WHERE workspace_id = $1 AND source_id = $2 AND external_id = $3
/* all readers: the test looks the document up to explain it */`, r.WS, src, externalID)
	ex, err := access.Explain(context.Background(), r.Pool, r.WS, user, doc)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}
