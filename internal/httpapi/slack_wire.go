package httpapi

import (
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/slackapp"
	"knowledgestack/internal/sync/slack"
)

// The wire shapes of the Slack channel picker (api/openapi.yaml). The slack
// package's types carry no JSON tags: these are the only copy of the names.

type channelOptionJSON struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	IsPrivate bool   `json:"isPrivate"`
	IsMember  bool   `json:"isMember"`
	Members   int    `json:"members"`
	Picked    bool   `json:"picked"`
}

type channelStateJSON struct {
	ID           string     `json:"id"`
	Name         string     `json:"name"`
	IsPrivate    bool       `json:"isPrivate"`
	Status       string     `json:"status"`
	LastError    *string    `json:"lastError"`
	HighWaterTS  string     `json:"highWaterTs,omitempty"`
	LastListedAt *time.Time `json:"lastListedAt"`
}

type channelListJSON struct {
	Available []channelOptionJSON `json:"available"`
	Picked    []channelStateJSON  `json:"picked"`
}

func toChannelStatesJSON(list []slack.ChannelState) []channelStateJSON {
	return wireList(list, func(c slack.ChannelState) channelStateJSON {
		return channelStateJSON{ID: c.ID, Name: c.Name, IsPrivate: c.IsPrivate, Status: c.Status,
			LastError: c.LastError, HighWaterTS: c.HighWaterTS, LastListedAt: c.LastListedAt}
	})
}

func toChannelListJSON(l slack.ChannelList) channelListJSON {
	out := channelListJSON{Available: make([]channelOptionJSON, 0, len(l.Available)), Picked: toChannelStatesJSON(l.Picked)}
	for _, c := range l.Available {
		out.Available = append(out.Available, channelOptionJSON{ID: c.ID, Name: c.Name, IsPrivate: c.IsPrivate,
			IsMember: c.IsMember, Members: c.Members, Picked: c.Picked})
	}
	return out
}

// The wire shapes of Slack account links.

type pendingLinkJSON struct {
	SlackUserID   string    `json:"slackUserId"`
	SlackName     string    `json:"slackName"`
	TeamID        string    `json:"teamId"`
	TeamName      string    `json:"teamName"`
	TeamURL       string    `json:"teamUrl"`
	WorkspaceID   uuid.UUID `json:"workspaceId"`
	WorkspaceName string    `json:"workspaceName"`
	ExpiresAt     time.Time `json:"expiresAt"`
}

type slackLinkedJSON struct {
	Linked bool            `json:"linked"`
	Link   pendingLinkJSON `json:"link"`
}

type slackLinkJSON struct {
	TeamID      string    `json:"teamId"`
	TeamName    string    `json:"teamName"`
	SlackUserID string    `json:"slackUserId"`
	SlackName   string    `json:"slackName"`
	LinkedVia   string    `json:"linkedVia"`
	CreatedAt   time.Time `json:"createdAt"`
}

func toPendingLinkJSON(p slackapp.PendingLink) pendingLinkJSON {
	return pendingLinkJSON{SlackUserID: p.SlackUserID, SlackName: p.SlackName, TeamID: p.TeamID, TeamName: p.TeamName,
		TeamURL: p.TeamURL, WorkspaceID: p.WorkspaceID, WorkspaceName: p.WorkspaceName, ExpiresAt: p.ExpiresAt}
}

func toSlackLinkJSON(l slackapp.Link) slackLinkJSON {
	return slackLinkJSON{TeamID: l.TeamID, TeamName: l.TeamName, SlackUserID: l.SlackUserID, SlackName: l.SlackName,
		LinkedVia: l.Via, CreatedAt: l.CreatedAt}
}
