package pii

import (
	"strings"
	"unicode/utf8"
)

// Korean names before an office the title list lacks, and names that
// read as a dictionary word and one syllable more (docs/adr/0248). News
// names a person by the office after the name ("이원복 신임 총장은",
// "석해균 선장은"); koTitles holds the titles of people at work and in
// public life but few of the heads of schools, ships, museums and
// assemblies, of the clergy or of the civil service, so koTitledNames
// left those names to the model, which missed them. And koListName
// refuses a name whose first two syllables are a dictionary word (정기+석,
// 이달+곤, 함석+헌): a rule meant for a word and its suffix (정부+측,
// 경기+장), which also turns away a family name and a given name that
// happen to spell a word. Before a title the name is taken when its last
// syllable is no suffix of Korean nouns (koNounSuffixSyllables); the
// whole eojeol still may not be a dictionary word, and no longer word
// may start with it. A cast list names the actor in brackets glued to the
// role's title ("유시진 대위(송중기)와"): a name of the listed shape alone
// in such brackets is taken too (koGluedParen).

// koOfficeTitles are offices that follow a name, read only by
// koTitledNames and only as a whole word less its particle or as a
// compound's end (사무총장, 박물관장, 최고위원), never as a word's start
// (위원회, 신부전): a kind of person, never a surname of a foreign name,
// so they stay out of koTitles, which other passes read as words that end
// a name.
var koOfficeTitles = []string{"총장", "선장", "관장", "교장", "학장", "의장", "처장", "이사장", "차관", "총영사", "위원",
	"간사", "총무", "목사", "신부", "스님", "주교", "추기경", "수녀", "장로", "앵커", "아나운서", "평론가", "소설가",
	"작곡가", "비서관", "행정관", "사무관", "주무관", "서기관", "센터장", "지점장", "조합장", "군수", "대법관", "재판관"}

// koNounSuffixSyllables are the syllables Korean glues after a noun to
// make another (정부+측, 경기+장, 사업+자, 연구+원): after a dictionary
// word of two syllables they make a word, not a name.
const koNounSuffixSyllables = "측적성자인계별들상형식제권간내외중급가장원사팀실부국청과소회단대당론학법비료금품관점처직층님씨분명위차표물용감력화기전후시도설액율률량"

// koWordEndSyllables end a verb, an adjective or an adverb made of a
// noun (진실+된, 이로+써, 조용+히): after a dictionary word they make a
// word of grammar, not a name.
const koWordEndSyllables = "된한할될함됨써로히든던게서며면고지다은는을를의에와과도만"

// koTitledShape: v, an eojeol without its particle, is a name for
// koTitledNames: a listed shape (koListName), or the same shape whose
// first two syllables are a dictionary word and whose last is no noun
// suffix (koWordHeadName).
func (d *Detector) koTitledShape(v string) bool {
	return d.koListName(v) || d.koWordHeadName(v)
}

// koWordHeadName: v is three Hangul syllables, a listed family name first,
// no loanword syllable, no dictionary word, title or particle, and no
// start of a longer word, whose first two syllables are a dictionary
// word and whose last syllable is no noun suffix nor ending
// (koWordEndSyllables).
func (d *Detector) koWordHeadName(v string) bool {
	if len(v) != 3*koSyllableBytes || utf8.RuneCountInString(v) != 3 {
		return false
	}
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
	}
	first, _ := utf8.DecodeRuneInString(v)
	head, last := v[:2*koSyllableBytes], v[2*koSyllableBytes:]
	if !d.names.cjkLast[string(first)] || koHasLoan(v) || koWords.has(v) || koTitleAt(v) || koParticles[v] || !koWords.has(head) || strings.Contains(koNounSuffixSyllables, last) || strings.Contains(koWordEndSyllables, last) {
		return false
	}
	// A two-syllable dictionary word ending v (…+해균 is none) or a longer
	// word starting with v makes it a word: koWordPart's other tests.
	if koWords.has(v[koSyllableBytes:]) {
		return false
	}
	i := koWords.firstLine(0, len(koWords), func(line string) bool { return line < v })
	line, _, _ := strings.Cut(string(koWords[i:]), "\n")
	return !(i < len(koWords) && strings.HasPrefix(line, v))
}

// koOfficeFollows: one of the koTitleAhead words after the space at e in
// s (not past hi), less its particle, is an office of koOfficeTitles or
// ends with one, and no one-syllable word stands before it.
func koOfficeFollows(s string, e, hi int) bool {
	for k := 0; k < koTitleAhead && e < hi && s[e] == ' '; k++ {
		end, stem := koEojeolAfter(s, e+1, hi)
		if end == e+1 {
			return false
		}
		word := s[e+1 : stem]
		if len(word) == koSyllableBytes {
			// A one-syllable word before an office is the surname it
			// titles ("이로써 길 목사는"), not a word between.
			return false
		}
		for _, t := range koOfficeTitles {
			if strings.HasSuffix(word, t) {
				return true
			}
		}
		e = end
	}
	return false
}

// koGluedParen: s[start:e] stands alone in brackets glued to a title, as
// a cast list names the actor after a role ("대위(송중기)와",
// "팀장(송혜교)"); a gloss after a word ("국제반(유학반)") stays out. The
// word before is read back at most koMaxEojeol runes.
func koGluedParen(s string, start, e int) bool {
	if start < 1+koSyllableBytes || e >= len(s) || s[start-1] != '(' || s[e] != ')' {
		return false
	}
	ws := start - 1
	for n := 0; ws > 0 && n < koMaxEojeol; n++ {
		r, w := utf8.DecodeLastRuneInString(s[:ws])
		if !hangulSyllable(r) {
			break
		}
		ws -= w
	}
	word := s[ws : start-1]
	for _, t := range koTitles {
		if len(t) >= 2*koSyllableBytes && strings.HasSuffix(word, t) {
			return true
		}
	}
	for _, t := range koOfficeTitles {
		if strings.HasSuffix(word, t) {
			return true
		}
	}
	return false
}
