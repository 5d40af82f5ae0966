package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/sync/gdrive"
)

// mountDrive serves the Google Drive picker: the Google accounts connected
// to the workspace with the sources chosen under each, what each can sync,
// and adding a choice as a source (whose first pass is queued at once).
func (s *Server) mountDrive(tenant *gin.RouterGroup) {
	if s.deps.Drive == nil {
		return
	}
	tenant.GET("/gdrive/connections", requireManager, s.listDriveConnections)
	tenant.GET("/gdrive/connections/:credentialId/choices", requireManager, byID("credentialId", s.listDriveChoices))
	tenant.POST("/gdrive/connections/:credentialId/sources", requireManager, byID("credentialId", s.addDriveSource))
}

func (s *Server) listDriveConnections(c *gin.Context) {
	sess := session(c)
	list, err := s.deps.Drive.Connections(c.Request.Context(), sess.WorkspaceID)
	writeJSON(c, http.StatusOK, driveConnectionsJSON{Connections: wireList(list, func(d gdrive.Connection) driveConnectionJSON {
		return toDriveConnectionJSON(d, sess.UserID)
	})}, err)
}

func (s *Server) listDriveChoices(c *gin.Context, cred uuid.UUID) {
	sess := session(c)
	ch, err := s.deps.Drive.Choices(c.Request.Context(), sess.WorkspaceID, sess.UserID, cred, c.Query("parent"), c.Query("drive"))
	writeOne(c, http.StatusOK, ch, err, toDriveChoicesJSON)
}

// addDriveSource makes a choice a source and queues its first pass.
func (s *Server) addDriveSource(c *gin.Context, cred uuid.UUID) {
	var req struct {
		Kind string `json:"kind"`
		ID   string `json:"id"`
	}
	if !bindJSON(c, &req) {
		return
	}
	sess := session(c)
	id, err := s.deps.Drive.Add(c.Request.Context(), sess.WorkspaceID, sess.UserID, cred, req.Kind, req.ID)
	if err != nil {
		writeError(c, err)
		return
	}
	s.queueSync(c, sess.WorkspaceID, id, "queue first google drive sync")
	c.JSON(http.StatusCreated, sourceIDJSON{SourceID: id})
}

// The wire shapes of the Drive picker (api/openapi.yaml: DriveConnection,
// DriveChoices). The gdrive package's types carry no JSON tags.

type driveSourceJSON struct {
	SourceID uuid.UUID `json:"sourceId"`
	Kind     string    `json:"kind"`
	RootID   string    `json:"rootId"`
	Name     string    `json:"name"`
	Mode     string    `json:"mode"`
	Note     *string   `json:"note"`
	Folders  int       `json:"folders"`
	Skipped  int       `json:"skipped"`
}

type driveConnectionJSON struct {
	CredentialID uuid.UUID         `json:"credentialId"`
	Name         string            `json:"name"`
	Status       string            `json:"status"`
	ConnectedBy  string            `json:"connectedBy"`
	Mine         bool              `json:"mine"`
	Sources      []driveSourceJSON `json:"sources"`
}

// toDriveConnectionJSON shows a connection to user: whose it is, and
// whether it is theirs to browse.
func toDriveConnectionJSON(c gdrive.Connection, user uuid.UUID) driveConnectionJSON {
	return driveConnectionJSON{CredentialID: c.CredentialID, Name: c.Name, Status: c.Status,
		ConnectedBy: c.Grantor, Mine: c.GrantedBy != uuid.Nil && c.GrantedBy == user,
		Sources: wireList(c.Sources, func(p gdrive.Picked) driveSourceJSON {
			return driveSourceJSON{SourceID: p.SourceID, Kind: p.Kind, RootID: p.RootID, Name: p.SourceConfig.Name, Mode: p.Mode,
				Note: p.Note, Folders: p.Folders, Skipped: p.Skipped}
		})}
}

type driveChoiceJSON struct {
	Kind    string `json:"kind"`
	ID      string `json:"id"`
	DriveID string `json:"driveId,omitempty"`
	Name    string `json:"name"`
	Picked  bool   `json:"picked"`
}

type driveChoicesJSON struct {
	MyDrive      driveChoiceJSON   `json:"myDrive"`
	SharedDrives []driveChoiceJSON `json:"sharedDrives"`
	Parent       string            `json:"parent"`
	Folders      []driveChoiceJSON `json:"folders"`
}

func toDriveChoiceJSON(c gdrive.Choice) driveChoiceJSON {
	return driveChoiceJSON{Kind: c.Kind, ID: c.ID, DriveID: c.DriveID, Name: c.Name, Picked: c.Picked}
}

func toDriveChoicesJSON(c gdrive.Choices) driveChoicesJSON {
	return driveChoicesJSON{MyDrive: toDriveChoiceJSON(c.MyDrive), SharedDrives: wireList(c.SharedDrives, toDriveChoiceJSON),
		Parent: c.Parent, Folders: wireList(c.Folders, toDriveChoiceJSON)}
}
