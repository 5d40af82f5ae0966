package webui

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// APIPrefix is the path under which the web server forwards requests to the API.
const APIPrefix = "/api"

// MCPPath is the MCP endpoint, forwarded to the API's /mcp unchanged.
const MCPPath = "/mcp"

// NewAPIProxy forwards /api/<route> to <target>/<route>. Cookies, the Origin
// header (the API's CSRF check compares it with PUBLIC_URL) and the body pass
// through untouched; X-Forwarded-For/Host/Proto are set afresh from this hop,
// never copied from the client. Responses are flushed as they arrive so SSE
// frames are not held back, and are marked no-store so no cache between the
// browser and us keeps a per-user answer.
func NewAPIProxy(target *url.URL, log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.Default()
	}
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL.Path = stripPrefix(pr.In.URL.Path)
			pr.Out.URL.RawPath = stripPrefix(pr.In.URL.RawPath)
			pr.SetURL(target)
			pr.SetXForwarded()
		},
		FlushInterval: -1,
		ModifyResponse: func(res *http.Response) error {
			res.Header.Set("Cache-Control", "no-store")
			for _, h := range securityHeaderNames {
				res.Header.Del(h)
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
}

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
