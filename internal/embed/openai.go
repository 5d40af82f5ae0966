package embed

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// Defaults for OpenAIConfig. The input and token limits are the API's own
// for every embedding model (2048 inputs, 300k tokens per request, 8191
// tokens per input).
const (
	DefaultOpenAIModel    = "text-embedding-3-small"
	DefaultOpenAIBaseURL  = "https://api.openai.com/v1/"
	DefaultMaxBatchInputs = 2048
	DefaultMaxBatchTokens = 300_000
	DefaultMaxInputTokens = 8191
)

// Tokenizer counts and truncates cl100k_base tokens; *chunk.Chunker is one.
type Tokenizer interface {
	CountTokens(s string) int
	Truncate(s string, n int) string
}

// OpenAIConfig configures the OpenAI-compatible embedder. Zero values take
// the defaults above.
type OpenAIConfig struct {
	APIKey  string
	BaseURL string // any OpenAI-compatible endpoint, e.g. http://localhost:11434/v1/
	Model   string
	// Dimensions asks the model for vectors of this length (default 1536,
	// at most MaxDimensions); a reply of another length is an error.
	Dimensions int
	HTTPClient *http.Client

	MaxBatchInputs int // inputs per request
	MaxBatchTokens int // tokens summed over a request's inputs
	MaxInputTokens int // longer inputs are truncated to this many tokens

	// Retry is the policy for a request that met a 408, 429, 5xx or a
	// network error (httpclient's defaults); the SDK's own retries are off.
	Retry httpclient.Retry

	// Tokenizer sizes batches; nil loads cl100k_base (text-embedding-3's).
	Tokenizer Tokenizer

	// Meter, when set, is asked before and told after every request made
	// for a workspace (see EmbedFor and ChargeTo): paid embeddings count
	// toward the monthly token ceilings.
	Meter Meter
}

// OpenAI embeds through the /embeddings endpoint with openai-go. The SDK's
// retries are off: its HTTP client retries under httpclient's one policy.
type OpenAI struct {
	cfg OpenAIConfig
	svc openai.EmbeddingService
}

// NewOpenAI validates cfg and fills its defaults. It reads no environment
// variables: unlike openai.NewClient, the embeddings service is built from
// explicit options only.
func NewOpenAI(cfg OpenAIConfig) (*OpenAI, error) {
	if strings.TrimSpace(cfg.APIKey) == "" {
		return nil, errs.E(errs.Invalid, "openai embedder: API key is required")
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultOpenAIBaseURL
	}
	if !strings.HasSuffix(cfg.BaseURL, "/") {
		cfg.BaseURL += "/"
	}
	if cfg.Model == "" {
		cfg.Model = DefaultOpenAIModel
	}
	if cfg.Dimensions == 0 {
		cfg.Dimensions = Dimensions
	}
	if cfg.Dimensions < 1 || cfg.Dimensions > MaxDimensions {
		return nil, errs.E(errs.Invalid, "openai embedder: dimensions must be 1 to %d, not %d", MaxDimensions, cfg.Dimensions)
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = &http.Client{Timeout: 2 * time.Minute}
	}
	defInt(&cfg.MaxBatchInputs, DefaultMaxBatchInputs)
	defInt(&cfg.MaxBatchTokens, DefaultMaxBatchTokens)
	defInt(&cfg.MaxInputTokens, DefaultMaxInputTokens)
	switch {
	case cfg.MaxBatchInputs < 0 || cfg.MaxBatchInputs > DefaultMaxBatchInputs:
		return nil, errs.E(errs.Invalid, "openai embedder: MaxBatchInputs must be 1..%d", DefaultMaxBatchInputs)
	case cfg.MaxInputTokens < 0 || cfg.MaxBatchTokens < cfg.MaxInputTokens:
		return nil, errs.E(errs.Invalid, "openai embedder: MaxBatchTokens must be at least MaxInputTokens")
	}
	if cfg.Tokenizer == nil {
		tok, err := chunk.New(chunk.Options{})
		if err != nil {
			return nil, fmt.Errorf("openai embedder: %w", err)
		}
		cfg.Tokenizer = tok
	}
	retrying := *cfg.HTTPClient
	retrying.Transport = httpclient.NewRetryTransport(cfg.HTTPClient.Transport, cfg.Retry)
	svc := openai.NewEmbeddingService(
		option.WithBaseURL(cfg.BaseURL),
		option.WithAPIKey(cfg.APIKey),
		option.WithHTTPClient(&retrying),
		option.WithMaxRetries(0),
	)
	return &OpenAI{cfg: cfg, svc: svc}, nil
}

func defInt(v *int, def int) {
	if *v == 0 {
		*v = def
	}
}

// Model returns the configured model name.
func (o *OpenAI) Model() string { return o.cfg.Model }

// Dimensions is the configured vector length.
func (o *OpenAI) Dimensions() int { return o.cfg.Dimensions }

// Embed sends inputs in as few requests as the limits allow, one after the
// other, and returns the vectors in input order. Empty inputs, which the API
// rejects, are sent as a single space.
func (o *OpenAI) Embed(ctx context.Context, inputs []string) ([][]float32, error) {
	out := make([][]float32, len(inputs))
	var (
		batch  []string
		first  int
		tokens int
	)
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		vecs, err := o.meteredBatch(ctx, batch, tokens)
		if err != nil {
			return err
		}
		copy(out[first:], vecs)
		first += len(batch)
		batch, tokens = batch[:0], 0
		return nil
	}
	for _, in := range inputs {
		if strings.TrimSpace(in) == "" {
			in = " "
		}
		n := o.cfg.Tokenizer.CountTokens(in)
		if n > o.cfg.MaxInputTokens {
			in = o.cfg.Tokenizer.Truncate(in, o.cfg.MaxInputTokens)
			n = o.cfg.Tokenizer.CountTokens(in)
		}
		if len(batch) == o.cfg.MaxBatchInputs || tokens+n > o.cfg.MaxBatchTokens {
			if err := flush(); err != nil {
				return nil, err
			}
		}
		batch = append(batch, in)
		tokens += n
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// meteredBatch is embedBatch under the Meter: refused before the request
// when the payer is over a ceiling, recorded after it with the tokens the
// endpoint reports (counted ones when it reports none).
func (o *OpenAI) meteredBatch(ctx context.Context, batch []string, counted int) ([][]float32, error) {
	p := PayerOf(ctx)
	if o.cfg.Meter == nil || p.WorkspaceID == uuid.Nil {
		vecs, _, err := o.embedBatch(ctx, batch)
		return vecs, err
	}
	if err := o.cfg.Meter.AllowEmbedding(ctx, p); err != nil {
		return nil, err
	}
	start := time.Now()
	vecs, used, err := o.embedBatch(ctx, batch)
	outcome := "ok"
	switch {
	case err != nil && ctx.Err() != nil:
		outcome = "cancelled"
	case err != nil:
		outcome = "error"
	case used <= 0:
		used = int64(counted)
	}
	o.cfg.Meter.RecordEmbedding(context.WithoutCancel(ctx), p, o.cfg.Model, used, start, time.Since(start), outcome)
	return vecs, err
}

// embedBatch makes one request (retried by the HTTP client's policy) and
// returns the input tokens the endpoint counted.
func (o *OpenAI) embedBatch(ctx context.Context, batch []string) ([][]float32, int64, error) {
	params := openai.EmbeddingNewParams{
		Input:          openai.EmbeddingNewParamsInputUnion{OfArrayOfStrings: batch},
		Model:          openai.EmbeddingModel(o.cfg.Model),
		Dimensions:     openai.Int(int64(o.cfg.Dimensions)),
		EncodingFormat: openai.EmbeddingNewParamsEncodingFormatFloat,
	}
	res, err := o.svc.New(ctx, params)
	if err != nil {
		if ctx.Err() != nil {
			return nil, 0, fmt.Errorf("openai embeddings: %w", ctx.Err())
		}
		return nil, 0, describe(err)
	}
	vecs, err := decode(res, len(batch), o.cfg.Dimensions)
	return vecs, res.Usage.PromptTokens, err
}

// describe turns a final failure into an error of the right kind, keeping the
// API's own message, which says what was wrong with the request.
func describe(err error) error {
	var apiErr *openai.Error
	if !errors.As(err, &apiErr) {
		return errs.Wrap(errs.Unavailable, err, "openai embeddings: request failed")
	}
	msg := fmt.Sprintf("openai embeddings: %d %s", apiErr.StatusCode, http.StatusText(apiErr.StatusCode))
	if apiErr.Message != "" {
		msg += ": " + apiErr.Message
	}
	switch code := apiErr.StatusCode; {
	case code == http.StatusTooManyRequests:
		return errs.Wrap(errs.RateLimited, err, "%s (retries exhausted)", msg)
	case httpclient.Retryable(code):
		return errs.Wrap(errs.Unavailable, err, "%s (retries exhausted)", msg)
	case code == http.StatusBadRequest || code == http.StatusUnprocessableEntity:
		return errs.Wrap(errs.Invalid, err, "%s", msg)
	default: // 401, 403, 404: a configuration problem (key, model, base URL)
		return errs.Wrap(errs.Unavailable, err, "%s", msg)
	}
}

// decode checks the response against the request and orders it by index: the
// API does not promise data in input order.
func decode(res *openai.CreateEmbeddingResponse, n, dims int) ([][]float32, error) {
	if len(res.Data) != n {
		return nil, errs.E(errs.Internal, "openai embeddings: got %d embeddings for %d inputs", len(res.Data), n)
	}
	out := make([][]float32, n)
	for _, d := range res.Data {
		i := int(d.Index)
		if i < 0 || i >= n || out[i] != nil {
			return nil, errs.E(errs.Internal, "openai embeddings: bad or repeated index %d", d.Index)
		}
		if len(d.Embedding) != dims {
			return nil, errs.E(errs.Internal, "openai embeddings: dimension mismatch: got %d, want %d (model %q)", len(d.Embedding), dims, res.Model)
		}
		v := make([]float32, dims)
		for k, f := range d.Embedding {
			v[k] = float32(f)
		}
		out[i] = v
	}
	return out, nil
}
