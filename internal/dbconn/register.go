package dbconn

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"knowledgestack/internal/errs"
)

// dangerousRoles reach the server's files or processes; a role holding any of them is refused.
var dangerousRoles = []string{"pg_read_server_files", "pg_write_server_files", "pg_execute_server_program", "pg_signal_backend"}

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

// selfIdentity is the application's own database, looked up once.
func (s *Service) selfIdentity(ctx context.Context) (dbIdentity, error) {
	s.selfOnce.Do(func() {
		s.selfErr = s.app.QueryRow(ctx, identitySQL).Scan(&s.self.System, &s.self.Started, &s.self.OID, &s.self.Name)
	})
	return s.self, s.selfErr
}

// List returns the workspace's registered databases, without passwords.
func (s *Service) List(ctx context.Context, workspaceID uuid.UUID) ([]Connection, error) {
	st, err := s.listStored(ctx, workspaceID)
	if err != nil {
		return nil, err
	}
	out := make([]Connection, 0, len(st))
	for _, c := range st {
		out = append(out, c.Connection)
	}
	return out, nil
}

// Register connects to the database first and stores the settings only if it answered, the role is safe to hold
// and it is not the application's own database. Registering an existing name updates that connection.
func (s *Service) Register(ctx context.Context, workspaceID, userID uuid.UUID, r Registration) (Connection, error) {
	if err := s.normalise(&r); err != nil {
		return Connection{}, err
	}
	if err := s.probe(ctx, r); err != nil {
		return Connection{}, err
	}
	c, err := s.upsert(ctx, workspaceID, userID, r, time.Now().UTC())
	if err != nil {
		return Connection{}, err
	}
	s.dropPool(c.ID)
	s.log.InfoContext(ctx, "database registered", "workspace_id", workspaceID, "database_connection_id", c.ID, "name", c.Name, "host", c.Host)
	return c, nil
}

func (s *Service) normalise(r *Registration) error {
	r.Name, r.Host, r.Database, r.User = strings.TrimSpace(r.Name), strings.TrimSpace(r.Host), strings.TrimSpace(r.Database), strings.TrimSpace(r.User)
	r.SSLMode = strings.ToLower(strings.TrimSpace(r.SSLMode))
	if r.Port == 0 {
		r.Port = 5432
	}
	if r.SSLMode == "" {
		r.SSLMode = "prefer"
	}
	switch {
	case !nameRE.MatchString(r.Name):
		return errs.E(errs.Invalid, "name must be 1 to 64 letters, digits, '_' or '-'")
	case r.Host == "" || strings.ContainsAny(r.Host, " /?#@"):
		return errs.E(errs.Invalid, "host is required and must be a host name or address")
	case r.Port < 1 || r.Port > 65535:
		return errs.E(errs.Invalid, "port must be between 1 and 65535")
	case r.Database == "" || r.User == "":
		return errs.E(errs.Invalid, "database and user are required")
	case !sslModes[r.SSLMode]:
		return errs.E(errs.Invalid, "sslMode must be disable, allow, prefer, require, verify-ca or verify-full")
	case strings.ContainsRune(r.Password, 0):
		return errs.E(errs.Invalid, "password must not contain a NUL byte")
	case !s.hostAllowed(r.Host):
		return errs.E(errs.Forbidden, "host %s is not on this server's database host allow-list", r.Host)
	}
	return nil
}

// probe connects once, with a timeout, and checks the role and the target.
func (s *Service) probe(ctx context.Context, r Registration) error {
	cfg, err := s.poolConfig(target{Host: r.Host, Port: r.Port, Database: r.Database, User: r.User, Password: r.Password, SSLMode: r.SSLMode})
	if err != nil {
		return err
	}
	cctx, cancel := s.withTimeout(ctx)
	defer cancel()
	conn, err := pgx.ConnectConfig(cctx, cfg.ConnConfig)
	if err != nil {
		s.log.WarnContext(ctx, "database registration could not connect", "host", r.Host, "port", r.Port, "database", r.Database, "reason", connectReason(err))
		return errs.E(errs.Invalid, "could not connect to %s:%d/%s as %s: %s", r.Host, r.Port, r.Database, r.User, connectReason(err))
	}
	defer conn.Close(context.WithoutCancel(ctx))

	var super bool
	held := make([]bool, len(dangerousRoles))
	dest := []any{&super}
	for i := range held {
		dest = append(dest, &held[i])
	}
	if err := conn.QueryRow(cctx, `SELECT rolsuper,
		pg_has_role(current_user, 'pg_read_server_files', 'MEMBER'), pg_has_role(current_user, 'pg_write_server_files', 'MEMBER'),
		pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER'), pg_has_role(current_user, 'pg_signal_backend', 'MEMBER')
		FROM pg_roles WHERE rolname = current_user`).Scan(dest...); err != nil {
		return errs.Wrap(errs.Unavailable, err, "could not check the role of %s", r.User)
	}
	if super {
		return errs.E(errs.Invalid, "role %s is a superuser; register a role that can only read (for example one granted SELECT on the tables you need)", r.User)
	}
	for i, h := range held {
		if h {
			return errs.E(errs.Invalid, "role %s is a member of %s, which reaches the server's files or processes; register a role without it", r.User, dangerousRoles[i])
		}
	}

	self, err := s.selfIdentity(ctx)
	if err != nil {
		return errs.Wrap(errs.Unavailable, err, "could not identify the application's own database")
	}
	var them dbIdentity
	if err := conn.QueryRow(cctx, identitySQL).Scan(&them.System, &them.Started, &them.OID, &them.Name); err != nil {
		return errs.Wrap(errs.Unavailable, err, "could not identify database %s", r.Database)
	}
	if them.same(self) {
		return errs.E(errs.Invalid, "%s is this application's own database and cannot be registered; register a business database", r.Database)
	}
	return nil
}

// connectReason is a short, safe description of why a connection failed, never the driver's raw text.
func connectReason(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch {
		case pe.Code == "28P01" || pe.Code == "28000":
			return "the server refused the user name or password"
		case pe.Code == "3D000":
			return "the database does not exist"
		case strings.HasPrefix(pe.Code, "53"):
			return "the server has no room for another connection"
		}
		return "the server refused the connection"
	}
	if errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "timeout") {
		return "the server did not answer in time"
	}
	return "the server could not be reached (check the host, port and SSL mode)"
}

// Test connects to a registered database now and records the answer; it never returns the driver's error.
func (s *Service) Test(ctx context.Context, workspaceID, id uuid.UUID) (TestResult, error) {
	c, err := s.storedByID(ctx, workspaceID, id)
	if err != nil {
		return TestResult{}, err
	}
	t, err := s.targetOf(c)
	if err != nil {
		return TestResult{}, err
	}
	cfg, err := s.poolConfig(t)
	if err != nil {
		return TestResult{}, err
	}
	res := TestResult{Reachable: true, Message: "database " + c.Name + " answered"}
	cctx, cancel := s.withTimeout(ctx)
	defer cancel()
	conn, err := pgx.ConnectConfig(cctx, cfg.ConnConfig)
	if err == nil {
		err = conn.Ping(cctx)
		conn.Close(context.WithoutCancel(ctx))
	}
	if err != nil {
		s.log.WarnContext(ctx, "database test failed", "workspace_id", workspaceID, "database_connection_id", c.ID, "reason", connectReason(err))
		res = TestResult{Message: "database " + c.Name + " is unreachable: " + connectReason(err)}
	}
	res.CheckedAt = time.Now().UTC()
	status := "reachable"
	if !res.Reachable {
		status = "unreachable"
	}
	if err := s.setStatus(ctx, workspaceID, c.ID, status, res.CheckedAt); err != nil {
		return TestResult{}, err
	}
	return res, nil
}

// Delete removes a registered database and closes its pool.
func (s *Service) Delete(ctx context.Context, workspaceID, id uuid.UUID) error {
	if err := s.deleteStored(ctx, workspaceID, id); err != nil {
		return err
	}
	s.dropPool(id)
	s.log.InfoContext(ctx, "database deleted", "workspace_id", workspaceID, "database_connection_id", id)
	return nil
}
