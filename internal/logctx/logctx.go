// Package logctx carries log attributes in a context.Context: the HTTP layer
// puts the request id, user and workspace there, the queue puts the job id,
// and every log line written with a *Context method (InfoContext, ...) under
// that context carries them, whichever package writes it. Packages keep
// their one *slog.Logger; they need not build request-scoped loggers.
package logctx

import (
	"context"
	"log/slog"
)

type key struct{}

// With returns ctx carrying attrs (key-value pairs or slog.Attr, as for
// slog.Logger.With) in addition to those ctx already carries.
func With(ctx context.Context, args ...any) context.Context {
	prev, _ := ctx.Value(key{}).([]slog.Attr)
	add := slog.Group("", args...).Value.Group()
	attrs := make([]slog.Attr, 0, len(prev)+len(add))
	attrs = append(append(attrs, prev...), add...)
	return context.WithValue(ctx, key{}, attrs)
}

// Attrs returns the attributes ctx carries (nil when none).
func Attrs(ctx context.Context) []slog.Attr {
	attrs, _ := ctx.Value(key{}).([]slog.Attr)
	return attrs
}

// Handler adds the attributes of a record's context to the record before
// the wrapped handler writes it.
type Handler struct {
	inner slog.Handler
}

// NewHandler wraps inner; slog.New(logctx.NewHandler(h)) is the process's logger.
func NewHandler(inner slog.Handler) *Handler { return &Handler{inner: inner} }

// Enabled reports whether the wrapped handler writes records at level.
func (h *Handler) Enabled(ctx context.Context, level slog.Level) bool {
	return h.inner.Enabled(ctx, level)
}

// Handle adds ctx's attributes to r and passes it on.
func (h *Handler) Handle(ctx context.Context, r slog.Record) error {
	if attrs := Attrs(ctx); len(attrs) > 0 {
		r = r.Clone()
		r.AddAttrs(attrs...)
	}
	return h.inner.Handle(ctx, r)
}

// WithAttrs returns a Handler whose wrapped handler has attrs.
func (h *Handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return &Handler{inner: h.inner.WithAttrs(attrs)}
}

// WithGroup returns a Handler whose wrapped handler opens group.
func (h *Handler) WithGroup(name string) slog.Handler {
	return &Handler{inner: h.inner.WithGroup(name)}
}
