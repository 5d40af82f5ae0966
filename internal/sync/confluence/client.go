package confluence

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// Config tunes a Client; zero fields take the documented defaults.
type Config struct {
	// GatewayURL is the Atlassian API gateway, default https://api.atlassian.com.
	GatewayURL string
	HTTPClient *http.Client  // default: 30 s timeout
	Limiter    *rate.Limiter // default: 10 requests/s, burst 1
	PageSize   int           // pages per list request, default 100
	// Retry is the policy for 429, 5xx and network errors (httpclient's defaults).
	Retry httpclient.Retry
}

// Client calls the Confluence Cloud v2 API of one site (cloud id) through
// the Atlassian gateway, as OAuth 2.0 (3LO) apps must.
type Client struct {
	gateway  string
	cloudID  string
	pageSize int
	t        *httpclient.Transport
}

// New builds a Client for the site cloudID ("" is allowed for calls that
// need no site, such as AccessibleResources).
func New(tokens TokenSource, cloudID string, cfg Config) *Client {
	if cfg.GatewayURL == "" {
		cfg.GatewayURL = "https://api.atlassian.com"
	}
	if cfg.PageSize <= 0 || cfg.PageSize > 250 {
		cfg.PageSize = 100
	}
	return &Client{
		gateway: strings.TrimRight(cfg.GatewayURL, "/"), cloudID: cloudID, pageSize: cfg.PageSize,
		t: httpclient.New(tokens, httpclient.Options{
			Name: "confluence", HTTPClient: cfg.HTTPClient, Limiter: cfg.Limiter, Rate: 10,
			Retry:       cfg.Retry,
			DecodeError: decodeAPIError,
		}),
	}
}

// siteBase is the wiki root on the gateway; v2 paths and the relative
// _links.next ("/wiki/api/v2/...") hang off it.
func (c *Client) siteBase() string {
	return c.gateway + "/ex/confluence/" + url.PathEscape(c.cloudID)
}

// Resource is a site the grant covers, from accessible-resources.
type Resource struct {
	ID     string   `json:"id"`
	Name   string   `json:"name"`
	URL    string   `json:"url"`
	Scopes []string `json:"scopes"`
}

// AccessibleResources lists the sites the token can reach.
func (c *Client) AccessibleResources(ctx context.Context) ([]Resource, error) {
	var out []Resource
	if err := c.t.Do(ctx, http.MethodGet, c.gateway+"/oauth/token/accessible-resources", nil, &out); err != nil {
		return nil, fmt.Errorf("confluence accessible resources: %w", err)
	}
	return out, nil
}

// Spaces lists every current space of the site the token can read.
func (c *Client) Spaces(ctx context.Context) ([]Space, error) {
	var all []Space
	next := c.siteBase() + "/wiki/api/v2/spaces?" + url.Values{"limit": {fmt.Sprint(c.pageSize)}, "status": {"current"}}.Encode()
	for next != "" {
		var l SpaceList
		if err := c.t.Do(ctx, http.MethodGet, next, nil, &l); err != nil {
			return nil, fmt.Errorf("confluence spaces: %w", err)
		}
		all = append(all, l.Results...)
		next = c.nextURL(l.Links.Next)
	}
	return all, nil
}

// SpacePages returns one page of a space's pages with storage bodies,
// starting at next ("" for the first page). The returned next is the URL
// to pass back for the following page, "" when done.
func (c *Client) SpacePages(ctx context.Context, spaceID, next string) (PageList, string, error) {
	if next == "" {
		next = c.siteBase() + "/wiki/api/v2/spaces/" + url.PathEscape(spaceID) + "/pages?" +
			url.Values{"body-format": {"storage"}, "limit": {fmt.Sprint(c.pageSize)}, "status": {"current"}}.Encode()
	} else if !strings.HasPrefix(next, c.siteBase()+"/") {
		// A cursor is an opaque URL we handed out; refuse anything that
		// would send the token to another host.
		return PageList{}, "", errs.E(errs.Invalid, "confluence cursor is not a page of this site")
	}
	var l PageList
	if err := c.t.Do(ctx, http.MethodGet, next, nil, &l); err != nil {
		return PageList{}, "", fmt.Errorf("confluence space pages: %w", err)
	}
	return l, c.nextURL(l.Links.Next), nil
}

// Page fetches one page with its storage body; a missing page is an
// errs.NotFound error.
func (c *Client) Page(ctx context.Context, id string) (Page, error) {
	var p Page
	u := c.siteBase() + "/wiki/api/v2/pages/" + url.PathEscape(id) + "?body-format=storage"
	if err := c.t.Do(ctx, http.MethodGet, u, nil, &p); err != nil {
		return Page{}, fmt.Errorf("confluence page: %w", err)
	}
	return p, nil
}

// PageExists reports whether the page exists and is current (not trashed,
// archived or a draft).
func (c *Client) PageExists(ctx context.Context, id string) (bool, error) {
	p, err := c.Page(ctx, id)
	if found, err := httpclient.Exists(err); !found {
		return false, err
	}
	return p.Status == "" || p.Status == "current", nil
}

// nextURL resolves v2's relative _links.next ("/wiki/api/v2/...?cursor=")
// against the site base on the gateway.
func (c *Client) nextURL(next string) string {
	switch {
	case next == "":
		return ""
	case strings.HasPrefix(next, "http://"), strings.HasPrefix(next, "https://"):
		// Only the path and cursor matter; the host must stay the gateway
		// that the token is meant for.
		u, err := url.Parse(next)
		if err != nil {
			return ""
		}
		next = u.RequestURI()
		if !strings.HasPrefix(next, "/wiki/") {
			next = "/wiki" + next
		}
	case !strings.HasPrefix(next, "/wiki/"):
		next = "/wiki" + next
	}
	return c.siteBase() + next
}
