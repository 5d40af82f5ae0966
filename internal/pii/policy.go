package pii

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/errs"
)

// Settings are a workspace's placeholder setting: off by default.
type Settings struct {
	// Enabled replaces personal data with placeholders before text leaves for a model.
	Enabled bool
	// Terms are the workspace's own words to replace as ⟨TERM_n⟩.
	Terms     []string
	UpdatedAt time.Time
}

// cacheFor is how long a process trusts a workspace's setting it read: the
// embedder asks on every call, and a change made on another replica is
// seen within this time (on this one at once).
const cacheFor = 10 * time.Second

// Policy reads and changes the workspaces' settings and hands out masks.
// It is safe for concurrent use.
type Policy struct {
	pool *pgxpool.Pool
	det  *Detector

	mu    sync.Mutex
	cache map[uuid.UUID]cached
	now   func() time.Time
}

type cached struct {
	s   Settings
	det *Detector
	at  time.Time
}

// NewPolicy serves the settings stored in pool, detecting with det.
func NewPolicy(pool *pgxpool.Pool, det *Detector) *Policy {
	return &Policy{pool: pool, det: det, cache: map[uuid.UUID]cached{}, now: time.Now}
}

// Settings returns the workspace's setting (off when never set).
func (p *Policy) Settings(ctx context.Context, ws uuid.UUID) (Settings, error) {
	c, err := p.get(ctx, ws)
	return c.s, err
}

func (p *Policy) get(ctx context.Context, ws uuid.UUID) (cached, error) {
	p.mu.Lock()
	c, ok := p.cache[ws]
	p.mu.Unlock()
	if ok && p.now().Sub(c.at) < cacheFor {
		return c, nil
	}
	var s Settings
	err := p.pool.QueryRow(ctx, `SELECT redact, terms, updated_at FROM workspace_privacy WHERE workspace_id = $1`, ws).
		Scan(&s.Enabled, &s.Terms, &s.UpdatedAt)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return cached{}, fmt.Errorf("read privacy settings: %w", err)
	}
	if s.Terms == nil {
		s.Terms = []string{}
	}
	c = cached{s: s, det: p.det.WithTerms(s.Terms), at: p.now()}
	p.mu.Lock()
	p.cache[ws] = c
	p.mu.Unlock()
	return c, nil
}

// Save stores the workspace's setting. Terms are trimmed and deduplicated;
// too many, too long or unprintable ones are refused with a sentence.
// Who may change it (owners and admins) is the caller's check.
func (p *Policy) Save(ctx context.Context, ws, user uuid.UUID, s Settings) (Settings, error) {
	terms := CleanTerms(s.Terms)
	if len(terms) > MaxTerms {
		return Settings{}, errs.E(errs.Invalid, "at most %d terms; you sent %d", MaxTerms, len(terms))
	}
	for _, t := range terms {
		if !utf8.ValidString(t) || utf8.RuneCountInString(t) > MaxTermRune {
			return Settings{}, errs.E(errs.Invalid, "each term must be text of at most %d characters", MaxTermRune)
		}
		if utf8.RuneCountInString(t) < 2 {
			return Settings{}, errs.E(errs.Invalid, "the term %q is too short: a term must have at least 2 characters", t)
		}
		for _, r := range t {
			if unicode.IsControl(r) {
				return Settings{}, errs.E(errs.Invalid, "terms must not contain control characters")
			}
		}
	}
	if terms == nil {
		terms = []string{}
	}
	out := Settings{Enabled: s.Enabled, Terms: terms}
	err := p.pool.QueryRow(ctx, `INSERT INTO workspace_privacy (workspace_id, redact, terms, updated_by)
		VALUES ($1, $2, $3, $4)
		ON CONFLICT (workspace_id) DO UPDATE SET redact = $2, terms = $3, updated_by = $4, updated_at = now()
		WHERE workspace_privacy.workspace_id = $1
		RETURNING updated_at`, ws, out.Enabled, terms, user).Scan(&out.UpdatedAt)
	if err != nil {
		return Settings{}, fmt.Errorf("save privacy settings: %w", err)
	}
	p.mu.Lock()
	delete(p.cache, ws)
	p.mu.Unlock()
	return out, nil
}

// MaskFor returns a fresh mask for one conversation of the workspace, or
// nil when its setting is off.
func (p *Policy) MaskFor(ctx context.Context, ws uuid.UUID) (*Mask, error) {
	c, err := p.get(ctx, ws)
	if err != nil || !c.s.Enabled {
		return nil, err
	}
	return NewMask(c.det), nil
}
