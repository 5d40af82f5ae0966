// Package httpclienttest holds the fakes shared by the tests of the provider
// transport and of the connectors built on it.
package httpclienttest

import (
	"context"
	"sync/atomic"
	"time"

	"knowledgestack/internal/errs"
)

// Tokens is a token source that counts refreshes; Refuse makes Refresh fail
// the way a revoked grant does. A successful refresh switches to "fresh".
type Tokens struct {
	Current   string
	Refreshed atomic.Int32
	Refuse    bool
}

// Token returns the current token.
func (f *Tokens) Token(context.Context) (string, error) { return f.Current, nil }

// Refresh counts the call and either refuses or hands out a new token.
func (f *Tokens) Refresh(context.Context) (string, error) {
	f.Refreshed.Add(1)
	if f.Refuse {
		return "", errs.E(errs.Unauthorized, "invalid_grant")
	}
	f.Current = "fresh"
	return f.Current, nil
}

// Waits records a client's sleeps instead of sleeping, so backoff is asserted
// without slowing the test.
type Waits struct{ D []time.Duration }

// Sleep records d and returns at once.
func (w *Waits) Sleep(_ context.Context, d time.Duration) error { w.D = append(w.D, d); return nil }
