package config

import (
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"strings"
)

// Web is the configuration of cmd/web, the server of the built frontend.
type Web struct {
	// Addr is the listen address (WEB_ADDR; its default is in Vars).
	Addr string
	// APIInternalURL is where /api/* is forwarded (API_INTERNAL_URL; its
	// default is in Vars): one absolute http(s) URL per API replica,
	// comma-separated, all with the same path.
	APIInternalURL string
	// APIURLs are those URLs, parsed, in order and without repeats.
	APIURLs []*url.URL
	// TrustedProxies are the networks (a TLS proxy in front) whose
	// X-Forwarded-For is passed on to the API (TRUSTED_PROXIES, the same
	// setting the API reads); anyone else's is dropped.
	TrustedProxies []netip.Prefix
}

// LoadWeb reads the web server's settings through getenv (os.Getenv in main)
// and fails on a malformed API URL, so a typo stops the boot instead of
// turning every API call into a 502.
func LoadWeb(getenv func(string) string) (Web, error) {
	w := Web{
		Addr:           strings.TrimSpace(getenv("WEB_ADDR")),
		APIInternalURL: strings.TrimSpace(getenv("API_INTERNAL_URL")),
	}
	if w.Addr == "" {
		w.Addr = defaultOf("WEB_ADDR")
	}
	if w.APIInternalURL == "" {
		w.APIInternalURL = defaultOf("API_INTERNAL_URL")
	}
	proxies, err := ParseTrustedProxies(getenv("TRUSTED_PROXIES"))
	if err != nil {
		return Web{}, fmt.Errorf("config: %w", err)
	}
	w.TrustedProxies = proxies
	seen := map[string]bool{}
	for _, raw := range strings.Split(w.APIInternalURL, ",") {
		raw = strings.TrimSpace(raw)
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Web{}, fmt.Errorf("config: API_INTERNAL_URL %q must be absolute http(s) URLs, comma-separated", raw)
		}
		if len(w.APIURLs) > 0 && u.Path != w.APIURLs[0].Path {
			return Web{}, fmt.Errorf("config: API_INTERNAL_URL: every replica must have the same path (%q, %q)", w.APIURLs[0].Path, u.Path)
		}
		if !seen[u.String()] {
			seen[u.String()] = true
			w.APIURLs = append(w.APIURLs, u)
		}
	}
	return w, nil
}

// LoadWebFromEnv is LoadWeb over the process environment.
func LoadWebFromEnv() (Web, error) { return LoadWeb(os.Getenv) }
