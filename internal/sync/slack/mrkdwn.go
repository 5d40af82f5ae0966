package slack

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// toMarkdown converts one message's mrkdwn to Markdown, following Slack's
// documented grammar (docs.slack.dev "Formatting text for app surfaces"):
// ``` opens a code block wherever it stands and the next ``` closes it
// (an unmatched ``` is literal); `code`, *bold*, _italic_ and ~strike~ are
// spans within one line, opened after a non-word character and closed
// before one; lines starting with > are quoted and >>> quotes the rest;
// a newline is a line break. <@U…>, <#C…|name>, <!here>, <url|label> are
// entities, and &lt; &gt; &amp; the only escapes.
//
// The result is balanced: every code block is fenced on its own lines and
// closed, no text can open HTML (< is escaped), and a character Markdown
// would read as structure that Slack does not (*, _, [, |, a leading #) is
// escaped — so a message can never change how the next one reads.
func toMarkdown(text string, name func(id string) string) string {
	return render(text, name, false)
}

// toPlain is the message as a reader sees it, without markup: a title.
func toPlain(text string, name func(id string) string) string {
	return render(text, name, true)
}

// maxMrkdwn bounds the text one message may bring; Slack caps a message at
// 40,000 characters, so only hostile input is ever cut.
const maxMrkdwn = 1 << 20

func render(text string, name func(string) string, plain bool) string {
	if len(text) > maxMrkdwn {
		text = text[:maxMrkdwn]
	}
	text = strings.ToValidUTF8(text, "\uFFFD")
	if name == nil {
		name = func(id string) string { return id }
	}
	r := renderer{name: name, plain: plain}
	var blocks []string
	for _, s := range splitCode(text) {
		if s.code {
			blocks = append(blocks, r.codeBlock(s.text))
			continue
		}
		blocks = append(blocks, r.textBlocks(s.text)...)
	}
	sep := "\n\n"
	if plain {
		sep = "\n"
	}
	return strings.Join(blocks, sep)
}

type renderer struct {
	name  func(string) string
	plain bool
}

// segment is a run of a message: a code block's content or text around it.
type segment struct {
	code bool
	text string
}

// splitCode cuts text at ``` pairs. The content of a block loses the
// newline right after its opening and right before its closing backticks,
// as Slack shows it; a block with no content is literal text.
func splitCode(text string) []segment {
	var out []segment
	for {
		i := strings.Index(text, "```")
		if i < 0 {
			break
		}
		j := strings.Index(text[i+3:], "```")
		if j < 0 {
			break
		}
		body := text[i+3 : i+3+j]
		// A run of four or more backticks closes at its last three, so the
		// extra backticks belong to the code.
		end := i + 3 + j + 3
		for end < len(text) && text[end] == '`' {
			body += "`"
			end++
		}
		content := strings.TrimSuffix(strings.TrimPrefix(body, "\n"), "\n")
		if strings.TrimSpace(content) == "" {
			out = append(out, segment{text: text[:end]})
		} else {
			out = append(out, segment{text: text[:i]}, segment{code: true, text: content})
		}
		text = text[end:]
	}
	out = append(out, segment{text: text})
	return out
}

// codeBlock fences content with a run longer than any inside it and no
// info string, so its first line stays code.
func (r renderer) codeBlock(content string) string {
	var b strings.Builder
	for line := range strings.SplitSeq(content, "\n") {
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(r.codeText(line))
	}
	body := b.String()
	if r.plain {
		return body
	}
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	return fence + "\n" + body + "\n" + fence
}

// codeText is code as Slack shows it: escapes undone, entities as their text.
func (r renderer) codeText(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		if s[0] == '<' {
			if j := strings.IndexByte(s, '>'); j > 0 {
				b.WriteString(r.plainToken(s[1:j]))
				s = s[j+1:]
				continue
			}
		}
		if s[0] == '&' {
			if ch, n := entity(s); n > 0 {
				b.WriteString(ch)
				s = s[n:]
				continue
			}
		}
		_, n := utf8.DecodeRuneInString(s)
		b.WriteString(s[:n])
		s = s[n:]
	}
	return b.String()
}

func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}

// textBlocks renders the text between code blocks: paragraphs (lines
// joined by hard breaks), quotes and lists, separated by blank lines.
func (r renderer) textBlocks(text string) []string {
	var blocks []string
	var para, quote []string
	var list listBuilder
	flush := func() {
		if len(para) > 0 {
			blocks = append(blocks, r.joinLines(para, ""))
			para = nil
		}
		if len(quote) > 0 {
			blocks = append(blocks, r.joinLines(quote, "> "))
			quote = nil
		}
		if l := list.String(); l != "" {
			blocks = append(blocks, l)
			list = listBuilder{plain: r.plain}
		}
	}
	list.plain = r.plain
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " \t\r")
		if rest, ok := cutQuoteAll(line); ok {
			flush()
			quote = append(quote, r.inline(rest))
			for _, l := range lines[i+1:] {
				quote = append(quote, r.inline(strings.TrimRight(l, " \t\r")))
			}
			break
		}
		switch rest, isQuote := cutQuote(line); {
		case strings.TrimSpace(line) == "":
			flush()
		case isQuote:
			if len(para) > 0 || list.String() != "" {
				flush()
			}
			quote = append(quote, r.inline(rest))
		default:
			if indent, marker, item, ok := listItem(line); ok {
				if len(para) > 0 || len(quote) > 0 {
					flush()
				}
				list.add(indent, marker, r.lineStart(r.inline(item)))
				continue
			}
			if len(quote) > 0 || list.String() != "" {
				flush()
			}
			para = append(para, r.lineStart(r.inline(strings.TrimLeft(line, " \t"))))
		}
	}
	flush()
	return blocks
}

// joinLines writes lines as one block with hard breaks between them; a
// quote's lines each carry the prefix (an empty one is a bare ">").
func (r renderer) joinLines(lines []string, prefix string) string {
	if r.plain {
		return strings.Join(lines, "\n")
	}
	for i, l := range lines {
		if prefix != "" {
			l = r.lineStart(strings.TrimLeft(l, " \t"))
		}
		if i < len(lines)-1 && l != "" && lines[i+1] != "" {
			l += "  "
		}
		if prefix != "" {
			if l == "" {
				l = strings.TrimRight(prefix, " ")
			} else {
				l = prefix + l
			}
		}
		lines[i] = l
	}
	return strings.Join(lines, "\n")
}

// lineStart escapes what would open a block at the start of a Markdown
// line but is text in Slack: a heading, a setext underline or rule, a list
// marker that listItem did not take, an indented code line.
func (r renderer) lineStart(s string) string {
	if r.plain || s == "" {
		return s
	}
	switch s[0] {
	case '=', '-', '+', '>':
		return "\\" + s
	case '#':
		if n := len(s) - len(strings.TrimLeft(s, "#")); n <= 6 && (n == len(s) || s[n] == ' ' || s[n] == '\t') {
			return "\\" + s
		}
	}
	if i := strings.IndexFunc(s, func(c rune) bool { return c < '0' || c > '9' }); i > 0 && (s[i] == '.' || s[i] == ')') && (i+1 == len(s) || s[i+1] == ' ') {
		return s[:i] + "\\" + s[i:]
	}
	return s
}

// cutQuote takes a quote marker (&gt; as the API sends it, or a raw >).
func cutQuote(line string) (string, bool) {
	for _, m := range []string{"&gt;", ">"} {
		if rest, ok := strings.CutPrefix(line, m); ok {
			return strings.TrimPrefix(rest, " "), true
		}
	}
	return "", false
}

// cutQuoteAll takes >>>, which quotes everything after it.
func cutQuoteAll(line string) (string, bool) {
	for _, m := range []string{"&gt;&gt;&gt;", ">>>"} {
		if rest, ok := strings.CutPrefix(line, m); ok {
			return strings.TrimPrefix(rest, " "), true
		}
	}
	return "", false
}

// listItem recognises the lists people type in Slack and the ones Slack's
// own list editor sends as text: "• item", "◦ sub", "- item", "1. item".
func listItem(line string) (indent int, marker, item string, ok bool) {
	t := strings.TrimLeft(line, " \t")
	indent = len(line) - len(t)
	for _, b := range []string{"• ", "◦ ", "▪ ", "▫ ", "‣ ", "- ", "* ", "+ "} {
		if rest, found := strings.CutPrefix(t, b); found && strings.TrimSpace(rest) != "" {
			return indent, "-", strings.TrimLeft(rest, " "), true
		}
	}
	i := strings.IndexFunc(t, func(c rune) bool { return c < '0' || c > '9' })
	if i > 0 && i <= 9 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' ' && strings.TrimSpace(t[i+2:]) != "" {
		return indent, t[:i] + ".", strings.TrimLeft(t[i+2:], " "), true
	}
	return 0, "", "", false
}

// listBuilder nests items by their indentation, deeper indent one level in.
type listBuilder struct {
	plain bool
	b     strings.Builder
	stack []listLevel
}

type listLevel struct {
	indent int    // the source's indentation of this level
	pad    string // the Markdown indentation of its items
	width  int    // its marker's width, the next level's extra pad
}

func (l *listBuilder) add(indent int, marker, item string) {
	for len(l.stack) > 0 && indent < l.stack[len(l.stack)-1].indent {
		l.stack = l.stack[:len(l.stack)-1]
	}
	switch {
	case len(l.stack) == 0:
		l.stack = append(l.stack, listLevel{indent: indent, width: len(marker) + 1})
	case indent > l.stack[len(l.stack)-1].indent && len(l.stack) < 6:
		top := l.stack[len(l.stack)-1]
		l.stack = append(l.stack, listLevel{indent: indent, pad: top.pad + strings.Repeat(" ", top.width), width: len(marker) + 1})
	default:
		l.stack[len(l.stack)-1].width = len(marker) + 1
	}
	if l.b.Len() > 0 {
		l.b.WriteByte('\n')
	}
	if l.plain {
		l.b.WriteString(item)
		return
	}
	l.b.WriteString(l.stack[len(l.stack)-1].pad + marker + " " + item)
}

func (l *listBuilder) String() string { return l.b.String() }

// entity decodes the three escapes Slack applies at the start of s.
func entity(s string) (string, int) {
	for _, e := range [...]struct{ name, ch string }{{"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}} {
		if strings.HasPrefix(s, e.name) {
			return e.ch, len(e.name)
		}
	}
	return "", 0
}

// isWordRune is a letter or digit: emphasis neither opens after nor closes
// before one (snake_case_names and 2*3*4 stay text).
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
