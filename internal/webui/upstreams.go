package webui

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"knowledgestack/internal/tick"
)

// upstreams picks the API replica each forwarded request goes to: round
// robin over the replicas whose /readyz said ready at the last check; when
// none is ready (the database is down for all of them), over those that
// answered at all, so the client gets the API's own 503 and sentence; when
// none answered, over all of them. A replica that refuses a connection is
// taken out at once, and the request moves to the next one (see roundTrip);
// the next successful check brings it back.
type upstreams struct {
	list []*upstream
	next atomic.Uint64
	base http.RoundTripper
	log  *slog.Logger
}

// upstream is one API replica and what its last check said.
type upstream struct {
	url       *url.URL
	mu        sync.Mutex
	ready     bool // /readyz answered 200
	reachable bool // /readyz answered at all
}

func newUpstreams(targets []*url.URL, log *slog.Logger) *upstreams {
	u := &upstreams{base: http.DefaultTransport, log: log}
	for _, t := range targets {
		// Optimistic until the first check: a fresh web server forwards at once.
		u.list = append(u.list, &upstream{url: t, ready: true, reachable: true})
	}
	return u
}

func (u *upstream) state() (ready, reachable bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.ready, u.reachable
}

// set records a check's result and reports whether it changed.
func (u *upstream) set(ready, reachable bool) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	changed := u.ready != ready || u.reachable != reachable
	u.ready, u.reachable = ready, reachable
	return changed
}

// order is the list of replicas to try for one request, best first, the
// first tier rotated so requests spread over it.
func (us *upstreams) order() []*upstream {
	var ready, reachable, rest []*upstream
	for _, u := range us.list {
		r, ok := u.state()
		switch {
		case r:
			ready = append(ready, u)
		case ok:
			reachable = append(reachable, u)
		default:
			rest = append(rest, u)
		}
	}
	n := int(us.next.Add(1))
	out := make([]*upstream, 0, len(us.list))
	for _, tier := range [][]*upstream{ready, reachable, rest} {
		for i := range tier {
			out = append(out, tier[(n+i)%len(tier)])
		}
	}
	return out
}

// check asks every replica's /readyz once, concurrently.
func (us *upstreams) check(ctx context.Context, timeout time.Duration) {
	var wg sync.WaitGroup
	for _, u := range us.list {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ready, reachable := us.probe(ctx, u, timeout)
			if u.set(ready, reachable) && ctx.Err() == nil {
				us.log.Info("api replica", "url", u.url.String(), "ready", ready, "reachable", reachable)
			}
		}()
	}
	wg.Wait()
}

func (us *upstreams) probe(ctx context.Context, u *upstream, timeout time.Duration) (ready, reachable bool) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.url.JoinPath("readyz").String(), nil)
	if err != nil {
		return false, false
	}
	res, err := us.base.RoundTrip(req)
	if err != nil {
		return false, false
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	res.Body.Close()
	return res.StatusCode == http.StatusOK, true
}

// watch checks the replicas every `every` until ctx ends.
func (us *upstreams) watch(ctx context.Context, every time.Duration) {
	check := func() { us.check(ctx, min(every*2, 3*time.Second)) }
	check()
	tick.Every(ctx, every, check)
}

// RoundTrip sends the request to the first replica of order(); when a
// replica refuses the connection (it is stopped, or shutting down and no
// longer listening) the request never reached it, so it goes to the next
// one, whatever its method. Any other failure is returned: the request may
// have been seen, and only the client may decide to repeat it.
func (us *upstreams) RoundTrip(req *http.Request) (*http.Response, error) {
	body := &unreadBody{r: req.Body}
	var last error
	for _, u := range us.order() {
		out := req.Clone(req.Context())
		out.URL.Scheme, out.URL.Host = u.url.Scheme, u.url.Host
		out.Host = ""
		if req.Body != nil && req.Body != http.NoBody {
			out.Body = body
			// Lets the transport retry on a fresh connection when a kept-alive
			// one turns out closed before anything was written.
			out.GetBody = func() (io.ReadCloser, error) {
				if body.started() {
					return nil, errBodyRead
				}
				return body, nil
			}
		}
		res, err := us.base.RoundTrip(out)
		if err == nil {
			return res, nil
		}
		last = err
		if !refused(err) || body.started() {
			return nil, err
		}
		if u.set(false, false) {
			us.log.Warn("api replica refused a connection; trying another", "url", u.url.String(), "err", err)
		}
	}
	if req.Body != nil {
		req.Body.Close()
	}
	return nil, last
}

var errBodyRead = errors.New("the request body was already sent")

// refused reports a failure to connect at all: nothing was sent.
func refused(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// unreadBody is a request body shared by the attempts of one request: the
// transport's Close after a failed attempt does not close it, and started
// says whether any of it was read (after which no other replica may get it).
type unreadBody struct {
	r    io.ReadCloser
	read atomic.Bool
}

func (b *unreadBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if n > 0 {
		b.read.Store(true)
	}
	return n, err
}

// Close is a no-op: the server closes the incoming body after the handler.
func (b *unreadBody) Close() error { return nil }

func (b *unreadBody) started() bool { return b.read.Load() }
