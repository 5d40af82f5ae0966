package retrieval

import (
	"context"
	"crypto/rand"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

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
	code := strings.ToUpper(rand.Text()[:13])
	slug := strings.ToLower(name) + "-" + strings.ToLower(rand.Text()[:10])
	err := pool.QueryRow(ctx,
		`INSERT INTO workspaces (name, slug, join_code) VALUES ($1, $2, $3) RETURNING id`,
		name, slug, code).Scan(&id)
	if err != nil {
		return uuid.Nil, fmt.Errorf("create workspace: %w", err)
	}
	return id, nil
}

// MaxCorpusFiles bounds the files LoadCorpus reads from one folder tree.
const MaxCorpusFiles = 5000

// LoadCorpus chunks, embeds and stores every Markdown file (*.md,
// *.markdown) under dir, in subfolders too (hidden ones skipped, symbolic
// links not followed), as an uploaded document of one new source in the
// workspace. A document's name is its path relative to dir with forward
// slashes, which is what an evaluation question's expected_file names. It
// is independent of the sync pass on purpose: the evaluation measures
// retrieval, so it must not move when the sync pipeline changes shape. It
// uses the same chunker and embedding input as the sync pass.
func LoadCorpus(ctx context.Context, pool *pgxpool.Pool, workspaceID uuid.UUID, dir string, embedder embed.Embedder) (Corpus, error) {
	names, err := corpusFiles(dir)
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
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
		for _, name := range names {
			n, err := loadFile(ctx, tx, chunker, embedder, workspaceID, c.SourceID, dir, name, &c)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			c.Chunks += n
		}
		return nil
	})
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	if err := RefreshTermStats(ctx, pool, workspaceID); err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	return c, nil
}

// corpusFiles lists the Markdown files under dir, relative and slash-separated, sorted.
func corpusFiles(dir string) ([]string, error) {
	var names []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if path != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if ext := strings.ToLower(filepath.Ext(path)); ext != ".md" && ext != ".markdown" {
			return nil
		}
		if len(names) == MaxCorpusFiles {
			return fmt.Errorf("more than %d Markdown files under %s", MaxCorpusFiles, dir)
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		names = append(names, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no Markdown files under %s", dir)
	}
	sort.Strings(names)
	return names, nil
}

func loadFile(ctx context.Context, tx pgx.Tx, chunker *chunk.Chunker, embedder embed.Embedder,
	ws, source uuid.UUID, dir, name string, c *Corpus) (int, error) {
	raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		return 0, err
	}
	md := string(raw)
	title := documentTitle(md, path.Base(name))
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

// documentTitle is the first level-one heading, else the file name without
// extension with hyphens and underscores read as spaces (as an upload's title).
func documentTitle(md, name string) string {
	for _, line := range strings.Split(md, "\n") {
		if t, ok := strings.CutPrefix(strings.TrimSpace(line), "# "); ok && strings.TrimSpace(t) != "" {
			return strings.TrimSpace(t)
		}
	}
	base := strings.TrimSuffix(name, path.Ext(name))
	if t := strings.Join(strings.FieldsFunc(base, func(r rune) bool { return r == '-' || r == '_' || unicode.IsSpace(r) }), " "); t != "" {
		return t
	}
	return name
}

func tokens(chunks []chunk.Chunk) int {
	n := 0
	for _, c := range chunks {
		n += c.Tokens
	}
	return n
}
