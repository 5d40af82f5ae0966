// Package pass brings documents from a source (uploaded files, Notion,
// Confluence) into PostgreSQL as embedded chunks.
//
// A provider implements [Connector]; [Pass] pages through it, re-indexes only
// what changed, reuses stored vectors of unchanged chunks, checkpoints after
// every page and confirms each stale document with the provider before
// deleting it. [Queue] runs passes as river jobs, one at a time per source.
// [Service] and [Uploads] are what the HTTP API calls. See
// docs/adr/0005-sync-pass.md.
package pass
