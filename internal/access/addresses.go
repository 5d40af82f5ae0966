package access

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"
)

// Holder is one person a source says holds a principal, by address: a full
// member of a Slack team (by their confirmed profile address) holds
// slack_team:<team>, a member of a Google group group:<address>. A member
// of the workspace who verified that address holds it too (Principals).
type Holder struct {
	Email, Reason string
}

// MaxHolders bounds the holders one principal keeps: a Slack team or a
// group larger than this is cut to its first MaxHolders (the rest hold it
// only through a Slack link, or not at all: fail closed).
const MaxHolders = 20000

const deleteHoldersSQL = `
DELETE FROM address_principals WHERE workspace_id = $1 AND source_id = $2 AND principal = $3`

// insertHoldersSQL lower-cases in the database too (the table's CHECK is
// the database's lower(), which may differ from Go's for a hostile
// non-ASCII address) and keeps one row per address, so one odd profile
// cannot fail the statement and with it the pass.
const insertHoldersSQL = `
INSERT INTO address_principals (workspace_id, source_id, principal, email, reason)
SELECT DISTINCT ON (lower(h.email)) $1, $2, $3, lower(h.email), h.reason
FROM unnest($4::text[], $5::text[]) AS h(email, reason)
WHERE length(lower(h.email)) <= 320
ORDER BY lower(h.email)
ON CONFLICT (workspace_id, source_id, principal, email) DO UPDATE SET reason = EXCLUDED.reason`

// SetHolders makes the holders of principal, as the source src says, what
// holders lists (empty: nobody holds it by address any more). Addresses are
// lower-cased; empty and overlong ones are dropped.
func SetHolders(ctx context.Context, db Execer, ws, src uuid.UUID, principal string, holders []Holder) error {
	emails, reasons := make([]string, 0, len(holders)), make([]string, 0, len(holders))
	seen := map[string]bool{}
	for _, h := range holders {
		e := strings.ToLower(strings.TrimSpace(h.Email))
		if e == "" || len(e) > 320 || !strings.Contains(e, "@") || seen[e] {
			continue
		}
		if len(emails) == MaxHolders {
			break
		}
		seen[e] = true
		emails, reasons = append(emails, e), append(reasons, clip(h.Reason, 500))
	}
	if _, err := db.Exec(ctx, deleteHoldersSQL, ws, src, principal); err != nil {
		return fmt.Errorf("access: clearing the holders of %s: %w", principal, err)
	}
	if len(emails) == 0 {
		return nil
	}
	if _, err := db.Exec(ctx, insertHoldersSQL, ws, src, principal, emails, reasons); err != nil {
		return fmt.Errorf("access: writing the holders of %s: %w", principal, err)
	}
	return nil
}

const heldSQL = `
SELECT DISTINCT ON (principal) principal, reason FROM address_principals
WHERE workspace_id = $1 AND email = $2 ORDER BY principal, source_id`

// held is what the verified address holds in ws, with the reasons.
func held(ctx context.Context, db Querier, ws uuid.UUID, email string) (map[string]string, error) {
	rows, err := db.Query(ctx, heldSQL, ws, email)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var p, why string
		if err := rows.Scan(&p, &why); err != nil {
			return nil, err
		}
		out[p] = why
	}
	return out, rows.Err()
}

const resolvedSQL = `
SELECT EXISTS (SELECT 1 FROM address_principals WHERE workspace_id = $1 AND principal = $2)`

// resolved reports whether any source told us who holds principal.
func resolved(ctx context.Context, db Querier, ws uuid.UUID, principal string) (bool, error) {
	var ok bool
	err := db.QueryRow(ctx, resolvedSQL, ws, principal).Scan(&ok)
	return ok, err
}
