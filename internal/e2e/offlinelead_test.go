package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestOfflineAnswerLeadsWithTheAnswer: a new user of the demo handbook (all
// of it, as `make run` seeds it) asks the vacation question with no model
// configured; the answer's first line is the annual-leave sentence, not
// the warranty table the search ranks first (ADR 0046).
func TestOfflineAnswerLeadsWithTheAnswer(t *testing.T) {
	st := startStack(t, nil) // no OPENAI_API_KEY: offline mode
	b := newBrowser(t, st.Web, desktopW, desktopH)
	signUp(b, "Nina New", "nina@example.com", "correct horse battery")
	createWorkspace(b, "Northwind")
	goTo(b, "Sources", "/sources")

	files, err := filepath.Glob(filepath.Join("..", "..", "demo", "handbook", "*.md"))
	if err != nil || len(files) < 30 {
		t.Fatalf("demo handbook: %d files (err %v)", len(files), err)
	}
	for i, f := range files {
		if files[i], err = filepath.Abs(f); err != nil {
			t.Fatal(err)
		}
	}
	b.do("upload the demo handbook and watch the sync finish", 150*time.Second,
		upload(files...),
		chromedp.WaitVisible(chromedp.CSS(`article.source`)),
		until(`(() => {
			const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && !s.querySelector('[role="progressbar"]') && /\b3\d documents\b/.test(s.textContent);
		})()`, 140*time.Second),
	)
	goTo(b, "Ask", "/ask")
	b.do("see the offline banner", 20*time.Second, chromedp.WaitVisible(chromedp.CSS(`[data-testid="offline-banner"]`)))
	askAndWait(b, "How many vacation days do new employees get?")
	answer := eval[string](b, "read the answer", `document.querySelector('.turn:last-of-type .answer-text')?.innerText ?? ""`)
	first, _, _ := strings.Cut(strings.TrimSpace(answer), "\n")
	if !strings.Contains(first, "25 days") {
		b.shot("offline-lead")
		t.Fatalf("the answer's first line is %q, want the annual-leave sentence; the answer:\n%s", first, answer)
	}
	b.shot("offline-lead")
}
