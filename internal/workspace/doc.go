// Package workspace owns workspaces, memberships, join codes and roles. The
// active workspace of a session is tenancy, so the methods that change it
// (create, join, select, leave, remove) write the session row in the same
// transaction as the membership they check.
package workspace
