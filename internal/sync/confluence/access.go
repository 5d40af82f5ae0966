package confluence

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"knowledgestack/internal/access"
	"knowledgestack/internal/httpclient"
)

// The mirror's rule for Confluence (ADR 0063). A person reads a page when
// the space lets them read it AND every read restriction on the page and on
// each of its ancestors names them (Confluence's inheritance: a restricted
// parent hides its whole subtree from whoever it does not name). Each of
// those levels is turned into a set of e-mail addresses and the page's
// readers are their intersection:
//   - a user counts by the address Confluence shows for their account
//     (profile visibility allowing); an account whose address is hidden
//     grants nothing here, because nothing ties it to one of our members;
//   - a group counts by its members (membersByGroupId), each by address; a
//     group that cannot be listed, or lists more than access.MaxEntries
//     people, counts as nobody;
//   - a role (the newer space roles) cannot be resolved and counts as nobody.
//
// Every cut above removes readers, never adds them (fail closed). A page
// whose levels leave nobody is its grantor's alone: their token read it, so
// Confluence lets them. Answers 403/404 (a grant without the permission
// scopes, a space the token may not administer) fail the page closed the
// same way; other errors stop the listing so the pass retries.

// maxUserLookups bounds the account look-ups one pass makes for space
// permissions that name users by account id.
const maxUserLookups = 500

// level is one condition a reader must meet: the space's read permission
// or one page's read restriction.
type level struct {
	what   string          // "the space MFS", "the read restriction of page “Plans”"
	emails map[string]bool // the addresses it lets read, lower case
	notes  []string        // who it names but we cannot count
}

// permState is what a pass reads once: the space's level and each page's
// restriction, user and group.
type permState struct {
	space      *level
	spaceGrant *access.Grant // set when the space's permissions are unreadable
	restricted map[string]*level
	users      map[string]string // account id → address ("" hidden)
	lookups    int
	groups     map[string]*level
	titles     map[string]string
}

func newPermState() *permState {
	return &permState{restricted: map[string]*level{}, users: map[string]string{}, groups: map[string]*level{}, titles: map[string]string{}}
}

// refused reports whether err is Confluence's refusal to say (403, 404).
func refused(err error) (int, bool) {
	var api *httpclient.APIError
	if errors.As(err, &api) && (api.Status == 403 || api.Status == 404) {
		return api.Status, true
	}
	return 0, false
}

// grantOf is who may read the page p.
func (c *Connector) grantOf(ctx context.Context, p Page) (*access.Grant, error) {
	st := c.perm
	if st.space == nil && st.spaceGrant == nil {
		if err := c.readSpace(ctx); err != nil {
			return nil, err
		}
	}
	if st.spaceGrant != nil {
		return st.spaceGrant, nil
	}
	ancestors, err := c.client.Ancestors(ctx, p.ID)
	if code, ok := refused(err); ok {
		return access.Unreadable(fmt.Sprintf("Confluence answered %d when asked for the page's ancestors", code)), nil
	} else if err != nil {
		return nil, connErr(err)
	}
	levels := []*level{st.space}
	for _, id := range append(ancestors, p.ID) {
		l, g, err := c.restriction(ctx, id)
		if err != nil || g != nil {
			return g, err
		}
		if l != nil {
			levels = append(levels, l)
		}
	}
	return intersect(levels), nil
}

// intersect is the grant of the addresses every level lets read.
func intersect(levels []*level) *access.Grant {
	var notes []string
	for _, l := range levels {
		notes = append(notes, l.notes...)
	}
	var whats []string
	for _, l := range levels[1:] {
		whats = append(whats, l.what)
	}
	g := &access.Grant{}
	for _, e := range slices.Sorted(maps.Keys(levels[0].emails)) {
		all := true
		for _, l := range levels[1:] {
			all = all && l.emails[e]
		}
		if !all {
			continue
		}
		reason := "Confluence: " + e + " may read " + levels[0].what
		if len(whats) > 0 {
			reason += " and is named by " + strings.Join(whats, " and ")
		}
		g.Entries = append(g.Entries, access.Entry{Kind: access.KindEmail, Value: e, Reason: reason})
	}
	if len(g.Entries) == 0 {
		why := "Confluence names no reader of this page whose e-mail address it shows"
		if len(notes) > 0 {
			why += " (" + strings.Join(notes, "; ") + ")"
		}
		return access.Unreadable(why)
	}
	return g
}

// readSpace reads the space's read permission once per pass.
func (c *Connector) readSpace(ctx context.Context) error {
	st := c.perm
	perms, err := c.client.SpaceReadPermissions(ctx, c.cfg.SpaceID)
	if code, ok := refused(err); ok {
		st.spaceGrant = access.Unreadable(fmt.Sprintf("Confluence answered %d when asked for the space's permissions; reconnect Confluence to grant the permission scopes", code))
		return nil
	}
	if err != nil {
		return connErr(err)
	}
	l := &level{what: "the space " + cmpOr(c.cfg.SpaceKey, c.cfg.SpaceID), emails: map[string]bool{}}
	for _, p := range perms {
		switch p.Principal.Type {
		case "user":
			e, err := c.userEmail(ctx, p.Principal.ID)
			if err != nil {
				return err
			}
			if e != "" {
				l.emails[e] = true
			} else {
				l.notes = append(l.notes, "a user of the space whose address Confluence does not show")
			}
		case "group":
			g, err := c.group(ctx, p.Principal.ID, p.Principal.ID)
			if err != nil {
				return err
			}
			maps.Copy(l.emails, g.emails)
			l.notes = append(l.notes, g.notes...)
		default:
			l.notes = append(l.notes, fmt.Sprintf("a space %s permission, which is not resolved to people", p.Principal.Type))
		}
	}
	st.space = l
	return nil
}

// restriction is page id's read restriction as a level (nil: not
// restricted), or the grant to give when Confluence will not say.
func (c *Connector) restriction(ctx context.Context, id string) (*level, *access.Grant, error) {
	st := c.perm
	if l, ok := st.restricted[id]; ok {
		return l, nil, nil
	}
	r, err := c.client.ReadRestriction(ctx, id)
	if code, ok := refused(err); ok {
		return nil, access.Unreadable(fmt.Sprintf("Confluence answered %d when asked for the read restriction of page %s", code, id)), nil
	}
	if err != nil {
		return nil, nil, connErr(err)
	}
	users, groups := r.Restrictions.User.Results, r.Restrictions.Group.Results
	if len(users) == 0 && len(groups) == 0 {
		st.restricted[id] = nil
		return nil, nil, nil
	}
	name := "page " + id
	if t := st.titles[id]; t != "" {
		name = fmt.Sprintf("page %q", t)
	}
	l := &level{what: "the read restriction of " + name, emails: map[string]bool{}}
	for _, u := range users {
		if e := strings.ToLower(strings.TrimSpace(u.Email)); e != "" && u.AccountType != "app" {
			l.emails[e] = true
		} else if u.AccountType != "app" {
			l.notes = append(l.notes, fmt.Sprintf("%s is named by the read restriction of %s, but Confluence does not show their address", cmpOr(u.PublicName, u.AccountID), name))
		}
	}
	for _, g := range groups {
		gl, err := c.group(ctx, g.ID, cmpOr(g.Name, g.ID))
		if err != nil {
			return nil, nil, err
		}
		maps.Copy(l.emails, gl.emails)
		l.notes = append(l.notes, gl.notes...)
	}
	if len(users) >= restrictionLimit || len(groups) >= restrictionLimit {
		l.notes = append(l.notes, fmt.Sprintf("the read restriction of %s names more than %d users or groups; only the first were read", name, restrictionLimit))
	}
	st.restricted[id] = l
	return l, nil, nil
}

// group is a group's members as a level, read once per pass.
func (c *Connector) group(ctx context.Context, id, name string) (*level, error) {
	st := c.perm
	if g, ok := st.groups[id]; ok {
		return g, nil
	}
	g := &level{what: "the group " + name, emails: map[string]bool{}}
	members, ok, err := c.client.GroupMembers(ctx, id, access.MaxEntries)
	switch code, refusedIt := refused(err); {
	case refusedIt:
		g.notes = append(g.notes, fmt.Sprintf("the group %s (Confluence answered %d when asked for its members), which grants nobody here", name, code))
	case err != nil:
		return nil, connErr(err)
	case !ok:
		g.notes = append(g.notes, fmt.Sprintf("the group %s has more than %d members and grants nobody here", name, access.MaxEntries))
	default:
		hidden := 0
		for _, m := range members {
			if e := strings.ToLower(strings.TrimSpace(m.Email)); e != "" && m.AccountType != "app" {
				g.emails[e] = true
			} else if m.AccountType != "app" {
				hidden++
			}
		}
		if hidden > 0 {
			g.notes = append(g.notes, fmt.Sprintf("%d members of the group %s whose address Confluence does not show", hidden, name))
		}
	}
	st.groups[id] = g
	return g, nil
}

// userEmail is an account's address ("" when Confluence does not show it
// or the pass has made maxUserLookups look-ups).
func (c *Connector) userEmail(ctx context.Context, accountID string) (string, error) {
	st := c.perm
	if e, ok := st.users[accountID]; ok {
		return e, nil
	}
	if st.lookups >= maxUserLookups {
		return "", nil
	}
	st.lookups++
	u, err := c.client.UserByAccountID(ctx, accountID)
	if _, ok := refused(err); ok {
		st.users[accountID] = ""
		return "", nil
	}
	if err != nil {
		return "", connErr(err)
	}
	e := ""
	if u.AccountType != "app" {
		e = strings.ToLower(strings.TrimSpace(u.Email))
	}
	st.users[accountID] = e
	return e, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
