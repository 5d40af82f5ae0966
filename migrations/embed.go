// Package migrations holds the product's plain SQL migrations, embedded so the
// binary applies exactly the files it was built with.
package migrations

import "embed"

// FS holds every NNNNN_description.sql file of the schema, in goose's format.
//
//go:embed *.sql
var FS embed.FS
