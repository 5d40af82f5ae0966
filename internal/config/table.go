package config

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// Vars is every environment variable, in the README's order. Load reads
// those with a parser (defaults that depend on other variables after the
// rest), LogAttrs logs them, and README.md's table is generated from them.
var Vars = []Var{
	{Name: "ENCRYPTION_KEY", DefaultDoc: "— (required)", Secret: true, Doc: "32 random bytes, base64url: encrypts tokens and passwords at rest (`make run` generates one)"}, // read as ENCRYPTION_KEYS' default
	{Name: "ENCRYPTION_KEYS", DefaultDoc: "`ENCRYPTION_KEY`", Secret: true, Doc: "key ring, comma-separated: the first encrypts, all decrypt; `api rotate-keys` re-encrypts under the first",
		defaultOf: func(getenv func(string) string, _ *Config) string { return strings.TrimSpace(getenv("ENCRYPTION_KEY")) },
		set:       readKeys,
		log:       func(c Config) slog.Attr { return slog.Int("encryption_keys", len(c.EncryptionKeys)) }},
	dsn("DATABASE_URL", "`postgres://postgres:$KS_PG_PASSWORD@127.0.0.1:$KS_PG_PORT/knowledgestack?sslmode=disable`", "the app database. Connecting gives up after 3 s (unless the URL sets `connect_timeout`) and waiting for a pooled connection after 5 s: while it is restarting or unreachable, requests get a 503 \"the database is unreachable; try again in a few seconds\", `/readyz` is unready, and everything resumes by itself when it is back (ADR 0031)",
		func(getenv func(string) string) string { return LocalDatabaseURL(getenv, "knowledgestack") },
		func(c *Config) *string { return &c.DatabaseURL }),
	text("API_ADDR", "127.0.0.1:8081", "API listen address", func(c *Config) *string { return &c.APIAddr }),
	text("METRICS_ADDR", "127.0.0.1:9091", "Prometheus `/metrics` listener, separate from the API so the web server never exposes it (`off` disables it)", func(c *Config) *string { return &c.MetricsAddr }),
	{Name: "PUBLIC_URL", Default: "http://localhost:8080", Doc: "the URL people use; its origin is the only one allowed to change state; https turns on `Secure` cookies",
		set: func(_ *reader, c *Config, v string) { c.PublicURL = strings.TrimRight(v, "/") },
		log: func(c Config) slog.Attr { return slog.String("public_url", c.PublicURL) }},
	{Name: "WEB_ADDR", Default: ":8080", Doc: "web server listen address (`cmd/web`)"},
	{Name: "API_INTERNAL_URL", Default: "http://127.0.0.1:8081", Doc: "where `cmd/web` forwards `/api/*`: one URL per API replica, comma-separated (same path); each request goes to a replica whose `/readyz` answered 200 at the last check (every second), round robin, and moves to the next when one refuses the connection"},
	{Name: "TRUSTED_PROXIES", Default: DefaultTrustedProxies, Doc: "CIDRs or addresses of the proxies whose `X-Forwarded-For` is believed, read by the API (per-address sign-in, sign-up and join limits) and by `cmd/web` (which passes a trusted peer's header on and drops anyone else's); list every hop — the TLS proxy in front of `cmd/web` and `cmd/web` itself as the API sees it; `none` believes nobody (the socket's address counts). IPv6 clients count per /64, IPv4 per address",
		set: func(r *reader, c *Config, v string) {
			p, err := ParseTrustedProxies(v)
			if err != nil {
				r.fail("TRUSTED_PROXIES", strings.TrimPrefix(err.Error(), "TRUSTED_PROXIES: "))
			}
			c.TrustedProxies = p
		},
		log: func(c Config) slog.Attr { return slog.Any("trusted_proxies", c.TrustedProxies) }},
	{Name: "LOG_LEVEL", Default: "info", Doc: "debug, info, warn, error", set: readLogLevel,
		log: func(c Config) slog.Attr { return slog.String("log_level", c.LogLevel.String()) }},
	computed(boolean("LOCAL_ACCOUNTS", "", "e-mail + password accounts", func(c *Config) *bool { return &c.LocalAccounts }),
		"on unless Google or OIDC is configured",
		// Local accounts are on by default only when no provider signs people in.
		func(_ func(string) string, c *Config) string {
			return strconv.FormatBool(!c.GoogleEnabled() && !c.OIDCEnabled())
		}),
	{Name: "SIGNUP", Default: SignupOpen, Doc: "who may create an account, local or with a sign-in provider: `open` (anyone; what `make run` uses), `invite` (only with a valid workspace join code, which the new account joins), `closed` (nobody; existing accounts still sign in, `api seed` still makes the demo account)",
		set: func(_ *reader, c *Config, v string) { c.Signup = strings.ToLower(v) },
		log: func(c Config) slog.Attr { return slog.String("signup", c.Signup) }},
	duration("SESSION_IDLE_TIMEOUT", "168h", "a session unused this long ends (each request extends it)", func(c *Config) *time.Duration { return &c.SessionIdleTimeout }),
	duration("SESSION_MAX_AGE", "720h", "a session ends this long after its sign-in however active (absolute lifetime); \"Sign out everywhere\" ends them all at once", func(c *Config) *time.Duration { return &c.SessionMaxAge }),
	text("GOOGLE_CLIENT_ID", "", "Google sign-in (it links to an existing local account only when that account proved the address or the person enters its password; see `docs/adr/0015-accounts-and-local-passwords.md`); the same OpenID Connect flow as `OIDC_*` with Google's issuer; redirect URI `PUBLIC_URL/api/auth/google/callback`", func(c *Config) *string { return &c.GoogleClientID }),
	secret("GOOGLE_CLIENT_SECRET", "goes with `GOOGLE_CLIENT_ID`", func(c *Config) *string { return &c.GoogleClientSecret }),
	text("OIDC_ISSUER", "", "sign-in with your organisation's OpenID Connect provider (Okta, Entra ID, Keycloak, Authentik…): all three or none. The issuer exactly as the provider's ID tokens name it (https; plain http only on a loopback host); its `/.well-known/openid-configuration` gives the endpoints. Register the redirect URI `PUBLIC_URL/api/auth/oidc/callback` and the scopes `openid email profile`. The provider must send `email_verified` (see `docs/adr/0026-openid-connect-sign-in.md`) and an e-mail address. The code is exchanged once, with `client_secret_basic` or, when its discovery document lists only that, `client_secret_post`; ID tokens signed with RS256/384/512, PS256/384/512, ES256/384/512 or EdDSA (those the discovery document lists) are accepted, HS256 and `none` never; an RFC 9207 `iss` on the callback must name the issuer (ADR 0051)", func(c *Config) *string { return &c.OIDC.Issuer }),
	text("OIDC_CLIENT_ID", "", "goes with `OIDC_ISSUER`", func(c *Config) *string { return &c.OIDC.ClientID }),
	secret("OIDC_CLIENT_SECRET", "goes with `OIDC_ISSUER`", func(c *Config) *string { return &c.OIDC.ClientSecret }),
	text("OIDC_LABEL", DefaultOIDCLabel, "the OIDC button's text on the sign-in page (at most 60 characters)", func(c *Config) *string { return &c.OIDC.Label }),
	{Name: "OIDC_ALLOWED_DOMAINS", DefaultDoc: "— (any)", Doc: "comma-separated e-mail domains that may sign in with OIDC (e.g. `northwind.example,northwind.co.uk`)", set: readAllowedDomains,
		log: func(c Config) slog.Attr { return slog.Any("oidc_allowed_domains", c.OIDC.AllowedDomains) }},
	{Name: "OIDC_AUTO_JOIN_WORKSPACE", Doc: "a workspace id: new OIDC accounts of an allowed domain join it as members (needs `OIDC_ALLOWED_DOMAINS`; the boot stops if no workspace has that id)", set: readAutoJoin,
		log: func(c Config) slog.Attr {
			return slog.String("oidc_auto_join_workspace", c.OIDC.AutoJoinWorkspace.String())
		}},
	text("NOTION_CLIENT_ID", "", "Notion connector (listed as unavailable without them)", func(c *Config) *string { return &c.NotionClientID }),
	secret("NOTION_CLIENT_SECRET", "goes with `NOTION_CLIENT_ID`", func(c *Config) *string { return &c.NotionClientSecret }),
	text("ATLASSIAN_CLIENT_ID", "", "Confluence connector", func(c *Config) *string { return &c.AtlassianClientID }),
	secret("ATLASSIAN_CLIENT_SECRET", "goes with `ATLASSIAN_CLIENT_ID`", func(c *Config) *string { return &c.AtlassianClientSecret }),
	{Name: "GOOGLE_DRIVE_CLIENT_ID", DefaultDoc: "`GOOGLE_CLIENT_ID`", Doc: "Google Drive connector (scope `drive.readonly`, offline access); without its own client it reuses the sign-in client, whose authorized redirect URIs must then also list `PUBLIC_URL/api/sources/oauth/callback`; listed as unavailable when neither is set. An admin then picks My Drive, shared drives or folders, one source each; later passes read Drive's change feed (see `docs/adr/0028-google-drive.md`)",
		set: func(_ *reader, c *Config, v string) { c.GoogleDriveClientID = v },
		log: func(c Config) slog.Attr { return slog.String("google_drive_client_id", c.GoogleDriveClientID) }},
	secret("GOOGLE_DRIVE_CLIENT_SECRET", "goes with `GOOGLE_DRIVE_CLIENT_ID` (default `GOOGLE_CLIENT_SECRET`)", func(c *Config) *string { return &c.GoogleDriveClientSecret }),
	boolean("GOOGLE_DRIVE_GROUPS", "false", "the Drive grant also asks for `admin.directory.group.readonly`, so a file shared with a Google group is read by the group's members (by verified address); granted by a Google Workspace admin, otherwise the Directory API refuses and a group grants nobody (see `docs/adr/0063-permission-gaps.md`)", func(c *Config) *bool { return &c.GoogleDriveGroups }),
	text("SLACK_CLIENT_ID", "", "Slack connector and the `/ask` command / app mentions (listed as unavailable without all three; see `docs/adr/0021-slack.md` for the app's settings)", func(c *Config) *string { return &c.SlackClientID }),
	secret("SLACK_CLIENT_SECRET", "goes with `SLACK_CLIENT_ID`", func(c *Config) *string { return &c.SlackClientSecret }),
	secret("SLACK_SIGNING_SECRET", "verifies `/ask` and events; goes with `SLACK_CLIENT_ID`", func(c *Config) *string { return &c.SlackSigningSecret }),
	duration("SLACK_LOOKBACK", "168h", "how far back each Slack pass re-reads channels for edits, deletions and new replies", func(c *Config) *time.Duration { return &c.SlackLookback }),
	secret("OPENAI_API_KEY", "model key; without it chat runs offline", func(c *Config) *string { return &c.OpenAIAPIKey }),
	{Name: "OPENAI_BASE_URL", DefaultDoc: "OpenAI", Doc: "any OpenAI-compatible endpoint (Ollama, vLLM, OpenRouter…)",
		set: func(_ *reader, c *Config, v string) { c.OpenAIBaseURL = v },
		log: func(c Config) slog.Attr { return slog.String("openai_base_url", c.OpenAIBaseURL) }},
	list("CHAT_MODELS", "gpt-4.1-mini,gpt-4.1", "model ids offered in the picker", func(c *Config) *[]string { return &c.ChatModels }),
	computed(text("CHAT_DEFAULT_MODEL", "", "the model a new chat starts with", func(c *Config) *string { return &c.ChatDefaultModel }),
		"first of `CHAT_MODELS`", func(_ func(string) string, c *Config) string { return first(c.ChatModels) }),
	text("EMBEDDER", EmbedderLocal, "`local` (offline word vectors: SIF-weighted GloVe, shipped in the binary, ADR 0042) or `openai`", func(c *Config) *string { return &c.Embedder }),
	text("EMBEDDING_MODEL", "text-embedding-3-small", "model for `EMBEDDER=openai`. Changing `EMBEDDER`/`EMBEDDING_MODEL` re-embeds every workspace in the background (progress on the Sources page); search keeps the old model until each workspace is done, then switches at once; meanwhile a sync pass embeds the passages it changes with both models (ADR 0032)", func(c *Config) *string { return &c.EmbeddingModel }),
	count("EMBEDDING_CONCURRENCY", "4", "documents a sync pass chunks and embeds at once, 1–64: with a remote embedder, its requests in flight, so keep it within the endpoint's concurrent-request limit (ADR 0061)", func(c *Config) *int { return &c.EmbeddingConcurrency }),
	count("EMBEDDING_DIMENSIONS", "1536", "vector length asked of the `openai` embedder, 1–4000 (each model gets its own HNSW index; `halfvec` past 2000)", func(c *Config) *int { return &c.EmbeddingDimensions }),
	computed(text("EMBEDDING_BASE_URL", "", "the embeddings endpoint and key, when they differ from chat's (e.g. a local Ollama for vectors)", func(c *Config) *string { return &c.EmbeddingBaseURL }),
		"`OPENAI_BASE_URL`", func(_ func(string) string, c *Config) string { return c.OpenAIBaseURL }),
	computed(secret("EMBEDDING_API_KEY", "the embeddings endpoint's key, when it differs from chat's", func(c *Config) *string { return &c.EmbeddingAPIKey }),
		"`OPENAI_API_KEY`", func(_ func(string) string, c *Config) string { return c.OpenAIAPIKey }),
	size("MAX_BODY_BYTES", "1048576", "request body cap of every route but the upload", func(c *Config) *int64 { return &c.MaxBodyBytes }),
	size("UPLOAD_MAX_BYTES", "2097152", "per-file upload cap of Markdown, text and HTML", func(c *Config) *int64 { return &c.UploadMaxBytes }),
	size("UPLOAD_MAX_PDF_BYTES", "20971520", "per-file upload cap of PDF files", func(c *Config) *int64 { return &c.UploadCaps.PDF }),
	size("UPLOAD_MAX_DOCX_BYTES", "10485760", "per-file upload cap of DOCX files", func(c *Config) *int64 { return &c.UploadCaps.DOCX }),
	size("UPLOAD_MAX_PPTX_BYTES", "26214400", "per-file upload cap of PPTX files", func(c *Config) *int64 { return &c.UploadCaps.PPTX }),
	size("UPLOAD_MAX_XLSX_BYTES", "10485760", "per-file upload cap of XLSX files", func(c *Config) *int64 { return &c.UploadCaps.XLSX }),
	size("UPLOAD_MAX_CSV_BYTES", "5242880", "per-file upload cap of CSV files", func(c *Config) *int64 { return &c.UploadCaps.CSV }),
	size("UPLOAD_MAX_REQUEST_BYTES", "67108864", "one upload request, all files together", func(c *Config) *int64 { return &c.UploadRequestMaxBytes }),
	boolean("WORKERS", "true", "run job workers in this process", func(c *Config) *bool { return &c.Workers }),
	duration("SYNC_INTERVAL", "1h", "periodic sync of connected sources", func(c *Config) *time.Duration { return &c.SyncInterval }),
	duration("SQL_STATEMENT_TIMEOUT", "60s", "statement timeout on registered databases", func(c *Config) *time.Duration { return &c.SQLStatementTimeout }),
	list("DB_HOST_ALLOWLIST", "", "host names (`db.internal`, `*.corp.example`), addresses and CIDRs (`10.0.0.0/8`) that registered databases may use although they are loopback, private, link-local or CGNAT; empty: public addresses only (the demo database is registered by `api seed` through a trusted path)", func(c *Config) *[]string { return &c.DBHostAllowlist }),
	count("TURNS_PER_MINUTE", "20", "per-user chat turn limit (held in PostgreSQL: shared by every API replica)", func(c *Config) *int { return &c.TurnsPerMinute }),
	count("STREAMS_PER_USER", "4", "answer streams one user may have open at once, across replicas", func(c *Config) *int { return &c.StreamsPerUser }),
	size("MONTHLY_TOKEN_LIMIT", strconv.Itoa(DefaultMonthlyTokenLimit), "per-workspace model tokens per calendar month (UTC); at the ceiling chat answers with a sentence saying so (`0` turns it off)", func(c *Config) *int64 { return &c.MonthlyTokenLimit }),
	size("GLOBAL_MONTHLY_TOKEN_LIMIT", strconv.Itoa(DefaultGlobalMonthlyTokenLimit), "all workspaces' model tokens per calendar month (`0` turns it off)", func(c *Config) *int64 { return &c.GlobalMonthlyTokenLimit }),
	// Fair shares (ADR 0053).
	size("ACCOUNT_MONTHLY_TOKEN_LIMIT", strconv.Itoa(DefaultAccountMonthlyTokenLimit), "one account's model tokens per calendar month across every workspace it asks in, paid embeddings included; must be below `GLOBAL_MONTHLY_TOKEN_LIMIT` so no one account can stop every tenant (`0` turns it off)", func(c *Config) *int64 { return &c.Shares.AccountMonthlyTokenLimit }),
	count("WORKSPACES_PER_ACCOUNT", strconv.Itoa(DefaultWorkspacesPerAccount), "workspaces one account may own; creating one more answers 409 with a sentence (`0`: no cap)", func(c *Config) *int { return &c.Shares.WorkspacesPerAccount }),
	count("UPLOADS_PER_MINUTE", strconv.Itoa(DefaultUploadsPerMinute), "upload requests per user per minute (burst and refill, across replicas); past it 429 with `Retry-After`", func(c *Config) *int { return &c.Shares.UploadsPerMinute }),
	count("CONVERSIONS_PER_USER", strconv.Itoa(DefaultConversionsPerUser), "uploads one user may have in progress at once, across replicas (429 past it)", func(c *Config) *int { return &c.Shares.ConversionsPerUser }),
	count("CONVERSIONS_PER_REPLICA", strconv.Itoa(DefaultConversionsPerReplica), "uploaded files one API process converts at once; the others wait on disk", func(c *Config) *int { return &c.Shares.ConversionsPerReplica }),
	size("WORKSPACE_STORAGE_BYTES", strconv.Itoa(DefaultWorkspaceStorageBytes), "what a workspace's uploads may occupy, originals and text together; an upload past it answers 413 and stores nothing (`0`: no quota)", func(c *Config) *int64 { return &c.Shares.WorkspaceStorageBytes }),
	count("COMPACT_TURNS", "100", "chat compaction threshold: a chat of this many turns is compacted (earlier turns summarised)", func(c *Config) *int { return &c.CompactTurns }),
	count("COMPACT_TOKENS", "256000", "chat compaction threshold: a chat whose history estimates this many tokens is compacted", func(c *Config) *int { return &c.CompactTokens }),
	count("MAX_MODEL_CALLS", "50", "model calls per turn", func(c *Config) *int { return &c.MaxModelCalls }),
	duration("MODEL_TIMEOUT", "120s", "one model call's deadline", func(c *Config) *time.Duration { return &c.ModelTimeout }),
	durationOrZero("SHUTDOWN_GRACE", "25s", "on SIGTERM: new turns get a 503, open answer streams are told to reconnect (to another replica), passes checkpoint at once, and running turns may finish within this long (0s–10m); then the process exits", func(c *Config) *time.Duration { return &c.ShutdownGrace }),
	duration("TURN_STALE_AFTER", "30s", "a running turn whose process has not beaten for this long is failed by any live replica (3s–45s; failed within 4/3 of it, so within a minute)", func(c *Config) *time.Duration { return &c.TurnStaleAfter }),
	dsn("DEMO_DATABASE_URL", "`postgres://demo_reader:$DEMO_DB_PASSWORD@127.0.0.1:$KS_PG_PORT/demo_business?sslmode=disable`", "the demo business database `api seed` registers as `northwind` (read-only role)",
		func(getenv func(string) string) string {
			return localURL("demo_reader", strings.TrimSpace(getenv("DEMO_DB_PASSWORD")), getenv, "demo_business")
		},
		func(c *Config) *string { return &c.DemoDatabaseURL }),
	secret("DEMO_PASSWORD", "the demo account's password; `api seed` sets it. Empty: a new demo account gets a random one (printed once) and an existing one keeps its own", func(c *Config) *string { return &c.DemoPassword }),
	text("DEMO_DIR", "demo", "where `api seed` finds the demo handbook", func(c *Config) *string { return &c.DemoDir }),
	external("KS_PG_PORT", "`54329`", "port of the local cluster (`scripts/db.sh`, Makefile)"),
	external("KS_PG_PASSWORD", "generated into `.env.local`", "the local cluster's `postgres` password (the default URLs carry it)"),
	external("DEMO_DB_PASSWORD", "generated into `.env.local`", "the demo business database's `demo_reader` password"),
	external("KS_TEST_DATABASE_URL", "local cluster's `postgres` db", "where tests create their databases"),
}

// readKeys decodes the key ring (ENCRYPTION_KEYS, else ENCRYPTION_KEY).
func readKeys(r *reader, c *Config, v string) {
	for i, k := range splitList(v) {
		raw, err := decodeKey(k)
		if err != nil {
			r.fail("ENCRYPTION_KEYS", fmt.Sprintf("key %d: %v", i+1, err))
			continue
		}
		c.EncryptionKeys = append(c.EncryptionKeys, raw)
	}
}

func readLogLevel(r *reader, c *Config, v string) {
	switch strings.ToLower(v) {
	case "debug":
		c.LogLevel = slog.LevelDebug
	case "info":
		c.LogLevel = slog.LevelInfo
	case "warn":
		c.LogLevel = slog.LevelWarn
	case "error":
		c.LogLevel = slog.LevelError
	default:
		r.fail("LOG_LEVEL", "must be debug, info, warn or error")
	}
}

func readAllowedDomains(r *reader, c *Config, v string) {
	for _, d := range splitList(v) {
		d = strings.ToLower(strings.TrimPrefix(d, "@"))
		if !strings.Contains(d, ".") || strings.ContainsAny(d, "@/: ") || strings.HasPrefix(d, ".") || strings.HasSuffix(d, ".") {
			r.fail("OIDC_ALLOWED_DOMAINS", "must list e-mail domains such as example.com, separated by commas")
			return
		}
		c.OIDC.AllowedDomains = append(c.OIDC.AllowedDomains, d)
	}
}

func readAutoJoin(r *reader, c *Config, v string) {
	if v == "" {
		return
	}
	id, err := uuid.Parse(v)
	if err != nil {
		r.fail("OIDC_AUTO_JOIN_WORKSPACE", "must be a workspace id (a UUID)")
	}
	c.OIDC.AutoJoinWorkspace = id
}

// defaultOf is the declared default of the variable name ("" for none).
func defaultOf(name string) string {
	for _, v := range Vars {
		if v.Name == name {
			return v.Default
		}
	}
	return ""
}
