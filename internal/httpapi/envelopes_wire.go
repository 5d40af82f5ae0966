package httpapi

import "github.com/google/uuid"

// The small answers of api/openapi.yaml that wrap one value or a few: typed,
// so a renamed field is a compile error here rather than a silent change on
// the wire (the contract test checks each against the schema).

// errorJSON is every error's body; files only for a refused upload.
type errorJSON struct {
	Error string          `json:"error"`
	Code  string          `json:"code"`
	Files []fileErrorJSON `json:"files,omitempty"`
}

type userEnvelopeJSON struct {
	User userJSON `json:"user"`
}

// meJSON is GET /auth/me: the user, their workspaces and the session's.
type meJSON struct {
	User            userJSON        `json:"user"`
	Workspaces      []workspaceJSON `json:"workspaces"`
	ActiveWorkspace *workspaceJSON  `json:"activeWorkspace"`
}

type endedJSON struct {
	Ended int64 `json:"ended"`
}

// authConfigJSON tells the sign-in page which ways in this server offers.
type authConfigJSON struct {
	Providers []providerJSON `json:"providers"`
	Google    bool           `json:"google"`
	Local     bool           `json:"local"`
	Signup    string         `json:"signup"`
}

type connectorsJSON struct {
	Connectors []connectorJSON `json:"connectors"`
}

type urlJSON struct {
	URL string `json:"url"`
}

type driveConnectionsJSON struct {
	Connections []driveConnectionJSON `json:"connections"`
}

type sourceIDJSON struct {
	SourceID uuid.UUID `json:"sourceId"`
}

type slackLinksJSON struct {
	Links []slackLinkJSON `json:"links"`
}

type pickedJSON struct {
	Picked []channelStateJSON `json:"picked"`
}

type queuedJSON struct {
	Queued bool `json:"queued"`
}

type joinCodeJSON struct {
	JoinCode string `json:"joinCode"`
}
