package chat

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/testdb"
)

// Since 00430 (ADR 0064) no trigger wakes a turn's followers or adds up the
// month's tokens: the statements that store frames and audit calls do, in
// their own transaction. Each frame-storing statement wakes a follower, and
// each audited call adds its tokens to its workspace's and account's month.
func TestStoringStatementsWakeFollowersAndCountTokens(t *testing.T) {
	pool := testdb.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	st := store{pool}
	var ws, user, chatID uuid.UUID
	if err := pool.QueryRow(ctx, `INSERT INTO workspaces (name, slug, join_code) VALUES ('w', 'w', 'ABCDEFGHJKMNP') RETURNING id`).Scan(&ws); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`).Scan(&user); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `INSERT INTO chats (workspace_id, user_id) VALUES ($1, $2) RETURNING id`, ws, user).Scan(&chatID); err != nil {
		t.Fatal(err)
	}
	turn, _, err := st.insertTurn(ctx, ws, user, chatID, "q", "m", false)
	if err != nil {
		t.Fatal(err)
	}
	f := newFeed(pool.Config().ConnConfig.Copy(), slog.New(slog.DiscardHandler))
	sub := f.subscribe(ctx, turn, 5*time.Second)
	defer f.unsubscribe(sub)
	woken := func(within time.Duration) bool {
		select {
		case <-sub.wake:
			return true
		case <-time.After(within):
			return false
		}
	}
	// The feed wakes its followers once when it starts listening; wait for
	// that and for quiet, so each later wake-up is the statement's.
	for woken(500 * time.Millisecond) {
	}
	frame := func(seq int, event string, v any) Frame {
		raw, err := encodeData(event, v)
		if err != nil {
			t.Fatal(err)
		}
		return Frame{Seq: seq, Event: event, stored: raw}
	}
	if err := st.insertFrames(ctx, ws, turn, []Frame{frame(1, agent.EventDelta, agent.DeltaData{Text: "a"}), frame(2, agent.EventDelta, agent.DeltaData{Text: "b"})}); err != nil {
		t.Fatal(err)
	}
	if !woken(5 * time.Second) {
		t.Fatal("storing a batch of frames woke no follower")
	}
	if err := st.finish(ctx, ws, turn, frame(3, agent.EventDone, agent.DoneData{TurnID: turn}), agent.Outcome{Answer: "ab"}, ""); err != nil {
		t.Fatal(err)
	}
	if !woken(5 * time.Second) {
		t.Fatal("finishing the turn woke no follower")
	}
	stale, _, err := st.insertTurn(ctx, ws, user, chatID, "q2", "m", false)
	if err != nil {
		t.Fatal(err)
	}
	sub2 := f.subscribe(ctx, stale, 5*time.Second)
	defer f.unsubscribe(sub2)
	if _, err := pool.Exec(ctx, `UPDATE turns SET heartbeat_at = now() - interval '1 hour' WHERE workspace_id = $1 AND id = $2`, ws, stale); err != nil {
		t.Fatal(err)
	}
	if n, err := st.failStale(ctx, time.Minute); err != nil || n != 1 {
		t.Fatalf("failed %d stale turns (err %v), want 1", n, err)
	}
	select {
	case <-sub2.wake:
	case <-time.After(5 * time.Second):
		t.Fatal("failing a stale turn woke no follower")
	}

	month := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, r := range []agent.CallRecord{
		{WorkspaceID: ws, UserID: user, TurnID: turn, Purpose: "answer", Model: "m", Started: month.Add(40 * time.Hour), InputTokens: 100, OutputTokens: 20, Outcome: "ok"},
		{WorkspaceID: ws, UserID: user, Purpose: "answer", Model: "m", Started: month.Add(50 * time.Hour), InputTokens: 5, OutputTokens: 0, Outcome: "ok"},
		{WorkspaceID: ws, Purpose: "embedding", Model: "e", Started: month.Add(60 * time.Hour), InputTokens: 1000, Outcome: "ok"},
		{WorkspaceID: ws, UserID: user, Purpose: "answer", Model: "m", Started: month.Add(70 * time.Hour), Outcome: "error"},
		{WorkspaceID: ws, UserID: user, Purpose: "answer", Model: "m", Started: month.Add(-time.Hour), InputTokens: 7, Outcome: "ok"},
	} {
		if err := st.insertModelCall(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	used, mine, all, err := st.monthTokens(ctx, ws, user, month)
	if err != nil || used != 1125 || mine != 125 || all < 1125 {
		t.Fatalf("March: workspace %d, account %d, all %d (err %v); want 1125, 125 (the sync's embeddings charge no account)", used, mine, all, err)
	}
	if used, mine, _, err := st.monthTokens(ctx, ws, user, month.AddDate(0, -1, 0)); err != nil || used != 7 || mine != 7 {
		t.Fatalf("February: workspace %d, account %d (err %v); want 7 and 7", used, mine, err)
	}
	var calls int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM model_calls WHERE workspace_id = $1`, ws).Scan(&calls); err != nil || calls != 5 {
		t.Fatalf("%d model calls audited (err %v), want 5", calls, err)
	}
}
