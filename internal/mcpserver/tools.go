package mcpserver

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/tools"
)

// callTool runs one registry tool for the caller: the same Registry.Call the
// agent makes, so the text, the guard, the limits and the corrections are
// the agent's. The model reads Text; passages also come as resource links
// and structured content with their stable citation ids.
func (s *Server) callTool(name, via string, who identify) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		id, err := who(ctx, req.Extra)
		if err != nil {
			return nil, err
		}
		if text, ok := s.allow(ctx, id, via, name, start); !ok {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		}
		// Paid query embeddings are charged to the token's account, like a turn's (ADR 0053).
		ctx = embed.ChargeTo(ctx, id.UserID)
		// Privacy on: placeholders this token was given come back as their values, and the result is masked.
		mask, err := s.callMask(ctx, id)
		if err != nil {
			s.opts.Log.ErrorContext(ctx, "mcp: privacy setting", "err", err)
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: errPrivacyUnread}}}, nil
		}
		args, err := s.restoreArgs(ctx, id, string(req.Params.Arguments))
		if err != nil {
			s.opts.Log.ErrorContext(ctx, "mcp: restore placeholders", "err", err)
		}
		// Each call numbers its own passages: a client has no turn to share them with.
		res := s.opts.Tools.Call(ctx, tools.Context{WorkspaceID: id.WorkspaceID, UserID: id.UserID, Session: tools.NewSession()}, name, args)
		if mask != nil {
			res = s.maskResult(ctx, id, mask, res)
		}
		s.opts.Metrics.ToolCalls.WithLabelValues(name, string(res.Outcome)).Inc()
		s.record(ctx, id, via, name, string(res.Outcome), start)
		return toResult(res), nil
	}
}

// toResult is the MCP form of a tool result. A correction or a failure is a
// tool error (isError), which the client's model reads and can act on, as
// the agent's model does.
func toResult(res tools.Result) *mcp.CallToolResult {
	out := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}, IsError: res.Outcome != tools.OK}
	if len(res.Citations) == 0 {
		return out
	}
	passages := make([]Passage, 0, len(res.Citations))
	for _, c := range res.Citations {
		p := Passage{N: c.N, CitationID: CitationID(c), DocumentURI: DocumentURI(c.DocumentID), Title: c.Title,
			HeadingPath: c.HeadingPath, URL: c.URL}
		if c.Location != nil {
			p.Location = c.Location.Label
		}
		passages = append(passages, p)
		desc := strings.TrimSpace(strings.Join([]string{c.HeadingPath, p.Location}, " · "))
		out.Content = append(out.Content, &mcp.ResourceLink{URI: p.DocumentURI, Name: fmt.Sprintf("passage %d", c.N),
			Title: c.Title, Description: strings.Trim(desc, " ·"), MIMEType: "text/markdown"})
	}
	out.StructuredContent = map[string]any{"passages": passages}
	return out
}

// Passage is one search result as structured content: where it comes from
// and the id to cite it by.
type Passage struct {
	// N is the passage's label in this call's text ([n]).
	N int `json:"n"`
	// CitationID names the passage stably across calls and clients:
	// ks://documents/{documentId}#chunk={chunkId}.
	CitationID  string `json:"citationId"`
	DocumentURI string `json:"documentUri"`
	Title       string `json:"title"`
	HeadingPath string `json:"headingPath,omitempty"`
	// URL is the source's own link (Notion, Confluence, the uploaded file), when it has one.
	URL      string `json:"url,omitempty"`
	Location string `json:"location,omitempty"`
}

// CitationID is a passage's stable id: its chunk within its document's
// resource URI. A chunk keeps its id until its document changes upstream.
func CitationID(c tools.Citation) string {
	return DocumentURI(c.DocumentID) + "#chunk=" + c.ChunkID.String()
}
