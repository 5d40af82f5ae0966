package workspace

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

var errNotFound = errs.E(errs.NotFound, "workspace not found")

// get reads a workspace through the user's membership: the membership is in
// the WHERE clause, so another workspace's id is indistinguishable from none.
func (s *Service) get(ctx context.Context, q querier, userID, workspaceID uuid.UUID) (Workspace, error) {
	var w Workspace
	err := q.QueryRow(ctx, `
		SELECT w.id, w.name, w.slug, m.role, w.join_code
		FROM workspaces w JOIN workspace_memberships m ON m.workspace_id = w.id
		WHERE w.id = $1 AND m.workspace_id = $1 AND m.user_id = $2`, workspaceID, userID).
		Scan(&w.ID, &w.Name, &w.Slug, &w.Role, &w.JoinCode)
	if errors.Is(err, pgx.ErrNoRows) {
		return Workspace{}, errNotFound
	}
	if err != nil {
		return Workspace{}, fmt.Errorf("get workspace: %w", err)
	}
	return redact(w), nil
}

// lockAs locks the workspace row (serialising membership changes, so two
// owners leaving at once cannot both pass the last-owner check) and returns
// it as userID sees it.
func (s *Service) lockAs(ctx context.Context, tx pgx.Tx, userID, workspaceID uuid.UUID) (Workspace, error) {
	var locked uuid.UUID
	err := tx.QueryRow(ctx, `SELECT id FROM workspaces WHERE id = $1 FOR UPDATE`, workspaceID).Scan(&locked)
	if errors.Is(err, pgx.ErrNoRows) {
		return Workspace{}, errNotFound
	}
	if err != nil {
		return Workspace{}, fmt.Errorf("lock workspace: %w", err)
	}
	return s.get(ctx, tx, userID, workspaceID)
}

func redact(w Workspace) Workspace {
	if !CanManage(w.Role) {
		w.JoinCode = ""
	}
	return w
}

// list returns the user's workspaces. It spans workspaces on purpose: it is
// the user's own membership directory, read before any workspace is chosen,
// and the user_id condition confines it to that user.
func (s *Service) list(ctx context.Context, userID uuid.UUID) ([]Workspace, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT w.id, w.name, w.slug, m.role, w.join_code
		FROM workspace_memberships m JOIN workspaces w ON w.id = m.workspace_id
		WHERE m.user_id = $1
		ORDER BY m.created_at, w.name /* any workspace: the user's own memberships, before a workspace is chosen */`, userID)
	if err != nil {
		return nil, fmt.Errorf("list workspaces: %w", err)
	}
	out := []Workspace{}
	for rows.Next() {
		var w Workspace
		if err := rows.Scan(&w.ID, &w.Name, &w.Slug, &w.Role, &w.JoinCode); err != nil {
			return nil, fmt.Errorf("list workspaces: %w", err)
		}
		out = append(out, redact(w))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list workspaces: %w", err)
	}
	return out, nil
}

// activate makes the workspace the session's active one; the user_id
// condition keeps a session id from another user out.
func activate(ctx context.Context, tx pgx.Tx, userID, sessionID, workspaceID uuid.UUID) error {
	if sessionID == uuid.Nil {
		return nil
	}
	if _, err := tx.Exec(ctx, `UPDATE sessions SET workspace_id = $3 WHERE id = $1 AND user_id = $2 /* any workspace: sets the user's own session's workspace, a membership already checked */`,
		sessionID, userID, workspaceID); err != nil {
		return fmt.Errorf("activate workspace: %w", err)
	}
	return nil
}

// enter makes w the session's active workspace and commits: how a create,
// a join and a selection each end.
func enter(ctx context.Context, tx pgx.Tx, op string, userID, sessionID uuid.UUID, w Workspace) (Workspace, error) {
	if err := activate(ctx, tx, userID, sessionID, w.ID); err != nil {
		return Workspace{}, err
	}
	if err := tx.Commit(ctx); err != nil {
		return Workspace{}, fmt.Errorf("%s: %w", op, err)
	}
	return w, nil
}

func (s *Service) create(ctx context.Context, userID, sessionID uuid.UUID, name string) (Workspace, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return Workspace{}, fmt.Errorf("create workspace: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if err := s.checkOwnedLimit(ctx, tx, userID); err != nil {
		return Workspace{}, err
	}

	base := Slugify(name)
	var taken []string
	if err := tx.QueryRow(ctx, `SELECT coalesce(array_agg(slug), '{}') FROM workspaces WHERE slug = $1 OR slug LIKE $2`,
		base, base+"-%").Scan(&taken); err != nil {
		return Workspace{}, fmt.Errorf("create workspace: slugs: %w", err)
	}
	used := make(map[string]bool, len(taken))
	for _, t := range taken {
		used[t] = true
	}
	n := 1
	w := Workspace{Name: name, Role: RoleOwner}
	// ON CONFLICT DO NOTHING covers both the slug and the join code: a
	// concurrent create or a code collision just tries the next candidate.
	for attempt := 0; attempt < 20 && w.ID == uuid.Nil; attempt++ {
		w.Slug = base
		for used[w.Slug] {
			n++
			w.Slug = fmt.Sprintf("%s-%d", base, n)
		}
		used[w.Slug] = true
		if w.JoinCode, err = NewJoinCode(); err != nil {
			return Workspace{}, fmt.Errorf("create workspace: join code: %w", err)
		}
		err = tx.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $2, $3)
			ON CONFLICT DO NOTHING RETURNING id`, w.Name, w.Slug, w.JoinCode).Scan(&w.ID)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return Workspace{}, fmt.Errorf("create workspace: %w", err)
		}
	}
	if w.ID == uuid.Nil {
		return Workspace{}, errs.E(errs.Conflict, "could not find a free name for this workspace; try another name")
	}
	if _, err := tx.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`,
		w.ID, userID); err != nil {
		return Workspace{}, fmt.Errorf("create workspace: owner: %w", err)
	}
	return enter(ctx, tx, "create workspace", userID, sessionID, w)
}

func (s *Service) join(ctx context.Context, userID, sessionID uuid.UUID, code string) (Workspace, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return Workspace{}, fmt.Errorf("join workspace: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	var wsID uuid.UUID
	err = tx.QueryRow(ctx, `SELECT id FROM workspaces WHERE join_code = $1`, code).Scan(&wsID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Workspace{}, errs.E(errs.NotFound, "no workspace has this join code")
	}
	if err != nil {
		return Workspace{}, fmt.Errorf("join workspace: %w", err)
	}
	// A second join is a no-op: the existing membership (and its role) stays.
	if _, err := tx.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')
		ON CONFLICT (workspace_id, user_id) DO NOTHING`, wsID, userID); err != nil {
		return Workspace{}, fmt.Errorf("join workspace: %w", err)
	}
	w, err := s.get(ctx, tx, userID, wsID)
	if err != nil {
		return Workspace{}, err
	}
	return enter(ctx, tx, "join workspace", userID, sessionID, w)
}

func (s *Service) selectWS(ctx context.Context, userID, sessionID, workspaceID uuid.UUID) (Workspace, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return Workspace{}, fmt.Errorf("select workspace: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	w, err := s.get(ctx, tx, userID, workspaceID)
	if err != nil {
		return Workspace{}, err
	}
	return enter(ctx, tx, "select workspace", userID, sessionID, w)
}

// inTx runs fn in a transaction with the workspace locked and the actor's
// membership loaded; need is the check the actor's role must pass.
func (s *Service) inTx(ctx context.Context, op string, actorID, workspaceID uuid.UUID, need func(role string) error,
	fn func(tx pgx.Tx, w Workspace) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	w, err := s.lockAs(ctx, tx, actorID, workspaceID)
	if err != nil {
		return err
	}
	if need != nil {
		if err := need(w.Role); err != nil {
			return err
		}
	}
	if err := fn(tx, w); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	return nil
}

func managers(role string) error {
	if CanManage(role) {
		return nil
	}
	return errs.E(errs.Forbidden, "only workspace owners and admins can do this")
}

func owners(role string) error {
	if role == RoleOwner {
		return nil
	}
	return errs.E(errs.Forbidden, "only workspace owners can do this")
}

func (s *Service) rename(ctx context.Context, userID, workspaceID uuid.UUID, name string) (Workspace, error) {
	var out Workspace
	err := s.inTx(ctx, "rename workspace", userID, workspaceID, managers, func(tx pgx.Tx, w Workspace) error {
		if _, err := tx.Exec(ctx, `UPDATE workspaces SET name = $2, updated_at = now() WHERE id = $1`, workspaceID, name); err != nil {
			return fmt.Errorf("rename workspace: %w", err)
		}
		w.Name = name
		out = w
		return nil
	})
	return out, err
}

func (s *Service) regenerateCode(ctx context.Context, userID, workspaceID uuid.UUID) (string, error) {
	var code string
	err := s.inTx(ctx, "regenerate join code", userID, workspaceID, managers, func(tx pgx.Tx, _ Workspace) error {
		c, err := rotateCode(ctx, tx, workspaceID)
		code = c
		return err
	})
	return code, err
}

// rotateCode gives the workspace a fresh join code; the old one stops working.
func rotateCode(ctx context.Context, tx pgx.Tx, workspaceID uuid.UUID) (string, error) {
	for attempt := 0; attempt < 10; attempt++ {
		c, err := NewJoinCode()
		if err != nil {
			return "", fmt.Errorf("regenerate join code: %w", err)
		}
		tag, err := tx.Exec(ctx, `UPDATE workspaces SET join_code = $2, updated_at = now()
			WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM workspaces WHERE join_code = $2)`, workspaceID, c)
		if err != nil {
			return "", fmt.Errorf("regenerate join code: %w", err)
		}
		if tag.RowsAffected() == 1 {
			return c, nil
		}
	}
	return "", errs.E(errs.Conflict, "could not generate a new join code; try again")
}

func (s *Service) members(ctx context.Context, userID, workspaceID uuid.UUID) ([]Member, error) {
	if _, err := s.get(ctx, s.pool, userID, workspaceID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `
		SELECT u.id, u.email, u.name, m.role, m.created_at
		FROM workspace_memberships m JOIN users u ON u.id = m.user_id
		WHERE m.workspace_id = $1
		ORDER BY m.created_at, u.email`, workspaceID)
	if err != nil {
		return nil, fmt.Errorf("list members: %w", err)
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (Member, error) {
		var m Member
		err := r.Scan(&m.UserID, &m.Email, &m.Name, &m.Role, &m.JoinedAt)
		return m, err
	})
}

// member reads one membership of a locked workspace.
func member(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) (Member, error) {
	var m Member
	err := tx.QueryRow(ctx, `
		SELECT u.id, u.email, u.name, m.role, m.created_at
		FROM workspace_memberships m JOIN users u ON u.id = m.user_id
		WHERE m.workspace_id = $1 AND m.user_id = $2`, workspaceID, userID).
		Scan(&m.UserID, &m.Email, &m.Name, &m.Role, &m.JoinedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return Member{}, errs.E(errs.NotFound, "member not found")
	}
	if err != nil {
		return Member{}, fmt.Errorf("get member: %w", err)
	}
	return m, nil
}

// otherOwners counts the owners besides userID; callers hold the workspace lock.
func otherOwners(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) (int, error) {
	var n int
	err := tx.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships
		WHERE workspace_id = $1 AND role = 'owner' AND user_id <> $2`, workspaceID, userID).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count owners: %w", err)
	}
	return n, nil
}

var errLastOwner = errs.E(errs.Conflict, "a workspace needs an owner: make another member owner first")

func (s *Service) setRole(ctx context.Context, actorID, workspaceID, memberID uuid.UUID, role string) (Member, error) {
	var out Member
	err := s.inTx(ctx, "change role", actorID, workspaceID, owners, func(tx pgx.Tx, _ Workspace) error {
		m, err := member(ctx, tx, workspaceID, memberID)
		if err != nil {
			return err
		}
		if m.Role == RoleOwner && role != RoleOwner {
			n, err := otherOwners(ctx, tx, workspaceID, memberID)
			if err != nil {
				return err
			}
			if n == 0 {
				return errLastOwner
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE workspace_memberships SET role = $3 WHERE workspace_id = $1 AND user_id = $2`,
			workspaceID, memberID, role); err != nil {
			return fmt.Errorf("change role: %w", err)
		}
		m.Role = role
		out = m
		return nil
	})
	return out, err
}

// drop deletes a membership that must not be the last owner, and clears the
// workspace from that user's sessions so none keeps it active.
func drop(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error {
	m, err := member(ctx, tx, workspaceID, userID)
	if err != nil {
		return err
	}
	if m.Role == RoleOwner {
		n, err := otherOwners(ctx, tx, workspaceID, userID)
		if err != nil {
			return err
		}
		if n == 0 {
			return errLastOwner
		}
	}
	if _, err := tx.Exec(ctx, `DELETE FROM workspace_memberships WHERE workspace_id = $1 AND user_id = $2`, workspaceID, userID); err != nil {
		return fmt.Errorf("remove membership: %w", err)
	}
	if _, err := tx.Exec(ctx, `UPDATE sessions SET workspace_id = NULL WHERE workspace_id = $1 AND user_id = $2`, workspaceID, userID); err != nil {
		return fmt.Errorf("clear active workspace: %w", err)
	}
	return nil
}

// removeMember ends the membership for good (docs/adr/0044): the join code
// the member knows is rotated, and what they held in the workspace (API
// tokens, Slack links, running turns) ends in the same transaction.
func (s *Service) removeMember(ctx context.Context, actorID, workspaceID, memberID uuid.UUID) error {
	err := s.inTx(ctx, "remove member", actorID, workspaceID, owners, func(tx pgx.Tx, _ Workspace) error {
		if err := drop(ctx, tx, workspaceID, memberID); err != nil {
			return err
		}
		if _, err := rotateCode(ctx, tx, workspaceID); err != nil {
			return err
		}
		return s.depart(ctx, tx, workspaceID, memberID)
	})
	if err == nil {
		s.departed(ctx, workspaceID, memberID)
	}
	return err
}

// leave ends the user's own membership; they knew the join code before
// joining, so it stays, but what they held ends as on a removal.
func (s *Service) leave(ctx context.Context, userID, workspaceID uuid.UUID) error {
	err := s.inTx(ctx, "leave workspace", userID, workspaceID, nil, func(tx pgx.Tx, _ Workspace) error {
		if err := drop(ctx, tx, workspaceID, userID); err != nil {
			return err
		}
		return s.depart(ctx, tx, workspaceID, userID)
	})
	if err == nil {
		s.departed(ctx, workspaceID, userID)
	}
	return err
}

// depart runs the departure hooks inside the membership's transaction.
func (s *Service) depart(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error {
	for _, d := range s.onDepart {
		if err := d(ctx, tx, workspaceID, userID); err != nil {
			return fmt.Errorf("end what the member held: %w", err)
		}
	}
	return nil
}

// departed runs the hooks that call out (a provider's revocation) once the
// membership is gone, whatever the caller's context does meanwhile.
func (s *Service) departed(ctx context.Context, workspaceID, userID uuid.UUID) {
	ctx = context.WithoutCancel(ctx)
	for _, fn := range s.afterDepart {
		fn(ctx, workspaceID, userID)
	}
}

// ownedLockClass namespaces the advisory lock that serialises one account's
// workspace creations, so two concurrent creates cannot both pass the cap.
const ownedLockClass = 0x6B77 // "kw"

// checkOwnedLimit refuses a new workspace to an account that already owns
// ownedLimit of them, with a sentence naming the setting.
func (s *Service) checkOwnedLimit(ctx context.Context, tx pgx.Tx, userID uuid.UUID) error {
	if s.ownedLimit <= 0 {
		return nil
	}
	// The count is its own statement: its snapshot is taken after the lock,
	// so it sees a concurrent create that committed while we waited.
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, ownedLockClass, userID); err != nil {
		return fmt.Errorf("create workspace: lock owned: %w", err)
	}
	var owned int
	err := tx.QueryRow(ctx, `SELECT count(*) FROM workspace_memberships WHERE user_id = $1 AND role = 'owner'
		/* any workspace: the account's own memberships, counted against its cap */`, userID).Scan(&owned)
	if err != nil {
		return fmt.Errorf("create workspace: count owned: %w", err)
	}
	if owned >= s.ownedLimit {
		return errs.E(errs.Conflict, "you already own %d workspaces, the most one account may own (WORKSPACES_PER_ACCOUNT); "+
			"delete one, or make another member its owner and leave it, before creating another", owned)
	}
	return nil
}
