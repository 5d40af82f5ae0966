package main

import (
	"bufio"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
)

// sseFrame is one frame of an answer stream.
type sseFrame struct {
	ID    int
	Event string
	Data  string
}

// sseReader reads frames off an event stream, one at a time.
type sseReader struct {
	sc   *bufio.Scanner
	body io.Closer
}

// ask posts a question to a chat and returns the answer stream.
func ask(t *testing.T, u *apitest.Client, chatID uuid.UUID, question string) *sseReader {
	t.Helper()
	return openStream(t, u, http.MethodPost, "/chat/"+chatID.String()+"/turns", map[string]any{"question": question}, nil)
}

// follow reads a turn's frames after lastID, as a client reconnecting with
// Last-Event-ID does.
func follow(t *testing.T, u *apitest.Client, chatID uuid.UUID, turnID string, lastID int) *sseReader {
	t.Helper()
	return openStream(t, u, http.MethodGet, "/chat/"+chatID.String()+"/turns/"+turnID+"/events", nil,
		http.Header{"Last-Event-Id": {strconv.Itoa(lastID)}})
}

// openStream sends a request answered with an event stream; any status but
// 200 fails the test. The stream is closed when the test ends, or earlier
// with close (a client that went away).
func openStream(t *testing.T, u *apitest.Client, method, path string, body any, header http.Header) *sseReader {
	t.Helper()
	resp := u.Request(method, path, body, header)
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("%s %s: %d", method, path, resp.StatusCode)
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	return &sseReader{sc: sc, body: resp.Body}
}

func (s *sseReader) close() { s.body.Close() }

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

// take reads the next n frames; the stream ending first fails the test.
func (s *sseReader) take(t *testing.T, n int) []sseFrame {
	t.Helper()
	var got []sseFrame
	for len(got) < n {
		f, ok := s.next()
		if !ok {
			t.Fatal("the stream ended early")
		}
		got = append(got, f)
	}
	return got
}

// until reads frames up to and including the first of one of the events; ok
// is false when the stream ended before one came.
func (s *sseReader) until(events ...string) (frames []sseFrame, ok bool) {
	for {
		f, ok := s.next()
		if !ok {
			return frames, false
		}
		frames = append(frames, f)
		if slices.Contains(events, f.Event) {
			return frames, true
		}
	}
}

// toEnd reads the rest of a turn: up to and including its done or error frame.
func (s *sseReader) toEnd() ([]sseFrame, bool) { return s.until("done", "error") }

func events(frames []sseFrame) []string {
	var out []string
	for _, f := range frames {
		out = append(out, f.Event)
	}
	return out
}
