package notion

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Block is one Notion block as returned by GET /blocks/{id}/children. The
// type-specific object (the value under the key named by Type) is decoded
// into Data; Children holds nested blocks, either inlined in the response or
// filled in by the client when HasChildren is set.
type Block struct {
	Object         string    `json:"object"`
	ID             string    `json:"id"`
	Type           string    `json:"type"`
	HasChildren    bool      `json:"has_children"`
	Archived       bool      `json:"archived"`
	InTrash        bool      `json:"in_trash"`
	LastEditedTime time.Time `json:"last_edited_time"`
	Data           BlockData `json:"-"`
	Children       []Block   `json:"-"`
}

// BlockData is the union of the fields the renderer reads from the
// type-specific objects; fields a block type does not have stay zero.
type BlockData struct {
	RichText        []RichText   `json:"rich_text"`
	Caption         []RichText   `json:"caption"`
	Checked         bool         `json:"checked"`
	Language        string       `json:"language"`
	IsToggleable    bool         `json:"is_toggleable"`
	Icon            *Icon        `json:"icon"`
	Expression      string       `json:"expression"`
	URL             string       `json:"url"`
	Title           Title        `json:"title"`
	Name            string       `json:"name"`
	FileType        string       `json:"type"`
	File            *FileRef     `json:"file"`
	External        *FileRef     `json:"external"`
	Cells           [][]RichText `json:"cells"`
	TableWidth      int          `json:"table_width"`
	HasColumnHeader bool         `json:"has_column_header"`
	HasRowHeader    bool         `json:"has_row_header"`
	SyncedFrom      *SyncedFrom  `json:"synced_from"`
	BlockType       string       `json:"block_type"`
	// Children is raw because some types (meeting notes) use the key
	// for an object of ids rather than inlined blocks.
	Children json.RawMessage `json:"children"`
}

// Icon is a page or callout icon: an emoji, a custom emoji or an image.
type Icon struct {
	Type        string   `json:"type"`
	Emoji       string   `json:"emoji"`
	External    *FileRef `json:"external"`
	File        *FileRef `json:"file"`
	CustomEmoji *struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	} `json:"custom_emoji"`
}

// FileRef is a hosted ("file") or external file; hosted URLs expire.
type FileRef struct {
	URL string `json:"url"`
}

// SyncedFrom points a synced-block duplicate at its original; nil on the
// original itself.
type SyncedFrom struct {
	Type    string `json:"type"`
	BlockID string `json:"block_id"`
}

// Title accepts both shapes Notion uses for "title": a plain string
// (child_page, child_database) and a rich-text array (meeting notes).
type Title string

// UnmarshalJSON implements json.Unmarshaler.
func (t *Title) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*t = Title(s)
		return nil
	}
	var rt []RichText
	if err := json.Unmarshal(b, &rt); err != nil {
		return nil // an unexpected shape is not worth failing the block over
	}
	*t = Title(PlainText(rt))
	return nil
}

// UnmarshalJSON decodes the common block fields and the object named by the
// block's type.
func (b *Block) UnmarshalJSON(data []byte) error {
	type plain Block
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*b = Block(p)
	if b.Type == "" {
		return nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	raw, ok := fields[b.Type]
	if !ok || len(raw) == 0 || raw[0] != '{' {
		return nil
	}
	// A field of an unexpected type (Notion grows its schema) leaves that
	// field zero; encoding/json still fills the others. Only broken JSON
	// fails the block.
	var typeErr *json.UnmarshalTypeError
	if err := json.Unmarshal(raw, &b.Data); err != nil && !errors.As(err, &typeErr) {
		return fmt.Errorf("decode %s block %s: %w", b.Type, b.ID, err)
	}
	if c := b.Data.Children; len(c) > 0 && c[0] == '[' {
		if err := json.Unmarshal(c, &b.Children); err != nil {
			return fmt.Errorf("decode %s block %s children: %w", b.Type, b.ID, err)
		}
	}
	b.Data.Children = nil
	return nil
}

// RichText is one run of Notion rich text.
type RichText struct {
	Type        string      `json:"type"`
	PlainText   string      `json:"plain_text"`
	Href        string      `json:"href"`
	Annotations Annotations `json:"annotations"`
	Text        *struct {
		Content string `json:"content"`
		Link    *struct {
			URL string `json:"url"`
		} `json:"link"`
	} `json:"text"`
	Mention  *Mention `json:"mention"`
	Equation *struct {
		Expression string `json:"expression"`
	} `json:"equation"`
}

// Annotations are the inline styles of a rich-text run.
type Annotations struct {
	Bold          bool `json:"bold"`
	Italic        bool `json:"italic"`
	Strikethrough bool `json:"strikethrough"`
	Underline     bool `json:"underline"`
	Code          bool `json:"code"`
}

// Mention is an inline reference to a user, page, database, date or link.
type Mention struct {
	Type string `json:"type"`
	User *struct {
		Name string `json:"name"`
	} `json:"user"`
	Date *struct {
		Start string `json:"start"`
		End   string `json:"end"`
	} `json:"date"`
	LinkPreview *struct {
		URL string `json:"url"`
	} `json:"link_preview"`
}

// PlainText concatenates the plain text of rich-text runs.
func PlainText(rt []RichText) string {
	var s string
	for _, r := range rt {
		s += r.text()
	}
	return s
}

// text is the run's visible text, preferring the authored content.
func (r RichText) text() string {
	switch {
	case r.Type == "text" && r.Text != nil:
		return r.Text.Content
	case r.Type == "equation" && r.Equation != nil:
		return r.Equation.Expression
	}
	return r.PlainText
}
