package grants

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/sync/gdrive"
)

// GDrive is the provider name of Google Drive sources.
const GDrive = gdrive.Provider

// DriveScope is the one scope the Drive grant asks for: read every file
// the user can read, nothing else.
const DriveScope = "https://www.googleapis.com/auth/drive.readonly"

// DirectoryGroupScope lets the Drive connector list a group's members
// (Directory API members.list) when the deployment asks for it
// (GOOGLE_DRIVE_GROUPS, ADR 0063): only a Google Workspace admin's grant
// can use it; anyone else's gets 403 and a group grants nobody.
const DirectoryGroupScope = "https://www.googleapis.com/auth/admin.directory.group.readonly"

// saveDriveGrant reads who granted (about.get) and stores the credential,
// keyed on the Google account's permission id. It creates no source: the
// admin then picks My Drive, shared drives or folders, one source each.
func (s *Service) saveDriveGrant(ctx context.Context, p statePayload, tok Token) ([]uuid.UUID, error) {
	if tok.RefreshToken == "" {
		return nil, errs.E(errs.Unavailable, "google sent no refresh token; remove the app's access in your Google account and connect again")
	}
	about, err := gdrive.New(gdrive.StaticToken(tok.AccessToken), gdrive.Config{BaseURL: s.ep.GoogleAPI, HTTPClient: s.http}).About(ctx)
	if err != nil {
		return nil, fmt.Errorf("google drive grant: %w", err)
	}
	id := about.User.PermissionID
	if id == "" {
		return nil, errs.E(errs.Unavailable, "google drive sent no user for the grant")
	}
	name := orDefault(about.User.EmailAddress, orDefault(about.User.DisplayName, "Google Drive"))
	cred := credential{provider: GDrive, externalID: id, name: name, token: tok,
		metadata: map[string]any{"email": about.User.EmailAddress, "display_name": about.User.DisplayName}}
	return s.saveGrant(ctx, p, cred, nil)
}
