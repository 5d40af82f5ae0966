package dbconn

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// stored is a connection row with what only the service may see.
type stored struct {
	Connection
	passwordEnc []byte
	trusted     bool
}

const connColumns = `id, name, host, port, database, username, ssl_mode, created_at, updated_at, last_checked_at, status,
	status_reason, password_enc, operator_trusted`

func scanConn(row pgx.Row) (stored, error) {
	var c stored
	err := row.Scan(&c.ID, &c.Name, &c.Host, &c.Port, &c.Database, &c.User, &c.SSLMode, &c.CreatedAt, &c.UpdatedAt,
		&c.LastCheckedAt, &c.Status, &c.StatusReason, &c.passwordEnc, &c.trusted)
	return c, err
}

func (s *Service) listStored(ctx context.Context, workspaceID uuid.UUID) ([]stored, error) {
	rows, err := s.app.Query(ctx, `SELECT `+connColumns+` FROM database_connections WHERE workspace_id = $1 ORDER BY name`, workspaceID)
	if err != nil {
		return nil, fmt.Errorf("list database connections: %w", err)
	}
	defer rows.Close()
	var out []stored
	for rows.Next() {
		c, err := scanConn(rows)
		if err != nil {
			return nil, fmt.Errorf("scan database connection: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func (s *Service) storedByID(ctx context.Context, workspaceID, id uuid.UUID) (stored, error) {
	c, err := scanConn(s.app.QueryRow(ctx, `SELECT `+connColumns+` FROM database_connections WHERE workspace_id = $1 AND id = $2`, workspaceID, id))
	return c, errs.FromPG(err, "get database connection", "database connection")
}

func (s *Service) storedByName(ctx context.Context, workspaceID uuid.UUID, name string) (stored, error) {
	c, err := scanConn(s.app.QueryRow(ctx, `SELECT `+connColumns+` FROM database_connections WHERE workspace_id = $1 AND name = $2`, workspaceID, name))
	return c, errs.FromPG(err, "get database connection", "database connection")
}

// upsert inserts or updates the (workspace, name) row in one transaction. The id is settled before the password is
// encrypted, because the ciphertext is bound to it.
func (s *Service) upsert(ctx context.Context, workspaceID, createdBy uuid.UUID, r Registration, trusted bool, checkedAt time.Time) (Connection, error) {
	tx, err := s.app.Begin(ctx)
	if err != nil {
		return Connection{}, fmt.Errorf("register database: %w", err)
	}
	defer func() { _ = tx.Rollback(ctx) }()

	var id uuid.UUID
	err = tx.QueryRow(ctx, `SELECT id FROM database_connections WHERE workspace_id = $1 AND name = $2 FOR UPDATE`, workspaceID, r.Name).Scan(&id)
	exists := err == nil
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return Connection{}, fmt.Errorf("register database: %w", err)
	}
	if !exists {
		id = uuid.New()
	}
	enc, err := s.keys.Encrypt([]byte(r.Password), []byte(id.String()))
	if err != nil {
		return Connection{}, fmt.Errorf("register database: encrypt password: %w", err)
	}
	var creator *uuid.UUID
	if createdBy != uuid.Nil {
		creator = &createdBy
	}
	var row pgx.Row
	if exists {
		row = tx.QueryRow(ctx, `UPDATE database_connections
			SET host = $3, port = $4, database = $5, username = $6, password_enc = $7, ssl_mode = $8,
			    status = 'reachable', status_reason = '', last_checked_at = $9, operator_trusted = $10, updated_at = now()
			WHERE workspace_id = $1 AND id = $2 RETURNING `+connColumns,
			workspaceID, id, r.Host, r.Port, r.Database, r.User, enc, r.SSLMode, checkedAt, trusted)
	} else {
		row = tx.QueryRow(ctx, `INSERT INTO database_connections
			(id, workspace_id, name, host, port, database, username, password_enc, ssl_mode, status, last_checked_at, created_by, operator_trusted)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'reachable', $10, $11, $12) RETURNING `+connColumns,
			id, workspaceID, r.Name, r.Host, r.Port, r.Database, r.User, enc, r.SSLMode, checkedAt, creator, trusted)
	}
	c, err := scanConn(row)
	if err != nil {
		return Connection{}, errs.FromPG(err, "register database", "database connection")
	}
	if err := tx.Commit(ctx); err != nil {
		return Connection{}, errs.FromPG(err, "register database", "database connection")
	}
	return c.Connection, nil
}

func (s *Service) setStatus(ctx context.Context, workspaceID, id uuid.UUID, status, reason string, at time.Time) error {
	_, err := s.app.Exec(ctx, `UPDATE database_connections SET status = $3, status_reason = $4, last_checked_at = $5
		WHERE workspace_id = $1 AND id = $2`, workspaceID, id, status, reason, at)
	if err != nil {
		return fmt.Errorf("record database status: %w", err)
	}
	return nil
}

func (s *Service) deleteStored(ctx context.Context, workspaceID, id uuid.UUID) error {
	tag, err := s.app.Exec(ctx, `DELETE FROM database_connections WHERE workspace_id = $1 AND id = $2`, workspaceID, id)
	return errs.Affected(tag, err, "delete database connection", "database connection not found")
}
