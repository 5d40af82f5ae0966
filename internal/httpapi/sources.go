package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/pass"
)

// mountSources serves sources, uploads and their documents. Everyone in the
// workspace may read; uploads, deletion, syncs and confirmations need an
// owner or admin. Route parameters are named :sourceId like the connector routes.
func (s *Server) mountSources(tenant *gin.RouterGroup) {
	if s.deps.Sources == nil {
		return
	}
	tenant.GET("/sources", s.listSources)
	tenant.POST("/sources/uploads", requireManager, s.uploadFiles)
	// The one route with a body above the JSON cap: UPLOAD_MAX_REQUEST_BYTES for all its files.
	s.allowLargeBody(http.MethodPost, "/sources/uploads", s.deps.Options.UploadRequestMaxBytes)
	tenant.DELETE("/sources/:sourceId", requireManager, byID("sourceId", s.deleteSource))
	tenant.POST("/sources/:sourceId/sync", requireManager, byID("sourceId", s.syncSource))
	tenant.POST("/sources/:sourceId/confirm-deletions", requireManager, byID("sourceId", s.confirmDeletions))
	tenant.GET("/sources/:sourceId/documents", byID("sourceId", s.listSourceDocuments))
	tenant.GET("/sources/:sourceId/files/:fileName", byID("sourceId", s.downloadFile))
}

// downloadFile sends an uploaded file's original bytes to any member of the
// workspace. PDFs open inline (so "#page=4" reaches the browser's viewer);
// every other type is an attachment, and nothing is sniffed or run in our
// origin: uploaded HTML is a stranger's page.
func (s *Server) downloadFile(c *gin.Context, id uuid.UUID) {
	f, err := s.deps.Sources.Original(c.Request.Context(), session(c).WorkspaceID, id, c.Param("fileName"))
	if err != nil {
		writeError(c, err)
		return
	}
	disposition := "attachment"
	if strings.HasPrefix(f.ContentType, "application/pdf") {
		disposition = "inline"
	}
	h := c.Writer.Header()
	h.Set("Content-Disposition", mime.FormatMediaType(disposition, map[string]string{"filename": f.Name}))
	h.Set("Cache-Control", "private, no-cache")
	if disposition == "attachment" {
		h.Set("Content-Security-Policy", "sandbox; "+APIContentSecurityPolicy)
	} else {
		// The browser's PDF viewer is an embedded object in the page it makes for the file.
		h.Set("Content-Security-Policy", APIContentSecurityPolicy+"; object-src 'self'")
	}
	c.Data(http.StatusOK, f.ContentType, f.Content)
}

func (s *Server) listSources(c *gin.Context) {
	list, err := s.deps.Sources.List(c.Request.Context(), session(c).WorkspaceID)
	writeList(c, list, err, toSourceJSON)
}

func (s *Server) listSourceDocuments(c *gin.Context, id uuid.UUID) {
	docs, err := s.deps.Sources.Documents(c.Request.Context(), session(c).WorkspaceID, id)
	writeList(c, docs, err, toDocumentJSON)
}

func (s *Server) deleteSource(c *gin.Context, id uuid.UUID) {
	writeStatus(c, http.StatusNoContent, s.deps.Sources.Delete(c.Request.Context(), session(c).WorkspaceID, id))
}

func (s *Server) syncSource(c *gin.Context, id uuid.UUID) {
	req, err := s.deps.Sources.SyncNow(c.Request.Context(), session(c).WorkspaceID, id)
	writeOne(c, http.StatusAccepted, req, err, toSyncRequestJSON)
}

func (s *Server) confirmDeletions(c *gin.Context, id uuid.UUID) {
	err := s.deps.Sources.ConfirmDeletions(c.Request.Context(), session(c).WorkspaceID, id)
	writeJSON(c, http.StatusAccepted, queuedJSON{Queued: true}, err)
}

// queueSync asks for a pass of a source just added or changed. A failure is
// logged, not answered: the change is saved, and it is not the user's problem
// (the periodic sync picks the source up).
func (s *Server) queueSync(c *gin.Context, ws, id uuid.UUID, what string) {
	if s.deps.Sources == nil {
		return
	}
	if err := s.deps.Sources.RequestSync(c.Request.Context(), ws, id); err != nil {
		s.log.WarnContext(c.Request.Context(), what, "source_id", id, "err", err)
	}
}

// uploadFiles streams the multipart body part by part, reading at most the
// per-file cap of the file's format plus one byte of each file, so an oversized file is named in
// a 400 without being buffered whole.
func (s *Server) uploadFiles(c *gin.Context) {
	files, err := s.readUploads(c)
	if err != nil {
		writeError(c, err)
		return
	}
	sess := session(c)
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
			return nil, bodyError(err)
		}
		if part.FormName() != "files" || part.FileName() == "" {
			_ = part.Close()
			continue
		}
		name := rawFileName(part.Header.Get("Content-Disposition"), part.FileName())
		data, err := io.ReadAll(io.LimitReader(part, s.deps.Sources.MaxBytes(name)+1))
		if err != nil {
			return nil, bodyError(err)
		}
		// Drain the rest of an oversized file so the next part can be read.
		if _, err := io.Copy(io.Discard, part); err != nil {
			return nil, bodyError(err)
		}
		files = append(files, pass.UploadFile{Name: name, Content: data})
	}
	return files, nil
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
