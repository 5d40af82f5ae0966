package apitest

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// BuildAPI compiles cmd/api into a temporary directory and returns the
// binary: for a test that runs the program as shipped (a client spawning
// `api mcp`, the outage test's `api serve`), not a test binary standing in.
func BuildAPI(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "api")
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("building cmd/api needs the go tool on PATH: %v", err)
	}
	if out, err := exec.Command(goTool, "build", "-o", bin, "knowledgestack/cmd/api").CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/api: %v\n%s", err, out)
	}
	return bin
}
