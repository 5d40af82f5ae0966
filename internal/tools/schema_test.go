package tools_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"knowledgestack/internal/tools/toolstest"
)

// TestToolSchemasAreValid checks every registered tool's input schema in the
// form it goes on the wire (JSON, as tools/list and the model request send
// it): against the JSON Schema 2020-12 meta-schema (the MCP specification's
// default dialect) with an independent validator, and against the rules
// OpenAI's function calling enforces on tool parameters (ADR 0043). The MCP
// TypeScript SDK rejected the whole tools/list answer when one schema said
// "required": null (issue 26).
func TestToolSchemasAreValid(t *testing.T) {
	reg := toolstest.Registry(t, toolstest.Search(nil), toolstest.DB{})
	if len(reg.Tools()) != 5 {
		t.Fatalf("%d tools registered, want 5", len(reg.Tools()))
	}
	for _, tl := range reg.Tools() {
		t.Run(tl.Name, func(t *testing.T) {
			wire, err := json.Marshal(tl.Schema)
			if err != nil {
				t.Fatalf("marshal: %v", err)
			}
			doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(wire))
			if err != nil {
				t.Fatalf("unmarshal %s: %v", wire, err)
			}
			c := jsonschema.NewCompiler()
			c.DefaultDraft(jsonschema.Draft2020)
			loc := "ks://tools/" + tl.Name + ".json"
			if err := c.AddResource(loc, doc); err != nil {
				t.Fatalf("add %s: %v", wire, err)
			}
			// Compile validates the document against its draft's meta-schema first.
			if _, err := c.Compile(loc); err != nil {
				t.Errorf("schema %s is not valid JSON Schema 2020-12: %v", wire, err)
			}
			var root map[string]any
			if err := json.Unmarshal(wire, &root); err != nil {
				t.Fatal(err)
			}
			for _, problem := range openAIProblems(tl.Name, root) {
				t.Errorf("schema %s breaks OpenAI's function-calling rules: %s", wire, problem)
			}
		})
	}
}

// OpenAI's rules for function names and parameters: the documented limits of
// function calling and the strict-mode (Structured Outputs) subset, which
// also holds every schema a non-strict request may send.
var (
	openAIName = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,64}$`)
	// openAIKeywords are the schema keywords Structured Outputs accepts.
	openAIKeywords = []string{"type", "description", "properties", "required", "additionalProperties", "items",
		"enum", "const", "anyOf", "$defs", "$ref", "minItems", "maxItems", "pattern", "format",
		"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "title"}
	openAITypes = []string{"object", "array", "string", "number", "integer", "boolean", "null"}
)

// Limits of Structured Outputs: nesting depth and properties in one schema.
const (
	openAIMaxDepth      = 10
	openAIMaxProperties = 5000
)

// openAIProblems lists what OpenAI's API would refuse in a tool's parameters.
func openAIProblems(name string, root map[string]any) []string {
	var out []string
	if !openAIName.MatchString(name) {
		out = append(out, fmt.Sprintf("function name %q must match %s", name, openAIName))
	}
	if root["type"] != "object" {
		out = append(out, fmt.Sprintf(`parameters must be of "type": "object", got %v`, root["type"]))
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf", "not", "enum"} {
		if _, ok := root[k]; ok {
			out = append(out, "the root of the parameters may not be "+k)
		}
	}
	props := 0
	var walk func(path string, s map[string]any, depth int)
	walk = func(path string, s map[string]any, depth int) {
		if depth > openAIMaxDepth {
			out = append(out, fmt.Sprintf("%s: nested deeper than %d levels", path, openAIMaxDepth))
			return
		}
		for k, v := range s {
			if !slices.Contains(openAIKeywords, k) {
				out = append(out, fmt.Sprintf("%s: keyword %q is not supported", path, k))
			}
			if v == nil {
				out = append(out, fmt.Sprintf("%s: %q is null", path, k))
			}
		}
		switch ty := s["type"].(type) {
		case string:
			if !slices.Contains(openAITypes, ty) {
				out = append(out, fmt.Sprintf("%s: type %q is not a JSON type", path, ty))
			}
		case nil:
			if _, ok := s["anyOf"]; !ok {
				out = append(out, path+": no type")
			}
		}
		if s["type"] == "object" {
			p, ok := s["properties"].(map[string]any)
			if !ok {
				out = append(out, path+`: an object must have "properties" (an object)`)
			}
			if s["additionalProperties"] != false {
				out = append(out, path+`: an object must say "additionalProperties": false`)
			}
			var req []string
			if raw, present := s["required"]; present {
				list, ok := raw.([]any)
				if !ok {
					out = append(out, fmt.Sprintf(`%s: "required" must be an array of property names, got %v`, path, raw))
				}
				for _, r := range list {
					rs, ok := r.(string)
					if _, known := p[rs]; !ok || !known {
						out = append(out, fmt.Sprintf("%s: required %v is not a property", path, r))
					}
					req = append(req, rs)
				}
			}
			for k, sub := range p {
				props++
				if !slices.Contains(req, k) {
					out = append(out, fmt.Sprintf("%s: property %q must be listed in required", path, k))
				}
				if m, ok := sub.(map[string]any); ok {
					walk(path+".properties."+k, m, depth+1)
				} else {
					out = append(out, fmt.Sprintf("%s: property %q is not a schema object", path, k))
				}
			}
		}
		if items, ok := s["items"].(map[string]any); ok {
			walk(path+".items", items, depth+1)
		} else if s["type"] == "array" {
			out = append(out, path+`: an array must say what its "items" are`)
		}
	}
	walk("$", root, 1)
	if props > openAIMaxProperties {
		out = append(out, fmt.Sprintf("%d properties, more than %d", props, openAIMaxProperties))
	}
	return out
}

// TestOpenAIRulesCatchWhatTheAPIRefuses keeps the rule check honest: each
// schema below is one OpenAI's API answers 400 for.
func TestOpenAIRulesCatchWhatTheAPIRefuses(t *testing.T) {
	cases := map[string]string{
		"required is null":           `{"type":"object","properties":{},"required":null,"additionalProperties":false}`,
		"root is not an object":      `{"type":"string"}`,
		"extra properties allowed":   `{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}`,
		"an optional property":       `{"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false}`,
		"an unsupported keyword":     `{"type":"object","properties":{"a":{"type":"string","minLength":1}},"required":["a"],"additionalProperties":false}`,
		"an array without items":     `{"type":"object","properties":{"a":{"type":"array"}},"required":["a"],"additionalProperties":false}`,
		"required names no property": `{"type":"object","properties":{},"required":["b"],"additionalProperties":false}`,
	}
	for name, schema := range cases {
		t.Run(name, func(t *testing.T) {
			var root map[string]any
			if err := json.Unmarshal([]byte(schema), &root); err != nil {
				t.Fatal(err)
			}
			if p := openAIProblems("f", root); len(p) == 0 {
				t.Fatalf("%s passed the rules", schema)
			}
		})
	}
	if p := openAIProblems("bad name!", map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false}); len(p) != 1 || !strings.Contains(p[0], "function name") {
		t.Fatalf("a bad name: %v", p)
	}
}
