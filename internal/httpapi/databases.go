package httpapi

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"

	"knowledgestack/internal/dbconn"
)

// databaseConnectionJSON is api/openapi.yaml's DatabaseConnection: never a password.
type databaseConnectionJSON struct {
	ID            uuid.UUID  `json:"id"`
	Name          string     `json:"name"`
	Host          string     `json:"host"`
	Port          int        `json:"port"`
	Database      string     `json:"database"`
	User          string     `json:"user"`
	SSLMode       string     `json:"sslMode"`
	CreatedAt     time.Time  `json:"createdAt"`
	UpdatedAt     time.Time  `json:"updatedAt"`
	LastCheckedAt *time.Time `json:"lastCheckedAt"`
	Status        string     `json:"status"`
	StatusReason  string     `json:"statusReason"`
}

func toDatabaseConnectionJSON(c dbconn.Connection) databaseConnectionJSON {
	return databaseConnectionJSON{ID: c.ID, Name: c.Name, Host: c.Host, Port: c.Port, Database: c.Database, User: c.User,
		SSLMode: c.SSLMode, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt, LastCheckedAt: c.LastCheckedAt, Status: c.Status,
		StatusReason: c.StatusReason}
}

// databaseRegistrationJSON is api/openapi.yaml's DatabaseRegistration.
type databaseRegistrationJSON struct {
	Name     string `json:"name"`
	Host     string `json:"host"`
	Port     int    `json:"port"`
	Database string `json:"database"`
	User     string `json:"user"`
	Password string `json:"password"`
	SSLMode  string `json:"sslMode"`
}

func (r databaseRegistrationJSON) registration() dbconn.Registration {
	return dbconn.Registration{Name: r.Name, Host: r.Host, Port: r.Port, Database: r.Database, User: r.User,
		Password: r.Password, SSLMode: r.SSLMode}
}

// databaseTestJSON is api/openapi.yaml's DatabaseTest.
type databaseTestJSON struct {
	Reachable bool      `json:"reachable"`
	CheckedAt time.Time `json:"checkedAt"`
	Message   string    `json:"message"`
}

func toDatabaseTestJSON(r dbconn.TestResult) databaseTestJSON {
	return databaseTestJSON{Reachable: r.Reachable, CheckedAt: r.CheckedAt, Message: r.Message}
}

// mountDatabases serves the workspace's registered business databases. Everyone in the workspace may list them;
// registering, testing and deleting need an owner or admin. Passwords go in, never out.
func (s *Server) mountDatabases(tenant *gin.RouterGroup) {
	if s.deps.Databases == nil {
		return
	}
	tenant.GET("/database-connections", s.listDatabaseConnections)
	tenant.POST("/database-connections", requireManager, s.registerDatabaseConnection)
	tenant.POST("/database-connections/:id/test", requireManager, byID("id", s.testDatabaseConnection))
	tenant.DELETE("/database-connections/:id", requireManager, byID("id", s.deleteDatabaseConnection))
}

func (s *Server) listDatabaseConnections(c *gin.Context) {
	list, err := s.deps.Databases.List(c.Request.Context(), session(c).WorkspaceID)
	writeList(c, list, err, toDatabaseConnectionJSON)
}

func (s *Server) registerDatabaseConnection(c *gin.Context) {
	var body databaseRegistrationJSON
	if !bindJSON(c, &body) {
		return
	}
	sess := session(c)
	conn, err := s.deps.Databases.Register(c.Request.Context(), sess.WorkspaceID, sess.UserID, body.registration())
	writeOne(c, http.StatusCreated, conn, err, toDatabaseConnectionJSON)
}

func (s *Server) testDatabaseConnection(c *gin.Context, id uuid.UUID) {
	res, err := s.deps.Databases.Test(c.Request.Context(), session(c).WorkspaceID, id)
	writeOne(c, http.StatusOK, res, err, toDatabaseTestJSON)
}

func (s *Server) deleteDatabaseConnection(c *gin.Context, id uuid.UUID) {
	writeStatus(c, http.StatusNoContent, s.deps.Databases.Delete(c.Request.Context(), session(c).WorkspaceID, id))
}
