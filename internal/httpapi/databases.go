package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/dbconn"
)

// mountDatabases serves the workspace's registered business databases. Everyone in the workspace may list them;
// registering, testing and deleting need an owner or admin. Passwords go in, never out.
func (s *Server) mountDatabases(tenant *gin.RouterGroup) {
	if s.deps.Databases == nil {
		return
	}
	tenant.GET("/database-connections", s.listDatabaseConnections)
	tenant.POST("/database-connections", s.registerDatabaseConnection)
	tenant.POST("/database-connections/:id/test", s.testDatabaseConnection)
	tenant.DELETE("/database-connections/:id", s.deleteDatabaseConnection)
}

func (s *Server) listDatabaseConnections(c *gin.Context) {
	list, err := s.deps.Databases.List(c.Request.Context(), session(c).WorkspaceID)
	if err != nil {
		writeError(c, err)
		return
	}
	if list == nil {
		list = []dbconn.Connection{}
	}
	c.JSON(http.StatusOK, list)
}

func (s *Server) registerDatabaseConnection(c *gin.Context) {
	if !canManage(c) {
		return
	}
	var body dbconn.Registration
	if err := bindJSON(c, &body); err != nil {
		writeError(c, err)
		return
	}
	sess := session(c)
	conn, err := s.deps.Databases.Register(c.Request.Context(), sess.WorkspaceID, sess.UserID, body)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusCreated, conn)
}

func (s *Server) testDatabaseConnection(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	res, err := s.deps.Databases.Test(c.Request.Context(), session(c).WorkspaceID, id)
	if err != nil {
		writeError(c, err)
		return
	}
	c.JSON(http.StatusOK, res)
}

func (s *Server) deleteDatabaseConnection(c *gin.Context) {
	if !canManage(c) {
		return
	}
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	if err := s.deps.Databases.Delete(c.Request.Context(), session(c).WorkspaceID, id); err != nil {
		writeError(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}
