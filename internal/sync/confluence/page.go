package confluence

import "time"

// Page is a Confluence page as returned by the v2 API with
// body-format=storage.
type Page struct {
	ID      string `json:"id"`
	Status  string `json:"status"`
	Title   string `json:"title"`
	SpaceID string `json:"spaceId"`
	Version struct {
		Number    int       `json:"number"`
		CreatedAt time.Time `json:"createdAt"`
	} `json:"version"`
	Body struct {
		Storage struct {
			Value string `json:"value"`
		} `json:"storage"`
	} `json:"body"`
	Links struct {
		WebUI string `json:"webui"`
		Base  string `json:"base"`
	} `json:"_links"`
}

// PageList is one page of a v2 list response; Links.Next is the relative
// URL of the next page, empty on the last.
type PageList struct {
	Results []Page `json:"results"`
	Links   Links  `json:"_links"`
}

// Links are the pagination links of a v2 list response.
type Links struct {
	Next string `json:"next"`
	Base string `json:"base"`
}

// Space is a Confluence space.
type Space struct {
	ID     string `json:"id"`
	Key    string `json:"key"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	Status string `json:"status"`
	Links  struct {
		WebUI string `json:"webui"`
	} `json:"_links"`
}

// SpaceList is one page of GET /spaces.
type SpaceList struct {
	Results []Space `json:"results"`
	Links   Links   `json:"_links"`
}
