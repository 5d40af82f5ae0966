package auth

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/crypto/bcrypt"

	"knowledgestack/internal/errs"
)

// DefaultBcryptCost is the work factor of stored password hashes (~250 ms on one core).
const DefaultBcryptCost = 12

// MinPasswordLen is the shortest password a local account accepts.
const MinPasswordLen = 10

// ErrWrongCredentials is the single answer to a failed sign-in: it does not
// say whether the e-mail or the password was wrong.
var ErrWrongCredentials = errs.E(errs.Unauthorized, "wrong e-mail or password")

// User is a person who can sign in.
type User struct {
	ID    uuid.UUID
	Email string
	Name  string
}

// AccountsOptions tune local accounts; zero values take the defaults.
type AccountsOptions struct {
	// BcryptCost is the hashing work factor (tests lower it).
	BcryptCost int
	// Signup is who may create an account: SignupOpen (default), SignupInvite, SignupClosed.
	Signup string
	// Invitations checks join codes; required when Signup is SignupInvite.
	Invitations Invitations
}

// Accounts are local e-mail + password accounts.
type Accounts struct {
	pool   *pgxpool.Pool
	cost   int
	dummy  []byte
	policy signupPolicy
}

// NewAccounts returns the local account store. It hashes a dummy password
// once, so a sign-in for an unknown e-mail spends the same time comparing.
func NewAccounts(pool *pgxpool.Pool, o AccountsOptions) (*Accounts, error) {
	if o.BcryptCost == 0 {
		o.BcryptCost = DefaultBcryptCost
	}
	if o.BcryptCost < bcrypt.MinCost || o.BcryptCost > bcrypt.MaxCost {
		return nil, fmt.Errorf("accounts: bcrypt cost %d out of range", o.BcryptCost)
	}
	policy, err := newSignupPolicy(o.Signup, o.Invitations)
	if err != nil {
		return nil, fmt.Errorf("accounts: %w", err)
	}
	dummy, err := bcrypt.GenerateFromPassword([]byte("no account has this password"), o.BcryptCost)
	if err != nil {
		return nil, fmt.Errorf("accounts: dummy hash: %w", err)
	}
	return &Accounts{pool: pool, cost: o.BcryptCost, dummy: dummy, policy: policy}, nil
}

// NormalizeEmail trims and lower-cases an e-mail address and checks its shape.
func NormalizeEmail(email string) (string, error) {
	e := strings.ToLower(strings.TrimSpace(email))
	if e == "" {
		return "", errs.E(errs.Invalid, "email is required")
	}
	at := strings.LastIndexByte(e, '@')
	if len(e) > 254 || at < 1 || at == len(e)-1 || strings.Count(e, "@") != 1 ||
		!strings.Contains(e[at:], ".") || strings.IndexFunc(e, unicode.IsSpace) >= 0 || !utf8.ValidString(e) {
		return "", errs.E(errs.Invalid, "email must be an e-mail address such as ada@example.com")
	}
	return e, nil
}

func checkPassword(pw string) error {
	if utf8.RuneCountInString(pw) < MinPasswordLen {
		return errs.E(errs.Invalid, "password must be at least %d characters", MinPasswordLen)
	}
	// bcrypt reads only 72 bytes; refusing more avoids a silent truncation.
	if len(pw) > 72 {
		return errs.E(errs.Invalid, "password must be at most 72 bytes")
	}
	return nil
}

func checkName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", errs.E(errs.Invalid, "name is required")
	}
	if utf8.RuneCountInString(name) > 100 {
		return "", errs.E(errs.Invalid, "name must be at most 100 characters")
	}
	if strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return "", errs.E(errs.Invalid, "name must not contain control characters")
	}
	return name, nil
}

// SignUp creates a local account; an e-mail already registered is a
// conflict. Under SIGNUP=invite it needs a valid workspace join code (which
// the caller then joins); under SIGNUP=closed it is refused.
func (a *Accounts) SignUp(ctx context.Context, email, password, name, joinCode string) (User, error) {
	if err := a.policy.allow(ctx, joinCode); err != nil {
		return User{}, err
	}
	u, hash, err := a.prepare(email, password, name)
	if err != nil {
		return User{}, err
	}
	err = a.pool.QueryRow(ctx, `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id`,
		u.Email, u.Name, hash).Scan(&u.ID)
	if err != nil {
		if errs.Is(errs.FromPG(err, "sign up", "account"), errs.Conflict) {
			return User{}, errs.E(errs.Conflict, "an account with this e-mail already exists; sign in instead")
		}
		return User{}, fmt.Errorf("sign up: %w", err)
	}
	return u, nil
}

func (a *Accounts) prepare(email, password, name string) (User, string, error) {
	e, err := NormalizeEmail(email)
	if err != nil {
		return User{}, "", err
	}
	if err := checkPassword(password); err != nil {
		return User{}, "", err
	}
	n, err := checkName(name)
	if err != nil {
		return User{}, "", err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), a.cost)
	if err != nil {
		return User{}, "", fmt.Errorf("hash password: %w", err)
	}
	return User{Email: e, Name: n}, string(hash), nil
}

// SignIn checks an e-mail and password. Unknown e-mail, an account without a
// password (linked to a sign-in provider) and a wrong password all cost one bcrypt comparison
// and return ErrWrongCredentials.
func (a *Accounts) SignIn(ctx context.Context, email, password string) (User, error) {
	e := strings.ToLower(strings.TrimSpace(email))
	var u User
	var hash *string
	err := a.pool.QueryRow(ctx, `SELECT id, email, name, password_hash FROM users WHERE lower(email) = $1`, e).
		Scan(&u.ID, &u.Email, &u.Name, &hash)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return User{}, fmt.Errorf("sign in: %w", err)
	}
	stored := a.dummy
	if err == nil && hash != nil {
		stored = []byte(*hash)
	}
	match := bcrypt.CompareHashAndPassword(stored, []byte(password)) == nil
	if !match || err != nil || hash == nil {
		return User{}, ErrWrongCredentials
	}
	return u, nil
}

// EnsureLocalUser makes sure a local account with this e-mail exists and
// signs in with password (the demo seed prints these credentials).
func (a *Accounts) EnsureLocalUser(ctx context.Context, email, password, name string) (uuid.UUID, error) {
	u, hash, err := a.prepare(email, password, name)
	if err != nil {
		return uuid.Nil, err
	}
	err = a.pool.QueryRow(ctx, `
		INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
		ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
		RETURNING id`, u.Email, u.Name, hash).Scan(&u.ID)
	if err != nil {
		return uuid.Nil, fmt.Errorf("ensure local user: %w", err)
	}
	return u.ID, nil
}

// CreateLocalUser creates a local account unless one with this e-mail
// exists, which it leaves untouched; created says which happened.
func (a *Accounts) CreateLocalUser(ctx context.Context, email, password, name string) (id uuid.UUID, created bool, err error) {
	u, hash, err := a.prepare(email, password, name)
	if err != nil {
		return uuid.Nil, false, err
	}
	err = a.pool.QueryRow(ctx, `INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)
		ON CONFLICT (lower(email)) DO NOTHING RETURNING id`, u.Email, u.Name, hash).Scan(&id)
	if err == nil {
		return id, true, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, fmt.Errorf("create local user: %w", err)
	}
	if err := a.pool.QueryRow(ctx, `SELECT id FROM users WHERE lower(email) = $1`, u.Email).Scan(&id); err != nil {
		return uuid.Nil, false, fmt.Errorf("create local user: %w", err)
	}
	return id, false, nil
}

// RandomPassword returns a fresh password of 16 base64url characters (96 bits).
func RandomPassword() (string, error) {
	raw := make([]byte, 12)
	if _, err := rand.Read(raw); err != nil {
		return "", fmt.Errorf("random password: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(raw), nil
}

// UserByID returns a user.
func (a *Accounts) UserByID(ctx context.Context, id uuid.UUID) (User, error) {
	return userByID(ctx, a.pool, id)
}

func userByID(ctx context.Context, pool *pgxpool.Pool, id uuid.UUID) (User, error) {
	u := User{ID: id}
	err := pool.QueryRow(ctx, `SELECT email, name FROM users WHERE id = $1`, id).Scan(&u.Email, &u.Name)
	if err != nil {
		return User{}, errs.FromPG(err, "get user", "user")
	}
	return u, nil
}
