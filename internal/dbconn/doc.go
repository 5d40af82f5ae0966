// Package dbconn owns the workspace's registered business databases: their encrypted settings, one small read-only
// pool per connection, the SQL guard that admits only a single side-effect-free SELECT, and what the database tools
// (list_databases, list_tables, describe_tables, execute_sql) find out. It returns data and typed problems
// (tools.Problem); every word the model reads about them is internal/tools', so the agent and the MCP server
// answer alike.
//
// A registered database is a hostile server (docs/adr/0014-database-trust-boundary.md): its one host is resolved and
// dialled by the address policy at every connect (address.go); every new connection's role and identity are checked,
// and the role again at every transaction (check.go); protocol messages and values are bounded (cells.go, pool.go);
// connections return to the pool only after DISCARD ALL.
//
// Untrusted SQL passes four independent layers (see docs/adr/0009-sql-guard.md): those role checks, the libpg_query
// guard, a session and transaction that cannot write and are always rolled back, and the extended query protocol,
// which cannot carry a second statement.
package dbconn
