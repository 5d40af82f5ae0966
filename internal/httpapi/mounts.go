package httpapi

import "github.com/gin-gonic/gin"

// The mount functions below are placeholders that each domain replaces by
// moving its function into its own file (auth.go, workspaces.go, sources.go,
// connectors.go, databases.go, chat.go) and deleting it here.

func (s *Server) mountSources(tenant *gin.RouterGroup) {}
func (s *Server) mountChat(tenant *gin.RouterGroup)    {}
