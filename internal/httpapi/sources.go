package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

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
	tenant.POST("/sources/uploads", s.uploadFiles)
	// The one route with a body above the JSON cap: room for 20 capped files.
	s.allowLargeBody(http.MethodPost, "/sources/uploads", s.deps.Options.UploadMaxBytes*20+1<<20)
	tenant.DELETE("/sources/:sourceId", s.deleteSource)
	tenant.POST("/sources/:sourceId/sync", s.syncSource)
	tenant.POST("/sources/:sourceId/confirm-deletions", s.confirmDeletions)
	tenant.GET("/sources/:sourceId/documents", s.listSourceDocuments)
}

func (s *Server) listSources(c *gin.Context) {
	list, err := s.deps.Sources.List(c.Request.Context(), session(c).WorkspaceID)
	if err != nil {
		writeError(c, err)
		return
	}
	if list == nil {
		list = []pass.SourceView{}
	}
	c.JSON(http.StatusOK, list)
}

func (s *Server) listSourceDocuments(c *gin.Context) {
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	docs, err := s.deps.Sources.Documents(c.Request.Context(), session(c).WorkspaceID, id)
	if err != nil {
		writeError(c, err)
		return
	}
	if docs == nil {
		docs = []pass.DocumentView{}
	}
	c.JSON(http.StatusOK, docs)
}

func (s *Server) deleteSource(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	if err := s.deps.Sources.Delete(c.Request.Context(), session(c).WorkspaceID, id); err != nil {
		writeError(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

func (s *Server) syncSource(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	if err := s.deps.Sources.RequestSync(c.Request.Context(), session(c).WorkspaceID, id); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"queued": true})
}

func (s *Server) confirmDeletions(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "sourceId")
	if !ok {
		return
	}
	if err := s.deps.Sources.ConfirmDeletions(c.Request.Context(), session(c).WorkspaceID, id); err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusAccepted, gin.H{"queued": true})
}

// uploadFiles streams the multipart body part by part, reading at most the
// per-file cap plus one byte of each file, so an oversized file is named in
// a 400 without being buffered whole.
func (s *Server) uploadFiles(c *gin.Context) {
	if !canManage(c) {
		return
	}
	files, err := s.readUploads(c)
	if err != nil {
		writeError(c, err)
		return
	}
	sess := session(c)
	res, err := s.deps.Sources.Upload(c.Request.Context(), sess.WorkspaceID, sess.UserID, files)
	var rej *pass.RejectedFiles
	if errors.As(err, &rej) {
		writeErrorWith(c, err, gin.H{"files": rej.Files})
		return
	}
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusCreated, res)
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
	limit := s.deps.Options.UploadMaxBytes
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
		data, err := io.ReadAll(io.LimitReader(part, limit+1))
		if err != nil {
			return nil, bodyError(err)
		}
		// Drain the rest of an oversized file so the next part can be read.
		if _, err := io.Copy(io.Discard, part); err != nil {
			return nil, bodyError(err)
		}
		files = append(files, pass.UploadFile{Name: rawFileName(part.Header.Get("Content-Disposition"), part.FileName()), Content: data})
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
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return errs.E(errs.TooLarge, "request body is larger than %d bytes", maxErr.Limit)
	}
	if strings.Contains(err.Error(), "multipart") {
		return errs.E(errs.Invalid, "the multipart body is malformed")
	}
	return errs.E(errs.Invalid, "the request body could not be read")
}
