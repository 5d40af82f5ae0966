package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"knowledgestack/internal/testdb"
)

// childEnv, set to "serve" in a child's environment, makes this test binary
// run `api serve` instead of the tests: crash and shutdown tests start the
// real server as a separate process they can kill -9 or SIGTERM, without
// building a binary first.
const childEnv = "KS_TEST_API_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "serve" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		err := run(ctx, []string{"serve"}, os.Getenv, os.Stdin, os.Stdout, os.Stderr)
		stop()
		if err != nil {
			fmt.Fprintln(os.Stderr, "api:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// procOptions says which program runs `api serve` and how it is configured.
type procOptions struct {
	// bin is the program; empty runs this test binary (TestMain), which needs
	// no build. apitest.BuildAPI gives the real binary, for a test that must run it.
	bin string
	// addr is API_ADDR; empty picks a free loopback port. A restart passes
	// the address of the process it replaces, so clients keep their URL.
	addr string
	// env is added to the defaults (no metrics listener, warnings only, and
	// nothing inherited but PATH and HOME), replacing them where it overlaps.
	env map[string]string
	// keepLog, when set, is a file the whole log is copied to at the end.
	keepLog string
}

// apiProcess is `api serve` running as a child process, its log in a file.
type apiProcess struct {
	t       *testing.T
	cmd     *exec.Cmd
	URL     string
	logPath string
	done    chan struct{}
	err     error // how it exited, once done is closed
}

// startAPIProcess starts the server and waits until /readyz answers 200 (the
// database reached, migrations current). The process is killed when the test
// ends; a failed test logs the end of its log.
func startAPIProcess(t *testing.T, o procOptions) *apiProcess {
	t.Helper()
	if o.addr == "" {
		o.addr = testdb.FreeAddr(t)
	}
	vars := map[string]string{"API_ADDR": o.addr, "METRICS_ADDR": "off", "LOG_LEVEL": "warn",
		"PATH": os.Getenv("PATH"), "HOME": os.Getenv("HOME")}
	name, args := o.bin, []string{"serve"}
	if o.bin == "" {
		name, args = os.Args[0], []string{"-test.run=^$"}
		vars[childEnv] = "serve"
	}
	cmd := exec.Command(name, args...)
	for k, v := range o.env {
		vars[k] = v
	}
	for k, v := range vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	p := &apiProcess{t: t, cmd: cmd, URL: "http://" + o.addr, logPath: filepath.Join(t.TempDir(), "api.log"), done: make(chan struct{})}
	logFile, err := os.Create(p.logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.err = cmd.Wait(); logFile.Close(); close(p.done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
		if o.keepLog != "" {
			b, _ := os.ReadFile(p.logPath)
			_ = os.WriteFile(o.keepLog, b, 0o600)
		}
		if t.Failed() {
			t.Logf("log of the API at %s (its end):\n%s", o.addr, p.logTail())
		}
	})
	deadline := time.Now().Add(time.Minute)
	for {
		resp, err := http.Get(p.URL + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p
			}
		}
		if p.exited() {
			t.Fatalf("the API exited at start (%v):\n%s", p.err, p.logTail())
		}
		if time.Now().After(deadline) {
			t.Fatalf("the API was not ready within a minute:\n%s", p.logTail())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends the process the way an out-of-memory kill does: no shutdown at all.
func (p *apiProcess) kill() {
	p.t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		p.t.Fatal(err)
	}
	<-p.done
}

// term asks the process to shut down gracefully (what a deploy or
// `docker stop` sends) and returns a channel closed when it has exited.
func (p *apiProcess) term() <-chan struct{} {
	p.t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		p.t.Fatal(err)
	}
	return p.done
}

func (p *apiProcess) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// logTail is the end of the process's log, enough to see why it failed.
func (p *apiProcess) logTail() string {
	b, _ := os.ReadFile(p.logPath)
	return tail(string(b), 8000)
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
