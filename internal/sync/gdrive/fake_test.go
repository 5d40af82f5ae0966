package gdrive

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"knowledgestack/internal/sync/connectortest"
)

// fakeDrive is Google Drive served at its HTTP edge in the v3 wire format.
// Its file objects, shared drives, start page token and Doc exports are
// recorded ones (testdata/recorded, see SOURCE.md there); the changes the
// tests make are applied to those objects and logged as changes.list
// entries. No recording exists of a changes.list page with entries, of
// Drive's error bodies or of PPTX/XLSX/PDF bodies: the first two are built
// here from Google's documented formats (the Drive v3 reference of
// changes.list and "Resolve errors"), the bodies are the repository's own
// test documents (testdata/files).
type fakeDrive struct {
	t  testing.TB
	mu sync.Mutex

	files  map[string]map[string]any // raw Drive file objects by id
	bodies map[string][]byte         // export or download body by file id
	// log is the change log; token base+i reads from entry i.
	log      []map[string]any
	base     int
	drives   []map[string]any
	pageSize int

	quota        int             // the next n calls answer 403 userRateLimitExceeded
	refuseToken  bool            // changes.list refuses every page token (expired)
	unauthorized bool            // every call answers 401 authError
	exportTooBig map[string]bool // files.export answers 403 exportSizeLimitExceeded
	exportDenied map[string]bool // files.export answers 403 cannotExportFile (the owner turned off download)
	onExport     func(id string) // called (locked) before an export is answered
	// directory is what the Directory API's members.list reads for a group
	// (testdata/schema-built/directory_members.json); a group not in it is
	// answered 403 insufficientPermissions, as for a grant without the
	// admin.directory.group.readonly scope.
	directory map[string][]byte
	calls     connectortest.Calls
}

// recordedFile finds the first recorded files.list entry of a MIME type.
func recordedFile(t testing.TB, mime string) map[string]any {
	t.Helper()
	for _, page := range connectortest.Nango(t, "nango/google-drive/documents.test.json", "/drive/v3/files") {
		files, _ := page["files"].([]any)
		for _, f := range files {
			if m := f.(map[string]any); m["mimeType"] == mime {
				return connectortest.Clone(m)
			}
		}
	}
	t.Fatalf("no recorded file of type %s", mime)
	return nil
}

// docExport is a recorded Docs HTML export, one line as exported (the
// upstream fixture added line breaks and tabs between tags).
func docExport(t testing.TB, name string) []byte {
	b := connectortest.Testdata(t, "third_party/google-docs-to-markdown/"+name+".export.html")
	return regexp.MustCompile(`\n\t*`).ReplaceAll(b, nil)
}

func newFakeDrive(t testing.TB) (*fakeDrive, *httptest.Server) {
	f := &fakeDrive{t: t, files: map[string]map[string]any{}, bodies: map[string][]byte{}, pageSize: 1000,
		exportTooBig: map[string]bool{}, exportDenied: map[string]bool{}}
	tok := connectortest.Nango(t, "nango/google-drive/get-changes-start-page-token.test.json", "/drive/v3/changes/startPageToken")[0]
	f.base, _ = strconv.Atoi(tok["startPageToken"].(string))
	for _, d := range connectortest.Nango(t, "nango/google-drive/list-drives.test.json", "/drive/v3/drives")[0]["drives"].([]any) {
		f.drives = append(f.drives, d.(map[string]any))
	}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	return f, srv
}

// driveError writes Drive's documented error envelope.
func driveError(w http.ResponseWriter, status int, reason, location, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	w.WriteHeader(status)
	e := map[string]any{"domain": "global", "reason": reason, "message": msg}
	if reason == "userRateLimitExceeded" {
		e["domain"] = "usageLimits"
	}
	if location != "" {
		e["location"], e["locationType"] = location, "parameter"
	}
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"errors": []any{e}, "code": status, "message": msg}})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	json.NewEncoder(w).Encode(v)
}

var inParents = regexp.MustCompile(`^'([^']+)' in parents and trashed = false$`)

func (f *fakeDrive) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	q := r.URL.Query()
	f.calls.Add(r.URL.Path + " " + q.Get("q") + q.Get("pageToken") + q.Get("mimeType") + q.Get("alt"))
	if f.unauthorized || r.Header.Get("Authorization") == "" {
		driveError(w, 401, "authError", "Authorization", "Invalid Credentials")
		return
	}
	if f.quota > 0 {
		f.quota--
		driveError(w, 403, "userRateLimitExceeded", "", "User Rate Limit Exceeded")
		return
	}
	path := strings.TrimPrefix(r.URL.Path, "/drive/v3")
	switch {
	case strings.HasPrefix(path, "/admin/directory/v1/groups/") && strings.HasSuffix(path, "/members"):
		body, ok := f.directory[strings.TrimSuffix(strings.TrimPrefix(path, "/admin/directory/v1/groups/"), "/members")]
		if !ok {
			driveError(w, 403, "insufficientPermissions", "", "Request had insufficient authentication scopes.")
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		w.Write(body)
	case path == "/files":
		f.list(w, q)
	case path == "/changes/startPageToken":
		writeJSON(w, map[string]any{"kind": "drive#startPageToken", "startPageToken": strconv.Itoa(f.base + len(f.log))})
	case path == "/changes":
		f.changes(w, q)
	case path == "/drives":
		writeJSON(w, map[string]any{"kind": "drive#driveList", "drives": f.drives})
	case path == "/about":
		about := connectortest.Nango(f.t, "nango/google-drive/get-about.test.json", "/drive/v3/about")[0]
		writeJSON(w, map[string]any{"user": about["user"]})
	case strings.HasSuffix(path, "/permissions"):
		f.permissions(w, strings.TrimSuffix(strings.TrimPrefix(path, "/files/"), "/permissions"), q.Get("fields"))
	case strings.HasSuffix(path, "/export"):
		f.export(w, strings.TrimSuffix(strings.TrimPrefix(path, "/files/"), "/export"), q.Get("mimeType"))
	case strings.HasPrefix(path, "/files/"):
		id := strings.TrimPrefix(path, "/files/")
		if id == "root" {
			id = myRoot
		}
		file, ok := f.files[id]
		if !ok {
			driveError(w, 404, "notFound", "fileId", "File not found: "+id+".")
			return
		}
		if q.Get("alt") == "media" {
			w.Header().Set("Content-Type", file["mimeType"].(string))
			w.Write(f.bodies[id])
			return
		}
		writeJSON(w, file)
	default:
		driveError(w, 404, "notFound", "", "Not Found")
	}
}

func (f *fakeDrive) list(w http.ResponseWriter, q map[string][]string) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	m := inParents.FindStringSubmatch(get("q"))
	if m == nil || get("supportsAllDrives") != "true" || !strings.Contains(get("fields"), "webViewLink") {
		driveError(w, 400, "invalid", "q", "Invalid Value")
		return
	}
	var sel []map[string]any
	for _, file := range f.files {
		if parent(file) == m[1] && file["trashed"] != true {
			if d := get("driveId"); d != "" && file["driveId"] != d {
				continue
			}
			sel = append(sel, file)
		}
	}
	sort.Slice(sel, func(i, j int) bool { return sel[i]["id"].(string) < sel[j]["id"].(string) })
	off := 0
	if tok := get("pageToken"); tok != "" {
		off, _ = strconv.Atoi(strings.TrimPrefix(tok, "~!!~"))
	}
	end := min(off+f.pageSize, len(sel))
	page := make([]any, 0, end-min(off, end))
	for _, file := range sel[min(off, end):end] {
		page = append(page, asListed(file))
	}
	body := map[string]any{"files": page}
	if end < len(sel) {
		body["nextPageToken"] = fmt.Sprintf("~!!~%d", end)
	}
	writeJSON(w, body)
}

func (f *fakeDrive) export(w http.ResponseWriter, id, mime string) {
	file, ok := f.files[id]
	if !ok {
		driveError(w, 404, "notFound", "fileId", "File not found: "+id+".")
		return
	}
	want := map[string]string{MimeDoc: "text/html", MimeSheet: mimeXLSX, MimeSlides: mimePPTX}[file["mimeType"].(string)]
	if want == "" || mime != want {
		driveError(w, 400, "badRequest", "", "The requested conversion is not supported.")
		return
	}
	if f.onExport != nil {
		f.onExport(id)
	}
	if f.exportTooBig[id] {
		driveError(w, 403, "exportSizeLimitExceeded", "", "This file is too large to be exported.")
		return
	}
	if f.exportDenied[id] {
		driveError(w, 403, "cannotExportFile", "", "This file cannot be exported by the user.")
		return
	}
	w.Header().Set("Content-Type", mime)
	w.Write(f.bodies[id])
}

func (f *fakeDrive) changes(w http.ResponseWriter, q map[string][]string) {
	tok, err := strconv.Atoi(q["pageToken"][0])
	if f.refuseToken || err != nil || tok < f.base || tok > f.base+len(f.log) {
		driveError(w, 400, "invalid", "pageToken", "Invalid Value")
		return
	}
	from := tok - f.base
	end := min(from+f.pageSize, len(f.log))
	body := map[string]any{"kind": "drive#changeList", "changes": f.log[from:end]}
	if end < len(f.log) {
		body["nextPageToken"] = strconv.Itoa(f.base + end)
	} else {
		body["newStartPageToken"] = strconv.Itoa(f.base + len(f.log))
	}
	writeJSON(w, body)
}

func parent(file map[string]any) string {
	ps, _ := file["parents"].([]any)
	if len(ps) == 0 {
		return ""
	}
	return ps[0].(string)
}

// put adds or replaces a file without logging a change (the drive as it
// was before the first pass).
func (f *fakeDrive) put(file map[string]any, body []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.files[file["id"].(string)] = file
	if body != nil {
		f.bodies[file["id"].(string)] = body
	}
}

// change applies edit to a file (nil: create) and logs the change as
// changes.list reports it.
func (f *fakeDrive) change(id string, edit func(file map[string]any)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	file := f.files[id]
	edit(file)
	file["modifiedTime"] = time.Now().UTC().Format("2006-01-02T15:04:05.000Z")
	f.log = append(f.log, map[string]any{"kind": "drive#change", "changeType": "file", "type": "file", "removed": false,
		"fileId": id, "file": asListed(file), "time": file["modifiedTime"]})
}

// asListed is a file as files.list and changes.list return it: Drive never
// fills `permissions` for an item of a shared drive (the Drive v3 reference
// of File.permissions), so the connector must ask permissions.list.
func asListed(file map[string]any) map[string]any {
	out := connectortest.Clone(file)
	if out["driveId"] != nil {
		delete(out, "permissions")
	}
	return out
}

// share sets a file's permissions (Drive v3 Permission resources) and logs
// the change as changes.list reports a sharing change: the file is listed
// again with its modifiedTime unchanged (sharing is not an edit).
func (f *fakeDrive) share(id string, perms ...map[string]any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	file := f.files[id]
	list := make([]any, len(perms))
	for i, p := range perms {
		list[i] = p
	}
	file["permissions"] = list
	f.log = append(f.log, map[string]any{"kind": "drive#change", "changeType": "file", "type": "file", "removed": false,
		"fileId": id, "file": asListed(file), "time": time.Now().UTC().Format(time.RFC3339Nano)})
}

// permissions answers permissions.list: the file's permissions, or, for a
// file the account may not share (no permissions set here), Drive's 403
// insufficientFilePermissions (documented in "Resolve errors"; no recording
// of either exists, see testdata/recorded/SOURCE.md).
func (f *fakeDrive) permissions(w http.ResponseWriter, id, fields string) {
	file, ok := f.files[id]
	if !ok {
		driveError(w, 404, "notFound", "fileId", "File not found: "+id+".")
		return
	}
	perms, ok := file["permissions"]
	if !ok {
		driveError(w, 403, "insufficientFilePermissions", "", "The user does not have sufficient permissions for this file.")
		return
	}
	if !strings.Contains(fields, "emailAddress") || !strings.Contains(fields, "domain") {
		driveError(w, 400, "invalid", "fields", "Invalid field selection")
		return
	}
	writeJSON(w, map[string]any{"kind": "drive#permissionList", "permissions": perms})
}

// drivePermission is a Permission resource as Drive v3 returns it.
func drivePermission(typ, role, who string) map[string]any {
	p := map[string]any{"kind": "drive#permission", "id": typ + "-" + who, "type": typ, "role": role}
	switch typ {
	case "user", "group":
		p["emailAddress"] = who
	case "domain":
		p["domain"], p["allowFileDiscovery"] = who, false
	case "anyone":
		p["id"], p["allowFileDiscovery"] = "anyoneWithLink", false
	}
	return p
}

// remove deletes a file for good: changes.list reports removed with no file.
func (f *fakeDrive) remove(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.files, id)
	f.log = append(f.log, map[string]any{"kind": "drive#change", "changeType": "file", "type": "file", "removed": true,
		"fileId": id, "time": time.Now().UTC().Format(time.RFC3339Nano)})
}
