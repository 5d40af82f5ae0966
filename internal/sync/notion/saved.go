package notion

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// RenderSaved renders a saved Notion API response: a block-children list
// ({"object":"list","results":[...]}), a single block, or a JSON array of
// blocks. Unknown block types are passed to onUnknown (may be nil).
func RenderSaved(data []byte, onUnknown func(string)) (string, error) {
	blocks, err := decodeSaved(data)
	if err != nil {
		return "", err
	}
	r := Renderer{OnUnknown: onUnknown}
	return r.Render(blocks), nil
}

func decodeSaved(data []byte) ([]Block, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		var blocks []Block
		if err := json.Unmarshal(data, &blocks); err != nil {
			return nil, fmt.Errorf("decode notion blocks: %w", err)
		}
		return blocks, nil
	}
	var head struct {
		Object  string  `json:"object"`
		Results []Block `json:"results"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("decode notion response: %w", err)
	}
	switch head.Object {
	case "list":
		return head.Results, nil
	case "block":
		var b Block
		if err := json.Unmarshal(data, &b); err != nil {
			return nil, fmt.Errorf("decode notion block: %w", err)
		}
		return []Block{b}, nil
	}
	return nil, errors.New("not a notion block list or block (want object \"list\" or \"block\")")
}
