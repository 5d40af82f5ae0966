package mcpserver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"time"

	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/retrieval"
)

const (
	// listPageSize bounds one resources/list page: a client pages on with
	// nextCursor, so a workspace of any size costs each request the same.
	listPageSize = 100
	// maxCursorLen refuses a cursor no page of ours could have produced
	// before decoding it.
	maxCursorLen = 256
	// listDocumentsTool is the audit's name for a resources/list.
	listDocumentsTool = "resources/list"
)

// cursor is the opaque position resources/list hands out: the last listed
// document's id, and nothing of its content (a title can name a person, and
// privacy masks titles, ADR 0047). Clients must not read it; it is base64url
// JSON so the server can change it without clients noticing.
type cursor struct {
	ID string `json:"i"`
}

func encodeCursor(e retrieval.DocumentEntry) string {
	b, _ := json.Marshal(cursor{ID: e.ID.String()})
	return base64.RawURLEncoding.EncodeToString(b)
}

// decodeCursor reads a cursor this server gave (uuid.Nil for none);
// anything else is refused.
func decodeCursor(s string) (uuid.UUID, bool) {
	if s == "" {
		return uuid.Nil, true
	}
	if len(s) > maxCursorLen {
		return uuid.Nil, false
	}
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return uuid.Nil, false
	}
	var c cursor
	if json.Unmarshal(b, &c) != nil {
		return uuid.Nil, false
	}
	id, err := uuid.Parse(c.ID)
	if err != nil || id == uuid.Nil {
		return uuid.Nil, false
	}
	return id, true
}

// listDocuments answers resources/list with the caller's workspace's indexed
// documents, listPageSize at a time (the SDK's own listing knows only static
// resources, and every document here is one). Other methods pass through.
func (s *Server) listDocuments(via string, who identify) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			lr, ok := req.(*mcp.ListResourcesRequest)
			if method != "resources/list" || !ok {
				return next(ctx, method, req)
			}
			start := time.Now()
			id, err := who(ctx, lr.Extra)
			if err != nil {
				return nil, err
			}
			if r, ok := s.allow(ctx, id, via, listDocumentsTool, start); !ok {
				return nil, r.rpcError()
			}
			var raw string
			if lr.Params != nil {
				raw = lr.Params.Cursor
			}
			after, ok := decodeCursor(raw)
			if !ok {
				s.record(ctx, id, via, listDocumentsTool, "correction", start)
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams,
					Message: "the cursor is not one this server gave; list again without a cursor"}
			}
			// One more than a page tells whether another page follows.
			docs, err := s.opts.Documents.ListDocuments(ctx, id.WorkspaceID, id.UserID, after, listPageSize+1)
			if err != nil {
				s.record(ctx, id, via, listDocumentsTool, "error", start)
				s.opts.Log.ErrorContext(ctx, "mcp: list documents", "err", err)
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "the documents could not be listed; try again"}
			}
			// Privacy on: the titles are masked as a read of each document would be.
			mask, err := s.callMask(ctx, id)
			if err != nil {
				s.record(ctx, id, via, listDocumentsTool, "error", start)
				s.opts.Log.ErrorContext(ctx, "mcp: privacy setting", "err", err)
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: errPrivacyUnread}
			}
			res := &mcp.ListResourcesResult{Resources: []*mcp.Resource{}}
			if len(docs) > listPageSize {
				docs = docs[:listPageSize]
				res.NextCursor = encodeCursor(docs[len(docs)-1])
			}
			for _, d := range docs {
				title := d.Title
				if mask != nil {
					title, _ = mask.Redact(title)
				}
				res.Resources = append(res.Resources, &mcp.Resource{URI: DocumentURI(d.ID), Name: title, Title: title,
					MIMEType: "text/markdown"})
			}
			if mask != nil {
				s.remember(ctx, id, mask)
			}
			s.record(ctx, id, via, listDocumentsTool, "ok", start)
			return res, nil
		}
	}
}
