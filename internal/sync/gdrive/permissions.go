package gdrive

import (
	"context"
	"fmt"

	"knowledgestack/internal/access"
	"knowledgestack/internal/httpclient"
)

// The mirror's rule for Drive permissions (ADR 0058):
//   - user: the address (it grants the member whose verified address it is);
//   - group: the group's address, which grants nobody: the drive.readonly
//     grant cannot read group membership (the Directory API needs an admin
//     scope), and the explain endpoint says so;
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
		return permissionGrant(f.Permissions), nil
	}
	perms, err := c.client.Permissions(ctx, f.ID)
	if err == nil {
		return permissionGrant(perms), nil
	}
	var api *httpclient.APIError
	if asAPIError(err, &api) && (api.Status == 403 || api.Status == 404) {
		return access.Unreadable(fmt.Sprintf("Google Drive answered %d to permissions.list", api.Status)), nil
	}
	return nil, connErr(err)
}
