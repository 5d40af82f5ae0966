package citusready

// Reference names the global tables that distributed tables point at or are
// joined with on every request: on
// Citus each becomes a reference table (create_reference_table), a copy on
// every node, so a tenant table's foreign key to it is checked inside the
// shard. Writes to them reach every node, so they must stay small and rarely
// written.
var Reference = map[string]string{
	"users": "accounts: every tenant table's user_id, created_by, updated_by points here; written at sign-up and profile changes only",
	"workspace_memberships": "who belongs to which workspace: read with every session (a coordinator-local table) and joined to tenant tables; " +
		"one row per member, written when someone joins, leaves or changes role",
	"workspaces": "the tenants themselves: every tenant table's workspace_id points here; one row per workspace, written when one is created or renamed",
}

// CoordinatorLocal names the global tables that stay on the coordinator
// alone (plain tables there, or citus_add_local_table_to_metadata when they
// point at a reference table): they are read by the coordinator's own
// connections, never joined to a shard's rows by the database, and hold no
// workspace's documents.
var CoordinatorLocal = map[string]string{
	"sessions":            "a browser session is found by its token hash before any workspace is known; its workspace_id is the one the user last chose, not an owner",
	"oauth_states":        "a sign-in or grant state is found by its own hash; a sign-in state precedes any workspace",
	"pending_links":       "an account's pending identity link, found by its token hash; belongs to a user, not a workspace",
	"user_identities":     "an account's external identities (issuer, subject), looked up at sign-in before any workspace",
	"rate_limits":         "the API's rate-limit buckets across replicas (ADR 0016), keyed by client, written on every request",
	"stream_leases":       "the cap on concurrent chat streams across replicas (ADR 0016), a per-process lease",
	"slack_seen_requests": "replay protection for Slack's signed requests, checked before the team (and so the workspace) is read",
	"account_token_usage": "monthly model tokens per account (ADR 0053), summed over all of an account's workspaces: belongs to no workspace",
	"goose_db_version":    "the migration tool's own record of applied migrations",
	"river_job":           "the job queue (River): jobs are taken with FOR UPDATE SKIP LOCKED and unique per source, which needs one table on one node",
	"river_leader":        "the job queue's leader election",
	"river_migration":     "the job queue's own migration record",
	"river_notification":  "the job queue's notifications",
	"river_queue":         "the job queue's queue settings (pausing a queue)",
}
