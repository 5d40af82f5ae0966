package dbconn

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/dbconn/dbconntest"
	"knowledgestack/internal/secret/secrettest"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

const (
	readerRole     = dbconntest.ReaderRole
	readerPassword = dbconntest.ReaderPassword
	signallerRole  = dbconntest.SignallerRole
)

func pagilaURL(t testing.TB) string { return dbconntest.Pagila(t) }

// fixture is a service on a fresh app database with one workspace and a pagila clone to register.
type fixture struct {
	svc       *Service
	app       *pgxpool.Pool
	appURL    string
	pagila    string // superuser URL of the pagila clone
	ws, other uuid.UUID
	logs      *bytes.Buffer
}

// loopbackAllowlist admits the shared test cluster (127.0.0.1, also as "localhost"), which the address policy refuses
// by default.
var loopbackAllowlist = []string{"127.0.0.1/32", "localhost"}

// newFixture builds the service with opts; a nil HostAllowlist becomes loopbackAllowlist.
func newFixture(t *testing.T, opts Options) *fixture {
	t.Helper()
	if opts.HostAllowlist == nil {
		opts.HostAllowlist = loopbackAllowlist
	}
	app, appURL := testdb.NewWithURL(t)
	f := &fixture{app: app, appURL: appURL, pagila: pagilaURL(t), logs: &bytes.Buffer{}}
	f.ws, f.other = testdb.NewWorkspace(t, app, "Acme"), testdb.NewWorkspace(t, app, "Rival")
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.NewJSONHandler(&syncWriter{w: f.logs}, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	svc, err := NewService(app, secrettest.NewKeyring(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(svc.Close)
	f.svc = svc
	return f
}

// registration points at the pagila clone as the reader role.
func (f *fixture) registration(t testing.TB, name string) Registration {
	t.Helper()
	host, port, database := dbconntest.Target(t, f.pagila)
	return Registration{Name: name, Host: host, Port: port, Database: database, User: readerRole,
		Password: readerPassword, SSLMode: "disable"}
}

func (f *fixture) register(t testing.TB, name string) Connection {
	t.Helper()
	c, err := f.svc.Register(context.Background(), f.ws, uuid.Nil, f.registration(t, name))
	if err != nil {
		t.Fatalf("register %s: %v", name, err)
	}
	return c
}

type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// The tools' text, as the model reads it, of the service's answers: the tests
// below assert on the sentences, which internal/tools writes.

func execSQL(svc *Service, ctx context.Context, ws uuid.UUID, db, sql string) (tools.QueryResult, string, error) {
	res, err := svc.ExecuteSQL(ctx, ws, db, sql)
	if text, ok := problemText(err); ok {
		return res, text, nil
	}
	if err != nil {
		return res, "", err
	}
	return res, tools.QueryText(res), nil
}

func listDatabases(svc *Service, ctx context.Context, ws uuid.UUID) (string, error) {
	dbs, err := svc.ListDatabases(ctx, ws)
	if err != nil {
		return "", err
	}
	return tools.DatabasesText(dbs), nil
}

func listTables(svc *Service, ctx context.Context, ws uuid.UUID, db string) (string, error) {
	tables, err := svc.ListTables(ctx, ws, db)
	if text, ok := problemText(err); ok {
		return text, nil
	} else if err != nil {
		return "", err
	}
	return tools.TablesText(db, tables), nil
}

func describeTables(svc *Service, ctx context.Context, ws uuid.UUID, db string, names []string) (string, error) {
	descs, err := svc.DescribeTables(ctx, ws, db, names)
	if text, ok := problemText(err); ok {
		return text, nil
	} else if err != nil {
		return "", err
	}
	return tools.DescriptionText(descs, len(names)), nil
}

func problemText(err error) (string, bool) {
	var p *tools.Problem
	if errors.As(err, &p) {
		return p.Text(), true
	}
	return "", false
}

// admin connects to the business database as its owner (not through the
// guard), to look at what a test's queries did or did not change; closed
// when the test ends.
func (f *fixture) admin(t testing.TB) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, f.pagila)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(ctx) })
	return conn
}

// guardedPool is the service's own pool for a registered connection: the
// sessions the guard's queries run in.
func (f *fixture) guardedPool(t testing.TB, c Connection) *pgxpool.Pool {
	t.Helper()
	st, err := f.svc.storedByID(context.Background(), f.ws, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	pool, err := f.svc.poolFor(st)
	if err != nil {
		t.Fatal(err)
	}
	return pool
}
