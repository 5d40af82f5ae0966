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

// Register connects to the database first and stores the settings only if it answered, the address is allowed,
// the role is safe to hold and it is not the application's own database. Registering an existing name updates that
// connection (and takes away any operator trust the old registration had).
func (s *Service) Register(ctx context.Context, workspaceID, userID uuid.UUID, r Registration) (Connection, error) {
	return s.register(ctx, workspaceID, userID, r, false)
}

// RegisterTrusted registers a database the operator configured (api seed's demo database, on this machine): the
// internal-address rule does not apply to it, every other check does. It must never be reachable from a request.
func (s *Service) RegisterTrusted(ctx context.Context, workspaceID, userID uuid.UUID, r Registration) (Connection, error) {
	return s.register(ctx, workspaceID, userID, r, true)
}

func (s *Service) register(ctx context.Context, workspaceID, userID uuid.UUID, r Registration, trusted bool) (Connection, error) {
	if err := s.normalise(&r); err != nil {
		return Connection{}, err
	}
	if err := s.probe(ctx, r, trusted); err != nil {
		return Connection{}, err
	}
	c, err := s.upsert(ctx, workspaceID, userID, r, trusted, time.Now().UTC())
	if err != nil {
		return Connection{}, err
	}
	s.dropPool(c.ID)
	s.log.InfoContext(ctx, "database registered", "workspace_id", workspaceID, "database_connection_id", c.ID, "name", c.Name,
		"host", c.Host, "operator_trusted", trusted)
	return c, nil
}

func (s *Service) normalise(r *Registration) error {
	r.Name, r.Database, r.User = strings.TrimSpace(r.Name), strings.TrimSpace(r.Database), strings.TrimSpace(r.User)
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
	case r.Port < 1 || r.Port > 65535:
		return errs.E(errs.Invalid, "port must be between 1 and 65535")
	case r.Database == "" || r.User == "":
		return errs.E(errs.Invalid, "database and user are required")
	case strings.ContainsRune(r.Database+r.User, 0) || len(r.Database) > 63 || len(r.User) > 63:
		return errs.E(errs.Invalid, "database and user must be PostgreSQL names of at most 63 bytes")
	case !sslModes[r.SSLMode]:
		return errs.E(errs.Invalid, "sslMode must be disable, allow, prefer, require, verify-ca or verify-full")
	case strings.ContainsRune(r.Password, 0):
		return errs.E(errs.Invalid, "password must not contain a NUL byte")
	}
	host, err := canonicalHost(r.Host)
	if err != nil {
		return errs.E(errs.Invalid, "%s", err.Error())
	}
	r.Host = host
	return nil
}

// probe checks the address, connects once with a timeout, and runs the checks every later connection runs too.
func (s *Service) probe(ctx context.Context, r Registration, trusted bool) error {
	cctx, cancel := s.withTimeout(ctx)
	defer cancel()
	if _, err := s.policy.resolve(cctx, r.Host, trusted); err != nil {
		var rf *Refusal
		if errors.As(err, &rf) {
			return errs.E(errs.Forbidden, "%s", rf.Reason)
		}
		return errs.Wrap(errs.Invalid, err, "could not resolve host %s; check the name", r.Host)
	}
	t := target{Host: r.Host, Port: r.Port, Database: r.Database, User: r.User, Password: r.Password, SSLMode: r.SSLMode, Trusted: trusted}
	conn, err := s.connect(cctx, t)
	if err != nil {
		var rf *Refusal
		if errors.As(err, &rf) {
			return errs.E(errs.Forbidden, "%s", rf.Reason)
		}
		s.log.WarnContext(ctx, "database registration could not connect", "host", r.Host, "port", r.Port, "database", r.Database, "reason", connectReason(err))
		return errs.E(errs.Invalid, "could not connect to %s:%d/%s as %s: %s", r.Host, r.Port, r.Database, r.User, connectReason(err))
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if err := s.checkSession(cctx, conn); err != nil {
		return refusalError(err, "could not check the role of %s on %s", r.User, r.Database)
	}
	return nil
}

// refusalError turns a *Refusal into an invalid-input error with its sentence, anything else into unavailable.
func refusalError(err error, format string, args ...any) error {
	var rf *Refusal
	if errors.As(err, &rf) {
		return errs.E(errs.Invalid, "%s", rf.Reason)
	}
	return errs.Wrap(errs.Unavailable, err, format, args...)
}

// connect opens one unpooled business connection through the same address policy and protocol limits as the pools.
func (s *Service) connect(ctx context.Context, t target) (*pgx.Conn, error) {
	cfg, err := s.poolConfig(t)
	if err != nil {
		return nil, err
	}
	return pgx.ConnectConfig(ctx, cfg.ConnConfig)
}

// connectReason is a short, safe description of why a connection failed, never the driver's raw text.
func connectReason(err error) string {
	var rf *Refusal
	if errors.As(err, &rf) {
		return rf.Reason
	}
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

// Test connects to a registered database now, runs the connection checks and records the answer; it never returns
// the driver's error.
func (s *Service) Test(ctx context.Context, workspaceID, id uuid.UUID) (TestResult, error) {
	c, err := s.storedByID(ctx, workspaceID, id)
	if err != nil {
		return TestResult{}, err
	}
	t, err := s.targetOf(c)
	if err != nil {
		return TestResult{}, err
	}
	res := TestResult{Reachable: true, Message: "database " + c.Name + " answered"}
	cctx, cancel := s.withTimeout(ctx)
	defer cancel()
	conn, err := s.connect(cctx, t)
	if err == nil {
		err = s.checkSession(cctx, conn)
		conn.Close(context.WithoutCancel(ctx))
	}
	reason := ""
	if err != nil {
		reason = connectReason(err)
		s.log.WarnContext(ctx, "database test failed", "workspace_id", workspaceID, "database_connection_id", c.ID, "reason", reason)
		res = TestResult{Message: "database " + c.Name + " is unreachable: " + reason}
	}
	res.CheckedAt = time.Now().UTC()
	status := "reachable"
	if !res.Reachable {
		status = "unreachable"
	}
	if err := s.setStatus(ctx, workspaceID, c.ID, status, reason, res.CheckedAt); err != nil {
		return TestResult{}, err
	}
	if !res.Reachable {
		s.dropPool(c.ID)
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
