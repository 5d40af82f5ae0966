package httpclient

import (
	"fmt"

	"knowledgestack/internal/errs"
)

// ForSync translates a Transport error into the sync contract's sentinels:
// unauthorized becomes needsReauth, not found becomes gone. The sentinels
// are passed in because the sync package imports embed, which imports this
// package.
func ForSync(name string, err, needsReauth, gone error) error {
	switch {
	case err == nil:
		return nil
	case errs.Is(err, errs.Unauthorized):
		return fmt.Errorf("%s: %w: %w", name, needsReauth, err)
	case errs.Is(err, errs.NotFound):
		return fmt.Errorf("%s: %w: %w", name, gone, err)
	}
	return err
}

// IsNotFound reports whether err means the object does not exist (or is not
// shared with the integration any more).
func IsNotFound(err error) bool { return errs.Is(err, errs.NotFound) }
