package gdrive

import (
	"context"
	"fmt"
	"strings"

	"knowledgestack/internal/access"
	"knowledgestack/internal/httpclient"
)

// The mirror's rule for Drive permissions (ADR 0058):
//   - user: the address (it grants the member whose verified address it is);
//   - group: the group's address; its members hold it by their verified
//     address when the grant may read the group through the Directory API
//     (ADR 0063: admin.directory.group.readonly), otherwise it grants nobody
//     and the explain endpoint says so;
//   - domain: every verified address in the domain, whether or not the file is
//     discoverable there (allowFileDiscovery false is "anyone in the domain
//     with the link": whoever indexed it put the link in the workspace);
//   - anyone (with or without the link): every member of the workspace, by the
//     same reasoning: the file is public to whoever has its link;
//   - deleted accounts and unknown types grant nothing.
func permissionGrant(perms []Permission) *access.Grant {
	g := &access.Grant{}
	for _, p := range perms {
		if p.Deleted {
			continue
		}
		role := p.Role
		switch p.Type {
		case "user":
			g.Entries = append(g.Entries, access.Entry{Kind: access.KindEmail, Value: p.EmailAddress,
				Reason: fmt.Sprintf("Google Drive shares it with %s (%s)", p.EmailAddress, role)})
		case "group":
			g.Entries = append(g.Entries, access.Entry{Kind: access.KindGroup, Value: p.EmailAddress,
				Reason: fmt.Sprintf("Google Drive shares it with the group %s (%s)", p.EmailAddress, role)})
		case "domain":
			how := "everyone in the domain"
			if !p.AllowFileDiscovery {
				how = "everyone in the domain with the link"
			}
			g.Entries = append(g.Entries, access.Entry{Kind: access.KindDomain, Value: p.Domain,
				Reason: fmt.Sprintf("Google Drive shares it with %s %s (%s)", how, p.Domain, role)})
		case "anyone":
			how := "anyone on the internet"
			if !p.AllowFileDiscovery {
				how = "anyone with the link"
			}
			g.Entries = append(g.Entries, access.Entry{Kind: access.KindAnyone,
				Reason: fmt.Sprintf("Google Drive shares it with %s (%s), so every member of this workspace reads it", how, role)})
		}
	}
	return g
}

// grantOf is the file's permissions: from the listing when Drive sent
// them, else from permissions.list. When Drive will not say (403, 404: the
// account may not see the sharing), the document fails closed to its
// grantor; an error that is not Drive's answer (quota exhausted after the
// retries, the network) stops the listing, so the pass retries.
func (c *Connector) grantOf(ctx context.Context, f File) (*access.Grant, error) {
	if f.Permissions != nil {
		return c.withGroups(ctx, permissionGrant(f.Permissions))
	}
	perms, err := c.client.Permissions(ctx, f.ID)
	if err == nil {
		return c.withGroups(ctx, permissionGrant(perms))
	}
	var api *httpclient.APIError
	if asAPIError(err, &api) && (api.Status == 403 || api.Status == 404) {
		return access.Unreadable(fmt.Sprintf("Google Drive answered %d to permissions.list", api.Status)), nil
	}
	return nil, connErr(err)
}

// withGroups reads, once per pass, the members of each group g grants
// (ADR 0063) and records them as holders of the group's principal, so a
// member of this workspace who verified a member's address reads what the
// group may. Google answers 403 when the grant lacks the
// admin.directory.group.readonly scope or the account may not read the
// group, and 404 for a group outside the account's organisation: the group
// then has no holders (any recorded before are removed) and grants nobody.
// A group of more than access.MaxHolders members, or one whose members
// include the whole organisation (type CUSTOMER), grants nobody too. Other
// errors stop the listing, so the pass retries.
func (c *Connector) withGroups(ctx context.Context, g *access.Grant) (*access.Grant, error) {
	for _, e := range g.Entries {
		if e.Kind != access.KindGroup || e.Value == "" {
			continue
		}
		group := strings.ToLower(e.Value)
		if c.groups[group] {
			continue
		}
		c.groups[group] = true
		var holders []access.Holder
		members, ok, err := c.client.GroupMembers(ctx, group, access.MaxHolders)
		var api *httpclient.APIError
		switch {
		case asAPIError(err, &api) && (api.Status == 403 || api.Status == 404):
			c.log.Info("google group members not readable", "group", group, "status", api.Status)
		case err != nil:
			return nil, connErr(err)
		case ok:
			for _, m := range members {
				if m.Type == "CUSTOMER" {
					holders = nil
					break
				}
				if m.Type == "USER" && (m.Status == "" || m.Status == "ACTIVE") && m.Email != "" {
					holders = append(holders, access.Holder{Email: m.Email,
						Reason: fmt.Sprintf("the Google Directory lists them as a member of the group %s", group)})
				}
			}
		}
		if err := access.SetHolders(ctx, c.st.pool, c.src.WorkspaceID, c.src.ID, access.Principal(access.KindGroup, group), holders); err != nil {
			return nil, err
		}
	}
	return g, nil
}
