package config

import (
	"fmt"
	"net/url"
	"os"
	"strings"
)

// Web is the configuration of cmd/web, the server of the built frontend.
type Web struct {
	// Addr is the listen address (WEB_ADDR, default ":8080").
	Addr string
	// APIInternalURL is where /api/* is forwarded (API_INTERNAL_URL, default
	// "http://127.0.0.1:8081"); an absolute http(s) URL.
	APIInternalURL string
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
		w.Addr = ":8080"
	}
	if w.APIInternalURL == "" {
		w.APIInternalURL = "http://127.0.0.1:8081"
	}
	u, err := url.Parse(w.APIInternalURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return Web{}, fmt.Errorf("config: API_INTERNAL_URL %q must be an absolute http(s) URL", w.APIInternalURL)
	}
	return w, nil
}

// LoadWebFromEnv is LoadWeb over the process environment.
func LoadWebFromEnv() (Web, error) { return LoadWeb(os.Getenv) }
