package dbconn

import "strings"

// deniedExact names PostgreSQL 15 functions (and common extension functions) that have side effects, reach outside
// the database, execute query text of their own, or hold resources beyond the statement. They are refused wherever
// they appear, whatever schema qualifies them, compared case-insensitively. The read-only transaction and the
// rollback stop most writes on their own; this list exists for what they do not stop (session advisory locks, sleeps,
// signals, file reads, query text the guard never saw) and to give the model a clear sentence instead of a
// Postgres error.
var deniedExact = map[string]bool{
	// Server files and directories.
	"pg_read_file": true, "pg_read_binary_file": true, "pg_stat_file": true, "pg_logdir_ls": true,
	// Large objects (the lo_ prefix below covers the rest).
	"loread": true, "lowrite": true,
	// Configuration and server control.
	"set_config": true, "pg_reload_conf": true, "pg_rotate_logfile": true, "pg_promote": true,
	"pg_switch_wal": true, "pg_switch_xlog": true, "pg_import_system_collations": true,
	"pg_log_backend_memory_contexts": true, "pg_nextoid": true, "pg_export_snapshot": true,
	"pg_stat_force_next_flush": true,
	"pg_start_backup":          true, "pg_stop_backup": true,
	// Signalling other backends.
	"pg_cancel_backend": true, "pg_terminate_backend": true, "pg_signal_backend": true,
	// Notifications.
	"pg_notify": true,
	// Sequences.
	"nextval": true, "setval": true, "currval": true, "lastval": true,
	// Functions that run SQL text they are given, which the guard never parsed.
	"ts_stat": true, "ts_rewrite": true,
	// Index maintenance that writes.
	"gin_clean_pending_list": true,
}

// deniedPrefixes are name prefixes whose whole family is refused.
var deniedPrefixes = []string{
	"pg_sleep",                       // pg_sleep, pg_sleep_for, pg_sleep_until
	"pg_advisory", "pg_try_advisory", // advisory locks survive a rollback when session-level
	"lo_",                        // large objects
	"pg_ls_",                     // directory listings
	"pg_file_",                   // adminpack writes
	"dblink",                     // connections to other servers
	"postgres_fdw_",              // foreign connections
	"pg_stat_reset",              // statistics resets
	"pg_stat_statements_reset",   // extension statistics reset
	"pg_backup_",                 // backup control
	"pg_wal_replay_", "pg_xlog_", // recovery control
	"pg_create_",                      // restore points and replication slots
	"pg_drop_replication", "pg_copy_", // replication slots
	"pg_logical_",                 // logical decoding and messages
	"pg_replication_",             // replication origins and slots
	"txid_", "pg_current_xact_id", // transaction ids (assigning one is a side effect)
	"query_to_xml", "table_to_xml", "cursor_to_xml", "schema_to_xml", "database_to_xml", // execute query text
	"brin_summarize", "brin_desummarize", // index maintenance that writes
}

// deniedSubstrings catch families whose members are named inconsistently.
var deniedSubstrings = []string{"replication", "_to_xmlschema", "advisory_"}

// deniedFunction reports whether a function name (the last element of a possibly qualified name) is refused.
func deniedFunction(name string) bool {
	n := strings.ToLower(name)
	if deniedExact[n] {
		return true
	}
	for _, p := range deniedPrefixes {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	for _, s := range deniedSubstrings {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}
