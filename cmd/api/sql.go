package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/tools"
)

// runSQL is `api sql --database-url URL`: it reads one statement on stdin and prints exactly what execute_sql would
// return to the model, through the same code path (guard, read-only session and transaction, rollback, rendering).
func runSQL(ctx context.Context, args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("sql", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	dbURL := fs.String("database-url", "", "URL of the business database, as the role the agent would use")
	timeout := fs.Duration("statement-timeout", 60*time.Second, "statement timeout")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("sql: %w (usage: api sql --database-url URL < statement.sql)", err)
	}
	if *dbURL == "" {
		return errors.New("sql: --database-url is required (usage: api sql --database-url URL < statement.sql)")
	}
	// Read one byte past the guard's cap so an over-long statement is refused by the guard, with its sentence.
	in, err := io.ReadAll(io.LimitReader(stdin, dbconn.MaxSQLLength+1))
	if err != nil {
		return fmt.Errorf("sql: read stdin: %w", err)
	}
	res, err := dbconn.ExecuteSQLAt(ctx, *dbURL, dbconn.Options{StatementTimeout: *timeout}, string(in))
	var problem *tools.Problem
	var text string
	switch {
	case errors.As(err, &problem):
		text = problem.Text()
	case err != nil:
		return fmt.Errorf("sql: %w", err)
	default:
		text = tools.QueryText(res, tools.SurfaceChat)
	}
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	_, err = io.WriteString(stdout, text)
	return err
}
