package httpapi

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/ratelimit"
	"knowledgestack/internal/sync/pass"
)

// Defaults of the upload limits (ADR 0053): ten requests a minute and two
// in progress per user; each request may carry many files.
const (
	DefaultUploadsPerMinute = 10
	DefaultUploadsPerUser   = 2
)

// uploadLease is how long an upload's slot outlives a replica that died
// holding it; live replicas renew theirs.
const uploadLease = 90 * time.Second

// uploadLimits bound one user's uploads across replicas: a token bucket of
// requests and a cap on requests in progress (each one converting).
type uploadLimits struct {
	rate    *ratelimit.Limiter
	running *ratelimit.Slots
	perUser int
	perMin  int
}

func (s *Server) newUploadLimits() uploadLimits {
	perMin := s.deps.Options.UploadsPerMinute
	if perMin <= 0 {
		perMin = DefaultUploadsPerMinute
	}
	perUser := s.deps.Options.UploadsPerUser
	if perUser <= 0 {
		perUser = DefaultUploadsPerUser
	}
	running, err := ratelimit.NewSlots(s.deps.Pool, "uploads", uploadLease, s.deps.Log)
	if err != nil && s.err == nil {
		s.err = fmt.Errorf("upload slots: %w", err) // New returns it
	}
	return uploadLimits{rate: s.limiter(limit{"uploads", time.Minute / time.Duration(perMin), perMin}),
		running: running, perUser: perUser, perMin: perMin}
}

// uploadFiles takes one of the user's upload requests and one of their
// places for uploads in progress before reading a byte of the body, streams
// each file to a temporary file (at most the per-file cap of its format plus
// one byte, so an oversized file is named in a 400 without being kept), and
// hands the files to the Sources service, which converts a few at a time.
func (s *Server) uploadFiles(c *gin.Context) {
	sess := session(c)
	user := sess.UserID.String()
	if limited(c, s.uploads.rate, user, fmt.Sprintf("uploads (UPLOADS_PER_MINUTE is %d)", s.uploads.perMin)) {
		return
	}
	release, ok, err := s.uploads.running.Acquire(c.Request.Context(), user, s.uploads.perUser)
	if err != nil {
		writeError(c, errs.Busy(err))
		return
	}
	if !ok {
		setRetryAfter(c, 5*time.Second)
		writeError(c, errs.E(errs.RateLimited, "you already have %d uploads in progress (CONVERSIONS_PER_USER); "+
			"try again when one of them has finished", s.uploads.perUser))
		return
	}
	defer release()
	files, err := s.readUploads(c)
	defer removeSpools(files)
	if err != nil {
		writeError(c, err)
		return
	}
	res, err := s.deps.Sources.Upload(c.Request.Context(), sess.WorkspaceID, sess.UserID, files)
	var rej *pass.RejectedFiles
	if errors.As(err, &rej) {
		writeErrorWith(c, err, toFileErrorsJSON(rej.Files))
		return
	}
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusCreated, toUploadJSON(res))
}

// readUploads streams every file part into its own temporary file; the
// files read so far are returned with an error too, so they are removed.
func (s *Server) readUploads(c *gin.Context) ([]pass.UploadFile, error) {
	mt, _, _ := mime.ParseMediaType(c.GetHeader("Content-Type"))
	if mt != "multipart/form-data" {
		return nil, errs.E(errs.Invalid, `send the files as multipart/form-data in the field "files"`)
	}
	mr, err := c.Request.MultipartReader()
	if err != nil {
		return nil, errs.E(errs.Invalid, "the multipart body could not be read")
	}
	var files []pass.UploadFile
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return files, bodyError(err)
		}
		if part.FormName() != "files" || part.FileName() == "" {
			_ = part.Close()
			continue
		}
		name := rawFileName(part.Header.Get("Content-Disposition"), part.FileName())
		f, err := spool(part, s.deps.Sources.MaxBytes(name)+1)
		f.Name = name
		if f.Path != "" {
			files = append(files, f)
		}
		if err != nil {
			return files, err
		}
	}
	return files, nil
}

// spool copies at most limit bytes of a part into a new temporary file and
// drains the rest of it, so the next part can be read.
func spool(part io.Reader, limit int64) (pass.UploadFile, error) {
	out, err := os.CreateTemp("", "ks-upload-*")
	if err != nil {
		return pass.UploadFile{}, errs.Wrap(errs.Unavailable, err, "the upload could not be buffered on the server; try again in a moment")
	}
	f := pass.UploadFile{Path: out.Name()}
	f.Size, err = io.Copy(out, io.LimitReader(part, limit))
	if cerr := out.Close(); err == nil && cerr != nil {
		return f, errs.Wrap(errs.Unavailable, cerr, "the upload could not be buffered on the server; try again in a moment")
	}
	if err != nil {
		return f, bodyError(err)
	}
	if _, err := io.Copy(io.Discard, part); err != nil {
		return f, bodyError(err)
	}
	return f, nil
}

// removeSpools deletes the request's temporary files, whatever happened.
func removeSpools(files []pass.UploadFile) {
	for _, f := range files {
		if f.Path != "" {
			_ = os.Remove(f.Path)
		}
	}
}

// rawFileName is the file name as sent: Go's FileName strips directories,
// which would let "../x.md" through as "x.md" instead of naming it as refused.
func rawFileName(disposition, fallback string) string {
	if _, params, err := mime.ParseMediaType(disposition); err == nil && params["filename"] != "" {
		return params["filename"]
	}
	return fallback
}

func bodyError(err error) error {
	if big := tooLarge(err); big != nil {
		return big
	}
	if strings.Contains(err.Error(), "multipart") {
		return errs.E(errs.Invalid, "the multipart body is malformed")
	}
	return errs.E(errs.Invalid, "the request body could not be read")
}
