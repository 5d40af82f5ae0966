package gdrive

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

// TokenSource supplies the OAuth access token; see httpclient.TokenSource.
type TokenSource = httpclient.TokenSource

// StaticToken is a TokenSource for a token that never expires (tests, the
// render tool); see httpclient.StaticToken.
type StaticToken = httpclient.StaticToken

// Config tunes a Client; zero fields take the documented defaults.
type Config struct {
	// BaseURL is Google's API origin, default https://www.googleapis.com.
	BaseURL string
	// DirectoryURL is the Admin SDK's origin, default https://admin.googleapis.com.
	DirectoryURL string
	HTTPClient   *http.Client  // default: 30 s timeout per attempt
	Limiter      *rate.Limiter // default: 10 requests/s, burst 5
	PageSize     int           // files.list and changes.list page size, default (and at most) 1000
	// Retry is the policy of 429, 403 rate limits, 5xx and network errors.
	Retry httpclient.Retry
}

// Client calls the Drive v3 API for one grant.
type Client struct {
	base      string
	directory string // the Directory API's root
	pageSize  int
	t         *httpclient.Transport
}

// New builds a Client.
func New(tokens TokenSource, cfg Config) *Client {
	if cfg.BaseURL == "" {
		cfg.BaseURL = "https://www.googleapis.com"
	}
	if cfg.DirectoryURL == "" {
		cfg.DirectoryURL = "https://admin.googleapis.com"
	}
	if cfg.PageSize <= 0 || cfg.PageSize > 1000 {
		cfg.PageSize = 1000
	}
	if cfg.Limiter == nil {
		cfg.Limiter = rate.NewLimiter(10, 5)
	}
	return &Client{
		base: strings.TrimRight(cfg.BaseURL, "/") + "/drive/v3", pageSize: cfg.PageSize,
		directory: strings.TrimRight(cfg.DirectoryURL, "/") + "/admin/directory/v1",
		t: httpclient.New(tokens, httpclient.Options{
			Name: "google drive", HTTPClient: cfg.HTTPClient, Limiter: cfg.Limiter, Retry: cfg.Retry,
			DecodeError: decodeAPIError, RetryError: rateLimited,
		}),
	}
}

func (c *Client) get(ctx context.Context, path string, q url.Values, out any) error {
	u := c.base + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	return c.t.Do(ctx, http.MethodGet, u, nil, out)
}

// quoteID makes an id safe inside a files.list query string literal.
func quoteID(id string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(id) + "'"
}

// Children lists one page of a folder's children that are not in the
// trash. driveID ("" for My Drive) scopes the query to a shared drive.
func (c *Client) Children(ctx context.Context, folderID, driveID, pageToken string) (FileList, error) {
	q := url.Values{
		"q":                         {quoteID(folderID) + " in parents and trashed = false"},
		"fields":                    {"nextPageToken,files(" + fileFields + ")"},
		"pageSize":                  {fmt.Sprint(c.pageSize)},
		"supportsAllDrives":         {"true"},
		"includeItemsFromAllDrives": {"true"},
	}
	if driveID != "" {
		q.Set("corpora", "drive")
		q.Set("driveId", driveID)
	}
	if pageToken != "" {
		q.Set("pageToken", pageToken)
	}
	var out FileList
	if err := c.get(ctx, "/files", q, &out); err != nil {
		return FileList{}, fmt.Errorf("google drive files.list: %w", err)
	}
	return out, nil
}

// File reads one file's metadata ("root" is My Drive's root folder).
func (c *Client) File(ctx context.Context, id string) (File, error) {
	var out File
	q := url.Values{"fields": {fileFields}, "supportsAllDrives": {"true"}}
	if err := c.get(ctx, "/files/"+url.PathEscape(id), q, &out); err != nil {
		return File{}, fmt.Errorf("google drive files.get: %w", err)
	}
	return out, nil
}

// Export converts a Google Docs editors file to mime and returns at most
// limit bytes (errs.TooLarge beyond). Google refuses exports over 10 MB
// with 403 exportSizeLimitExceeded, returned as an *httpclient.APIError.
func (c *Client) Export(ctx context.Context, id, mime string, limit int64) ([]byte, error) {
	u := c.base + "/files/" + url.PathEscape(id) + "/export?" + url.Values{"mimeType": {mime}}.Encode()
	b, err := c.t.Get(ctx, u, limit)
	if err != nil {
		return nil, fmt.Errorf("google drive files.export: %w", err)
	}
	return b, nil
}

// Download returns a stored file's bytes (alt=media), at most limit.
func (c *Client) Download(ctx context.Context, id string, limit int64) ([]byte, error) {
	u := c.base + "/files/" + url.PathEscape(id) + "?" + url.Values{"alt": {"media"}, "supportsAllDrives": {"true"}}.Encode()
	b, err := c.t.Get(ctx, u, limit)
	if err != nil {
		return nil, fmt.Errorf("google drive download: %w", err)
	}
	return b, nil
}

// maxPermissionPages bounds permissions.list pages per file (100 each).
const maxPermissionPages = 20

// Permissions lists a file's permissions, shared-drive members included
// (supportsAllDrives), all pages up to maxPermissionPages.
func (c *Client) Permissions(ctx context.Context, id string) ([]Permission, error) {
	var all []Permission
	token := ""
	for range maxPermissionPages {
		q := url.Values{"supportsAllDrives": {"true"}, "pageSize": {"100"},
			"fields": {"nextPageToken,permissions(" + permissionFields + ")"}}
		if token != "" {
			q.Set("pageToken", token)
		}
		var out PermissionList
		if err := c.get(ctx, "/files/"+url.PathEscape(id)+"/permissions", q, &out); err != nil {
			return nil, fmt.Errorf("google drive permissions.list: %w", err)
		}
		all = append(all, out.Permissions...)
		if out.NextPageToken == "" || out.NextPageToken == token {
			return all, nil
		}
		token = out.NextPageToken
	}
	return all, nil
}

// StartPageToken returns the token from which changes.list reports what
// changes from now on, for My Drive ("") or a shared drive.
func (c *Client) StartPageToken(ctx context.Context, driveID string) (string, error) {
	q := url.Values{"supportsAllDrives": {"true"}}
	if driveID != "" {
		q.Set("driveId", driveID)
	}
	var out struct {
		StartPageToken string `json:"startPageToken"`
	}
	if err := c.get(ctx, "/changes/startPageToken", q, &out); err != nil {
		return "", fmt.Errorf("google drive changes.getStartPageToken: %w", err)
	}
	if out.StartPageToken == "" {
		return "", errs.E(errs.Unavailable, "google drive sent no start page token")
	}
	return out.StartPageToken, nil
}

// Changes reads one page of changes from token, removals included.
func (c *Client) Changes(ctx context.Context, token, driveID string) (ChangeList, error) {
	q := url.Values{
		"pageToken":                 {token},
		"pageSize":                  {fmt.Sprint(c.pageSize)},
		"includeRemoved":            {"true"},
		"supportsAllDrives":         {"true"},
		"includeItemsFromAllDrives": {"true"},
		"fields":                    {"nextPageToken,newStartPageToken,changes(fileId,removed,file(" + fileFields + "))"},
	}
	if driveID != "" {
		q.Set("driveId", driveID)
	}
	var out ChangeList
	if err := c.get(ctx, "/changes", q, &out); err != nil {
		return ChangeList{}, fmt.Errorf("google drive changes.list: %w", err)
	}
	if out.NextPageToken == "" && out.NewStartPageToken == "" {
		return ChangeList{}, errs.E(errs.Unavailable, "google drive sent a changes page without a next or new start token")
	}
	return out, nil
}

// maxDrives bounds the shared drives read for the picker.
const maxDrives = 1000

// SharedDrives lists the shared drives the user can see (all pages, up to 1000).
func (c *Client) SharedDrives(ctx context.Context) ([]SharedDrive, error) {
	var all []SharedDrive
	token := ""
	for {
		q := url.Values{"pageSize": {"100"}, "fields": {"nextPageToken,drives(id,name)"}}
		if token != "" {
			q.Set("pageToken", token)
		}
		var out struct {
			Drives        []SharedDrive `json:"drives"`
			NextPageToken string        `json:"nextPageToken"`
		}
		if err := c.get(ctx, "/drives", q, &out); err != nil {
			return nil, fmt.Errorf("google drive drives.list: %w", err)
		}
		all = append(all, out.Drives...)
		if out.NextPageToken == "" || out.NextPageToken == token || len(all) >= maxDrives {
			return all, nil
		}
		token = out.NextPageToken
	}
}

// About returns the signed-in user.
func (c *Client) About(ctx context.Context) (About, error) {
	var out About
	if err := c.get(ctx, "/about", url.Values{"fields": {"user(displayName,emailAddress,permissionId)"}}, &out); err != nil {
		return About{}, fmt.Errorf("google drive about.get: %w", err)
	}
	return out, nil
}

// IsNotFound reports whether err means the file does not exist or the
// grant can no longer see it.
func IsNotFound(err error) bool { return httpclient.IsNotFound(err) }

// reasonOf is the Drive error reason of err ("" when it is not a Drive answer).
func reasonOf(err error) string {
	var ae *httpclient.APIError
	if !asAPIError(err, &ae) {
		return ""
	}
	reason, _, _ := strings.Cut(ae.Code, "@")
	return reason
}

// statusOf is the HTTP status of a Drive error answer (0 otherwise).
func statusOf(err error) int {
	var ae *httpclient.APIError
	if !asAPIError(err, &ae) {
		return 0
	}
	return ae.Status
}

// Member is one member of a Google group (Admin SDK Directory API).
type Member struct {
	Email  string `json:"email"`
	Type   string `json:"type"`   // USER, GROUP, CUSTOMER, EXTERNAL
	Status string `json:"status"` // ACTIVE, SUSPENDED, ...
}

// GroupMembers lists a group's members, members of nested groups included
// (members.list with includeDerivedMembership), at most max of them; more
// reports ok false. It needs the admin.directory.group.readonly scope and an
// account that may read the group; otherwise Google answers 403.
func (c *Client) GroupMembers(ctx context.Context, group string, max int) (members []Member, ok bool, err error) {
	token := ""
	for range max/200 + 2 {
		q := url.Values{"includeDerivedMembership": {"true"}, "maxResults": {"200"}}
		if token != "" {
			q.Set("pageToken", token)
		}
		var out struct {
			Members       []Member `json:"members"`
			NextPageToken string   `json:"nextPageToken"`
		}
		u := c.directory + "/groups/" + url.PathEscape(group) + "/members?" + q.Encode()
		if err := c.t.Do(ctx, http.MethodGet, u, nil, &out); err != nil {
			return nil, false, fmt.Errorf("google directory members.list: %w", err)
		}
		members = append(members, out.Members...)
		if len(members) > max {
			return nil, false, nil
		}
		if out.NextPageToken == "" || out.NextPageToken == token {
			return members, true, nil
		}
		token = out.NextPageToken
	}
	return nil, false, nil
}
