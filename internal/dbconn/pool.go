package dbconn

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// ApplicationName is what business databases see in pg_stat_activity for our sessions.
const ApplicationName = "knowledgestack"

type cachedPool struct {
	pool      *pgxpool.Pool
	updatedAt time.Time
}

// MaxMessageBytes caps one protocol message a business database may send us (a row, an error, a notice): a larger
// one fails the query and closes the connection instead of being buffered.
const MaxMessageBytes = 1 << 20

// target is where and as whom to connect; the password lives only here and in the pgx config.
type target struct {
	Host, Database, User, Password, SSLMode string
	Port                                    int
	// Trusted marks the operator's own registration (api seed), exempt from the internal-address rule.
	Trusted bool
}

// poolConfig builds the configuration of a registered connection: exactly one host, resolved and dialled by the
// address policy at every connect, and every new connection checked before the pool hands it out.
func (s *Service) poolConfig(t target) (*pgxpool.Config, error) {
	u := url.URL{
		Scheme:   "postgres",
		User:     url.UserPassword(t.User, t.Password),
		Host:     net.JoinHostPort(t.Host, strconv.Itoa(t.Port)),
		Path:     "/" + t.Database,
		RawQuery: url.Values{"sslmode": {t.SSLMode}}.Encode(),
	}
	cfg, err := s.urlConfig(u.String())
	if err != nil {
		return nil, err
	}
	cc := cfg.ConnConfig
	// sslmode=prefer/allow add a second attempt to the same host; anything else would be a host list.
	for _, fb := range cc.Fallbacks {
		if fb.Host != t.Host || fb.Port != uint16(t.Port) {
			return nil, refuse("host must be exactly one host name or address, not a list")
		}
	}
	if cc.Host != t.Host || cc.Port != uint16(t.Port) {
		return nil, refuse("host must be exactly one host name or address, not a list")
	}
	// Set explicitly so that an empty password never makes pgx read a password file for this host.
	cc.Password = t.Password
	cc.LookupFunc = s.policy.lookupFunc(t.Host, t.Trusted)
	cc.DialFunc = s.policy.dialFunc(t.Host, t.Trusted, s.opts.ConnectTimeout)
	cfg.AfterConnect = s.checkSession
	return cfg, nil
}

// urlConfig builds the configuration every business connection uses: read-only by default, bounded in time,
// named, with fixed output styles, and with no statement cache (untrusted text is never prepared by name).
func (s *Service) urlConfig(dbURL string) (*pgxpool.Config, error) {
	cfg, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		// The message of a parse error may quote the URL, password included: never pass it on.
		return nil, errs.E(errs.Invalid, "the connection settings are not valid; check the host, port, database, user and SSL mode")
	}
	cc := cfg.ConnConfig
	cc.ConnectTimeout = s.opts.ConnectTimeout
	cc.DefaultQueryExecMode = pgx.QueryExecModeDescribeExec
	cc.StatementCacheCapacity = 0
	cc.DescriptionCacheCapacity = 0
	cc.BuildFrontend = func(r io.Reader, w io.Writer) *pgproto3.Frontend {
		f := pgproto3.NewFrontend(r, w)
		f.SetMaxBodyLen(MaxMessageBytes)
		return f
	}
	ms := func(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
	cc.RuntimeParams = map[string]string{
		"application_name":                    ApplicationName,
		"default_transaction_read_only":       "on",
		"statement_timeout":                   ms(s.opts.StatementTimeout),
		"idle_in_transaction_session_timeout": ms(s.opts.StatementTimeout + 10*time.Second),
		"lock_timeout":                        ms(s.opts.StatementTimeout),
		"DateStyle":                           "ISO, YMD",
		"TimeZone":                            "UTC",
		"IntervalStyle":                       "postgres",
		"bytea_output":                        "hex",
	}
	cfg.MaxConns = s.opts.MaxConns
	cfg.MinConns = 0
	cfg.MaxConnIdleTime = s.opts.MaxConnIdleTime
	cfg.MaxConnLifetime = 30 * time.Minute
	cfg.HealthCheckPeriod = time.Minute
	return cfg, nil
}

// poolFor returns the cached pool of a connection, replacing it when the registration changed.
func (s *Service) poolFor(c stored) (*pgxpool.Pool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.pools[c.ID]; ok {
		if p.updatedAt.Equal(c.UpdatedAt) {
			return p.pool, nil
		}
		p.pool.Close()
		delete(s.pools, c.ID)
	}
	t, err := s.targetOf(c)
	if err != nil {
		return nil, err
	}
	cfg, err := s.poolConfig(t)
	if err != nil {
		return nil, err
	}
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		return nil, fmt.Errorf("open pool for database %s: %w", c.Name, err)
	}
	s.pools[c.ID] = &cachedPool{pool: pool, updatedAt: c.UpdatedAt}
	return pool, nil
}

// dropPool forgets a connection's pool (after delete).
func (s *Service) dropPool(id uuid.UUID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.pools[id]; ok {
		p.pool.Close()
		delete(s.pools, id)
	}
}

func (s *Service) targetOf(c stored) (target, error) {
	pw, err := s.keys.Decrypt(c.passwordEnc, []byte(c.ID.String()))
	if err != nil {
		return target{}, fmt.Errorf("decrypt password of database %s: %w", c.Name, err)
	}
	return target{Host: c.Host, Port: c.Port, Database: c.Database, User: c.User, Password: string(pw), SSLMode: c.SSLMode,
		Trusted: c.trusted}, nil
}

// readOnly runs fn inside BEGIN READ ONLY with standard_conforming_strings on (so the server reads string literals
// exactly as libpg_query did) after checking the role again, always rolls back, even when fn succeeded, and returns
// the connection clean. A connection whose role became unsafe is closed.
func readOnly(ctx context.Context, pool *pgxpool.Pool, fn func(pgx.Tx) error) error {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer releaseClean(ctx, conn)
	tx, err := conn.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	if err != nil {
		return err
	}
	defer func() {
		// A cancelled caller must not leave the transaction open; pgx closes the connection if this fails.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = tx.Rollback(rctx)
	}()
	if err := checkTx(ctx, tx); err != nil {
		var rf *Refusal
		if errors.As(err, &rf) {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			_ = conn.Conn().Close(rctx)
		}
		return err
	}
	return fn(tx)
}

// releaseClean returns a connection to its pool only after DISCARD ALL, which drops whatever a statement (or a
// function it called) left on the session beyond the rollback: session advisory locks, settings, temporary tables,
// prepared statements, cursors, LISTENs. The settings given at connect time are the session's defaults and survive.
// A connection that cannot be cleaned is closed instead.
func releaseClean(ctx context.Context, conn *pgxpool.Conn) {
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if !conn.Conn().IsClosed() && conn.Conn().PgConn().TxStatus() == 'I' {
		if _, err := conn.Exec(dctx, "DISCARD ALL"); err == nil {
			conn.Release()
			return
		}
	}
	_ = conn.Conn().Close(dctx)
	conn.Release()
}

// unreachable reports whether err means the database could not be used at all (as opposed to an error the server
// raised about the statement itself).
func unreachable(err error) bool {
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) {
		return true
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code[:2] {
		case "08", "28", "53", "3D":
			return true
		}
		return pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03"
	}
	return !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded)
}

// infraError turns a failure that is not the model's doing into a Go error of the right kind.
func infraError(name string, err error) error {
	if unreachable(err) {
		return errs.Wrap(errs.Unavailable, err, "database %s is unreachable", name)
	}
	return fmt.Errorf("query database %s: %w", name, err)
}
