package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
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

// apiProcess is `api serve` running as a child process.
type apiProcess struct {
	t    *testing.T
	cmd  *exec.Cmd
	URL  string
	logs *syncBuffer
	done chan struct{}
	err  error
}

// syncBuffer collects a child's log lines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// freeAddr is a loopback address nothing listens on right now.
func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// startAPIProcess starts the server on addr with only the given environment
// (nothing inherited but PATH and HOME) and waits until /healthz answers.
// Metrics are off unless env sets METRICS_ADDR, so replicas do not collide.
func startAPIProcess(t *testing.T, addr string, env map[string]string) *apiProcess {
	t.Helper()
	vars := map[string]string{
		childEnv: "serve", "API_ADDR": addr, "METRICS_ADDR": "off", "LOG_LEVEL": "warn",
		"PATH": os.Getenv("PATH"), "HOME": os.Getenv("HOME"),
	}
	for k, v := range env {
		vars[k] = v
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	for k, v := range vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	p := &apiProcess{t: t, cmd: cmd, URL: "http://" + addr, logs: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.logs, p.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.err = cmd.Wait(); close(p.done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
		if t.Failed() {
			t.Logf("logs of the API at %s:\n%s", addr, p.logs.String())
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(p.URL + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p
			}
		}
		select {
		case <-p.done:
			t.Fatalf("the API exited at start (%v):\n%s", p.err, p.logs.String())
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("the API did not answer /healthz within a minute:\n%s", p.logs.String())
		}
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

// sseFrame is one frame of an answer stream.
type sseFrame struct {
	ID    int
	Event string
	Data  string
}

// sseReader reads frames off an event stream, one at a time.
type sseReader struct{ sc *bufio.Scanner }

func newSSEReader(r io.Reader) *sseReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	return &sseReader{sc: sc}
}

// next returns the next frame, or false when the stream ended first.
func (s *sseReader) next() (sseFrame, bool) {
	var f sseFrame
	seen := false
	for s.sc.Scan() {
		line := s.sc.Text()
		switch {
		case line == "":
			if seen {
				return f, true
			}
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "id: "):
			f.ID, _ = strconv.Atoi(strings.TrimPrefix(line, "id: "))
			seen = true
		case strings.HasPrefix(line, "event: "):
			f.Event, seen = strings.TrimPrefix(line, "event: "), true
		case strings.HasPrefix(line, "data: "):
			f.Data, seen = strings.TrimPrefix(line, "data: "), true
		}
	}
	return f, false
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
