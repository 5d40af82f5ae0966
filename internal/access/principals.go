package access

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Principal kinds, as document_access.kind stores them and as the prefix of
// a principal string ("email:ada@example.com").
const (
	KindUser      = "user"       // one of our accounts, by id (grantor, "these members")
	KindEmail     = "email"      // an e-mail address, lower case
	KindDomain    = "domain"     // every verified address in a domain, lower case
	KindGroup     = "group"      // a group address: nobody's membership is known, so it grants nobody
	KindAnyone    = "anyone"     // anyone (with the link): every member of the workspace
	KindSlackUser = "slack_user" // "<team id>/<user id>"
	KindSlackTeam = "slack_team" // every linked member of a Slack team
)

// Everyone is the principal every member holds: a document readable by the
// whole workspace lists it.
const Everyone = "workspace"

// Principal is the string form of (kind, value) that readers hold.
func Principal(kind, value string) string {
	if kind == KindAnyone {
		return Everyone
	}
	return kind + ":" + value
}

// Querier is what the package needs from a pool or a transaction.
type Querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

const memberSQL = `
SELECT u.email, u.email_verified_at IS NOT NULL
FROM workspace_memberships m JOIN users u ON u.id = m.user_id
WHERE m.workspace_id = $1 AND m.user_id = $2`

const slackLinksSQL = `
SELECT team_id, slack_user_id FROM slack_user_links
WHERE workspace_id = $1 AND user_id = $2 ORDER BY team_id, slack_user_id`

// Principals returns what a member of ws is known as: the workspace, the
// account, the address and its domain when the address is verified (an
// unverified one grants nothing: anyone can type any address), and each
// linked Slack user with its team, and what a source says the verified
// address holds (a Slack team, a Google group: SetHolders). Someone who is
// not a member gets none, and so reads nothing. uuid.Nil (an evaluation, an
// offline job) is only Everyone: what every member reads.
func Principals(ctx context.Context, db Querier, ws, user uuid.UUID) ([]string, error) {
	out, _, err := principals(ctx, db, ws, user)
	return out, err
}

// principals is Principals with, for each principal held through the
// address, the source's reason.
func principals(ctx context.Context, db Querier, ws, user uuid.UUID) ([]string, map[string]string, error) {
	if user == uuid.Nil {
		return []string{Everyone}, nil, nil
	}
	var email string
	var verified bool
	err := db.QueryRow(ctx, memberSQL, ws, user).Scan(&email, &verified)
	if errors.Is(err, pgx.ErrNoRows) {
		return []string{}, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	out := []string{Everyone, Principal(KindUser, user.String())}
	var via map[string]string
	if verified {
		email = strings.ToLower(strings.TrimSpace(email))
		out = append(out, Principal(KindEmail, email))
		if at := strings.LastIndexByte(email, '@'); at > 0 && at < len(email)-1 {
			out = append(out, Principal(KindDomain, email[at+1:]))
		}
		if via, err = held(ctx, db, ws, email); err != nil {
			return nil, nil, err
		}
		out = append(out, slices.Sorted(maps.Keys(via))...)
	}
	rows, err := db.Query(ctx, slackLinksSQL, ws, user)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var team, su string
		if err := rows.Scan(&team, &su); err != nil {
			return nil, nil, err
		}
		out = append(out, Principal(KindSlackUser, team+"/"+su))
		if p := Principal(KindSlackTeam, team); !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out, via, rows.Err()
}
