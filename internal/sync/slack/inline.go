package slack

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxNesting bounds how deep *_~ spans nest, so a hostile line of markers
// costs linear work per level, not a deep recursion.
const maxNesting = 6

// inline renders the spans of one line: `code`, *bold*, _italic_,
// ~strike~, <entities> and escapes; everything else is text, escaped
// where Markdown would read it as markup.
func (r renderer) inline(s string) string {
	var b strings.Builder
	r.spans(&b, s, 0)
	return b.String()
}

func (r renderer) spans(b *strings.Builder, s string, depth int) {
	prev := ' ' // the start of a line opens spans like a space does
	for i := 0; i < len(s); {
		switch c := s[i]; c {
		case '`':
			if j := strings.IndexByte(s[i+1:], '`'); j > 0 && strings.TrimSpace(s[i+1:i+1+j]) != "" {
				r.codeSpan(b, r.codeText(s[i+1:i+1+j]))
				i, prev = i+j+2, '`'
				continue
			}
		case '<':
			if j := strings.IndexByte(s[i+1:], '>'); j >= 0 {
				if r.plain {
					b.WriteString(r.plainToken(s[i+1 : i+1+j]))
				} else {
					b.WriteString(r.token(s[i+1 : i+1+j]))
				}
				i, prev = i+j+2, '>'
				continue
			}
		case '&':
			if ch, n := entity(s[i:]); n > 0 {
				r.text(b, ch, s[i+n:])
				i, prev = i+n, rune(ch[0])
				continue
			}
		case '*', '_', '~':
			if depth < maxNesting && !isWordRune(prev) {
				if end := closer(s, i); end > 0 {
					mark := map[byte]string{'*': "**", '_': "*", '~': "~~"}[c]
					if r.plain {
						mark = ""
					}
					b.WriteString(mark)
					r.spans(b, s[i+1:end], depth+1)
					b.WriteString(mark)
					i, prev = end+1, rune(c)
					continue
				}
			}
		}
		rn, n := utf8.DecodeRuneInString(s[i:])
		r.text(b, s[i:i+n], s[i+n:])
		i, prev = i+n, rn
	}
}

// closer finds the marker that closes the span opened at s[open]: the same
// character after a non-space, not followed by a letter or digit, on the
// same line. It returns -1 when there is none (the marker is text).
func closer(s string, open int) int {
	c := s[open]
	if open+1 >= len(s) || s[open+1] == ' ' || s[open+1] == '\t' || s[open+1] == c {
		return -1
	}
	for k := open + 2; k < len(s); k++ {
		if s[k] != c || s[k-1] == ' ' || s[k-1] == '\t' {
			continue
		}
		if next, _ := utf8.DecodeRuneInString(s[k+1:]); k+1 < len(s) && isWordRune(next) {
			continue
		}
		return k
	}
	return -1
}

// text writes one piece of literal text, escaping what Markdown would read
// as markup. rest is what follows (an & opens an entity only before a name).
func (r renderer) text(b *strings.Builder, ch, rest string) {
	if r.plain {
		b.WriteString(ch)
		return
	}
	switch ch {
	case "\\", "`", "*", "_", "[", "]", "<", "|", "~":
		b.WriteByte('\\')
	case "&":
		if rest != "" && (rest[0] == '#' || unicode.IsLetter(rune(rest[0]))) {
			b.WriteByte('\\')
		}
	}
	b.WriteString(ch)
}

// escapeText escapes a whole string as text.
func (r renderer) escapeText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		_, n := utf8.DecodeRuneInString(s[i:])
		r.text(&b, s[i:i+n], s[i+n:])
		i += n
	}
	return b.String()
}

// codeSpan writes inline code; content holds no backtick (Slack ends the
// span at the next one). A space at both ends would be trimmed by
// Markdown, so it gets one more.
func (r renderer) codeSpan(b *strings.Builder, content string) {
	if r.plain {
		b.WriteString(content)
		return
	}
	if strings.HasPrefix(content, " ") && strings.HasSuffix(content, " ") {
		content = " " + content + " "
	}
	b.WriteString("`" + content + "`")
}

// token renders the inside of one <…> entity as Markdown.
func (r renderer) token(t string) string {
	target, label, hasLabel := strings.Cut(t, "|")
	label = decode(label)
	switch {
	case strings.HasPrefix(target, "@"), strings.HasPrefix(target, "#"), strings.HasPrefix(target, "!"):
		return r.escapeText(r.plainToken(t))
	}
	target = decode(target)
	if !isLinkTarget(target) {
		// Not a link Slack made: the text as written.
		return r.escapeText("<" + decode(t) + ">")
	}
	dest := strings.NewReplacer("(", "%28", ")", "%29").Replace(target)
	if hasLabel && label != "" && label != target {
		return "[" + r.escapeText(label) + "](" + dest + ")"
	}
	if isAutolink(target) {
		return "<" + target + ">"
	}
	return "[" + r.escapeText(target) + "](" + dest + ")"
}

// plainToken is what Slack shows for an entity: @Name, #channel, the
// label of a link (else its address), the fallback of a date or group.
func (r renderer) plainToken(t string) string {
	target, label, hasLabel := strings.Cut(t, "|")
	label = decode(label)
	switch {
	case strings.HasPrefix(target, "@"):
		if hasLabel && label != "" {
			return "@" + strings.TrimPrefix(label, "@")
		}
		return "@" + r.name(target[1:])
	case strings.HasPrefix(target, "#"):
		if hasLabel && label != "" {
			return "#" + label
		}
		return "#" + target[1:]
	case strings.HasPrefix(target, "!"):
		if hasLabel && label != "" {
			return label
		}
		cmd, _, _ := strings.Cut(target[1:], "^")
		return "@" + cmd
	}
	target = decode(target)
	if !isLinkTarget(target) {
		return "<" + decode(t) + ">"
	}
	if hasLabel && label != "" {
		return label
	}
	return target
}

// decode undoes Slack's three escapes.
func decode(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	var b strings.Builder
	for len(s) > 0 {
		if ch, n := entity(s); n > 0 {
			b.WriteString(ch)
			s = s[n:]
			continue
		}
		b.WriteByte(s[0])
		s = s[1:]
	}
	return b.String()
}

// isLinkTarget: Slack's links have a scheme and nothing a Markdown link
// destination cannot hold.
func isLinkTarget(s string) bool {
	i := strings.IndexByte(s, ':')
	if i < 1 || strings.ContainsAny(s, " \t\n\r<>\\") {
		return false
	}
	for k, c := range s[:i] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || k > 0 && (c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-')) {
			return false
		}
	}
	return true
}

// isAutolink: CommonMark's autolink scheme is 2–32 characters.
func isAutolink(s string) bool {
	i := strings.IndexByte(s, ':')
	return i >= 2 && i <= 32
}
