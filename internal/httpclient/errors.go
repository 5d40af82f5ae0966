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

// Exists reads the error of fetching an object as whether the object
// exists: not found is a plain no, any other error stays an error, and no
// error is a yes (the caller may still judge what came back, such as a
// page in the trash).
func Exists(err error) (bool, error) {
	switch {
	case err == nil:
		return true, nil
	case IsNotFound(err):
		return false, nil
	}
	return false, err
}
