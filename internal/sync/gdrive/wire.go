package gdrive

import (
	"encoding/json"
	"strings"
	"time"
)

// MIME types Drive gives its own files and folders.
const (
	MimeFolder       = "application/vnd.google-apps.folder"
	MimeDoc          = "application/vnd.google-apps.document"
	MimeSheet        = "application/vnd.google-apps.spreadsheet"
	MimeSlides       = "application/vnd.google-apps.presentation"
	MimeShortcut     = "application/vnd.google-apps.shortcut"
	mimeXLSX         = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	mimePPTX         = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
	mimeDOCX         = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	googleAppsPrefix = "application/vnd.google-apps."
)

// fileFields is the fields mask of every file the connector reads: only
// what listing, change detection, citations and permissions (ADR 0058) need.
// Drive fills `permissions` only for files the account may share and never
// for shared-drive items; the connector then asks permissions.list.
const fileFields = "id,name,mimeType,parents,driveId,modifiedTime,size,webViewLink,trashed," + permissionsField

// permissionFields are the fields of a Permission the mirror reads.
const permissionFields = "id,type,role,emailAddress,domain,allowFileDiscovery,deleted"

const permissionsField = "permissions(" + permissionFields + ")"

// File is a Drive file (or folder) as files.list, files.get and
// changes.list return it under fileFields.
type File struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	MimeType     string    `json:"mimeType"`
	Parents      []string  `json:"parents"`
	DriveID      string    `json:"driveId"`
	ModifiedTime time.Time `json:"modifiedTime"`
	// Size is a decimal string in Drive's JSON; Google-native files report
	// a nominal size.
	Size        string `json:"size"`
	WebViewLink string `json:"webViewLink"`
	Trashed     bool   `json:"trashed"`
	// Permissions is nil when Drive did not send the field (see fileFields).
	Permissions []Permission `json:"permissions"`
}

// Permission is one entry of a file's sharing (Drive v3 Permission resource).
type Permission struct {
	ID                 string `json:"id"`
	Type               string `json:"type"` // user, group, domain, anyone
	Role               string `json:"role"`
	EmailAddress       string `json:"emailAddress"`
	Domain             string `json:"domain"`
	AllowFileDiscovery bool   `json:"allowFileDiscovery"`
	Deleted            bool   `json:"deleted"`
}

// PermissionList is one page of permissions.list.
type PermissionList struct {
	Permissions   []Permission `json:"permissions"`
	NextPageToken string       `json:"nextPageToken"`
}

// Parent is the file's folder ("" for a file without one). Drive has given
// every item a single parent since 2020.
func (f File) Parent() string {
	if len(f.Parents) == 0 {
		return ""
	}
	return f.Parents[0]
}

// IsFolder reports whether the item is a folder.
func (f File) IsFolder() bool { return f.MimeType == MimeFolder }

// FileList is one page of files.list.
type FileList struct {
	Files         []File `json:"files"`
	NextPageToken string `json:"nextPageToken"`
}

// Change is one entry of changes.list.
type Change struct {
	FileID  string `json:"fileId"`
	Removed bool   `json:"removed"`
	File    *File  `json:"file"`
}

// ChangeList is one page of changes.list: either NextPageToken (more
// pages) or NewStartPageToken (the last page) is set.
type ChangeList struct {
	Changes           []Change `json:"changes"`
	NextPageToken     string   `json:"nextPageToken"`
	NewStartPageToken string   `json:"newStartPageToken"`
}

// SharedDrive is an entry of drives.list.
type SharedDrive struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// About is the signed-in Google user (about.get with fields=user).
type About struct {
	User struct {
		DisplayName  string `json:"displayName"`
		EmailAddress string `json:"emailAddress"`
		PermissionID string `json:"permissionId"`
	} `json:"user"`
}

// decodeAPIError reads Drive's error envelope,
// {"error": {"code", "message", "errors": [{"reason", "domain", ...}]}},
// and the newer one without "errors" ({"error": {"code", "message",
// "status"}}); the code is the first reason, else the status.
func decodeAPIError(_ int, data []byte) (code, message string) {
	var body struct {
		Error struct {
			Message string `json:"message"`
			Status  string `json:"status"`
			Errors  []struct {
				Reason   string `json:"reason"`
				Location string `json:"location"`
			} `json:"errors"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &body) != nil {
		return "", ""
	}
	code = body.Error.Status
	if len(body.Error.Errors) > 0 {
		code = body.Error.Errors[0].Reason
		if loc := body.Error.Errors[0].Location; loc != "" {
			code += "@" + loc
		}
	}
	return code, body.Error.Message
}

// rateLimited reports whether a 4xx is one of Drive's quota answers, which
// Google asks clients to retry with exponential backoff.
func rateLimited(status int, code string) bool {
	if status != 403 {
		return false
	}
	reason, _, _ := strings.Cut(code, "@")
	return reason == "userRateLimitExceeded" || reason == "rateLimitExceeded"
}
