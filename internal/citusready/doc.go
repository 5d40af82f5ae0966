// Package citusready holds the schema to what a distributed PostgreSQL
// (Citus, sharding by workspace_id; docs/adr/0059) needs, read from a
// migrated database's catalog: every tenant table (one with a workspace_id
// column) keeps workspace_id NOT NULL and in its primary key and every unique
// index, every foreign key between tenant tables carries workspace_id on both
// sides, and every other table is named in Reference or CoordinatorLocal with
// the reason it is not sharded; and a trigger on a tenant table touches
// only what the worker holding the shard can reach (no NOTIFY, no
// coordinator-local table, other tenant tables only row by row; ADR 0064).
// Check lists each broken rule with the table
// and constraint that break it; the package's test runs it on the real
// migrations and on deliberately broken ones.
package citusready
