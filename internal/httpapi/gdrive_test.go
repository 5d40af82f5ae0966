package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/gdrive"
	"knowledgestack/internal/testdb"
)

// recordedDrive returns Nango's recorded Drive bodies for a path (the
// gdrive package's testdata; SOURCE.md there).
func recordedDrive(t *testing.T, name, path string) []json.RawMessage {
	t.Helper()
	b, err := os.ReadFile("../sync/gdrive/testdata/recorded/nango/google-drive/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		API map[string]map[string]json.RawMessage `json:"api"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	raw := doc.API["get"][path]
	var many []struct {
		Response json.RawMessage `json:"response"`
	}
	if json.Unmarshal(raw, &many) != nil {
		var one struct {
			Response json.RawMessage `json:"response"`
		}
		json.Unmarshal(raw, &one)
		return []json.RawMessage{one.Response}
	}
	out := make([]json.RawMessage, 0, len(many))
	for _, c := range many {
		out = append(out, c.Response)
	}
	return out
}

func TestDrivePickerOverHTTP(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	const root, folder = "0AN1h4oAN_CPaUk9PVA", "1gdUL2131fuKTwpx0s8DfyiyPpfDhzvrx"
	// The recorded root listing: three pages chained by nextPageToken.
	rootPages := map[string]json.RawMessage{}
	pages := recordedDrive(t, "documents.test.json", "/drive/v3/files")
	rootPages[""] = pages[0]
	var first struct{ NextPageToken string }
	var second struct{ NextPageToken string }
	json.Unmarshal(pages[0], &first)
	json.Unmarshal(pages[1], &second)
	rootPages[first.NextPageToken], rootPages[second.NextPageToken] = pages[1], pages[2]
	drives := recordedDrive(t, "list-drives.test.json", "/drive/v3/drives")[0]
	// Drive at its edge: the recorded root listing and shared drives; the
	// two files.get answers are built from recorded entries.
	google := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		switch r.URL.Path {
		case "/drive/v3/files/root":
			w.Write([]byte(`{"id":"` + root + `","name":"My Drive","mimeType":"application/vnd.google-apps.folder"}`))
		case "/drive/v3/files/" + folder:
			w.Write([]byte(`{"parents":["` + root + `"],"id":"` + folder + `","name":"Test Folder Nango 2","mimeType":"application/vnd.google-apps.folder","trashed":false}`))
		case "/drive/v3/files":
			if r.URL.Query().Get("q") != "'"+root+"' in parents and trashed = false" {
				w.WriteHeader(404)
				w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found."}],"code":404,"message":"File not found."}}`))
				return
			}
			w.Write(rootPages[r.URL.Query().Get("pageToken")])
		case "/drive/v3/drives":
			if r.URL.Query().Get("pageToken") != "" {
				// The recording stops at the first page's nextPageToken: an empty last page.
				w.Write([]byte(`{"kind":"drive#driveList","drives":[]}`))
				return
			}
			w.Write(drives)
		default:
			w.WriteHeader(404)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found."}],"code":404,"message":"File not found."}}`))
		}
	}))
	t.Cleanup(google.Close)
	deps.Drive = gdrive.NewPicker(pool, func(uuid.UUID, uuid.UUID) gdrive.TokenSource { return &httpclienttest.Tokens{Current: "ya29"} },
		gdrive.Config{BaseURL: google.URL, Limiter: rate.NewLimiter(rate.Inf, 1)})
	srv := apitest.Serve(t, deps)
	tn := apitest.NewTenants(t, pool, srv)
	var cred, otherCred uuid.UUID
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, name, access_token_enc, created_by) VALUES ($1, 'gdrive', '0123', 'api@nango.dev', '\x00', $2) RETURNING id`, tn.WS, tn.Owner).Scan(&cred)
	pool.QueryRow(ctx, `INSERT INTO source_credentials (workspace_id, provider, external_id, name, access_token_enc) VALUES ($1, 'gdrive', '0123', 'other', '\x00') RETURNING id`, tn.RivalWS).Scan(&otherCred)

	t.Run("choices are My Drive, the shared drives and the root's folders", func(t *testing.T) {
		var out struct {
			MyDrive      struct{ ID, Kind string }
			SharedDrives []struct{ ID, Name string }
			Folders      []struct{ ID, Name string }
		}
		if code := tn.AsOwner.JSON("GET", "/gdrive/connections/"+cred.String()+"/choices", nil, &out); code != 200 {
			t.Fatalf("%d", code)
		}
		if out.MyDrive.ID != root || len(out.SharedDrives) != 10 || len(out.Folders) != 64 { // the folders of the three recorded pages
			t.Fatalf("%+v", out)
		}
	})
	t.Run("one source per choice, checked with Google", func(t *testing.T) {
		for _, body := range []map[string]string{{"kind": "my_drive"}, {"kind": "shared_drive", "id": "0ANBaAC9ROv2CUk9PVA"}, {"kind": "folder", "id": folder}} {
			var out struct{ SourceID uuid.UUID }
			if code := tn.AsOwner.JSON("POST", "/gdrive/connections/"+cred.String()+"/sources", body, &out); code != 201 || out.SourceID == uuid.Nil {
				t.Fatalf("%v: %d", body, code)
			}
		}
		resp := tn.AsOwner.Request("POST", "/gdrive/connections/"+cred.String()+"/sources", map[string]string{"kind": "folder", "id": "1nope"}, nil)
		if resp.StatusCode != 400 {
			t.Errorf("an unknown folder: %d", resp.StatusCode)
		}
		var conns struct {
			Connections []struct {
				Name    string
				Sources []struct{ Kind, Name, Mode string }
			}
		}
		if code := tn.AsOwner.JSON("GET", "/gdrive/connections", nil, &conns); code != 200 || len(conns.Connections) != 1 || len(conns.Connections[0].Sources) != 3 {
			t.Fatalf("%d %+v", code, conns)
		}
		var names []string
		for _, s := range conns.Connections[0].Sources {
			names = append(names, s.Kind+":"+s.Name)
		}
		if got := strings.Join(names, ","); got != "shared_drive:Last Test Drive,my_drive:My Drive,folder:Test Folder Nango 2" {
			t.Errorf("sources %s", got)
		}
	})
	t.Run("members and other workspaces are refused", func(t *testing.T) {
		if code := tn.AsMember.JSON("GET", "/gdrive/connections", nil, nil); code != 403 {
			t.Errorf("member: %d", code)
		}
		if code := tn.AsOwner.JSON("GET", "/gdrive/connections/"+otherCred.String()+"/choices", nil, nil); code != 404 {
			t.Errorf("another workspace's connection: %d", code)
		}
	})
}
