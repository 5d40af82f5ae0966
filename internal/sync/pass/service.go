package pass

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
)

// Enqueuer queues a sync pass of a source; [Queue] implements it.
type Enqueuer interface {
	EnqueueSync(ctx context.Context, ws, sourceID uuid.UUID) error
}

// Service is the sources API: listing, uploads, deletion, sync requests and
// the documents of a source. Every method is scoped to the caller's workspace;
// roles are checked by the HTTP layer.
type Service struct {
	store *Store
	queue Enqueuer
	up    UploadOptions
	// converting holds one token per conversion running in this process
	// (UploadOptions.ConversionsPerReplica): the only time an uploaded file
	// is in memory whole.
	converting chan struct{}
}

// UploadOptions configure uploads.
type UploadOptions struct {
	// Converter turns uploaded files into Markdown (nil: one with default limits).
	Converter *convert.Converter
	// MaxBytes caps one file of a format; a format without an entry takes DefaultMaxBytes.
	MaxBytes map[convert.Format]int64
	// DefaultMaxBytes caps files of formats MaxBytes does not name (required).
	DefaultMaxBytes int64
	// ConversionsPerReplica caps the files this process converts at once
	// (0: DefaultConversionsPerReplica); others wait, on disk, for a place.
	ConversionsPerReplica int
	// StorageQuota caps what a workspace's uploads occupy, originals and
	// text together (0: no quota).
	StorageQuota int64
}

// DefaultConversionsPerReplica is one conversion per core of a small instance.
const DefaultConversionsPerReplica = 2

// NewService returns the service.
func NewService(pool *pgxpool.Pool, queue Enqueuer, up UploadOptions) (*Service, error) {
	if pool == nil || queue == nil || up.DefaultMaxBytes <= 0 {
		return nil, errors.New("sync: NewService needs a pool, a queue and a positive upload cap")
	}
	for f, n := range up.MaxBytes {
		if n <= 0 {
			return nil, fmt.Errorf("sync: the upload cap of %s files must be positive", f)
		}
	}
	if up.Converter == nil {
		c, err := convert.New(convert.Options{})
		if err != nil {
			return nil, err
		}
		up.Converter = c
	}
	if up.ConversionsPerReplica <= 0 {
		up.ConversionsPerReplica = DefaultConversionsPerReplica
	}
	return &Service{store: NewStore(pool), queue: queue, up: up, converting: make(chan struct{}, up.ConversionsPerReplica)}, nil
}

// MaxBytes is the size cap of a file with this name (by its format); an
// unknown format gets the default cap, as it will be refused anyway.
func (s *Service) MaxBytes(name string) int64 {
	if f, ok := convert.FormatOf(name, ""); ok {
		if n, ok := s.up.MaxBytes[f]; ok {
			return n
		}
	}
	return s.up.DefaultMaxBytes
}

// Progress is the current (or last) pass of a source.
type Progress struct {
	Running   bool
	Seen      int
	Indexed   int
	Failed    int
	Total     *int
	StartedAt *time.Time
	// Resumed: the pass in progress was interrupted (its worker died or
	// failed) and continues, or is about to continue, from its checkpoint.
	Resumed bool
	// Waiting: the pass in progress has no live worker right now (one died,
	// or the pass yielded to the queue); a sweeper or the queue resumes it.
	Waiting bool
	// FollowUp: a sync was requested while this pass ran; another pass
	// starts when it ends.
	FollowUp bool
	// Note says the above in a sentence for people (nil when nothing to say).
	Note *string
}

// notes for Progress.Note.
const (
	noteResuming = "Resuming after an interruption"
	noteHandover = "Interrupted; a live worker is taking the pass over"
	noteWaiting  = "Waiting for a worker to continue the pass"
	noteFollowUp = "Another pass will run when this one ends, to pick up recent changes"
	// claimStale is the age of a worker's heartbeat after which the list
	// calls its pass interrupted (three default heartbeats, the holder's fence).
	claimStale = 9 * time.Second
)

// SourceView is a source as the API shows it.
type SourceView struct {
	ID            uuid.UUID
	Provider      string
	Name          string
	Status        string
	LastSyncedAt  *time.Time
	LastError     *string
	DocumentCount int
	ChunkCount    int
	Progress      Progress
	// ConnectedBy names whose credential the source syncs with (nil for
	// uploads, and once that credential is gone: LastError then says who).
	ConnectedBy *string
}

// DocumentView is a document of a source as the API shows it.
type DocumentView struct {
	ID    uuid.UUID
	Title string
	URL   string
	// DownloadURL fetches the original uploaded file; null for documents of other sources.
	DownloadURL *string
	Status      string
	Error       *string
	ChunkCount  int
	UpdatedAt   time.Time
	IndexedAt   *time.Time
}

// List returns the workspace's sources, oldest first.
func (s *Service) List(ctx context.Context, ws uuid.UUID) ([]SourceView, error) {
	return s.store.listSources(ctx, ws, claimStale)
}

// Documents lists a source's documents; a source of another workspace is not found.
func (s *Service) Documents(ctx context.Context, ws, sourceID uuid.UUID) ([]DocumentView, error) {
	if _, err := s.store.source(ctx, ws, sourceID); err != nil {
		return nil, err
	}
	return s.store.listDocuments(ctx, ws, sourceID)
}

// Delete removes a source with its documents, chunks and uploaded files.
func (s *Service) Delete(ctx context.Context, ws, sourceID uuid.UUID) error {
	return source.Delete(ctx, s.store.pool, ws, sourceID)
}

// RequestSync queues a pass. While a pass of the source is queued, the
// request is that pass; while one runs, one more pass follows it (the running
// one may have listed past what changed, e.g. channels just picked). Never a
// second pass at the same time: the queue keeps one job per source.
func (s *Service) RequestSync(ctx context.Context, ws, sourceID uuid.UUID) error {
	return s.requestSync(ctx, ws, sourceID, true)
}

// SyncRequest is what became of a "Sync now".
type SyncRequest struct {
	// AfterCurrentPass: a pass was under way, so the request runs as one more
	// pass when it ends (the running pass may have listed past the change).
	AfterCurrentPass bool
	// AlreadyQueued: a pass was queued and not started; it serves the request.
	AlreadyQueued bool
	// Message says which, in a sentence.
	Message string
}

// errNoCredential refuses to sync a source whose credential is gone.
var errNoCredential = errs.E(errs.Conflict,
	"this source's connection was removed when the person who connected it left: reconnect it, or delete the source; its documents are kept until then")

// SyncNow is a person's "Sync now": never swallowed. With no pass under way it
// queues one; while one is queued it is that one; while one runs (or waits to
// resume after an interruption) one more pass is recorded to follow it.
func (s *Service) SyncNow(ctx context.Context, ws, sourceID uuid.UUID) (SyncRequest, error) {
	before, err := s.store.source(ctx, ws, sourceID)
	if err != nil {
		return SyncRequest{}, err
	}
	if before.Provider != source.Upload && before.CredentialID == nil && before.Status == source.NeedsReauth {
		return SyncRequest{}, errNoCredential
	}
	if err := s.requestSync(ctx, ws, sourceID, true); err != nil {
		return SyncRequest{}, err
	}
	switch {
	case before.PassStarted:
		return SyncRequest{AfterCurrentPass: true,
			Message: "A pass is under way; another will run when it ends, to pick up recent changes."}, nil
	case before.Status == "queued":
		return SyncRequest{AlreadyQueued: true, Message: "A sync was already queued; it will pick up recent changes."}, nil
	default:
		return SyncRequest{Message: "Sync queued."}, nil
	}
}

// requestSync queues a pass; followUp asks a running pass to make one more
// after it, for new content (an upload) it may have listed past already.
func (s *Service) requestSync(ctx context.Context, ws, sourceID uuid.UUID, followUp bool) error {
	if err := source.RequestSync(ctx, s.store.pool, ws, sourceID, false, followUp); err != nil {
		return err
	}
	if err := s.queue.EnqueueSync(ctx, ws, sourceID); err != nil {
		return errs.Wrap(errs.Unavailable, err, "the sync could not be queued; try again")
	}
	return nil
}

// ConfirmDeletions lets the next pass of a source stopped by the
// mass-deletion guard delete what it found missing, and queues that pass.
func (s *Service) ConfirmDeletions(ctx context.Context, ws, sourceID uuid.UUID) error {
	src, err := s.store.source(ctx, ws, sourceID)
	if err != nil {
		return err
	}
	if src.Status != "needs_review" {
		return errs.E(errs.Conflict, "this source has no deletions waiting for review")
	}
	if err := source.RequestSync(ctx, s.store.pool, ws, sourceID, true, false); err != nil {
		return err
	}
	if err := s.queue.EnqueueSync(ctx, ws, sourceID); err != nil {
		return errs.Wrap(errs.Unavailable, err, "the sync could not be queued; try again")
	}
	return nil
}
