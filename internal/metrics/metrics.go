// Package metrics declares every Prometheus collector of the product in one
// place, registered on a registry the caller owns (no global state).
package metrics

import "github.com/prometheus/client_golang/prometheus"

// Metrics are the product's collectors. A nil *Metrics is not allowed; tests
// use New(prometheus.NewRegistry()).
type Metrics struct {
	HTTPRequests *prometheus.CounterVec   // method, route, status
	HTTPDuration *prometheus.HistogramVec // method, route

	ModelCalls    *prometheus.CounterVec   // model, outcome
	ModelTokens   *prometheus.CounterVec   // model, direction (input|output)
	ModelDuration *prometheus.HistogramVec // model
	ToolCalls     *prometheus.CounterVec   // tool, outcome (ok|correction|error)
	// AnswerSources counts model answers by how they opened: form (listed|none|refused|inline); inline is the
	// fallback when a model ignores the sources-first rule (ADR 0033).
	AnswerSources *prometheus.CounterVec

	SyncDocuments    *prometheus.CounterVec   // provider, result (indexed|unchanged|failed|deleted)
	SyncChunks       *prometheus.CounterVec   // provider
	Embeddings       *prometheus.CounterVec   // result (computed|reused)
	SyncPassDuration *prometheus.HistogramVec // provider, outcome
	SyncHandovers    prometheus.Counter       // passes handed from a dead worker to a live one
	QueueDepth       *prometheus.GaugeVec     // state

	RetrievalDuration *prometheus.HistogramVec // arm (vector|english|identifier|hybrid)
}

// New creates the collectors and registers them on reg.
func New(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		HTTPRequests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_http_requests_total", Help: "HTTP requests by route and status."}, []string{"method", "route", "status"}),
		HTTPDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ks_http_request_duration_seconds", Help: "HTTP request duration.", Buckets: prometheus.DefBuckets}, []string{"method", "route"}),

		ModelCalls:    prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_model_calls_total", Help: "Model calls by outcome."}, []string{"model", "outcome"}),
		ModelTokens:   prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_model_tokens_total", Help: "Model tokens by direction."}, []string{"model", "direction"}),
		ModelDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ks_model_call_duration_seconds", Help: "Model call duration.", Buckets: []float64{.1, .25, .5, 1, 2, 5, 10, 30, 60, 120}}, []string{"model"}),
		ToolCalls:     prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_tool_calls_total", Help: "Agent tool calls by outcome."}, []string{"tool", "outcome"}),
		AnswerSources: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_answer_sources_total", Help: "Model answers by how they opened: a sources list (listed, none, refused) or none at all (inline)."}, []string{"form"}),

		SyncDocuments:    prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_sync_documents_total", Help: "Documents handled by sync passes."}, []string{"provider", "result"}),
		SyncChunks:       prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_sync_chunks_total", Help: "Chunks written by sync passes."}, []string{"provider"}),
		Embeddings:       prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ks_embeddings_total", Help: "Chunk embeddings computed or reused."}, []string{"result"}),
		SyncPassDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ks_sync_pass_duration_seconds", Help: "Sync pass duration.", Buckets: []float64{.1, .5, 1, 5, 15, 60, 300, 1800}}, []string{"provider", "outcome"}),
		SyncHandovers:    prometheus.NewCounter(prometheus.CounterOpts{Name: "ks_sync_handovers_total", Help: "Sync passes this process handed over from a worker that died."}),
		QueueDepth:       prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "ks_queue_jobs", Help: "Queue jobs by state."}, []string{"state"}),

		RetrievalDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "ks_retrieval_duration_seconds", Help: "Retrieval latency by arm.", Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1}}, []string{"arm"}),
	}
	reg.MustRegister(m.HTTPRequests, m.HTTPDuration, m.ModelCalls, m.ModelTokens, m.ModelDuration, m.ToolCalls, m.AnswerSources,
		m.SyncDocuments, m.SyncChunks, m.Embeddings, m.SyncPassDuration, m.SyncHandovers, m.QueueDepth, m.RetrievalDuration)
	return m
}
