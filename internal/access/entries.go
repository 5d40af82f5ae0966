package access

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Entry is one principal a source grants a document to, with the reason
// the explain endpoint gives for it ("Google Drive: shared with this
// address (reader)").
type Entry struct {
	Kind, Value, Reason string
}

// Grant is what a connector read of one document's permissions. A nil
// *Grant on a listed item means the connector said nothing (the stored
// entries stay); a Grant with Unreadable set means it tried and could not:
// the document is then readable by its grantor alone (fail closed).
type Grant struct {
	Entries    []Entry
	Unreadable string // why the permissions could not be read; "" when they were
}

// MaxEntries bounds the entries kept per document: a file shared with more
// addresses than this is cut to its first MaxEntries, said in the last reason.
const MaxEntries = 2000

// Unreadable is the fail-closed grant with its reason.
func Unreadable(reason string) *Grant { return &Grant{Unreadable: reason} }

// Execer is what Apply needs: a pool or, better, the pass's transaction.
type Execer interface {
	Querier
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

const storedEntriesSQL = `
SELECT kind, value, reason FROM document_access
WHERE workspace_id = $1 AND document_id = $2 ORDER BY kind COLLATE "C", value COLLATE "C"`

const deleteEntriesSQL = `DELETE FROM document_access WHERE workspace_id = $1 AND document_id = $2`

const insertEntriesSQL = `
INSERT INTO document_access (workspace_id, document_id, kind, value, reason)
SELECT $1, $2, e.kind, e.value, e.reason FROM unnest($3::text[], $4::text[], $5::text[]) AS e(kind, value, reason)`

// grantorSQL is the person whose credential indexes the document's source.
const grantorSQL = `
SELECT c.created_by FROM documents d
JOIN sources s ON s.workspace_id = $1 AND s.id = d.source_id
JOIN source_credentials c ON c.workspace_id = $1 AND c.id = s.credential_id
WHERE d.workspace_id = $1 AND d.id = $2 AND c.created_by IS NOT NULL
/* all readers: the grantor of the document's source, for its fail-closed entry */`

// Apply makes the stored entries of a document what g says; unchanged
// entries write nothing. The database derives the document's and its
// chunks' readers from them (migration 00370).
func Apply(ctx context.Context, db Execer, ws, doc uuid.UUID, g Grant) error {
	want, err := normalize(ctx, db, ws, doc, g)
	if err != nil {
		return err
	}
	rows, err := db.Query(ctx, storedEntriesSQL, ws, doc)
	if err != nil {
		return err
	}
	var have []Entry
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.Kind, &e.Value, &e.Reason); err != nil {
			rows.Close()
			return err
		}
		have = append(have, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if slices.Equal(have, want) {
		return nil
	}
	if _, err := db.Exec(ctx, deleteEntriesSQL, ws, doc); err != nil {
		return fmt.Errorf("access: clearing entries: %w", err)
	}
	if len(want) == 0 {
		return nil
	}
	kinds, values, reasons := make([]string, len(want)), make([]string, len(want)), make([]string, len(want))
	for i, e := range want {
		kinds[i], values[i], reasons[i] = e.Kind, e.Value, e.Reason
	}
	if _, err := db.Exec(ctx, insertEntriesSQL, ws, doc, kinds, values, reasons); err != nil {
		return fmt.Errorf("access: writing entries: %w", err)
	}
	return nil
}

// normalize lower-cases addresses and domains, drops unknown kinds, empty
// values and duplicates, sorts the entries as storedEntriesSQL does and
// turns an unreadable grant into the grantor's entry.
func normalize(ctx context.Context, db Querier, ws, doc uuid.UUID, g Grant) ([]Entry, error) {
	if g.Unreadable != "" {
		var grantor uuid.UUID
		err := db.QueryRow(ctx, grantorSQL, ws, doc).Scan(&grantor)
		if errors.Is(err, pgx.ErrNoRows) {
			// No grantor any more (they left): no entry, and the database
			// gives the document to nobody.
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		return []Entry{{Kind: KindUser, Value: grantor.String(),
			Reason: "permissions could not be read (" + clip(g.Unreadable, 300) + "): only the person whose credential indexed it sees it"}}, nil
	}
	seen := map[[2]string]bool{}
	var out []Entry
	for _, e := range g.Entries {
		e.Kind = strings.TrimSpace(e.Kind)
		e.Value = strings.TrimSpace(e.Value)
		switch e.Kind {
		case KindEmail, KindDomain, KindGroup:
			e.Value = strings.ToLower(e.Value)
		case KindAnyone:
			e.Value = ""
		case KindUser, KindSlackUser, KindSlackTeam:
		default:
			continue
		}
		if (e.Value == "" && e.Kind != KindAnyone) || len(e.Value) > 320 {
			continue
		}
		k := [2]string{e.Kind, e.Value}
		if seen[k] {
			continue
		}
		seen[k] = true
		e.Reason = clip(e.Reason, 500)
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b Entry) int {
		if c := strings.Compare(a.Kind, b.Kind); c != 0 {
			return c
		}
		return strings.Compare(a.Value, b.Value)
	})
	if len(out) > MaxEntries {
		out = out[:MaxEntries]
		out[len(out)-1].Reason += fmt.Sprintf(" (the source listed more than %d; the rest were not kept)", MaxEntries)
	}
	return out, nil
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
