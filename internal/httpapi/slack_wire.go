package httpapi

import (
	"time"

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
