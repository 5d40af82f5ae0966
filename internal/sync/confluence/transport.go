package confluence

import (
	"encoding/json"
	"strings"

	"knowledgestack/internal/httpclient"
)

// TokenSource supplies the OAuth access token for calls; see
// httpclient.TokenSource.
type TokenSource = httpclient.TokenSource

// StaticToken is a TokenSource for a token that never expires; see
// httpclient.StaticToken.
type StaticToken = httpclient.StaticToken

// decodeAPIError reads both error shapes Atlassian uses: v2's
// {"errors":[{code,title,detail}]} and the gateway's {"message": ...}.
func decodeAPIError(_ int, data []byte) (code, message string) {
	var body struct {
		Message string `json:"message"`
		Errors  []struct {
			Code   string `json:"code"`
			Title  string `json:"title"`
			Detail string `json:"detail"`
		} `json:"errors"`
	}
	if json.Unmarshal(data, &body) != nil {
		return "", ""
	}
	if len(body.Errors) > 0 {
		return body.Errors[0].Code, strings.TrimSpace(body.Errors[0].Title + " " + body.Errors[0].Detail)
	}
	return "", body.Message
}

// IsNotFound reports whether err means the object does not exist (or is not
// shared with the integration any more).
func IsNotFound(err error) bool { return httpclient.IsNotFound(err) }
