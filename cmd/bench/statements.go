package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// statementTally is a pgx tracer counting, while on, the round trips a
// pool's connections make and the time each kind of statement takes from
// the client's side (issue 34: where a sync pass's time goes in PostgreSQL).
// A kind is a statement's first words; a batch (SendBatch) is one round trip
// named after its first statement; a COPY is one.
type statementTally struct {
	mu sync.Mutex
	on bool
	by map[string]*tally
}

type tally struct {
	n    int
	took time.Duration
}

type tallyStart struct{}

type started struct {
	kind string
	at   time.Time
}

var spaces = regexp.MustCompile(`\s+`)

// kind names a statement by its first 64 characters, spaces collapsed and
// comments dropped.
func kind(sql string) string {
	if i := strings.Index(sql, "/*"); i >= 0 {
		sql = sql[:i]
	}
	s := strings.TrimSpace(spaces.ReplaceAllString(sql, " "))
	if len(s) > 64 {
		s = s[:64] + "…"
	}
	return s
}

func (s *statementTally) start(ctx context.Context, k string) context.Context {
	return context.WithValue(ctx, tallyStart{}, started{kind: k, at: time.Now()})
}

func (s *statementTally) end(ctx context.Context) {
	st, ok := ctx.Value(tallyStart{}).(started)
	if !ok {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.on {
		return
	}
	if s.by == nil {
		s.by = map[string]*tally{}
	}
	t := s.by[st.kind]
	if t == nil {
		t = &tally{}
		s.by[st.kind] = t
	}
	t.n++
	t.took += time.Since(st.at)
}

// TraceQueryStart implements pgx.QueryTracer.
func (s *statementTally) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	return s.start(ctx, kind(d.SQL))
}

// TraceQueryEnd implements pgx.QueryTracer.
func (s *statementTally) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryEndData) {
	s.end(ctx)
}

// TraceBatchStart implements pgx.BatchTracer.
func (s *statementTally) TraceBatchStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceBatchStartData) context.Context {
	k := "batch"
	if d.Batch != nil && len(d.Batch.QueuedQueries) > 0 {
		k = fmt.Sprintf("batch of %d: %s", len(d.Batch.QueuedQueries), kind(d.Batch.QueuedQueries[0].SQL))
	}
	return s.start(ctx, k)
}

// TraceBatchQuery implements pgx.BatchTracer.
func (s *statementTally) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}

// TraceBatchEnd implements pgx.BatchTracer.
func (s *statementTally) TraceBatchEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchEndData) {
	s.end(ctx)
}

// TraceCopyFromStart implements pgx.CopyFromTracer.
func (s *statementTally) TraceCopyFromStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceCopyFromStartData) context.Context {
	return s.start(ctx, "COPY "+d.TableName.Sanitize())
}

// TraceCopyFromEnd implements pgx.CopyFromTracer.
func (s *statementTally) TraceCopyFromEnd(ctx context.Context, _ *pgx.Conn, _ pgx.TraceCopyFromEndData) {
	s.end(ctx)
}

// record starts counting afresh.
func (s *statementTally) record() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.on, s.by = true, nil
}

// print stops counting and writes the kinds, the longest total first.
func (s *statementTally) print(out io.Writer, wall time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.on = false
	kinds := make([]string, 0, len(s.by))
	trips, total := 0, time.Duration(0)
	for k, t := range s.by {
		kinds = append(kinds, k)
		trips += t.n
		total += t.took
	}
	slices.SortFunc(kinds, func(a, b string) int { return int(s.by[b].took - s.by[a].took) })
	fmt.Fprintf(out, "\nPostgreSQL round trips of the sync pass: %d; time in them %.2f s over all connections (the pass's wall time %.2f s)\n\n", trips, total.Seconds(), wall.Seconds())
	fmt.Fprintln(out, "| statement (first words) | round trips | seconds | ms each |")
	fmt.Fprintln(out, "|---|---:|---:|---:|")
	for _, k := range kinds {
		t := s.by[k]
		fmt.Fprintf(out, "| `%s` | %d | %.3f | %.2f |\n", strings.ReplaceAll(k, "|", `\|`), t.n, t.took.Seconds(), float64(t.took.Microseconds())/1000/float64(t.n))
	}
}
