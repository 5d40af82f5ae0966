package gdrive

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/pass"
)

// Provider is the provider name of Google Drive sources.
const Provider = "gdrive"

// Source kinds: what an admin chose to sync.
const (
	KindMyDrive     = "my_drive"
	KindSharedDrive = "shared_drive"
	KindFolder      = "folder"
)

// SourceConfig is what a Drive source's config holds (written when the
// admin picks the drive or folder).
type SourceConfig struct {
	Kind string `json:"kind"`
	// RootID is the folder the source covers: My Drive's root folder, the
	// shared drive (whose id is its root folder's), or the chosen folder.
	RootID string `json:"root_id"`
	// DriveID is the shared drive the root is in ("" for My Drive): changes
	// and listings are read from that drive's corpus.
	DriveID string `json:"drive_id,omitempty"`
	Name    string `json:"name"`
}

// TokensFor returns the token source of a stored credential.
type TokensFor func(workspaceID, credentialID uuid.UUID) TokenSource

// FactoryOptions configure the connectors a factory builds.
type FactoryOptions struct {
	Client    Config
	Converter *convert.Converter // required
	// MaxDownload bounds a stored file's bytes (default 64 MiB).
	MaxDownload int64
	// PermissionRelist is how old the last full listing may grow before a
	// pass lists every file again, re-reading its sharing (default
	// DefaultPermissionRelist; ADR 0058).
	PermissionRelist time.Duration
	Log              *slog.Logger
}

// NewFactory returns the sync factory for Drive sources.
func NewFactory(pool *pgxpool.Pool, tokens TokensFor, o FactoryOptions) pass.Factory {
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.PermissionRelist <= 0 {
		o.PermissionRelist = DefaultPermissionRelist
	}
	return func(_ context.Context, src source.Source) (pass.Connector, error) {
		if src.CredentialID == nil {
			return nil, errs.E(errs.Invalid, "google drive source %s has no credential", src.ID)
		}
		if o.Converter == nil {
			return nil, errors.New("google drive: the factory has no converter")
		}
		var cfg SourceConfig
		if err := json.Unmarshal(src.Config, &cfg); err != nil || cfg.RootID == "" {
			return nil, errs.E(errs.Invalid, "google drive source %s has a malformed config", src.ID)
		}
		return &Connector{
			client: New(tokens(src.WorkspaceID, *src.CredentialID), o.Client), st: store{pool}, src: src, cfg: cfg,
			content: Content{Converter: o.Converter, MaxDownload: o.MaxDownload},
			log:     o.Log.With("source_id", src.ID), listed: map[string]File{}, relist: o.PermissionRelist, groups: map[string]bool{},
		}, nil
	}
}

// Connector is the sync connector of one chosen drive or folder: every
// file it can read under the root, at any depth, is a document.
type Connector struct {
	client  *Client
	st      store
	src     source.Source
	cfg     SourceConfig
	content Content
	log     *slog.Logger
	// listed holds the files of the page just listed, so Fetch need not
	// read their metadata again.
	listed map[string]File
	relist time.Duration   // FactoryOptions.PermissionRelist
	groups map[string]bool // groups whose members this pass has read (withGroups)
}

// Fetch exports or downloads one file and converts it. A file that is
// gone or in the trash is pass.ErrDocumentGone; one that gives no text is
// a pass.UnindexableError with the reason as its status.
func (c *Connector) Fetch(ctx context.Context, id string) (pass.Document, error) {
	f, ok := c.listed[id]
	if !ok {
		var err error
		if f, err = c.client.File(ctx, id); err != nil {
			return pass.Document{}, connErr(err)
		}
	}
	if f.Trashed {
		return pass.Document{}, fmt.Errorf("google drive %s: %w", id, pass.ErrDocumentGone)
	}
	md, err := c.content.Markdown(ctx, c.client, f)
	var ue *UnreadableError
	if errors.As(err, &ue) {
		// The link is stored with the failure: the admin can open the file and fix it.
		return pass.Document{}, &pass.UnindexableError{Reason: ue.Reason, URL: f.WebViewLink}
	}
	if err != nil {
		return pass.Document{}, connErr(err)
	}
	return pass.Document{ExternalID: id, Title: f.Name, URL: f.WebViewLink, Markdown: md, UpdatedAt: f.ModifiedTime}, nil
}

// Exists asks Drive whether a document this pass did not list is still
// in scope: not deleted, not in the trash, and in a folder under the root.
// A file still in scope is recorded again, so later passes carry it.
func (c *Connector) Exists(ctx context.Context, id string) (bool, error) {
	f, err := c.client.File(ctx, id)
	if found, err := httpclient.Exists(err); !found {
		return false, connErr(err)
	}
	if f.Trashed || KindOf(f) == KindSkip {
		return false, nil
	}
	ok, err := c.st.inScope(ctx, c.src.WorkspaceID, c.src.ID, f.Parent())
	if err != nil || !ok {
		return false, err
	}
	return true, c.st.putFile(ctx, c.src.WorkspaceID, c.src.ID, f, false)
}

var _ pass.Connector = (*Connector)(nil)
