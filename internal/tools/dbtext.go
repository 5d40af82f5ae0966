package tools

import (
	"fmt"
	"strings"
	"time"
)

// What the database tools read from dbconn, and every sentence the model
// reads about them. dbconn finds things out (which databases, tables,
// columns, rows, and why a call could not be served); the words are here,
// beside each tool's schema and description, so the agent and the MCP server
// answer with the same text.

// MaxDescribeTables bounds one describe_tables call; the rest are left for a second call.
const MaxDescribeTables = 10

// DatabaseInfo is one registered database as list_databases shows it.
type DatabaseInfo struct {
	Name     string // the registered name the tools address it by
	Database string // the PostgreSQL database on the server
	Status   string // reachable, unreachable or unknown
	// StatusReason says why it was last found unreachable.
	StatusReason string
}

// TableInfo is one readable table or view of a registered database.
type TableInfo struct {
	Schema, Name string
	Kind         string // table, partitioned table, view, materialized view or foreign table
	// EstimatedRows is the planner's estimate; nil for views and tables never analysed.
	EstimatedRows *int64
}

// TableDescription is describe_tables' answer for one requested name.
type TableDescription struct {
	Requested string // the name the model asked for
	// Found is false when no readable relation has that name.
	Found        bool
	Schema, Name string
	Kind         string
	Columns      []ColumnInfo
	Keys         []string // primary, unique and foreign key definitions
	SampleCols   []string
	SampleRows   [][]string // at most five rows
	// Problem is set when PostgreSQL refused to describe this table; the others are still described.
	Problem *Problem
}

// ColumnInfo is one column of a described table.
type ColumnInfo struct {
	Name, Type string
	NotNull    bool
	Default    string
	Comment    string
}

// ProblemKind names why a database tool call could not be served as asked.
type ProblemKind int

// The problems a database tool reports to the model.
const (
	// NoSuchDatabase: no registered database has the name (Database).
	NoSuchDatabase ProblemKind = iota + 1
	// DatabaseRefused: the database cannot be used (Database, Reason): its address, role or identity was refused.
	DatabaseRefused
	// QueryRejected: the SQL guard refused the statement (Reason) before it ran.
	QueryRejected
	// QueryTimedOut: the statement ran past the statement timeout (Timeout).
	QueryTimedOut
	// QueryWrote: the statement tried to write on the read-only connection.
	QueryWrote
	// QueryNotPermitted: the connection's role may not read something (Reason: PostgreSQL's message).
	QueryNotPermitted
	// QueryFailed: PostgreSQL raised an error about the statement (Reason: its message; Hint).
	QueryFailed
	// ResultTooLarge: the server sent a message larger than MaxBytes (Database).
	ResultTooLarge
)

// Problem is a database tool call the model can fix or must report: an
// unknown name, a refused database, rejected or failing SQL. dbconn returns
// it as an error; the tools turn it into the sentence the model reads, with
// no error, so it is never shown to anyone as a failure of ours.
type Problem struct {
	Kind     ProblemKind
	Database string
	Reason   string
	Hint     string
	Timeout  time.Duration
	MaxBytes int
}

// Error is the sentence, so a Problem logged or wrapped still reads right.
func (p *Problem) Error() string { return p.Text() }

// Text is the sentence the model reads.
func (p *Problem) Text() string {
	switch p.Kind {
	case NoSuchDatabase:
		return fmt.Sprintf("There is no database named %q in this workspace; call list_databases to see the registered names.", p.Database)
	case DatabaseRefused:
		return fmt.Sprintf("Database %s cannot be used: %s.", p.Database, strings.TrimSuffix(p.Reason, "."))
	case QueryRejected:
		return "The query was not run: " + p.Reason + "."
	case QueryTimedOut:
		return fmt.Sprintf("The query was cancelled after the %s statement timeout; make it cheaper (filter earlier, aggregate, or avoid cross joins) and try again.", p.Timeout)
	case QueryWrote:
		return "The query tried to write, and this database connection is read-only; only SELECT is allowed."
	case QueryNotPermitted:
		return "PostgreSQL refused the query: " + p.Reason + "; this connection's role may only read the tables list_tables shows."
	case ResultTooLarge:
		return fmt.Sprintf("The result was not read: database %s sent a row (or message) larger than %d MiB, this server's limit; select fewer columns or shorter values (for example left(column, 500)).", p.Database, p.MaxBytes>>20)
	}
	text := "PostgreSQL refused the query: " + p.Reason
	if p.Hint != "" {
		text += " (hint: " + p.Hint + ")"
	}
	return text + "; fix the query and try again."
}

// DatabasesText is what the model reads of list_databases.
func DatabasesText(dbs []DatabaseInfo) string {
	if len(dbs) == 0 {
		return "No databases are registered in this workspace; an owner or admin can register one on the Databases page."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d database(s) registered in this workspace (address them by name):\n", len(dbs))
	for _, c := range dbs {
		if c.Status == "unreachable" && c.StatusReason != "" {
			fmt.Fprintf(&b, "- %s: PostgreSQL database %q (status: unreachable: %s)\n", c.Name, c.Database, c.StatusReason)
			continue
		}
		fmt.Fprintf(&b, "- %s: PostgreSQL database %q (status: %s)\n", c.Name, c.Database, c.Status)
	}
	return b.String()
}

// TablesText is what the model reads of list_tables on database.
func TablesText(database string, tables []TableInfo) string {
	if len(tables) == 0 {
		return fmt.Sprintf("Database %s has no tables this connection's role can read.", database)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d table(s) and view(s) in database %s (row counts are estimates):\n", len(tables), database)
	for _, t := range tables {
		fmt.Fprintf(&b, "- %s.%s (%s", t.Schema, t.Name, t.Kind)
		switch {
		case t.EstimatedRows != nil && *t.EstimatedRows >= 0:
			fmt.Fprintf(&b, ", ~%d rows", *t.EstimatedRows)
		case t.Kind != "view":
			b.WriteString(", row count unknown")
		}
		b.WriteString(")\n")
	}
	return CutForModel(b.String(), "call describe_tables on the tables you need")
}

// DescriptionText is what the model reads of describe_tables; asked is how
// many names the model passed (more than MaxDescribeTables are left out).
func DescriptionText(descs []TableDescription, asked int) string {
	var b strings.Builder
	if asked > MaxDescribeTables {
		fmt.Fprintf(&b, "Only the first %d tables are described; ask again for the rest.\n\n", MaxDescribeTables)
	}
	for _, d := range descs {
		switch {
		case d.Problem != nil:
			fmt.Fprintf(&b, "## %s\n%s\n", d.Requested, d.Problem.Text())
		case !d.Found:
			fmt.Fprintf(&b, "## %s\nThere is no table or view named %q in this database; call list_tables to see the available names.\n", d.Requested, d.Requested)
		default:
			describeText(&b, d)
		}
		b.WriteString("\n")
	}
	return CutForModel(b.String(), "describe fewer tables at once")
}

func describeText(b *strings.Builder, d TableDescription) {
	fmt.Fprintf(b, "## %s.%s (%s)\nColumns:\n", d.Schema, d.Name, d.Kind)
	for _, c := range d.Columns {
		fmt.Fprintf(b, "- %s %s", c.Name, c.Type)
		if c.NotNull {
			b.WriteString(" NOT NULL")
		} else {
			b.WriteString(" NULL")
		}
		if c.Default != "" {
			fmt.Fprintf(b, " DEFAULT %s", c.Default)
		}
		if c.Comment != "" {
			fmt.Fprintf(b, " -- %s", c.Comment)
		}
		b.WriteByte('\n')
	}
	if len(d.Keys) > 0 {
		b.WriteString("Keys:\n")
		for _, k := range d.Keys {
			fmt.Fprintf(b, "- %s\n", k)
		}
	}
	if len(d.SampleRows) == 0 {
		b.WriteString("Sample rows: none (the table is empty).\n")
		return
	}
	fmt.Fprintf(b, "Sample rows (%d):\n", len(d.SampleRows))
	RenderTable(b, d.SampleCols, d.SampleRows, 120)
}
