package pass

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"unicode"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/access"
	"knowledgestack/internal/chunk"
	"knowledgestack/internal/convert"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// UploadFile is one file of an upload request: its bytes in Content, or
// (the API) in the temporary file Path of Size bytes the handler streamed
// the part into, so a request's files are never all in memory (ADR 0053).
// A handler reads at most the size cap plus one byte, so an oversized file
// is recognised without reading it all.
type UploadFile struct {
	Name    string
	Content []byte
	Path    string
	Size    int64
}

func (f UploadFile) size() int64 {
	if f.Path != "" {
		return f.Size
	}
	return int64(len(f.Content))
}

// FileStatus is the result of one accepted file: "stored" or "unchanged".
// Warning says why a stored file will not be searchable (a scanned PDF).
type FileStatus struct {
	Name    string
	Status  string
	Warning string
}

// FileError names a rejected file and why.
type FileError struct {
	Name  string
	Error string
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
	SourceID uuid.UUID
	Files    []FileStatus
}

// maxUploadName is the longest file name accepted, in characters.
const maxUploadName = 200

// validUploadName says whether a file name is 1–200 letters, digits, spaces,
// dots, hyphens and underscores. A loop rather than the regular expression
// ^[\p{L}\p{N} ._-]{1,200}$: its counted repetition compiles two hundred
// copies of the Unicode classes, about 4.5 MiB held by every process from
// start-up (the chat bench's heap profile).
func validUploadName(name string) bool {
	n := 0
	for _, r := range name {
		n++
		if n > maxUploadName || !(unicode.IsLetter(r) || unicode.IsNumber(r) || strings.ContainsRune(" ._-", r)) {
			return false
		}
	}
	return n > 0
}

// preparedFile is a validated, converted file ready to store.
type preparedFile struct {
	name, text, hash string
	size             int
	original         []byte
	path             string // the original is in this file (streamed to the database when stored)
	contentType      string
	unreadable       string // why the file has no text (stored anyway); "" when it has
}

// Upload validates and converts every file first and stores none if any is
// bad (so nothing already stored is lost to a bad request), then stores the
// rest, originals included, in one transaction into the workspace's upload
// source (created on first use) and queues a sync. A file with the name of a
// stored one replaces it; identical content is reported "unchanged" and not
// written. A file that is fine but has no text (a scanned or encrypted PDF)
// is stored with a warning; its document is marked failed with that sentence.
func (s *Service) Upload(ctx context.Context, ws, user uuid.UUID, files []UploadFile) (UploadResult, error) {
	if len(files) == 0 {
		return UploadResult{}, errs.E(errs.Invalid, `send one or more files in the multipart field "files"`)
	}
	if err := s.precheckQuota(ctx, ws, files); err != nil {
		return UploadResult{}, err
	}
	var bad []FileError
	prepared := make([]preparedFile, 0, len(files))
	seen := map[string]bool{}
	for _, f := range files {
		p, reason := s.prepare(ctx, f)
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
	res, err := s.store.storeUploads(ctx, ws, user, prepared, s.up.StorageQuota)
	if err != nil {
		return UploadResult{}, err
	}
	if err := s.requestSync(ctx, ws, res.SourceID, true); err != nil {
		return UploadResult{}, err
	}
	return res, nil
}

// prepare validates one file and converts it to Markdown; a non-empty reason rejects it.
func (s *Service) prepare(ctx context.Context, f UploadFile) (preparedFile, string) {
	name := f.Name
	format, known := convert.FormatOf(name, "")
	switch {
	case name == "":
		return preparedFile{}, "has no file name"
	case !validUploadName(name) || strings.HasPrefix(name, "."):
		return preparedFile{}, "name may contain only letters, digits, spaces, dots, hyphens and underscores (at most 200 characters, not starting with a dot)"
	case !known:
		return preparedFile{}, "type is not accepted; upload " + strings.Join(convert.Extensions(), " ") + " files"
	case f.size() > s.MaxBytes(name):
		return preparedFile{}, fmt.Sprintf("is larger than the %d-byte limit for %s files", s.MaxBytes(name), strings.ToUpper(string(format)))
	}
	p := preparedFile{name: name, size: int(f.size()), original: f.Content, path: f.Path, contentType: format.ContentType()}
	done, err := s.enterConversion(ctx)
	if err != nil {
		return preparedFile{}, err.Error()
	}
	defer done()
	content, err := f.bytes()
	if err != nil {
		slog.Default().Warn("upload spool unreadable", "err", err)
		return preparedFile{}, "could not be read back from the upload's temporary file"
	}
	res, err := s.up.Converter.Convert(ctx, content, name, "")
	var ce *convert.Error
	switch {
	case errors.As(err, &ce) && ce.Storable():
		p.unreadable = ce.Error()
	case errors.As(err, &ce):
		return preparedFile{}, ce.Error()
	case err != nil:
		slog.Default().Warn("upload conversion failed", "format", format, "err", err)
		return preparedFile{}, "could not be converted to text"
	}
	p.text = res.Markdown
	p.contentType = res.ContentType() // a text format names the charset it was read in
	// Text formats keep hashing their text, as before originals were kept;
	// other formats hash their bytes, so an identical file is unchanged.
	if format.Binary() {
		p.hash = hashBytes(content) // chunk.Hash of the bytes, without a string copy of them
	} else {
		p.hash = chunk.Hash(p.text)
	}
	return p, ""
}

// insertUploadSQL stores one file; the WHERE makes an identical re-upload a
// no-op (no row, no new updated_at). insertSpooledUploadSQL takes the
// original from the rows stageOriginals streamed into a temporary table, so
// its bytes go from the spool file to the database without being in memory.
const (
	insertUploadHead = `INSERT INTO uploaded_files (workspace_id, source_id, name, content, content_hash, size_bytes,
			uploaded_by, original, content_type, conversion_error)
		VALUES ($1, $2, $3, $4, $5, $6, $7, `
	insertUploadTail = `, $9, $10)
		ON CONFLICT (workspace_id, source_id, name) DO UPDATE SET content = EXCLUDED.content, content_hash = EXCLUDED.content_hash,
			size_bytes = EXCLUDED.size_bytes, uploaded_by = EXCLUDED.uploaded_by, original = EXCLUDED.original,
			content_type = EXCLUDED.content_type, conversion_error = EXCLUDED.conversion_error, updated_at = now()
		WHERE uploaded_files.workspace_id = $1 AND uploaded_files.content_hash <> EXCLUDED.content_hash`
	insertUploadSQL        = insertUploadHead + `$8::bytea` + insertUploadTail
	insertSpooledUploadSQL = insertUploadHead + `coalesce($8::bytea, (SELECT o.original FROM pg_temp.upload_originals o WHERE o.name = $3))` + insertUploadTail
)

// storeUploads writes the files into the workspace's upload source in one
// transaction, refusing them all if they would pass the storage quota.
func (s *Store) storeUploads(ctx context.Context, ws, user uuid.UUID, files []preparedFile, quota int64) (UploadResult, error) {
	var res UploadResult
	var by *uuid.UUID // uuid.Nil: a system upload (e.g. the demo seed), attributed to no one
	if user != uuid.Nil {
		by = &user
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		res.SourceID, err = source.Upsert(ctx, tx, source.Spec{WorkspaceID: ws, Provider: source.Upload, ExternalID: "uploads",
			Name: "Uploaded files", CreatedBy: by})
		if err != nil {
			return err
		}
		if err := checkQuota(ctx, tx, ws, res.SourceID, files, quota); err != nil {
			return err
		}
		if err := stageOriginals(ctx, tx, files); err != nil {
			return err
		}
		for _, f := range files {
			var unreadable *string
			if f.unreadable != "" {
				unreadable = &f.unreadable
			}
			q := insertUploadSQL
			if f.path != "" {
				q = insertSpooledUploadSQL
			}
			tag, err := tx.Exec(ctx, q, ws, res.SourceID, f.name, f.text, f.hash, f.size, by, f.original, f.contentType, unreadable)
			if err != nil {
				return errs.FromPG(err, "store uploaded file", "uploaded file")
			}
			status := "stored"
			if tag.RowsAffected() == 0 {
				status = "unchanged"
			}
			res.Files = append(res.Files, FileStatus{Name: f.name, Status: status, Warning: f.unreadable})
		}
		return nil
	})
	return res, err
}

// Original is an uploaded file as it was sent.
type Original struct {
	Name        string
	ContentType string
	Content     []byte
}

// Original returns the bytes of an uploaded file of the workspace; a file of
// another workspace, one whose document the user may not read, or one stored
// before originals were kept, is not found.
func (s *Service) Original(ctx context.Context, ws, user, sourceID uuid.UUID, name string) (Original, error) {
	o := Original{Name: name}
	readers, err := access.Principals(ctx, s.store.pool, ws, user)
	if err != nil {
		return o, err
	}
	// The file is served only to someone who may read its document, or,
	// before a pass has indexed it, its source's documents (ADR 0058).
	err = s.store.pool.QueryRow(ctx, `SELECT f.content_type, f.original FROM uploaded_files f
		WHERE f.workspace_id = $1 AND f.source_id = $2 AND f.name = $3 AND f.original IS NOT NULL
		  AND COALESCE((SELECT d.readers FROM documents d WHERE d.workspace_id = $1 AND d.source_id = f.source_id AND d.external_id = f.name),
		               ks_source_readers($1, f.source_id)) && $4::text[]
		/* all readers: the file's document's readers, or its source's before it is indexed, are compared with the asker's here */`,
		ws, sourceID, name, readers).
		Scan(&o.ContentType, &o.Content)
	if err != nil {
		return o, errs.FromPG(err, "read uploaded file", "file")
	}
	return o, nil
}
