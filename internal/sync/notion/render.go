package notion

import (
	"net/url"
	"path"
	"strconv"
	"strings"

	"knowledgestack/internal/markdown"
)

// Renderer turns Notion blocks into Markdown. One Renderer is meant to live
// for one sync pass: OnUnknown is called once per unknown block type it
// meets, however many pages contain it.
type Renderer struct {
	// OnUnknown, if set, is told about a block type the renderer skips.
	OnUnknown func(blockType string)
	seen      markdown.Unknowns
}

// RenderBlocks renders a page's blocks as Markdown, silently skipping block
// types it does not know.
func RenderBlocks(blocks []Block) string {
	var r Renderer
	return r.Render(blocks)
}

// Render renders blocks (with their Children) as Markdown ending in a
// newline, or "" when nothing renders.
func (r *Renderer) Render(blocks []Block) string {
	out := r.blocks(blocks)
	if out == "" {
		return ""
	}
	return out + "\n"
}

// blocks renders sibling blocks: blank lines between blocks, single
// newlines between items of the same list so the list stays tight.
func (r *Renderer) blocks(blocks []Block) string {
	var b strings.Builder
	prevKind := ""
	number := 0
	for _, blk := range blocks {
		if blk.Type == "numbered_list_item" {
			number++
		} else {
			number = 0
		}
		s := r.block(blk, number)
		if s == "" {
			continue
		}
		kind := listKind(blk.Type)
		if b.Len() > 0 {
			if kind != "" && kind == prevKind {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		b.WriteString(s)
		prevKind = kind
	}
	return b.String()
}

func listKind(t string) string {
	switch t {
	case "bulleted_list_item", "to_do":
		return "bullet"
	case "numbered_list_item":
		return "number"
	}
	return ""
}

// block renders one block; number is its position in a numbered list.
func (r *Renderer) block(b Block, number int) string {
	d := b.Data
	text := markdown.EscapeLines(cleanText(RenderRichText(d.RichText)))
	children := r.blocks(b.Children)
	switch b.Type {
	case "paragraph":
		return markdown.JoinBlocks(text, children)
	case "heading_1", "heading_2", "heading_3":
		h := strings.Repeat("#", int(b.Type[len(b.Type)-1]-'0')) + " " + strings.ReplaceAll(text, "\n", " ")
		if strings.TrimSpace(text) == "" {
			h = ""
		}
		return markdown.JoinBlocks(h, children)
	case "bulleted_list_item":
		return listItem("- ", text, children)
	case "numbered_list_item":
		return listItem(strconv.Itoa(max(number, 1))+". ", text, children)
	case "to_do":
		box := "- [ ] "
		if d.Checked {
			box = "- [x] "
		}
		return listItem(box, text, children)
	case "toggle":
		return markdown.JoinBlocks(text, children)
	case "quote":
		return markdown.Quote(markdown.JoinBlocks(text, children))
	case "callout":
		return markdown.Quote(markdown.JoinBlocks(joinInline(iconText(d.Icon), text), children))
	case "code":
		lang := d.Language
		if lang == "plain text" {
			lang = ""
		}
		return markdown.JoinBlocks(markdown.CodeBlock(PlainText(d.RichText), lang), caption(d.Caption))
	case "equation":
		return "$$\n" + strings.TrimSpace(d.Expression) + "\n$$"
	case "divider":
		return "---"
	case "table":
		return r.table(b)
	case "image", "file", "pdf", "video", "audio":
		return fileLink(b.Type, d)
	case "bookmark", "embed", "link_preview":
		if d.URL == "" {
			return ""
		}
		label := RenderRichText(d.Caption)
		return markdown.Link(label, d.URL)
	case "child_page", "child_database":
		return markdown.Link(markdown.EscapeInline(orDefault(string(d.Title), "Untitled")), pageURL(b.ID))
	case "synced_block", "column_list", "column":
		// A duplicate synced block's children are the original's (the API
		// returns them under the duplicate's id); columns read top to bottom.
		return children
	case "table_of_contents", "breadcrumb", "table_row":
		// Navigation aids carry no text of their own; table rows are
		// rendered by their table.
		return ""
	}
	r.unknown(b.Type, d.BlockType)
	return ""
}

func (r *Renderer) unknown(blockType, inner string) {
	if blockType == "unsupported" && inner != "" {
		blockType = "unsupported:" + inner
	}
	r.seen.Report(blockType, r.OnUnknown)
}

// table renders a table block whose rows are its children.
func (r *Renderer) table(b Block) string {
	var rows [][]string
	for _, row := range b.Children {
		if row.Type != "table_row" {
			continue
		}
		cells := make([]string, len(row.Data.Cells))
		for i, c := range row.Data.Cells {
			cells[i] = RenderRichText(c)
		}
		rows = append(rows, cells)
	}
	if len(rows) == 0 {
		return ""
	}
	var header []string
	if b.Data.HasColumnHeader {
		header, rows = rows[0], rows[1:]
	}
	if w := b.Data.TableWidth; len(header) == 0 && w > 0 {
		header = make([]string, w)
	}
	return markdown.Table(header, rows)
}

// listItem renders a list marker, the item text and its nested blocks
// indented under the marker.
func listItem(marker, text, children string) string {
	pad := strings.Repeat(" ", len(marker))
	if strings.HasPrefix(marker, "- [") {
		pad = "  "
	}
	item := marker + markdown.Indent(text, "", pad)
	if children != "" {
		item += "\n" + markdown.Indent(children, pad, pad)
	}
	return strings.TrimRight(item, " ")
}

func fileLink(kind string, d BlockData) string {
	u := ""
	switch {
	case d.File != nil:
		u = d.File.URL
	case d.External != nil:
		u = d.External.URL
	}
	if u == "" {
		return ""
	}
	label := RenderRichText(d.Caption)
	if strings.TrimSpace(label) == "" {
		label = markdown.EscapeInline(orDefault(d.Name, fileName(u, kind)))
	}
	return markdown.Link(label, u)
}

// fileName is the last path segment of a URL, without its query.
func fileName(raw, fallback string) string {
	if u, err := url.Parse(raw); err == nil {
		if base := path.Base(u.Path); base != "." && base != "/" && base != "" {
			if s, err := url.PathUnescape(base); err == nil {
				return s
			}
			return base
		}
	}
	return fallback
}

func iconText(i *Icon) string {
	if i == nil {
		return ""
	}
	switch {
	case i.Emoji != "":
		return i.Emoji
	case i.CustomEmoji != nil && i.CustomEmoji.Name != "":
		return ":" + i.CustomEmoji.Name + ":"
	}
	return ""
}

func caption(rt []RichText) string {
	if s := RenderRichText(rt); strings.TrimSpace(s) != "" {
		return markdown.Wrap(s, "_")
	}
	return ""
}

// pageURL is the public URL of a Notion page or database id.
func pageURL(id string) string {
	return "https://www.notion.so/" + strings.ReplaceAll(id, "-", "")
}

func joinInline(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

// cleanText trims whitespace that Markdown would misread: leading spaces
// (an indented code block) and trailing ones (a hard line break).
func cleanText(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Join(lines, "\n")
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}
