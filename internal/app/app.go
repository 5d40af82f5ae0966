// Package app wires the API's services: every constructor call behind
// `api serve` lives here, so cmd/api and the end-to-end tests run the same
// wiring (cmd/api is package main and cannot be imported).
package app

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/chunk"
	"knowledgestack/internal/config"
	"knowledgestack/internal/convert"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/jobs"
	"knowledgestack/internal/mcpserver"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/reembed"
	"knowledgestack/internal/retrieval"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/slackapp"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/confluence"
	"knowledgestack/internal/sync/gdrive"
	"knowledgestack/internal/sync/grants"
	"knowledgestack/internal/sync/notion"
	"knowledgestack/internal/sync/pass"
	"knowledgestack/internal/sync/slack"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/vectorindex"
	"knowledgestack/internal/workspace"
)

// modelAttempts is how often a model call that fails before streaming is
// tried in all: a person is waiting, so fewer than the connectors' default.
const modelAttempts = 3

// Options are what a caller overrides beyond the configuration; the zero
// value is production.
type Options struct {
	// BcryptCost is the password hashing work factor (0: the accounts
	// default; tests lower it).
	BcryptCost int
	// GoogleIssuer overrides Google's issuer (tests point it at a local
	// provider); client id, secret and redirect URL always come from the
	// configuration, and Google is only wired when it is enabled there.
	GoogleIssuer string
	// SignInClient calls the sign-in providers (nil: a 10 s timeout client).
	SignInClient *http.Client
	// GoogleEndpoints override the Drive connector's Google URLs (consent
	// page, token endpoint, API origin); tests point them at a fake.
	GoogleEndpoints grants.Endpoints
}

// App is the wired API: the HTTP dependencies plus what runs beside the server.
type App struct {
	// Deps are the services the HTTP API serves (httpapi.New(Deps)).
	Deps httpapi.Deps
	// Jobs is the process's one job runtime: whether this process works
	// jobs (WORKERS) is decided here, once; Start starts it.
	Jobs *jobs.Runtime
	// Queue queues sync passes on Jobs and hands over dead workers' passes.
	Queue *pass.Queue
	// Embedder is the configured embedder (shared by ingestion and search).
	Embedder embed.Embedder
	// MCP is the MCP server over the same tool registry as the agent
	// (served at /mcp; `api mcp` runs it over stdio).
	MCP *mcpserver.Server
	// Reembedding moves workspaces whose chunks carry another model to
	// Embedder's in the background (ADR 0032).
	Reembedding *reembed.Service

	server      *httpapi.Server
	started     bool
	closed      bool
	stopRecover context.CancelFunc
}

// New builds every service from cfg on pool (already migrated). reg
// receives the product's metrics and is served on /metrics. Nothing runs
// until Start; Close releases what New opened.
func New(ctx context.Context, cfg config.Config, log *slog.Logger, pool *pgxpool.Pool, reg *prometheus.Registry, opts Options) (*App, error) {
	m := metrics.New(reg)

	keyring, err := secret.New(cfg.EncryptionKeys)
	if err != nil {
		return nil, err
	}
	databases, err := dbconn.NewService(pool, keyring, dbconn.Options{
		StatementTimeout: cfg.SQLStatementTimeout, HostAllowlist: cfg.DBHostAllowlist, Logger: log,
	})
	if err != nil {
		return nil, err
	}
	a := &App{}
	defer func() {
		// A failed start-up must not leak the database connections opened so far.
		if a.Queue == nil {
			databases.Close()
		}
	}()

	// Both ways in share the sign-up policy (SIGNUP); an invitation is a workspace join code.
	// Removal is final and credentials are their grantor's (ADR 0044): what
	// a member held in a workspace ends with the membership; their
	// connector grants are revoked at the provider once it has ended.
	var connectors *grants.Service
	workspaces := workspace.NewService(pool,
		workspace.WithOwnedLimit(cfg.Shares.WorkspacesPerAccount),
		workspace.WithDeparture(auth.RevokeMemberTokens),
		workspace.WithDeparture(slackapp.UnlinkMember),
		workspace.WithDeparture(chat.StopTurnsOf),
		workspace.WithAfterDeparture(func(ctx context.Context, ws, user uuid.UUID) {
			d, err := connectors.RevokeGrantsOf(ctx, ws, user)
			if err != nil {
				log.ErrorContext(ctx, "revoke departed member's grants", "workspace_id", ws, "user_id", user, "err", err)
				return
			}
			if d.Deleted > 0 {
				log.InfoContext(ctx, "departed member's grants revoked", "workspace_id", ws, "user_id", user,
					"deleted", d.Deleted, "revoked", d.Revoked, "failures", d.Failures)
			}
		}))
	accounts, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: opts.BcryptCost, Signup: cfg.Signup, Invitations: workspaces})
	if err != nil {
		return nil, err
	}
	google, oidcProvider, err := signInProviders(ctx, cfg, opts, pool, workspaces)
	if err != nil {
		return nil, err
	}

	grantOpts := GrantsOptions(cfg)
	grantOpts.Endpoints.GoogleAuth, grantOpts.Endpoints.GoogleToken, grantOpts.Endpoints.GoogleAPI, grantOpts.Endpoints.GoogleRevoke =
		opts.GoogleEndpoints.GoogleAuth, opts.GoogleEndpoints.GoogleToken, opts.GoogleEndpoints.GoogleAPI, opts.GoogleEndpoints.GoogleRevoke
	connectors, err = grants.NewService(pool, keyring, grantOpts)
	if err != nil {
		return nil, err
	}

	// Ingestion: chunker, embedder, connectors (upload, Notion, Confluence), pass, queue, service.
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return nil, err
	}
	// Paid embeddings count toward the monthly token ceilings like answers (ADR 0053).
	audit := chat.NewAudit(pool, chat.Ceilings{Workspace: cfg.MonthlyTokenLimit, Account: cfg.Shares.AccountMonthlyTokenLimit,
		Global: cfg.GlobalMonthlyTokenLimit}, log)
	embedder, err := newEmbedder(cfg, chunker, audit)
	if err != nil {
		return nil, err
	}
	converter, err := convert.New(convert.Options{})
	if err != nil {
		return nil, err
	}
	// Placeholders before the model (ADR 0025): per workspace, off by
	// default; a remote embedder gets them too, the local one sends nothing.
	privacy := pii.NewPolicy(pool, pii.NewDetector())
	if cfg.Embedder == config.EmbedderOpenAI {
		embedder = pii.NewEmbedder(embedder, privacy)
	}
	// Every connector reads its credential's tokens the same way (httpclient.TokenSource,
	// refreshed and re-authorised by grants).
	credTokens := func(ws, id uuid.UUID) httpclient.TokenSource { return connectors.Tokens(ws, id) }
	registry := pass.Registry{
		source.Upload: pass.UploadFactory(pool, 0),
		"notion":      notion.NewFactory(credTokens, notion.Config{}, log),
		"confluence":  confluence.NewFactory(credTokens, confluence.Config{}, log),
		slack.Provider: slack.NewFactory(pool, credTokens,
			slack.FactoryOptions{Lookback: cfg.SlackLookback, Log: log}),
		gdrive.Provider: gdrive.NewFactory(pool, credTokens,
			gdrive.FactoryOptions{Client: gdrive.Config{BaseURL: opts.GoogleEndpoints.GoogleAPI, DirectoryURL: opts.GoogleEndpoints.GoogleDirectory}, Converter: converter, Log: log}),
	}
	// The embedder of a model other than the configured one: a workspace's
	// live model while it moves to the configured one (ADR 0032), for its
	// questions and for the chunks a sync pass changes meanwhile.
	embedders := func(model string, dims int) (embed.Embedder, error) {
		e, err := embedderOf(cfg, chunker, model, dims, audit)
		if err != nil || embed.IsOffline(model) {
			return e, err
		}
		// A remote model still in use during a move sees placeholders too (ADR 0025).
		return pii.NewEmbedder(e, privacy), nil
	}
	p, err := pass.New(pass.Config{Pool: pool, Registry: registry, Chunker: chunker, Embedder: embedder, Embedders: embedders, Metrics: m, Log: log,
		Concurrency: cfg.EmbeddingConcurrency})
	if err != nil {
		return nil, err
	}
	// Workspaces whose chunks carry another model move to the configured
	// one in the background; their search stays on the old model until then.
	reembedding := reembed.NewService(pool, embedder, 0, log)
	// One river client per process; it works the jobs only where WORKERS is set.
	runtime, err := jobs.New(pool, log, cfg.Workers, p.Work(cfg.SyncInterval, 0), reembedding.Work())
	if err != nil {
		return nil, err
	}
	queue, err := pass.NewQueue(pass.QueueConfig{Pool: pool, Pass: p, Jobs: runtime, Metrics: m, Log: log})
	if err != nil {
		return nil, err
	}
	sources, err := pass.NewService(pool, queue, UploadOptions(cfg, converter))
	if err != nil {
		return nil, err
	}

	// Chat: the tool registry is built once (a duplicate tool name fails the
	// start); without a model key the agent answers offline.
	searcher := retrieval.NewSearcher(pool, embedder, m, retrieval.Options{Embedders: embedders})
	toolset, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(searcher)}, tools.DatabaseTools(databases)...)...)
	if err != nil {
		return nil, err
	}
	var model agent.Model
	if !cfg.Offline() {
		model = agent.NewOpenAI(cfg.OpenAIAPIKey, cfg.OpenAIBaseURL, httpclient.Retry{MaxAttempts: modelAttempts})
	}
	ag, err := agent.New(model, toolset, audit, m, log,
		agent.Config{MaxModelCalls: cfg.MaxModelCalls, ModelTimeout: cfg.ModelTimeout})
	if err != nil {
		return nil, err
	}
	chatOpts := ChatOptions(cfg)
	chatOpts.Budget = audit
	chatOpts.Privacy = privacy
	chats, err := chat.NewService(pool, ag, log, chatOpts)
	if err != nil {
		return nil, err
	}

	// Slack: the channel picker always (it needs a Slack source to do
	// anything); /ask and mentions only when the app is configured.
	var slackApp *slackapp.Service
	if cfg.SlackEnabled() {
		slackApp, err = slackapp.NewService(slackapp.Options{
			Pool: pool, Chats: chats, Tokens: slackapp.TokensFor(credTokens), SigningSecret: cfg.SlackSigningSecret,
			LinkKey: slackapp.DeriveLinkKey(cfg.EncryptionKeys[0]), PublicURL: cfg.PublicURL, Log: log,
		})
		if err != nil {
			return nil, err
		}
	}

	tokens := auth.NewTokens(pool)
	mcp, err := mcpserver.New(mcpserver.Options{Tools: toolset, Documents: searcher, Tokens: tokens, Pool: pool,
		Metrics: m, Log: log, MaxBodyBytes: cfg.MaxBodyBytes,
		Privacy: privacy, Keyring: keyring, PlaceholderKey: mcpserver.DerivePlaceholderKey(cfg.EncryptionKeys[0])})
	if err != nil {
		return nil, err
	}

	a.Deps = httpapi.Deps{
		Pool: pool, Log: log, Options: HTTPOptions(cfg), Metrics: m, Gatherer: reg, Sources: sources, Chat: chats,
		Sessions:  auth.NewSessions(pool, auth.SessionOptions{IdleTimeout: cfg.SessionIdleTimeout, MaxAge: cfg.SessionMaxAge}),
		Databases: databases,
		Accounts:  accounts, Google: google, OIDC: oidcProvider, Workspaces: workspaces, Connectors: connectors, Tokens: tokens,
		MCP:   mcp.Handler(),
		Slack: slackApp, SlackChannels: slack.NewChannels(pool, credTokens, slack.Config{}),
		Drive: gdrive.NewPicker(pool, credTokens,
			gdrive.Config{BaseURL: opts.GoogleEndpoints.GoogleAPI}),
		Privacy: privacy, Usage: audit,
	}
	a.Embedder = embedder
	a.MCP = mcp
	a.Reembedding, a.Jobs = reembedding, runtime
	a.Queue = queue
	if a.server, err = httpapi.New(a.Deps); err != nil {
		return nil, err
	}
	return a, nil
}

// newEmbedder builds the configured embedder (local by default, offline).
func newEmbedder(cfg config.Config, chunker *chunk.Chunker, meter embed.Meter) (embed.Embedder, error) {
	if cfg.Embedder == config.EmbedderOpenAI {
		return embed.NewOpenAI(embed.OpenAIConfig{APIKey: cfg.EmbeddingAPIKey, BaseURL: cfg.EmbeddingBaseURL,
			Model: cfg.EmbeddingModel, Dimensions: cfg.EmbeddingDimensions, Tokenizer: chunker, Meter: meter})
	}
	return embed.Offline(embed.WordVecModel)
}

// embedderOf builds an embedder of a model other than the configured one, for
// the questions of a workspace still moving to the configured model: the
// offline model, or the configured endpoint's model of that name.
func embedderOf(cfg config.Config, chunker *chunk.Chunker, model string, dims int, meter embed.Meter) (embed.Embedder, error) {
	if e, err := embed.Offline(model); e != nil || err != nil {
		return e, err
	}
	if cfg.Embedder != config.EmbedderOpenAI {
		return nil, fmt.Errorf("no embedder for %s", model)
	}
	return embed.NewOpenAI(embed.OpenAIConfig{APIKey: cfg.EmbeddingAPIKey, BaseURL: cfg.EmbeddingBaseURL,
		Model: model, Dimensions: dims, Tokenizer: chunker, Meter: meter})
}

// Handler is the HTTP API over the wired services.
func (a *App) Handler() http.Handler { return a.server.Handler() }

// Drain begins a graceful shutdown (SIGTERM): new turns are refused with a
// 503 and a sentence, /readyz answers unready, and every open answer stream
// ends with a `reconnect` frame so its client continues on another replica.
// Running turns go on; Close waits for them.
func (a *App) Drain() {
	a.Deps.Chat.StopAccepting()
	a.server.Drain()
	if a.started {
		// Running passes stop at their next document, checkpointed, and go
		// back to the queue for another replica (or the next start).
		a.Queue.YieldPasses()
	}
}

// MetricsHandler serves /metrics, for a listener of its own (METRICS_ADDR).
func (a *App) MetricsHandler() http.Handler { return httpapi.MetricsHandler(a.Deps.Gatherer) }

// Start starts the job runtime (which works jobs where WORKERS is set) and
// the sync queue's sweepers, plans re-embeddings where jobs run, fails the
// chat turns a stopped process left running, and keeps doing so periodically
// (other replicas' too) until Close or the end of ctx, sweeping idle
// rate-limit rows meanwhile. Call Close even if Start fails.
func (a *App) Start(ctx context.Context) error {
	if err := a.Jobs.Start(ctx); err != nil {
		return err
	}
	a.started = true
	if err := a.Queue.Start(ctx); err != nil {
		return err
	}
	if a.Jobs.Runs() {
		if err := a.Reembedding.Start(ctx, a.Jobs); err != nil {
			return err
		}
	}
	if _, err := a.Deps.Chat.RecoverStale(ctx); err != nil {
		return fmt.Errorf("recover stale turns: %w", err)
	}
	ctx, a.stopRecover = context.WithCancel(ctx)
	go a.Deps.Chat.RecoverLoop(ctx)
	go ratelimit.SweepLoop(ctx, a.Deps.Pool, time.Minute, func(err error) { a.Deps.Log.Warn("sweep limits", "err", err) })
	// The embedding model's HNSW index (ADR 0020), built concurrently in the
	// background: until it is ready the vector arm scans exactly.
	go func() {
		if err := vectorindex.Ensure(ctx, a.Deps.Pool, a.Embedder.Model(), a.Embedder.Dimensions()); err != nil && ctx.Err() == nil {
			a.Deps.Log.Error("build vector index", "model", a.Embedder.Model(), "err", err)
		}
	}()
	return nil
}

// Close stops the process's work, bounded by ctx (the shutdown grace):
// running sync passes stop at their next checkpoint and go back to the
// queue (another replica, or the next start, resumes them); running turns may
// finish until ctx ends, and those still running then end with an `error`
// frame saying the server restarted. Then the registered databases'
// connections close. The pool is the caller's. Calling it again does nothing.
func (a *App) Close(ctx context.Context) error {
	if a.closed {
		return nil
	}
	a.closed = true
	if a.stopRecover != nil {
		a.stopRecover()
	}
	a.Deps.Chat.StopAccepting()
	queued := make(chan error, 1)
	go func() {
		if !a.started {
			queued <- nil
			return
		}
		// The running passes yield (Drain already asked: each stops at its
		// next document, checkpointed, its job back in the queue) and the
		// re-embedding batch stops at once (its committed batches stay); the
		// runtime waits for the jobs; only when ctx ends first are they cancelled.
		a.Queue.Stop()
		a.Reembedding.Cancel()
		queued <- a.Jobs.Stop(ctx)
	}()
	if n := a.Deps.Chat.Drain(ctx); n > 0 {
		a.Deps.Log.Warn("stopped turns still running at the end of the shutdown grace", "turns", n)
	}
	err := <-queued
	a.started = false
	if a.Deps.Slack != nil {
		// Answers under way are posted before the process stops (or ctx ends).
		if werr := a.Deps.Slack.Wait(ctx); werr != nil && err == nil {
			err = werr
		}
	}
	a.Deps.Databases.Close()
	return err
}
