package httpapi

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"knowledgestack/internal/errs"
)

// bindJSON decodes the body strictly into v: unknown fields, trailing data,
// wrong types and NUL characters are 400s naming the problem; too large is
// 413. Like gin's BindJSON it answers a bad body itself: false means the
// handler is done.
func bindJSON(c *gin.Context, v any) bool {
	if err := decodeJSON(c, v); err != nil {
		writeError(c, err)
		return false
	}
	return true
}

// decodeJSON is bindJSON's reading and checking, before anything is answered.
func decodeJSON(c *gin.Context, v any) error {
	body, err := readBody(c)
	if err != nil {
		return err
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return errs.E(errs.Invalid, "request body is empty; send a JSON object")
	}
	if !utf8.Valid(body) {
		return errs.E(errs.Invalid, "request body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errs.E(errs.Invalid, "%s", describeJSONError(err))
	}
	if dec.More() {
		return errs.E(errs.Invalid, "request body has data after the JSON object")
	}
	if strings.Contains(string(body), `\u0000`) {
		return errs.E(errs.Invalid, "request body contains a NUL character, which no field accepts")
	}
	return nil
}

// readBody reads the whole body, already capped by limitBody.
func readBody(c *gin.Context) ([]byte, error) {
	body, err := io.ReadAll(c.Request.Body)
	if err != nil {
		return nil, cmp.Or(tooLarge(err), errs.E(errs.Invalid, "request body could not be read"))
	}
	return body, nil
}

// tooLarge is the 413 of a body cut at its cap by http.MaxBytesReader, or
// nil when err is another read error.
func tooLarge(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return errs.E(errs.TooLarge, "request body is larger than %d bytes", maxErr.Limit)
	}
	return nil
}

func describeJSONError(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at byte %d", syn.Offset)
	case errors.As(err, &typ):
		if typ.Field != "" {
			return fmt.Sprintf("field %q must be a %s, not a %s", typ.Field, typ.Type.String(), typ.Value)
		}
		return fmt.Sprintf("body must be a JSON %s", typ.Type.String())
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: the body ends too early"
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	default:
		return "malformed JSON"
	}
}

// requireJSON answers 400 unless the body is declared JSON, so a route that
// takes JSON never starts reading a form or a file.
func requireJSON(c *gin.Context) bool {
	mt, _, err := mime.ParseMediaType(c.GetHeader("Content-Type"))
	if err == nil && mt == "application/json" {
		return true
	}
	writeError(c, errs.E(errs.Invalid, "send this request as JSON (Content-Type: application/json)"))
	return false
}
