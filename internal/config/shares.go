package config

import "fmt"

// Shares bound what one account or one workspace may take of what all
// tenants share: the model budget, the upload path and storage (ADR 0053).
// 0 turns a count or ceiling off.
type Shares struct {
	// WorkspacesPerAccount is how many workspaces one account may own
	// (WORKSPACES_PER_ACCOUNT): each would bring its own monthly ceiling.
	WorkspacesPerAccount int
	// AccountMonthlyTokenLimit is one account's model tokens per month across
	// every workspace it asks in (ACCOUNT_MONTHLY_TOKEN_LIMIT).
	AccountMonthlyTokenLimit int64
	// UploadsPerMinute is one user's upload requests per minute, as a burst
	// and a refill (UPLOADS_PER_MINUTE).
	UploadsPerMinute int
	// ConversionsPerReplica and ConversionsPerUser cap the uploaded files
	// converted at once by one API process and the uploads in progress of
	// one user across replicas.
	ConversionsPerReplica int
	ConversionsPerUser    int
	// WorkspaceStorageBytes caps a workspace's uploaded originals and their
	// text together (WORKSPACE_STORAGE_BYTES).
	WorkspaceStorageBytes int64
}

// Defaults of Shares: an account owns a few workspaces and spends at most
// what one workspace may, a twentieth of the service's default budget.
const (
	DefaultWorkspacesPerAccount     = 3
	DefaultAccountMonthlyTokenLimit = DefaultMonthlyTokenLimit
	DefaultUploadsPerMinute         = 10
	DefaultConversionsPerReplica    = 2
	DefaultConversionsPerUser       = 2
	DefaultWorkspaceStorageBytes    = 1 << 30
)

// checkShares reports the shares' bounds, each by its variable.
func (r *reader) checkShares(s Shares, globalTokens int64) {
	r.atLeast("UPLOADS_PER_MINUTE", int64(s.UploadsPerMinute), 1)
	r.atLeast("CONVERSIONS_PER_REPLICA", int64(s.ConversionsPerReplica), 1)
	r.atLeast("CONVERSIONS_PER_USER", int64(s.ConversionsPerUser), 1)
	// The point of the account ceiling is that no one account can reach the
	// global one and stop every other tenant.
	if s.AccountMonthlyTokenLimit > 0 && globalTokens > 0 && s.AccountMonthlyTokenLimit >= globalTokens {
		r.fail("ACCOUNT_MONTHLY_TOKEN_LIMIT", fmt.Sprintf("must be below GLOBAL_MONTHLY_TOKEN_LIMIT (%d), or one account could spend every tenant's budget", globalTokens))
	}
}
