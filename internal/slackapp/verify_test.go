package slackapp

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"knowledgestack/internal/errs"
)

// signingExample is Slack's documented signing example, read from the
// python-slack-sdk test file that quotes it (testdata/recorded/python-slack-sdk).
type signingExample struct{ secret, timestamp, body, signature string }

func readSigningExample(t *testing.T) signingExample {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "recorded", "python-slack-sdk", "test_signature_verifier.py"))
	if err != nil {
		t.Fatal(err)
	}
	attr := func(name string) string {
		m := regexp.MustCompile(`(?m)^\s+` + name + ` = "([^"]*)"`).FindSubmatch(src)
		if m == nil {
			t.Fatalf("no %s in the signing example", name)
		}
		return string(m[1])
	}
	return signingExample{attr("signing_secret"), attr("timestamp"), attr("body"), attr("valid_signature")}
}

func TestVerifierWithSlacksPublishedExample(t *testing.T) {
	ex := readSigningExample(t)
	at := func(sec int64) func() time.Time { return func() time.Time { return time.Unix(sec, 0) } }
	v := NewVerifier(ex.secret, at(1531420618))
	if got := v.Sign(ex.timestamp, []byte(ex.body)); got != ex.signature {
		t.Fatalf("signature %s, want the documented %s", got, ex.signature)
	}
	if err := v.Verify(ex.timestamp, ex.signature, []byte(ex.body)); err != nil {
		t.Fatalf("the documented request is refused: %v", err)
	}
	refused := []struct {
		name           string
		v              Verifier
		ts, sig, body  string
		wantSubstrings string
	}{
		{"a modified body", v, ex.timestamp, ex.signature, ex.body + "x", "does not match"},
		{"another secret", NewVerifier("another-secret", at(1531420618)), ex.timestamp, ex.signature, ex.body, "does not match"},
		{"a stale timestamp (checked against today's clock)", NewVerifier(ex.secret, nil), ex.timestamp, ex.signature, ex.body, "5 minutes"},
		{"a timestamp 6 minutes ahead", NewVerifier(ex.secret, at(1531420618-360)), ex.timestamp, ex.signature, ex.body, "5 minutes"},
		{"a missing signature", v, ex.timestamp, "", ex.body, "missing"},
		{"an unknown version", v, ex.timestamp, "v1=" + ex.signature[3:], ex.body, "version"},
		{"a garbage timestamp", v, "soon", ex.signature, ex.body, "Unix time"},
	}
	for _, c := range refused {
		t.Run("refuses "+c.name, func(t *testing.T) {
			err := c.v.Verify(c.ts, c.sig, []byte(c.body))
			if !errs.Is(err, errs.Unauthorized) || !regexp.MustCompile(regexp.QuoteMeta(c.wantSubstrings)).MatchString(err.Error()) {
				t.Errorf("got %v", err)
			}
		})
	}
	t.Run("accepts 4 minutes of skew", func(t *testing.T) {
		if err := NewVerifier(ex.secret, at(1531420618+240)).Verify(ex.timestamp, ex.signature, []byte(ex.body)); err != nil {
			t.Error(err)
		}
	})
}
