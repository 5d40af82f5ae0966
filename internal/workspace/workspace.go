package workspace

import (
	"context"
	"crypto/rand"
	"fmt"
	"math/big"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// Roles. Owners and admins manage sources and databases; members chat and read.
const (
	RoleOwner  = "owner"
	RoleAdmin  = "admin"
	RoleMember = "member"
)

// CodeAlphabet has no 0/O, 1/I/L: a join code read aloud or typed from a slide survives.
const CodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// CodeLength is the length of a join code: 13 symbols of 31 carry
// log2(31^13) ≈ 64.4 bits, so guessing any one of a million workspaces' codes
// at the join route's global limit takes longer than the product will exist.
const CodeLength = 13

const maxNameLen = 100

// Workspace is a workspace as one member sees it. JoinCode is empty unless
// that member is an owner or admin.
type Workspace struct {
	ID       uuid.UUID
	Name     string
	Slug     string
	Role     string
	JoinCode string
}

// Member is one membership of a workspace.
type Member struct {
	UserID   uuid.UUID
	Email    string
	Name     string
	Role     string
	JoinedAt time.Time
}

// Service manages workspaces on behalf of a signed-in user; every method
// takes the acting user's id and answers 404 for workspaces they are not in.
type Service struct {
	pool        *pgxpool.Pool
	onDepart    []Departure
	afterDepart []func(ctx context.Context, workspaceID, userID uuid.UUID)
	// ownedLimit caps the workspaces one account may create while it owns
	// that many (0: no cap). Each workspace brings its own monthly model
	// ceiling, so without a cap one account multiplies its share (ADR 0053).
	ownedLimit int
}

// Departure ends, inside the transaction that ends a membership (removal or
// leaving), something the member held in the workspace: each package that
// owns such a thing (API tokens, Slack links, turns) supplies one, so the
// membership and all it opened end together or not at all.
type Departure func(ctx context.Context, tx pgx.Tx, workspaceID, userID uuid.UUID) error

// Option configures a Service.
type Option func(*Service)

// WithDeparture adds a hook run inside every membership's ending.
func WithDeparture(d Departure) Option {
	return func(s *Service) { s.onDepart = append(s.onDepart, d) }
}

// WithOwnedLimit caps how many workspaces one account may own when it
// creates another (WORKSPACES_PER_ACCOUNT; 0 or less: no cap).
func WithOwnedLimit(n int) Option {
	return func(s *Service) { s.ownedLimit = max(n, 0) }
}

// WithAfterDeparture adds a hook run once a membership has ended, for what
// must call out of the process (revoking the member's connector grants at
// their provider); it reports its own failures.
func WithAfterDeparture(fn func(ctx context.Context, workspaceID, userID uuid.UUID)) Option {
	return func(s *Service) { s.afterDepart = append(s.afterDepart, fn) }
}

// NewService returns the workspace service.
func NewService(pool *pgxpool.Pool, opts ...Option) *Service {
	s := &Service{pool: pool}
	for _, o := range opts {
		o(s)
	}
	return s
}

// CanManage reports whether role may manage the workspace's settings, sources and databases.
func CanManage(role string) bool { return role == RoleOwner || role == RoleAdmin }

// ValidRole reports whether role is one of the three roles.
func ValidRole(role string) bool {
	return role == RoleOwner || role == RoleAdmin || role == RoleMember
}

// NewJoinCode returns a random code of CodeLength characters of CodeAlphabet.
func NewJoinCode() (string, error) {
	var b strings.Builder
	max := big.NewInt(int64(len(CodeAlphabet)))
	for i := 0; i < CodeLength; i++ {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		b.WriteByte(CodeAlphabet[n.Int64()])
	}
	return b.String(), nil
}

// NormalizeCode upper-cases a typed join code and drops spaces and dashes.
func NormalizeCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\t' {
			return -1
		}
		return unicode.ToUpper(r)
	}, code)
}

// Slugify turns a name into a URL-safe base slug (lower-case ASCII letters,
// digits and single dashes; "workspace" when nothing is left).
func Slugify(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case b.Len() > 0 && !dash:
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 40 {
			break
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "workspace"
	}
	return s
}

func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", errs.E(errs.Invalid, "name is required")
	}
	if utf8.RuneCountInString(name) > maxNameLen {
		return "", errs.E(errs.Invalid, "name must be at most %d characters", maxNameLen)
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return "", errs.E(errs.Invalid, "name must not contain control characters")
		}
	}
	return name, nil
}

// List returns the user's workspaces, oldest membership first.
func (s *Service) List(ctx context.Context, userID uuid.UUID) ([]Workspace, error) {
	return s.list(ctx, userID)
}

// Get returns one of the user's workspaces (404 when they are not a member).
func (s *Service) Get(ctx context.Context, userID, workspaceID uuid.UUID) (Workspace, error) {
	return s.get(ctx, s.pool, userID, workspaceID)
}

// Create makes a workspace with the user as owner and makes it the session's
// active workspace, all in one transaction.
func (s *Service) Create(ctx context.Context, userID, sessionID uuid.UUID, name string) (Workspace, error) {
	name, err := cleanName(name)
	if err != nil {
		return Workspace{}, err
	}
	return s.create(ctx, userID, sessionID, name)
}

// Join adds the user as a member of the workspace whose join code this is
// (a member already keeps their role) and makes it the session's active one.
func (s *Service) Join(ctx context.Context, userID, sessionID uuid.UUID, code string) (Workspace, error) {
	code = NormalizeCode(code)
	if code == "" {
		return Workspace{}, errs.E(errs.Invalid, "code is required")
	}
	if len(code) != CodeLength || strings.Trim(code, CodeAlphabet) != "" {
		return Workspace{}, errs.E(errs.NotFound, "no workspace has this join code")
	}
	return s.join(ctx, userID, sessionID, code)
}

// JoinCodeExists reports whether some workspace has this join code: an
// invitation, for sign-up under SIGNUP=invite. It reveals nothing else.
func (s *Service) JoinCodeExists(ctx context.Context, code string) (bool, error) {
	code = NormalizeCode(code)
	if len(code) != CodeLength || strings.Trim(code, CodeAlphabet) != "" {
		return false, nil
	}
	var ok bool
	if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM workspaces WHERE join_code = $1)`, code).Scan(&ok); err != nil {
		return false, fmt.Errorf("check join code: %w", err)
	}
	return ok, nil
}

// Select makes a workspace the user is a member of the session's active one.
func (s *Service) Select(ctx context.Context, userID, sessionID, workspaceID uuid.UUID) (Workspace, error) {
	return s.selectWS(ctx, userID, sessionID, workspaceID)
}

// Rename changes the workspace's name (owner/admin); the slug stays, so links keep working.
func (s *Service) Rename(ctx context.Context, userID, workspaceID uuid.UUID, name string) (Workspace, error) {
	name, err := cleanName(name)
	if err != nil {
		return Workspace{}, err
	}
	return s.rename(ctx, userID, workspaceID, name)
}

// RegenerateCode replaces the join code (owner/admin); the old one stops working at once.
func (s *Service) RegenerateCode(ctx context.Context, userID, workspaceID uuid.UUID) (string, error) {
	return s.regenerateCode(ctx, userID, workspaceID)
}

// Members lists the workspace's members to any member.
func (s *Service) Members(ctx context.Context, userID, workspaceID uuid.UUID) ([]Member, error) {
	return s.members(ctx, userID, workspaceID)
}

// SetRole changes a member's role (owner only); the last owner cannot be demoted.
func (s *Service) SetRole(ctx context.Context, actorID, workspaceID, memberID uuid.UUID, role string) (Member, error) {
	if !ValidRole(role) {
		return Member{}, errs.E(errs.Invalid, "role must be owner, admin or member")
	}
	return s.setRole(ctx, actorID, workspaceID, memberID, role)
}

// RemoveMember removes a member (owner only); the last owner cannot be
// removed. The member's sessions lose the workspace at once, the join code
// is rotated (so the member cannot rejoin with the one they know), and the
// departure hooks end their tokens, links and turns there.
func (s *Service) RemoveMember(ctx context.Context, actorID, workspaceID, memberID uuid.UUID) error {
	return s.removeMember(ctx, actorID, workspaceID, memberID)
}

// Leave removes the user from the workspace (409 for the last owner),
// clears it from every session of theirs that had it active, and runs the
// departure hooks as a removal does.
func (s *Service) Leave(ctx context.Context, userID, workspaceID uuid.UUID) error {
	return s.leave(ctx, userID, workspaceID)
}

// AddMember makes the user a member of the workspace (a member already keeps
// their role). It checks no join code: it is for joins the operator
// configured (OIDC_AUTO_JOIN_WORKSPACE), never for a workspace id a request names.
func (s *Service) AddMember(ctx context.Context, workspaceID, userID uuid.UUID) error {
	tag, err := s.pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role)
		SELECT id, $2, 'member' FROM workspaces WHERE id = $1
		ON CONFLICT (workspace_id, user_id) DO NOTHING`, workspaceID, userID)
	if err != nil {
		return fmt.Errorf("add member: %w", errs.FromPG(err, "add member", "user"))
	}
	if tag.RowsAffected() == 0 {
		var exists bool
		if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM workspaces WHERE id = $1)`, workspaceID).Scan(&exists); err != nil {
			return fmt.Errorf("add member: %w", err)
		}
		if !exists {
			return errs.E(errs.NotFound, "the configured workspace does not exist")
		}
	}
	return nil
}

// Exists reports whether a workspace has this id (the start-up check of a
// configured workspace).
func (s *Service) Exists(ctx context.Context, workspaceID uuid.UUID) (bool, error) {
	var ok bool
	if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM workspaces WHERE id = $1)`, workspaceID).Scan(&ok); err != nil {
		return false, fmt.Errorf("workspace exists: %w", err)
	}
	return ok, nil
}
