package grants

import "knowledgestack/internal/config"

// ProviderInfo says whether a connector can be granted, and if not which
// environment variables are missing.
type ProviderInfo struct {
	Provider  string   `json:"provider"`
	Label     string   `json:"label"`
	Available bool     `json:"available"`
	Missing   []string `json:"missing,omitempty"`
}

// Catalogue lists the connectors in a stable order.
func Catalogue(cfg config.Config) []ProviderInfo {
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
		entry(Notion, "Notion", [2]string{"NOTION_CLIENT_ID", cfg.NotionClientID}, [2]string{"NOTION_CLIENT_SECRET", cfg.NotionClientSecret}),
		entry(Confluence, "Confluence", [2]string{"ATLASSIAN_CLIENT_ID", cfg.AtlassianClientID}, [2]string{"ATLASSIAN_CLIENT_SECRET", cfg.AtlassianClientSecret}),
	}
}

// Provider names, as stored in sources.provider.
const (
	Notion     = "notion"
	Confluence = "confluence"
)
