// Package idptest is a small OpenID Connect provider for tests, served by
// httptest on loopback: discovery, JWKS, an authorization endpoint that
// approves at once (redirecting with a code), a token endpoint that checks the
// client, the redirect URI and the PKCE verifier and answers with an RS256 ID
// token signed by go-jose, and userinfo. Tests change what it says (claims, a
// wrong audience, an expired token, another nonce, a foreign signing key) to
// see the relying party refuse, and how it behaves (the client authentication
// methods it lists and accepts, a stalling token endpoint, RFC 9207's iss on
// the callback) to see the relying party cope.
package idptest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
)

// Server is a running provider. Its URL is the issuer.
type Server struct {
	URL          string
	ClientID     string
	ClientSecret string

	srv *httptest.Server

	mu         sync.Mutex
	grants     map[string]grant // code → what the authorization request asked
	access     map[string]bool  // access tokens issued
	profile    map[string]any   // claims of the ID token and userinfo
	override   map[string]any   // ID-token claims set after the standard ones
	foreign    bool             // sign with a key the JWKS does not publish
	lean       bool             // keep profile claims out of the ID token
	authorized []url.Values     // every authorization request's query
	tokenCalls int
	methods    []string      // token_endpoint_auth_methods_supported, and the only ones the token endpoint accepts
	used       []string      // the client authentication of every token request
	stall      time.Duration // the token endpoint's delay before answering
	iss        string        // the iss parameter of authorization responses ("": none)
	issAlways  bool          // discovery's authorization_response_iss_parameter_supported
}

type grant struct {
	challenge, nonce, redirectURI string
}

var (
	keysOnce          sync.Once
	signKey, otherKey *rsa.PrivateKey
)

// keys are made once per test binary: RSA generation is slow.
func keys() (*rsa.PrivateKey, *rsa.PrivateKey) {
	keysOnce.Do(func() {
		var err error
		if signKey, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
		if otherKey, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
	})
	return signKey, otherKey
}

// New starts a provider for one client, closed when the test ends. Its
// default person is Grace Hopper, grace@example.com, verified.
func New(t testing.TB, clientID, clientSecret string) *Server {
	t.Helper()
	s := &Server{ClientID: clientID, ClientSecret: clientSecret, grants: map[string]grant{}, access: map[string]bool{},
		methods:  []string{"client_secret_basic", "client_secret_post"},
		override: map[string]any{}, profile: map[string]any{
			"sub": "110169484474386276334", "name": "Grace Hopper", "given_name": "Grace", "family_name": "Hopper",
			"email": "grace@example.com", "email_verified": true,
		}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", s.discovery)
	mux.HandleFunc("GET /jwks", s.jwks)
	mux.HandleFunc("GET /authorize", s.authorize)
	mux.HandleFunc("POST /token", s.token)
	mux.HandleFunc("GET /userinfo", s.userinfo)
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL
	t.Cleanup(s.srv.Close)
	keys()
	return s
}

// Set changes a claim of the person (ID token and userinfo).
func (s *Server) Set(claim string, v any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.profile[claim] = v
}

// Override sets an ID-token claim after the standard ones (iss, aud, exp,
// iat, nonce, azp), for tokens the relying party must refuse.
func (s *Server) Override(claim string, v any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.override[claim] = v
}

// SignWithForeignKey signs the next ID tokens with a key the JWKS does not publish.
func (s *Server) SignWithForeignKey() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.foreign = true
}

// ProfileInUserinfoOnly keeps e-mail and name out of the ID token, as some
// providers do; the relying party must ask userinfo.
func (s *Server) ProfileInUserinfoOnly() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lean = true
}

// AuthMethods sets the client authentication methods discovery lists
// (token_endpoint_auth_methods_supported; nil leaves the field out) and the
// token endpoint accepts: a request authenticated another way is refused
// with invalid_client, as a strict provider does.
func (s *Server) AuthMethods(methods ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.methods = methods
}

// TokenAuth is the client authentication of every token request so far:
// client_secret_basic, client_secret_post or none.
func (s *Server) TokenAuth() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.used...)
}

// StallToken makes the token endpoint wait d before answering (or until the
// client gives up), as an overloaded provider does.
func (s *Server) StallToken(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stall = d
}

// SendIssuer adds RFC 9207's iss parameter, with this value, to every
// authorization response; always also has discovery say the provider does
// (authorization_response_iss_parameter_supported).
func (s *Server) SendIssuer(iss string, always bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.iss, s.issAlways = iss, always
}

// Authorized returns the query of every authorization request so far.
func (s *Server) Authorized() []url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]url.Values(nil), s.authorized...)
}

// TokenCalls is how many requests reached the token endpoint.
func (s *Server) TokenCalls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tokenCalls
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (s *Server) discovery(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	methods, issAlways := s.methods, s.issAlways
	s.mu.Unlock()
	doc := map[string]any{
		"issuer":                                s.URL,
		"authorization_endpoint":                s.URL + "/authorize",
		"token_endpoint":                        s.URL + "/token",
		"userinfo_endpoint":                     s.URL + "/userinfo",
		"jwks_uri":                              s.URL + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"scopes_supported":                      []string{"openid", "email", "profile"},
		"code_challenge_methods_supported":      []string{"S256"},
		"claims_supported":                      []string{"sub", "email", "email_verified", "name", "nonce"},
	}
	if methods != nil {
		doc["token_endpoint_auth_methods_supported"] = methods
	}
	if issAlways {
		doc["authorization_response_iss_parameter_supported"] = true
	}
	writeJSON(w, http.StatusOK, doc)
}

func (s *Server) jwks(w http.ResponseWriter, _ *http.Request) {
	key, _ := keys()
	writeJSON(w, http.StatusOK, jose.JSONWebKeySet{Keys: []jose.JSONWebKey{
		{Key: &key.PublicKey, KeyID: "test-key-1", Algorithm: string(jose.RS256), Use: "sig"},
	}})
}

// authorize approves at once: the person consented.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.mu.Lock()
	s.authorized = append(s.authorized, q)
	iss := s.iss
	s.mu.Unlock()
	back, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || back.Host == "" || q.Get("client_id") != s.ClientID || q.Get("response_type") != "code" ||
		!strings.Contains(" "+q.Get("scope")+" ", " openid ") || q.Get("code_challenge_method") != "S256" ||
		q.Get("code_challenge") == "" {
		http.Error(w, "bad authorization request", http.StatusBadRequest)
		return
	}
	code := "code-" + random()
	s.mu.Lock()
	s.grants[code] = grant{challenge: q.Get("code_challenge"), nonce: q.Get("nonce"), redirectURI: q.Get("redirect_uri")}
	s.mu.Unlock()
	back.RawQuery = url.Values{"code": {code}, "state": {q.Get("state")}}.Encode()
	if iss != "" {
		back.RawQuery += "&" + url.Values{"iss": {iss}}.Encode()
	}
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// token checks the client (basic or post, as AuthMethods allows), spends the code, checks the
// redirect URI and the PKCE verifier, and answers with tokens.
func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	_ = r.ParseForm()
	id, secret, ok := r.BasicAuth()
	method := "client_secret_basic"
	if ok {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
		method = "client_secret_post"
		if secret == "" {
			method = "none"
		}
	}
	s.mu.Lock()
	s.tokenCalls++
	s.used = append(s.used, method)
	stall := s.stall
	accepted := s.methods == nil && method == "client_secret_basic" || slices.Contains(s.methods, method)
	s.mu.Unlock()
	if stall > 0 {
		select {
		case <-time.After(stall):
		case <-r.Context().Done():
			return
		}
	}
	if !accepted || id != s.ClientID || secret != s.ClientSecret {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_client", "error_description": "client authentication failed"})
		return
	}
	code := r.PostForm.Get("code")
	s.mu.Lock()
	g, found := s.grants[code]
	delete(s.grants, code)
	s.mu.Unlock()
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	switch {
	case r.PostForm.Get("grant_type") != "authorization_code":
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "unsupported_grant_type"})
		return
	case !found:
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant", "error_description": "unknown or used code"})
		return
	case r.PostForm.Get("redirect_uri") != g.redirectURI:
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant", "error_description": "redirect_uri mismatch"})
		return
	case base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge:
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant", "error_description": "PKCE verification failed"})
		return
	}
	access := "at-" + random()
	idToken, err := s.sign(g.nonce, access)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "server_error"})
		return
	}
	s.mu.Lock()
	s.access[access] = true
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": access, "token_type": "Bearer", "expires_in": 3599, "scope": "openid email profile", "id_token": idToken,
	})
}

func (s *Server) sign(nonce, access string) (string, error) {
	s.mu.Lock()
	now := time.Now()
	half := sha256.Sum256([]byte(access))
	claims := map[string]any{
		"iss": s.URL, "aud": s.ClientID, "azp": s.ClientID, "iat": now.Unix(), "exp": now.Add(time.Hour).Unix(),
		"at_hash": base64.RawURLEncoding.EncodeToString(half[:16]),
	}
	if nonce != "" {
		claims["nonce"] = nonce
	}
	for k, v := range s.profile {
		if !s.lean || k == "sub" {
			claims[k] = v
		}
	}
	for k, v := range s.override {
		claims[k] = v
	}
	key, other := keys()
	if s.foreign {
		key = other
	}
	s.mu.Unlock()
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: key, KeyID: "test-key-1"}},
		(&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		return "", err
	}
	payload, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	jws, err := signer.Sign(payload)
	if err != nil {
		return "", err
	}
	return jws.CompactSerialize()
}

func (s *Server) userinfo(w http.ResponseWriter, r *http.Request) {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	s.mu.Lock()
	defer s.mu.Unlock()
	if !ok || !s.access[token] {
		w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_token"})
		return
	}
	writeJSON(w, http.StatusOK, s.profile)
}

func random() string {
	raw := make([]byte, 16)
	_, _ = rand.Read(raw)
	return base64.RawURLEncoding.EncodeToString(raw)
}
