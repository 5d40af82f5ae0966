package retrieval

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// settingsSQL sets, for the current transaction only, the HNSW search
// breadth ($1), iterative index scans (so the workspace filter cannot starve
// the result: pgvector keeps walking the graph until LIMIT rows pass the
// filter), and custom plans: pgx prepares and caches statements, and a
// generic plan chosen after five executions cannot see the workspace's size,
// the query vector or the tsquery when choosing between the HNSW, GIN and
// btree indexes.
const settingsSQL = `SELECT set_config('hnsw.ef_search', $1, true),
       set_config('hnsw.iterative_scan', 'relaxed_order', true),
       set_config('plan_cache_mode', 'force_custom_plan', true)`

// queryer is what an arm reads through: a search connection (searchConn)
// or, in tests, a transaction opened by begin.
type queryer interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults
}

// searchConn runs each batch, or each lone statement, in one pipeline
// behind settingsSQL: the statements of a pgx batch share one implicit
// transaction (a single Sync), so the settings hold for exactly those
// statements, without the round trips of BEGIN, SET and COMMIT. The search's
// sides each run on their own connection at the same time (ADR 0035); each
// statement still has its own snapshot, as under READ COMMITTED in one
// transaction.
type searchConn struct {
	conn     *pgxpool.Conn
	efSearch string
}

// SendBatch sends the settings, then b's statements; the results returned
// start at b's first statement.
func (c searchConn) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	withSettings := &pgx.Batch{}
	withSettings.Queue(settingsSQL, c.efSearch)
	withSettings.QueuedQueries = append(withSettings.QueuedQueries, b.QueuedQueries...)
	br := c.conn.SendBatch(ctx, withSettings)
	if _, err := br.Exec(); err != nil {
		_ = br.Close()
		return failedBatch{err}
	}
	return br
}

// Query sends the settings and sql as one batch; the rows' Close (or their
// last Next) ends the batch.
func (c searchConn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	b := &pgx.Batch{}
	b.Queue(sql, args...)
	br := c.SendBatch(ctx, b)
	rows, err := br.Query()
	if err != nil {
		_ = br.Close()
		return nil, err
	}
	return &batchRows{Rows: rows, br: br}, nil
}

// QueryRow is Query for one row.
func (c searchConn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	rows, err := c.Query(ctx, sql, args...)
	return batchRow{rows: rows, err: err}
}

// failedBatch is a batch whose settings failed: every result is that error.
type failedBatch struct{ err error }

func (f failedBatch) Exec() (pgconn.CommandTag, error) { return pgconn.CommandTag{}, f.err }
func (f failedBatch) Query() (pgx.Rows, error)         { return nil, f.err }
func (f failedBatch) QueryRow() pgx.Row                { return batchRow{err: f.err} }
func (f failedBatch) Close() error                     { return f.err }
func (f failedBatch) Tx() pgx.Tx                       { return nil }

// acquireSearchConn takes a connection from the pool for one side of a
// search; the caller releases it. A side holds one connection at a time and
// never waits for another while holding it, so concurrent searches cannot
// deadlock on a full pool.
func acquireSearchConn(ctx context.Context, pool *pgxpool.Pool, efSearch int) (searchConn, error) {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return searchConn{}, err
	}
	return searchConn{conn: conn, efSearch: fmt.Sprint(efSearch)}, nil
}

// batchRows are a batch's query rows: closing them, or reading past the
// last, also closes the batch, which frees the connection for the next one.
type batchRows struct {
	pgx.Rows
	br     pgx.BatchResults
	closed bool
	err    error
}

func (r *batchRows) Next() bool {
	if r.Rows.Next() {
		return true
	}
	r.Close()
	return false
}

func (r *batchRows) Close() {
	if r.closed {
		return
	}
	r.closed = true
	r.Rows.Close()
	r.err = r.br.Close()
}

func (r *batchRows) Err() error {
	if err := r.Rows.Err(); err != nil {
		return err
	}
	return r.err
}

// batchRow is QueryRow's row: the first row of its rows, which it closes.
type batchRow struct {
	rows pgx.Rows
	err  error
}

func (r batchRow) Scan(dest ...any) error {
	if r.err != nil {
		return r.err
	}
	defer r.rows.Close()
	if !r.rows.Next() {
		if err := r.rows.Err(); err != nil {
			return err
		}
		return pgx.ErrNoRows
	}
	if err := r.rows.Scan(dest...); err != nil {
		return err
	}
	r.rows.Close()
	return r.rows.Err()
}
