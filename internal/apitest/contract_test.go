package apitest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// exchange serves one request through Validate and returns what it reported.
func exchange(t *testing.T, h http.HandlerFunc, method, path, body string) []string {
	t.Helper()
	var got []string
	srv := httptest.NewServer(Validate(h, func(err error) { got = append(got, err.Error()) }))
	defer srv.Close()
	req, err := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	srv.Close() // waits for the handler, so got is complete
	return got
}

func answer(status int, contentType, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(status)
		_, _ = io.WriteString(w, body)
	}
}

func TestContract(t *testing.T) {
	const jsonCT = "application/json; charset=utf-8"
	cases := []struct {
		name         string
		handler      http.HandlerFunc
		method, path string
		body         string
		want         string // substring of the one report; empty: no report
	}{
		{name: "accepts a documented answer", handler: answer(200, jsonCT, `{"providers":[],"google":false,"local":true,"signup":"open"}`),
			method: "GET", path: "/auth/config"},
		{name: "fails on a field the document does not name", handler: answer(200, jsonCT, `{"providers":[],"google":false,"local":true,"signup":"open","beta":1}`),
			method: "GET", path: "/auth/config", want: "additional properties 'beta' not allowed"},
		{name: "fails on a missing required field", handler: answer(200, jsonCT, `{"providers":[],"google":false,"signup":"open"}`),
			method: "GET", path: "/auth/config", want: "missing property 'local'"},
		{name: "fails on a status the operation does not list", handler: answer(202, jsonCT, `{"providers":[],"google":false,"local":true,"signup":"open"}`),
			method: "GET", path: "/healthz", want: "status is not supported"},
		{name: "accepts an error answer in the error shape", handler: answer(404, jsonCT, `{"error":"chat not found","code":"not_found"}`),
			method: "GET", path: "/chat/x"},
		{name: "fails on an error answer with an unknown code", handler: answer(400, jsonCT, `{"error":"bad","code":"oops"}`),
			method: "GET", path: "/chat/x", want: "code"},
		{name: "fails on a route the document does not know", handler: answer(200, jsonCT, `{}`),
			method: "GET", path: "/secret-admin", want: "the route is not in api/openapi.yaml"},
		{name: "accepts an unknown route's JSON 404", handler: answer(404, jsonCT, `{"error":"no such route","code":"not_found"}`),
			method: "GET", path: "/secret-admin"},
		{name: "fails when the API accepts an undocumented request field",
			handler: answer(201, jsonCT, `{"id":"6f1c1c3e-8d4b-4a53-9d7e-2f7c1a0f5b11","name":"A","slug":"a","role":"owner"}`),
			method:  "POST", path: "/workspaces", body: `{"name":"A","color":"red"}`, want: "accepted a request"},
		{name: "accepts documented stream frames and heartbeats",
			handler: answer(200, "text/event-stream", ": ping\n\nid: 1\nevent: delta\ndata: {\"text\":\"hi\"}\n\n: ping\n\n"),
			method:  "GET", path: "/chat/c/turns/t/events"},
		{name: "fails on a frame field the document does not name",
			handler: answer(200, "text/event-stream", "id: 1\nevent: delta\ndata: {\"text\":\"hi\",\"x\":1}\n\n"),
			method:  "GET", path: "/chat/c/turns/t/events", want: "frame 1 (delta) does not match DeltaFrame"},
		{name: "fails on an undocumented event",
			handler: answer(200, "text/event-stream", "id: 1\nevent: thinking\ndata: {}\n\n"),
			method:  "GET", path: "/chat/c/turns/t/events", want: `event "thinking" is not a StreamFrame`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := exchange(t, tc.handler, tc.method, tc.path, tc.body)
			switch {
			case tc.want == "" && len(got) > 0:
				t.Fatalf("reported %q, want nothing", got)
			case tc.want != "" && (len(got) != 1 || !strings.Contains(got[0], tc.want)):
				t.Fatalf("reported %q, want one report containing %q", got, tc.want)
			}
		})
	}
}
