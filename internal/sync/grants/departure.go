package grants

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/notion"
	"knowledgestack/internal/workspace"
)

// A credential belongs to the person who granted it (docs/adr/0044): when
// they leave the workspace, or are removed from it, what they granted is
// revoked at the provider where its API allows and deleted here. The
// sources built on it keep what they indexed and say who connected them.

// revokeTimeout bounds each provider's revocation call: a departure must
// not wait on a slow provider for long, and the credential is deleted here
// whatever the provider answers.
const revokeTimeout = 10 * time.Second

// Departure is what became of the credentials a departing person granted.
type Departure struct {
	// Deleted counts the credentials deleted here.
	Deleted int
	// Revoked counts those the provider confirmed revoked.
	Revoked int
	// Failures name, per credential, why the provider did not confirm (an
	// unreachable provider, or one without a revocation API: Confluence).
	Failures []string
}

// DepartedNote is the sentence a source shows once the credential it used
// was deleted because the person who granted it left.
func DepartedNote(grantor string) string {
	return fmt.Sprintf("connected by %s, who left: reconnect", grantor)
}

type departing struct {
	id                         uuid.UUID
	provider, externalID, name string
	access, refresh            []byte
	grantor                    string
}

// RevokeGrantsOf revokes and deletes every credential user granted in the
// workspace; their sources stop syncing with DepartedNote and keep their
// documents. Call it after the membership is gone; running it again finds
// nothing left to do.
func (s *Service) RevokeGrantsOf(ctx context.Context, workspaceID, userID uuid.UUID) (Departure, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT c.id, c.provider, c.external_id, c.name, c.access_token_enc, c.refresh_token_enc,
		       COALESCE(u.name, ''), COALESCE(u.email, '')
		FROM source_credentials c LEFT JOIN users u ON u.id = c.created_by
		WHERE c.workspace_id = $1 AND c.created_by = $2`, workspaceID, userID)
	if err != nil {
		return Departure{}, errs.FromPG(err, "list departing credentials", "credential")
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (departing, error) {
		var d departing
		var name, email string
		err := r.Scan(&d.id, &d.provider, &d.externalID, &d.name, &d.access, &d.refresh, &name, &email)
		d.grantor = workspace.MemberLabel(name, email)
		return d, err
	})
	if err != nil {
		return Departure{}, errs.FromPG(err, "list departing credentials", "credential")
	}
	var out Departure
	for _, d := range list {
		if err := s.revokeAtProvider(ctx, workspaceID, d); err != nil {
			out.Failures = append(out.Failures, fmt.Sprintf("%s %q: %s", d.provider, d.name, errs.Message(err)))
		} else {
			out.Revoked++
		}
		if err := deleteDeparted(ctx, s, workspaceID, d); err != nil {
			return out, err
		}
		out.Deleted++
	}
	return out, nil
}

// deleteDeparted marks the credential's sources and deletes it, in one
// transaction (the foreign key then clears their credential_id).
func deleteDeparted(ctx context.Context, s *Service, workspaceID uuid.UUID, d departing) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := source.MarkNeedsReauth(ctx, tx, workspaceID, d.id, DepartedNote(d.grantor)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM source_credentials WHERE workspace_id = $1 AND id = $2`, workspaceID, d.id); err != nil {
			return errs.FromPG(err, "delete departed credential", "credential")
		}
		return nil
	})
}

// revokeAtProvider asks the provider to end the grant: Google's revocation
// endpoint (the refresh token, which ends its access tokens too), Slack's
// auth.revoke, Notion's oauth/revoke. Atlassian documents no revocation for
// its OAuth 2.0 (3LO) apps: the grantor removes the app from their
// Atlassian account; the credential is deleted here all the same.
func (s *Service) revokeAtProvider(ctx context.Context, workspaceID uuid.UUID, d departing) error {
	c := credRow{provider: d.provider, externalID: d.externalID}
	token := ""
	if len(d.refresh) > 0 && d.provider == GDrive {
		t, err := s.open(workspaceID, c, "refresh", d.refresh)
		if err != nil {
			return errs.Wrap(errs.Internal, err, "the stored token could not be read")
		}
		token = t
	} else {
		t, err := s.open(workspaceID, c, "access", d.access)
		if err != nil {
			return errs.Wrap(errs.Internal, err, "the stored token could not be read")
		}
		token = t
	}
	ctx, cancel := context.WithTimeout(ctx, revokeTimeout)
	defer cancel()
	var req *http.Request
	var err error
	switch d.provider {
	case GDrive:
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, s.ep.GoogleRevoke,
			strings.NewReader(url.Values{"token": {token}}.Encode()))
		if err == nil {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
	case Slack:
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, s.ep.SlackAPI+"/auth.revoke", strings.NewReader(""))
		if err == nil {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Authorization", "Bearer "+token)
		}
	case Notion:
		body, _ := json.Marshal(map[string]string{"token": token})
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, s.ep.NotionAPI+"/oauth/revoke", bytes.NewReader(body))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Notion-Version", notion.APIVersion)
			req.SetBasicAuth(s.notion.ID, s.notion.Secret)
		}
	default:
		return errs.E(errs.Unavailable, "%s offers no way to revoke a grant: remove the app from the account that granted it", d.provider)
	}
	if err != nil {
		return fmt.Errorf("revoke grant: %w", err)
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return errs.Wrap(errs.Unavailable, err, "%s could not be reached to revoke the grant", d.provider)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode >= 300 {
		return errs.E(errs.Unavailable, "%s answered %d to the revocation", d.provider, resp.StatusCode)
	}
	if d.provider == Slack {
		// Slack answers HTTP 200 with "ok": false on a refusal.
		var out struct {
			OK    bool   `json:"ok"`
			Error string `json:"error"`
		}
		if json.Unmarshal(data, &out) != nil || !out.OK {
			return errs.E(errs.Unavailable, "slack refused the revocation (%s)", orDefault(out.Error, "malformed answer"))
		}
	}
	return nil
}
