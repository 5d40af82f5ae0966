package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/google/uuid"
)

// Context is who a tool call acts for, the turn's citation session, and
// the surface the answer goes to.
type Context struct {
	WorkspaceID uuid.UUID
	UserID      uuid.UUID
	Session     *Session
	Surface     Surface
	// Audience, when not nil, narrows what the documents tools read to what
	// these principals may read too: the answer is posted where others read
	// it (retrieval.Query.Audience).
	Audience []string
}

// Surface is where a tool's answer is read. What the person behind the
// model gets differs between them, and a tool tells the model only what is
// true where it runs.
type Surface int

// The surfaces.
const (
	// SurfaceChat is the product's own chat: the user sees every execute_sql
	// result as a table beside the answer (Slack shows its first rows and
	// links that chat).
	SurfaceChat Surface = iota
	// SurfaceMCP is an MCP client: it gets the tool's text (and a search's
	// passages), nothing else, so what the text leaves out nobody sees.
	SurfaceMCP
)

// Outcome classifies a call for metrics and the stored tool steps.
type Outcome string

// Outcomes of a call.
const (
	OK         Outcome = "ok"
	Correction Outcome = "correction" // the model asked for something wrong and was told so
	Failed     Outcome = "error"      // the tool's infrastructure failed; the model was told
)

// Result is what one call produced: Text is all the model reads; the rest is for the UI.
type Result struct {
	Text        string
	Display     string
	Outcome     Outcome
	QueryResult *QueryResult
	// Citations are the passages a search returned, numbered as in Text; the
	// MCP server gives them to clients with their stable ids and links.
	Citations []Citation
}

// Tool is one callable tool. Call returns an error only for infrastructure
// failures; a mistake of the model is a Result whose Text says what to fix.
type Tool struct {
	Name        string
	Description string
	// Schema is the JSON schema of the arguments object.
	Schema map[string]any
	// Display renders the UI line for decoded arguments ("Searching documents for …").
	Display func(args map[string]any) string
	Call    func(ctx context.Context, tc Context, args json.RawMessage) (Result, error)
}

// Registry holds every tool by name; it is built once at start-up.
type Registry struct {
	tools map[string]Tool
}

// NewRegistry registers tools; a duplicate or incomplete tool fails, so a bad wiring stops the boot.
func NewRegistry(tools ...Tool) (*Registry, error) {
	r := &Registry{tools: map[string]Tool{}}
	for _, t := range tools {
		if err := r.Register(t); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Register adds one tool; a name already registered is an error.
func (r *Registry) Register(t Tool) error {
	if t.Name == "" || t.Call == nil || t.Schema == nil {
		return fmt.Errorf("register tool %q: name, schema and call are required", t.Name)
	}
	if _, dup := r.tools[t.Name]; dup {
		return fmt.Errorf("register tool %q: a tool with this name is already registered", t.Name)
	}
	r.tools[t.Name] = t
	return nil
}

// Tools lists the registered tools sorted by name, so prompts are stable.
func (r *Registry) Tools() []Tool {
	out := make([]Tool, 0, len(r.tools))
	for _, t := range r.tools {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Has reports whether name is registered.
func (r *Registry) Has(name string) bool { _, ok := r.tools[name]; return ok }

// Call runs a tool by name. It never returns an error: an unknown name,
// unparsable arguments and a failing tool each become a correction the model reads.
func (r *Registry) Call(ctx context.Context, tc Context, name, args string) Result {
	t, ok := r.tools[name]
	if !ok {
		names := make([]string, 0, len(r.tools))
		for _, t := range r.Tools() {
			names = append(names, t.Name)
		}
		return Result{Outcome: Correction, Display: "Unknown tool " + clip(name, 40),
			Text: fmt.Sprintf("There is no tool named %q. The available tools are: %s.", clip(name, 80), strings.Join(names, ", "))}
	}
	if strings.TrimSpace(args) == "" {
		args = "{}"
	}
	var decoded map[string]any
	if err := json.Unmarshal([]byte(args), &decoded); err != nil {
		return Result{Outcome: Correction, Display: "Calling " + name,
			Text: fmt.Sprintf("The arguments of %s are not a valid JSON object (%v). Send a JSON object matching the tool's schema.", name, err)}
	}
	display := "Calling " + name
	if t.Display != nil {
		display = t.Display(decoded)
	}
	res, err := t.Call(ctx, tc, json.RawMessage(args))
	if err != nil {
		if ctx.Err() != nil {
			return Result{Outcome: Failed, Display: display, Text: "The tool was cancelled."}
		}
		return Result{Outcome: Failed, Display: display,
			Text: fmt.Sprintf("The tool failed: %s. Try again, or tell the user the tool is not working right now.", clip(err.Error(), 300))}
	}
	if res.Display == "" {
		res.Display = display
	}
	if res.Outcome == "" {
		res.Outcome = OK
	}
	return res
}

// decodeArgs decodes args strictly into v; the returned sentence tells the model what to fix.
func decodeArgs(name string, args json.RawMessage, v any) (string, bool) {
	dec := json.NewDecoder(strings.NewReader(string(args)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Sprintf("The arguments of %s do not match its schema (%v). Check the parameter names and types.", name, err), false
	}
	return "", true
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func str(args map[string]any, key string) string {
	s, _ := args[key].(string)
	return clip(s, 80)
}
