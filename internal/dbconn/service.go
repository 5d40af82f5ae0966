package dbconn

import (
	"context"
	"errors"
	"log/slog"
	"regexp"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Keyring encrypts secrets at rest; aad binds a ciphertext to the row it belongs to.
type Keyring interface {
	Encrypt(plain, aad []byte) ([]byte, error)
	Decrypt(ciphertext, aad []byte) ([]byte, error)
}

// Options tune a Service; zero values take the documented defaults.
type Options struct {
	// StatementTimeout bounds every statement on a business database (default 60s).
	StatementTimeout time.Duration
	// ConnectTimeout bounds connecting to a business database (default 5s).
	ConnectTimeout time.Duration
	// HostAllowlist admits internal addresses (loopback, private, link-local, CGNAT, reserved), which are refused
	// otherwise: a host name ("db.internal", "*.corp.example", case-insensitive) admits whatever that name resolves
	// to; an address or CIDR ("10.1.2.3", "10.0.0.0/8", "fd00::/8") admits the addresses it contains. Public
	// addresses need no entry; unspecified and multicast addresses are never admitted.
	HostAllowlist []string
	// Resolver resolves registered host names at every connect (default net.DefaultResolver).
	Resolver Resolver
	// MaxConns caps each business database's pool (default 2).
	MaxConns int32
	// MaxConnIdleTime closes idle business connections (default 5m).
	MaxConnIdleTime time.Duration
	// Logger receives operational messages; never a password or a driver error with one.
	Logger *slog.Logger
}

// Service registers business databases and runs the read-only database tools against them. Every method takes the
// workspace as a plain argument and touches only that workspace's connections.
type Service struct {
	app    *pgxpool.Pool
	keys   Keyring
	opts   Options
	log    *slog.Logger
	policy addressPolicy

	mu    sync.Mutex
	pools map[uuid.UUID]*cachedPool

	selfMu    sync.Mutex
	self      dbIdentity
	selfKnown bool
}

// NewService validates its dependencies and fills defaults.
func NewService(app *pgxpool.Pool, keys Keyring, opts Options) (*Service, error) {
	if app == nil || keys == nil {
		return nil, errors.New("dbconn: app pool and key ring are required")
	}
	opts = withDefaults(opts)
	policy, err := newAddressPolicy(opts.HostAllowlist, opts.Resolver)
	if err != nil {
		return nil, err
	}
	return &Service{app: app, keys: keys, opts: opts, log: opts.Logger, policy: policy, pools: map[uuid.UUID]*cachedPool{}}, nil
}

// withDefaults fills the documented defaults.
func withDefaults(opts Options) Options {
	if opts.StatementTimeout <= 0 {
		opts.StatementTimeout = 60 * time.Second
	}
	if opts.ConnectTimeout <= 0 {
		opts.ConnectTimeout = 5 * time.Second
	}
	if opts.MaxConns <= 0 {
		opts.MaxConns = 2
	}
	if opts.MaxConnIdleTime <= 0 {
		opts.MaxConnIdleTime = 5 * time.Minute
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return opts
}

// Close closes every business database pool.
func (s *Service) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, p := range s.pools {
		p.pool.Close()
		delete(s.pools, id)
	}
}

// Connection is a registered database as the API shows it; it never carries the password.
type Connection struct {
	ID            uuid.UUID
	Name          string
	Host          string
	Port          int
	Database      string
	User          string
	SSLMode       string
	CreatedAt     time.Time
	UpdatedAt     time.Time
	LastCheckedAt *time.Time
	Status        string
	// StatusReason says why the last connection or test failed; empty while reachable.
	StatusReason string
}

// Registration is what an admin submits to register (or re-register) a database.
type Registration struct {
	Name     string
	Host     string
	Port     int
	Database string
	User     string
	Password string
	SSLMode  string
}

// TestResult answers whether a registered database is reachable now.
type TestResult struct {
	Reachable bool
	CheckedAt time.Time
	Message   string
}

var (
	nameRE   = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)
	sslModes = map[string]bool{"disable": true, "allow": true, "prefer": true, "require": true, "verify-ca": true, "verify-full": true}
)

// withTimeout is a context for one connect attempt.
func (s *Service) withTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.opts.ConnectTimeout)
}
