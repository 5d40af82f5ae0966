package gdrive

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
)

// replay serves Nango's recorded files.list calls, matching each request
// to the recorded call with the same pageToken and q.
func replay(t *testing.T) (*Client, *[]map[string]string) {
	t.Helper()
	var doc struct {
		API map[string]map[string][]struct {
			Response json.RawMessage `json:"response"`
			Request  struct {
				Params map[string]string `json:"params"`
			} `json:"request"`
		} `json:"api"`
	}
	if err := json.Unmarshal(connectortest.Fixture(t, "nango/google-drive/documents.test.json"), &doc); err != nil {
		t.Fatal(err)
	}
	calls := doc.API["get"]["/drive/v3/files"]
	var got []map[string]string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		q := map[string]string{}
		for k := range r.URL.Query() {
			q[k] = r.URL.Query().Get(k)
		}
		got = append(got, q)
		for _, c := range calls {
			if c.Request.Params["pageToken"] == q["pageToken"] && strings.HasPrefix(c.Request.Params["q"], "'root' in parents") {
				w.Header().Set("Content-Type", "application/json; charset=UTF-8")
				w.Write(c.Response)
				return
			}
		}
		driveError(w, 400, "invalid", "pageToken", "Invalid Value")
	}, httpclient.StaticToken("t"), nil)
	return c, &got
}

// newTestClient is a client of a fake Drive serving h, with no rate limit
// and its retry waits recorded in w (nil: a fresh log nobody reads).
func newTestClient(t *testing.T, h http.HandlerFunc, tokens TokenSource, w *httpclienttest.Waits) *Client {
	t.Helper()
	url, limiter, retry := connectortest.Edge(t, h, w)
	return New(tokens, Config{BaseURL: url, Limiter: limiter, Retry: retry})
}

func TestChildrenPagesThroughTheRecordedListing(t *testing.T) {
	c, got := replay(t)
	var all []File
	token := ""
	for range 10 {
		page, err := c.Children(context.Background(), "root", "", token)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, page.Files...)
		if page.NextPageToken == "" {
			break
		}
		token = page.NextPageToken
	}
	if len(all) != 295 || len(*got) != 3 {
		t.Fatalf("%d files in %d calls, want the recorded 295 in 3", len(all), len(*got))
	}
	q := (*got)[0]
	if q["q"] != "'root' in parents and trashed = false" || q["pageSize"] != "1000" || q["supportsAllDrives"] != "true" ||
		q["includeItemsFromAllDrives"] != "true" || !strings.Contains(q["fields"], "webViewLink") || strings.Contains(q["fields"], "*") {
		t.Errorf("request %v", q)
	}
	kinds := map[Kind]int{}
	for _, f := range all {
		if !f.IsFolder() {
			kinds[KindOf(f)]++
		}
		if f.ModifiedTime.IsZero() || f.WebViewLink == "" {
			t.Fatalf("recorded file read without its time or link: %+v", f)
		}
	}
	if kinds[KindDoc] == 0 || kinds[KindSheet] == 0 || kinds[KindStored] == 0 || kinds[KindSkip] == 0 {
		t.Errorf("kinds %v", kinds)
	}
}

func TestDriveErrors(t *testing.T) {
	cases := []struct {
		name, body string
		status     int
		kind       errs.Kind
		reason     string
	}{
		{"file not found", `{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found: x.","locationType":"parameter","location":"fileId"}],"code":404,"message":"File not found: x."}}`, 404, errs.NotFound, "notFound"},
		{"export too large", `{"error":{"errors":[{"domain":"global","reason":"exportSizeLimitExceeded","message":"This file is too large to be exported."}],"code":403,"message":"This file is too large to be exported."}}`, 403, errs.Forbidden, "exportSizeLimitExceeded"},
		{"the newer envelope", string(sheets404(t)), 404, errs.NotFound, "NOT_FOUND"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			client := newTestClient(t, func(w http.ResponseWriter, _ *http.Request) {
				w.WriteHeader(c.status)
				w.Write([]byte(c.body))
			}, httpclient.StaticToken("t"), nil)
			_, err := client.File(context.Background(), "x")
			if !errs.Is(err, c.kind) || reasonOf(err) != c.reason {
				t.Errorf("err %v (kind %s, reason %q)", err, errs.KindOf(err), reasonOf(err))
			}
		})
	}
	t.Run("403 userRateLimitExceeded is retried, another 403 is not", func(t *testing.T) {
		n := 0
		waits := &httpclienttest.Waits{}
		client := newTestClient(t, func(w http.ResponseWriter, _ *http.Request) {
			n++
			if n < 3 {
				driveError(w, 403, "userRateLimitExceeded", "", "User Rate Limit Exceeded")
				return
			}
			writeJSON(w, map[string]any{"id": "x", "name": "x", "mimeType": MimeDoc})
		}, httpclient.StaticToken("t"), waits)
		f, err := client.File(context.Background(), "x")
		if err != nil || f.ID != "x" || len(waits.D) != 2 {
			t.Fatalf("%+v %v waits %v", f, err, waits.D)
		}
	})
	t.Run("429 waits what Retry-After asks", func(t *testing.T) {
		n := 0
		waits := &httpclienttest.Waits{}
		client := newTestClient(t, func(w http.ResponseWriter, _ *http.Request) {
			if n++; n == 1 {
				w.Header().Set("Retry-After", "3")
				driveError(w, 429, "rateLimitExceeded", "", "Rate Limit Exceeded")
				return
			}
			writeJSON(w, map[string]any{"kind": "drive#startPageToken", "startPageToken": "2280"})
		}, httpclient.StaticToken("t"), waits)
		tok, err := client.StartPageToken(context.Background(), "")
		if err != nil || tok != "2280" || len(waits.D) != 1 || waits.D[0] != 3*time.Second {
			t.Fatalf("%q %v waits %v", tok, err, waits.D)
		}
	})
	t.Run("401 refreshes once", func(t *testing.T) {
		tokens := &httpclienttest.Tokens{Current: "stale"}
		client := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("Authorization") != "Bearer fresh" {
				driveError(w, 401, "authError", "Authorization", "Invalid Credentials")
				return
			}
			writeJSON(w, map[string]any{"kind": "drive#startPageToken", "startPageToken": "2280"})
		}, tokens, nil)
		tok, err := client.StartPageToken(context.Background(), "")
		if err != nil || tok != "2280" || tokens.Refreshed.Load() != 1 {
			t.Fatalf("%q %v refreshed %d", tok, err, tokens.Refreshed.Load())
		}
	})
}

// sheets404 is gspread's recorded Sheets API 404 (the envelope without "errors").
func sheets404(t *testing.T) []byte {
	var cas struct {
		Interactions []struct {
			Response struct {
				Status struct {
					Code int `json:"code"`
				} `json:"status"`
				Body struct {
					String string `json:"string"`
				} `json:"body"`
			} `json:"response"`
		} `json:"interactions"`
	}
	if err := json.Unmarshal(connectortest.Fixture(t, "gspread/ClientTest.test_access_non_existing_spreadsheet.json"), &cas); err != nil {
		t.Fatal(err)
	}
	for _, i := range cas.Interactions {
		if i.Response.Status.Code == 404 {
			return []byte(i.Response.Body.String)
		}
	}
	t.Fatal("no recorded 404")
	return nil
}

func TestRecordedChangesAndStartToken(t *testing.T) {
	page := connectortest.Nango(t, "nango/google-drive/list-changes.test.json", "/drive/v3/changes")[0]
	client := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("includeRemoved") != "true" || r.URL.Query().Get("pageToken") != "2323" {
			driveError(w, 400, "invalid", "pageToken", "Invalid Value")
			return
		}
		writeJSON(w, page)
	}, httpclient.StaticToken("t"), nil)
	cl, err := client.Changes(context.Background(), "2323", "")
	if err != nil || len(cl.Changes) != 0 || cl.NewStartPageToken != "2323" {
		t.Fatalf("%+v %v", cl, err)
	}
	_, err = client.Changes(context.Background(), "9999", "")
	if !invalidToken(err) {
		t.Errorf("an invalid token answer read as %v", err)
	}
}
