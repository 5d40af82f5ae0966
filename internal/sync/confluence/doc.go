// Package confluence talks to the Confluence Cloud REST API (v2, through
// the Atlassian API gateway) and renders storage-format XHTML as Markdown.
// The client is rate limited, retries 429 and 5xx responses with backoff
// and refreshes an expired token once.
package confluence
