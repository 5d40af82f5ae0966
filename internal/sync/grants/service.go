package grants

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/secret"
	"knowledgestack/internal/sync/confluence"
	"knowledgestack/internal/sync/slack"
)

// Options configure a Service.
type Options struct {
	// Notion and Atlassian are the apps' OAuth credentials; a provider
	// without them is listed as unavailable.
	Notion, Atlassian Client
	// PublicURL is the product's public origin: the redirect URI and the
	// page the browser returns to are built on it.
	PublicURL  string
	StateKey   []byte // HMAC key for states; see DeriveStateKey
	Endpoints  Endpoints
	HTTPClient *http.Client     // default: 30 s timeout
	StateTTL   time.Duration    // default 10 minutes
	Skew       time.Duration    // refresh this long before expiry, default 2 minutes
	Now        func() time.Time // default time.Now
	// Confluence configures the client used to list sites and spaces
	// during a grant; its GatewayURL defaults to Endpoints.AtlassianGateway.
	Confluence confluence.Config
	// SlackApp is the Slack app's credentials (unavailable without them).
	SlackApp SlackApp
	// GoogleDrive is the Google OAuth client of the Drive connector (the
	// sign-in client when no Drive one is configured).
	GoogleDrive Client
	// DriveGroups makes the Drive grant ask for DirectoryGroupScope too.
	DriveGroups bool
	// SlackAPI configures the client that reads auth.test during a grant;
	// its BaseURL defaults to Endpoints.SlackAPI.
	SlackAPI slack.Config
}

// Service runs connector grants and hands out token sources.
type Service struct {
	pool        *pgxpool.Pool
	keys        *secret.Keyring // tokens at rest; aad binds a ciphertext to its credential
	publicURL   string
	notion      Client
	atlassian   Client
	slackApp    SlackApp
	drive       Client
	driveGroups bool // Options.DriveGroups
	stateKey    []byte
	ep          Endpoints
	http        *http.Client
	stateTTL    time.Duration
	skew        time.Duration
	now         func() time.Time
	conf        confluence.Config
	// slackClient configures the Slack Web API client used during a grant.
	slackClient slack.Config
}

// NewService validates the options and builds the service.
func NewService(pool *pgxpool.Pool, keys *secret.Keyring, o Options) (*Service, error) {
	if pool == nil || keys == nil {
		return nil, errors.New("oauth: pool and key ring are required")
	}
	if len(o.StateKey) < 32 {
		return nil, errors.New("oauth: state key must be at least 32 bytes")
	}
	o.Endpoints.fill()
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 30 * time.Second}
	}
	if o.StateTTL <= 0 {
		o.StateTTL = 10 * time.Minute
	}
	if o.Skew <= 0 {
		o.Skew = 2 * time.Minute
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Confluence.GatewayURL == "" {
		o.Confluence.GatewayURL = o.Endpoints.AtlassianGateway
	}
	if o.Confluence.HTTPClient == nil {
		o.Confluence.HTTPClient = o.HTTPClient
	}
	if o.SlackAPI.BaseURL == "" {
		o.SlackAPI.BaseURL = o.Endpoints.SlackAPI
	}
	if o.SlackAPI.HTTPClient == nil {
		o.SlackAPI.HTTPClient = o.HTTPClient
	}
	return &Service{
		pool: pool, keys: keys, publicURL: strings.TrimRight(o.PublicURL, "/"),
		notion: o.Notion, atlassian: o.Atlassian,
		slackApp: o.SlackApp, slackClient: o.SlackAPI, drive: o.GoogleDrive, driveGroups: o.DriveGroups,
		stateKey: o.StateKey, ep: o.Endpoints, http: o.HTTPClient,
		stateTTL: o.StateTTL, skew: o.Skew, now: o.Now, conf: o.Confluence,
	}, nil
}

// Catalogue lists the connectors and whether each can be granted.
func (s *Service) Catalogue() []ProviderInfo {
	return Catalogue(s.notion, s.atlassian, s.slackApp, s.drive)
}

func (s *Service) redirectURL() string { return s.publicURL + "/api/sources/oauth/callback" }

// SourcesPage is where the callback sends the browser back to.
func (s *Service) SourcesPage() string { return s.publicURL + "/sources" }

// Authorize starts a grant: it records a single-use state bound to the
// workspace, the user and the provider, and returns the provider URL to
// send the browser to. Only owners and admins may call it (checked by the
// caller, which knows the role).
func (s *Service) Authorize(ctx context.Context, workspaceID, userID uuid.UUID, provider string) (string, error) {
	var info *ProviderInfo
	for _, p := range s.Catalogue() {
		if p.Provider == provider {
			info = &p
		}
	}
	switch {
	case info == nil:
		return "", errs.E(errs.NotFound, "unknown connector %q", provider)
	case !info.Available:
		return "", errs.E(errs.Unavailable, "%s is not configured on this server (missing %v)", info.Label, info.Missing)
	}
	expires := s.now().Add(s.stateTTL)
	state, err := signState(s.stateKey, statePayload{Provider: provider, WorkspaceID: workspaceID, UserID: userID, Expires: expires.Unix()})
	if err != nil {
		return "", fmt.Errorf("authorize: %w", err)
	}
	if err := s.saveState(ctx, state, provider, workspaceID, userID, expires); err != nil {
		return "", fmt.Errorf("authorize: %w", err)
	}
	return s.authURL(provider, state), nil
}

// Callback is what the provider's redirect carries back.
type Callback struct {
	State, Code, Error string
	// The session that followed the redirect: the state must have been
	// minted for this user in this workspace.
	WorkspaceID, UserID uuid.UUID
}

// Result describes a completed grant.
type Result struct {
	Provider string
	Sources  []uuid.UUID // created or updated
}

// Complete finishes a grant: it checks the state (signature, expiry,
// binding, single use), exchanges the code and stores the credential and
// its sources in one transaction.
func (s *Service) Complete(ctx context.Context, cb Callback) (Result, error) {
	p, err := verifyState(s.stateKey, cb.State, s.now())
	if err != nil {
		return Result{}, err
	}
	if p.WorkspaceID != cb.WorkspaceID || p.UserID != cb.UserID {
		return Result{}, errs.E(errs.Forbidden, "this authorization was started in another workspace or by another user")
	}
	if err := s.consumeState(ctx, cb.State, p); err != nil {
		return Result{}, err
	}
	res := Result{Provider: p.Provider}
	if cb.Error != "" {
		return res, errs.E(errs.Forbidden, "%s authorization was not granted (%s)", p.Provider, cb.Error)
	}
	if cb.Code == "" {
		return res, errs.E(errs.Invalid, "the provider sent no authorization code")
	}
	if p.Provider == Slack {
		res.Sources, err = s.completeSlack(ctx, p, cb.Code)
		return res, err
	}
	tok, err := s.exchange(ctx, p.Provider, cb.Code)
	if err != nil {
		return res, fmt.Errorf("complete grant: %w", err)
	}
	switch p.Provider {
	case Notion:
		res.Sources, err = s.saveNotionGrant(ctx, p, tok)
	case Confluence:
		res.Sources, err = s.saveConfluenceGrant(ctx, p, tok)
	case GDrive:
		res.Sources, err = s.saveDriveGrant(ctx, p, tok)
	default:
		err = errs.E(errs.Invalid, "unknown provider %q", p.Provider)
	}
	return res, err
}

// saveNotionGrant stores one credential and one source keyed on the
// Notion workspace; a second grant of the same workspace updates both.
func (s *Service) saveNotionGrant(ctx context.Context, p statePayload, tok Token) ([]uuid.UUID, error) {
	if tok.WorkspaceID == "" {
		return nil, errs.E(errs.Unavailable, "notion sent a token without a workspace id")
	}
	name := orDefault(tok.WorkspaceName, "Notion")
	cred := credential{provider: Notion, externalID: tok.WorkspaceID, name: name, token: tok,
		metadata: map[string]any{"notion_workspace_id": tok.WorkspaceID}}
	srcs := []grantSource{{externalID: tok.WorkspaceID, name: name, config: map[string]any{"notion_workspace_id": tok.WorkspaceID}}}
	return s.saveGrant(ctx, p, cred, srcs)
}

// saveConfluenceGrant reads the sites the grant covers and their spaces,
// then stores the credential and one source per space in one transaction.
func (s *Service) saveConfluenceGrant(ctx context.Context, p statePayload, tok Token) ([]uuid.UUID, error) {
	ts := confluence.StaticToken(tok.AccessToken)
	sites, err := confluence.New(ts, "", s.conf).AccessibleResources(ctx)
	if err != nil {
		return nil, fmt.Errorf("confluence grant: %w", err)
	}
	if len(sites) == 0 {
		return nil, errs.E(errs.Invalid, "the grant covers no Confluence site")
	}
	var srcs []grantSource
	var siteMeta []map[string]string
	for _, site := range sites {
		spaces, err := confluence.New(ts, site.ID, s.conf).Spaces(ctx)
		if err != nil {
			return nil, fmt.Errorf("confluence grant: %w", err)
		}
		siteMeta = append(siteMeta, map[string]string{"cloud_id": site.ID, "name": site.Name, "url": site.URL})
		for _, sp := range spaces {
			srcs = append(srcs, grantSource{
				externalID: site.ID + ":" + sp.ID,
				name:       sp.Name,
				config: map[string]any{"cloud_id": site.ID, "site_url": site.URL, "space_id": sp.ID,
					"space_key": sp.Key, "space_name": sp.Name},
			})
		}
	}
	// One token covers every site of the grant, so there is one
	// credential, keyed on the first site (Atlassian lists the site just
	// consented to first); each source records its own site.
	cred := credential{provider: Confluence, externalID: sites[0].ID, name: sites[0].Name, token: tok,
		metadata: map[string]any{"sites": siteMeta}}
	return s.saveGrant(ctx, p, cred, srcs)
}
