package httpapi

import (
	"mime"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

// mountSources serves sources, uploads and their documents. Everyone in the
// workspace may read; uploads, deletion, syncs and confirmations need an
// owner or admin. Route parameters are named :sourceId like the connector routes.
func (s *Server) mountSources(tenant *gin.RouterGroup) {
	if s.deps.Sources == nil {
		return
	}
	tenant.GET("/sources", s.listSources)
	tenant.POST("/sources/uploads", requireManager, s.uploadFiles) // uploads.go
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
