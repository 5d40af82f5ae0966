package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Chinese persons marked by the words around them (docs/adr/0181).
//
// Biographies and histories name a person where a dictionary would read a
// word: 苏轼, 周密 (secret), 文同 (alike) and 王维 stand in CC-CEDICT as
// words, so findCJKNames and the model, which refuse a name a common word
// covers, leave them. The sentence itself says who is a person: a word
// that only a person follows (与 with, 父 father, 随 followed, 受知于
// noticed by, 宰相 chancellor, 观察使 commissioner) or precedes (所 in
// 为…所, 之子 son of, 谓 said, 镇 garrisoned, 用事 held power, 表 recommended,
// 等 and others). A listed family name and a one- or two-character given
// name with such a cue on one side and a cue or the edge of the Han run on
// the other is a person. The cue words are the same in traditional and
// simplified writing where their characters differ, so both are listed.
// Members of a list joined by 、 next to a person found so are persons too,
// and a two-character given name standing alone elsewhere in the text after
// its full name (明诚 for 赵明诚, 應物 for 韋應物) is the same person.
//
// One scan over the text with a bounded look at each Han rune (the cue
// lists are fixed), then one scan per full name for its echoes, at most
// maxCJKRepeats of them: Find stays linear.

// zhCuedNames switches the pass off for measuring (tests).
var zhCuedNames = true

// zhCompoundSurnames are the two-character family names of the Hundred
// Family Surnames (百家姓, public domain), simplified and traditional.
var zhCompoundSurnames = setOf(`万俟 萬俟 司马 司馬 上官 欧阳 歐陽 夏侯 诸葛 諸葛 闻人 聞人 东方 東方 赫连 赫連
皇甫 尉迟 尉遲 公羊 澹台 澹臺 公冶 宗政 濮阳 濮陽 淳于 单于 單于 太叔 申屠 公孙 公孫 仲孙 仲孫 轩辕 軒轅
令狐 钟离 鍾離 宇文 长孙 長孫 慕容 鲜于 鮮于 闾丘 閭丘 司徒 司空 亓官 司寇 端木 巫马 巫馬 公西 漆雕
乐正 樂正 壤驷 壤駟 公良 拓跋 夹谷 夾谷 宰父 谷梁 穀梁 段干 百里 东郭 東郭 南门 南門 呼延 羊舌 微生
梁丘 左丘 东门 東門 西门 西門 南宫 南宮 第五`)

// zhCueBefore are words right before a person: relations, prepositions of
// persons, verbs whose object is a person, and titles and offices.
var zhCueBefore = []string{
	"与", "與", "父", "夫", "妻", "兄", "随", "隨", "从", "從", "附", "任", "为", "爲", "為",
	"见", "見", "投", "救", "忤", "召", "拜", "约", "約", "学", "學", "取法", "受知于", "受知於",
	"接近", "甚于", "甚於", "似", "支持", "倾慕", "傾慕", "贬抑", "貶抑", "任用", "追怨", "论救", "論救",
	"宰相", "丞相", "御史", "尚书", "尚書", "仆射", "僕射", "记室", "記室", "尹", "诗人", "詩人",
	"词人", "詞人", "名臣", "名将", "名將", "奸相", "外祖", "道友", "司业", "司業", "太守", "刺史",
	"侍郎", "学士", "學士", "将军", "將軍", "先生", "呼", "观察使", "觀察使", "采访使", "採訪使", "宣抚使",
	"宣撫使", "节度使", "節度使", "安抚使", "安撫使", "转运使", "轉運使",
}

// zhCueAfter are words right after a person: 所 of 为…所, kinship, what a
// person says, does or is called, and 等 closing a list of persons.
var zhCueAfter = []string{
	"所", "等", "之子", "之女", "之父", "之孙", "之孫", "之妻", "之弟", "之兄", "之后", "之後",
	"字", "，号", "，號", "曰", "谓", "謂", "称", "稱", "评", "評", "说", "說", "云", "镇", "鎮", "帅", "帥",
	"用事", "当国", "當國", "表", "引", "荐", "薦", "辟", "怨", "重其", "深器", "甚奇", "见其", "見其",
	"怒", "败", "敗", "相继", "相繼", "相唱和", "合修", "共同", "病死", "流寓", "精通", "素善", "积思",
	"積思", "亦", "第", "进兵", "進兵", "领导", "領導", "关系", "關係", "掌书记", "掌書記", "辑", "輯",
	"前半生", "年轻时", "年輕時", "避居", "并称", "並稱", "推", "诬", "誣", "便", "倾慕", "傾慕", "生于",
	"生於", "卒于", "卒於", "卒", "逝世", "出生", "同为", "同爲", "同掌", "以", "为", "爲", "為",
	"引爲", "引为", "表爲", "表为", "表署", "表薦", "表荐", "表掌", "称其", "稱其", "谓其", "謂其",
}

// zhCueAt: one of words starts at s[i:] (after) or ends at s[:i] (before).
func zhCueAt(s string, i int, words []string, before bool) bool {
	for _, w := range words {
		if before && strings.HasSuffix(s[:i], w) || !before && strings.HasPrefix(s[i:], w) {
			return true
		}
	}
	return false
}

// zhRunEdge: i is the start or the end of s or beside a rune that is no
// Han character, on the side before says.
func zhRunEdge(s string, i int, before bool) bool {
	if before {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		return i == 0 || !hanRune(r)
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i == len(s) || !hanRune(r)
}

// zhSurnameAt returns the ends of the family names starting at i: a
// compound one and a listed one-character one that is no function word.
func (d *Detector) zhSurnameAt(s string, i int) []int {
	var ends []int
	r, n := utf8.DecodeRuneInString(s[i:])
	if r2, m := utf8.DecodeRuneInString(s[i+n:]); i+n < len(s) && zhCompoundSurnames[string([]rune{r, r2})] {
		ends = append(ends, i+n+m)
	}
	if !cjkNotGivenSet[r] && (zhSurnames.has(s[i:i+n]) || d.names.hanTop[s[i:i+n]]) {
		ends = append(ends, i+n)
	}
	return ends
}

// zhCuedAt returns the end of a cued person starting at i, or i. left says
// a cue (not only the edge of the run) stands before i.
func (d *Detector) zhCuedAt(s string, i int, left bool) int {
	strong := left && zhStrongBefore(s, i)
	if !zhLongBefore(s, i) && wordAcross(s, i) {
		return i // 附|加費用, 學|童行: the cue's character is part of a word
	}
	for _, se := range d.zhSurnameAt(s, i) {
		g := runeEnds(s, se, 2, hanRune)
		// A life's years or a home town after the name fix its end (崔善爲，貝州武城人).
		for k := len(g) - 1; k >= 0; k-- {
			if (zhLifeAt(s, g[k]) || zhNativeAt(s, g[k])) && d.zhCuedShape(s, i, se, g[k], true) {
				return g[k]
			}
		}
		// A cue word right after the shorter name wins (张炎|评为 over 张炎评|为).
		if len(g) == 2 && zhCueAt(s, g[0], zhCueAfter, false) && d.zhCuedEnd(s, i, se, g[0], left, strong) {
			return g[0]
		}
		for k := len(g) - 1; k >= 0; k-- {
			if d.zhCuedEnd(s, i, se, g[k], left, strong) {
				return g[k]
			}
		}
	}
	return i
}

// zhCuedEnd: s[i:end], family name ending at se, is a cued person. left
// says a cue stands before it, strong that the cue is one that only a
// person follows. A cue on both sides is enough; a cue on one side and the
// run's edge on the other needs a name that is no common word, and a weak
// cue word more.
func (d *Detector) zhCuedEnd(s string, i, se, end int, left, strong bool) bool {
	right := zhCueAt(s, end, zhCueAfter, false)
	if strings.HasPrefix(s[end:], "所") && !zhCueAt(s, i, zhPassiveBefore, true) {
		right = false // 偃蹇寡所合: 所 marks a person after 为 only
	}
	weak := right && zhCueAt(s, end, zhWeakAfter, false) && !zhLongCueAt(s, end)
	given := s[se:end]
	plain := !aWord(s[i:end]) && !(utf8.RuneCountInString(given) == 2 && aWord(given))
	switch {
	case left && right:
		if !strong && !plain && !strings.HasPrefix(s[end:], "所") {
			return false // 與|熊貓|的: a common word between common words; 为…所 is no such pair
		}
		return d.zhCuedShape(s, i, se, end, true)
	case left && zhRunEdge(s, end, false):
		if zhCueAt(s, i, zhPassiveBefore, true) {
			return false // 命名為|莫桑石。: 为 before a predicate's noun
		}
		return (strong || plain) && d.zhCuedShape(s, i, se, end, false)
	case right && !weak:
		// Only the edge of the run before: the name must stand apart from
		// the words around it (習|效果, 何|討論).
		return plain && !wordAcross(s, i) && !wordAcross(s, end) && !wordAcross(s, se) && d.zhCuedShape(s, i, se, end, false)
	}
	return false
}

// zhLongCueAt: a cue of zhCueAfter of two or more characters starts at
// s[i:] (表爲, 称其): it says more than its first character alone.
func zhLongCueAt(s string, i int) bool {
	for _, w := range zhCueAfter {
		if utf8.RuneCountInString(w) > 1 && strings.HasPrefix(s[i:], w) {
			return true
		}
	}
	return false
}

// zhCueInWord: the one-character cue ending at s[:i] ends a word with the
// character before it (功夫, 认为, 成为): the word, not the cue, is read.
func zhCueInWord(s string, i int) bool {
	if zhLongBefore(s, i) {
		return false
	}
	_, n := utf8.DecodeLastRuneInString(s[:i])
	r, m := utf8.DecodeLastRuneInString(s[:i-n])
	return i-n > 0 && hanRune(r) && aWord(s[i-n-m:i])
}

// zhLongBefore: a cue of zhCueBefore of two or more characters ends at
// s[:i] (記室|溫大雅: 室溫 is a word, but 記室 is read first).
func zhLongBefore(s string, i int) bool {
	for _, w := range zhCueBefore {
		if utf8.RuneCountInString(w) > 1 && strings.HasSuffix(s[:i], w) {
			return true
		}
	}
	return false
}

// zhStrongBefore: a cue that only a person follows ends at s[:i] — a
// relation, a title or office, or a verb of two or more characters.
func zhStrongBefore(s string, i int) bool {
	for _, w := range zhCueBefore {
		if strings.HasSuffix(s[:i], w) && (utf8.RuneCountInString(w) > 1 || strings.Contains(zhStrongOne, w)) {
			return true
		}
	}
	return false
}

// zhStrongOne are the one-character cues of zhCueBefore that only a person
// follows (父 father, 附 sided with, 随 followed); 与 (with, and) joins
// things as often.
const zhStrongOne = "父夫妻兄附随隨约約呼"

// zhWeakAfter are the cues of zhCueAfter that follow many words too: a
// common word before them is no person unless a cue stands before it.
var zhWeakAfter = []string{"为", "爲", "為", "以", "亦", "第", "便", "推", "引", "表", "等", "云", "称", "稱"}

// zhPassiveBefore are the words of 为…所 (by … was).
var zhPassiveBefore = []string{"为", "爲", "為", "被"}

// zhLifeAt: the years of a life follow s[:i] (苏轼：(1037-1101), 晏殊:(991).
func zhLifeAt(s string, i int) bool {
	rest := s[i:]
	for _, p := range []string{"：", ":"} {
		rest = strings.TrimPrefix(rest, p)
	}
	for _, p := range []string{"（", "("} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			c, _ := utf8.DecodeRuneInString(r)
			return c >= '0' && c <= '9' || c == '约' || c == '約' || c == '?' || c == '？'
		}
	}
	return false
}

// maxNativePlace bounds the place read after a name in 韋應物，京兆長安人, in
// runes.
const maxNativePlace = 6

// zhNativeAt: "，" and a place of two to six runes ending in 人 follow
// s[:i] — a biography's opening (韋應物，京兆長安人。).
func zhNativeAt(s string, i int) bool {
	rest, ok := strings.CutPrefix(s[i:], "，")
	if !ok {
		return false
	}
	n := 0
	for k, r := range rest {
		if n > maxNativePlace || !hanRune(r) {
			return false
		}
		if r == '人' && n >= 2 {
			after := rest[k+len("人"):]
			return zhRunEdge(after, 0, false) || strings.HasPrefix(after, "一云")
		}
		n++
	}
	return false
}

// zhCuedShape: s[i:end] with the family name ending at se can be a person —
// the given part is a given name's, and the whole is no place, dynasty or
// thing. sure (cues on both sides) lets the given name end in a character
// that ends place names too (贾似道).
func (d *Detector) zhCuedShape(s string, i, se, end int, sure bool) bool {
	given := []rune(s[se:end])
	for k, r := range given {
		if strings.ContainsRune(zhTranslitGiven, r) || cjkNotGivenSet[r] && !(sure && k > 0 && strings.ContainsRune(zhGivenToo, r)) && !zhNumberOpensGiven(r, k, len(given)) || strings.ContainsRune(zhNotCued, r) {
			return false
		}
	}
	if !sure && cjkNotLastSet[given[len(given)-1]] || zhDynasties[string(given)] {
		return false
	}
	if strings.ContainsRune(zhNotLastCued, given[len(given)-1]) || zhTranslitNext(s, i, end) {
		return false
	}
	name := s[i:end]
	if len(given) == 1 && s[i:se] == string(given) {
		return false // 佳佳: a doubled character is a pet name or a word
	}
	if len(given) == 2 && aWord(s[i:se+utf8.RuneLen(given[0])]) {
		return false // 諸子|游: family name and first given character make a word
	}
	return !cjkPlace(name) && !zhThings.has(name) && !japaneseAround(s, i, end)
}

// zhNotLastCued end titles, not given names (齊王, 哈公), and 西 ends
// places (潭西).
const zhNotLastCued = "王帝后妃侯公君西"

// zhTranslitNext: a middle dot joins s[i:end] to more of a transliterated
// name (安妮·威克絲): the dotted name is found whole elsewhere.
func zhTranslitNext(s string, i, end int) bool {
	for _, dot := range []string{"·", "・", "•", "‧"} {
		if strings.HasPrefix(s[end:], dot) || strings.HasSuffix(s[:i], dot) {
			return true
		}
	}
	return false
}

// zhTranslitGiven are characters that spell foreign names by sound and
// hardly any Chinese given name holds (罗宾, 舒斯特, 柯勒姆).
const zhTranslitGiven = translitChars + "斯特克姆尔賓宾勒森卡沃耶律达羅罗娜妮丝莉顿頓"

// zhGivenToo are function characters that end classical given names
// (崔善爲, 史宅之): with cues on both sides they may.
const zhGivenToo = "爲为之"

// zhNotCued are characters of offices, camps and ranks that no given name
// holds (谏官, 元营, 官衔, 港督), and 名 and 亡 of 齐名 (equally famous) and 宋亡 (the
// fall of Song).
const zhNotCued = "官营營衔銜督名亡"

// zhDynasties are dynasties that follow a family-name character (投归|南宋).
var zhDynasties = setOf(`南宋 北宋 南唐 后唐 後唐 东晋 東晉 西晋 西晉 东汉 東漢 西汉 西漢 北魏 南朝 北朝 前蜀 后蜀 後蜀 大宋 大唐 大明 大清`)

// addZhCuedNames adds to spans (in text order, none overlapping) the
// Chinese persons cued by the words around them, their list neighbours and
// the echoes of their given names. A person span inside one, or one that
// starts where it starts (宋祁合 for 宋祁), gives way to it.
func (d *Detector) addZhCuedNames(s string, spans []Span) []Span {
	// rulesOnly computes the CJK model's features, which hold the rules'
	// verdict before the model; this pass runs after the model.
	if !zhCuedNames || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) {
			i += n
			continue
		}
		left := zhCueAt(s, i, zhCueBefore, true) && !zhCueInWord(s, i)
		if !left && !zhRunEdge(s, i, true) && !zhListAt(s, i, true) {
			i += n
			continue
		}
		if end := d.zhCuedAt(s, i, left); end > i {
			add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			i = end
			continue
		}
		i += n
	}
	spans = zhPlaced(s, spans, sortedByStart(add))
	spans = zhPlaced(s, spans, d.zhListMembers(s, spans))
	return zhPlaced(s, spans, zhGivenEchoes(s, spans))
}

// zhListAt: the rune before i (before) or at i is the list comma 、.
func zhListAt(s string, i int, before bool) bool {
	if before {
		return strings.HasSuffix(s[:i], "、")
	}
	return strings.HasPrefix(s[i:], "、")
}

// zhPlaced merges add into spans where each fits: every span it overlaps is
// a person inside it or starting with it.
func zhPlaced(s string, spans, add []Span) []Span {
	drop := map[int]bool{}
	var keep []Span
	for _, sp := range add {
		over, _ := spansInside(spans, sp)
		fits := true
		for _, k := range over {
			o := spans[k]
			fits = fits && o.Kind == Person && o.Start >= sp.Start && (o.End <= sp.End || o.Start == sp.Start && zhCueTail(s, sp.End, o.End))
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

// zhCueTail: s[end:oend], what a person span found earlier holds past a
// cued name, is one Han character that starts a cue (宋祁|合修, 楊素|爲).
func zhCueTail(s string, end, oend int) bool {
	r, n := utf8.DecodeRuneInString(s[end:])
	return end+n == oend && hanRune(r) && zhCueAt(s, end, zhCueAfter, false)
}

// zhListMembers returns the names joined by 、 to a person of spans: a
// family name and given name between 、 and 、, 等, a cue or the run's edge.
func (d *Detector) zhListMembers(s string, spans []Span) []Span {
	var add []Span
	for k, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		// forward: 、 after the person, then a name.
		for at := sp.End; zhListAt(s, at, false) && len(add) < maxCJKRepeats; {
			i := at + len("、")
			end := d.zhListEnd(s, i)
			if end == i || k+1 < len(spans) && spans[k+1].Start < end && spans[k+1].Start != i {
				break
			}
			add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			at = end
		}
		// backward: a name, then 、 before the person.
		for at := sp.Start; zhListAt(s, at, true) && len(add) < maxCJKRepeats; {
			e := at - len("、")
			i := d.zhListStart(s, e)
			if i == e {
				break
			}
			add = append(add, Span{Start: i, End: e, Kind: Person, Key: s[i:e]})
			at = i
		}
	}
	return sortedByStart(add)
}

// zhListEnd returns the end of a list member starting at i, or i: it ends
// at 、, at the edge of the run or at a cue.
func (d *Detector) zhListEnd(s string, i int) int {
	for _, se := range d.zhSurnameAt(s, i) {
		g := runeEnds(s, se, 2, hanRune)
		for k := len(g) - 1; k >= 0; k-- {
			end := g[k]
			if (zhRunEdge(s, end, false) || zhCueAt(s, end, zhCueAfter, false)) && zhListPlain(s, i, se, end) && d.zhCuedShape(s, i, se, end, false) {
				return end
			}
		}
	}
	return i
}

// zhListStart returns the start of a list member ending at e, or e: it
// starts after 、, at the edge of the run or after a cue.
func (d *Detector) zhListStart(s string, e int) int {
	starts := []int{}
	q := e
	for k := 0; k < 4 && q > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		starts = append(starts, q)
	}
	for k := len(starts) - 1; k >= 1; k-- { // longest first, two runes at least
		i := starts[k]
		if !zhRunEdge(s, i, true) && !zhCueAt(s, i, zhCueBefore, true) {
			continue
		}
		for _, se := range d.zhSurnameAt(s, i) {
			if se < e && utf8.RuneCountInString(s[se:e]) <= 2 && zhListPlain(s, i, se, e) && d.zhCuedShape(s, i, se, e, false) {
				return i
			}
		}
	}
	return e
}

// zhListPlain: the list member s[i:end] (family name ending at se) is no
// common word, nor is its given name, and no word runs across its end.
func zhListPlain(s string, i, se, end int) bool {
	given := s[se:end]
	return !aWord(s[i:end]) && !(utf8.RuneCountInString(given) == 2 && aWord(given)) && !wordAcross(s, end) && !wordAcross(s, i)
}

// sortedByStart returns spans in start order, dropping any that overlaps an
// earlier one.
func sortedByStart(spans []Span) []Span {
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	out := spans[:0]
	for _, sp := range spans {
		if len(out) == 0 || out[len(out)-1].End <= sp.Start {
			out = append(out, sp)
		}
	}
	return out
}

// zhGivenEchoes returns the two-character given names of the full Chinese
// persons in spans where they stand alone elsewhere in s, between cues or
// edges of a Han run, and are no common word.
func zhGivenEchoes(s string, spans []Span) []Span {
	var add []Span
	seen := map[string]bool{}
	looked := 0
	for _, sp := range spans {
		if sp.Kind != Person || looked >= maxCJKRepeats {
			continue
		}
		rs := []rune(sp.Key)
		if len(rs) != 3 && len(rs) != 4 || !allHan(rs) {
			continue
		}
		given := string(rs[len(rs)-2:])
		if len(rs) == 4 && !zhCompoundSurnames[string(rs[:2])] || seen[given] || zhThings.has(given) {
			continue
		}
		seen[given] = true
		looked++
		for off := 0; ; {
			k := strings.Index(s[off:], given)
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(given)
			end := off
			l := zhRunEdge(s, at, true) || zhCueAt(s, at, zhCueBefore, true) || strings.HasSuffix(s[:at], "之")
			r := zhRunEdge(s, end, false) || zhCueAt(s, end, zhCueAfter, false) || zhEchoVerbAt(s, end)
			if l && r {
				add = append(add, Span{Start: at, End: end, Kind: Person, Key: given})
			}
		}
	}
	return sortedByStart(add)
}

// zhEchoVerbs are verbs that follow a person named by the given name alone
// in narrative (明诚病死, 浩然偕至, 應物性高潔).
const zhEchoVerbs = "见見偕性病亦素共"

// zhEchoVerbAt: one of zhEchoVerbs is at s[i:].
func zhEchoVerbAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i < len(s) && strings.ContainsRune(zhEchoVerbs, r)
}

// allHan: every rune of rs is a Han character.
func allHan(rs []rune) bool {
	for _, r := range rs {
		if !hanRune(r) {
			return false
		}
	}
	return true
}
