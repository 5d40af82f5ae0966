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

// maxDescribeTables bounds one describe_tables call.
const maxDescribeTables = 10

// ListDatabases answers list_databases: the workspace's registered databases by name.
func (s *Service) ListDatabases(ctx context.Context, workspaceID uuid.UUID) (string, error) {
	conns, err := s.List(ctx, workspaceID)
	if err != nil {
		return "", err
	}
	if len(conns) == 0 {
		return "No databases are registered in this workspace; an owner or admin can register one on the Databases page.", nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d database(s) registered in this workspace (address them by name):\n", len(conns))
	for _, c := range conns {
		if c.Status == "unreachable" && c.StatusReason != "" {
			fmt.Fprintf(&b, "- %s: PostgreSQL database %q (status: unreachable: %s)\n", c.Name, c.Database, c.StatusReason)
			continue
		}
		fmt.Fprintf(&b, "- %s: PostgreSQL database %q (status: %s)\n", c.Name, c.Database, c.Status)
	}
	return b.String(), nil
}

// lookup finds a database by name in the workspace; a missing name is the model's mistake, answered as text.
func (s *Service) lookup(ctx context.Context, workspaceID uuid.UUID, name string) (stored, *pgxpool.Pool, string, error) {
	c, err := s.storedByName(ctx, workspaceID, strings.TrimSpace(name))
	if errs.Is(err, errs.NotFound) {
		return stored{}, nil, fmt.Sprintf("There is no database named %q in this workspace; call list_databases to see the registered names.", name), nil
	}
	if err != nil {
		return stored{}, nil, "", err
	}
	pool, err := s.poolFor(c)
	if err != nil {
		return stored{}, nil, "", err
	}
	return c, pool, "", nil
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
func (s *Service) ListTables(ctx context.Context, workspaceID uuid.UUID, database string) (string, error) {
	c, pool, msg, err := s.lookup(ctx, workspaceID, database)
	if msg != "" || err != nil {
		return msg, err
	}
	var b strings.Builder
	n := 0
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	err = readOnly(ctx, pool, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, listTablesSQL)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var schema, name, kind string
			var est *int64
			if err := rows.Scan(&schema, &name, &kind, &est); err != nil {
				return err
			}
			n++
			fmt.Fprintf(&b, "- %s.%s (%s", schema, name, kind)
			switch {
			case est != nil && *est >= 0:
				fmt.Fprintf(&b, ", ~%d rows", *est)
			case kind != "view":
				b.WriteString(", row count unknown")
			}
			b.WriteString(")\n")
		}
		return rows.Err()
	})
	if err != nil {
		return s.connFailure(ctx, workspaceID, c, err)
	}
	s.markReachable(ctx, workspaceID, c)
	if n == 0 {
		return fmt.Sprintf("Database %s has no tables this connection's role can read.", c.Name), nil
	}
	head := fmt.Sprintf("%d table(s) and view(s) in database %s (row counts are estimates):\n", n, c.Name)
	return tools.CutForModel(head+b.String(), "call describe_tables on the tables you need"), nil
}

// ExecuteSQL answers execute_sql. The result (at most MaxRows rows) is for the UI; the text is what the model reads.
// Rejected SQL, an unknown database and errors PostgreSQL raised about the statement are answered as text with a nil
// error; only infrastructure failures are errors.
func (s *Service) ExecuteSQL(ctx context.Context, workspaceID uuid.UUID, database, sql string) (tools.QueryResult, string, error) {
	c, pool, msg, err := s.lookup(ctx, workspaceID, database)
	if msg != "" || err != nil {
		return emptyResult(database, sql), msg, err
	}
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	res, text, err := s.execute(ctx, pool, c.Name, sql)
	if err != nil {
		text, err = s.connFailure(ctx, workspaceID, c, err)
		return emptyResult(c.Name, sql), text, err
	}
	if len(res.Columns) > 0 || res.RowCount > 0 {
		s.markReachable(ctx, workspaceID, c)
	}
	return res, text, nil
}

// queryTimeout bounds one tool call on our side too: a hostile server ignores its own statement_timeout and could
// stream rows forever.
func (s *Service) queryTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.opts.ConnectTimeout+s.opts.StatementTimeout+5*time.Second)
}

// connFailure handles a failure to use c's database. A refusal (its address, its role, or what it turned out to
// be) marks the connection unreachable with the reason and is one sentence for the model; a server that could not
// be reached is marked too and stays an unavailable error.
func (s *Service) connFailure(ctx context.Context, workspaceID uuid.UUID, c stored, err error) (string, error) {
	var rf *Refusal
	if errors.As(err, &rf) {
		s.markUnreachable(ctx, workspaceID, c, rf.Reason)
		return fmt.Sprintf("Database %s cannot be used: %s.", c.Name, strings.TrimSuffix(rf.Reason, ".")), nil
	}
	if ctx.Err() == nil && unreachable(err) {
		s.markUnreachable(ctx, workspaceID, c, connectReason(err))
	}
	return "", infraError(c.Name, err)
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
// read-only session and transaction, extended protocol, rollback, rendering), for admins checking a connection and
// its role from the command line.
func ExecuteSQLAt(ctx context.Context, databaseURL string, opts Options, sql string) (tools.QueryResult, string, error) {
	s := &Service{opts: withDefaults(opts)}
	s.log = s.opts.Logger
	s.opts.MaxConns = 1
	cfg, err := s.urlConfig(databaseURL)
	if err != nil {
		return emptyResult("", sql), "", err
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return emptyResult("", sql), "", fmt.Errorf("open database: %w", err)
	}
	defer pool.Close()
	res, text, err := s.execute(ctx, pool, cfg.ConnConfig.Database, sql)
	var rf *Refusal
	if errors.As(err, &rf) {
		return res, fmt.Sprintf("Database %s cannot be used: %s.", cfg.ConnConfig.Database, strings.TrimSuffix(rf.Reason, ".")), nil
	}
	return res, text, err
}

func emptyResult(database, sql string) tools.QueryResult {
	return tools.QueryResult{Database: database, SQL: sql, Columns: []string{}, Rows: [][]string{}}
}

// execute is execute_sql once the database is known.
func (s *Service) execute(ctx context.Context, pool *pgxpool.Pool, name, sql string) (tools.QueryResult, string, error) {
	res := emptyResult(name, sql)
	wrapped, err := Check(sql)
	var rej *Rejection
	if errors.As(err, &rej) {
		return res, "The query was not run: " + rej.Reason + ".", nil
	}
	if err != nil {
		return res, "", err
	}
	err = readOnly(ctx, pool, func(tx pgx.Tx) error {
		r, qerr := runUntrusted(ctx, tx, wrapped)
		res.Columns, res.Rows, res.Truncated, res.CutCells = r.cols, r.rows, r.truncated, r.cut
		return qerr
	})
	var big *pgproto3.ExceededMaxBodyLenErr
	if errors.As(err, &big) {
		// pgproto3 refused the message before reading it, and pgx closed the connection.
		return emptyResult(name, sql), fmt.Sprintf("The result was not read: database %s sent a row (or message) larger than %d MiB, this server's limit; select fewer columns or shorter values (for example left(column, 500)).", name, MaxMessageBytes>>20), nil
	}
	if ctx.Err() != nil {
		// The caller went away; a cancellation is not the model's mistake.
		return emptyResult(name, sql), "", fmt.Errorf("query database %s: %w", name, ctx.Err())
	}
	if text, ok := s.statementError(err); ok {
		return emptyResult(name, sql), text, nil
	}
	if err != nil {
		return emptyResult(name, sql), "", infraError(name, err)
	}
	res.RowCount = len(res.Rows)
	return res, tools.QueryText(res), nil
}

// runUntrusted sends untrusted text through the extended protocol only (one Parse message, so one statement), asks
// for every column in text format and has the server cut long values.
func runUntrusted(ctx context.Context, tx pgx.Tx, sql string) (cutRows, error) {
	return queryCut(ctx, tx, sql, MaxRows)
}

// statementError turns an error PostgreSQL raised about the statement into a sentence for the model.
func (s *Service) statementError(err error) (string, bool) {
	var pe *pgconn.PgError
	if err == nil || !errors.As(err, &pe) || unreachable(err) {
		return "", false
	}
	switch pe.Code {
	case "57014":
		return fmt.Sprintf("The query was cancelled after the %s statement timeout; make it cheaper (filter earlier, aggregate, or avoid cross joins) and try again.", s.opts.StatementTimeout), true
	case "25006":
		return "The query tried to write, and this database connection is read-only; only SELECT is allowed.", true
	case "42501":
		return "PostgreSQL refused the query: " + pe.Message + "; this connection's role may only read the tables list_tables shows.", true
	}
	text := "PostgreSQL refused the query: " + pe.Message
	if pe.Hint != "" {
		text += " (hint: " + pe.Hint + ")"
	}
	return text + "; fix the query and try again.", true
}
