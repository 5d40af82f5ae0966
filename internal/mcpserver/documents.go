package mcpserver

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/errs"
)

// documentTemplate is the documents' resource URI template.
const (
	documentTemplate = "ks://documents/{id}"
	documentPrefix   = "ks://documents/"
	// readDocumentTool is the audit's name for a resource read.
	readDocumentTool = "resources/read"
)

// DocumentURI is a document's resource URI.
func DocumentURI(id uuid.UUID) string { return documentPrefix + id.String() }

// readDocument serves ks://documents/{id}: the document's Markdown, read
// with the caller's workspace, so another workspace's id is not found.
func (s *Server) readDocument(via string, who identify) mcp.ResourceHandler {
	return func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		start := time.Now()
		uri := req.Params.URI
		id, err := who(ctx, req.Extra)
		if err != nil {
			return nil, err
		}
		if text, ok := s.allow(ctx, id, via, readDocumentTool, start); !ok {
			return nil, &rateLimited{text}
		}
		rest, _, _ := strings.Cut(strings.TrimPrefix(uri, documentPrefix), "#")
		docID, perr := uuid.Parse(rest)
		if !strings.HasPrefix(uri, documentPrefix) || perr != nil {
			s.record(ctx, id, via, readDocumentTool, "not_found", start)
			return nil, mcp.ResourceNotFoundError(uri)
		}
		doc, err := s.opts.Documents.Document(ctx, id.WorkspaceID, docID)
		if errs.Is(err, errs.NotFound) {
			s.record(ctx, id, via, readDocumentTool, "not_found", start)
			return nil, mcp.ResourceNotFoundError(uri)
		}
		if err != nil {
			s.record(ctx, id, via, readDocumentTool, "error", start)
			s.opts.Log.ErrorContext(ctx, "mcp: read document", "document_id", docID, "err", err)
			return nil, errReadFailed
		}
		mask, err := s.callMask(ctx, id)
		if err != nil {
			s.record(ctx, id, via, readDocumentTool, "error", start)
			s.opts.Log.ErrorContext(ctx, "mcp: privacy setting", "err", err)
			return nil, errReadFailed
		}
		s.record(ctx, id, via, readDocumentTool, "ok", start)
		md := doc.Markdown
		if doc.Truncated {
			md += "\n\n[The document is longer; only its first part is shown. Search it with search_document_chunks for the rest.]\n"
		}
		if mask != nil {
			md = s.maskText(ctx, id, mask, md)
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: DocumentURI(doc.ID), MIMEType: "text/markdown", Text: md}}}, nil
	}
}
