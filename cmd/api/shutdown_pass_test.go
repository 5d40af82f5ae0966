package main

import (
	"testing"
	"time"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

// SIGTERM to the replica running a sync pass: the pass stops at its next
// document, checkpointed, and goes back to the queue; the process exits
// without spending its grace on it, and the other replica finishes the pass
// — every document indexed once, no chunk written twice.
func TestSIGTERMHandsARunningPassToTheOtherReplica(t *testing.T) {
	_, dbURL := testdb.NewWithURL(t)
	env := map[string]string{"DATABASE_URL": dbURL, "ENCRYPTION_KEY": apitest.TestKey, "PUBLIC_URL": "http://app.test", "WORKERS": "true"}
	leaving := startAPIProcess(t, procOptions{env: env})
	c := leaving.client(t)
	c.mustJSON(t, "POST", "/auth/signup", map[string]string{"email": "ops@example.com", "password": "a long enough password", "name": "Ops"}, nil)
	c.mustJSON(t, "POST", "/workspaces", map[string]string{"name": "Deploys"}, nil)

	// Enough that the pass outlasts starting the second process on an idle machine (batched writes, ADR 0061,
	// index 400 of these in about a second).
	const files = 1600
	src := c.upload(t, handbook(0, files))
	deadline := time.Now().Add(time.Minute)
	for {
		s := c.source(t, src)
		if s.Progress.Running && s.Progress.Indexed > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pass never showed progress: %+v", s)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The other replica comes up while the pass runs on the first.
	staying := startAPIProcess(t, procOptions{env: env})
	at := c.source(t, src)
	if !at.Progress.Running || at.Progress.Indexed >= files {
		t.Fatalf("the pass ended before the SIGTERM; make it longer: %+v", at)
	}
	termAt := time.Now()
	exited := leaving.term()
	select {
	case <-exited:
	case <-time.After(20 * time.Second):
		t.Fatal("the replica did not exit within 20 s of SIGTERM")
	}
	exitAfter := time.Since(termAt)
	if leaving.err != nil {
		t.Fatalf("exit: %v", leaving.err)
	}

	c.base = staying.URL
	// The handover: how soon the other replica indexes more than the leaving one left.
	left := c.source(t, src).Progress.Indexed
	var resumed time.Duration
	for resumed == 0 && time.Since(termAt) < time.Minute {
		if s := c.source(t, src); s.Progress.Indexed > left || s.DocumentCount == files && !s.Progress.Running {
			resumed = time.Since(termAt)
		}
		time.Sleep(20 * time.Millisecond)
	}
	done := c.waitPass(t, src, files, 2*time.Minute)
	t.Logf("SIGTERM at %d of %d documents indexed: exited after %v; the other replica indexed on %v after the SIGTERM and finished the pass at %v",
		at.Progress.Indexed, files, exitAfter.Round(time.Millisecond), resumed.Round(time.Millisecond), done.Sub(termAt).Round(time.Millisecond))
	if resumed == 0 || resumed > 30*time.Second {
		t.Errorf("the other replica took %v to continue the pass", resumed)
	}
	if exitAfter > 10*time.Second {
		t.Errorf("the pass held the shutdown for %v; it must yield at its next document", exitAfter)
	}
	checkRows(t, dbURL, files)
}
