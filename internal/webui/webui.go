package webui

import (
	"embed"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

//go:embed all:dist
var embedded embed.FS

// Bundle returns the embedded build output rooted at dist/.
func Bundle() fs.FS {
	sub, err := fs.Sub(embedded, "dist")
	if err != nil {
		// fs.Sub only fails on an invalid path; "dist" is a constant.
		panic(err)
	}
	return sub
}

// Built reports whether bundle holds a built app (an index.html).
func Built(bundle fs.FS) bool {
	_, err := fs.Stat(bundle, "index.html")
	return err == nil
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>KnowledgeStack: frontend not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>Frontend not built</h1>
<p>This binary was compiled without the web bundle. Run <code>make web</code>
(or <code>scripts/web.sh</code>) and rebuild <code>cmd/web</code>.</p>
<p>The API is still reachable under <code>/api/</code>.</p>
</body></html>
`

// Handler serves the app in bundle. Files that exist are served as they are:
// content-hashed files under assets/ are cached for a year, everything else is
// revalidated. Any other path that does not look like a file (no extension)
// gets index.html so client-side routes survive a reload; index.html itself is
// never cached so a deploy is picked up at once. Unknown asset paths are 404s,
// which keeps a missing chunk from being answered with HTML.
func Handler(bundle fs.FS) http.Handler {
	if !Built(bundle) {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Header().Set("Cache-Control", "no-store")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(notBuiltPage))
		})
	}
	files := http.FileServerFS(bundle)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" || name == "index.html" {
			serveIndex(w, r, bundle)
			return
		}
		if st, err := fs.Stat(bundle, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "no-cache")
			}
			files.ServeHTTP(w, r)
			return
		}
		if path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
		serveIndex(w, r, bundle)
	})
}

// serveIndex writes index.html directly: http.FileServer would redirect
// "/index.html" to "/" and would not let us set no-store.
func serveIndex(w http.ResponseWriter, r *http.Request, bundle fs.FS) {
	body, err := fs.ReadFile(bundle, "index.html")
	if err != nil {
		http.Error(w, "index.html missing from the bundle", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}
