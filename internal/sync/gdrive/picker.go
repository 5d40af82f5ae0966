package gdrive

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/source"
	"knowledgestack/internal/workspace"
)

// Picker is what an admin uses after granting Drive: the Google accounts
// connected to the workspace, what each can sync (My Drive, shared
// drives, folders), and one source per choice.
type Picker struct {
	st     store
	tokens TokensFor
	cfg    Config
}

// NewPicker builds the picker.
func NewPicker(pool *pgxpool.Pool, tokens TokensFor, cfg Config) *Picker {
	return &Picker{st: store{pool}, tokens: tokens, cfg: cfg}
}

// Connection is a Google account granted to the workspace and the sources
// chosen under it. Every admin sees that it exists and whose it is; only
// its grantor browses it or adds sources from it (docs/adr/0044).
type Connection struct {
	CredentialID uuid.UUID
	Name         string // the account's e-mail
	Status       string // active, needs_reauth
	// GrantedBy is the member who granted it (uuid.Nil when unknown);
	// Grantor names them as other members know them.
	GrantedBy uuid.UUID
	Grantor   string
	Sources   []Picked
}

// Picked is a source chosen under a connection, with its Drive status.
type Picked struct {
	SourceID uuid.UUID
	SourceConfig
	State
	Counts
}

// Connections lists the workspace's Drive connections and their sources.
func (p *Picker) Connections(ctx context.Context, ws uuid.UUID) ([]Connection, error) {
	rows, err := p.st.pool.Query(ctx, `SELECT c.id, c.name, c.status, c.created_by, COALESCE(u.name, ''), COALESCE(u.email, '')
		FROM source_credentials c LEFT JOIN users u ON u.id = c.created_by
		WHERE c.workspace_id = $1 AND c.provider = $2 ORDER BY c.created_at, c.id`, ws, Provider)
	if err != nil {
		return nil, pgErr(err, "list google drive connections")
	}
	conns, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Connection, error) {
		var c Connection
		var by *uuid.UUID
		var name, email string
		err := r.Scan(&c.CredentialID, &c.Name, &c.Status, &by, &name, &email)
		if by != nil {
			c.GrantedBy = *by
		}
		c.Grantor = workspace.MemberLabel(name, email)
		return c, err
	})
	if err != nil {
		return nil, pgErr(err, "list google drive connections")
	}
	for i := range conns {
		if conns[i].Sources, err = p.picked(ctx, ws, conns[i].CredentialID); err != nil {
			return nil, err
		}
	}
	return conns, nil
}

func (p *Picker) picked(ctx context.Context, ws, cred uuid.UUID) ([]Picked, error) {
	rows, err := p.st.pool.Query(ctx, `SELECT id, config FROM sources WHERE workspace_id = $1 AND credential_id = $2 AND provider = $3
		ORDER BY name, id`, ws, cred, Provider)
	if err != nil {
		return nil, pgErr(err, "list google drive sources")
	}
	type row struct {
		ID  uuid.UUID
		Cfg []byte
	}
	list, err := pgx.CollectRows(rows, pgx.RowToStructByPos[row])
	if err != nil {
		return nil, pgErr(err, "list google drive sources")
	}
	out := make([]Picked, 0, len(list))
	for _, r := range list {
		pk := Picked{SourceID: r.ID}
		_ = json.Unmarshal(r.Cfg, &pk.SourceConfig)
		if pk.State, err = p.st.PeekState(ctx, ws, r.ID); err != nil {
			return nil, err
		}
		if pk.Counts, err = p.st.counts(ctx, ws, r.ID); err != nil {
			return nil, err
		}
		pk.State.Token = "" // the token is ours, not the screen's
		out = append(out, pk)
	}
	return out, nil
}

// client is the Drive client of a connection of the workspace, for its
// grantor only: another admin browsing it would read the grantor's private
// Drive, and a source added with it would index that for every member.
func (p *Picker) client(ctx context.Context, ws, user, cred uuid.UUID) (*Client, string, error) {
	var ext, status, name, email string
	var by *uuid.UUID
	err := p.st.pool.QueryRow(ctx, `SELECT c.external_id, c.status, c.created_by, COALESCE(u.name, ''), COALESCE(u.email, '')
		FROM source_credentials c LEFT JOIN users u ON u.id = c.created_by
		WHERE c.workspace_id = $1 AND c.id = $2 AND c.provider = $3`,
		ws, cred, Provider).Scan(&ext, &status, &by, &name, &email)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, "", errs.E(errs.NotFound, "no Google Drive connection with that id in this workspace")
	}
	if err != nil {
		return nil, "", pgErr(err, "load google drive connection")
	}
	if by == nil || *by != user {
		who := workspace.MemberLabel(name, email)
		if who == "" {
			who = "the person who connected it"
		}
		return nil, "", errs.E(errs.Forbidden, "this Google account was connected by %s: only they can browse it or add sources from it; connect your own Google account instead", who)
	}
	if status == "needs_reauth" {
		return nil, "", errs.E(errs.Unavailable, "Google refused this connection: connect Google Drive again")
	}
	return New(p.tokens(ws, cred), p.cfg), ext, nil
}

// pickerErr keeps a refused token from reading as the user's own session
// ending (401): the connection needs granting again.
func pickerErr(err error) error {
	if errs.Is(err, errs.Unauthorized) {
		return errs.Wrap(errs.Unavailable, err, "Google refused the connection: connect Google Drive again under Sources")
	}
	return err
}

// Choice is something an admin can sync.
type Choice struct {
	Kind    string // my_drive, shared_drive, folder
	ID      string // the root folder id (a shared drive's id is its root's)
	DriveID string // the shared drive a folder is in ("" for My Drive)
	Name    string
	Picked  bool
}

// Choices are My Drive, the shared drives, and the folders directly under
// one parent (My Drive's root by default).
type Choices struct {
	MyDrive      Choice
	SharedDrives []Choice
	Parent       string
	Folders      []Choice
}

// maxFolders bounds the folders of one parent shown to choose from.
const maxFolders = 1000

// Choices lists what the connection can sync, to its grantor (user);
// parent and driveID pick the folder whose subfolders are listed.
func (p *Picker) Choices(ctx context.Context, ws, user, cred uuid.UUID, parent, driveID string) (Choices, error) {
	c, _, err := p.client(ctx, ws, user, cred)
	if err != nil {
		return Choices{}, err
	}
	picked, err := p.picked(ctx, ws, cred)
	if err != nil {
		return Choices{}, err
	}
	is := map[string]bool{}
	for _, pk := range picked {
		is[pk.RootID] = true
	}
	root, err := c.File(ctx, "root")
	if err != nil {
		return Choices{}, pickerErr(err)
	}
	out := Choices{MyDrive: Choice{Kind: KindMyDrive, ID: root.ID, Name: "My Drive", Picked: is[root.ID]}, SharedDrives: []Choice{}, Folders: []Choice{}}
	drives, err := c.SharedDrives(ctx)
	if err != nil {
		return Choices{}, pickerErr(err)
	}
	for _, d := range drives {
		out.SharedDrives = append(out.SharedDrives, Choice{Kind: KindSharedDrive, ID: d.ID, DriveID: d.ID, Name: d.Name, Picked: is[d.ID]})
	}
	if parent == "" {
		parent, driveID = root.ID, ""
	}
	out.Parent = parent
	token := ""
	for len(out.Folders) < maxFolders {
		fl, err := c.Children(ctx, parent, driveID, token)
		if IsNotFound(err) {
			return Choices{}, errs.E(errs.NotFound, "Google Drive has no folder %q this connection can read", clip(parent))
		}
		if err != nil {
			return Choices{}, pickerErr(err)
		}
		for _, f := range fl.Files {
			if f.IsFolder() {
				out.Folders = append(out.Folders, Choice{Kind: KindFolder, ID: f.ID, DriveID: f.DriveID, Name: f.Name, Picked: is[f.ID]})
			}
		}
		if fl.NextPageToken == "" || fl.NextPageToken == token {
			break
		}
		token = fl.NextPageToken
	}
	return out, nil
}

// Add makes one choice a source (or returns the source it already is);
// only the connection's grantor (user) may.
// The choice is checked with Google: My Drive's root, a shared drive the
// account sees, or a folder it can read.
func (p *Picker) Add(ctx context.Context, ws, user, cred uuid.UUID, kind, id string) (uuid.UUID, error) {
	c, ext, err := p.client(ctx, ws, user, cred)
	if err != nil {
		return uuid.Nil, err
	}
	var cfg SourceConfig
	switch kind {
	case KindMyDrive:
		root, err := c.File(ctx, "root")
		if err != nil {
			return uuid.Nil, pickerErr(err)
		}
		cfg = SourceConfig{Kind: kind, RootID: root.ID, Name: "My Drive"}
	case KindSharedDrive:
		drives, err := c.SharedDrives(ctx)
		if err != nil {
			return uuid.Nil, pickerErr(err)
		}
		for _, d := range drives {
			if d.ID == id {
				cfg = SourceConfig{Kind: kind, RootID: d.ID, DriveID: d.ID, Name: d.Name}
			}
		}
		if cfg.RootID == "" {
			return uuid.Nil, errs.E(errs.Invalid, "shared drive %q is not one this Google account can see", clip(id))
		}
	case KindFolder:
		if strings.TrimSpace(id) == "" {
			return uuid.Nil, errs.E(errs.Invalid, "name the folder to sync by its id")
		}
		f, err := c.File(ctx, id)
		if IsNotFound(err) {
			return uuid.Nil, errs.E(errs.Invalid, "folder %q is not one this Google account can read", clip(id))
		}
		if err != nil {
			return uuid.Nil, pickerErr(err)
		}
		if !f.IsFolder() || f.Trashed {
			return uuid.Nil, errs.E(errs.Invalid, "%q is not a folder (pick a folder, a shared drive or My Drive)", clip(f.Name))
		}
		cfg = SourceConfig{Kind: kind, RootID: f.ID, DriveID: f.DriveID, Name: f.Name}
	default:
		return uuid.Nil, errs.E(errs.Invalid, "kind must be my_drive, shared_drive or folder")
	}
	b, _ := json.Marshal(cfg)
	// Picking the folder again with a working credential reconnects a source
	// that needed it (source.Upsert).
	srcID, err := source.Upsert(ctx, p.st.pool, source.Spec{WorkspaceID: ws, Provider: Provider, ExternalID: ext + ":" + cfg.RootID,
		Name: cfg.Name, CredentialID: &cred, Config: b, CreatedBy: &user})
	if err != nil {
		return uuid.Nil, err
	}
	return srcID, nil
}

func clip(s string) string {
	if len(s) > 60 {
		return fmt.Sprintf("%s…", s[:60])
	}
	return s
}
