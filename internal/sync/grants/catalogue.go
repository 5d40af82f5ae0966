package grants

// ProviderInfo says whether a connector can be granted, and if not which
// environment variables are missing.
type ProviderInfo struct {
	Provider  string
	Label     string
	Available bool
	Missing   []string
}

// Client is a provider app's OAuth credentials (empty when the server has none).
type Client struct {
	ID, Secret string
}

// SlackApp is the Slack app's OAuth client and the signing secret that
// verifies the requests Slack sends (/ask, events): Slack is offered only
// with all three.
type SlackApp struct {
	Client
	SigningSecret string
}

// Catalogue lists the connectors in a stable order, naming for each one the
// environment variables its app credentials are missing.
func Catalogue(notion, atlassian Client, slackApp SlackApp, drive Client) []ProviderInfo {
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
		entry(Slack, "Slack", [2]string{"SLACK_CLIENT_ID", slackApp.ID}, [2]string{"SLACK_CLIENT_SECRET", slackApp.Secret},
			[2]string{"SLACK_SIGNING_SECRET", slackApp.SigningSecret}),
		// The Drive client is GOOGLE_DRIVE_CLIENT_ID/SECRET, else the sign-in
		// client (config picks); the variables named are the Drive ones.
		entry(GDrive, "Google Drive", [2]string{"GOOGLE_DRIVE_CLIENT_ID", drive.ID}, [2]string{"GOOGLE_DRIVE_CLIENT_SECRET", drive.Secret}),
	}
}

// Provider names, as stored in sources.provider.
const (
	Notion     = "notion"
	Confluence = "confluence"
)
