package grants

// ProviderInfo says whether a connector can be granted, and if not which
// environment variables are missing.
type ProviderInfo struct {
	Provider  string   `json:"provider"`
	Label     string   `json:"label"`
	Available bool     `json:"available"`
	Missing   []string `json:"missing,omitempty"`
}

// Client is a provider app's OAuth credentials (empty when the server has none).
type Client struct {
	ID, Secret string
}

// Catalogue lists the connectors in a stable order, naming for each one the
// environment variables its app credentials are missing.
func Catalogue(notion, atlassian Client) []ProviderInfo {
	entry := func(provider, label string, vars ...[2]string) ProviderInfo {
		p := ProviderInfo{Provider: provider, Label: label}
		for _, v := range vars {
			if v[1] == "" {
				p.Missing = append(p.Missing, v[0])
			}
		}
		p.Available = len(p.Missing) == 0
		return p
	}
	return []ProviderInfo{
		entry(Notion, "Notion", [2]string{"NOTION_CLIENT_ID", notion.ID}, [2]string{"NOTION_CLIENT_SECRET", notion.Secret}),
		entry(Confluence, "Confluence", [2]string{"ATLASSIAN_CLIENT_ID", atlassian.ID}, [2]string{"ATLASSIAN_CLIENT_SECRET", atlassian.Secret}),
	}
}

// Provider names, as stored in sources.provider.
const (
	Notion     = "notion"
	Confluence = "confluence"
)
