package pass

import (
	"context"
	"errors"
	"fmt"
	"time"

	"knowledgestack/internal/source"
)

// Connector is what a provider implements for the sync pass. Implementations
// are built per pass by a [Factory] and need not be safe for concurrent use.
//
// Errors: wrap [ErrNeedsReauth] when the provider refuses the credential (the
// pass stops, deletes nothing and marks the source needs_reauth); return
// [ErrDocumentGone] from Fetch for a document deleted since it was listed.
// Any other error from List or Exists stops the pass, which the queue retries
// from the last checkpoint; any other error from Fetch marks that one
// document failed and the pass goes on.
type Connector interface {
	// List returns one page of the source's documents. cursor is "" for the
	// first page, then the previous page's NextCursor. Pages are expected to be
	// stable enough that re-listing from a checkpointed cursor is correct.
	List(ctx context.Context, cursor string) (Page, error)
	// Fetch returns one document's current body as Markdown.
	Fetch(ctx context.Context, externalID string) (Document, error)
	// Exists reports whether a document still exists upstream. The pass asks
	// before deleting anything it did not see listed.
	Exists(ctx context.Context, externalID string) (bool, error)
}

// Page is one page of a listing.
type Page struct {
	Items []Item
	// NextCursor is the cursor of the next page; "" means this was the last one.
	NextCursor string
	// Total is the number of documents in the source when the provider knows it
	// (shown as progress); nil when unknown.
	Total *int
}

// Item is a listed document: enough to decide whether it changed.
type Item struct {
	ExternalID string // stable provider id, unique within the source
	Title      string
	// UpdatedAt is the upstream edit time. An unchanged non-zero value lets the
	// pass skip fetching; zero means unknown, and the body is fetched and hashed.
	UpdatedAt time.Time
}

// Document is one fetched document.
type Document struct {
	ExternalID string
	Title      string
	URL        string // link back to the document upstream ("" when there is none)
	Markdown   string
	UpdatedAt  time.Time
}

// Factory builds the connector of one source for one pass.
type Factory func(ctx context.Context, src source.Source) (Connector, error)

// Registry maps a provider name to its factory. internal/app fills it, so provider
// packages import this one and never the other way round.
type Registry map[string]Factory

// connector builds the connector of src.
func (r Registry) connector(ctx context.Context, src source.Source) (Connector, error) {
	f, ok := r[src.Provider]
	if !ok {
		return nil, fmt.Errorf("no connector registered for provider %q", src.Provider)
	}
	return f(ctx, src)
}

// ErrNeedsReauth means the provider refused the credential (revoked grant,
// refused refresh). Connectors wrap it: fmt.Errorf("notion: %w", pass.ErrNeedsReauth).
var ErrNeedsReauth = errors.New("the connection to the provider needs to be re-authorized")

// UnindexableError is returned by Fetch for a document that exists but has
// no text to index (a scanned PDF): the pass marks it failed with Reason,
// a sentence for the user, and goes on. URL, when the provider has one, is
// stored as the document's link, so the admin can open the file and fix it.
type UnindexableError struct {
	Reason string
	URL    string
}

// Error is the reason, as the user reads it.
func (e *UnindexableError) Error() string { return e.Reason }

// ErrDocumentGone is returned by Fetch for a document that no longer exists
// upstream; the pass treats it as not seen rather than as a failure.
var ErrDocumentGone = errors.New("document no longer exists upstream")
