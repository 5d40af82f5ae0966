package e2e

import (
	"context"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// keyedPlaceholder is what the MCP server issues: a kind and ten base32 letters.
var keyedPlaceholder = regexp.MustCompile(`⟨([A-Z]+)_[a-z2-7]{10}⟩`)

// TestMCPMasksPersonalDataWhenPrivacyIsOn is issue 30's item 4: a workspace
// with privacy on gets personal data replaced in everything the MCP server
// returns (search results, document resources, query rows), with
// placeholders keyed to the API token, which the same client's next call
// can send back and the server turns into the real value — another token's
// call cannot — and a document's own placeholder-shaped text borrows nothing.
func TestMCPMasksPersonalDataWhenPrivacyIsOn(t *testing.T) {
	st := startMCPStack(t, map[string]string{})
	endpoint := st.Web + "/mcp"
	alice := st.owner(t, "alice@a.example", "Northwind Robotics")
	bob := st.join(t, "bob@a.example", alice.WS, "member")
	alice.upload(t, map[string][]byte{
		"payroll-contacts.md": []byte("# Payroll contacts\n\nPayouts are approved by Siobhán O’Brien " +
			"(siobhan.obrien@northwind.example, +44 20 7946 0958). Her payout account is DE89 3704 0044 0532 0130 00.\n"),
		"vendor-note.md": []byte("# Vendor note\n\nVendor payouts go to ⟨IBAN_k3x9q2m7ab⟩, contact ⟨PERSON_1⟩.\n"),
	})
	demoDB := alice.registerDemoBusiness(t, "northwind")
	if code := alice.JSON(http.MethodPut, "/settings/privacy", map[string]any{"enabled": true}, nil); code != http.StatusOK {
		t.Fatalf("privacy on: %d", code)
	}
	aliceTok, bobTok := alice.token(t, "claude desktop", "read"), bob.token(t, "cursor", "read")
	cs, err := mcpConnect(t, endpoint, aliceTok.Secret)
	if err != nil {
		t.Fatal(err)
	}
	raw := []string{"Siobhán", "O’Brien", "O'Brien", "siobhan.obrien", "7946", "DE89", "3704 0044"}
	noRaw := func(t *testing.T, what, text string) {
		t.Helper()
		for _, v := range raw {
			if strings.Contains(text, v) {
				t.Errorf("%s holds %q: %s", what, v, text)
			}
		}
	}

	var person, iban string
	t.Run("search results are masked, with keyed placeholders and a sentence saying so", func(t *testing.T) {
		res, text := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"who approves payouts"}})
		if res.IsError {
			t.Fatalf("search: %s", text)
		}
		noRaw(t, "the search result", text)
		for _, m := range keyedPlaceholder.FindAllStringSubmatch(text, -1) {
			switch m[1] {
			case "PERSON":
				person = m[0]
			case "IBAN":
				iban = m[0]
			}
		}
		if person == "" || iban == "" || !strings.Contains(text, "[Privacy:") {
			t.Fatalf("no keyed placeholders or no note in %s", text)
		}
		// The vendor note's own text is re-spelled: it can borrow no value.
		if strings.Contains(text, "⟨IBAN_k3x9q2m7ab⟩") || strings.Contains(text, "⟨PERSON_1⟩") {
			t.Fatalf("a document's placeholder-shaped text came through as a placeholder: %s", text)
		}
		_, again := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"payroll contacts payouts approved"}})
		if !strings.Contains(again, person) || !strings.Contains(again, iban) {
			t.Fatalf("the same value got another placeholder in the next call: %s", again)
		}
	})

	t.Run("a document resource is masked with the same placeholders", func(t *testing.T) {
		res, _ := call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"payroll contacts"}})
		var doc *mcp.ReadResourceResult
		for _, c := range res.Content {
			l, ok := c.(*mcp.ResourceLink)
			if !ok {
				continue
			}
			d, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: l.URI})
			if err == nil && strings.Contains(d.Contents[0].Text, "Payroll contacts") {
				doc = d
			}
		}
		if doc == nil {
			t.Fatal("the payroll document was not readable")
		}
		noRaw(t, "the document", doc.Contents[0].Text)
		if !strings.Contains(doc.Contents[0].Text, person) {
			t.Fatalf("the document names the person otherwise: %s", doc.Contents[0].Text)
		}
	})

	var email string
	t.Run("rows are masked and a placeholder sent back queries the real value", func(t *testing.T) {
		var first, real string
		demo, err := pgx.Connect(context.Background(), demoDB)
		if err != nil {
			t.Fatal(err)
		}
		defer demo.Close(context.Background())
		if err := demo.QueryRow(context.Background(), `SELECT first_name, email FROM employees ORDER BY employee_id LIMIT 1`).Scan(&first, &real); err != nil {
			t.Fatal(err)
		}
		_, text := call(t, cs, "execute_sql", map[string]any{"database": "northwind",
			"sql": "SELECT first_name, email FROM employees ORDER BY employee_id LIMIT 1"})
		if strings.Contains(text, real) || strings.Contains(text, first) {
			t.Fatalf("the row came back unmasked: %s", text)
		}
		for _, m := range keyedPlaceholder.FindAllStringSubmatch(text, -1) {
			if m[1] == "EMAIL" {
				email = m[0]
			}
		}
		if email == "" {
			t.Fatalf("no e-mail placeholder in %s", text)
		}
		_, text = call(t, cs, "execute_sql", map[string]any{"database": "northwind",
			"sql": "SELECT count(*) AS matches FROM employees WHERE email = '" + email + "'"})
		if !strings.Contains(text, "matches\n1\n") {
			t.Fatalf("the placeholder was not restored for the query: %s", text)
		}
	})

	t.Run("another token cannot send the placeholder back", func(t *testing.T) {
		other, err := mcpConnect(t, endpoint, bobTok.Secret)
		if err != nil {
			t.Fatal(err)
		}
		_, text := call(t, other, "execute_sql", map[string]any{"database": "northwind",
			"sql": "SELECT count(*) AS matches FROM employees WHERE email = '" + email + "'"})
		if !strings.Contains(text, "matches\n0\n") {
			t.Fatalf("bob's call got alice's value: %s", text)
		}
		// Bob's own placeholder for the same person differs from alice's.
		_, mine := call(t, other, "search_document_chunks", map[string]any{"queries": []string{"who approves payouts"}})
		if strings.Contains(mine, person) || !keyedPlaceholder.MatchString(mine) {
			t.Fatalf("bob's result reuses alice's placeholder or has none: %s", mine)
		}
	})

	t.Run("a masked call prunes the workspace's expired placeholders, an idle token's too", func(t *testing.T) {
		ctx := context.Background()
		if _, err := st.Pool.Exec(ctx, `INSERT INTO mcp_placeholders (workspace_id, token_id, placeholder, value_enc, expires_at)
			VALUES ($1, $2, '⟨PERSON_aaaaaaaaaa⟩', '\x00', now() - interval '1 minute')`, alice.WS, bobTok.ID); err != nil {
			t.Fatal(err)
		}
		call(t, cs, "search_document_chunks", map[string]any{"queries": []string{"who approves payouts"}})
		var left int
		if err := st.Pool.QueryRow(ctx, `SELECT count(*) FROM mcp_placeholders WHERE workspace_id = $1 AND expires_at < now()`,
			alice.WS).Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d expired rows left (%v)", left, err)
		}
	})

	t.Run("the mapping is stored encrypted, per token, for 24 hours", func(t *testing.T) {
		rows, err := st.Pool.Query(context.Background(), `SELECT t.name, p.placeholder, p.value_enc, p.expires_at
			FROM mcp_placeholders p JOIN api_tokens t ON t.id = p.token_id WHERE p.workspace_id = $1`, alice.WS)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		n := 0
		for rows.Next() {
			var tok, p string
			var enc []byte
			var exp time.Time
			if err := rows.Scan(&tok, &p, &enc, &exp); err != nil {
				t.Fatal(err)
			}
			n++
			for _, v := range append(raw, "northwind-robotics.example") {
				if strings.Contains(string(enc), v) {
					t.Errorf("%s is stored readable: %q", p, v)
				}
			}
			if d := time.Until(exp); d < 23*time.Hour || d > 25*time.Hour {
				t.Errorf("%s expires in %v", p, d)
			}
		}
		if n == 0 {
			t.Fatal("nothing stored")
		}
	})
}
