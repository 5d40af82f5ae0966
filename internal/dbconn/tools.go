package dbconn

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/tools"
)

// ListDatabases answers list_databases: the workspace's registered databases.
func (s *Service) ListDatabases(ctx context.Context, workspaceID uuid.UUID) ([]tools.DatabaseInfo, error) {
	conns, err := s.List(ctx, workspaceID)
	if err != nil {
		return nil, err
	}
	out := make([]tools.DatabaseInfo, len(conns))
	for i, c := range conns {
		out[i] = tools.DatabaseInfo{Name: c.Name, Database: c.Database, Status: c.Status, StatusReason: c.StatusReason}
	}
	return out, nil
}

// lookup finds a database by name in the workspace; a missing name is the model's mistake, a *tools.Problem.
func (s *Service) lookup(ctx context.Context, workspaceID uuid.UUID, name string) (stored, *pgxpool.Pool, error) {
	c, err := s.storedByName(ctx, workspaceID, strings.TrimSpace(name))
	if errs.Is(err, errs.NotFound) {
		return stored{}, nil, &tools.Problem{Kind: tools.NoSuchDatabase, Database: name}
	}
	if err != nil {
		return stored{}, nil, err
	}
	pool, err := s.poolFor(c)
	if err != nil {
		return stored{}, nil, err
	}
	return c, pool, nil
}

const listTablesSQL = `SELECT n.nspname, c.relname,
	CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned table' WHEN 'v' THEN 'view'
		WHEN 'm' THEN 'materialized view' ELSE 'foreign table' END,
	CASE WHEN c.relkind = 'p' THEN (SELECT sum(greatest(ch.reltuples, 0))::bigint FROM pg_inherits i
		JOIN pg_class ch ON ch.oid = i.inhrelid WHERE i.inhparent = c.oid)
		WHEN c.relkind IN ('r', 'm', 'f') THEN c.reltuples::bigint END
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition
	AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%'
	AND has_schema_privilege(n.oid, 'USAGE') AND has_table_privilege(c.oid, 'SELECT')
ORDER BY n.nspname, c.relname LIMIT 1000`

// ListTables answers list_tables: the readable tables and views outside system schemas, with estimated row counts.
func (s *Service) ListTables(ctx context.Context, workspaceID uuid.UUID, database string) ([]tools.TableInfo, error) {
	c, pool, err := s.lookup(ctx, workspaceID, database)
	if err != nil {
		return nil, err
	}
	var out []tools.TableInfo
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	err = readOnly(ctx, pool, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, listTablesSQL)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var t tools.TableInfo
			if err := rows.Scan(&t.Schema, &t.Name, &t.Kind, &t.EstimatedRows); err != nil {
				return err
			}
			out = append(out, t)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, s.connFailure(ctx, workspaceID, c, err)
	}
	s.markReachable(ctx, workspaceID, c)
	return out, nil
}

// ExecuteSQL answers execute_sql: at most MaxRows rows as strings (tools.QueryText is what the model reads of
// them). Rejected SQL, an unknown or refused database and errors PostgreSQL raised about the statement are a
// *tools.Problem; any other error is an infrastructure failure.
func (s *Service) ExecuteSQL(ctx context.Context, workspaceID uuid.UUID, database, sql string) (tools.QueryResult, error) {
	c, pool, err := s.lookup(ctx, workspaceID, database)
	if err != nil {
		return emptyResult(database, sql), err
	}
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	res, err := s.execute(ctx, pool, c.Name, sql)
	var p *tools.Problem
	if errors.As(err, &p) {
		return emptyResult(c.Name, sql), err
	}
	if err != nil {
		return emptyResult(c.Name, sql), s.connFailure(ctx, workspaceID, c, err)
	}
	s.markReachable(ctx, workspaceID, c)
	return res, nil
}

// queryTimeout bounds one tool call on our side too: a hostile server ignores its own statement_timeout and could
// stream rows forever.
func (s *Service) queryTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.opts.ConnectTimeout+s.opts.StatementTimeout+5*time.Second)
}

// connFailure handles a failure to use c's database. A refusal (its address, its role, or what it turned out to
// be) marks the connection unreachable with the reason and is a *tools.Problem for the model; a server that could
// not be reached is marked too and stays an unavailable error.
func (s *Service) connFailure(ctx context.Context, workspaceID uuid.UUID, c stored, err error) error {
	var rf *Refusal
	if errors.As(err, &rf) {
		s.markUnreachable(ctx, workspaceID, c, rf.Reason)
		return &tools.Problem{Kind: tools.DatabaseRefused, Database: c.Name, Reason: rf.Reason}
	}
	if ctx.Err() == nil && unreachable(err) {
		s.markUnreachable(ctx, workspaceID, c, connectReason(err))
	}
	return infraError(c.Name, err)
}

func (s *Service) markUnreachable(ctx context.Context, workspaceID uuid.UUID, c stored, reason string) {
	s.log.WarnContext(ctx, "database connection refused or unreachable", "workspace_id", workspaceID, "database_connection_id", c.ID, "reason", reason)
	if err := s.setStatus(context.WithoutCancel(ctx), workspaceID, c.ID, "unreachable", reason, time.Now().UTC()); err != nil {
		s.log.ErrorContext(ctx, "record database status", "database_connection_id", c.ID, "error", err)
	}
}

// markReachable records that a connection answered again after it had been found unreachable.
func (s *Service) markReachable(ctx context.Context, workspaceID uuid.UUID, c stored) {
	if c.Status == "reachable" {
		return
	}
	if err := s.setStatus(context.WithoutCancel(ctx), workspaceID, c.ID, "reachable", "", time.Now().UTC()); err != nil {
		s.log.ErrorContext(ctx, "record database status", "database_connection_id", c.ID, "error", err)
	}
}

// ExecuteSQLAt runs one untrusted statement against databaseURL through exactly the path execute_sql takes (guard,
// read-only session and transaction, extended protocol, rollback), for admins checking a connection and its role
// from the command line. Its errors are ExecuteSQL's.
func ExecuteSQLAt(ctx context.Context, databaseURL string, opts Options, sql string) (tools.QueryResult, error) {
	s := &Service{opts: withDefaults(opts)}
	s.log = s.opts.Logger
	s.opts.MaxConns = 1
	cfg, err := s.urlConfig(databaseURL)
	if err != nil {
		return emptyResult("", sql), err
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return emptyResult("", sql), fmt.Errorf("open database: %w", err)
	}
	defer pool.Close()
	res, err := s.execute(ctx, pool, cfg.ConnConfig.Database, sql)
	var rf *Refusal
	if errors.As(err, &rf) {
		return res, &tools.Problem{Kind: tools.DatabaseRefused, Database: cfg.ConnConfig.Database, Reason: rf.Reason}
	}
	return res, err
}

func emptyResult(database, sql string) tools.QueryResult {
	return tools.QueryResult{Database: database, SQL: sql, Columns: []string{}, Rows: [][]string{}}
}

// execute is execute_sql once the database is known.
func (s *Service) execute(ctx context.Context, pool *pgxpool.Pool, name, sql string) (tools.QueryResult, error) {
	res := emptyResult(name, sql)
	wrapped, err := Check(sql)
	var rej *Rejection
	if errors.As(err, &rej) {
		return res, &tools.Problem{Kind: tools.QueryRejected, Database: name, Reason: rej.Reason}
	}
	if err != nil {
		return res, err
	}
	err = readOnly(ctx, pool, func(tx pgx.Tx) error {
		r, qerr := runUntrusted(ctx, tx, wrapped)
		res.Columns, res.Rows, res.Truncated, res.CutCells = r.cols, r.rows, r.truncated, r.cut
		return qerr
	})
	var big *pgproto3.ExceededMaxBodyLenErr
	if errors.As(err, &big) {
		// pgproto3 refused the message before reading it, and pgx closed the connection.
		return emptyResult(name, sql), &tools.Problem{Kind: tools.ResultTooLarge, Database: name, MaxBytes: MaxMessageBytes}
	}
	if ctx.Err() != nil {
		// The caller went away; a cancellation is not the model's mistake.
		return emptyResult(name, sql), fmt.Errorf("query database %s: %w", name, ctx.Err())
	}
	if p := s.statementError(name, err); p != nil {
		return emptyResult(name, sql), p
	}
	if err != nil {
		return emptyResult(name, sql), infraError(name, err)
	}
	res.RowCount = len(res.Rows)
	return res, nil
}

// runUntrusted sends untrusted text through the extended protocol only (one Parse message, so one statement), asks
// for every column in text format and has the server cut long values.
func runUntrusted(ctx context.Context, tx pgx.Tx, sql string) (cutRows, error) {
	return queryCut(ctx, tx, sql, MaxRows)
}

// statementError is the Problem of an error PostgreSQL raised about the statement; nil for any other error.
func (s *Service) statementError(database string, err error) *tools.Problem {
	var pe *pgconn.PgError
	if err == nil || !errors.As(err, &pe) || unreachable(err) {
		return nil
	}
	p := &tools.Problem{Kind: tools.QueryFailed, Database: database, Reason: pe.Message, Hint: pe.Hint}
	switch pe.Code {
	case "57014":
		p.Kind, p.Timeout = tools.QueryTimedOut, s.opts.StatementTimeout
	case "25006":
		p.Kind = tools.QueryWrote
	case "42501":
		p.Kind = tools.QueryNotPermitted
	}
	return p
}
