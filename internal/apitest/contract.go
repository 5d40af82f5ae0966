package apitest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"knowledgestack/api"
)

// Contract wraps an API handler so that every request/response pair it
// serves is checked against api/openapi.yaml; a response the document does
// not describe (an undocumented route, status, field or stream frame) fails t.
// apitest.Serve and the browser tests' API use it, so every HTTP test is a
// contract test too.
func Contract(t testing.TB, h http.Handler) http.Handler {
	return Validate(h, func(err error) { t.Errorf("%v", err) })
}

// Validate wraps h so each exchange is checked against the document once the
// handler returns; report receives every mismatch. Contract is Validate with
// report failing a test.
func Validate(h http.Handler, report func(error)) http.Handler {
	c, err := loadChecker()
	if err != nil {
		panic(err) // the document in the repository is broken: no test can pass
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The request body is copied as the handler reads it, never read ahead:
		// what the API refuses unread (over a limit) stays unread.
		tee := &teeBody{ReadCloser: r.Body}
		r.Body = tee
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(rec, r)
		reqBody := tee.buf.Bytes()
		if tee.over {
			reqBody = nil
		}
		if err := c.Check(r, reqBody, rec.status, rec.Header(), rec.body.Bytes()); err != nil {
			report(err)
		}
	})
}

// maxCheckedBody is the most of a request body kept for validation; a larger
// one (an upload) is not checked against its schema.
const maxCheckedBody = 4 << 20

// teeBody keeps a copy of what the handler reads of the request body.
type teeBody struct {
	io.ReadCloser
	buf  bytes.Buffer
	over bool
}

func (t *teeBody) Read(p []byte) (int, error) {
	n, err := t.ReadCloser.Read(p)
	if !t.over {
		if t.buf.Len()+n > maxCheckedBody {
			t.over = true
			t.buf.Reset()
		} else {
			t.buf.Write(p[:n])
		}
	}
	return n, err
}

// recorder passes a response through while keeping a copy; Unwrap lets
// http.ResponseController reach the real writer's Flush and deadlines, so
// event streams still stream.
type recorder struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	mu          sync.Mutex
	body        bytes.Buffer
}

func (r *recorder) WriteHeader(code int) {
	if !r.wroteHeader {
		r.status, r.wroteHeader = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(p []byte) (int, error) {
	r.wroteHeader = true
	r.mu.Lock()
	r.body.Write(p)
	r.mu.Unlock()
	return r.ResponseWriter.Write(p)
}

func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// Checker validates exchanges against the OpenAPI document.
type Checker struct {
	doc    *openapi3.T
	router routers.Router
	errors *openapi3.Schema
}

var (
	checkerOnce sync.Once
	checker     *Checker
	checkerErr  error
)

// loadChecker parses and validates api/openapi.yaml once per test binary.
func loadChecker() (*Checker, error) {
	checkerOnce.Do(func() {
		openapi3filter.RegisterBodyDecoder("text/event-stream", decodeEventStream)
		checker, checkerErr = NewChecker(api.OpenAPI)
	})
	return checker, checkerErr
}

// NewChecker loads an OpenAPI document and validates the document itself.
func NewChecker(doc []byte) (*Checker, error) {
	loader := openapi3.NewLoader()
	d, err := loader.LoadFromData(doc)
	if err != nil {
		return nil, fmt.Errorf("api/openapi.yaml: %w", err)
	}
	if err := d.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("api/openapi.yaml is not a valid OpenAPI document: %w", err)
	}
	// The document's server is /api behind the web server; tests talk to the
	// API at its root.
	d.Servers = openapi3.Servers{{URL: "/"}}
	rt, err := gorillamux.NewRouter(d)
	if err != nil {
		return nil, fmt.Errorf("api/openapi.yaml: router: %w", err)
	}
	e := d.Components.Schemas["Error"]
	if e == nil || e.Value == nil {
		return nil, errors.New("api/openapi.yaml: components.schemas.Error is missing")
	}
	return &Checker{doc: d, router: rt, errors: e.Value}, nil
}

// Check validates one exchange; reqBody is the request body the handler read
// (nil: not kept, not checked). The request is checked only when the API
// accepted it (status below 400): tests send malformed requests on purpose,
// and what the server refuses needs no description. Every response is
// checked; a path the document does not know must be the API's JSON error.
func (c *Checker) Check(r *http.Request, reqBody []byte, status int, header http.Header, body []byte) error {
	what := fmt.Sprintf("%s %s → %d", r.Method, r.URL.Path, status)
	route, params, err := c.router.FindRoute(r)
	if err != nil {
		if status < 400 {
			return fmt.Errorf("contract: %s: the route is not in api/openapi.yaml (%v); document it", what, err)
		}
		if err := c.checkError(body); err != nil {
			return fmt.Errorf("contract: %s (a route api/openapi.yaml does not know): %w", what, err)
		}
		return nil
	}
	if _, external := route.Operation.Extensions["x-external-protocol"]; external {
		// Another protocol's messages (MCP's JSON-RPC), which its own
		// specification and SDK describe: only the status must be documented.
		if route.Operation.Responses.Status(status) == nil {
			return fmt.Errorf("contract: %s: status %d is not documented in api/openapi.yaml", what, status)
		}
		return nil
	}
	opts := &openapi3filter.Options{
		AuthenticationFunc:    openapi3filter.NoopAuthenticationFunc,
		IncludeResponseStatus: true,
		MultiError:            true,
	}
	req := r.Clone(r.Context())
	req.Body = io.NopCloser(bytes.NewReader(reqBody))
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: opts}
	if status < 400 {
		reqOpts := *opts
		// Multipart file parts are bytes, not schema values: the upload
		// handler checks them itself. A body too large to keep is not checked.
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" || reqBody == nil {
			reqOpts.ExcludeRequestBody = true
		}
		in.Options = &reqOpts
		if err := openapi3filter.ValidateRequest(r.Context(), in); err != nil {
			return fmt.Errorf("contract: %s: the API accepted a request api/openapi.yaml does not allow: %w", what, err)
		}
		in.Options = opts
	}
	if mt, _, _ := mime.ParseMediaType(header.Get("Content-Type")); mt == "text/event-stream" {
		if err := c.checkFrames(body); err != nil {
			return fmt.Errorf("contract: %s: %w", what, err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: header, Options: opts}
	out.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(r.Context(), out); err != nil {
		return fmt.Errorf("contract: %s: the response does not match api/openapi.yaml: %w\nbody: %s", what, err, clip(body))
	}
	return nil
}

// checkFrames validates each frame of an event stream against the schema its
// event name selects, so a failure names the frame rather than the oneOf.
func (c *Checker) checkFrames(body []byte) error {
	frames, err := decodeEventStream(bytes.NewReader(body), nil, nil, nil)
	if err != nil {
		return fmt.Errorf("the event stream is malformed: %w", err)
	}
	sf := c.doc.Components.Schemas["StreamFrame"]
	if sf == nil || sf.Value == nil || sf.Value.Discriminator == nil {
		return errors.New("api/openapi.yaml: StreamFrame needs a discriminator mapping event names to frame schemas")
	}
	for i, f := range frames.([]any) {
		frame := f.(map[string]any)
		event, _ := frame["event"].(string)
		ref, ok := sf.Value.Discriminator.Mapping[event]
		if !ok {
			return fmt.Errorf("frame %d: event %q is not a StreamFrame in api/openapi.yaml; document it", i+1, event)
		}
		name := strings.TrimPrefix(ref.Ref, "#/components/schemas/")
		s := c.doc.Components.Schemas[name]
		if s == nil || s.Value == nil {
			return fmt.Errorf("api/openapi.yaml: %s is mapped but not defined", ref.Ref)
		}
		if err := s.Value.VisitJSON(frame, openapi3.EnableJSONSchema2020()); err != nil {
			return fmt.Errorf("frame %d (%s) does not match %s in api/openapi.yaml: %w", i+1, event, name, err)
		}
	}
	return nil
}

// checkError validates a body against the Error schema.
func (c *Checker) checkError(body []byte) error {
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return fmt.Errorf("the body is not the JSON error object: %q", clip(body))
	}
	if err := c.errors.VisitJSON(v, openapi3.EnableJSONSchema2020()); err != nil {
		return fmt.Errorf("the body is not the JSON error object: %w", err)
	}
	return nil
}

func clip(b []byte) string {
	if len(b) > 2000 {
		return string(b[:2000]) + "…"
	}
	return string(b)
}

// decodeEventStream turns a text/event-stream body into the array of frames
// api/openapi.yaml describes ({id, event, data}); heartbeat comments are
// skipped and a frame cut off by a closed connection is ignored.
func decodeEventStream(body io.Reader, _ http.Header, _ *openapi3.SchemaRef, _ openapi3filter.EncodingFn) (any, error) {
	frames := []any{}
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	cur := map[string]any{}
	var data []string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if len(cur) == 0 && data == nil {
				continue
			}
			if data != nil {
				var v any
				if err := json.Unmarshal([]byte(strings.Join(data, "\n")), &v); err != nil {
					return nil, fmt.Errorf("frame %v: data is not JSON: %w", cur["id"], err)
				}
				cur["data"] = v
			}
			frames = append(frames, cur)
			cur, data = map[string]any{}, nil
		case strings.HasPrefix(line, ":"):
		default:
			field, value, _ := strings.Cut(line, ":")
			value = strings.TrimPrefix(value, " ")
			switch field {
			case "id":
				n, err := strconv.Atoi(value)
				if err != nil {
					return nil, fmt.Errorf("frame id %q is not a number", value)
				}
				cur["id"] = float64(n)
			case "data":
				data = append(data, value)
			default:
				cur[field] = value
			}
		}
	}
	return frames, sc.Err()
}
