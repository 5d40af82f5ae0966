package pii

import (
	"strings"
	"unicode/utf8"
)

// Documentation headers that credit persons with links (docs/adr/0231).
// A tutorial translated by a community writes its header as reST or
// Markdown fields whose values are links to the persons' pages:
// "**번역**: `정재민 <https://github.com/…>`_", "**Author**: `Ana Lima
// <https://…>`__ and `Bo Chen <…>`__", "译者：[张伟](https://github.com/…)",
// or the key alone on its line and one link a line after it ("Authors:",
// "`Ana Lima <…>`_,"). The key says the link texts are persons; the words
// of a Hangul or Han name alone say nothing to the prose passes, and the
// link's backquote and angle bracket stop the keyed reader's value early.
// The reader looks at one line, carrying only whether a key stood alone on
// the line before, so Find stays linear.

// headerKeys are the keys, as fieldKey writes them, of a documentation
// header's credit fields in Korean, Chinese and Japanese (translation,
// translator, author, writer, review, lecturer, guest, supervision) and
// English fields that credit a person the keyed reader's personKeys lack.
var headerKeys = map[string]bool{
	"번역": true, "번역자": true, "옮긴이": true, "역자": true, "저자": true, "글쓴이": true, "감수": true, "작성자": true,
	"편집": true, "검수": true, "지은이": true, "发言人": true, "作者": true, "译者": true, "翻译": true, "翻譯": true,
	"譯者": true, "审校": true, "審校": true, "校对": true, "讲师": true, "講師": true, "嘉宾": true, "嘉賓": true,
	"著者": true, "翻訳": true, "訳者": true, "監修": true, "執筆": true, "執筆者": true,
	"updated by": true, "edited by": true, "translated by": true, "translator": true, "translators": true,
	"translation": true, "reviewed by": true, "reviewer": true, "reviewers": true, "written by": true,
}

// headerLinkSlots are the link texts of a documentation header's credit
// field in body, strict when they are plain names and no links; alone says
// whether the line before was such a key with no value, and is set for the
// next line.
func headerLinkSlots(body string, alone *bool) (slots [][2]int, strict bool) {
	was := *alone
	*alone = false
	t := strings.TrimLeft(body, " \t*-:>")
	lead := len(body) - len(t)
	colon, sep := keySeparator(t)
	if colon > 0 && colon <= 40 && headerKey(t[:colon]) {
		a := lead + colon + sep
		// "**저자:** …": the key's closing markup after the colon.
		for a < len(body) && (body[a] == '*' || body[a] == '_') {
			a++
		}
		if strings.TrimSpace(body[a:]) == "" {
			*alone = true
			return nil, false
		}
		if out, ok := linkTexts(body, a); ok {
			return out, false
		}
		if strings.ContainsAny(body[a:], "`[<") {
			return nil, false
		}
		// Plain names after the key: "**저자:** Ana Lima, Bo Chen"; read
		// strictly (strict), for no link vouches for them: "**讲师：** Apache
		// Member，华为" names none.
		var out [][2]int
		for _, p := range splitValue(body[a:]) {
			out = append(out, [2]int{a + p[0], a + p[1]})
		}
		return out, true
	}
	if !was {
		return nil, false
	}
	if strings.TrimSpace(body) == "" {
		*alone = true // a blank line between the key and its links
		return nil, false
	}
	out, ok := linkTexts(body, 0)
	if !ok {
		return nil, false
	}
	*alone = true // one link a line: the list goes on
	return out, false
}

// headerKey: k, less markup, is a credit field's key.
func headerKey(k string) bool {
	f := strings.TrimSuffix(fieldKey(strings.TrimSpace(k)), "(s)")
	if headerKeys[f] {
		return true
	}
	ok, _ := personKey(k)
	return ok
}

// linkTexts are the texts of the reST links (`Text <url>`_, `Text
// <url>`__) and Markdown links ([Text](url)) of body[a:] when the links
// are all it holds besides commas, "and", "&", list signs and a full stop.
func linkTexts(body string, a int) ([][2]int, bool) {
	var out [][2]int
	i := a
	for i < len(body) {
		c := body[i]
		switch {
		case c == '`':
			gt := strings.Index(body[i:], ">`_")
			lt := strings.Index(body[i:], " <")
			if gt < 0 || lt < 0 || lt > gt {
				return nil, false
			}
			out = append(out, [2]int{i + 1, i + lt})
			i += gt + len(">`_")
			for i < len(body) && body[i] == '_' {
				i++
			}
		case c == '[':
			mid := strings.Index(body[i:], "](")
			end := strings.IndexByte(body[i:], ')')
			if mid < 0 || end < mid {
				return nil, false
			}
			out = append(out, [2]int{i + 1, i + mid})
			i += end + 1
		case strings.IndexByte(" \t,.;&*_", c) >= 0:
			i++
		case strings.HasPrefix(body[i:], "and "):
			i += len("and ")
		default:
			r, n := utf8.DecodeRuneInString(body[i:])
			if r != '，' && r != '、' && r != '및' {
				return nil, false
			}
			i += n
		}
	}
	return out, len(out) > 0
}

// headerName reads a credit field's value as a name: a Hangul one as the
// Korean keyed names are read (a listed family name, no word), a Han one
// of two to four characters after a listed family name, and any other as
// the keyed reader reads its values (strictly when strict).
func (d *Detector) headerName(v string, strict bool) []token {
	if hasHangul(v) {
		if !d.koKeyedName(v) {
			return nil
		}
		return words(v)
	}
	if caseless(v) && !strings.Contains(v, " ") {
		first, _ := utf8.DecodeRuneInString(v)
		if n := utf8.RuneCountInString(v); n < 2 || n > 4 || !d.names.cjkLast[string(first)] {
			return nil
		}
	}
	return d.keyedName(v, strict)
}
