package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/testdb"
)

const (
	desktopW, desktopH = 1280, 900
	phoneW, phoneH     = 390, 844
)

// ownerPassword is the password newOwner signs its accounts up with.
const ownerPassword = "correct horse battery"

// newOwner opens a desktop browser on st, signs a new local account up and
// creates its first workspace: where most journeys start.
func newOwner(t *testing.T, st *stack, name, email, workspace string) *browser {
	t.Helper()
	b := newBrowser(t, st.Web, desktopW, desktopH)
	signUp(b, name, email, ownerPassword)
	createWorkspace(b, workspace)
	return b
}

// signUp creates a local account through the sign-in page and lands on Workspaces.
func signUp(b *browser, name, email, password string) {
	b.t.Helper()
	b.do("open the app", 30*time.Second,
		chromedp.Navigate(b.base+"/"),
		until(`location.pathname === "/signin"`, 15*time.Second),
		chromedp.WaitVisible(byText("button", "Create account")),
	)
	b.shot("signin")
	b.do("sign up", 30*time.Second,
		clickText("button", "Create account"),
		fill(`input[name="name"]`, name),
		fill(`input[name="email"]`, email),
		fill(`input[name="password"]`, password),
		chromedp.Click(chromedp.CSS(`form button[type="submit"]`)),
		until(`location.pathname === "/workspaces"`, 20*time.Second),
		chromedp.WaitVisible(chromedp.CSS(`form[aria-labelledby="ws-create"] input`)),
	)
}

// createWorkspace creates a workspace and waits for its join code.
func createWorkspace(b *browser, name string) {
	b.t.Helper()
	b.do("create a workspace", 30*time.Second,
		fill(`form[aria-labelledby="ws-create"] input`, name),
		chromedp.Click(chromedp.CSS(`form[aria-labelledby="ws-create"] button[type="submit"]`)),
		until(`(document.querySelector('[data-testid="join-code"]')?.textContent ?? "").trim().length >= 6`, 20*time.Second),
	)
	if got := eval[string](b, "read the active workspace", `document.querySelector('select[aria-label="Active workspace"] option:checked')?.textContent ?? ""`); got != name {
		b.t.Fatalf("active workspace = %q, want %q", got, name)
	}
	b.shot(slug(b.t.Name()) + "-workspaces")
}

// upload chooses files in the Sources page's upload input, as a user picking
// them in the file dialog does.
func upload(files ...string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(chromedp.CSS(`input[data-testid="upload-input"]`), chromedp.NodeReady),
		chromedp.SetUploadFiles(chromedp.CSS(`input[data-testid="upload-input"]`), files, chromedp.NodeReady),
	)
}

// goTo follows a main navigation link, as a user would.
func goTo(b *browser, label, path string) {
	b.t.Helper()
	b.do("go to "+label, 20*time.Second,
		chromedp.Click(chromedp.CSS(fmt.Sprintf(`nav[aria-label="Main"] a[href=%q]`, path))),
		until(fmt.Sprintf(`location.pathname.startsWith(%q)`, path), 10*time.Second),
	)
}

// askAndWait sends a question from the keyboard (Enter in the composer) and
// waits for the turn to finish, failing on a failed turn.
func askAndWait(b *browser, question string) {
	b.t.Helper()
	b.do("ask: "+question, 90*time.Second,
		fill(`#question`, question+kb.Enter),
		until(`document.querySelector('.turn:last-of-type[data-status="completed"], .turn:last-of-type[data-status="failed"]') !== null`, 80*time.Second),
	)
	if failed := eval[string](b, "read the turn", `document.querySelector('.turn:last-of-type[data-status="failed"]')?.textContent ?? ""`); failed != "" {
		b.shot("failed-" + slug(b.t.Name()) + "-turn")
		b.t.Fatalf("the turn failed: %s", failed)
	}
}

func TestNewHireFindsACitedAnswerOffline(t *testing.T) {
	st := startStack(t, nil) // no OPENAI_API_KEY: offline mode
	b := newBrowser(t, st.Web, desktopW, desktopH)

	b.do("see a Google sign-in error in words", 20*time.Second,
		chromedp.Navigate(b.base+"/signin?error=state_mismatch"),
		until(`document.querySelector('.signin [role="alert"]')?.textContent.includes("started in another tab")`, 15*time.Second),
	)
	signUp(b, "Nina New", "nina@example.com", "correct horse battery")
	createWorkspace(b, "Northwind")
	goTo(b, "Sources", "/sources")

	handbook, err := filepath.Abs(filepath.Join("..", "..", "demo", "handbook", "leave-policy.md"))
	if err != nil {
		t.Fatal(err)
	}
	b.do("upload a Markdown file", 30*time.Second,
		upload(handbook),
		until(`document.querySelector('.filelist')?.textContent.includes("leave-policy.md")`, 20*time.Second),
		chromedp.WaitVisible(chromedp.CSS(`article.source`)),
	)
	b.shot("sources-mid-sync")
	b.do("watch the sync finish", 90*time.Second,
		until(`(() => {
			const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && !s.querySelector('[role="progressbar"]') && /[1-9]\d* documents?\b/.test(s.textContent);
		})()`, 85*time.Second),
		clickText("button", "Show documents"),
		until(`document.querySelector('article.source table')?.textContent.includes("indexed")`, 20*time.Second),
	)
	b.shot("sources")

	// Placeholders before the model: off by default; the owner turns them on
	// with a term of the workspace's own. Offline mode below sends nothing
	// to a model and answers the same with the setting on.
	b.do("turn on placeholders before the model", 20*time.Second,
		chromedp.WaitVisible(chromedp.CSS(`.privacy-settings input[type="checkbox"]`)),
		until(`!document.querySelector('.privacy-settings input[type="checkbox"]').checked`, 10*time.Second),
		chromedp.Click(chromedp.CSS(`.privacy-settings input[type="checkbox"]`)),
		fill(`.privacy-settings textarea`, "Project Falcon"),
		chromedp.Click(chromedp.CSS(`.privacy-settings button[type="submit"]`), chromedp.NodeVisible),
		until(`document.querySelector('.privacy-settings [role="status"]')?.textContent.includes("Saved")`, 10*time.Second),
		chromedp.Reload(),
		until(`document.querySelector('.privacy-settings input[type="checkbox"]')?.checked === true &&
			document.querySelector('.privacy-settings textarea')?.value === "Project Falcon"`, 15*time.Second),
	)
	b.shot("sources-privacy")

	bad := filepath.Join(t.TempDir(), "payroll.exe")
	if err := os.WriteFile(bad, []byte("MZ not a document"), 0o644); err != nil {
		t.Fatal(err)
	}
	b.do("see a refused file named", 30*time.Second,
		upload(bad),
		until(`[...document.querySelectorAll('.card [role="alert"] li')].some((li) => li.textContent.includes("payroll.exe"))`, 20*time.Second),
	)

	goTo(b, "Ask", "/ask")
	b.do("see the offline banner", 20*time.Second, chromedp.WaitVisible(chromedp.CSS(`[data-testid="offline-banner"]`)))
	askAndWait(b, "Can I carry unused holiday days into next year?")

	// Open a citation: an inline [n] marker when the answer has one, else the source chip.
	marker := eval[bool](b, "look for a marker", `document.querySelector('.turn:last-of-type .answer-text button.cite') !== null`)
	sel := `.turn:last-of-type .cite-list .chip`
	if marker {
		sel = `.turn:last-of-type .answer-text button.cite`
	} else {
		t.Log("the offline answer has no inline [n] marker; opening the citation from the source list")
	}
	b.do("open a citation", 20*time.Second,
		chromedp.Click(chromedp.CSS(sel)),
		chromedp.WaitVisible(chromedp.CSS(`aside.rail .citation.selected`)),
	)
	rail := eval[string](b, "read the citation", `document.querySelector('aside.rail .citation.selected').textContent`)
	if !strings.Contains(strings.ToLower(rail), "leave") || !strings.Contains(rail, "relevance") {
		t.Errorf("the citation rail shows %q, want the leave policy with its relevance", rail)
	}
	snippet := eval[string](b, "read the snippet", `document.querySelector('aside.rail .citation.selected .snippet')?.textContent ?? ""`)
	if strings.TrimSpace(snippet) == "" {
		t.Error("the selected citation has no snippet")
	}
	b.shot("ask-cited-answer")

	// The same screens on a phone.
	b.do("narrow the window", 10*time.Second, chromedp.EmulateViewport(phoneW, phoneH))
	if overflow := eval[bool](b, "check horizontal overflow", `document.documentElement.scrollWidth > window.innerWidth + 1`); overflow {
		t.Errorf("the Ask screen scrolls sideways at %d px", phoneW)
	}
	b.shot("ask-390")
	b.do("reload the chat", 30*time.Second,
		chromedp.Reload(),
		chromedp.WaitVisible(chromedp.CSS(`.turn[data-status="completed"]`)),
	)
	b.shot("ask-reloaded-390")
	goTo2 := func(label, path string) {
		b.do("open the menu", 10*time.Second, clickText("button", "Menu"))
		goTo(b, label, path)
	}
	goTo2("Sources", "/sources")
	b.do("sources on a phone", 20*time.Second, chromedp.WaitVisible(chromedp.CSS(`article.source`)))
	if overflow := eval[bool](b, "check horizontal overflow", `document.documentElement.scrollWidth > window.innerWidth + 1`); overflow {
		t.Errorf("the Sources screen scrolls sideways at %d px", phoneW)
	}
	b.shot("sources-390")
}

// businessDB makes a small sales database on the local cluster with a
// SELECT-only login role, the way an admin would prepare one.
func businessDB(t *testing.T) (host string, port, database, user, password string) {
	t.Helper()
	suffix := make([]byte, 4)
	_, _ = rand.Read(suffix)
	user = "ks_e2e_reader_" + hex.EncodeToString(suffix)
	password = "reader-" + hex.EncodeToString(suffix)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	admin, err := pgx.Connect(ctx, testdb.AdminURL())
	if err != nil {
		t.Fatalf("e2e: connect to the cluster: %v", err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, fmt.Sprintf(`CREATE ROLE %s LOGIN PASSWORD '%s'`, user, password)); err != nil {
		t.Fatalf("e2e: create role: %v", err)
	}
	// Registered first so it runs last: after the database (and the API's
	// pool on it) is gone.
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, testdb.AdminURL())
		if err != nil {
			t.Logf("drop role: %v", err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, `DROP ROLE IF EXISTS `+user); err != nil {
			t.Logf("drop role %s: %v", user, err)
		}
	})
	pool, dbURL := testdb.NewWithURL(t)
	for _, q := range []string{
		`CREATE TABLE sales (region text NOT NULL, revenue numeric(12,2) NOT NULL)`,
		`INSERT INTO sales VALUES ('North', 420.50), ('South', 310.00), ('West', 125.25)`,
		`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC`,
		fmt.Sprintf(`GRANT SELECT ON sales TO %s`, user),
	} {
		if _, err := pool.Exec(ctx, q); err != nil {
			t.Fatalf("e2e: %s: %v", q, err)
		}
	}
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	return u.Hostname(), u.Port(), strings.TrimPrefix(u.Path, "/"), user, password
}

func TestAnalystAsksADataQuestion(t *testing.T) {
	host, port, database, user, password := businessDB(t)
	const dbName = "sales_demo"
	// The scripted model plays an analyst's turn: list the databases, run
	// one query, then answer. Which step it is follows from how many tool
	// results the request carries, so a retry cannot skip a step.
	const answer = "North has the highest revenue (420.50), ahead of South and West."
	// The answer waits until the test has seen the model picker locked
	// while the turn runs: a turn that was merely slow could end, on a
	// loaded machine, before the browser was first asked.
	answerGate := make(chan struct{})
	var opened sync.Once
	openAnswer := func() { opened.Do(func() { close(answerGate) }) }
	model := agenttest.New(func(_ int, req agenttest.Request) agenttest.Reply {
		if len(req.Tools) == 0 {
			return agenttest.Reply{Text: "Summary of the earlier conversation."}
		}
		results := 0
		for _, m := range req.Messages {
			if m.Role == "tool" {
				results++
			}
		}
		switch results {
		case 0:
			return agenttest.Reply{Calls: []agenttest.Call{{ID: "call_1", Name: "list_databases", Arguments: `{}`}}}
		case 1:
			return agenttest.Reply{Calls: []agenttest.Call{{ID: "call_2", Name: "execute_sql",
				Arguments: `{"database":"` + dbName + `","sql":"SELECT region, revenue FROM sales ORDER BY revenue DESC"}`}}}
		default:
			<-answerGate
			return agenttest.Reply{Text: answer, Delay: 60 * time.Millisecond}
		}
	})
	t.Cleanup(model.Close)
	t.Cleanup(openAnswer) // before Close, which would wait for a held answer
	st := startStack(t, chatEnv(model, "fake-model", "fake-model-large"))
	b := newOwner(t, st, "Ana Lyst", "ana@example.com", "Northwind Analytics")
	goTo(b, "Databases", "/databases")
	b.do("register the database", 40*time.Second,
		fill(`.db-form input[name="name"]`, dbName),
		fill(`.db-form input[name="host"]`, host),
		fill(`.db-form input[name="port"]`, port),
		fill(`.db-form input[name="database"]`, database),
		fill(`.db-form input[name="user"]`, user),
		fill(`.db-form input[name="password"]`, password),
		chromedp.SetValue(chromedp.CSS(`.db-form select[name="sslMode"]`), "disable"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('.db-form select[name="sslMode"]').dispatchEvent(new Event('change', {bubbles: true}))`),
		chromedp.Click(chromedp.CSS(`.db-form button[type="submit"]`)),
		until(`document.querySelector('.db-item')?.textContent.includes("sales_demo")`, 30*time.Second),
	)
	if pw := eval[string](b, "read the password field", `document.querySelector('.db-form input[name="password"]').value`); pw != "" {
		t.Error("the password field still holds the password after registering")
	}
	if strings.Contains(eval[string](b, "read the page", `document.body.innerText`), password) {
		t.Error("the page shows the database password")
	}
	b.do("test the database", 30*time.Second,
		clickText("button", "Test"),
		until(`document.querySelector('.db-item .ok-text')?.textContent.startsWith("Reachable")`, 25*time.Second),
	)
	b.shot("databases")

	goTo(b, "Ask", "/ask")
	b.do("see the model picker", 20*time.Second,
		until(`document.querySelectorAll('select[aria-label="Model"] option').length === 2`, 15*time.Second),
	)
	if banner := eval[bool](b, "look for the offline banner", `document.querySelector('[data-testid="offline-banner"]') !== null`); banner {
		t.Error("the offline banner shows although a model is configured")
	}
	b.do("ask a data question", 60*time.Second,
		fill(`#question`, "Which region had the highest revenue?"),
		chromedp.Click(chromedp.CSS(`.composer button[type="submit"]`)),
		// While the turn runs the model picker is locked.
		until(`document.querySelector('select[aria-label="Model"]').disabled`, 10*time.Second),
		chromedp.Func(func(context.Context, *chromedp.Target) error { openAnswer(); return nil }),
		until(`document.querySelector('.turn:last-of-type[data-status="completed"], .turn:last-of-type[data-status="failed"]') !== null`, 50*time.Second),
	)
	if failed := eval[string](b, "read the turn", `document.querySelector('.turn:last-of-type[data-status="failed"]')?.textContent ?? ""`); failed != "" {
		t.Fatalf("the turn failed: %s", failed)
	}
	if locked := eval[bool](b, "read the model picker", `document.querySelector('select[aria-label="Model"]').disabled`); locked {
		t.Error("the model picker stays disabled after the turn")
	}

	rows := eval[int](b, "count result rows", `document.querySelectorAll('.turn:last-of-type .result-table tbody tr').length`)
	if rows != 3 {
		t.Errorf("the result table has %d rows, want 3", rows)
	}
	bars := eval[int](b, "count chart bars", `document.querySelectorAll('.turn:last-of-type [data-testid="bar-chart"] rect').length`)
	if bars != 3 {
		t.Errorf("the chart has %d bars, want 3", bars)
	}
	sql := eval[string](b, "read the SQL", `document.querySelector('.turn:last-of-type details.sql code')?.textContent ?? ""`)
	if !strings.Contains(sql, "FROM sales") {
		t.Errorf("the SQL disclosure shows %q", sql)
	}
	csv := eval[string](b, "read the CSV link", `decodeURIComponent(document.querySelector('.turn:last-of-type a[download]')?.getAttribute('href') ?? "")`)
	if !strings.Contains(csv, "region,revenue") || !strings.Contains(csv, "North,420.50") {
		t.Errorf("the CSV download holds %q", csv)
	}
	steps := eval[int](b, "count tool steps", `document.querySelectorAll('.turn:last-of-type .steps li').length`)
	if steps < 1 {
		t.Error("no tool steps were shown")
	}
	got := eval[string](b, "read the answer", `document.querySelector('.turn:last-of-type .answer-text')?.textContent ?? ""`)
	if !strings.Contains(got, answer) {
		t.Errorf("the answer reads %q, want %q", got, answer)
	}
	if n := len(model.Requests()); n < 3 {
		t.Errorf("the model was called %d times, want the whole script (3)", n)
	}
	b.do("open the SQL", 10*time.Second, chromedp.Click(chromedp.CSS(`.turn:last-of-type details.sql summary`)))
	b.shot("ask-data-answer")
	b.do("narrow the window", 10*time.Second, chromedp.EmulateViewport(phoneW, phoneH))
	b.shot("ask-data-390")
}
