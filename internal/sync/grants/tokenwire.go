package grants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
)

// tokenWire re-encodes x/oauth2's token requests (RFC 6749: a
// form-encoded body) in the format Notion and Atlassian document for their
// token endpoints: a JSON object of the same fields. With basicAuth
// (Notion), client_id and client_secret leave the body and travel as HTTP
// Basic auth of the raw id and secret, as Notion's reference specifies.
// Everything else — building the grant, parsing the answer, keeping a
// refresh token the provider did not rotate, the error shape — stays
// x/oauth2's.
type tokenWire struct {
	base      http.RoundTripper
	basicAuth bool
}

// maxTokenRequest bounds the form read back: a token request is a few fields.
const maxTokenRequest = 64 << 10

// RoundTrip rewrites a form-encoded POST and passes anything else through.
func (t *tokenWire) RoundTrip(req *http.Request) (*http.Response, error) {
	mt, _, _ := mime.ParseMediaType(req.Header.Get("Content-Type"))
	if req.Method != http.MethodPost || mt != "application/x-www-form-urlencoded" || req.Body == nil {
		return t.base.RoundTrip(req)
	}
	raw, err := io.ReadAll(io.LimitReader(req.Body, maxTokenRequest))
	req.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("token request: %w", err)
	}
	form, err := url.ParseQuery(string(raw))
	if err != nil {
		return nil, fmt.Errorf("token request: %w", err)
	}
	fields := make(map[string]string, len(form))
	for k := range form {
		fields[k] = form.Get(k)
	}
	out := req.Clone(req.Context())
	if t.basicAuth {
		out.SetBasicAuth(fields["client_id"], fields["client_secret"])
		delete(fields, "client_id")
		delete(fields, "client_secret")
	}
	body, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("token request: %w", err)
	}
	out.Body = io.NopCloser(bytes.NewReader(body))
	out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	out.ContentLength = int64(len(body))
	out.Header.Set("Content-Type", "application/json")
	out.Header.Set("Accept", "application/json")
	return t.base.RoundTrip(out)
}
