package app

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/config"
	"knowledgestack/internal/workspace"
)

// signInProviders wires the configured OpenID Connect providers: Google
// (GOOGLE_CLIENT_*) and the organisation's (OIDC_*); nil when not configured.
// The browser reaches the callbacks through the web server's /api prefix.
func signInProviders(ctx context.Context, cfg config.Config, opts Options, pool *pgxpool.Pool,
	workspaces *workspace.Service) (google, oidc *auth.Provider, err error) {
	if cfg.GoogleEnabled() {
		google, err = auth.NewGoogle(pool, auth.ProviderOptions{
			ClientID: cfg.GoogleClientID, ClientSecret: cfg.GoogleClientSecret,
			RedirectURL: cfg.PublicURL + "/api/auth/google/callback",
			HTTPClient:  opts.SignInClient, Signup: cfg.Signup, Invitations: workspaces,
		}, opts.GoogleIssuer)
		if err != nil {
			return nil, nil, err
		}
	}
	if !cfg.OIDCEnabled() {
		return google, nil, nil
	}
	o := cfg.OIDC
	if o.AutoJoinWorkspace != uuid.Nil {
		// A typo here would silently join no one: stop the boot instead.
		ok, err := workspaces.Exists(ctx, o.AutoJoinWorkspace)
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			return nil, nil, fmt.Errorf("configuration: OIDC_AUTO_JOIN_WORKSPACE names no workspace (%s)", o.AutoJoinWorkspace)
		}
	}
	oidc, err = auth.NewProvider(pool, auth.ProviderOptions{
		Name: auth.ProviderOIDC, Label: o.Label, Issuer: o.Issuer, ClientID: o.ClientID, ClientSecret: o.ClientSecret,
		RedirectURL:    cfg.PublicURL + "/api/auth/oidc/callback",
		AllowedDomains: o.AllowedDomains, AutoJoin: o.AutoJoinWorkspace,
		HTTPClient: opts.SignInClient, Signup: cfg.Signup, Invitations: workspaces,
	})
	return google, oidc, err
}
