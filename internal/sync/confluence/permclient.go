package confluence

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// SpacePermission is one assignment of GET /wiki/api/v2/spaces/{id}/permissions:
// a principal (user by account id, group by group id, or a role) and the
// operation it may do.
type SpacePermission struct {
	ID        string `json:"id"`
	Principal struct {
		Type string `json:"type"` // user, group, role
		ID   string `json:"id"`
	} `json:"principal"`
	Operation struct {
		Key        string `json:"key"`        // read, create, delete, ...
		TargetType string `json:"targetType"` // space, page, ...
	} `json:"operation"`
}

// User is a Confluence user as the v1 API returns it. Email is empty unless
// the person's profile lets the app see it (Atlassian's privacy settings).
type User struct {
	Type        string `json:"type"`
	AccountID   string `json:"accountId"`
	AccountType string `json:"accountType"` // atlassian, app
	Email       string `json:"email"`
	PublicName  string `json:"publicName"`
	DisplayName string `json:"displayName"`
}

// Group is a Confluence group in a restriction.
type Group struct {
	Type string `json:"type"`
	Name string `json:"name"`
	ID   string `json:"id"`
}

// Restriction is the read restriction of one page
// (GET /wiki/rest/api/content/{id}/restriction/byOperation/read): the users
// and groups it names. A page with neither is not restricted.
type Restriction struct {
	Operation    string `json:"operation"`
	Restrictions struct {
		User  userPage  `json:"user"`
		Group groupPage `json:"group"`
	} `json:"restrictions"`
}

type userPage struct {
	Results []User `json:"results"`
	Start   int    `json:"start"`
	Limit   int    `json:"limit"`
	Size    int    `json:"size"`
	Links   Links  `json:"_links"`
}

type groupPage struct {
	Results []Group `json:"results"`
	Start   int     `json:"start"`
	Limit   int     `json:"limit"`
	Size    int     `json:"size"`
	Links   Links   `json:"_links"`
}

// restrictionLimit is how many users and groups one restriction read
// returns; a restriction naming more is not read further (it fails closed).
const restrictionLimit = 200

// SpaceReadPermissions lists every assignment of the space's read
// permission (all pages).
func (c *Client) SpaceReadPermissions(ctx context.Context, spaceID string) ([]SpacePermission, error) {
	var out []SpacePermission
	next := c.siteBase() + "/wiki/api/v2/spaces/" + url.PathEscape(spaceID) + "/permissions?limit=250"
	for pages := 0; next != ""; pages++ {
		if pages >= 100 {
			return nil, fmt.Errorf("confluence space permissions: more than 100 pages")
		}
		var l struct {
			Results []SpacePermission `json:"results"`
			Links   Links             `json:"_links"`
		}
		if err := c.t.Do(ctx, http.MethodGet, next, nil, &l); err != nil {
			return nil, fmt.Errorf("confluence space permissions: %w", err)
		}
		for _, p := range l.Results {
			if p.Operation.Key == "read" && p.Operation.TargetType == "space" {
				out = append(out, p)
			}
		}
		next = c.nextURL(l.Links.Next)
	}
	return out, nil
}

// Ancestors are the ids of a page's ancestors, top first
// (GET /wiki/api/v2/pages/{id}/ancestors).
func (c *Client) Ancestors(ctx context.Context, pageID string) ([]string, error) {
	var l struct {
		Results []struct {
			ID   string `json:"id"`
			Type string `json:"type"`
		} `json:"results"`
	}
	u := c.siteBase() + "/wiki/api/v2/pages/" + url.PathEscape(pageID) + "/ancestors?limit=250"
	if err := c.t.Do(ctx, http.MethodGet, u, nil, &l); err != nil {
		return nil, fmt.Errorf("confluence ancestors: %w", err)
	}
	ids := make([]string, 0, len(l.Results))
	for _, a := range l.Results {
		ids = append(ids, a.ID)
	}
	return ids, nil
}

// ReadRestriction is the read restriction of a page, users and groups
// expanded.
func (c *Client) ReadRestriction(ctx context.Context, pageID string) (Restriction, error) {
	var r Restriction
	u := c.siteBase() + "/wiki/rest/api/content/" + url.PathEscape(pageID) + "/restriction/byOperation/read?" +
		url.Values{"expand": {"restrictions.user,restrictions.group"}, "limit": {fmt.Sprint(restrictionLimit)}}.Encode()
	if err := c.t.Do(ctx, http.MethodGet, u, nil, &r); err != nil {
		return Restriction{}, fmt.Errorf("confluence read restriction: %w", err)
	}
	return r, nil
}

// UserByAccountID looks one user up (GET /wiki/rest/api/user?accountId=).
func (c *Client) UserByAccountID(ctx context.Context, accountID string) (User, error) {
	var u User
	if err := c.t.Do(ctx, http.MethodGet, c.siteBase()+"/wiki/rest/api/user?"+url.Values{"accountId": {accountID}}.Encode(), nil, &u); err != nil {
		return User{}, fmt.Errorf("confluence user: %w", err)
	}
	return u, nil
}

// GroupMembers lists a group's members by group id, at most max of them;
// more reports ok false (GET /wiki/rest/api/group/{id}/membersByGroupId).
func (c *Client) GroupMembers(ctx context.Context, groupID string, max int) (members []User, ok bool, err error) {
	for start := 0; ; {
		var l userPage
		u := c.siteBase() + "/wiki/rest/api/group/" + url.PathEscape(groupID) + "/membersByGroupId?" +
			url.Values{"start": {fmt.Sprint(start)}, "limit": {"200"}}.Encode()
		if err := c.t.Do(ctx, http.MethodGet, u, nil, &l); err != nil {
			return nil, false, fmt.Errorf("confluence group members: %w", err)
		}
		members = append(members, l.Results...)
		if len(members) > max {
			return nil, false, nil
		}
		if l.Links.Next == "" || len(l.Results) == 0 {
			return members, true, nil
		}
		start += len(l.Results)
	}
}
