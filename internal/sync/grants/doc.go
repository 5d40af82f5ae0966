// Package grants runs the connector grants: the catalogue of providers, the
// signed single-use state, the code exchange that creates sources (one per
// Notion workspace, one per Confluence space), encrypted token storage and
// refresh. A refused refresh marks the credential and its sources as
// needing re-authorization.
package grants
