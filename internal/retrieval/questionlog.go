package retrieval

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/access"
)

// Why a question is in the question log.
const (
	NoCitation = "no_citation" // a chat turn completed without citing a passage or running a query
	NoPassage  = "no_match"    // a search (the question, or the model's rewording) found no passage worth citing (ADR 0034)
)

// Question log limits.
const (
	DefaultQuestionLogLimit = 50
	MaxQuestionLogLimit     = 200
)

// LoggedQuestion is one question the workspace's documents did not answer.
type LoggedQuestion struct {
	Question string
	Reason   string
	At       time.Time
}

// questionLogSQL unions the chat turns that ended with no citation (and no
// SQL result: a data answer needs none) and the searches that found nothing
// or abstained (their passages judged not relevant, ADR 0034), newest first. Both halves name workspace_id in their own WHERE clause; no
// user is returned. An abstained search is listed only when the viewer may
// read every chunk it returned that still exists ($3, the viewer's principals; ADR 0058), so
// the log never pairs a question with a document hidden from its reader; a
// turn listed here cites nothing.
const questionLogSQL = `
SELECT question, reason, at FROM (
    (SELECT t.question, 'no_citation' AS reason, t.created_at AS at
     FROM turns t
     WHERE t.workspace_id = $1 AND t.status = 'completed'
       AND jsonb_array_length(t.citations) = 0 AND jsonb_array_length(t.query_results) = 0
     ORDER BY t.created_at DESC LIMIT $2)
    UNION ALL
    (SELECT l.question, 'no_match', l.created_at
     FROM retrieval_log l
     WHERE l.workspace_id = $1 AND (cardinality(l.chunk_ids) = 0 OR l.abstained)
       AND NOT EXISTS (SELECT 1 FROM document_chunks c
                       WHERE c.workspace_id = $1 AND c.id = ANY(l.chunk_ids) AND NOT (c.readers && $3::text[]))
     ORDER BY l.created_at DESC LIMIT $2)
) q
ORDER BY at DESC, question
LIMIT $2
/* all readers: a search is left out when any chunk it returned is one the viewer may not read */`

// QuestionLog returns the workspace's most recent questions that its
// documents did not answer (at most limit, default 50, at most 200): what the
// knowledge base cannot answer yet, as viewer may see it.
func QuestionLog(ctx context.Context, pool *pgxpool.Pool, ws, viewer uuid.UUID, limit int) ([]LoggedQuestion, error) {
	if limit <= 0 {
		limit = DefaultQuestionLogLimit
	}
	limit = min(limit, MaxQuestionLogLimit)
	readers, err := access.Principals(ctx, pool, ws, viewer)
	if err != nil {
		return nil, fmt.Errorf("question log: %w", err)
	}
	rows, err := pool.Query(ctx, questionLogSQL, ws, limit, readers)
	if err != nil {
		return nil, fmt.Errorf("question log: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[LoggedQuestion])
	if err != nil {
		return nil, fmt.Errorf("question log: %w", err)
	}
	if out == nil {
		out = []LoggedQuestion{}
	}
	return out, nil
}
