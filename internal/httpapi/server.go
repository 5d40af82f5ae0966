package httpapi

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/slackapp"
	"knowledgestack/internal/sync/gdrive"
	"knowledgestack/internal/sync/grants"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/sync/slack"
	"knowledgestack/internal/workspace"
)

// Options are the HTTP settings of the API.
type Options struct {
	// Origin is the scheme://host[:port] of the public URL: the only origin
	// allowed to change state.
	Origin string
	// SecureCookies puts the Secure flag on cookies (the public URL is https).
	SecureCookies bool
	// LocalAccounts offers e-mail + password sign-up and sign-in.
	LocalAccounts bool
	// Signup is who may create an account (open, invite or closed), told to
	// the sign-in page by /auth/config; the auth services enforce it.
	Signup string
	// MaxBodyBytes caps a JSON request body; UploadRequestMaxBytes caps one
	// multipart upload, all its files together (each file's own cap, by
	// format, is the Sources service's).
	MaxBodyBytes          int64
	UploadRequestMaxBytes int64
	// StreamsPerUser caps one user's open turn streams across replicas.
	StreamsPerUser int
	// UploadsPerMinute is one user's upload requests a minute (burst and
	// refill, 0: DefaultUploadsPerMinute); UploadsPerUser is how many of
	// them may be in progress at once across replicas (0:
	// DefaultUploadsPerUser). ADR 0053.
	UploadsPerMinute int
	UploadsPerUser   int
	// TrustedProxies are the peers whose X-Forwarded-For is believed when
	// a per-address limit counts a request (cmd/web, a TLS proxy); nil
	// believes nobody, and the socket's address counts.
	TrustedProxies []netip.Prefix
}

// Deps are the services the API exposes. Only Pool, Log, Options, Metrics
// and Sessions are required (Gatherer is what MetricsHandler serves); a nil service leaves its routes out,
// so a test can build a server with just what it exercises.
type Deps struct {
	Pool     *pgxpool.Pool
	Log      *slog.Logger
	Options  Options
	Metrics  *metrics.Metrics
	Gatherer prometheus.Gatherer
	Sessions *auth.Sessions

	// Databases registers business databases (nil leaves /database-connections out).
	Databases *dbconn.Service

	// Sources serves sources, uploads and their documents (nil leaves /sources out).
	Sources *pass.Service

	// Chat serves chats and streams turns (nil leaves /chat out).
	Chat *chat.Service
	// StreamPing is how often an idle turn stream sends a ": ping" comment so
	// proxies keep it open (zero means 15 s; tests shorten it).
	StreamPing time.Duration

	// Connectors runs Notion/Confluence grants (nil leaves the connector routes out).
	Connectors *grants.Service

	// Slack answers /ask and app mentions (nil leaves /slack/* out);
	// SlackChannels is the channel picker of Slack sources.
	Slack         *slackapp.Service
	SlackChannels *slack.Channels
	// Drive is the Google Drive picker: connections, choices, one source
	// per choice (nil leaves /gdrive out).
	Drive *gdrive.Picker

	// Accounts are local e-mail + password accounts (nil, or Options.LocalAccounts
	// false, answers 404 on /auth/signup and /auth/signin).
	Accounts *auth.Accounts
	// Google is Google sign-in (nil redirects /auth/google to /signin?error=google_disabled).
	Google *auth.Provider
	// OIDC is the organisation's OpenID Connect provider (nil redirects
	// /auth/oidc to /signin?error=oidc_disabled).
	OIDC *auth.Provider
	// Workspaces manages workspaces and memberships (nil leaves /workspaces out).
	Workspaces *workspace.Service
	// Tokens are personal API tokens (nil leaves /tokens out and refuses
	// every bearer request).
	Tokens *auth.Tokens
	// MCP is the Model Context Protocol endpoint (nil leaves /mcp out). It
	// authenticates its own bearer tokens: JSON-RPC, not this API's routes.
	MCP http.Handler
	// Privacy is the workspaces' placeholder setting (nil leaves /settings/privacy out).
	Privacy *pii.Policy
	// Usage reads a workspace's model tokens of the month (nil leaves /settings/usage out).
	Usage *chat.Audit

	// Each domain adds its service here and mounts its routes in its own file.
	// (identity) Accounts, Workspaces; (ingestion) Sources; (connectors) Connectors;
	// (databases) Databases; (chat) Chat.
}

// Server is the Gin application of the API.
type Server struct {
	deps   Deps
	log    *slog.Logger
	engine *gin.Engine
	// largeBodies are the routes allowed a body above MaxBodyBytes, with their cap.
	largeBodies map[string]int64
	// streams caps each user's open answer streams across replicas.
	streams *ratelimit.Slots
	// uploads limit each user's upload requests (rate and in progress).
	uploads uploadLimits
	// joins limit join-code attempts (join, sign-up and provider sign-in with a code).
	joins *joinLimits
	// draining is closed when the process starts shutting down (Drain).
	draining  chan struct{}
	drainOnce sync.Once
	// err is the first limit New could not build (reported by New).
	err error
}

// streamLease is how long a stream's slot outlives a replica that died
// holding it; live replicas renew theirs.
const streamLease = 90 * time.Second

// New builds the router with every route of the configured services. It
// fails when a required dependency (Pool, Log) is missing or a limit cannot
// be built.
func New(d Deps) (*Server, error) {
	if d.Pool == nil || d.Log == nil {
		return nil, errors.New("httpapi: New needs Pool and Log")
	}
	gin.SetMode(gin.ReleaseMode)
	s := &Server{deps: d, log: d.Log, engine: gin.New(), largeBodies: map[string]int64{}, draining: make(chan struct{})}
	streams, err := ratelimit.NewSlots(d.Pool, "streams", streamLease, d.Log)
	if err != nil {
		return nil, fmt.Errorf("httpapi: %w", err)
	}
	s.streams = streams
	s.joins = s.newJoinLimits()
	s.uploads = s.newUploadLimits()
	s.engine.HandleMethodNotAllowed = true
	s.trustProxies(d.Options.TrustedProxies)
	s.engine.ContextWithFallback = true
	s.engine.Use(securityHeaders, s.requestID, s.recoverPanic, s.accessLog, s.limitBody, s.checkOrigin, checkTextBytes)
	// Unknown routes need a session too, so route names cannot be probed anonymously.
	s.engine.NoRoute(s.requireSession, func(c *gin.Context) { writeError(c, errNoRoute) })
	s.engine.NoMethod(func(c *gin.Context) { writeError(c, errNoMethod) })

	s.engine.GET("/healthz", s.healthz)
	s.mountMCP()
	s.engine.GET("/readyz", s.readyz)

	public := s.engine.Group("/")
	s.mountAuth(public)

	authed := s.engine.Group("/", s.requireSession)
	s.mountSession(authed)
	s.mountWorkspaces(authed)

	tenant := authed.Group("/", s.requireWorkspace)
	s.mountSources(tenant)
	s.mountConnectors(public, tenant)
	s.mountSlack(public, tenant)
	s.mountDrive(tenant)
	s.mountDatabases(tenant)
	s.mountChat(tenant)
	s.mountQuestions(tenant)
	s.mountEmbedding(tenant)
	s.mountTokens(tenant)
	s.mountPrivacy(tenant)
	s.mountUsage(tenant)
	if s.err != nil {
		return nil, fmt.Errorf("httpapi: %w", s.err)
	}
	return s, nil
}

// MetricsHandler serves the Prometheus metrics of gatherer. It is not a
// route of the API: cmd/api serves it on METRICS_ADDR, a listener of its own,
// so the public web server (which forwards /api/*) can never expose it.
func MetricsHandler(gatherer prometheus.Gatherer) http.Handler {
	return promhttp.HandlerFor(gatherer, promhttp.HandlerOpts{})
}

// Handler returns the HTTP handler to serve.
func (s *Server) Handler() http.Handler { return s.engine }
