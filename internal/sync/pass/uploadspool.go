package pass

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"os"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/errs"
)

// Bounded uploads (ADR 0053): the API streams each file of a request to a
// temporary file, converts a few at a time, and streams the originals from
// those files to PostgreSQL with COPY, so the memory an upload costs is one
// file while it is converted, not the request's bytes several times over.

// enterConversion waits for one of this process's conversion places (the
// request's context bounds the wait) and returns its release. A Service
// not made by NewService has no places and does not wait.
func (s *Service) enterConversion(ctx context.Context) (func(), error) {
	if s.converting == nil {
		return func() {}, nil
	}
	select {
	case s.converting <- struct{}{}:
		return func() { <-s.converting }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("could not be converted: the upload ended while it waited for the server (%w)", ctx.Err())
	}
}

// bytes is the file's content: Content, or the spool file read once, for
// the conversion (the one time it is in memory whole).
func (f UploadFile) bytes() ([]byte, error) {
	if f.Path == "" {
		return f.Content, nil
	}
	b, err := os.ReadFile(f.Path)
	if err != nil {
		return nil, err
	}
	if int64(len(b)) != f.Size {
		return nil, fmt.Errorf("spool %s holds %d bytes, want %d", f.Path, len(b), f.Size)
	}
	return b, nil
}

// hashBytes is chunk.Hash(string(b)) without copying b into a string.
func hashBytes(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// checkQuota refuses files that would take the workspace's uploads past the
// storage quota (413 with the sentence); files replaced by name no longer
// count their old size. The advisory lock serialises one workspace's
// concurrent uploads, so two of them cannot both fit the last of the quota.
func checkQuota(ctx context.Context, tx pgx.Tx, ws, source uuid.UUID, files []preparedFile, quota int64) error {
	if quota <= 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, quotaLockClass, ws); err != nil {
		return fmt.Errorf("storage quota: lock: %w", err)
	}
	names := make([]string, len(files))
	var incoming int64
	for i, f := range files {
		names[i] = f.name
		incoming += int64(f.size) + int64(len(f.text))
	}
	var used int64
	if err := tx.QueryRow(ctx, `SELECT coalesce(sum(stored_bytes), 0)::bigint FROM uploaded_files
		WHERE workspace_id = $1 AND NOT (source_id = $2 AND name = ANY($3))`, ws, source, names).Scan(&used); err != nil {
		return fmt.Errorf("storage quota: %w", err)
	}
	return quotaError(used, incoming, quota)
}

// precheckQuota refuses, before anything is converted, files whose originals
// alone would not fit the storage quota: converting them first would spend
// the server's time on an upload bound to be refused. checkQuota, in the
// transaction, counts the text too and is the one that holds under races.
func (s *Service) precheckQuota(ctx context.Context, ws uuid.UUID, files []UploadFile) error {
	quota := s.up.StorageQuota
	if quota <= 0 {
		return nil
	}
	names := make([]string, len(files))
	var incoming int64
	for i, f := range files {
		names[i] = f.Name
		incoming += f.size()
	}
	var used int64
	// A workspace has one upload source, so a name is one file of it.
	if err := s.store.pool.QueryRow(ctx, `SELECT coalesce(sum(stored_bytes), 0)::bigint FROM uploaded_files
		WHERE workspace_id = $1 AND NOT (name = ANY($2))`, ws, names).Scan(&used); err != nil {
		return fmt.Errorf("storage quota: %w", err)
	}
	return quotaError(used, incoming, quota)
}

func quotaError(used, incoming, quota int64) error {
	if used+incoming <= quota {
		return nil
	}
	return errs.E(errs.TooLarge, "these files need %s but the workspace has %s left of its %s storage quota "+
		"(WORKSPACE_STORAGE_BYTES); nothing was stored: delete files or sources first, or ask the operator to raise it",
		mib(incoming), mib(max(quota-used, 0)), mib(quota))
}

// quotaLockClass namespaces the storage quota's advisory locks.
const quotaLockClass = 0x6B71 // "kq"

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

// stageOriginals streams the originals of spooled files into a temporary
// table of this transaction with binary COPY: pgx sends the reader in
// 64 KiB messages, so the API never holds an original whole.
func stageOriginals(ctx context.Context, tx pgx.Tx, files []preparedFile) error {
	spooled := false
	for _, f := range files {
		spooled = spooled || f.path != ""
	}
	if !spooled {
		return nil
	}
	if _, err := tx.Exec(ctx, `CREATE TEMP TABLE upload_originals (name text PRIMARY KEY, original bytea NOT NULL) ON COMMIT DROP`); err != nil {
		return fmt.Errorf("stage originals: %w", err)
	}
	for _, f := range files {
		if f.path == "" {
			continue
		}
		if err := copyOriginal(ctx, tx, f); err != nil {
			return err
		}
	}
	return nil
}

// copyOriginal sends one row (name, original) in PostgreSQL's binary COPY
// format: a header, a tuple of two length-prefixed fields, a trailer.
func copyOriginal(ctx context.Context, tx pgx.Tx, f preparedFile) error {
	in, err := os.Open(f.path)
	if err != nil {
		return fmt.Errorf("stage original: %w", err)
	}
	defer in.Close()
	var head bytes.Buffer
	head.WriteString("PGCOPY\n\xff\r\n\x00")
	_ = binary.Write(&head, binary.BigEndian, [2]int32{0, 0}) // flags, header extension length
	_ = binary.Write(&head, binary.BigEndian, int16(2))       // fields in the tuple
	_ = binary.Write(&head, binary.BigEndian, int32(len(f.name)))
	head.WriteString(f.name)
	_ = binary.Write(&head, binary.BigEndian, int32(f.size))
	tail := []byte{0xff, 0xff} // int16 -1: no more tuples
	body := io.MultiReader(&head, io.LimitReader(in, int64(f.size)), bytes.NewReader(tail))
	if _, err := tx.Conn().PgConn().CopyFrom(ctx, body, `COPY upload_originals (name, original) FROM STDIN (FORMAT binary)`); err != nil {
		return errs.FromPG(err, "stage original", "uploaded file")
	}
	return nil
}
