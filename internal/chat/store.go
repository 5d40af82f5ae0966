package chat

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/errs"
)

// store is the chat package's SQL. Every chat query names workspace_id and user_id.
type store struct{ pool *pgxpool.Pool }

func (s store) listChats(ctx context.Context, ws, user uuid.UUID) ([]Chat, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, title, created_at, updated_at FROM chats
		WHERE workspace_id = $1 AND user_id = $2 ORDER BY updated_at DESC LIMIT 500`, ws, user)
	if err != nil {
		return nil, fmt.Errorf("list chats: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Chat, error) {
		var c Chat
		return c, r.Scan(&c.ID, &c.Title, &c.CreatedAt, &c.UpdatedAt)
	})
	if err != nil {
		return nil, fmt.Errorf("list chats: %w", err)
	}
	return out, nil
}

// ensureChat creates the chat when id is new and returns it; an id owned by
// someone else in the workspace is not found, never taken over (the same id
// in another workspace is another chat: the key is (workspace_id, id)). One
// statement: the inserted row, or else the existing row if it is the user's.
func (s store) ensureChat(ctx context.Context, ws, user, id uuid.UUID, title string) (Chat, error) {
	var c Chat
	err := s.pool.QueryRow(ctx, `WITH ins AS (INSERT INTO chats (id, workspace_id, user_id, title) VALUES ($1, $2, $3, $4)
			ON CONFLICT (workspace_id, id) DO NOTHING RETURNING id, title, created_at, updated_at)
		SELECT id, title, created_at, updated_at FROM ins
		UNION ALL
		SELECT id, title, created_at, updated_at FROM chats
		WHERE id = $1 AND workspace_id = $2 AND user_id = $3 AND NOT EXISTS (SELECT 1 FROM ins)`,
		id, ws, user, title).Scan(&c.ID, &c.Title, &c.CreatedAt, &c.UpdatedAt)
	if err == pgx.ErrNoRows {
		return Chat{}, errs.E(errs.NotFound, "chat not found")
	}
	if err != nil {
		return Chat{}, fmt.Errorf("create chat: %w", err)
	}
	return c, nil
}

// detail loads the chat and its turns; with liveOnly, only the turns not yet compacted.
func (s store) detail(ctx context.Context, ws, user, id uuid.UUID, liveOnly bool) (Detail, error) {
	var d Detail
	err := s.pool.QueryRow(ctx, `SELECT id, title, summary, compacted_turns, created_at, updated_at FROM chats
		WHERE id = $1 AND workspace_id = $2 AND user_id = $3`, id, ws, user).
		Scan(&d.ID, &d.Title, &d.Summary, &d.CompactedTurns, &d.CreatedAt, &d.UpdatedAt)
	if err == pgx.ErrNoRows {
		return Detail{}, errs.E(errs.NotFound, "chat not found")
	}
	if err != nil {
		return Detail{}, fmt.Errorf("get chat: %w", err)
	}
	after := 0
	if liveOnly {
		after = d.CompactedTurns
	}
	d.Turns, err = s.turns(ctx, ws, id, after)
	return d, err
}

const turnColumns = `id, seq, question, answer, status, error, model_id, offline, tool_steps, citations, query_results,
	input_tokens, output_tokens, flagged_uncited, created_at`

// turns returns the chat's turns after seq `after`, oldest first.
func (s store) turns(ctx context.Context, ws, chatID uuid.UUID, after int) ([]Turn, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+turnColumns+` FROM turns
		WHERE workspace_id = $1 AND chat_id = $2 AND seq > $3 ORDER BY seq`, ws, chatID, after)
	if err != nil {
		return nil, fmt.Errorf("list turns: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Turn, error) {
		var t Turn
		var steps, cites, results []byte
		if err := r.Scan(&t.ID, &t.Seq, &t.Question, &t.Answer, &t.Status, &t.Error, &t.ModelID, &t.Offline, &steps, &cites,
			&results, &t.InputTokens, &t.OutputTokens, &t.FlaggedUncited, &t.CreatedAt); err != nil {
			return t, err
		}
		for _, p := range []struct {
			b []byte
			v any
		}{{steps, &t.ToolSteps}, {cites, &t.Citations}, {results, &t.QueryResults}} {
			if err := json.Unmarshal(p.b, p.v); err != nil {
				return t, err
			}
		}
		return t, nil
	})
	if err != nil {
		return nil, fmt.Errorf("list turns: %w", err)
	}
	return out, nil
}

func (s store) deleteChat(ctx context.Context, ws, user, id uuid.UUID) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM chats WHERE id = $1 AND workspace_id = $2 AND user_id = $3`, id, ws, user)
	return errs.Affected(tag, err, "delete chat", "chat not found")
}

// insertTurn writes the running row and touches the chat in one statement;
// the one-running-turn index turns a concurrent turn into a conflict.
func (s store) insertTurn(ctx context.Context, ws, user, chatID uuid.UUID, question, modelID string, offline bool) (uuid.UUID, int, error) {
	var id uuid.UUID
	var seq int
	err := s.pool.QueryRow(ctx, `WITH t AS (INSERT INTO turns (workspace_id, chat_id, user_id, seq, question, model_id, offline)
			SELECT $1, $2, $3, coalesce(max(seq), 0) + 1, $4, $5, $6 FROM turns WHERE workspace_id = $1 AND chat_id = $2
			RETURNING id, seq),
		touched AS (UPDATE chats SET updated_at = now() WHERE id = $2 AND workspace_id = $1)
		SELECT id, seq FROM t`, ws, chatID, user, question, modelID, offline).Scan(&id, &seq)
	if err != nil {
		if errs.KindOf(errs.FromPG(err, "insert turn", "turn")) == errs.Conflict {
			return uuid.Nil, 0, errs.E(errs.Conflict, "an answer is already being written in this chat; wait for it to finish")
		}
		return uuid.Nil, 0, fmt.Errorf("insert turn: %w", err)
	}
	return id, seq, nil
}

// insertFrames stores frames in one round trip without waiting for the WAL
// flush: a frame lost to a database crash belongs to a turn that recovery
// fails anyway, and the end of every turn (finish) is committed durably.
func (s store) insertFrames(ctx context.Context, ws, turnID uuid.UUID, frames []Frame) error {
	seqs := make([]int32, len(frames))
	events := make([]string, len(frames))
	data := make([]string, len(frames))
	for i, f := range frames {
		seqs[i], events[i], data[i] = int32(f.Seq), f.Event, string(f.stored)
	}
	b := &pgx.Batch{}
	b.Queue(`BEGIN`)
	b.Queue(`SET LOCAL synchronous_commit = off`)
	b.Queue(`INSERT INTO turn_frames (turn_id, workspace_id, seq, event, data)
		SELECT $1, $2, f.seq, f.event, f.data::json FROM unnest($3::int[], $4::text[], $5::text[]) AS f (seq, event, data)`,
		turnID, ws, seqs, events, data)
	// The followers on every replica are woken at commit (a trigger did this
	// before ADR 0064; on Citus it would notify a worker's listeners).
	b.Queue(`SELECT pg_notify('`+framesChannel+`', $1::text)`, turnID)
	b.Queue(`COMMIT`)
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("store frames: %w", err)
	}
	return nil
}

// finish stores the last frame and the turn's end state in one transaction,
// so a client that sees `done` finds the turn completed.
func (s store) finish(ctx context.Context, ws, turnID uuid.UUID, last Frame, out agent.Outcome, failure string) error {
	steps, _ := json.Marshal(nonNil(out.ToolSteps))
	cites, _ := json.Marshal(nonNil(out.Citations))
	results, _ := json.Marshal(nonNil(out.QueryResults))
	status, errText := StatusCompleted, (*string)(nil)
	if failure != "" {
		status, errText = StatusFailed, &failure
	}
	// One statement, so one round trip and atomic: the frame is stored (and
	// the followers woken at commit) only if this call ended the turn.
	var seq int
	err := s.pool.QueryRow(ctx, `WITH t AS (UPDATE turns SET status = $3, error = $4, answer = $5, tool_steps = $6, citations = $7,
			query_results = $8, input_tokens = $9, output_tokens = $10, flagged_uncited = $11, completed_at = now()
			WHERE id = $1 AND workspace_id = $2 AND status = 'running' RETURNING id)
		, f AS (INSERT INTO turn_frames (turn_id, workspace_id, seq, event, data) SELECT t.id, $2::uuid, $12::int, $13::text, $14::json FROM t RETURNING turn_id, seq)
		SELECT f.seq FROM f, pg_notify('`+framesChannel+`', f.turn_id::text)`,
		turnID, ws, status, errText, out.Answer, steps, cites, results, out.InputTokens, out.OutputTokens, out.FlaggedUncited,
		last.Seq, last.Event, string(last.stored)).Scan(&seq)
	if err == pgx.ErrNoRows {
		return errs.E(errs.Conflict, "the turn was already ended (recovered as stale)")
	}
	if err != nil {
		return fmt.Errorf("finish turn: %w", err)
	}
	return nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// heartbeat proves the turn's process alive and reports whether a cancel was
// requested (the backstop for a lost cancel notification) and whether the
// turn is still running: a turn recovery already failed (this process was
// taken for dead) must stop rather than write on.
func (s store) heartbeat(ctx context.Context, ws, turnID uuid.UUID) (cancelled, ended bool, err error) {
	err = s.pool.QueryRow(ctx, `UPDATE turns SET heartbeat_at = now() WHERE id = $1 AND workspace_id = $2 AND status = 'running'
		RETURNING cancel_requested_at IS NOT NULL`, turnID, ws).Scan(&cancelled)
	if err == pgx.ErrNoRows {
		return false, true, nil
	}
	return cancelled, false, err
}

// requestCancel marks the user's running turn cancelled and notifies the
// replica running it, in one statement. It reports whether a running turn was marked.
func (s store) requestCancel(ctx context.Context, ws, user, chatID, turnID uuid.UUID) (bool, error) {
	rows, err := s.pool.Query(ctx, `WITH t AS (UPDATE turns SET cancel_requested_at = coalesce(cancel_requested_at, now())
			WHERE id = $1 AND chat_id = $2 AND workspace_id = $3 AND user_id = $4 AND status = 'running'
			AND EXISTS (SELECT 1 FROM chats c WHERE c.id = $2 AND c.workspace_id = $3 AND c.user_id = $4)
			RETURNING id)
		SELECT pg_notify('`+cancelChannel+`', id::text) FROM t`, turnID, chatID, ws, user)
	if err != nil {
		return false, fmt.Errorf("cancel turn: %w", err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	if err := rows.Err(); err != nil {
		return false, fmt.Errorf("cancel turn: %w", err)
	}
	return n > 0, nil
}

// staleReason is the error a turn gets when its process stopped beating.
const staleReason = "the server writing this answer stopped before it was finished; ask again"

// failStale fails running turns whose process stopped beating and ends
// each one's stream with an error frame (the next seq), in one statement
// that also wakes their followers on every replica. A frame a
// stopped-but-not-dead process stores at the same seq first wins (ON
// CONFLICT): Follow then still ends the stream from the turn's error. It
// spans all workspaces on purpose: it is maintenance, not a tenant's query.
func (s store) failStale(ctx context.Context, staleAfter time.Duration) (int64, error) {
	data, err := encodeData(agent.EventError, agent.ErrorData{Message: staleReason})
	if err != nil {
		return 0, err
	}
	var n int64
	err = s.pool.QueryRow(ctx, `WITH failed AS (UPDATE turns SET status = 'failed', completed_at = now(), error = $2
			WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => $1) RETURNING id, workspace_id),
		framed AS (INSERT INTO turn_frames (turn_id, workspace_id, seq, event, data)
			SELECT f.id, f.workspace_id, coalesce((SELECT max(x.seq) FROM turn_frames x WHERE x.workspace_id = f.workspace_id AND x.turn_id = f.id), 0) + 1, $3, $4::json
			FROM failed f ON CONFLICT (workspace_id, turn_id, seq) DO NOTHING RETURNING turn_id),
		-- a SELECT in WITH runs only when read: the count below reads it
		woken AS (SELECT pg_notify('`+framesChannel+`', turn_id::text) FROM framed)
		SELECT (SELECT count(*) FROM failed) + 0 * (SELECT count(*) FROM woken) /* any workspace: recovery fails every replica's dead turns, a maintenance sweep */`, staleAfter.Seconds(), staleReason, agent.EventError, string(data)).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("fail stale turns: %w", err)
	}
	return n, nil
}

// turnState returns a turn's status and error, checking that it belongs to the user's chat.
func (s store) turnState(ctx context.Context, ws, user, chatID, turnID uuid.UUID) (string, *string, error) {
	var status string
	var failure *string
	err := s.pool.QueryRow(ctx, `SELECT t.status, t.error FROM turns t JOIN chats c ON c.id = t.chat_id
		WHERE t.id = $1 AND t.chat_id = $2 AND t.workspace_id = $3 AND c.workspace_id = $3 AND c.user_id = $4`,
		turnID, chatID, ws, user).Scan(&status, &failure)
	if err == pgx.ErrNoRows {
		return "", nil, errs.E(errs.NotFound, "turn not found")
	}
	if err != nil {
		return "", nil, fmt.Errorf("get turn: %w", err)
	}
	return status, failure, nil
}

// lastFrame is the turn's last stored frame (Seq 0 when none).
func (s store) lastFrame(ctx context.Context, ws, turnID uuid.UUID) (Frame, error) {
	var f Frame
	err := s.pool.QueryRow(ctx, `SELECT seq, event, data FROM turn_frames WHERE workspace_id = $1 AND turn_id = $2
		ORDER BY seq DESC LIMIT 1`, ws, turnID).Scan(&f.Seq, &f.Event, &f.stored)
	if err == pgx.ErrNoRows {
		return Frame{}, nil
	}
	if err != nil {
		return Frame{}, fmt.Errorf("read last frame: %w", err)
	}
	f.Data, err = decodeData(f.Event, f.stored)
	return f, err
}

func (s store) framesAfter(ctx context.Context, ws, turnID uuid.UUID, after int) ([]Frame, error) {
	rows, err := s.pool.Query(ctx, `SELECT seq, event, data FROM turn_frames
		WHERE workspace_id = $1 AND turn_id = $2 AND seq > $3 ORDER BY seq`, ws, turnID, after)
	if err != nil {
		return nil, fmt.Errorf("read frames: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Frame, error) {
		var f Frame
		if err := r.Scan(&f.Seq, &f.Event, &f.stored); err != nil {
			return f, err
		}
		var err error
		f.Data, err = decodeData(f.Event, f.stored)
		return f, err
	})
	if err != nil {
		return nil, fmt.Errorf("read frames: %w", err)
	}
	return out, nil
}

func (s store) setSummary(ctx context.Context, ws, chatID uuid.UUID, summary string, compacted int) error {
	_, err := s.pool.Exec(ctx, `UPDATE chats SET summary = $3, compacted_turns = $4, updated_at = now()
		WHERE id = $1 AND workspace_id = $2`, chatID, ws, summary, compacted)
	if err != nil {
		return fmt.Errorf("store summary: %w", err)
	}
	return nil
}

func (s store) insertModelCall(ctx context.Context, r agent.CallRecord) error {
	// Counts of placeholders per kind, never values; NULL when the setting was off.
	var redactions *string
	if len(r.Redactions) > 0 {
		b, err := json.Marshal(r.Redactions)
		if err != nil {
			return fmt.Errorf("audit model call: %w", err)
		}
		s := string(b)
		redactions = &s
	}
	// The call and the month's totals (the workspace's, and its account's
	// when someone asked) in one transaction and one round trip. A trigger
	// on model_calls did the totals before ADR 0064; on Citus it would run
	// on a worker, where account_token_usage (coordinator-local) is not.
	month := r.Started.UTC()
	month = time.Date(month.Year(), month.Month(), 1, 0, 0, 0, 0, time.UTC)
	tokens := int64(r.InputTokens) + int64(r.OutputTokens)
	b := &pgx.Batch{}
	b.Queue(`BEGIN`)
	b.Queue(`INSERT INTO model_calls (workspace_id, user_id, turn_id, purpose, model, started_at,
		duration_ms, input_tokens, output_tokens, outcome, redactions) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
		r.WorkspaceID, nullID(r.UserID), nullID(r.TurnID), r.Purpose, r.Model, r.Started, r.Duration.Milliseconds(),
		r.InputTokens, r.OutputTokens, r.Outcome, redactions)
	if tokens > 0 {
		b.Queue(`INSERT INTO token_usage (workspace_id, month, tokens) VALUES ($1, $2, $3)
			ON CONFLICT (workspace_id, month) DO UPDATE SET tokens = token_usage.tokens + excluded.tokens
			WHERE token_usage.workspace_id = $1`, r.WorkspaceID, month, tokens)
		if r.UserID != uuid.Nil {
			b.Queue(`INSERT INTO account_token_usage (user_id, month, tokens) VALUES ($1, $2, $3)
				ON CONFLICT (user_id, month) DO UPDATE SET tokens = account_token_usage.tokens + excluded.tokens`, r.UserID, month, tokens)
		}
	}
	b.Queue(`COMMIT`)
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("audit model call: %w", err)
	}
	return nil
}

func nullID(id uuid.UUID) *uuid.UUID {
	if id == uuid.Nil {
		return nil
	}
	return &id
}

// monthTokens is the workspace's model tokens in the month starting at
// month (UTC), the account's across workspaces (0 for uuid.Nil) and all
// workspaces' together, from the totals insertModelCall keeps. The global
// sum spans workspaces on purpose: it is the operator's ceiling, not a
// tenant's query.
func (s store) monthTokens(ctx context.Context, ws, user uuid.UUID, month time.Time) (used, mine, all int64, err error) {
	err = s.pool.QueryRow(ctx, `SELECT
		coalesce((SELECT tokens FROM token_usage WHERE workspace_id = $1 AND month = $2), 0),
		coalesce((SELECT tokens FROM account_token_usage WHERE user_id = $3 AND month = $2), 0),
		coalesce((SELECT sum(tokens) FROM token_usage WHERE month = $2), 0)::bigint /* any workspace: the sum is the operator's ceiling over all workspaces */`,
		ws, month, user).Scan(&used, &mine, &all)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("count month tokens: %w", err)
	}
	return used, mine, all, nil
}

// StopTurnsOf asks every running turn of the user in the workspace to stop,
// in the transaction that ends their membership (a workspace.Departure):
// the notification reaches the replica running each one when the
// transaction commits, and the turn's heartbeat re-check catches a missed
// one. Their answer streams end as a cancelled turn's do.
func StopTurnsOf(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error {
	rows, err := tx.Query(ctx, `WITH t AS (UPDATE turns SET cancel_requested_at = coalesce(cancel_requested_at, now())
			WHERE workspace_id = $1 AND user_id = $2 AND status = 'running'
			RETURNING id)
		SELECT pg_notify('`+cancelChannel+`', id::text) FROM t`, workspaceID, userID)
	if err != nil {
		return fmt.Errorf("stop member's turns: %w", err)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("stop member's turns: %w", err)
	}
	return nil
}
