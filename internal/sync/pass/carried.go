package pass

import "time"

// Carried is a document as the pass last stored it, which a connector
// lists again without asking its provider: one outside the provider's
// listing window (an incremental pass) or in a part the provider could
// not read this time. Listed with its stored edit time, it is neither
// fetched again nor deleted.
type Carried struct {
	ExternalID string
	Title      string
	UpstreamAt *time.Time
}

// Item is the carried document as a listed item.
func (d Carried) Item() Item {
	it := Item{ExternalID: d.ExternalID, Title: d.Title}
	if d.UpstreamAt != nil {
		it.UpdatedAt = *d.UpstreamAt
	}
	return it
}
