package e2e

import (
	"context"
	"net/http"
	"sync"
)

// netSwitch stands between the browser and the web server and can take the
// network away: cut cuts every request in flight (an answer stream ends
// mid-body, as when a phone changes networks) and, until restore, closes
// every new connection without an answer, so the browser sees network
// errors rather than HTTP statuses.
type netSwitch struct {
	mu   sync.Mutex
	down bool
	live map[*http.Request]context.CancelFunc
}

func newNetSwitch() *netSwitch {
	return &netSwitch{live: map[*http.Request]context.CancelFunc{}}
}

func (n *netSwitch) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.mu.Lock()
		if n.down {
			n.mu.Unlock()
			if hj, ok := w.(http.Hijacker); ok {
				if conn, _, err := hj.Hijack(); err == nil {
					conn.Close()
				}
			}
			return
		}
		ctx, cancel := context.WithCancel(r.Context())
		n.live[r] = cancel
		n.mu.Unlock()
		defer func() {
			n.mu.Lock()
			delete(n.live, r)
			n.mu.Unlock()
			cancel()
		}()
		// A cut makes the proxy abort the response (http.ErrAbortHandler):
		// the connection closes without the end of the chunked body.
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// cut drops the network: requests in flight break, new ones get no answer.
func (n *netSwitch) cut() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.down = true
	for _, cancel := range n.live {
		cancel()
	}
}

// restore brings the network back.
func (n *netSwitch) restore() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.down = false
}
