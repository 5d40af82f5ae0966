package agent

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"knowledgestack/internal/httpclient"
)

// Message is one entry of the conversation sent to the model.
type Message struct {
	Role       string // system, user, assistant or tool
	Content    string
	ToolCalls  []ToolCall // assistant messages that called tools
	ToolCallID string     // tool messages
}

// ToolCall is a call the model asked for.
type ToolCall struct {
	ID, Name, Arguments string
}

// ToolSpec is a tool offered to the model.
type ToolSpec struct {
	Name, Description string
	Schema            map[string]any
}

// Request is one model call.
type Request struct {
	Model    string
	Messages []Message
	Tools    []ToolSpec
}

// Response is what one streamed model call produced.
type Response struct {
	Content                   string
	ToolCalls                 []ToolCall
	FinishReason              string
	InputTokens, OutputTokens int
}

// Model streams one completion; onText receives content pieces as they arrive
// and an error from it aborts the call.
type Model interface {
	Stream(ctx context.Context, req Request, onText func(string) error) (Response, error)
}

// StatusError is a model endpoint's HTTP failure.
type StatusError struct{ Status int }

// Error names the HTTP status, which is all a caller may show of the failure.
func (e *StatusError) Error() string { return fmt.Sprintf("model endpoint answered HTTP %d", e.Status) }

// OpenAI is a Model over the Chat Completions streaming API of OpenAI or any
// compatible endpoint.
type OpenAI struct {
	client openai.Client
}

// NewOpenAI builds the client; baseURL may be empty for api.openai.com.
// A call that fails before streaming begins (network error, 408, 429, 5xx)
// is retried under retry, httpclient's one policy; the SDK's own retries
// are off so that the two never multiply.
func NewOpenAI(apiKey, baseURL string, retry httpclient.Retry) *OpenAI {
	hc := &http.Client{Transport: httpclient.NewRetryTransport(nil, retry)}
	opts := []option.RequestOption{option.WithAPIKey(apiKey), option.WithMaxRetries(0), option.WithHTTPClient(hc)}
	if baseURL != "" {
		opts = append(opts, option.WithBaseURL(baseURL))
	}
	return &OpenAI{client: openai.NewClient(opts...)}
}

// Stream implements Model.
func (o *OpenAI) Stream(ctx context.Context, req Request, onText func(string) error) (Response, error) {
	params := openai.ChatCompletionNewParams{
		Model:         shared.ChatModel(req.Model),
		Messages:      toParams(req.Messages),
		StreamOptions: openai.ChatCompletionStreamOptionsParam{IncludeUsage: openai.Bool(true)},
	}
	for _, t := range req.Tools {
		params.Tools = append(params.Tools, openai.ChatCompletionFunctionTool(shared.FunctionDefinitionParam{
			Name: t.Name, Description: openai.String(t.Description), Parameters: shared.FunctionParameters(t.Schema),
		}))
	}
	stream := o.client.Chat.Completions.NewStreaming(ctx, params)
	defer stream.Close()
	var resp Response
	calls := map[int64]*ToolCall{}
	for stream.Next() {
		chunk := stream.Current()
		if chunk.Usage.PromptTokens > 0 || chunk.Usage.CompletionTokens > 0 {
			resp.InputTokens, resp.OutputTokens = int(chunk.Usage.PromptTokens), int(chunk.Usage.CompletionTokens)
		}
		for _, ch := range chunk.Choices {
			if ch.Index != 0 {
				continue
			}
			if ch.FinishReason != "" {
				resp.FinishReason = ch.FinishReason
			}
			if d := ch.Delta.Content; d != "" {
				resp.Content += d
				if err := onText(d); err != nil {
					return resp, err
				}
			}
			for _, tc := range ch.Delta.ToolCalls {
				c := calls[tc.Index]
				if c == nil {
					c = &ToolCall{}
					calls[tc.Index] = c
				}
				if tc.ID != "" {
					c.ID = tc.ID
				}
				c.Name += tc.Function.Name
				c.Arguments += tc.Function.Arguments
			}
		}
	}
	if err := stream.Err(); err != nil {
		var apiErr *openai.Error
		if errors.As(err, &apiErr) {
			return resp, &StatusError{Status: apiErr.StatusCode}
		}
		return resp, err
	}
	idx := make([]int64, 0, len(calls))
	for i := range calls {
		idx = append(idx, i)
	}
	sort.Slice(idx, func(i, j int) bool { return idx[i] < idx[j] })
	for _, i := range idx {
		c := *calls[i]
		if c.ID == "" {
			c.ID = fmt.Sprintf("call_%d", i)
		}
		resp.ToolCalls = append(resp.ToolCalls, c)
	}
	return resp, nil
}

func toParams(msgs []Message) []openai.ChatCompletionMessageParamUnion {
	out := make([]openai.ChatCompletionMessageParamUnion, 0, len(msgs))
	for _, m := range msgs {
		switch m.Role {
		case "system":
			out = append(out, openai.SystemMessage(m.Content))
		case "user":
			out = append(out, openai.UserMessage(m.Content))
		case "tool":
			out = append(out, openai.ToolMessage(m.Content, m.ToolCallID))
		case "assistant":
			a := openai.ChatCompletionAssistantMessageParam{}
			if m.Content != "" {
				a.Content.OfString = openai.String(m.Content)
			}
			for _, tc := range m.ToolCalls {
				a.ToolCalls = append(a.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
						ID: tc.ID, Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{Name: tc.Name, Arguments: tc.Arguments},
					},
				})
			}
			out = append(out, openai.ChatCompletionMessageParamUnion{OfAssistant: &a})
		}
	}
	return out
}
