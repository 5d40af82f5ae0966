// Package tableowner checks that each table with an owner is written only by
// its owning package (ADR 0054): Writes reads the tables a statement changes,
// and the test in this package runs it over every constant SQL statement of
// the module (collected as internal/tenantsql collects them) and every COPY
// target, failing on a write from anywhere else.
package tableowner
