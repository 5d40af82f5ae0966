package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	mcpauth "github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
)

// The transports, as the audit names them.
const (
	viaHTTP  = "mcp_http"
	viaStdio = "mcp_stdio"
)

// identityKey holds the Identity in the SDK's TokenInfo.Extra.
const identityKey = "knowledgestack.identity"

// errUnauthorized is the one answer to a token that does not authenticate:
// it never says which of unknown, expired, revoked or removed it was.
var errUnauthorized = errors.New("the API token is not valid, expired or revoked")

// verify is the HTTP transport's token check, run on every request before
// the SDK sees it: the token is resolved against the database each time.
func (s *Server) verify(ctx context.Context, secret string, _ *http.Request) (*mcpauth.TokenInfo, error) {
	id, err := s.authenticate(ctx, secret)
	if err != nil {
		if errors.Is(err, errUnauthorized) {
			return nil, fmt.Errorf("%w: %w", mcpauth.ErrInvalidToken, err)
		}
		// RequireBearerToken writes the error into a 500; never a driver's text.
		return nil, errors.New("the token could not be checked; try again")
	}
	scopes := []string{auth.ScopeRead}
	if id.Scope == auth.ScopeChat {
		scopes = append(scopes, auth.ScopeChat)
	}
	return &mcpauth.TokenInfo{Scopes: scopes, Expiration: id.expires, UserID: id.UserID.String(),
		Extra: map[string]any{identityKey: id.Identity}}, nil
}

// identityFromToken reads the Identity verify attached to the request.
func identityFromToken(_ context.Context, extra *mcp.RequestExtra) (Identity, error) {
	if extra != nil && extra.TokenInfo != nil {
		if id, ok := extra.TokenInfo.Extra[identityKey].(Identity); ok {
			return id, nil
		}
	}
	return Identity{}, errUnauthorized
}

// tokenIdentity is an Identity with its token's expiry.
type tokenIdentity struct {
	Identity
	expires time.Time
}

// authenticate resolves a secret; errUnauthorized when it does not authenticate.
func (s *Server) authenticate(ctx context.Context, secret string) (tokenIdentity, error) {
	ts, err := s.opts.Tokens.Authenticate(ctx, secret)
	if errs.Is(err, errs.Unauthorized) {
		return tokenIdentity{}, errUnauthorized
	}
	if err != nil {
		s.opts.Log.ErrorContext(ctx, "mcp: authenticate token", "err", err)
		return tokenIdentity{}, err
	}
	return tokenIdentity{Identity: Identity{UserID: ts.UserID, WorkspaceID: ts.WorkspaceID, TokenID: ts.TokenID,
		Role: ts.Role, Scope: ts.Scope}, expires: ts.ExpiresAt}, nil
}
