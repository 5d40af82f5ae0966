package access

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// Explanation answers "why can (or can't) this member see this document".
type Explanation struct {
	Visible bool
	Mode    string // the source's visibility mode
	// Rule is the deciding rule as a sentence.
	Rule string
	// Principal is the member's principal that decided ("email:ada@example.com");
	// "" when the member cannot see the document.
	Principal string
	// MemberPrincipals are what the member is known as in this workspace.
	MemberPrincipals []string
	// Entries are the document's access entries as the source gave them (mirror mode).
	Entries []Entry
	// Notes are the facts an admin should know (groups grant nobody, an unverified address).
	Notes []string
	// Via is, when the deciding principal is held through the member's
	// verified address (a Slack team, a Google group), the source's reason.
	Via string
}

const explainDocSQL = `
SELECT d.title, d.readers, s.visibility, s.name
FROM documents d JOIN sources s ON s.workspace_id = $1 AND s.id = d.source_id
WHERE d.workspace_id = $1 AND d.id = $2
/* all readers: an admin's explanation of who reads the document */`

const memberKnownSQL = `
SELECT u.email_verified_at IS NOT NULL FROM workspace_memberships m JOIN users u ON u.id = m.user_id
WHERE m.workspace_id = $1 AND m.user_id = $2`

// Explain says whether member may read doc and which rule and principal
// decided, from the same readers the search filter reads.
func Explain(ctx context.Context, db Querier, ws, member, doc uuid.UUID) (Explanation, error) {
	var title, source string
	var readers []string
	var ex Explanation
	err := db.QueryRow(ctx, explainDocSQL, ws, doc).Scan(&title, &readers, &ex.Mode, &source)
	if errors.Is(err, pgx.ErrNoRows) {
		return Explanation{}, errs.E(errs.NotFound, "document not found")
	}
	if err != nil {
		return Explanation{}, err
	}
	var verified bool
	err = db.QueryRow(ctx, memberKnownSQL, ws, member).Scan(&verified)
	if errors.Is(err, pgx.ErrNoRows) {
		return Explanation{}, errs.E(errs.NotFound, "that person is not a member of this workspace")
	}
	if err != nil {
		return Explanation{}, err
	}
	var via map[string]string
	if ex.MemberPrincipals, via, err = principals(ctx, db, ws, member); err != nil {
		return Explanation{}, err
	}
	rows, err := db.Query(ctx, storedEntriesSQL, ws, doc)
	if err != nil {
		return Explanation{}, err
	}
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.Kind, &e.Value, &e.Reason); err != nil {
			rows.Close()
			return Explanation{}, err
		}
		ex.Entries = append(ex.Entries, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return Explanation{}, err
	}
	for _, p := range ex.MemberPrincipals {
		if slices.Contains(readers, p) {
			ex.Visible, ex.Principal, ex.Via = true, p, via[p]
			break
		}
	}
	if !verified {
		ex.Notes = append(ex.Notes, "This member's e-mail address is not verified, so no address or domain permission grants them anything.")
	}
	for _, e := range ex.Entries {
		if e.Kind != KindGroup {
			continue
		}
		ok, err := resolved(ctx, db, ws, Principal(e.Kind, e.Value))
		if err != nil {
			return Explanation{}, err
		}
		if !ok {
			ex.Notes = append(ex.Notes, fmt.Sprintf("The group %s is granted access, but its members could not be read (the Google grant lacks the admin.directory.group.readonly scope, or the Directory API refused), so it grants nobody here.", e.Value))
		}
	}
	ex.Rule = ex.rule(title, source)
	return ex, nil
}

func (ex Explanation) rule(title, source string) string {
	doc := fmt.Sprintf("%q (source %q)", title, source)
	switch ex.Mode {
	case ModeWorkspace:
		return doc + " is visible to everyone in this workspace."
	case ModeMembers:
		if ex.Visible {
			return doc + " is visible to the members an admin chose for its source, and this member is one of them."
		}
		return doc + " is visible only to the members an admin chose for its source, and this member is not one of them."
	}
	if len(ex.Entries) == 0 {
		if ex.Visible {
			return doc + " mirrors its source's permissions, but none were recorded for it yet, so only the person whose credential indexed it sees it (fail closed) — this member."
		}
		return doc + " mirrors its source's permissions, but none were recorded for it yet, so only the person whose credential indexed it sees it (fail closed)."
	}
	if ex.Visible {
		for _, e := range ex.Entries {
			if Principal(e.Kind, e.Value) == ex.Principal {
				if ex.Via != "" {
					return doc + " mirrors its source's permissions: " + e.Reason + "; this member holds it because " + ex.Via + "."
				}
				return doc + " mirrors its source's permissions: " + e.Reason + "."
			}
		}
		return doc + " mirrors its source's permissions, and this member holds " + ex.Principal + "."
	}
	kinds := make([]string, 0, len(ex.Entries))
	for _, e := range ex.Entries {
		kinds = append(kinds, Principal(e.Kind, e.Value))
	}
	return fmt.Sprintf("%s mirrors its source's permissions, which grant %s; this member holds none of them.", doc, strings.Join(kinds, ", "))
}
