package mcpserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/evaluation/evaltest"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

// noTokens stands in for auth.Tokens: the listing is called with its
// caller already identified, so no token is resolved.
type noTokens struct{}

func (noTokens) Authenticate(context.Context, string) (auth.TokenSession, error) {
	return auth.TokenSession{}, errors.New("not used")
}

// TestResourcesListPages: resources/list walks a workspace of 205 indexed
// documents in pages of 100 with the cursor each page gives, lists each
// document once and none of another workspace's, and refuses a cursor it
// did not give; with privacy on, titles are masked.
func TestResourcesListPages(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	dir := t.TempDir()
	for i := range 205 {
		md := fmt.Sprintf("# Note %03d\n\nA short note, number %d.\n", i, i)
		if i == 7 {
			md = "# Note 007 from grace.hopper@example.com\n\nA short note.\n"
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("note-%03d.md", i)), []byte(md), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	e := embedtest.WordVec()
	ws, _ := evaltest.Load(t, ctx, pool, "many", dir, e)
	rivalDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(rivalDir, "rival.md"), []byte("# Rival\n\nNot yours.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	evaltest.Load(t, ctx, pool, "rival", rivalDir, e)

	reg, err := tools.NewRegistry()
	if err != nil {
		t.Fatal(err)
	}
	keyring, err := secret.New([][]byte{[]byte("listing-test-key-32-bytes-long-0")})
	if err != nil {
		t.Fatal(err)
	}
	// The caller is a member: the listing reads with their principals
	// (ADR 0058), and someone who is not a member reads nothing.
	var member uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('lister@example.com') RETURNING id`).Scan(&member); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, ws, member); err != nil {
		t.Fatal(err)
	}
	caller := Identity{UserID: member, WorkspaceID: ws, Role: "member", Scope: auth.ScopeRead}
	// A server as app.New wires it; its privacy policy reads the setting once.
	lister := func() func(cursor string) (*mcp.ListResourcesResult, error) {
		s, err := New(Options{Tools: reg, Documents: retrieval.NewSearcher(pool, e, nil, retrieval.Options{}), Tokens: noTokens{},
			Pool: pool, Metrics: metrics.New(prometheus.NewRegistry()), Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
			Privacy: pii.NewPolicy(pool, pii.NewDetector()), Keyring: keyring, PlaceholderKey: bytes.Repeat([]byte{7}, 32)})
		if err != nil {
			t.Fatal(err)
		}
		list := s.listDocuments(viaHTTP, func(context.Context, *mcp.RequestExtra) (Identity, error) { return caller, nil })(
			func(context.Context, string, mcp.Request) (mcp.Result, error) {
				return nil, errors.New("passed through")
			})
		return func(cursor string) (*mcp.ListResourcesResult, error) {
			res, err := list(ctx, "resources/list", &mcp.ListResourcesRequest{Params: &mcp.ListResourcesParams{Cursor: cursor}})
			if err != nil {
				return nil, err
			}
			return res.(*mcp.ListResourcesResult), nil
		}
	}
	page := lister()

	seen := map[string]bool{}
	var sizes []int
	cursor := ""
	for range 10 {
		res, err := page(cursor)
		if err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, len(res.Resources))
		for _, r := range res.Resources {
			if seen[r.URI] || r.Name == "Rival" || r.MIMEType != "text/markdown" {
				t.Fatalf("listed %+v (again, or another workspace's)", r)
			}
			seen[r.URI] = true
		}
		if cursor = res.NextCursor; cursor == "" {
			break
		}
	}
	if fmt.Sprint(sizes) != "[100 100 5]" || len(seen) != 205 {
		t.Fatalf("pages of %v, %d documents", sizes, len(seen))
	}
	var rpcErr *jsonrpc.Error
	if _, err := page("bm90IG91cnM"); !errors.As(err, &rpcErr) || rpcErr.Code != jsonrpc.CodeInvalidParams {
		t.Fatalf("a forged cursor: %v", err)
	}

	// Privacy on: a title is masked as a read of the document would be.
	if _, err := pool.Exec(ctx, `INSERT INTO workspace_privacy (workspace_id, redact) VALUES ($1, true)`, ws); err != nil {
		t.Fatal(err)
	}
	masked := false
	for cursor := ""; ; {
		res, err := lister()(cursor)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range res.Resources {
			if strings.Contains(r.Name+r.Title, "grace") {
				t.Fatalf("privacy on, a title lists %q", r.Name)
			}
			masked = masked || strings.HasPrefix(r.Name, "Note 007 from ⟨")
		}
		if cursor = res.NextCursor; cursor == "" {
			break
		}
	}
	if !masked {
		t.Fatal("the address in note 007's title was not replaced by a placeholder")
	}
}
