package app_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/db"
	"knowledgestack/internal/testdb"
)

// rssChildEnv makes the test binary serve the API instead of testing (the
// child process of TestUploadMemoryOfARealProcess).
const rssChildEnv = "KS_RSS_CHILD_DATABASE_URL"

// TestUploadMemoryOfARealProcess runs the API as its own process and reads
// its peak resident memory (VmHWM) from /proc while hostile files are
// uploaded: a zip bomb that inflates to 24 MiB, again and again, with a
// truncated PDF and a fake .docx. The peak may not grow by more than the
// request bodies plus working room, so nothing was inflated.
func TestUploadMemoryOfARealProcess(t *testing.T) {
	if url := os.Getenv(rssChildEnv); url != "" {
		serveChild(t, url)
		return
	}
	pool := testdb.New(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestUploadMemoryOfARealProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), rssChildEnv+"="+pool.Config().ConnString())
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = stdin.Close() // the child stops when its stdin closes
		_ = cmd.Wait()
	})
	addr := ""
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if a, ok := strings.CutPrefix(sc.Text(), "listening "); ok {
			addr = a
			break
		}
	}
	if addr == "" {
		t.Fatal("the API process did not start")
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	srv := &httptest.Server{URL: "http://" + addr}
	owner := apitest.NewUser(t, pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	c := apitest.Login(t, pool, srv, owner, ws)

	status := func(field string) int {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
		if err != nil {
			t.Fatal(err)
		}
		for line := range strings.SplitSeq(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, field+":"); ok {
				n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
				return n
			}
		}
		t.Fatalf("no %s in /proc status", field)
		return 0
	}
	// Warm up: one good PDF through conversion and storage.
	if code, m := upload(t, c, "handbook.pdf"); code != http.StatusCreated {
		t.Fatalf("warm-up upload: %d %v", code, m)
	}
	base := status("VmHWM")
	for range 5 {
		code, m := upload(t, c, "bomb.docx", "truncated.pdf", "fake.docx", "bomb.docx")
		if code != http.StatusBadRequest {
			t.Fatalf("hostile upload: %d %v", code, m)
		}
	}
	peak := status("VmHWM")
	t.Logf("API process: peak RSS %d KiB after a warm-up PDF, %d KiB after 5 requests of 2 zip bombs (24 MiB each inflated), a truncated PDF and a fake .docx", base, peak)
	if peak-base > 24<<10 {
		t.Errorf("peak RSS grew by %d KiB refusing the hostile files", peak-base)
	}
}

// serveChild is the child: the API on a loopback port until stdin closes.
func serveChild(t *testing.T, url string) {
	ctx := context.Background()
	pool, err := db.Open(ctx, url, 4)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	cfg := apitest.Config(t, map[string]string{"WORKERS": "false"})
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), pool, prometheus.NewRegistry(),
		app.Options{BcryptCost: bcrypt.MinCost})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: a.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = hs.Serve(ln) }()
	fmt.Printf("listening %s\n", ln.Addr())
	_, _ = io.Copy(io.Discard, os.Stdin)
	_ = hs.Close()
}
