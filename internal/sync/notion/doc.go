// Package notion talks to the Notion API and renders Notion blocks as
// Markdown. The HTTP client is rate limited (Notion allows about three
// requests per second per integration), retries 429 and 5xx responses with
// backoff and refreshes an expired token once; the renderer turns the block
// tree of a page into CommonMark with GFM tables and task lists.
package notion
