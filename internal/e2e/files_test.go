package e2e

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPDFCitationOpensItsPage: an admin drops a PDF into Sources, the
// document list offers the original for download, and an offline answer's
// citation names the page and links the original at that page.
func TestPDFCitationOpensItsPage(t *testing.T) {
	st := startStack(t, nil)
	b := newOwner(t, st, "Paula PDF", "paula@example.com", "Benefits")
	goTo(b, "Sources", "/sources")

	pdf, err := filepath.Abs(filepath.Join("testdata", "handbook.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b.do("upload a PDF", 30*time.Second,
		upload(pdf),
		until(`document.querySelector('.filelist')?.textContent.includes("handbook.pdf")`, 20*time.Second),
	)
	b.do("wait for the sync and list the documents", 90*time.Second,
		until(`(() => {
			const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && !s.querySelector('[role="progressbar"]') && /1 document\b/.test(s.textContent);
		})()`, 85*time.Second),
		clickText("button", "Show documents"),
		until(`document.querySelector('a[data-testid="download-original"]') !== null`, 20*time.Second),
	)
	href := eval[string](b, "read the download link", `document.querySelector('a[data-testid="download-original"]').getAttribute("href")`)
	if !strings.HasSuffix(href, "/files/handbook.pdf") {
		t.Errorf("download link %q", href)
	}
	kind, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](
		`fetch(document.querySelector('a[data-testid="download-original"]').href).then((r) => r.headers.get("content-type"))`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("fetch the original: %v", err)
	}
	if kind != "application/pdf" {
		t.Errorf("the original is served as %q", kind)
	}
	b.shot("sources-pdf")

	goTo(b, "Ask", "/ask")
	askAndWait(b, "How much is the home office allowance?")
	b.do("open the first citation", 20*time.Second,
		chromedp.Click(chromedp.CSS(`.turn:last-of-type .answer-text button.cite`)),
		chromedp.WaitVisible(chromedp.CSS(`aside.rail .citation.selected`)),
	)
	where := eval[string](b, "read the citation's page", `document.querySelector('aside.rail .citation[data-n="1"] [data-testid="citation-location"]')?.textContent ?? ""`)
	link := eval[string](b, "read the citation's link", `document.querySelector('aside.rail .citation[data-n="1"] a[target="_blank"]')?.getAttribute("href") ?? ""`)
	if where != "page 2" || !strings.HasSuffix(link, "/files/handbook.pdf#page=2") {
		t.Errorf("citation 1 says %q and links %q, want page 2 and …/files/handbook.pdf#page=2", where, link)
	}
	b.shot("ask-pdf-citation")
}
