package notion

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// APIVersion is the Notion-Version the client speaks.
const APIVersion = "2022-06-28"

// Config tunes a Client; zero fields take the documented defaults.
type Config struct {
	BaseURL    string        // default https://api.notion.com/v1
	HTTPClient *http.Client  // default: 30 s timeout
	Limiter    *rate.Limiter // default: 3 requests/s, burst 1 (Notion's per-integration limit)
	MaxDepth   int           // block nesting fetched below the page, default 8
	PageSize   int           // results per request, default 100 (Notion's maximum)
	// Retry is the policy for 429, 5xx and network errors (httpclient's defaults).
	Retry httpclient.Retry
}

// Client calls the Notion API for one integration (one token).
type Client struct {
	base     string
	maxDepth int
	pageSize int
	t        *httpclient.Transport
}

// New builds a Client for the token source.
func New(tokens TokenSource, cfg Config) *Client {
	if cfg.BaseURL == "" {
		cfg.BaseURL = "https://api.notion.com/v1"
	}
	if cfg.MaxDepth <= 0 {
		cfg.MaxDepth = 8
	}
	if cfg.PageSize <= 0 || cfg.PageSize > 100 {
		cfg.PageSize = 100
	}
	return &Client{
		base: cfg.BaseURL, maxDepth: cfg.MaxDepth, pageSize: cfg.PageSize,
		t: httpclient.New(tokens, httpclient.Options{
			Name: "notion", HTTPClient: cfg.HTTPClient, Limiter: cfg.Limiter, Rate: 3,
			Retry:   cfg.Retry,
			Headers: map[string]string{"Notion-Version": APIVersion},
		}),
	}
}

// Page is a Notion page's metadata.
type Page struct {
	Object         string    `json:"object"`
	ID             string    `json:"id"`
	URL            string    `json:"url"`
	LastEditedTime time.Time `json:"last_edited_time"`
	Archived       bool      `json:"archived"`
	InTrash        bool      `json:"in_trash"`
	// Properties stay raw: their shapes vary by type (and databases, which
	// search may return, use the same keys with other shapes).
	Properties map[string]json.RawMessage `json:"properties"`
}

// Title is the text of the page's title property.
func (p Page) Title() string {
	for _, raw := range p.Properties {
		var prop struct {
			Type  string     `json:"type"`
			Title []RichText `json:"title"`
		}
		if json.Unmarshal(raw, &prop) == nil && prop.Type == "title" {
			return PlainText(prop.Title)
		}
	}
	return ""
}

// Gone reports whether the page is archived or in the trash.
func (p Page) Gone() bool { return p.Archived || p.InTrash }

// SearchPage is one page of search results.
type SearchPage struct {
	Results    []Page `json:"results"`
	HasMore    bool   `json:"has_more"`
	NextCursor string `json:"next_cursor"`
}

// Search returns one page of the pages shared with the integration, from
// cursor ("" for the first). NextCursor is "" on the last page.
func (c *Client) Search(ctx context.Context, cursor string) (SearchPage, error) {
	body := map[string]any{
		"filter":    map[string]string{"property": "object", "value": "page"},
		"page_size": c.pageSize,
		"sort":      map[string]string{"direction": "ascending", "timestamp": "last_edited_time"},
	}
	if cursor != "" {
		body["start_cursor"] = cursor
	}
	var out SearchPage
	if err := c.t.Do(ctx, http.MethodPost, c.base+"/search", body, &out); err != nil {
		return SearchPage{}, fmt.Errorf("notion search: %w", err)
	}
	if !out.HasMore {
		out.NextCursor = ""
	}
	// Search can return databases despite the filter on older workspaces.
	pages := out.Results[:0]
	for _, p := range out.Results {
		if p.Object == "" || p.Object == "page" {
			pages = append(pages, p)
		}
	}
	out.Results = pages
	return out, nil
}

// SearchAll pages through search until the last page.
func (c *Client) SearchAll(ctx context.Context) ([]Page, error) {
	var all []Page
	cursor := ""
	for {
		p, err := c.Search(ctx, cursor)
		if err != nil {
			return nil, err
		}
		all = append(all, p.Results...)
		if p.NextCursor == "" {
			return all, nil
		}
		cursor = p.NextCursor
	}
}

// GetPage fetches a page's metadata. A page that 404s is reported with an
// errs.NotFound error.
func (c *Client) GetPage(ctx context.Context, id string) (Page, error) {
	var p Page
	if err := c.t.Do(ctx, http.MethodGet, c.base+"/pages/"+url.PathEscape(id), nil, &p); err != nil {
		return Page{}, fmt.Errorf("notion get page: %w", err)
	}
	return p, nil
}

// PageExists reports whether a page still exists for the integration: a
// 404, an archived page and a page in the trash do not.
func (c *Client) PageExists(ctx context.Context, id string) (bool, error) {
	p, err := c.GetPage(ctx, id)
	if found, err := httpclient.Exists(err); !found {
		return false, err
	}
	return !p.Gone(), nil
}

type blockList struct {
	Results    []Block `json:"results"`
	HasMore    bool    `json:"has_more"`
	NextCursor string  `json:"next_cursor"`
}

// Blocks fetches a block's (or page's) children, following cursors, and
// their children recursively down to the configured depth. Deeper content
// is left out rather than failing the page.
func (c *Client) Blocks(ctx context.Context, id string) ([]Block, error) {
	return c.blocks(ctx, id, 0)
}

func (c *Client) blocks(ctx context.Context, id string, depth int) ([]Block, error) {
	var all []Block
	cursor := ""
	for {
		q := url.Values{"page_size": {fmt.Sprint(c.pageSize)}}
		if cursor != "" {
			q.Set("start_cursor", cursor)
		}
		var l blockList
		u := c.base + "/blocks/" + url.PathEscape(id) + "/children?" + q.Encode()
		if err := c.t.Do(ctx, http.MethodGet, u, nil, &l); err != nil {
			return nil, fmt.Errorf("notion block children: %w", err)
		}
		all = append(all, l.Results...)
		if !l.HasMore || l.NextCursor == "" {
			break
		}
		cursor = l.NextCursor
	}
	for i := range all {
		b := &all[i]
		if !b.HasChildren || len(b.Children) > 0 || depth+1 >= c.maxDepth || b.Type == "child_page" || b.Type == "child_database" {
			continue
		}
		// A synced-block duplicate shows its original's content; the
		// original may not be shared with the integration, in which case
		// the duplicate renders as nothing rather than failing the page.
		src := b.ID
		if b.Type == "synced_block" && b.Data.SyncedFrom != nil && b.Data.SyncedFrom.BlockID != "" {
			src = b.Data.SyncedFrom.BlockID
		}
		kids, err := c.blocks(ctx, src, depth+1)
		if err != nil && !(src != b.ID && errs.Is(err, errs.NotFound)) {
			return nil, err
		}
		b.Children = kids
	}
	return all, nil
}
