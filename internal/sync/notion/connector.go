package notion

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
)

// Connector is the sync connector of one Notion workspace source: every
// page shared with the integration is a document.
type Connector struct {
	client   *Client
	renderer *Renderer
}

// NewConnector builds a connector for one pass. Unknown block types are
// logged once per pass.
func NewConnector(c *Client, log *slog.Logger) *Connector {
	r := &Renderer{OnUnknown: func(t string) {
		log.Warn("notion block type not rendered", "type", t)
	}}
	return &Connector{client: c, renderer: r}
}

// TokensFor returns the token source of a stored credential.
type TokensFor func(workspaceID, credentialID uuid.UUID) TokenSource

// NewFactory returns the sync factory for Notion sources.
func NewFactory(tokens TokensFor, cfg Config, log *slog.Logger) pass.Factory {
	return func(_ context.Context, src source.Source) (pass.Connector, error) {
		if src.CredentialID == nil {
			return nil, errs.E(errs.Invalid, "notion source %s has no credential", src.ID)
		}
		c := New(tokens(src.WorkspaceID, *src.CredentialID), cfg)
		return NewConnector(c, log.With("source_id", src.ID)), nil
	}
}

// List returns one page of search results (pages only, oldest edit first).
func (c *Connector) List(ctx context.Context, cursor string) (pass.Page, error) {
	res, err := c.client.Search(ctx, cursor)
	if err != nil {
		return pass.Page{}, connErr(err)
	}
	page := pass.Page{NextCursor: res.NextCursor}
	for _, p := range res.Results {
		if p.Gone() {
			continue
		}
		page.Items = append(page.Items, pass.Item{ExternalID: p.ID, Title: p.Title(), UpdatedAt: p.LastEditedTime})
	}
	return page, nil
}

// Fetch renders a page's blocks as Markdown.
func (c *Connector) Fetch(ctx context.Context, id string) (pass.Document, error) {
	p, err := c.client.GetPage(ctx, id)
	if err != nil {
		return pass.Document{}, connErr(err)
	}
	if p.Gone() {
		return pass.Document{}, fmt.Errorf("notion page %s: %w", id, pass.ErrDocumentGone)
	}
	blocks, err := c.client.Blocks(ctx, id)
	if err != nil {
		return pass.Document{}, connErr(err)
	}
	return pass.Document{
		ExternalID: id, Title: p.Title(), URL: p.URL,
		Markdown: c.renderer.Render(blocks), UpdatedAt: p.LastEditedTime,
	}, nil
}

// Exists reports whether the page is still there (not 404, archived or
// trashed).
func (c *Connector) Exists(ctx context.Context, id string) (bool, error) {
	ok, err := c.client.PageExists(ctx, id)
	return ok, connErr(err)
}

// connErr translates client errors into the sync contract's sentinels.
func connErr(err error) error {
	return httpclient.ForSync("notion", err, pass.ErrNeedsReauth, pass.ErrDocumentGone)
}

var _ pass.Connector = (*Connector)(nil)
