// Package tenantsql checks the project's tenant rule (ADR 0008, 0012, 0041)
// over the module's own SQL: every statement that reads or changes a table
// carrying workspace_id filters that table by workspace_id at its own level,
// and every INSERT into one sets it. Collect finds the constant SQL in the
// module's Go code; Check judges one statement. The test in this package runs
// both against the tables of a freshly migrated database, so a query that
// forgets the filter fails the build instead of leaking another workspace's
// rows.
package tenantsql
