// Package api holds the one wire contract of the HTTP API, api/openapi.yaml,
// embedded so tests validate against the file in the repository and nothing
// reads it from disk at run time.
package api

import _ "embed"

// OpenAPI is the OpenAPI 3.1 document (YAML) every route and stream frame of
// internal/httpapi must match.
//
//go:embed openapi.yaml
var OpenAPI []byte
