package httpapi

import (
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
)

// checkTextBytes refuses a request whose path parameters or query string hold
// a byte no name or id can contain: NUL (PostgreSQL text cannot store it, so
// it would surface as a 500 from the database), another control character
// in a path segment, or a sequence that is not UTF-8. Bodies get the same
// check in decodeJSON; upload names in pass's name rule.
func checkTextBytes(c *gin.Context) {
	for _, p := range c.Params {
		if msg := badText(p.Value, true); msg != "" {
			writeError(c, errs.E(errs.Invalid, "the path segment %q %s", p.Key, msg))
			return
		}
	}
	if c.Request.URL.RawQuery != "" {
		for k, vs := range c.Request.URL.Query() {
			if msg := badText(k, false); msg != "" {
				writeError(c, errs.E(errs.Invalid, "a query parameter name %s", msg))
				return
			}
			for _, v := range vs {
				if msg := badText(v, false); msg != "" {
					writeError(c, errs.E(errs.Invalid, "the query parameter %q %s", clip(k), msg))
					return
				}
			}
		}
	}
	c.Next()
}

// badText says what is wrong with s, or "" when nothing is. A path segment
// (strict) may hold no control character at all; a query value may hold
// tabs and line breaks (a question typed over several lines), never NUL.
func badText(s string, strict bool) string {
	switch {
	case !utf8.ValidString(s):
		return "is not valid UTF-8"
	case strings.IndexByte(s, 0) >= 0:
		return "contains a NUL byte (%00), which no name or id may contain"
	case strict && strings.IndexFunc(s, isControl) >= 0:
		return "contains a control character, which no name or id may contain"
	}
	return ""
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// clip keeps a name quoted in an error sentence short.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}
