package pii

import (
	"strings"
	"unicode/utf8"
)

// Foreign names written in Hangul (docs/adr/0097). The Korean model often
// finds the first word of such a name and leaves the next: "멜리사 |
// 멘체스터의". A person of the model of two syllables or more, not shaped
// like a Korean name or holding a loanword syllable, is widened over the
// eojeol just after it (one space between) when that eojeol, less a
// particle, looks like a word of a transliterated name: two or more Hangul
// syllables, no dictionary word nor a part of one, no title, and written
// with a syllable that the rules for writing foreign words in Hangul
// (외래어 표기법) make and Sino-Korean readings never have
// (koLoanSyllable). Widening over the eojeol before a person was measured
// and dropped (docs/adr/0097): the word before a name is more often a
// loanword of its own (엔딩 크레딧 반젤리스).

// koLoanSyllable: r is a Hangul syllable of the shapes 외래어 표기법 gives
// foreign sounds and Sino-Korean readings never have: a consonant written
// with the vowel ㅡ and no final (스, 트, 크, 드, 즈, 브, 프 — a consonant
// with no vowel after it in the foreign word; not 르, which native verbs
// have: 따르면, 모르는), ㅋ before any
// vowel with no final (카, 코, 키, 쿠, 케), and 테, 티, 페.
func koLoanSyllable(r rune) bool {
	if !hangulSyllable(r) {
		return false
	}
	idx := int(r - 0xAC00)
	lead, vowel, tail := idx/588, (idx%588)/28, idx%28
	if tail != 0 {
		return false
	}
	const (
		ㄷ, ㅂ, ㅅ, ㅈ, ㅊ, ㅋ, ㅌ, ㅍ = 3, 7, 9, 12, 14, 15, 16, 17
		ㅔ, ㅡ, ㅣ                = 5, 18, 20
	)
	if vowel == ㅡ {
		switch lead {
		case ㄷ, ㅂ, ㅅ, ㅈ, ㅊ, ㅋ, ㅌ, ㅍ:
			return true
		}
		return false
	}
	switch lead {
	case ㅋ:
		return true
	case ㅌ:
		return vowel == ㅔ || vowel == ㅣ
	case ㅍ:
		return vowel == ㅔ
	}
	return false
}

// koForeignSyllable: r is a loanword syllable (koLoanSyllable) or one of
// the wider shapes 외래어 표기법 writes for foreign sounds and no
// Sino-Korean reading has (docs/adr/0103): the vowel ㅔ after ㄹ ㅁ ㅂ ㅋ
// ㅌ ㅍ with no final (레, 메, 베; 世 세, 弟 제, 體 체 are readings, 네, 데,
// 에 native endings and particles, 헤 starts native verbs: 헤치다) or
// after any consonant but ㅅ and ㄱ with a final ㄴ ㄹ ㅁ ㅇ (렌, 델, 엘,
// 벤; 센, 셀, 겔 are native words or endings); ㅠ after ㄷ ㅁ ㅂ ㅅ ㅈ ㅊ ㅋ
// ㅌ ㅍ (뮤, 뮬, 슈, 슐, 듀, 큐: readings have ㅠ only after ㄱ ㄴ ㄹ ㅇ ㅎ);
// ㄷ or ㅌ before ㅣ with no final or ㄴ, ㄹ (디, 딘, 틸: a reading has 지,
// 치 there); ㅋ before any vowel but ㅡ with a final ㄱ ㄴ ㄹ ㅁ ㅂ ㅇ (칸,
// 켈, 킨, 콜; 큰, 클 are native).
func koForeignSyllable(r rune) bool {
	if koLoanSyllable(r) {
		return true
	}
	if !hangulSyllable(r) {
		return false
	}
	idx := int(r - 0xAC00)
	lead, vowel, tail := idx/588, (idx%588)/28, idx%28
	const (
		ㄱ, ㄷ, ㄹ, ㅁ, ㅂ, ㅅ, ㅈ, ㅊ, ㅋ, ㅌ, ㅍ, ㅎ = 0, 3, 5, 6, 7, 9, 12, 14, 15, 16, 17, 18
		ㅔ, ㅠ, ㅡ, ㅣ                         = 5, 17, 18, 20
		// Finals: ㄱ 1, ㄴ 4, ㄹ 8, ㅁ 16, ㅂ 17, ㅇ 21.
	)
	nasalOrL := tail == 4 || tail == 8 || tail == 16 || tail == 21
	switch vowel {
	case ㅔ:
		if tail == 0 {
			switch lead {
			case ㄹ, ㅁ, ㅂ, ㅋ, ㅌ, ㅍ:
				return true
			}
			return false
		}
		return nasalOrL && lead != ㅅ && lead != ㄱ
	case ㅠ:
		switch lead {
		case ㄷ, ㅁ, ㅂ, ㅅ, ㅈ, ㅊ, ㅋ, ㅌ, ㅍ:
			return true
		}
	case ㅣ:
		// Not ㅇ after (미팅, 화이팅, 마케팅: common nouns of -ting).
		if lead == ㄷ || lead == ㅌ {
			return tail == 0 || tail == 4 || tail == 8
		}
	}
	return lead == ㅋ && vowel != ㅡ && (nasalOrL || tail == 1 || tail == 17)
}

// koHasForeign: v holds a foreign syllable (koForeignSyllable).
func koHasForeign(v string) bool {
	for _, r := range v {
		if koForeignSyllable(r) {
			return true
		}
	}
	return false
}

// koHasLoan: v holds a loanword syllable (koLoanSyllable).
func koHasLoan(v string) bool {
	for _, r := range v {
		if koLoanSyllable(r) {
			return true
		}
	}
	return false
}

// koMaxForeignSyllables bounds the word taken into a name: a surname in
// Hangul seldom has more than five syllables (러스브리저); longer runs are
// compounds (퍼스트클래스, 인비테이셔널).
const koMaxForeignSyllables = 5

// koWordPart: v is a dictionary word and one syllable more (스승인,
// 사진들), is two syllables or more and a dictionary word of two or more
// (어드+벤처, 베트남+전력공사: a compound; not 스+미스), or is the start
// of a longer dictionary word (캐릭 of 캐릭터): no name.
func koWordPart(v string) bool {
	_, last := utf8.DecodeLastRuneInString(v)
	if utf8.RuneCountInString(v) > 2 && koWords.has(v[:len(v)-last]) {
		return true
	}
	for i := range v {
		if utf8.RuneCountInString(v[:i]) >= 2 && utf8.RuneCountInString(v[i:]) >= 2 && koWords.has(v[i:]) {
			return true
		}
	}
	i := koWords.firstLine(0, len(koWords), func(line string) bool { return line < v })
	line, _, _ := strings.Cut(string(koWords[i:]), "\n")
	return i < len(koWords) && strings.HasPrefix(line, v)
}

// koForeignWord: v, an eojeol less its particle, can be a word of a
// foreign name written in Hangul (see the file's comment).
func (d *Detector) koForeignWord(v string, loanOnly, wide bool) bool {
	n := 0
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
		n++
	}
	loan := koHasLoan(v) || wide && koHasForeign(v)
	if n < 2 || n > koMaxForeignSyllables || koWords.has(v) || koTitleAt(v) || koParticles[v] || koWordPart(v) {
		return false
	}
	// A Korean name has no loanword syllable; 서덜랜드 starts with the
	// family name 서 and is still foreign.
	return loan || !loanOnly && !d.koreanShaped(v)
}

// koEojeolAfter returns the end of the eojeol starting at i in s (at a
// space, punctuation, hi or the end) and the end of its stem, the eojeol
// less the longest particle that leaves two syllables or more (not 이
// after an open syllable, see koOpen). An eojeol
// longer than koMaxEojeol runes is no word of a name: both are i then, so
// that a hostile run of Hangul without spaces costs a bounded scan.
func koEojeolAfter(s string, i, hi int) (end, stem int) {
	end = i
	for n := 0; end < hi; n++ {
		r, w := utf8.DecodeRuneInString(s[end:])
		if !hangulSyllable(r) {
			break
		}
		if n == koMaxEojeol {
			return i, i
		}
		end += w
	}
	n := 0
	for k := i; k < end; {
		_, w := utf8.DecodeRuneInString(s[k:])
		k += w
		n++
		if n >= 2 && koParticles[s[k:end]] && !(koNameOwnI(s[k:end]) && koOpen(s[k-koSyllableBytes:k])) {
			return end, k
		}
	}
	return end, end
}

// koNameOwnI: p, a particle after an open syllable, starts with the
// name's own 이: 이 alone, or 이 and a case particle (딜타이는, 니콜라이가,
// 패러데이의), which after an open syllable follow no subject 이; the
// copula's forms (이다, 이며, 이라고) may follow a vowel and stay
// particles (docs/adr/0174).
func koNameOwnI(p string) bool {
	rest, ok := strings.CutPrefix(p, "이")
	return ok && (rest == "" || !koCopulaI[p] && koParticles[rest])
}

// koCopulaI are the particles of the copula that start with 이.
var koCopulaI = map[string]bool{"이다": true, "이라": true, "이며": true, "이고": true, "이나": true, "이라고": true,
	"이란": true, "이랑": true, "이여": true}

// koOpen: v is a Hangul syllable without a final consonant. The subject
// particle 이 follows only a final consonant (after a vowel it is 가), so
// 이 after an open syllable is the name's own (패러데이, 레이), no particle
// (docs/adr/0105).
func koOpen(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	return hangulSyllable(r) && (r-0xAC00)%28 == 0
}

// koMaxEojeol bounds the eojeol koEojeolAfter reads: a name's word of
// koMaxForeignSyllables and two particles.
const koMaxEojeol = 12

// koExtendForeign widens each person of found[from:] (one chunk, ending
// at hi) not shaped like a Korean name over a foreign-looking eojeol just after
// it that no other person holds; with loanOnly the eojeol needs a
// loanword syllable (without, any non-word eojeol is taken: measured in
// docs/adr/0097). A one-syllable word after the person is taken with the
// eojeol after it when that one is foreign by the wider syllable shapes
// (koForeignSyllable, docs/adr/0103): "케일라 진 뮬러", "아유브 엘 카자니";
// c.NoMiddle and c.NoWideSyllables turn that off or back to the loanword
// syllables. A person the model cut inside its eojeol ("왈리드 알무|알렘")
// takes the rest of it, less a particle, when that rest is 1-3 syllables
// with a foreign syllable, no dictionary word nor part of one, and the
// eojeol is no dictionary word (해리포터+시리즈 stays cut); c.NoComplete
// turns that off. Each reads at most koMaxEojeol runes past the person.
func (d *Detector) koExtendForeign(s string, found []Span, from, hi int, loanOnly bool, c KoreanCombination) {
	wide := !c.NoWideSyllables
	for k := from; k < len(found); k++ {
		sp := found[k]
		if utf8.RuneCountInString(sp.Key) < 2 || !hasHangul(sp.Key) || d.koreanShaped(sp.Key) && !koHasLoan(sp.Key) {
			continue
		}
		free := func(b int) bool { return k+1 == len(found) || found[k+1].Start >= b }
		b := sp.End
		// After: "멜리사 멘체스터의" → 멜리사 멘체스터.
		if b+1 < hi && s[b] == ' ' && free(b+1) {
			if end, stem := koEojeolAfter(s, b+1, hi); stem > b+1 && !koWords.has(s[b+1:end]) && d.koForeignWord(s[b+1:stem], loanOnly, false) && free(stem) {
				b = stem
			} else if !c.NoMiddle && end == b+1+koSyllableBytes && end+1 < hi && s[end] == ' ' {
				// A one-syllable word inside the name ("케일라 진 뮬러",
				// "아유브 엘 카자니"): taken with the word after it.
				if end2, stem2 := koEojeolAfter(s, end+1, hi); stem2 > end+1 && !koWords.has(s[end+1:end2]) && d.koForeignWord(s[end+1:stem2], true, wide) && free(stem2) {
					b = stem2
				}
			}
		}
		// Complete: a person the model cut inside its eojeol ("왈리드
		// 알무|알렘") takes the rest of it, less a particle, when that rest
		// has a foreign syllable. The eojeol is read from the person's
		// last word (ws), which the chunk's bound on a person bounds.
		if !c.NoComplete && b == sp.End && b < hi {
			if r, _ := utf8.DecodeRuneInString(s[b:]); hangulSyllable(r) {
				ws := b
				for ws > sp.Start {
					r, w := utf8.DecodeLastRuneInString(s[:ws])
					if !hangulSyllable(r) {
						break
					}
					ws -= w
				}
				if end, stem := koEojeolAfter(s, ws, hi); stem > b && stem-b <= 3*koSyllableBytes && (s[b:stem] == "이" || koHasForeign(s[b:stem]) && !koWords.has(s[b:stem]) && !koWordPart(s[b:stem]) || d.koLastSyllable(s, ws, b, stem, end) || koForeignRest(s[ws:b], s[b:stem], s[ws:stem])) && !koWords.has(s[ws:end]) && free(stem) {
					b = stem
				}
			}
		}
		if b != sp.End {
			found[k] = Span{Start: sp.Start, End: b, Kind: Person, Key: s[sp.Start:b]}
		}
	}
}

// koForeignRest: the model cut a foreign word, head, of two syllables or
// more with a foreign syllable, one or two syllables before the end of its
// stem (로코 카탈|라노는, 로베르트 베니|니에; docs/adr/0174): the rest is
// the word's own when it is no particle or title and the whole stem is no
// dictionary word nor part of one. The rest needs no foreign syllable of
// its own: the head already shows the word is transliterated.
func koForeignRest(head, rest, whole string) bool {
	if len(head) < 2*koSyllableBytes || len(rest) > 2*koSyllableBytes || !koHasForeign(head) {
		return false
	}
	// The copula's past and quoting forms after a vowel (보나파르트+였다,
	// 히스파니아+라) are no part of a name.
	if strings.HasPrefix(rest, "였") || rest == "라" {
		return false
	}
	// A kind glued after a name (아레스+역, a role; 유바리+시) is koWrapped's
	// to read, no part of the name.
	for _, k := range koKindSuffixes {
		if strings.HasPrefix(rest, k) {
			return false
		}
	}
	return !koParticles[rest] && !koTitleAt(rest) && !koWords.has(whole) && !koWordPart(whole)
}

// koLastSyllable: the model cut a foreign word s[ws:b] of two syllables
// or more one syllable before the end of its eojeol, which ends at stem
// and end with no particle (마틴 빈터코|른): the syllable left is the
// word's own when the word has a foreign syllable, the eojeol is no
// Korean name, and the syllable has the vowel ㅡ and is no particle or
// title (docs/adr/0115).
func (d *Detector) koLastSyllable(s string, ws, b, stem, end int) bool {
	if stem != end || stem-b != koSyllableBytes || b-ws < 2*koSyllableBytes || !koHasForeign(s[ws:b]) || d.koreanNamed(s[ws:end]) {
		return false
	}
	r := s[b:stem]
	if koParticles[r] || koTitleAt(r) {
		return false
	}
	// Only the vowel ㅡ, which 외래어 표기법 writes after a consonant the
	// foreign word ends in (-rn 른, -rt 르트, -ns 스), not Korean endings
	// and nouns (다, 들, 님, 측).
	c, _ := utf8.DecodeRuneInString(r)
	return (c-0xAC00)%588/28 == 18
}

// koSyllableBytes is the UTF-8 length of a Hangul syllable.
const koSyllableBytes = 3
