package slack

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// RenderSaved renders a saved conversations.replies response (or a JSON
// array of messages) as the thread document the connector would index,
// applying the same skip rules; onSkip (may be nil) hears why each left-out
// message was skipped. Names print as user ids and links are left out: the
// tool works offline.
func RenderSaved(data []byte, onSkip func(string)) (string, error) {
	msgs, err := decodeSaved(data)
	if err != nil {
		return "", err
	}
	var skip Skip
	var kept []Message
	for _, m := range msgs {
		if skip.Keep(m) {
			kept = append(kept, m)
		} else if onSkip != nil {
			onSkip(fmt.Sprintf("message %s (%s)", m.TS, skipReason(m)))
		}
	}
	if len(kept) == 0 {
		return "", errors.New("every message was skipped (joins, bot posts or empty messages): nothing would be indexed")
	}
	_, md := Renderer{}.Thread(ChannelRef{ID: "channel"}, kept)
	return md, nil
}

func skipReason(m Message) string {
	switch {
	case m.Hidden:
		return "hidden"
	case !keptSubtypes[m.Subtype]:
		return "subtype " + m.Subtype
	case m.IsBot():
		return "bot post"
	}
	return "empty"
}

func decodeSaved(data []byte) ([]Message, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '[' {
		var msgs []Message
		if err := json.Unmarshal(data, &msgs); err != nil {
			return nil, fmt.Errorf("decode slack messages: %w", err)
		}
		return msgs, nil
	}
	var body struct {
		OK       *bool     `json:"ok"`
		Error    string    `json:"error"`
		Messages []Message `json:"messages"`
	}
	if err := json.Unmarshal(data, &body); err != nil {
		return nil, fmt.Errorf("decode slack response: %w", err)
	}
	switch {
	case body.OK == nil:
		return nil, errors.New(`not a slack conversations.replies response (want {"ok": true, "messages": [...]})`)
	case !*body.OK:
		return nil, fmt.Errorf("the saved response is a slack error: %s", body.Error)
	}
	return body.Messages, nil
}
