package main

import (
	"bytes"
	"context"
	crand "crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/httpapi"
)

// uploadSize is the largest PDF the API accepts by default (UPLOAD_MAX_PDF_BYTES).
const uploadSize = 20 << 20

// benchUploadRSS measures the peak resident memory (VmHWM) of a real API
// process while N owners each upload one maximum-size PDF at once (N = 1, 4,
// 8; a fresh process per N), against N × the file size (ADR 0053). The API
// is ./cmd/api built from this tree, or BENCH_API_BIN (an API built from an
// older commit, for the before column).
func benchUploadRSS(ctx context.Context, out io.Writer) error {
	pool, drop, err := scratchPool(ctx, "uploadrss", 8)
	if err != nil {
		return err
	}
	defer drop()
	bin := os.Getenv("BENCH_API_BIN")
	if bin == "" {
		dir, err := os.MkdirTemp("", "ks-bench-api")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		bin = filepath.Join(dir, "api")
		if msg, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/api").CombinedOutput(); err != nil {
			return fmt.Errorf("build the API: %v: %s", err, msg)
		}
	}
	pdf, err := paddedPDF(pdfSample, uploadSize)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n### Peak RSS of the API for N parallel %d MiB PDF uploads (%s)\n\n", uploadSize>>20, filepath.Base(bin))
	fmt.Fprintln(out, "| N | idle RSS MiB | peak RSS MiB | growth MiB | N × file MiB | growth per upload MiB | statuses |")
	fmt.Fprintln(out, "|---:|---:|---:|---:|---:|---:|---|")
	for _, n := range uploadRSSCounts() {
		idle, peak, statuses, err := uploadRSSRound(ctx, pool, bin, pdf, n)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "| %d | %.0f | %.0f | %.0f | %d | %.1f | %s |\n", n, mibOf(idle), mibOf(peak), mibOf(peak-idle),
			n*uploadSize>>20, mibOf(peak-idle)/float64(n), statuses)
	}
	return nil
}

// uploadRSSCounts are the Ns: 1, 4, 8, or BENCH_UPLOAD_N (comma-separated).
func uploadRSSCounts() []int {
	ns := []int{1, 4, 8}
	if v := os.Getenv("BENCH_UPLOAD_N"); v != "" {
		ns = nil
		for f := range strings.SplitSeq(v, ",") {
			if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil && n > 0 {
				ns = append(ns, n)
			}
		}
	}
	return ns
}

func mibOf(kib int) float64 { return float64(kib) / 1024 }

// uploadRSSRound starts the API, lets n owners upload the PDF at once, and
// returns its VmHWM in KiB before and after.
func uploadRSSRound(ctx context.Context, pool *pgxpool.Pool, bin string, pdf []byte, n int) (idle, peak int, statuses string, err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, 0, "", err
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	key := make([]byte, 32)
	_, _ = crand.Read(key)
	cmd := exec.CommandContext(ctx, bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+pool.Config().ConnString(), "API_ADDR="+addr, "METRICS_ADDR=off",
		"WORKERS=false", "ENCRYPTION_KEY="+base64.RawURLEncoding.EncodeToString(key), "ENCRYPTION_KEYS=", "LOG_LEVEL=error")
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	if err := cmd.Start(); err != nil {
		return 0, 0, "", err
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	base := "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			return 0, 0, "", fmt.Errorf("the API did not start on %s", addr)
		}
	}
	tokens := make([]string, n)
	for i := range tokens {
		if tokens[i], err = benchOwner(ctx, pool, fmt.Sprintf("rss-%d-%d", n, i)); err != nil {
			return 0, 0, "", err
		}
	}
	if idle, err = vmHWM(cmd.Process.Pid); err != nil {
		return 0, 0, "", err
	}
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { codes[i] = postPDF(base, tokens[i], pdf) })
	}
	wg.Wait()
	if peak, err = vmHWM(cmd.Process.Pid); err != nil {
		return 0, 0, "", err
	}
	count := map[int]int{}
	for _, c := range codes {
		count[c]++
	}
	var parts []string
	for c, k := range count {
		parts = append(parts, fmt.Sprintf("%d×%d", k, c))
	}
	return idle, peak, strings.Join(parts, " "), nil
}

// benchOwner makes a user owning a workspace, signed in with it active.
func benchOwner(ctx context.Context, pool *pgxpool.Pool, name string) (string, error) {
	var user, ws uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO users (email, name) VALUES ($1, $1) RETURNING id`, name+"@bench.example").Scan(&user); err != nil {
		return "", err
	}
	code := strings.ToUpper(strings.ReplaceAll(uuid.NewString(), "-", ""))[:13]
	if err := pool.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $1, $2) RETURNING id`, name, code).Scan(&ws); err != nil {
		return "", err
	}
	if _, err := pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'owner')`, ws, user); err != nil {
		return "", err
	}
	token, _, err := auth.NewSessions(pool, auth.SessionOptions{}).Create(ctx, user, &ws, "bench")
	return token, err
}

// postPDF uploads the PDF as book.pdf with the session and returns the status.
func postPDF(base, token string, pdf []byte) int {
	pr, pw := io.Pipe()
	w := multipart.NewWriter(pw)
	go func() {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="files"; filename="book.pdf"`)
		h.Set("Content-Type", "application/pdf")
		p, _ := w.CreatePart(h)
		_, _ = p.Write(pdf)
		_ = w.Close()
		_ = pw.Close()
	}()
	req, _ := http.NewRequest(http.MethodPost, base+"/sources/uploads", pr)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.AddCookie(&http.Cookie{Name: httpapi.CookieName, Value: token})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		fmt.Fprintf(os.Stderr, "bench: upload answered %d: %s\n", resp.StatusCode, body)
	}
	return resp.StatusCode
}

// vmHWM is a process's peak resident set size in KiB.
func vmHWM(pid int) (int, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			return strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		}
	}
	return 0, fmt.Errorf("no VmHWM for process %d", pid)
}

var (
	startxrefRE = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)
	trailerRE   = regexp.MustCompile(`/Size (\d+)[\s\S]*?/Root (\d+ \d+ R)`)
)

// paddedPDF is the sample PDF grown to exactly size bytes by an incremental
// update adding one unreferenced stream of incompressible bytes: a valid PDF
// of the largest accepted size whose text converts as fast as the sample's.
func paddedPDF(path string, size int) ([]byte, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m := startxrefRE.FindSubmatch(src)
	t := trailerRE.FindSubmatch(src)
	if m == nil || t == nil {
		return nil, fmt.Errorf("%s: no classic trailer to update", path)
	}
	obj, _ := strconv.Atoi(string(t[1]))
	build := func(pad int) []byte {
		var b bytes.Buffer
		b.Write(src)
		at := b.Len() + 1
		fmt.Fprintf(&b, "\n%d 0 obj\n<< /Length %d >>\nstream\n", obj, pad)
		r := rand.NewChaCha8([32]byte{'k', 's'})
		_, _ = io.CopyN(&b, r, int64(pad))
		b.WriteString("\nendstream\nendobj\n")
		xref := b.Len()
		fmt.Fprintf(&b, "xref\n0 1\n0000000000 65535 f \n%d 1\n%010d 00000 n \ntrailer\n<< /Size %d /Root %s /Prev %s >>\nstartxref\n%d\n%%%%EOF\n",
			obj, at, obj+1, t[2], m[1], xref)
		return b.Bytes()
	}
	// The padding's length and the offsets are written in digits, so the
	// total moves with them: adjust until it is exact.
	pad := size - len(build(0))
	for range 5 {
		b := build(pad)
		if len(b) == size {
			return b, nil
		}
		pad += size - len(b)
	}
	return nil, fmt.Errorf("could not pad %s to %d bytes", path, size)
}
