package pii

import (
	"strings"
	"sync"
)

// Hangul loanwords of English made of two English words, or short
// (docs/adr/0272). docs/adr/0231's key reads a Hangul word against one
// English word of four consonant classes or more; technical Korean also
// writes English compounds as one word (백오피스 back office, 프론트엔드
// front end, 리팩토링 re-factoring, 토스페이먼츠 Toss Payments), and common
// words of three classes (퍼블리셔 publisher, 클라우드 cloud, 리모트 remote),
// which the Korean model takes for foreign persons as it took the longer
// ones. The same key reads them: a word that splits, at a syllable, into
// two parts that each spell an English word by consonant classes and
// vowels (SCOWL's words, the listed given names and surnames left out as
// before) and that together give four classes or more is no person; nor
// is one word of three classes that spells an English word of six letters
// or more with two vowel beats or more (long words: a short one of three
// classes, "mickle", spells names as often). A plural's -s, which the key
// of 0231 leaves out, is read here as 츠 after a t (payments 페이먼츠). The
// Korean-name guard of 0231 (koNameShaped) stands before both.
//
// One look-up per syllable boundary of a one-word person, the English side
// built once: Find stays linear.

// koLoanPartsOn switches the widening off for measuring (tests).
var koLoanPartsOn = true

var (
	koPartOnce                  sync.Once
	koPartSkeletons, koPartLong map[string][]string
)

// koLoanPartsBuild builds, once, the English side of the parts: every
// SCOWL word of three letters or more and of two consonant classes or
// more, no past form nor plural (koPartSkeletons); and those of four
// classes or more, a plural in -ts (payments, written 츠) included
// (koPartLong).
func (d *Detector) koLoanPartsBuild() {
	koPartOnce.Do(func() {
		koPartSkeletons, koPartLong = map[string][]string{}, map[string][]string{}
		for w := range d.names.words {
			if len(w) < 3 || d.names.first[w] || d.names.last[w] || strings.HasSuffix(w, "ed") {
				continue
			}
			k := englishPartSkeleton(w)
			if len(k) < 2 {
				continue
			}
			plural := loanInflected(w)
			if !plural {
				koPartSkeletons[k] = append(koPartSkeletons[k], englishBeats(w))
			}
			if len(k) >= 4 && (!plural || strings.HasSuffix(w, "ts")) {
				koPartLong[k] = append(koPartLong[k], englishBeats(w))
			}
		}
	})
}

// englishPartSkeleton is englishSkeleton with a final "ts" read as the 츠
// Korean writes for it (payments 페이먼츠, its ch-class).
func englishPartSkeleton(w string) string {
	k := englishSkeleton(w)
	if len(w) > 2 && w[len(w)-2:] == "ts" && len(k) >= 2 && k[len(k)-2:] == "ts" {
		k = k[:len(k)-2] + "j"
	}
	return k
}

// koLoanParts: v, one Hangul word not shaped as a Korean name, spells two
// English words, one of four consonant classes or more.
func (d *Detector) koLoanParts(v string) bool {
	if !koLoanPartsOn || strings.Contains(v, "르") {
		return false
	}
	d.koLoanPartsBuild()
	if len(hangulSkeleton(v)) < 4 {
		return false
	}
	for i := range v {
		if i == 0 {
			continue
		}
		head, tail := v[:i], v[i:]
		kh, kt := hangulSkeleton(head), hangulSkeleton(tail)
		bh, bt := hangulBeats(head), hangulBeats(tail)
		if koSpells(koPartLong, kh, bh) && koSpells(koPartSkeletons, kt, bt) || koSpells(koPartSkeletons, kh, bh) && koSpells(koPartLong, kt, bt) {
			return true
		}
	}
	return false
}

// koSpells: some English word of skeleton k has vowels that fit beats.
func koSpells(m map[string][]string, k string, beats []int) bool {
	for _, vowels := range m[k] {
		if vowelsFit(beats, vowels) {
			return true
		}
	}
	return false
}
