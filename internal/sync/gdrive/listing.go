package gdrive

import (
	"context"
	"time"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/pass"
)

// Listing phases, kept in the pass checkpoint.
const (
	phaseTree  = "tree"  // walking folders with files.list
	phaseChg   = "chg"   // reading changes.list
	phaseCarry = "carry" // listing stored documents still in scope
)

// Modes of a pass.
const (
	ModeFull    = "full"
	ModeChanges = "changes"
)

// cursor is the pass checkpoint.
type cursor struct {
	Mode   string `json:"m"`
	Phase  string `json:"p"`
	Folder string `json:"f,omitempty"` // tree: the folder being listed
	Token  string `json:"t,omitempty"` // tree: files.list page token; chg: changes.list page token
	Key    string `json:"k,omitempty"` // carry: last external id listed
}

// carryPage bounds the stored documents carried per List call.
const carryPage = 500

// TokenRefusedNote is the status of a pass that meant to read changes but
// listed everything because Google refused the saved token.
const TokenRefusedNote = "Google refused the saved change token (expired or invalid), so this pass listed the whole drive again"

// PermissionRelistNote is the status of a pass that listed in full to read
// every file's sharing again (ADR 0058).
const PermissionRelistNote = "this pass listed every file again to re-read its sharing: some sharing changes never reach Drive's change feed"

// DefaultPermissionRelist is how old the last full listing may grow before a
// pass lists in full again (FactoryOptions.PermissionRelist).
const DefaultPermissionRelist = 24 * time.Hour

// List returns one page: a page of a folder's children, a page of
// changes, or a page of stored documents carried forward unchanged.
func (c *Connector) List(ctx context.Context, raw string) (pass.Page, error) {
	ws, id := c.src.WorkspaceID, c.src.ID
	start, err := c.st.passStart(ctx, ws, id)
	if err != nil {
		return pass.Page{}, err
	}
	var cur cursor
	if raw == "" {
		st, err := c.st.state(ctx, ws, id)
		if err != nil {
			return pass.Page{}, err
		}
		relist := st.Token != "" && (st.FullStartedAt == nil || time.Since(*st.FullStartedAt) >= c.relist)
		if st.Token == "" || relist {
			var note *string
			if relist {
				n := PermissionRelistNote
				note = &n
			}
			if cur, err = c.startFull(ctx, start, note, false); err != nil {
				return pass.Page{}, err
			}
		} else {
			if err := c.st.begin(ctx, ws, id, ModeChanges, nil, false); err != nil {
				return pass.Page{}, err
			}
			cur = cursor{Mode: ModeChanges, Phase: phaseChg, Token: st.Token}
		}
	} else if err := pass.DecodeCheckpoint("google drive", raw, &cur); err != nil {
		return pass.Page{}, err
	}
	clear(c.listed)
	var page pass.Page
	switch cur.Phase {
	case phaseTree:
		page, cur, err = c.listTree(ctx, cur)
	case phaseChg:
		page, cur, err = c.listChanges(ctx, start, cur)
	case phaseCarry:
		page, cur, err = c.listCarried(ctx, start, cur)
	default:
		return pass.Page{}, errs.E(errs.Invalid, "google drive: unknown checkpoint phase %q", cur.Phase)
	}
	if err != nil {
		return pass.Page{}, err
	}
	page.NextCursor = pass.EncodeCheckpoint(cur, cur.Phase != "")
	return page, nil
}

// startFull begins a full listing: the change token is taken first, so
// whatever changes while the walk runs is read by the next pass.
func (c *Connector) startFull(ctx context.Context, start time.Time, note *string, dropToken bool) (cursor, error) {
	ws, id := c.src.WorkspaceID, c.src.ID
	tok, err := c.client.StartPageToken(ctx, c.cfg.DriveID)
	if err != nil {
		return cursor{}, connErr(err)
	}
	if err := c.st.begin(ctx, ws, id, ModeFull, note, dropToken); err != nil {
		return cursor{}, err
	}
	if err := c.st.setPending(ctx, ws, id, tok, start); err != nil {
		return cursor{}, err
	}
	if err := c.st.resetTree(ctx, ws, id, c.cfg.RootID); err != nil {
		return cursor{}, err
	}
	return cursor{Mode: ModeFull, Phase: phaseTree, Folder: c.cfg.RootID}, nil
}

// listTree lists one page of a folder's children: subfolders join the
// walk, readable files are the page's items, other files are counted.
func (c *Connector) listTree(ctx context.Context, cur cursor) (pass.Page, cursor, error) {
	ws, id := c.src.WorkspaceID, c.src.ID
	fl, err := c.client.Children(ctx, cur.Folder, c.cfg.DriveID, cur.Token)
	if IsNotFound(err) && cur.Folder != c.cfg.RootID {
		// Deleted since it was queued: its files are not in scope any more.
		if err := c.st.removeFolder(ctx, ws, id, cur.Folder); err != nil {
			return pass.Page{}, cur, err
		}
		return c.afterFolder(ctx, cur)
	}
	if err != nil {
		return pass.Page{}, cur, connErr(err)
	}
	var page pass.Page
	for _, f := range fl.Files {
		if f.Trashed {
			continue
		}
		if f.IsFolder() {
			if err := c.st.addFolder(ctx, ws, id, f.ID, cur.Folder); err != nil {
				return pass.Page{}, cur, err
			}
			continue
		}
		f.Parents = []string{cur.Folder}
		if it, ok, err := c.take(ctx, f); err != nil {
			return pass.Page{}, cur, err
		} else if ok {
			page.Items = append(page.Items, it)
		}
	}
	if fl.NextPageToken != "" && fl.NextPageToken != cur.Token {
		cur.Token = fl.NextPageToken
		return page, cur, nil
	}
	if err := c.st.markListed(ctx, ws, id, cur.Folder); err != nil {
		return pass.Page{}, cur, err
	}
	_, next, err := c.afterFolder(ctx, cur)
	return page, next, err
}

// afterFolder moves the walk to the next folder still to list, then (in
// an incremental pass) to the carried documents.
func (c *Connector) afterFolder(ctx context.Context, cur cursor) (pass.Page, cursor, error) {
	next, err := c.st.nextFolder(ctx, c.src.WorkspaceID, c.src.ID)
	if err != nil {
		return pass.Page{}, cur, err
	}
	switch {
	case next != "":
		return pass.Page{}, cursor{Mode: cur.Mode, Phase: phaseTree, Folder: next}, nil
	case cur.Mode == ModeChanges:
		return pass.Page{}, cursor{Mode: cur.Mode, Phase: phaseCarry}, nil
	}
	return pass.Page{}, cursor{}, nil
}

// take records a file in scope and says whether it is an item to index,
// with its permissions: a file in the change feed is listed again, so a
// sharing change alone reaches the index on the next pass (ADR 0058).
func (c *Connector) take(ctx context.Context, f File) (pass.Item, bool, error) {
	skip := KindOf(f) == KindSkip
	if err := c.st.putFile(ctx, c.src.WorkspaceID, c.src.ID, f, skip); err != nil {
		return pass.Item{}, false, err
	}
	if skip {
		return pass.Item{}, false, nil
	}
	grant, err := c.grantOf(ctx, f)
	if err != nil {
		return pass.Item{}, false, err
	}
	c.listed[f.ID] = f
	return pass.Item{ExternalID: f.ID, Title: f.Name, UpdatedAt: f.ModifiedTime, Access: grant}, true, nil
}

// listChanges reads one page of changes. Folders are applied first, so a
// file and the folder it moved into may arrive on the same page. A file
// that left the scope (removed, trashed, moved out) is forgotten, and the
// pass confirms it gone with Exists before deleting its document.
func (c *Connector) listChanges(ctx context.Context, start time.Time, cur cursor) (pass.Page, cursor, error) {
	ws, id := c.src.WorkspaceID, c.src.ID
	cl, err := c.client.Changes(ctx, cur.Token, c.cfg.DriveID)
	if invalidToken(err) {
		c.log.Warn("google drive refused the change token; listing in full", "err", err)
		note := TokenRefusedNote
		full, err := c.startFull(ctx, start, &note, true)
		if err != nil {
			return pass.Page{}, cur, err
		}
		return c.listTree(ctx, full)
	}
	if err != nil {
		return pass.Page{}, cur, connErr(err)
	}
	for _, ch := range cl.Changes {
		f := ch.File
		if f == nil || !f.IsFolder() || ch.Removed || f.Trashed {
			continue
		}
		in, err := c.st.inScope(ctx, ws, id, f.Parent())
		if err != nil {
			return pass.Page{}, cur, err
		}
		if f.ID == c.cfg.RootID {
			continue
		}
		if in {
			err = c.st.addFolder(ctx, ws, id, f.ID, f.Parent())
		} else {
			err = c.st.removeFolder(ctx, ws, id, f.ID)
		}
		if err != nil {
			return pass.Page{}, cur, err
		}
	}
	var page pass.Page
	seen := map[string]bool{}
	for _, ch := range cl.Changes {
		f := ch.File
		fileID := ch.FileID
		if f != nil && fileID == "" {
			fileID = f.ID
		}
		if fileID == "" || seen[fileID] {
			continue
		}
		if f != nil && f.IsFolder() {
			if (ch.Removed || f.Trashed) && fileID != c.cfg.RootID {
				if err := c.st.removeFolder(ctx, ws, id, fileID); err != nil {
					return pass.Page{}, cur, err
				}
			}
			continue
		}
		in := false
		if f != nil && !ch.Removed && !f.Trashed {
			if in, err = c.st.inScope(ctx, ws, id, f.Parent()); err != nil {
				return pass.Page{}, cur, err
			}
		}
		if !in {
			if ch.Removed && f == nil {
				// A removed folder's id is indistinguishable here: take it out of scope too.
				if err := c.st.removeFolder(ctx, ws, id, fileID); err != nil {
					return pass.Page{}, cur, err
				}
			}
			if err := c.st.dropFile(ctx, ws, id, fileID); err != nil {
				return pass.Page{}, cur, err
			}
			continue
		}
		seen[fileID] = true
		if it, ok, err := c.take(ctx, *f); err != nil {
			return pass.Page{}, cur, err
		} else if ok {
			page.Items = append(page.Items, it)
		}
	}
	if cl.NextPageToken != "" {
		if cl.NextPageToken == cur.Token {
			return pass.Page{}, cur, errs.E(errs.Unavailable, "google drive returned the same changes page token twice")
		}
		cur.Token = cl.NextPageToken
		return page, cur, nil
	}
	if err := c.st.setPending(ctx, ws, id, cl.NewStartPageToken, start); err != nil {
		return pass.Page{}, cur, err
	}
	_, next, err := c.afterFolder(ctx, cursor{Mode: ModeChanges})
	return page, next, err
}

// listCarried lists stored documents this pass has not seen whose file is
// still in a folder in scope, with their stored edit time, so the pass
// neither fetches nor deletes them.
func (c *Connector) listCarried(ctx context.Context, start time.Time, cur cursor) (pass.Page, cursor, error) {
	docs, err := c.st.carry(ctx, c.src.WorkspaceID, c.src.ID, start, cur.Key, carryPage)
	if err != nil {
		return pass.Page{}, cur, err
	}
	var page pass.Page
	for _, d := range docs {
		cur.Key = d.ExternalID
		page.Items = append(page.Items, d.Item())
	}
	if len(docs) == carryPage {
		return page, cur, nil
	}
	return page, cursor{}, nil
}
