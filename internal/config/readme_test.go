package config

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite README.md's table of environment variables from Vars")

const (
	readme     = "../../README.md"
	tableBegin = "<!-- config:begin (generated from internal/config.Vars: go test ./internal/config -update) -->"
	tableEnd   = "<!-- config:end -->"
)

// readmeTable is the README's table of environment variables as Vars declares them.
func readmeTable() string {
	var b strings.Builder
	b.WriteString("| variable | default | meaning |\n|---|---|---|\n")
	for _, v := range Vars {
		b.WriteString(v.ReadmeRow() + "\n")
	}
	return b.String()
}

// TestReadmeTableMatchesVars: the README documents exactly the variables
// Load reads (and the ones other programs read), with their defaults, from
// the one declaration of each.
func TestReadmeTableMatchesVars(t *testing.T) {
	raw, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	a, b := strings.Index(doc, tableBegin), strings.Index(doc, tableEnd)
	if a < 0 || b < a {
		t.Fatalf("README.md lacks the %q … %q markers", tableBegin, tableEnd)
	}
	want := "\n\n" + readmeTable() + "\n"
	if got := doc[a+len(tableBegin) : b]; got != want {
		if *update {
			if err := os.WriteFile(readme, []byte(doc[:a+len(tableBegin)]+want+doc[b:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("README.md's table of environment variables differs from config.Vars; run go test ./internal/config -update and review the diff. Vars say:\n%s", readmeTable())
	}
}

// TestEveryVarIsDeclaredOnce: no variable is declared twice, and every one
// Load reads has a log attribute or says why not (the key file's own).
func TestEveryVarIsDeclaredOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, v := range Vars {
		if seen[v.Name] {
			t.Errorf("%s is declared twice", v.Name)
		}
		seen[v.Name] = true
		if v.Doc == "" {
			t.Errorf("%s has no doc", v.Name)
		}
		if v.set != nil && v.log == nil {
			t.Errorf("%s is read but not logged", v.Name)
		}
		if v.Secret && v.log != nil && strings.Contains(v.log(Config{}).String(), "=****") {
			t.Errorf("%s: an unset secret is logged as set", v.Name)
		}
	}
}
