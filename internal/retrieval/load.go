package retrieval

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/source"
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

// LoadCorpus chunks, embeds and stores every Markdown file (*.md,
// *.markdown) under dir, in subfolders too (hidden ones skipped, symbolic
// links not followed), as an uploaded document of one new source in the
// workspace. A document's name is its path relative to dir with forward
// slashes, which is what an evaluation question's expected_file names. It
// is independent of the sync pass on purpose: the evaluation measures
// retrieval, so it must not move when the sync pipeline changes shape. It
// uses the same chunker and embedding input as the sync pass. Files are
// streamed in lexical order through the batch writer (corpuswriter.go), so
// memory is bounded however many files the folder holds; a file larger
// than MaxEvalDocumentBytes stops the load with its name.
func LoadCorpus(ctx context.Context, pool *pgxpool.Pool, workspaceID uuid.UUID, dir string, embedder embed.Embedder) (Corpus, error) {
	c := Corpus{Documents: map[string]uuid.UUID{}, Files: map[uuid.UUID]string{}}
	w, err := newCorpusWriter(ctx, pool, workspaceID, filepath.Base(dir), embedder, &c)
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if ext := strings.ToLower(filepath.Ext(p)); ext != ".md" && ext != ".markdown" {
			return nil
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := filepath.ToSlash(rel)
		md, err := readBounded(p)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return w.add(ctx, name, source.Title(path.Base(name), md), md)
	})
	if err == nil {
		err = w.flush(ctx)
	}
	if err == nil && len(c.Documents) == 0 {
		err = fmt.Errorf("no Markdown files under %s", dir)
	}
	if err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	if err := RefreshTermStats(ctx, pool, workspaceID); err != nil {
		return Corpus{}, fmt.Errorf("load corpus: %w", err)
	}
	return c, nil
}

// readBounded reads a file of at most MaxEvalDocumentBytes.
func readBounded(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	raw, err := io.ReadAll(io.LimitReader(f, MaxEvalDocumentBytes+1))
	if err != nil {
		return "", err
	}
	if len(raw) > MaxEvalDocumentBytes {
		return "", fmt.Errorf("larger than %d MiB", MaxEvalDocumentBytes>>20)
	}
	return string(raw), nil
}
