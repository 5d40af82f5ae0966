package httpapi

import (
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/sync/pass"
)

// The wire shapes of the source routes (api/openapi.yaml: Source,
// SyncProgress, SourceDocument, UploadResult, UploadRejected). The pass
// package's types carry no JSON tags: these are the only copy of the names.

type syncProgressJSON struct {
	Running   bool       `json:"running"`
	Seen      int        `json:"seen"`
	Indexed   int        `json:"indexed"`
	Failed    int        `json:"failed"`
	Total     *int       `json:"total"`
	StartedAt *time.Time `json:"startedAt"`
	Resumed   bool       `json:"resumed"`
	Waiting   bool       `json:"waiting"`
	FollowUp  bool       `json:"followUp"`
	Note      *string    `json:"note"`
}

type syncRequestJSON struct {
	Queued           bool   `json:"queued"`
	AfterCurrentPass bool   `json:"afterCurrentPass"`
	AlreadyQueued    bool   `json:"alreadyQueued"`
	Message          string `json:"message"`
}

func toSyncRequestJSON(r pass.SyncRequest) syncRequestJSON {
	return syncRequestJSON{Queued: true, AfterCurrentPass: r.AfterCurrentPass, AlreadyQueued: r.AlreadyQueued, Message: r.Message}
}

type sourceJSON struct {
	ID            uuid.UUID        `json:"id"`
	Provider      string           `json:"provider"`
	Name          string           `json:"name"`
	Status        string           `json:"status"`
	LastSyncedAt  *time.Time       `json:"lastSyncedAt"`
	LastError     *string          `json:"lastError"`
	DocumentCount int              `json:"documentCount"`
	ChunkCount    int              `json:"chunkCount"`
	Progress      syncProgressJSON `json:"progress"`
	ConnectedBy   *string          `json:"connectedBy"`
	// Visibility is who reads its documents: mirror, workspace or members (ADR 0058).
	Visibility string `json:"visibility"`
}

func toSourceJSON(v pass.SourceView) sourceJSON {
	p := v.Progress
	return sourceJSON{ID: v.ID, Provider: v.Provider, Name: v.Name, Status: v.Status, LastSyncedAt: v.LastSyncedAt,
		LastError: v.LastError, DocumentCount: v.DocumentCount, ChunkCount: v.ChunkCount, ConnectedBy: v.ConnectedBy,
		Progress: syncProgressJSON{Running: p.Running, Seen: p.Seen, Indexed: p.Indexed, Failed: p.Failed, Total: p.Total,
			StartedAt: p.StartedAt, Resumed: p.Resumed, Waiting: p.Waiting, FollowUp: p.FollowUp, Note: p.Note}}
}

type documentJSON struct {
	ID          uuid.UUID  `json:"id"`
	Title       string     `json:"title"`
	URL         string     `json:"url"`
	DownloadURL *string    `json:"downloadUrl"`
	Status      string     `json:"status"`
	Error       *string    `json:"error"`
	ChunkCount  int        `json:"chunkCount"`
	UpdatedAt   time.Time  `json:"updatedAt"`
	IndexedAt   *time.Time `json:"indexedAt"`
}

func toDocumentJSON(d pass.DocumentView) documentJSON {
	return documentJSON{ID: d.ID, Title: d.Title, URL: d.URL, DownloadURL: d.DownloadURL, Status: d.Status, Error: d.Error, ChunkCount: d.ChunkCount,
		UpdatedAt: d.UpdatedAt, IndexedAt: d.IndexedAt}
}

type fileStatusJSON struct {
	Name   string `json:"name"`
	Status string `json:"status"`
	// Warning says why a stored file will not be searchable (no text layer).
	Warning string `json:"warning,omitempty"`
}

type uploadJSON struct {
	SourceID uuid.UUID        `json:"sourceId"`
	Files    []fileStatusJSON `json:"files"`
}

func toUploadJSON(r pass.UploadResult) uploadJSON {
	out := uploadJSON{SourceID: r.SourceID, Files: make([]fileStatusJSON, 0, len(r.Files))}
	for _, f := range r.Files {
		out.Files = append(out.Files, fileStatusJSON{Name: f.Name, Status: f.Status, Warning: f.Warning})
	}
	return out
}

type fileErrorJSON struct {
	Name  string `json:"name"`
	Error string `json:"error"`
}

func toFileErrorsJSON(files []pass.FileError) []fileErrorJSON {
	return wireList(files, func(f pass.FileError) fileErrorJSON { return fileErrorJSON{Name: f.Name, Error: f.Error} })
}
