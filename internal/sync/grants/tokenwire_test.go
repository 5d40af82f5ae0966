package grants

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"

	"knowledgestack/internal/secret/secrettest"
	"knowledgestack/internal/testdb"
)

// tokenRequest is what a token endpoint received.
type tokenRequest struct {
	contentType, authorization string
	body                       map[string]any
}

// tokenEndpoint records each request and answers with answer, as JSON.
func tokenEndpoint(t *testing.T, answer string) (*httptest.Server, *[]tokenRequest) {
	t.Helper()
	var got []tokenRequest
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		req := tokenRequest{contentType: r.Header.Get("Content-Type"), authorization: r.Header.Get("Authorization")}
		if err := json.Unmarshal(raw, &req.body); err != nil {
			t.Errorf("%s %s: body %q is not JSON", r.Method, r.URL.Path, raw)
		}
		got = append(got, req)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, answer)
	}))
	t.Cleanup(srv.Close)
	return srv, &got
}

// notionTokenAnswer is the response documented in Notion's API reference
// ("Create a token", POST /v1/oauth/token), with its placeholders filled in.
const notionTokenAnswer = `{"access_token":"ntn_secret_123","token_type":"bearer","refresh_token":"nrt_456",
"bot_id":"3c90c3cc-0d44-4b50-8888-8dd25736052a","workspace_icon":"https://example.com/icon.png","workspace_name":"Acme Wiki",
"workspace_id":"8a2e4e4f-6b1d-4f0a-9d3b-1f2e3d4c5b6a","owner":{"type":"user","user":{"object":"user","id":"u-1"}},
"duplicated_template_id":null,"request_id":"3c90c3cc-0d44-4b50-8888-8dd25736052b"}`

func wireService(t *testing.T, ep Endpoints, notionSecret string) *Service {
	t.Helper()
	svc, err := NewService(testdb.New(t), secrettest.NewKeyring(t), Options{
		PublicURL: "https://ks.example", StateKey: make([]byte, 32), Endpoints: ep,
		Notion: Client{ID: "notion-id", Secret: notionSecret}, Atlassian: Client{ID: "atl-id", Secret: "atl-secret"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// Notion's token endpoint takes HTTP Basic auth of "client_id:client_secret"
// and a JSON body (its reference: "Create a token", "Refresh a token").
// x/oauth2's AuthStyleInHeader would send a form body and query-escape the
// credentials inside Basic auth, which Notion does not document; tokenWire
// sends exactly the documented request instead.
func TestNotionTokenRequestsAreInTheDocumentedWireFormat(t *testing.T) {
	srv, got := tokenEndpoint(t, notionTokenAnswer)
	// A secret with characters that form encoding would escape.
	const secret = "secret_a+b/c=d%e"
	svc := wireService(t, Endpoints{NotionAPI: srv.URL}, secret)
	wantAuth := "Basic " + base64.StdEncoding.EncodeToString([]byte("notion-id:"+secret))

	tok, err := svc.exchange(context.Background(), Notion, "code-123")
	if err != nil {
		t.Fatal(err)
	}
	if tok.AccessToken != "ntn_secret_123" || tok.RefreshToken != "nrt_456" || tok.WorkspaceID != "8a2e4e4f-6b1d-4f0a-9d3b-1f2e3d4c5b6a" ||
		tok.WorkspaceName != "Acme Wiki" || !tok.ExpiresAt.IsZero() {
		t.Fatalf("token read from the documented answer: %+v", tok)
	}
	if _, err := svc.refresh(context.Background(), Notion, "nrt_456"); err != nil {
		t.Fatal(err)
	}
	want := []tokenRequest{
		{"application/json", wantAuth, map[string]any{"grant_type": "authorization_code", "code": "code-123",
			"redirect_uri": "https://ks.example/api/sources/oauth/callback"}},
		{"application/json", wantAuth, map[string]any{"grant_type": "refresh_token", "refresh_token": "nrt_456"}},
	}
	if !reflect.DeepEqual(*got, want) {
		t.Fatalf("Notion received\n%+v\nwant\n%+v", *got, want)
	}
}

// Atlassian's 3LO token endpoint takes the client id and secret in a JSON body.
func TestAtlassianTokenRequestsAreInTheDocumentedWireFormat(t *testing.T) {
	srv, got := tokenEndpoint(t, `{"access_token":"atl_1","refresh_token":"rt_2","expires_in":3600,"scope":"read:page:confluence offline_access","token_type":"Bearer"}`)
	svc := wireService(t, Endpoints{AtlassianAuth: srv.URL}, "s")
	before := time.Now()
	tok, err := svc.exchange(context.Background(), Confluence, "code-9")
	if err != nil {
		t.Fatal(err)
	}
	if tok.AccessToken != "atl_1" || tok.RefreshToken != "rt_2" || tok.ExpiresAt.Before(before.Add(time.Hour)) || tok.ExpiresAt.After(time.Now().Add(time.Hour)) {
		t.Fatalf("token %+v", tok)
	}
	if _, err := svc.refresh(context.Background(), Confluence, "rt_2"); err != nil {
		t.Fatal(err)
	}
	want := []tokenRequest{
		{"application/json", "", map[string]any{"grant_type": "authorization_code", "code": "code-9", "client_id": "atl-id",
			"client_secret": "atl-secret", "redirect_uri": "https://ks.example/api/sources/oauth/callback"}},
		{"application/json", "", map[string]any{"grant_type": "refresh_token", "refresh_token": "rt_2", "client_id": "atl-id",
			"client_secret": "atl-secret"}},
	}
	if !reflect.DeepEqual(*got, want) {
		t.Fatalf("Atlassian received\n%+v\nwant\n%+v", *got, want)
	}
}
