package pii

import (
	"strings"
	"unicode/utf8"
)

// Han names in a roster (docs/adr/0260). Meeting minutes list who came
// under a heading (## 与会人(Attendees), ## 主要参会人员, ## Teilnehmer) one
// per item, a handle, mail or company after the name (- 张泰 [@tiger-zhang],
// - 侯鹏飞（开鸿智谷）, - 石金得-华为); a table names the owner of each row in a
// column headed so (｜ 任务 ｜ 责任人 ｜); a role key names one (责任人：张省委).
// The field passes read such a value only where prose would read it too: no
// common word, no function character, so a name whose given part spells a
// word (宫|文学, 徐|建国, 张|省委, 曾军) or opens on a function character (于佳耕)
// went unread. The heading, the column's header or the key vouches for the
// value as a name column of a CSV does: there a listed family name and one
// or two more characters, the whole item up to a handle, bracket, mail or
// separator, is a person, unless it is a place, brand, thing or a title
// (张总, 王老师). A family name and one character padded apart for
// alignment (易  见) is one name.
//
// One scan over the lines; each line is read once, its items and cells a
// bounded number of runes each: Find stays linear.

// zhRosterNames switches the pass off for measuring (tests).
var zhRosterNames = true

// zhRosterHeads are the words of a heading over a roster, matched in a
// heading's lower-cased text.
var zhRosterHeads = []string{
	"attendees", "attendee", "participants", "participant", "与会", "與會", "参会", "參會", "出席", "参加人", "參加人", "参加者",
	"參加者", "参与人", "參與人", "列席", "参会人", "참석", "teilnehmer", "anwesend", "présents", "asistentes",
	"partecipanti", "deelnemers", "deltagare", "成员名单", "成員名單", "人员名单", "人員名單",
}

// zhAgendaHeads are the words of a heading over topics, not persons: a
// heading that holds one ends a roster and opens none.
var zhAgendaHeads = []string{"议题", "議題", "agenda", "议程", "議程", "纪要", "紀要", "minutes", "notes", "结论", "結論"}

// zhRosterHeadMax bounds the bytes of a heading line read for its words.
const zhRosterHeadMax = 96

// zhRosterTitles are what follows a family name in a list as a title, not
// a given name (张总, 王老师, 李工).
var zhRosterTitles = setOf(`总 總 工 老 某 某某 老师 老師 先生 女士 小姐 经理 經理 博士 教授 同学 同學 主任 总监 總監 老板 老闆 师傅 師傅 院士 部长 部長 组长 組長`)

// zhRosterBounds may follow a roster's name: what starts a handle, mail,
// company or the next item.
const zhRosterBounds = " \t\u3000@[(（-－—<>/／、，,;；*|｜)）]】"

// addZhRosterNames adds to spans the Han names of rosters, person columns
// and role keys; a person span inside one gives way to it.
func (d *Detector) addZhRosterNames(s string, spans []Span) []Span {
	if !zhRosterNames || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	found := map[int]bool{}
	for _, sp := range spans {
		if sp.Kind == Person {
			found[sp.Start] = true
		}
	}
	var add []Span
	var block zhListBlock
	roster, items := false, 0
	col, tableRows := -1, 0
	for ls := 0; ls < len(s); {
		le := strings.IndexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		line := strings.TrimRight(s[ls:le], "\r")
		lend := ls + len(line)
		if zhTableRow(line) {
			add = block.flush(add)
			roster = false
			if tableRows == 0 {
				col = zhPersonColumn(s, ls, lend)
			} else if cells := zhCells(s, ls, lend); col >= 0 && col < len(cells) {
				add = d.zhRosterItem(s, cells[col][0], cells[col][1], add)
			}
			tableRows++
			ls = le + 1
			continue
		}
		col, tableRows = -1, 0
		if head, colon := zhRosterHeading(line); head {
			add = block.flush(add)
			roster, items = true, 0
			if colon >= 0 {
				add = d.zhRosterItem(s, ls+colon, lend, add)
			}
			ls = le + 1
			continue
		}
		if roster && zhRosterEnds(line, items) {
			roster = false
		}
		switch {
		case roster && strings.TrimSpace(line) != "":
			add = d.zhRosterItem(s, ls, lend, add)
			items++
		case !roster:
			p := zhSkipItemMarks(s, ls, lend)
			if end := d.zhRosterNameAt(s, p, lend); end > p {
				block.names = append(block.names, Span{Start: p, End: end, Kind: Person, Key: s[p:end]})
				if found[p] {
					block.vouched++
				}
			} else {
				add = block.flush(add)
			}
			add = d.zhRoleKeyValues(s, ls, lend, add)
		}
		ls = le + 1
	}
	add = block.flush(add)
	return zhRosterPlaced(s, spans, sortedByStart(add))
}

// zhListBlock gathers the items of consecutive lines that each open with
// a name of a roster's shape, outside a roster: a chunk of minutes cut
// below its heading (- 施超@shi-chao-cmcc, - 户锐@hurui01, …). vouched
// counts those a pass found as persons before.
type zhListBlock struct {
	names   []Span
	vouched int
}

// zhBlockMin is the fewest items of a block of names read as a roster.
const zhBlockMin = 3

// flush adds the block's names to add when it is a roster: at least
// zhBlockMin items, half of them persons found before (their neighbours
// vouch for the rest as a heading would); and empties it.
func (b *zhListBlock) flush(add []Span) []Span {
	if len(b.names) >= zhBlockMin && 2*b.vouched >= len(b.names) {
		add = append(add, b.names...)
	}
	b.names, b.vouched = b.names[:0], 0
	return add
}

// zhRosterPlaced merges add into spans as zhPlaced does, and where a
// person span found earlier starts with a roster's name and runs on over
// its bound into the company or handle after it (石金得-华为), the name
// takes its place.
func zhRosterPlaced(s string, spans, add []Span) []Span {
	drop := map[int]bool{}
	var keep []Span
	for _, sp := range add {
		over, _ := spansInside(spans, sp)
		fits := true
		for _, k := range over {
			o := spans[k]
			runsOn := o.Start == sp.Start && o.End > sp.End && strings.ContainsRune(zhRosterBounds, runeAfter(s, sp.End))
			fits = fits && o.Kind == Person && o.Start >= sp.Start && (o.End <= sp.End || runsOn)
			fits = fits && !(o.Start == sp.Start && o.End == sp.End)
		}
		if fits {
			for _, k := range over {
				drop[k] = true
			}
			keep = append(keep, sp)
		}
	}
	return replacedSpans(spans, drop, keep)
}

// zhRosterHeading: line is a heading over a roster — markup, a short text
// holding a roster's word and no agenda's, and at most a colon; colon is the
// offset after that colon when names follow it on the line (与会人员：张三、李四),
// else -1.
func zhRosterHeading(line string) (head bool, colon int) {
	colon = -1
	text := line
	for _, c := range []string{"：", ":"} {
		if k := strings.Index(line, c); k >= 0 && (colon < 0 || k < colon) {
			colon = k + len(c)
			text = line[:k]
		}
	}
	if len(text) > zhRosterHeadMax {
		return false, -1
	}
	low := strings.ToLower(text)
	if !containsAny(low, zhRosterHeads) || containsAny(low, zhAgendaHeads) {
		return false, -1
	}
	// A heading ends with its word or a key's character (与会人(Attendees),
	// 主要参会人员); a sentence that holds the word (与会人员讨论了…) goes on.
	low = strings.Trim(zhDropBracketed(low), " \t#*>-+")
	last, _ := utf8.DecodeLastRuneInString(low)
	if !hasSuffixAny(low, zhRosterHeads) && !strings.ContainsRune("人员員者席单單", last) {
		return false, -1
	}
	if hanRunes := utf8.RuneCountInString(strings.Trim(low, " \t#*>-+")); hanRunes > 24 {
		return false, -1
	}
	if colon >= 0 && strings.TrimSpace(line[colon:]) == "" {
		colon = -1
	}
	return true, colon
}

// zhDropBracketed returns s without a bracketed tail: 与会人(Attendees) is
// read as 与会人.
func zhDropBracketed(s string) string {
	t := strings.TrimRight(s, " \t*")
	for _, p := range [][2]string{{"(", ")"}, {"（", "）"}} {
		if k := strings.LastIndex(t, p[0]); k > 0 && strings.HasSuffix(t, p[1]) {
			return t[:k]
		}
	}
	return t
}

// zhRosterEnds: line ends a roster — another heading (#, a bold line, a
// line ending in a colon, an agenda's word), or a blank line after items.
func zhRosterEnds(line string, items int) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return items > 0
	}
	if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") {
		return true
	}
	if strings.HasSuffix(t, "：") || strings.HasSuffix(t, ":") {
		return true
	}
	return len(t) <= zhRosterHeadMax && containsAny(strings.ToLower(t), zhAgendaHeads)
}

// zhRosterItem adds the names of one item s[a:b]: after list marks and
// handles, a name, and after it each name that a separator joins on.
func (d *Detector) zhRosterItem(s string, a, b int, add []Span) []Span {
	p := zhSkipItemMarks(s, a, b)
	for k := 0; k < zhRosterItemMax && p < b; k++ {
		end := d.zhRosterNameAt(s, p, b)
		if end == p {
			return add
		}
		add = append(add, Span{Start: p, End: end, Kind: Person, Key: s[p:end]})
		q := strings.TrimLeft(s[end:b], " \t\u3000")
		r, n := utf8.DecodeRuneInString(q)
		if !strings.ContainsRune("、，,;；/／", r) {
			return add
		}
		p = zhSkipItemMarks(s, b-len(q)+n, b)
	}
	return add
}

// zhRosterItemMax bounds the names one item lists.
const zhRosterItemMax = 12

// zhSkipItemMarks returns where an item's text starts after a, past list
// marks, a number and its dot, and handles before the name (@wangh(url)).
func zhSkipItemMarks(s string, a, b int) int {
	p := a
	for k := 0; k < 3; k++ {
		p0 := p
		for p < b && strings.ContainsRune(" \t-*+>[", rune(s[p])) {
			p++
		}
		for _, m := range []string{"\u3000", "•", "·"} {
			if strings.HasPrefix(s[p:b], m) {
				p += len(m)
			}
		}
		q := p
		for q < b && s[q] >= '0' && s[q] <= '9' {
			q++
		}
		if q > p && q < b && strings.ContainsRune(".)", rune(s[q])) {
			p = q + 1
		} else if q > p && strings.HasPrefix(s[q:b], "、") {
			p = q + len("、")
		}
		if p < b && s[p] == '@' {
			if sp := strings.IndexAny(s[p:b], " \t"); sp > 0 {
				p += sp
			}
		}
		if p == p0 {
			break
		}
	}
	return p
}

// zhRosterNameAt returns the end of a roster's name at p (before limit b),
// or p: a Han run of two or three characters, or one character, spaces and
// one more (易  见), that a bound closes and that is a listed family name
// and a given name.
func (d *Detector) zhRosterNameAt(s string, p, b int) int {
	if p >= b || !hanAt(s, p) || hanBefore(s, p) {
		return p
	}
	g := runeEnds(s, p, 4, hanRune)
	end := 0
	switch {
	case len(g) == 2 || len(g) == 3:
		if g[len(g)-1] > b {
			return p
		}
		end = g[len(g)-1]
	case len(g) == 1:
		end = zhSpacedGiven(s, g[0], b)
		if end == 0 {
			return p
		}
	default:
		return p
	}
	if end < b {
		r, _ := utf8.DecodeRuneInString(s[end:])
		if !strings.ContainsRune(zhRosterBounds, r) {
			return p
		}
	}
	for _, se := range d.zhFieldSurnameAt(s, p) {
		given := strings.TrimLeft(s[se:end], " \u3000")
		if n := utf8.RuneCountInString(given); n >= 1 && n <= 2 && d.zhRosterShape(s, p, se, end, given) {
			return end
		}
	}
	return p
}

// zhSpacedGiven returns the end of one Han character that two or more
// spaces part from the one before e (易  见), when a bound or b follows it,
// or 0.
func zhSpacedGiven(s string, e, b int) int {
	q := e
	for q < b && q-e < zhFieldMarksMax && (s[q] == ' ' || strings.HasPrefix(s[q:], "\u3000")) {
		if s[q] == ' ' {
			q++
		} else {
			q += len("\u3000")
		}
	}
	if q-e < 2 || q >= b || !hanAt(s, q) {
		return 0
	}
	g := runeEnds(s, q, 2, hanRune)
	if len(g) != 1 || g[0] > b {
		return 0
	}
	return g[0]
}

// zhRosterShape: s[i:end], family name ending at se and given name given,
// can be a person where a roster vouches for it: no title, place, brand,
// thing or dynasty; no office or title character; a whole that is a word
// only on a common family name (张路, not 全体).
func (d *Detector) zhRosterShape(s string, i, se, end int, given string) bool {
	rs := []rune(given)
	for _, r := range rs {
		if strings.ContainsRune(zhNotCued, r) || r == '等' || r == '们' || r == '們' {
			return false
		}
	}
	if strings.ContainsRune(zhNotLastCued, rs[len(rs)-1]) || zhDynasties[given] || zhRosterTitles[given] {
		return false
	}
	if len(rs) == 1 && s[i:se] == given {
		return false
	}
	name := s[i:se] + given
	if cjkPlace(name) || zhThings.has(name) || zhBrands.has(name) || japaneseAround(s, i, end) {
		return false
	}
	return !aWord(name) || d.names.hanTop[s[i:se]]
}

// zhTableRow: line is a row of a pipe table (｜ a ｜ b ｜ or | a | b |).
func zhTableRow(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, "|") || strings.HasPrefix(t, "｜")
}

// zhPersonColumn returns the index of the header cell of the row s[ls:le]
// that names a column of persons (责任人, 发言人, 讲师, 成员, 姓名, Attendees),
// or -1.
func zhPersonColumn(s string, ls, le int) int {
	for k, c := range zhCells(s, ls, le) {
		t := strings.Trim(s[c[0]:c[1]], " \t\u3000*")
		if t == "" || len(t) > zhRosterHeadMax {
			continue
		}
		last, _ := utf8.DecodeLastRuneInString(t)
		if hanRune(last) && strings.ContainsRune(zhPersonKeyEnds, last) || hasSuffixAny(t, zhPersonKeyWords) || containsAny(strings.ToLower(t), zhRosterHeads) {
			return k
		}
	}
	return -1
}

// zhCellsMax bounds the cells read of one row.
const zhCellsMax = 16

// zhCells returns the bounds of the cells of the table row s[ls:le]: the
// text between its bars, not the blank before the first or after the last.
func zhCells(s string, ls, le int) [][2]int {
	var cells [][2]int
	start, bars := ls, 0
	for p := ls; p < le && len(cells) < zhCellsMax; {
		r, n := utf8.DecodeRuneInString(s[p:le])
		if r == '|' || r == '｜' {
			if bars > 0 || strings.Trim(s[start:p], " \t\u3000") != "" {
				cells = append(cells, [2]int{start, p})
			}
			bars++
			start = p + n
		}
		p += n
	}
	if start < le && strings.Trim(s[start:le], " \t\u3000") != "" && len(cells) < zhCellsMax {
		cells = append(cells, [2]int{start, le})
	}
	return cells
}

// zhRoleKeyValues adds the names after the role keys of a line outside a
// roster (责任人：张省委 截止日期：…, #### 汇报人：朱文锐): the key vouches as a
// roster's heading does.
func (d *Detector) zhRoleKeyValues(s string, ls, le int, add []Span) []Span {
	for p := ls; p < le; {
		k := strings.IndexAny(s[p:le], ":：")
		if k < 0 {
			break
		}
		c := p + k
		_, n := utf8.DecodeRuneInString(s[c:])
		if zhRoleKeyBefore(s, ls, c) {
			add = d.zhRosterItem(s, c+n, le, add)
		}
		p = c + n
	}
	return add
}

// zhRoleKeyBefore: the Han run ending at c, after ls, is a key naming a
// person: it ends with a person key's character or word.
func zhRoleKeyBefore(s string, ls, c int) bool {
	key := strings.TrimRight(s[ls:c], "*")
	last, _ := utf8.DecodeLastRuneInString(key)
	if !hanRune(last) {
		return false
	}
	return strings.ContainsRune(zhPersonKeyEnds, last) || hasSuffixAny(key, zhPersonKeyWords)
}
