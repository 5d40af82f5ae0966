package webui

import "net/http"

// ContentSecurityPolicy is the policy of every page and answer of the web
// server. The app is one origin: its scripts, styles and API calls (fetch
// and the SSE stream) come from here; the favicon is a data: URI; nothing
// may frame it, change its base URL or post a form elsewhere. React sets
// styles through the DOM, which style-src does not restrict, so no
// 'unsafe-inline' is needed.
const ContentSecurityPolicy = "default-src 'self'; img-src 'self' data:; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// securityHeaderNames are the headers WithSecurityHeaders owns; the API
// proxy drops the API's own values so each answer carries exactly one.
var securityHeaderNames = []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"}

// WithSecurityHeaders sets the security headers on every answer of next:
// pages, assets, proxied API answers and errors alike.
func WithSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", ContentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		// Paths carry chat and turn ids: never hand them to another site.
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		next.ServeHTTP(w, r)
	})
}
