package errs

import (
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"
)

// Affected is the outcome of a statement that must change a row (a delete
// or update by id): its error prefixed with op, or a NotFound saying
// notFound when it changed none, as when the id names nothing in the
// workspace.
func Affected(tag pgconn.CommandTag, err error, op, notFound string) error {
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if tag.RowsAffected() == 0 {
		return E(NotFound, "%s", notFound)
	}
	return nil
}
