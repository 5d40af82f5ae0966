package confluence

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"knowledgestack/internal/markdown"
)

// RenderSaved renders a saved Confluence response: a v2 page, a v2 page
// list (each page under a "# title" heading), or a bare storage-format
// fragment. Unknown macros are passed to onUnknown (may be nil).
func RenderSaved(data []byte, onUnknown func(string)) (string, error) {
	r := Renderer{OnUnknown: onUnknown}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return r.Render(string(data)), nil
	}
	var list PageList
	if err := json.Unmarshal(trimmed, &list); err != nil {
		return "", fmt.Errorf("decode confluence response: %w", err)
	}
	if list.Results == nil {
		var p Page
		if err := json.Unmarshal(trimmed, &p); err != nil {
			return "", fmt.Errorf("decode confluence page: %w", err)
		}
		list.Results = []Page{p}
	}
	var out []string
	for _, p := range list.Results {
		r.PageID, r.BaseURL = p.ID, list.Links.Base
		body := r.Render(p.Body.Storage.Value)
		if len(list.Results) > 1 {
			body = "# " + markdown.EscapeInline(p.Title) + "\n\n" + body
		}
		out = append(out, strings.TrimRight(body, "\n"))
	}
	return strings.Join(out, "\n\n") + "\n", nil
}
