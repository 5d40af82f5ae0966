package grants

import (
	"context"
	"testing"
)

// TestADepartedGrantorsCredential: a credential whose grantor is no longer a
// member hands out no token (even before the clean-up ran); RevokeGrantsOf
// revokes it at Notion, deletes it, and its source keeps its documents and
// says who connected it.
func TestADepartedGrantorsCredential(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.notionGrants("notion-ws-1", "Acme Notion")
	res, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Notion), Code: "first", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil {
		t.Fatal(err)
	}
	src := res.Sources[0]
	cred := credentialOf(t, fx, src)
	if _, err := fx.pool.Exec(ctx, `INSERT INTO documents (workspace_id, source_id, external_id, title, last_seen_at, status)
		VALUES ($1, $2, 'p1', 'Onboarding', now(), 'indexed')`, fx.workspaceID, src); err != nil {
		t.Fatal(err)
	}
	if _, err := fx.pool.Exec(ctx, `DELETE FROM workspace_memberships WHERE workspace_id = $1 AND user_id = $2`, fx.workspaceID, fx.userID); err != nil {
		t.Fatal(err)
	}

	t.Run("no token once the grantor is gone", func(t *testing.T) {
		if tok, err := fx.svc.Tokens(fx.workspaceID, cred).Token(ctx); err == nil || tok != "" {
			t.Fatalf("token %q err %v", tok, err)
		}
	})
	t.Run("revoked at Notion and deleted; the source keeps its documents and says so", func(t *testing.T) {
		d, err := fx.svc.RevokeGrantsOf(ctx, fx.workspaceID, fx.userID)
		if err != nil || d.Deleted != 1 || d.Revoked != 1 || len(d.Failures) != 0 {
			t.Fatalf("%+v %v", d, err)
		}
		if len(fx.fake.notionRevoked) != 1 || fx.fake.notionRevoked[0] != "ntn_first" {
			t.Fatalf("Notion received %q", fx.fake.notionRevoked)
		}
		var creds, docs int
		var status, lastErr string
		var credID *string
		fx.pool.QueryRow(ctx, `SELECT count(*) FROM source_credentials WHERE workspace_id = $1`, fx.workspaceID).Scan(&creds)
		fx.pool.QueryRow(ctx, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2`, fx.workspaceID, src).Scan(&docs)
		fx.pool.QueryRow(ctx, `SELECT status, last_error, credential_id::text FROM sources WHERE workspace_id = $1 AND id = $2`, fx.workspaceID, src).
			Scan(&status, &lastErr, &credID)
		if creds != 0 || docs != 1 || status != "needs_reauth" || lastErr != "connected by admin@example.com, who left: reconnect" || credID != nil {
			t.Fatalf("creds %d docs %d status %s %q cred %v", creds, docs, status, lastErr, credID)
		}
		again, err := fx.svc.RevokeGrantsOf(ctx, fx.workspaceID, fx.userID)
		if err != nil || again.Deleted != 0 {
			t.Fatalf("a second run: %+v %v", again, err)
		}
	})
}
