// Package access decides who may read a document: each member's principals
// (verified e-mail address and its domain, linked Slack user and team, the
// account itself), the access entries a sync pass mirrors from a source, a
// source's visibility mode and member list, and the explanation of a
// decision for admins (ADR 0058).
//
// The filter itself is SQL: documents and document_chunks carry `readers`,
// the principals that may read them, kept by the database (migration 00370),
// and every statement that reads either table for a person says
// `readers && $principals` beside its workspace filter, or carries
// `/* all readers: <reason> */` (internal/tenantsql checks both).
package access
