package corpus

import (
	"context"
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
)

// Corpus is what a load wrote: the document id of each file name.
type Corpus struct {
	SourceID  uuid.UUID
	Documents map[string]uuid.UUID // file name → document id
	Files     map[uuid.UUID]string // document id → file name
	Chunks    int
	// Empty counts BEIR records left out for having neither title nor text.
	Empty int
}

func newCorpus() Corpus {
	return Corpus{Documents: map[string]uuid.UUID{}, Files: map[uuid.UUID]string{}}
}

// LoadMarkdown loads every Markdown file (*.md, *.markdown) under dir, in
// subfolders too (hidden ones skipped, symbolic links not followed), as an
// uploaded document of one new source in the workspace. A document's name is
// its path relative to dir with forward slashes, which is what an evaluation
// question's expected_file names. Files are streamed in lexical order through
// the batch writer (writer.go), so memory is bounded however many files the
// folder holds; a file larger than MaxDocumentBytes, or one an upload would
// refuse (an empty file), stops the load with its name. The caller refreshes
// the workspace's term statistics.
func LoadMarkdown(ctx context.Context, pool *pgxpool.Pool, workspaceID uuid.UUID, dir string, embedder embed.Embedder) (Corpus, error) {
	c := newCorpus()
	w, err := newWriter(ctx, pool, workspaceID, filepath.Base(dir), embedder, &c)
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
		raw, err := readBounded(p)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return w.add(ctx, name, path.Base(name), raw)
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
	return c, nil
}

// readBounded reads a file of at most MaxDocumentBytes.
func readBounded(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	raw, err := io.ReadAll(io.LimitReader(f, MaxDocumentBytes+1))
	if err != nil {
		return nil, err
	}
	if len(raw) > MaxDocumentBytes {
		return nil, fmt.Errorf("larger than %d MiB", MaxDocumentBytes>>20)
	}
	return raw, nil
}
