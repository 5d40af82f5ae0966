package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSyncNowDuringAPassIsAnswered: with a pass under way and no worker on
// it (its worker died), the Sources page says so; "Sync now" stays
// clickable and answers that another pass will follow, and both passes run.
func TestSyncNowDuringAPassIsAnswered(t *testing.T) {
	st := startStack(t, nil)
	ctx := context.Background()
	pool := st.openPool(t)
	b := newOwner(t, st, "Sam Sync", "sam@example.com", "Syncers")
	goTo(b, "Sources", "/sources")

	file := filepath.Join(t.TempDir(), "welcome.md")
	if err := os.WriteFile(file, []byte("# Welcome\n\nThe badge office opens at nine.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	b.do("upload a file and wait for its pass", 90*time.Second,
		upload(file),
		until(`(() => { const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && /1 document\b/.test(s.textContent); })()`, 85*time.Second),
	)

	// A pass under way whose worker is gone (no claim on it): what a crash leaves.
	if _, err := pool.Exec(ctx, `UPDATE sources SET status = 'syncing', pass_started_at = now() - interval '1 minute',
		pass_heartbeat_at = NULL WHERE provider = 'upload'`); err != nil {
		t.Fatal(err)
	}
	b.do("reload: the pass is shown waiting for a worker", 20*time.Second,
		chromedp.Reload(),
		until(`document.querySelector('[data-testid="source-progress"]')?.textContent.includes("Waiting for a worker to continue the pass")`, 15*time.Second),
	)
	b.shot("sources-pass-waiting")
	b.do("Sync now during the pass is answered", 20*time.Second,
		clickText("button", "Sync now"),
		until(`document.querySelector('[data-testid="sync-answer"]')?.textContent.includes("another will run when it ends")`, 15*time.Second),
	)
	b.shot("sources-sync-now-answered")
	b.do("the interrupted pass and the requested one both run", 90*time.Second,
		until(`(() => { const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && !s.querySelector('[role="progressbar"]'); })()`, 85*time.Second),
	)
	var passes int
	deadline := time.Now().Add(30 * time.Second)
	for {
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM sync_passes WHERE outcome = 'completed'`).Scan(&passes); err != nil {
			t.Fatal(err)
		}
		// The upload's pass, the resumed one and the one "Sync now" asked for.
		if passes >= 3 || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if passes != 3 {
		t.Fatalf("%d completed passes, want 3 (upload, the interrupted one, the one requested during it)", passes)
	}
	b.assertClean()
}
