package retrieval

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/embed"
)

// Corpus is what LoadCorpus wrote: the document id of each file name.
type Corpus struct {
	SourceID  uuid.UUID
	Documents map[string]uuid.UUID // file name → document id
	Files     map[uuid.UUID]string // document id → file name
	Chunks    int
}

// CreateWorkspace inserts a scratch workspace (for the evaluation, the
// benchmark and tests) and returns its id.
func CreateWorkspace(ctx context.Context, pool *pgxpool.Pool, name string) (uuid.UUID, error) {
	var id uuid.UUID
	code := strings.ToUpper(rand.Text()[:8])
	slug := strings.ToLower(name) + "-" + strings.ToLower(rand.Text()[:10])
	err := pool.QueryRow(ctx,
		`INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $2, $3) RETURNING id`,
		name, slug, code).Scan(&id)
	if err != nil {
		return uuid.Nil, fmt.Errorf("create workspace: %w", err)
	}
	return id, nil
}

// LoadCorpus chunks, embeds and stores every *.md file of dir (not
// recursive) as an uploaded document of one new source in the workspace. It
// is independent of the sync pass on purpose: the evaluation measures
// retrieval, so it must not move when the sync pipeline changes shape. It
// uses the same chunker and embedding input as the sync pass.
func LoadCorpus(ctx context.Context, pool *pgxpool.Pool, workspaceID uuid.UUID, dir string, embedder embed.Embedder) (Corpus, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	if len(names) == 0 {
		return Corpus{}, fmt.Errorf("load corpus: no .md files in %s", dir)
	}
	sort.Strings(names)
	chunker, err := chunk.New(chunk.Options{})
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	c := Corpus{Documents: map[string]uuid.UUID{}, Files: map[uuid.UUID]string{}}
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `
			INSERT INTO sources (workspace_id, provider, external_id, name, status, last_synced_at)
			VALUES ($1, 'upload', $2, $3, 'idle', now()) RETURNING id`,
			workspaceID, "corpus:"+uuid.NewString(), filepath.Base(dir)).Scan(&c.SourceID)
		if err != nil {
			return fmt.Errorf("insert source: %w", err)
		}
		for _, path := range names {
			n, err := loadFile(ctx, tx, chunker, embedder, workspaceID, c.SourceID, path, &c)
			if err != nil {
				return fmt.Errorf("%s: %w", filepath.Base(path), err)
			}
			c.Chunks += n
		}
		return nil
	})
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	return c, nil
}

func loadFile(ctx context.Context, tx pgx.Tx, chunker *chunk.Chunker, embedder embed.Embedder,
	ws, source uuid.UUID, path string, c *Corpus) (int, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	md := string(raw)
	name := filepath.Base(path)
	title := documentTitle(md, name)
	chunks := chunker.Split(md)
	inputs := make([]string, len(chunks))
	for i, ch := range chunks {
		inputs[i] = chunk.EmbeddingInput(title, ch.HeadingPath, ch.Text)
	}
	vecs, err := embedder.Embed(ctx, inputs)
	if err != nil {
		return 0, fmt.Errorf("embed: %w", err)
	}
	var doc uuid.UUID
	err = tx.QueryRow(ctx, `
		INSERT INTO documents (workspace_id, source_id, external_id, title, content_hash, status,
		                       token_count, last_seen_at, indexed_at)
		VALUES ($1, $2, $3, $4, $5, 'indexed', $6, now(), now()) RETURNING id`,
		ws, source, name, title, chunk.Hash(md), tokens(chunks)).Scan(&doc)
	if err != nil {
		return 0, fmt.Errorf("insert document: %w", err)
	}
	c.Documents[name], c.Files[doc] = doc, name
	rows := make([][]any, len(chunks))
	for i, ch := range chunks {
		rows[i] = []any{ws, doc, ch.Index, title, strings.Join(ch.HeadingPath, " > "), ch.Text, ch.Tokens,
			chunk.Hash(inputs[i]), embedder.Model(), pgvector.NewVector(vecs[i])}
	}
	_, err = tx.CopyFrom(ctx, pgx.Identifier{"document_chunks"},
		[]string{"workspace_id", "document_id", "chunk_index", "title", "heading_path", "content", "token_count",
			"content_hash", "embedding_model", "embedding"}, pgx.CopyFromRows(rows))
	if err != nil {
		return 0, fmt.Errorf("insert chunks: %w", err)
	}
	return len(chunks), nil
}

// documentTitle is the first level-one heading, else the file name without extension.
func documentTitle(md, name string) string {
	for _, line := range strings.Split(md, "\n") {
		if t, ok := strings.CutPrefix(strings.TrimSpace(line), "# "); ok && strings.TrimSpace(t) != "" {
			return strings.TrimSpace(t)
		}
	}
	return strings.TrimSuffix(name, filepath.Ext(name))
}

func tokens(chunks []chunk.Chunk) int {
	n := 0
	for _, c := range chunks {
		n += c.Tokens
	}
	return n
}
