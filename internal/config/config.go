package config

import (
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"strings"
	"time"
)

// Config is every setting of the API server.
type Config struct {
	DatabaseURL string
	APIAddr     string
	// MetricsAddr is where /metrics is served, on its own listener so the
	// public web server never exposes it ("off" disables it).
	MetricsAddr string
	PublicURL   string
	LogLevel    slog.Level

	// EncryptionKeys is the key ring for secrets at rest: the first key
	// encrypts, every key decrypts.
	EncryptionKeys [][]byte

	LocalAccounts bool
	// Signup says who may create an account: SignupOpen, SignupInvite or SignupClosed.
	Signup string
	// SessionIdleTimeout ends a session unused this long (sliding).
	SessionIdleTimeout time.Duration
	// SessionMaxAge ends a session this long after its sign-in, however active.
	SessionMaxAge time.Duration

	GoogleClientID     string
	GoogleClientSecret string
	// OIDC is sign-in with the organisation's OpenID Connect provider.
	OIDC OIDC

	// GoogleDriveClientID/Secret are the Drive connector's OAuth client
	// (GOOGLE_DRIVE_CLIENT_ID/SECRET); empty reuses the sign-in client.
	GoogleDriveClientID     string
	GoogleDriveClientSecret string
	// GoogleDriveGroups makes the Drive grant ask for the Directory API's
	// group scope too, so group permissions resolve to members (ADR 0063).
	GoogleDriveGroups     bool
	NotionClientID        string
	NotionClientSecret    string
	AtlassianClientID     string
	AtlassianClientSecret string

	// Slack: the app's OAuth client, the signing secret that verifies
	// /ask and events, and how far back each pass re-reads for edits.
	SlackClientID      string
	SlackClientSecret  string
	SlackSigningSecret string
	SlackLookback      time.Duration

	OpenAIAPIKey     string
	OpenAIBaseURL    string
	ChatModels       []string
	ChatDefaultModel string
	Embedder         string // EmbedderLocal or EmbedderOpenAI
	EmbeddingModel   string
	// EmbeddingBaseURL and EmbeddingAPIKey reach the embeddings endpoint,
	// which may differ from the chat one (a local Ollama for vectors, a
	// provider for chat); each defaults to its OPENAI_* counterpart.
	EmbeddingBaseURL string
	EmbeddingAPIKey  string
	// EmbeddingDimensions is the vector length asked of the openai embedder
	// (1 to 4000; halfvec indexes past 2000).
	EmbeddingDimensions int
	// EmbeddingConcurrency is how many documents a sync pass chunks and
	// embeds at once: a remote embedder's requests in flight (ADR 0061).
	EmbeddingConcurrency int

	MaxBodyBytes   int64
	UploadMaxBytes int64 // per file of Markdown, text and HTML
	// UploadCaps are the per-file caps of the converted formats.
	UploadCaps UploadCaps
	// UploadRequestMaxBytes caps one multipart upload request (all its files).
	UploadRequestMaxBytes int64

	Workers      bool
	SyncInterval time.Duration

	SQLStatementTimeout time.Duration
	DBHostAllowlist     []string
	// TrustedProxies are the networks whose X-Forwarded-For the API believes
	// when it counts per-address limits (TRUSTED_PROXIES; ParseTrustedProxies).
	TrustedProxies []netip.Prefix

	// DemoDatabaseURL is the demo business database `api seed` registers
	// (read-only role); empty skips that step.
	DemoDatabaseURL string
	// DemoDir holds the demo handbook `api seed` uploads.
	DemoDir string
	// DemoPassword is the demo account's password `api seed` sets; empty makes
	// seed generate one when it creates the account (and leave it alone after).
	DemoPassword string

	TurnsPerMinute int
	// StreamsPerUser caps one user's open answer streams across replicas.
	StreamsPerUser int
	// MonthlyTokenLimit is each workspace's model tokens per calendar month
	// (UTC); GlobalMonthlyTokenLimit is all workspaces' together. 0 turns a
	// ceiling off.
	MonthlyTokenLimit       int64
	GlobalMonthlyTokenLimit int64
	// Shares are the per-account and per-workspace fair shares (ADR 0053).
	Shares        Shares
	CompactTurns  int
	CompactTokens int
	MaxModelCalls int
	ModelTimeout  time.Duration
	// TurnStaleAfter is how long a running turn may go without its process's
	// heartbeat before any replica fails it (3 s to 45 s, so a dead process's
	// turn is failed within a minute: see docs/adr/0030).
	TurnStaleAfter time.Duration
	// ShutdownGrace is how long a SIGTERM'd process lets running turns
	// finish before it stops them and exits (0 to 10 minutes).
	ShutdownGrace time.Duration
}

// UploadCaps are per-format upload size caps in bytes.
type UploadCaps struct {
	PDF, DOCX, PPTX, XLSX, CSV int64
}

// DriveClientID is the Drive connector's OAuth client id: its own when
// set, else the sign-in client's ("" when neither is configured).
func (c Config) DriveClientID() string {
	if c.GoogleDriveClientID != "" {
		return c.GoogleDriveClientID
	}
	return c.GoogleClientID
}

// DriveClientSecret goes with DriveClientID.
func (c Config) DriveClientSecret() string {
	if c.GoogleDriveClientID != "" {
		return c.GoogleDriveClientSecret
	}
	return c.GoogleClientSecret
}

// GoogleEnabled reports whether Google sign-in is configured.
func (c Config) GoogleEnabled() bool { return c.GoogleClientID != "" && c.GoogleClientSecret != "" }

// SlackEnabled reports whether the Slack app is fully configured (OAuth
// client and signing secret).
func (c Config) SlackEnabled() bool {
	return c.SlackClientID != "" && c.SlackClientSecret != "" && c.SlackSigningSecret != ""
}

// Offline reports whether no model key is set, so chat answers in offline mode.
func (c Config) Offline() bool { return c.OpenAIAPIKey == "" }

// SecureCookies reports whether cookies must carry the Secure flag.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.PublicURL, "https://") }

// Origin is the scheme://host[:port] of PublicURL, the only origin allowed to change state.
func (c Config) Origin() string {
	u, err := url.Parse(c.PublicURL)
	if err != nil {
		return c.PublicURL
	}
	return u.Scheme + "://" + u.Host
}

// Who may create an account (SIGNUP).
const (
	// SignupOpen lets anyone sign up (local or with a sign-in provider).
	SignupOpen = "open"
	// SignupInvite lets a new account be made only with a valid workspace join code.
	SignupInvite = "invite"
	// SignupClosed makes no new accounts; existing ones still sign in.
	SignupClosed = "closed"
)

// DefaultPGPort is the port of the local cluster scripts/db.sh starts.
const DefaultPGPort = "54329"

// The values of EMBEDDER: the offline word vectors shipped in the binary, or
// an OpenAI-compatible embeddings endpoint. Callers compare with these names,
// never with a string of their own.
const (
	EmbedderLocal  = "local"
	EmbedderOpenAI = "openai"
)

// LocalDatabaseURL is the URL of database db on the local cluster that
// scripts/db.sh starts: its port is KS_PG_PORT and the postgres role's
// password KS_PG_PASSWORD, both written to .env.local.
func LocalDatabaseURL(getenv func(string) string, db string) string {
	return localURL("postgres", strings.TrimSpace(getenv("KS_PG_PASSWORD")), getenv, db)
}

func localURL(user, password string, getenv func(string) string, db string) string {
	port := strings.TrimSpace(getenv("KS_PG_PORT"))
	if port == "" {
		port = DefaultPGPort
	}
	u := url.URL{Scheme: "postgres", Host: "127.0.0.1:" + port, Path: "/" + db, RawQuery: "sslmode=disable"}
	u.User = url.User(user)
	if password != "" {
		u.User = url.UserPassword(user, password)
	}
	return u.String()
}

// Default model token ceilings: a stranger's workspace cannot spend more
// than about a few dollars a month on a small model, and all of them together
// a bounded amount, unless the operator raises them.
const (
	DefaultMonthlyTokenLimit       = 5_000_000
	DefaultGlobalMonthlyTokenLimit = 100_000_000
)

// Load reads the configuration through getenv (os.Getenv in main, a map in
// tests): every variable of Vars with its parser and default, then the checks
// that span several.
func Load(getenv func(string) string) (Config, error) {
	r := reader{getenv: getenv}
	var c Config
	// Defaults that depend on other variables are computed after those are read.
	for _, later := range []bool{false, true} {
		for _, v := range Vars {
			if v.set == nil || (v.defaultOf != nil) != later {
				continue
			}
			val := r.str(v.Name, "")
			if val == "" {
				val = v.Default
				if v.defaultOf != nil {
					val = v.defaultOf(getenv, &c)
				}
			}
			v.set(&r, &c, val)
		}
	}
	if len(c.EncryptionKeys) == 0 && !r.failed("ENCRYPTION_KEYS") {
		r.fail("ENCRYPTION_KEY", "is required: 32 random bytes, base64url (make run writes one to .env.local)")
	}
	r.checkOIDC(c.OIDC)
	if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		r.fail("PUBLIC_URL", "must be an absolute http(s) URL")
	}
	if (c.EmbeddingDimensions < 1 || c.EmbeddingDimensions > 4000) && !r.failed("EMBEDDING_DIMENSIONS") {
		r.fail("EMBEDDING_DIMENSIONS", "must be 1 to 4000")
	}
	if (c.EmbeddingConcurrency < 1 || c.EmbeddingConcurrency > 64) && !r.failed("EMBEDDING_CONCURRENCY") {
		r.fail("EMBEDDING_CONCURRENCY", "must be 1 to 64")
	}
	if c.Signup != SignupOpen && c.Signup != SignupInvite && c.Signup != SignupClosed {
		r.fail("SIGNUP", "must be open, invite or closed")
	}
	if c.SessionIdleTimeout > c.SessionMaxAge {
		r.fail("SESSION_IDLE_TIMEOUT", "must not be longer than SESSION_MAX_AGE")
	}
	if c.DemoPassword != "" && (len([]rune(c.DemoPassword)) < 10 || len(c.DemoPassword) > 72) {
		r.fail("DEMO_PASSWORD", "must be 10 characters to 72 bytes, like any account password")
	}
	if c.Embedder != EmbedderLocal && c.Embedder != EmbedderOpenAI {
		r.fail("EMBEDDER", "must be local or openai")
	}
	if c.Embedder == EmbedderOpenAI && c.EmbeddingAPIKey == "" {
		r.fail("EMBEDDER", "openai needs EMBEDDING_API_KEY or OPENAI_API_KEY")
	}
	if len(c.ChatModels) == 0 {
		r.fail("CHAT_MODELS", "must list at least one model id")
	} else if !contains(c.ChatModels, c.ChatDefaultModel) {
		r.fail("CHAT_DEFAULT_MODEL", "must be one of CHAT_MODELS")
	}
	// Each bound names its own variable, so the message points at the one to fix.
	r.atLeast("MAX_BODY_BYTES", c.MaxBodyBytes, 1)
	r.atLeast("UPLOAD_MAX_BYTES", c.UploadMaxBytes, 1)
	r.atLeast("UPLOAD_MAX_PDF_BYTES", c.UploadCaps.PDF, 1)
	r.atLeast("UPLOAD_MAX_DOCX_BYTES", c.UploadCaps.DOCX, 1)
	r.atLeast("UPLOAD_MAX_PPTX_BYTES", c.UploadCaps.PPTX, 1)
	r.atLeast("UPLOAD_MAX_XLSX_BYTES", c.UploadCaps.XLSX, 1)
	r.atLeast("UPLOAD_MAX_CSV_BYTES", c.UploadCaps.CSV, 1)
	u := c.UploadCaps
	r.atLeast("UPLOAD_MAX_REQUEST_BYTES", c.UploadRequestMaxBytes, max(c.UploadMaxBytes, u.PDF, u.DOCX, u.PPTX, u.XLSX, u.CSV))
	r.atLeast("MAX_MODEL_CALLS", int64(c.MaxModelCalls), 1)
	r.atLeast("COMPACT_TURNS", int64(c.CompactTurns), 2)
	r.atLeast("COMPACT_TOKENS", int64(c.CompactTokens), 1000)
	r.atLeast("TURNS_PER_MINUTE", int64(c.TurnsPerMinute), 1)
	r.atLeast("STREAMS_PER_USER", int64(c.StreamsPerUser), 1)
	r.checkShares(c.Shares, c.GlobalMonthlyTokenLimit)
	if c.TurnStaleAfter < 3*time.Second || c.TurnStaleAfter > 45*time.Second {
		// Failed at most 4/3 of it after the last beat: 45 s keeps that within a minute.
		r.fail("TURN_STALE_AFTER", "must be 3s to 45s")
	}
	if c.ShutdownGrace > 10*time.Minute {
		r.fail("SHUTDOWN_GRACE", "must be 0s to 10m")
	}
	r.pair("NOTION_CLIENT_ID", c.NotionClientID, "NOTION_CLIENT_SECRET", c.NotionClientSecret)
	r.pair("ATLASSIAN_CLIENT_ID", c.AtlassianClientID, "ATLASSIAN_CLIENT_SECRET", c.AtlassianClientSecret)
	r.pair("GOOGLE_CLIENT_ID", c.GoogleClientID, "GOOGLE_CLIENT_SECRET", c.GoogleClientSecret)
	r.pair("GOOGLE_DRIVE_CLIENT_ID", c.GoogleDriveClientID, "GOOGLE_DRIVE_CLIENT_SECRET", c.GoogleDriveClientSecret)
	if len(r.problems) > 0 {
		return Config{}, errors.New("configuration: " + strings.Join(r.problems, "; "))
	}
	return c, nil
}

// LogAttrs describes the configuration for the start-up log: every variable
// Load reads, secrets masked, database URLs without their passwords.
func (c Config) LogAttrs() []any {
	var out []any
	for _, v := range Vars {
		if v.log != nil {
			out = append(out, v.log(c))
		}
	}
	return out
}

func decodeKey(s string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	if err != nil {
		return nil, errors.New("not base64url")
	}
	if len(raw) != 32 {
		return nil, fmt.Errorf("decodes to %d bytes, want 32", len(raw))
	}
	return raw, nil
}

func mask(s string) string {
	if s == "" {
		return ""
	}
	return "****"
}

func maskURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "****"
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "****")
	}
	return u.String()
}

type reader struct {
	getenv   func(string) string
	problems []string
}

func (r *reader) fail(name, why string) { r.problems = append(r.problems, name+" "+why) }

// atLeast reports name unless v >= min. A value the reader already refused
// (malformed or negative) is not reported twice.
func (r *reader) atLeast(name string, v, min int64) {
	if v < min && !r.failed(name) {
		r.fail(name, fmt.Sprintf("must be at least %d", min))
	}
}

// pair reports the missing half of a client id/secret pair: one without the
// other would list the connector as available and fail at the first grant.
func (r *reader) pair(idName, id, secretName, secret string) {
	switch {
	case id != "" && secret == "":
		r.fail(secretName, "is required when "+idName+" is set")
	case id == "" && secret != "":
		r.fail(idName, "is required when "+secretName+" is set")
	}
}

func (r *reader) failed(name string) bool {
	for _, p := range r.problems {
		if strings.HasPrefix(p, name+" ") {
			return true
		}
	}
	return false
}

func (r *reader) str(name, def string) string {
	if v := strings.TrimSpace(r.getenv(name)); v != "" {
		return v
	}
	return def
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func first(s []string) string {
	if len(s) == 0 {
		return ""
	}
	return s[0]
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
