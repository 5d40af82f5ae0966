package pii

import (
	"strings"
	"unicode/utf8"
)

// A transliterated foreign person named as the owner of what only a person
// has (docs/adr/0275): 托爾斯泰的作品, 山姆的女兒, 薩魯曼的喉嚨,
// 特雷格羅恩的說法. Chinese spells places and loanwords with the same
// sound characters as persons, so a run of them before 的 alone is no name
// (威尼斯的, docs/adr/0090); but kin, a body, a life's events and what a
// person writes or says belong to persons, never to a city or a country.
// Such a noun after 的 marks the run before it as strongly as a title
// does, and lets a run of two characters that is no common word count too
// (山姆, 莉拉); so do a verb of saying and an honorific right after the
// run (鮑爾說, 莫蘭女士), which marked only runs of three before. Nouns of one character are left out: they start longer
// words that places own as well (母公司, 子公司).

// translitPossessed are the nouns, Traditional and Simplified, that a
// person and no place owns.
var translitPossessed = []string{
	"兒子", "儿子", "女兒", "女儿", "妻子", "丈夫", "父親", "父亲", "母親", "母亲", "父母", "兄弟", "姐妹", "哥哥", "弟弟",
	"姐姐", "妹妹", "祖母", "祖父", "外祖母", "外祖父", "孫子", "孙子", "孫女", "孙女", "家人", "遺孀", "遗孀", "遺體", "遗体",
	"葬禮", "葬礼", "生日", "自傳", "自传", "傳記", "传记", "說法", "说法", "作品", "老師", "老师", "學生", "学生", "朋友",
	"女友", "男友", "未婚妻", "未婚夫", "前妻", "前夫", "遺囑", "遗嘱", "喉嚨", "喉咙", "助手", "經紀人", "经纪人", "死訊",
	"死讯", "婚禮", "婚礼", "遺作", "遗作", "小說", "小说", "回憶錄", "回忆录", "演唱會", "演唱会", "專輯", "专辑", "兩個兒子",
	"两个儿子", "夫人", "童年", "生平",
}

// translitByOwner switches the cue off for measuring (tests).
var translitByOwner = true

// translitPossessedMin is the fewest characters of a run before such a
// noun that counts as a name.
const translitPossessedMin = 2

// translitSpeaker are the verbs of saying and the honorifics that follow
// a person and no place (鮑爾說, 莫蘭女士); a country that says something
// is a listed place, which the run's checks turn away.
var translitSpeaker = []string{"說", "说", "表示", "指出", "認為", "认为", "先生", "女士", "小姐", "夫人"}

// possessedAfter: s[i:] is 的 and a noun that only a person owns, or a
// verb of saying or an honorific.
func possessedAfter(s string, i int) bool {
	if !translitByOwner {
		return false
	}
	if hasPrefixAny(s[i:], translitSpeaker) {
		return true
	}
	rest, ok := strings.CutPrefix(s[i:], "的")
	if !ok {
		return false
	}
	for _, w := range translitPossessed {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// addZhOwnedRuns adds, after the CJK model, the runs of transliteration
// characters in Chinese text that possessedAfter marks: the rule spans are
// the model's features, so the pass stands outside them.
func (d *Detector) addZhOwnedRuns(s string, spans []Span) []Span {
	if !translitByOwner || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !zhTranslit[r] {
			i += n
			continue
		}
		end, count := i, 0
		for end < len(s) {
			r, m := utf8.DecodeRuneInString(s[end:])
			if !zhTranslit[r] {
				break
			}
			end += m
			count++
		}
		if count >= translitPossessedMin && count <= translitMax && possessedAfter(s, end) && translitOwned(s, i, end) {
			add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
		}
		i = end
	}
	return zhPlaced(s, spans, add)
}

// translitOwned: the run s[i:end] is no common word, place or listed
// thing, no word of the dictionaries crosses its start, and no dot stands
// before it; it needs no bound before it (讀|托爾斯泰的作品), since the run
// stops where the transliteration characters do.
func translitOwned(s string, i, end int) bool {
	v := s[i:end]
	last, _ := utf8.DecodeLastRuneInString(v)
	if aWord(v) || cjkPlace(v) || zhThings.has(v) || wordAcross(s, i) || cjkNotLastSet[last] || last == '人' || holdsWord(v) {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	return !strings.ContainsRune(hanDots, prev)
}
