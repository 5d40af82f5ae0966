package grants

import (
	"context"
	"log/slog"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/sync/confluence"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// TestRefusedRefreshStopsConfluencePass runs the whole chain: a grant, a
// pass that indexes a space, then an expired token whose refresh Atlassian
// refuses — the next pass must stop, show "reconnect" and delete nothing.
func TestRefusedRefreshStopsConfluencePass(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.atlassianGrants(3600)
	fx.fake.validToken = "atl_c1"
	res, err := fx.svc.Complete(ctx, Callback{State: fx.authorize(t, Confluence), Code: "c1", WorkspaceID: fx.workspaceID, UserID: fx.userID})
	if err != nil {
		t.Fatal(err)
	}
	factory := confluence.NewFactory(func(ws, id uuid.UUID) confluence.TokenSource { return fx.svc.Tokens(ws, id) },
		confluence.Config{GatewayURL: fx.fake.srv.URL + "/gateway", Limiter: rate.NewLimiter(rate.Inf, 1)}, slog.New(slog.DiscardHandler))
	p := connectortest.NewPass(t, fx.pool, pass.Registry{Confluence: factory})
	src := res.Sources[0]
	docs := func() int {
		var n int
		fx.pool.QueryRow(ctx, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND source_id = $2`, fx.workspaceID, src).Scan(&n)
		return n
	}
	first, err := p.Run(ctx, fx.workspaceID, src)
	if err != nil || first.Outcome != pass.OutcomeCompleted || first.Indexed == 0 {
		t.Fatalf("first pass %+v %v", first, err)
	}
	indexed := docs()

	// An hour later the access token has expired, and Atlassian refuses the
	// stored refresh token (revoked grant).
	fx.now = fx.now.Add(2 * time.Hour)
	fx.fake.validToken = "never"
	fx.fake.atlassianToken = func(w http.ResponseWriter, _ map[string]string) {
		w.WriteHeader(http.StatusForbidden)
		w.Write([]byte(`{"error":"invalid_grant","error_description":"refresh_token is invalid"}`))
	}
	second, err := p.Run(ctx, fx.workspaceID, src)
	if err != nil || second.Outcome != pass.OutcomeNeedsReauth || second.Deleted != 0 {
		t.Fatalf("second pass %+v %v", second, err)
	}
	var status, credStatus string
	fx.pool.QueryRow(ctx, `SELECT s.status, c.status FROM sources s JOIN source_credentials c ON c.id = s.credential_id WHERE s.workspace_id = $1 AND s.id = $2`, fx.workspaceID, src).Scan(&status, &credStatus)
	if status != "needs_reauth" || credStatus != "needs_reauth" {
		t.Errorf("source %s credential %s, want needs_reauth", status, credStatus)
	}
	if n := docs(); n != indexed {
		t.Errorf("documents %d → %d: a refused credential deleted documents", indexed, n)
	}
}
