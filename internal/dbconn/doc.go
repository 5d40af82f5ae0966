// Package dbconn owns the workspace's registered business databases: their encrypted settings, one small read-only
// pool per connection, the SQL guard that admits only a single side-effect-free SELECT, and the database tools the
// agent calls (list_databases, list_tables, describe_tables, execute_sql).
//
// Untrusted SQL passes four independent layers (see docs/adr/0009-sql-guard.md): role checks at registration, the
// libpg_query guard, a session and transaction that cannot write and are always rolled back, and the extended query
// protocol, which cannot carry a second statement.
package dbconn
