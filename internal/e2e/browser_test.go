package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's Chromium; tests never download a browser.
const chromiumPath = "/usr/bin/chromium"

// browser is one headless Chromium tab whose console errors, uncaught
// exceptions and unhandled promise rejections are collected as failures.
type browser struct {
	t        *testing.T
	ctx      context.Context
	base     string
	mu       sync.Mutex
	problems []string
	// tolerated are network errors a test provokes on purpose (substrings).
	tolerated []string
}

// newBrowser starts Chromium with a window of the given size, pointed at base.
func newBrowser(t *testing.T, base string, width, height int) *browser {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Fatalf("e2e: %s is missing: install it with `apt-get install -y chromium` (%v)", chromiumPath, err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-features", "Translate,MediaRouter,OptimizationHints"),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	b := &browser{t: t, ctx: ctx, base: base}
	// The first Do starts the browser; it must not carry a timeout.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(width), int64(height))); err != nil {
		cancelCtx()
		cancelAlloc()
		t.Fatalf("e2e: start chromium: %v", err)
	}
	messages := chromedp.Console(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range messages {
			if err != nil {
				return
			}
			b.observe(m)
		}
	}()
	t.Cleanup(func() {
		cancelCtx()
		cancelAlloc()
		<-done
		b.assertClean()
	})
	return b
}

// observe records everything the page reports as an error.
func (b *browser) observe(m chromedp.ConsoleMessage) {
	switch {
	case m.IsException():
	case m.Type == chromedp.ConsoleError && m.Source == "network" && b.isTolerated(m.Text):
		b.t.Logf("browser (expected): %s (%s)", m.Text, m.URL)
		return
	case m.Type == chromedp.ConsoleError && m.Source == "network" && strings.Contains(m.Text, "status of 4"):
		// An expected refusal (401 before sign-in, a 4xx the page shows as a
		// message) is the app working; a 5xx or a failed load is not.
		b.t.Logf("browser: %s (%s)", m.Text, m.URL)
		return
	case m.Type == chromedp.ConsoleError:
	default:
		return
	}
	msg := m.String()
	if m.URL != "" {
		msg += " at " + m.URL
	}
	b.mu.Lock()
	b.problems = append(b.problems, msg)
	b.mu.Unlock()
}

// tolerate accepts console network errors containing any of subs from now
// on: the failed requests of a network the test takes away.
func (b *browser) tolerate(subs ...string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tolerated = append(b.tolerated, subs...)
}

func (b *browser) isTolerated(text string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, s := range b.tolerated {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// assertClean fails the test if the page logged an error at any point.
func (b *browser) assertClean() {
	b.t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, p := range b.problems {
		b.t.Errorf("browser reported: %s", p)
	}
}

// do runs steps with a deadline; on failure it saves a screenshot and fails
// the test with the step's name and the page's text.
func (b *browser) do(step string, timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.shot("failed-" + slug(b.t.Name()+"-"+step))
		text, _ := chromedp.Run(b.ctx, chromedp.Text(chromedp.CSS("body")))
		b.t.Fatalf("e2e: %s: %v\npage text:\n%s", step, err, truncate(text, 3000))
	}
}

// eval evaluates a JavaScript expression and decodes its value.
func eval[T any](b *browser, step, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("e2e: %s: %v", step, err)
	}
	return v
}

// shot saves a full-page screenshot as artifacts/e2e/<name>.png.
func (b *browser) shot(name string) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 15*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return
	}
	p := filepath.Join(artifactsDir(b.t), name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		b.t.Logf("screenshot %s: %v", name, err)
		return
	}
	b.t.Logf("screenshot %s", p)
}

// artifactsDir is <repo>/artifacts/e2e (ignored by git), created on demand.
func artifactsDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join("..", "..", "artifacts", "e2e")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatalf("artifacts dir: %v", err)
	}
	return dir
}

// until waits for a JavaScript expression to be truthy. It re-evaluates
// through page loads (an evaluation that fails while the page navigates is
// retried), which chromedp's Poll does not survive.
func until(expr string, timeout time.Duration) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		ctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		var lastErr error
		for {
			ok, err := chromedp.Evaluate[bool]("!!("+expr+")")(ctx, t)
			if err == nil && ok {
				return nil
			}
			if err != nil {
				lastErr = err
			}
			select {
			case <-ctx.Done():
				if lastErr != nil {
					return fmt.Errorf("waiting for %s: %w (last error: %v)", expr, ctx.Err(), lastErr)
				}
				return fmt.Errorf("waiting for %s: %w", expr, ctx.Err())
			case <-time.After(100 * time.Millisecond):
			}
		}
	})
}

// byText is an XPath selector for an element of the given tag whose
// normalised text is exactly s.
func byText(tag, s string) chromedp.Search {
	return chromedp.Search(fmt.Sprintf(`//%s[normalize-space(.)=%q]`, tag, s))
}

// clickText clicks the first visible element of tag whose text is s.
func clickText(tag, s string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(byText(tag, s), chromedp.NodeVisible)
}

// fill replaces the text of the field that sel finds: it selects what is
// there and types v over it key by key, so React sees real input events.
func fill(sel, v string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(chromedp.CSS(sel)),
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector(%q).select()`, sel)),
		chromedp.SendKeys(chromedp.CSS(sel), v),
	)
}

func slug(s string) string {
	s = strings.ToLower(s)
	return strings.Map(func(r rune) rune {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			return r
		}
		return '-'
	}, s)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
