package archmap

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the import table of docs/architecture.md from go list")

const (
	module    = "knowledgestack/"
	pagePath  = "../../docs/architecture.md"
	beginMark = "<!-- imports:begin (generated: go test ./internal/archmap -update) -->"
	endMark   = "<!-- imports:end -->"
)

// pkg is one package of the module as go list sees it.
type pkg struct {
	path    string   // relative to the module: internal/chat
	imports []string // the module's packages it imports (not its tests'), relative
}

func listPackages(t *testing.T) []pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}|{{join .Imports ","}}`, "./...")
	cmd.Dir = "../.."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkg
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, imports, _ := strings.Cut(line, "|")
		if strings.Contains(path, "/node_modules/") {
			continue // npm packages that ship Go code (flatted does) are not the module's
		}
		p := pkg{path: strings.TrimPrefix(path, module)}
		for _, imp := range strings.Split(imports, ",") {
			if strings.HasPrefix(imp, module) {
				p.imports = append(p.imports, strings.TrimPrefix(imp, module))
			}
		}
		sort.Strings(p.imports)
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// TestPackageMap: every package is named in the map's first column, and
// every package the map names exists.
func TestPackageMap(t *testing.T) {
	page := readPage(t)
	mapSection := section(t, page, "## Package map")
	named := map[string]bool{}
	code := regexp.MustCompile("`([a-z0-9_/]+)`")
	for _, line := range strings.Split(mapSection, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		// The first column names packages; the test-support row names them in its second.
		cols := cells[1]
		if strings.TrimSpace(cells[1]) == "test support" {
			cols = cells[2]
		}
		for _, m := range code.FindAllStringSubmatch(cols, -1) {
			named[m[1]] = true
		}
	}
	exists := map[string]bool{}
	for _, p := range listPackages(t) {
		exists[p.path] = true
		if !named[p.path] {
			t.Errorf("docs/architecture.md's package map does not name %s: add a row saying what it owns", p.path)
		}
	}
	for n := range named {
		if strings.HasPrefix(n, "internal/") || strings.HasPrefix(n, "cmd/") {
			if !exists[n] {
				t.Errorf("docs/architecture.md's package map names %s, which is no package of the module", n)
			}
		}
	}
}

// TestImportTable: the page's import table is what go list reports; with
// -update the test writes it.
func TestImportTable(t *testing.T) {
	page := readPage(t)
	i, j := strings.Index(page, beginMark), strings.Index(page, endMark)
	if i < 0 || j < i {
		t.Fatalf("docs/architecture.md has no %q … %q section", beginMark, endMark)
	}
	want := importTable(listPackages(t))
	got := page[i+len(beginMark) : j]
	if got == want {
		return
	}
	if *update {
		if err := os.WriteFile(pagePath, []byte(page[:i+len(beginMark)]+want+page[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("docs/architecture.md's import table differs from go list; run go test ./internal/archmap -update and review the diff. go list says:%s", want)
}

func importTable(pkgs []pkg) string {
	var b strings.Builder
	b.WriteString("\n\n| package | imports (the module's own packages) |\n|---|---|\n")
	for _, p := range pkgs {
		imps := make([]string, len(p.imports))
		for k, imp := range p.imports {
			imps[k] = "`" + imp + "`"
		}
		list := strings.Join(imps, ", ")
		if list == "" {
			list = "—"
		}
		fmt.Fprintf(&b, "| `%s` | %s |\n", p.path, list)
	}
	b.WriteString("\n")
	return b.String()
}

// TestImportRules: the rules the page states, checked on go list.
func TestImportRules(t *testing.T) {
	pkgs := listPackages(t)
	rules := []struct {
		imported string
		allowed  func(importer string) bool
		rule     string
	}{
		{"internal/config", func(p string) bool {
			return strings.HasPrefix(p, "cmd/") || p == "internal/app" || p == "internal/apitest" || p == "internal/testdb"
		}, "only cmd/*, internal/app and the test helpers apitest and testdb import config"},
		{"internal/sync/pass", func(p string) bool {
			return !strings.HasPrefix(p, "internal/retrieval") && p != "internal/agent" && p != "internal/tools" && p != "internal/chat"
		}, "retrieval, agent, tools and chat never import the sync pass"},
		{"internal/dbconn", func(p string) bool {
			return p != "internal/agent" && p != "internal/tools" && p != "internal/chat"
		}, "agent, tools and chat do not import dbconn"},
		{"internal/httpapi", func(p string) bool {
			return strings.HasPrefix(p, "cmd/") || p == "internal/app" || p == "internal/apitest" || p == "internal/e2e"
		}, "only the wiring imports httpapi"},
	}
	for _, p := range pkgs {
		for _, imp := range p.imports {
			for _, r := range rules {
				if imp == r.imported && !r.allowed(p.path) {
					t.Errorf("%s imports %s, against the rule: %s", p.path, imp, r.rule)
				}
			}
		}
	}
	// Gin is the HTTP package's alone: look at third-party imports too.
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}|{{join .Imports ","}}`, "./...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, imports, _ := strings.Cut(line, "|")
		if strings.Contains(","+imports+",", ",github.com/gin-gonic/gin,") && path != module+"internal/httpapi" {
			t.Errorf("%s imports Gin; only internal/httpapi knows HTTP routing", path)
		}
	}
}

// TestCorpusLoaderStaysBelowRetrieval: internal/evaluation/corpus depends on
// internal/retrieval through no import at all, so retrieval's own tests load
// their corpora with it (ADR 0060); only internal/evaluation, above both,
// runs the searches.
func TestCorpusLoaderStaysBelowRetrieval(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "./internal/evaluation/corpus")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps gave %d packages; the check has stopped seeing them", len(deps))
	}
	for _, d := range deps {
		if d == module+"internal/retrieval" || d == module+"internal/evaluation" {
			t.Errorf("internal/evaluation/corpus depends on %s: retrieval's tests could no longer load corpora with it (ADR 0060)", d)
		}
	}
}

func readPage(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.FromSlash(pagePath))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section is the text under a heading, up to the next heading of its level.
func section(t *testing.T, page, heading string) string {
	t.Helper()
	i := strings.Index(page, heading+"\n")
	if i < 0 {
		t.Fatalf("docs/architecture.md has no %q", heading)
	}
	rest := page[i+len(heading)+1:]
	if j := strings.Index(rest, "\n## "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}
