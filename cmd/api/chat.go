package main

import (
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/config"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/tools"
)

// modelRetries is how often a model call that failed before streaming is retried.
const modelRetries = 2

// newChat wires the tool registry (built once: a duplicate tool name fails
// the start), the agent (offline without a model key) and the chat service.
func newChat(cfg config.Config, pool *pgxpool.Pool, m *metrics.Metrics, log *slog.Logger, search tools.Searcher, dbs tools.Databases) (*chat.Service, error) {
	reg, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(search)}, tools.DatabaseTools(dbs)...)...)
	if err != nil {
		return nil, err
	}
	var model agent.Model
	if !cfg.Offline() {
		model = agent.NewOpenAI(cfg.OpenAIAPIKey, cfg.OpenAIBaseURL, modelRetries)
	}
	ag, err := agent.New(model, reg, chat.NewAudit(pool, cfg.MonthlyTokenLimit, log), m, log,
		agent.Config{MaxModelCalls: cfg.MaxModelCalls, ModelTimeout: cfg.ModelTimeout})
	if err != nil {
		return nil, err
	}
	return chat.NewService(pool, ag, log, chat.OptionsFrom(cfg))
}
