package pass

import (
	"bytes"
	"context"
	"fmt"
	"path"
	"regexp"
	"strings"
	"unicode/utf8"

	htmltomarkdown "github.com/JohannesKaufmann/html-to-markdown/v2"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/errs"
)

// UploadFile is one file of an upload request. A handler reads at most the
// size cap plus one byte, so an oversized file is recognised without reading it all.
type UploadFile struct {
	Name    string
	Content []byte
}

// FileStatus is the result of one accepted file: "stored" or "unchanged".
type FileStatus struct {
	Name   string `json:"name"`
	Status string `json:"status"`
}

// FileError names a rejected file and why.
type FileError struct {
	Name  string `json:"name"`
	Error string `json:"error"`
}

// RejectedFiles is the cause of an invalid upload: every bad file, named.
// Nothing of the request was stored.
type RejectedFiles struct{ Files []FileError }

// Error lists every rejected file with its reason on one line.
func (r *RejectedFiles) Error() string {
	parts := make([]string, len(r.Files))
	for i, f := range r.Files {
		parts[i] = f.Name + ": " + f.Error
	}
	return strings.Join(parts, "; ")
}

// UploadResult is the answer to an accepted upload.
type UploadResult struct {
	SourceID uuid.UUID    `json:"sourceId"`
	Files    []FileStatus `json:"files"`
}

var (
	uploadExts = map[string]bool{".md": true, ".markdown": true, ".txt": true, ".html": true, ".htm": true}
	uploadName = regexp.MustCompile(`^[\p{L}\p{N} ._-]{1,200}$`)
)

// preparedFile is a validated file ready to store.
type preparedFile struct {
	name, text, hash string
	size             int
}

// Upload validates every file first and stores none if any is bad (so nothing
// already stored is lost to a bad request), then stores the rest in one
// transaction into the workspace's upload source (created on first use) and
// queues a sync. A file with the name of a stored one replaces its text;
// identical content is reported "unchanged" and not written.
func (s *Service) Upload(ctx context.Context, ws, user uuid.UUID, files []UploadFile) (UploadResult, error) {
	if len(files) == 0 {
		return UploadResult{}, errs.E(errs.Invalid, `send one or more files in the multipart field "files"`)
	}
	var bad []FileError
	prepared := make([]preparedFile, 0, len(files))
	seen := map[string]bool{}
	for _, f := range files {
		p, reason := s.prepare(f)
		if reason == "" && seen[f.Name] {
			reason = "appears more than once in this upload"
		}
		if reason != "" {
			bad = append(bad, FileError{Name: f.Name, Error: reason})
			continue
		}
		seen[f.Name] = true
		prepared = append(prepared, p)
	}
	if len(bad) > 0 {
		rej := &RejectedFiles{Files: bad}
		return UploadResult{}, errs.Wrap(errs.Invalid, rej, "%d file(s) were rejected and nothing was stored: %s", len(bad), rej.Error())
	}
	res, err := s.store.storeUploads(ctx, ws, user, prepared)
	if err != nil {
		return UploadResult{}, err
	}
	if err := s.requestSync(ctx, ws, res.SourceID, true); err != nil {
		return UploadResult{}, err
	}
	return res, nil
}

// prepare validates one file and converts it to Markdown; a non-empty reason rejects it.
func (s *Service) prepare(f UploadFile) (preparedFile, string) {
	name := f.Name
	ext := strings.ToLower(path.Ext(name))
	switch {
	case name == "":
		return preparedFile{}, "has no file name"
	case !uploadName.MatchString(name) || strings.HasPrefix(name, "."):
		return preparedFile{}, "name may contain only letters, digits, spaces, dots, hyphens and underscores (at most 200 characters, not starting with a dot)"
	case !uploadExts[ext]:
		return preparedFile{}, "type is not accepted; upload .md, .markdown, .txt, .html or .htm files"
	case int64(len(f.Content)) > s.maxBytes:
		return preparedFile{}, fmt.Sprintf("is larger than the %d-byte limit", s.maxBytes)
	case bytes.IndexByte(f.Content, 0) >= 0:
		return preparedFile{}, "looks binary (it contains NUL bytes); upload text files"
	case !utf8.Valid(f.Content):
		return preparedFile{}, "is not valid UTF-8 text"
	}
	text := strings.TrimPrefix(string(f.Content), "\uFEFF")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if ext == ".html" || ext == ".htm" {
		md, err := htmltomarkdown.ConvertString(text)
		if err != nil {
			return preparedFile{}, "could not be converted from HTML to Markdown"
		}
		text = md
	}
	if strings.TrimSpace(text) == "" {
		return preparedFile{}, "is empty"
	}
	return preparedFile{name: name, text: text, hash: chunk.Hash(text), size: len(f.Content)}, ""
}

// storeUploads writes the files into the workspace's upload source in one transaction.
func (s *Store) storeUploads(ctx context.Context, ws, user uuid.UUID, files []preparedFile) (UploadResult, error) {
	var res UploadResult
	var by *uuid.UUID // uuid.Nil: a system upload (e.g. the demo seed), attributed to no one
	if user != uuid.Nil {
		by = &user
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO sources (workspace_id, provider, external_id, name, created_by)
			VALUES ($1, 'upload', 'uploads', 'Uploaded files', $2)
			ON CONFLICT (workspace_id, provider, external_id) DO UPDATE SET updated_at = now()
			RETURNING id`, ws, by).Scan(&res.SourceID)
		if err != nil {
			return errs.FromPG(err, "upload source", "upload source")
		}
		for _, f := range files {
			// The WHERE makes an identical re-upload a no-op: no row, no new updated_at.
			tag, err := tx.Exec(ctx, `INSERT INTO uploaded_files (workspace_id, source_id, name, content, content_hash, size_bytes, uploaded_by)
				VALUES ($1, $2, $3, $4, $5, $6, $7)
				ON CONFLICT (source_id, name) DO UPDATE SET content = EXCLUDED.content, content_hash = EXCLUDED.content_hash,
					size_bytes = EXCLUDED.size_bytes, uploaded_by = EXCLUDED.uploaded_by, updated_at = now()
				WHERE uploaded_files.workspace_id = $1 AND uploaded_files.content_hash <> EXCLUDED.content_hash`,
				ws, res.SourceID, f.name, f.text, f.hash, f.size, by)
			if err != nil {
				return errs.FromPG(err, "store uploaded file", "uploaded file")
			}
			status := "stored"
			if tag.RowsAffected() == 0 {
				status = "unchanged"
			}
			res.Files = append(res.Files, FileStatus{Name: f.name, Status: status})
		}
		return nil
	})
	return res, err
}
