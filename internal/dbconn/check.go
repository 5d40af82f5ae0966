package dbconn

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// dangerousRoles reach the server's files or processes; a role holding any of them is refused.
var dangerousRoles = []string{"pg_read_server_files", "pg_write_server_files", "pg_execute_server_program", "pg_signal_backend"}

// roleColumns are the role's attributes and its membership in the dangerous built-in roles or in any role holding
// a dangerous attribute (it could SET ROLE to it), read from pg_roles r.
const roleColumns = `r.rolsuper, r.rolcreaterole, r.rolreplication, r.rolbypassrls,
	pg_has_role(r.oid, 'pg_read_server_files', 'MEMBER'), pg_has_role(r.oid, 'pg_write_server_files', 'MEMBER'),
	pg_has_role(r.oid, 'pg_execute_server_program', 'MEMBER'), pg_has_role(r.oid, 'pg_signal_backend', 'MEMBER'),
	coalesce((SELECT o.rolname::text FROM pg_roles o WHERE o.oid <> r.oid
		AND (o.rolsuper OR o.rolcreaterole OR o.rolreplication OR o.rolbypassrls)
		AND pg_has_role(r.oid, o.oid, 'MEMBER') ORDER BY o.rolname LIMIT 1), '')`

// sessionCheckSQL reads, in one round trip, everything checkSession decides on: the role and the identity of the
// database the connection reached.
const sessionCheckSQL = `SELECT ` + roleColumns + `,
	CASE WHEN has_function_privilege('pg_control_system()', 'EXECUTE')
		THEN (SELECT system_identifier FROM pg_control_system()) ELSE 0 END,
	pg_postmaster_start_time(), d.oid, d.datname
FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`

// txCheckSQL starts every read-only transaction: it sets standard_conforming_strings for the transaction and reads
// the role again in the same round trip, because PostgreSQL applies ALTER ROLE … SUPERUSER to sessions already open.
const txCheckSQL = `SELECT set_config('standard_conforming_strings', 'on', true), ` + roleColumns + `
FROM pg_roles r WHERE r.rolname = current_user`

// roleFlags is what roleColumns reads.
type roleFlags struct {
	super, createRole, replication, bypassRLS bool
	held                                      [4]bool // dangerousRoles, in order
	via                                       string
}

func (f *roleFlags) dest() []any {
	d := []any{&f.super, &f.createRole, &f.replication, &f.bypassRLS}
	for i := range f.held {
		d = append(d, &f.held[i])
	}
	return append(d, &f.via)
}

// problem is the refusal the flags call for, or nil.
func (f roleFlags) problem(user string) error {
	const fix = "register a role that can only read (for example one granted SELECT on the tables you need)"
	switch {
	case f.super:
		return refuse("role %s is a superuser; %s", user, fix)
	case f.createRole:
		return refuse("role %s has CREATEROLE; %s", user, fix)
	case f.replication:
		return refuse("role %s has REPLICATION; %s", user, fix)
	case f.bypassRLS:
		return refuse("role %s has BYPASSRLS; %s", user, fix)
	}
	for i, h := range f.held {
		if h {
			return refuse("role %s is a member of %s, which reaches the server's files or processes; register a role without it", user, dangerousRoles[i])
		}
	}
	if f.via != "" {
		return refuse("role %s is a member of %s, a role with superuser, CREATEROLE, REPLICATION or BYPASSRLS; %s", user, f.via, fix)
	}
	return nil
}

// checkTx re-reads the role at the start of a read-only transaction (and sets standard_conforming_strings).
func checkTx(ctx context.Context, tx pgx.Tx) error {
	var f roleFlags
	var scs string
	if err := tx.QueryRow(ctx, txCheckSQL).Scan(append([]any{&scs}, f.dest()...)...); err != nil {
		return err
	}
	return f.problem(tx.Conn().Config().User)
}

// dbIdentity names a database across host aliases: the cluster (its system identifier when the role may read it,
// and the postmaster's start time) and the database's oid and name.
type dbIdentity struct {
	System  int64
	Started time.Time
	OID     uint32
	Name    string
}

// same reports whether two identities are the same database of the same cluster.
func (a dbIdentity) same(b dbIdentity) bool {
	if a.OID != b.OID || a.Name != b.Name {
		return false
	}
	if a.System != 0 && b.System != 0 {
		return a.System == b.System
	}
	return a.Started.Equal(b.Started)
}

const identitySQL = `SELECT CASE WHEN has_function_privilege('pg_control_system()', 'EXECUTE')
		THEN (SELECT system_identifier FROM pg_control_system()) ELSE 0 END,
	pg_postmaster_start_time(), d.oid, d.datname
	FROM pg_database d WHERE d.datname = current_database()`

// selfIdentity is the application's own database, looked up once it succeeds.
func (s *Service) selfIdentity(ctx context.Context) (dbIdentity, error) {
	s.selfMu.Lock()
	defer s.selfMu.Unlock()
	if s.selfKnown {
		return s.self, nil
	}
	var id dbIdentity
	if err := s.app.QueryRow(ctx, identitySQL).Scan(&id.System, &id.Started, &id.OID, &id.Name); err != nil {
		return dbIdentity{}, err
	}
	s.self, s.selfKnown = id, true
	return id, nil
}

// checkSession is run on every new business connection (registration probe, test, and every connection a pool
// opens): the role must not be a superuser, hold CREATEROLE, REPLICATION or BYPASSRLS, belong to a role that reaches
// the server's files or processes, or be able to become a role that does; and the database must not be the
// application's own. A problem is a *Refusal; anything else is an error reaching the server.
func (s *Service) checkSession(ctx context.Context, conn *pgx.Conn) error {
	var f roleFlags
	var them dbIdentity
	dest := append(f.dest(), &them.System, &them.Started, &them.OID, &them.Name)
	if err := conn.QueryRow(ctx, sessionCheckSQL).Scan(dest...); err != nil {
		return fmt.Errorf("check role and database: %w", err)
	}
	if err := f.problem(conn.Config().User); err != nil {
		return err
	}
	self, err := s.selfIdentity(ctx)
	if err != nil {
		return fmt.Errorf("identify the application's own database: %w", err)
	}
	if them.same(self) {
		return refuse("%s is this application's own database and cannot be used as a business database", them.Name)
	}
	return nil
}
