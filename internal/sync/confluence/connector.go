package confluence

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/markdown"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
)

// SourceConfig is what a Confluence source records about its space (the
// grant writes it into sources.config).
type SourceConfig struct {
	CloudID  string `json:"cloud_id"`
	SiteURL  string `json:"site_url"` // https://acme.atlassian.net
	SpaceID  string `json:"space_id"`
	SpaceKey string `json:"space_key"`
}

// Connector is the sync connector of one Confluence space.
type Connector struct {
	client   *Client
	cfg      SourceConfig
	log      *slog.Logger
	listed   map[string]Page // bodies that came with the listing, fetched at most once
	unknowns markdown.Unknowns
	perm     *permState // the space's permissions and the restrictions read this pass
}

// NewConnector builds a connector for one pass. Unknown macros are logged
// once per pass.
func NewConnector(c *Client, cfg SourceConfig, log *slog.Logger) *Connector {
	return &Connector{client: c, cfg: cfg, log: log, listed: map[string]Page{}, unknowns: markdown.Unknowns{}, perm: newPermState()}
}

// TokensFor returns the token source of a stored credential.
type TokensFor func(workspaceID, credentialID uuid.UUID) TokenSource

// NewFactory returns the sync factory for Confluence sources.
func NewFactory(tokens TokensFor, cfg Config, log *slog.Logger) pass.Factory {
	return func(_ context.Context, src source.Source) (pass.Connector, error) {
		var sc SourceConfig
		if err := json.Unmarshal(src.Config, &sc); err != nil || sc.CloudID == "" || sc.SpaceID == "" {
			return nil, errs.E(errs.Invalid, "confluence source %s has no site or space in its config", src.ID)
		}
		if src.CredentialID == nil {
			return nil, errs.E(errs.Invalid, "confluence source %s has no credential", src.ID)
		}
		c := New(tokens(src.WorkspaceID, *src.CredentialID), sc.CloudID, cfg)
		return NewConnector(c, sc, log.With("source_id", src.ID)), nil
	}
}

func (c *Connector) wikiBase() string { return strings.TrimRight(c.cfg.SiteURL, "/") + "/wiki" }

// List returns one page of the space's current pages, each with who may
// read it (the space's permissions and the page's and its ancestors' read
// restrictions, read every pass, so a restriction added on a parent reaches
// its children on the next pass). The bodies come with the listing and are
// kept for Fetch, so a changed page costs no extra call.
func (c *Connector) List(ctx context.Context, cursor string) (pass.Page, error) {
	l, next, err := c.client.SpacePages(ctx, c.cfg.SpaceID, cursor)
	if err != nil {
		return pass.Page{}, connErr(err)
	}
	clear(c.listed) // only the current page's bodies are worth keeping
	page := pass.Page{NextCursor: next}
	for _, p := range l.Results {
		if p.Status != "" && p.Status != "current" {
			continue
		}
		c.perm.titles[p.ID] = p.Title
	}
	for _, p := range l.Results {
		if p.Status != "" && p.Status != "current" {
			continue
		}
		c.listed[p.ID] = p
		g, err := c.grantOf(ctx, p)
		if err != nil {
			return pass.Page{}, err
		}
		page.Items = append(page.Items, pass.Item{ExternalID: p.ID, Title: p.Title, UpdatedAt: p.Version.CreatedAt, Access: g})
	}
	return page, nil
}

// Fetch renders a page's storage body as Markdown.
func (c *Connector) Fetch(ctx context.Context, id string) (pass.Document, error) {
	p, ok := c.listed[id]
	if ok {
		delete(c.listed, id)
	} else {
		var err error
		if p, err = c.client.Page(ctx, id); err != nil {
			return pass.Document{}, connErr(err)
		}
	}
	if p.Status != "" && p.Status != "current" {
		return pass.Document{}, fmt.Errorf("confluence page %s is %s: %w", id, p.Status, pass.ErrDocumentGone)
	}
	r := Renderer{BaseURL: c.wikiBase(), SpaceKey: c.cfg.SpaceKey, PageID: p.ID, OnUnknown: c.unknownMacro}
	r.seen = c.unknowns
	url := ""
	if p.Links.WebUI != "" {
		url = c.wikiBase() + p.Links.WebUI
	}
	return pass.Document{
		ExternalID: p.ID, Title: p.Title, URL: url,
		Markdown: r.Render(p.Body.Storage.Value), UpdatedAt: p.Version.CreatedAt,
	}, nil
}

func (c *Connector) unknownMacro(name string) {
	c.log.Warn("confluence macro not rendered", "macro", name)
}

// Exists reports whether the page is still current.
func (c *Connector) Exists(ctx context.Context, id string) (bool, error) {
	ok, err := c.client.PageExists(ctx, id)
	return ok, connErr(err)
}

func connErr(err error) error {
	return httpclient.ForSync("confluence", err, pass.ErrNeedsReauth, pass.ErrDocumentGone)
}

var _ pass.Connector = (*Connector)(nil)
