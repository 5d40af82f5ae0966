package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/jackc/pgx/v5"
)

// TestAdminExplainsWhoSeesADocument: on the Sources page an admin limits an
// upload to chosen members, opens the document list, picks a member under
// "Who sees it?" and reads the verdict with the deciding rule and principal
// (GET /documents/{id}/access?member=, ADR 0063): the member left out
// cannot see it, the admin can, as user:<their id>.
func TestAdminExplainsWhoSeesADocument(t *testing.T) {
	st := startStack(t, nil)
	b := newOwner(t, st, "Olga Owner", "olga@example.com", "Acme")
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, st.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var olga string
	if err := conn.QueryRow(ctx, `SELECT id::text FROM users WHERE email = 'olga@example.com'`).Scan(&olga); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `WITH u AS (INSERT INTO users (email, name) VALUES ('bob@example.com', 'Bob Member') RETURNING id)
		INSERT INTO workspace_memberships (workspace_id, user_id, role)
		SELECT w.id, u.id, 'member' FROM workspaces w, u WHERE w.name = 'Acme'`); err != nil {
		t.Fatal(err)
	}

	md := filepath.Join(t.TempDir(), "pay.md")
	if err := os.WriteFile(md, []byte("# Pay bands\n\nThe Zanzibar bonus pool is paid in March.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	goTo(b, "Sources", "/sources")
	b.do("upload a file and wait for it", 90*time.Second,
		upload(md),
		until(`(() => {
			const s = document.querySelector('article.source');
			return s && s.dataset.status === "idle" && !s.querySelector('[role="progressbar"]') && /1 document\b/.test(s.textContent);
		})()`, 85*time.Second),
	)
	b.do("make it visible to Olga alone", 30*time.Second,
		clickText("button", "Change who sees it"),
		chromedp.WaitVisible(chromedp.CSS(`fieldset.access-form input[value="members"]`)),
		chromedp.Click(chromedp.CSS(`fieldset.access-form input[value="members"]`)),
		until(`[...document.querySelectorAll('fieldset.access-form label')].some((l) => l.textContent.includes("olga@example.com"))`, 10*time.Second),
		chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll('fieldset.access-form label')].find((l) => l.textContent.includes("olga@example.com")).querySelector('input').click()`),
		clickText("button", "Save"),
		until(`document.querySelector('[data-testid="source-visibility"]')?.textContent.includes("the members an admin chose")`, 15*time.Second),
	)
	explain := func(email string) (verdict, principal, rule string) {
		t.Helper()
		b.do("explain for "+email, 30*time.Second,
			chromedp.Evaluate[chromedp.Void](`(() => {
				const s = document.querySelector('[data-testid="access-explain"] select');
				const o = [...s.options].find((o) => o.textContent.includes(`+"`"+email+"`"+`));
				Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set.call(s, o.value);
				s.dispatchEvent(new Event("change", { bubbles: true }));
			})()`),
			until(`document.querySelector('[data-testid="access-verdict"]') !== null`, 15*time.Second),
		)
		verdict = eval[string](b, "read the verdict", `document.querySelector('[data-testid="access-verdict"]').dataset.visible`)
		principal = eval[string](b, "read the principal", `document.querySelector('[data-testid="access-principal"]')?.textContent ?? ""`)
		rule = eval[string](b, "read the rule", `document.querySelector('[data-testid="access-rule"]').textContent`)
		return verdict, principal, rule
	}
	b.do("open the document's access", 30*time.Second,
		clickText("button", "Show documents"),
		chromedp.WaitVisible(byText("button", "Who sees it?")),
		clickText("button", "Who sees it?"),
		until(`document.querySelector('[data-testid="access-explain"] select')?.options.length >= 3`, 15*time.Second),
	)
	if v, p, rule := explain("bob@example.com"); v != "no" || p != "" || !strings.Contains(rule, "this member is not one of them") {
		t.Errorf("Bob: visible %q, principal %q, rule %q", v, p, rule)
	}
	b.shot("sources-explain-bob")
	if v, p, rule := explain("olga@example.com"); v != "yes" || p != "user:"+olga || !strings.Contains(rule, "this member is one of them") {
		t.Errorf("Olga: visible %q, principal %q, rule %q", v, p, rule)
	}
	b.shot("sources-explain-olga")
	b.assertClean()
}
