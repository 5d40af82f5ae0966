package webui

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"time"
)

// APIPrefix is the path under which the web server forwards requests to the API.
const APIPrefix = "/api"

// MCPPath is the MCP endpoint, forwarded to the API's /mcp unchanged.
const MCPPath = "/mcp"

// APIProxy forwards /api/<route> to <target>/<route> on one of the API
// replicas (see upstreams). Cookies, the Origin header (the API's CSRF check
// compares it with PUBLIC_URL) and the body pass through untouched;
// X-Forwarded-For/Host/Proto are set afresh from this hop, never copied from
// the client — unless the client is a trusted proxy (TrustProxies), whose
// X-Forwarded-For is kept and extended, so the API can count limits per
// browser behind it. Responses are flushed as they arrive so SSE frames are not held
// back, and are marked no-store so no cache between the browser and us keeps
// a per-user answer. No replica is sticky: sessions live in PostgreSQL, and a
// chat stream cut by a replica's shutdown is resumed with Last-Event-ID on
// whichever replica answers.
type APIProxy struct {
	proxy     *httputil.ReverseProxy
	upstreams *upstreams
	trusted   []netip.Prefix
}

// NewAPIProxy forwards to the one API at target.
func NewAPIProxy(target *url.URL, log *slog.Logger) *APIProxy {
	return NewReplicaProxy([]*url.URL{target}, log)
}

// NewReplicaProxy forwards to the API replicas at targets (at least one).
// Call Watch to follow their health; until then every replica is tried in turn.
func NewReplicaProxy(targets []*url.URL, log *slog.Logger) *APIProxy {
	if log == nil {
		log = slog.Default()
	}
	if len(targets) == 0 {
		panic("webui: NewReplicaProxy needs at least one API URL")
	}
	us := newUpstreams(targets, log)
	first := targets[0]
	p := &APIProxy{upstreams: us}
	p.proxy = &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL.Path = stripPrefix(pr.In.URL.Path)
			pr.Out.URL.RawPath = stripPrefix(pr.In.URL.RawPath)
			// The replica is picked per attempt by the transport; every
			// replica serves the same routes at the same base path.
			pr.SetURL(first)
			p.keepTrustedChain(pr)
			pr.SetXForwarded()
		},
		Transport:     us,
		FlushInterval: -1,
		ModifyResponse: func(res *http.Response) error {
			res.Header.Set("Cache-Control", "no-store")
			sandboxed := hasSandbox(res.Header.Values("Content-Security-Policy"))
			for _, h := range securityHeaderNames {
				res.Header.Del(h)
			}
			if sandboxed {
				// The API sandboxes what a stranger uploaded (HTML, SVG…):
				// it keeps that under the web server's own policy.
				res.Header.Set("Content-Security-Policy", "sandbox; "+ContentSecurityPolicy)
			}
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			log.Warn("api proxy", "path", r.URL.Path, "err", err)
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Cache-Control", "no-store")
			w.WriteHeader(http.StatusBadGateway)
			_ = json.NewEncoder(w).Encode(map[string]string{
				"error": "the API server is unreachable",
				"code":  "unavailable",
			})
		},
	}
	return p
}

// TrustProxies makes the proxy keep the X-Forwarded-For of peers in these
// networks (TRUSTED_PROXIES: a TLS proxy in front). Call it before serving.
func (p *APIProxy) TrustProxies(networks []netip.Prefix) { p.trusted = networks }

// keepTrustedChain copies the inbound X-Forwarded-For to the outbound
// request when the peer is a trusted proxy; SetXForwarded then appends the
// peer. From anyone else the header is a claim nobody vouches for, and
// Rewrite has already removed it.
func (p *APIProxy) keepTrustedChain(pr *httputil.ProxyRequest) {
	peer, err := netip.ParseAddrPort(pr.In.RemoteAddr)
	if err != nil {
		return
	}
	addr := peer.Addr().Unmap()
	if !slices.ContainsFunc(p.trusted, func(n netip.Prefix) bool { return n.Contains(addr) }) {
		return
	}
	if prior := pr.In.Header.Values("X-Forwarded-For"); len(prior) > 0 {
		pr.Out.Header["X-Forwarded-For"] = []string{strings.Join(prior, ", ")}
	}
}

// ServeHTTP forwards the request.
func (p *APIProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.proxy.ServeHTTP(onePolicy{w}, r)
}

// onePolicy keeps one Content-Security-Policy on an answer: the proxy adds a
// sandboxed policy after WithSecurityHeaders set the plain one, and the later
// (stricter) one is the answer's.
type onePolicy struct{ http.ResponseWriter }

func (w onePolicy) WriteHeader(code int) {
	h := w.Header()
	if v := h.Values("Content-Security-Policy"); len(v) > 1 {
		h.Set("Content-Security-Policy", v[len(v)-1])
	}
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach Flush (SSE streams).
func (w onePolicy) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// hasSandbox reports whether a policy has a sandbox directive.
func hasSandbox(policies []string) bool {
	for _, p := range policies {
		for _, d := range strings.Split(p, ";") {
			if f := strings.Fields(d); len(f) > 0 && strings.EqualFold(f[0], "sandbox") {
				return true
			}
		}
	}
	return false
}

// Watch asks every replica's /readyz each `every` until ctx ends: new
// requests go to ready replicas, so one that is shutting down (its /readyz
// says so) or stopped gets none.
func (p *APIProxy) Watch(ctx context.Context, every time.Duration) { p.upstreams.watch(ctx, every) }

// stripPrefix turns "/api/x" into "/x" and "/api" into "/".
func stripPrefix(p string) string {
	if p == "" {
		return ""
	}
	rest := strings.TrimPrefix(p, APIPrefix)
	if rest == "" {
		return "/"
	}
	return rest
}

// NewMux routes /api, /api/* and /mcp to the API proxy and everything else to the
// app, with the security headers on every answer. /api/metrics is never
// forwarded: metrics are served on the API's own METRICS_ADDR, and an API
// that still served them on its main listener must not leak them here.
func NewMux(bundle http.Handler, api http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle(APIPrefix+"/", api)
	mux.Handle(APIPrefix, api)
	mux.Handle(APIPrefix+"/metrics", http.HandlerFunc(notForwarded))
	mux.Handle(APIPrefix+"/metrics/", http.HandlerFunc(notForwarded))
	// MCP clients are configured with the public URL: /mcp is forwarded as
	// it is (its answers stream, flushed like any other).
	mux.Handle(MCPPath, api)
	mux.Handle("/", bundle)
	return WithSecurityHeaders(mux)
}

// notForwarded answers like the API answers an unknown route.
func notForwarded(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write([]byte(`{"error":"no such route","code":"not_found"}` + "\n"))
}
