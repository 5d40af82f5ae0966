package pii

import (
	"strings"
	"sync"
)

// Hangul firms and groups found as persons (docs/adr/0283). Korean writes
// a foreign firm or group by its English name in Hangul, the word that
// makes it a firm last: 아리스타 네트웍스 (Arista Networks), 구글 디벨로퍼 그룹
// (Google Developer Group). The model reads the foreign syllables as a
// foreign person. The loanword pass (koloanwords.go) leaves a person of two
// words alone, because a foreign person's parts spell English words as
// often (트럼프, trump); the last word of a firm is another matter: a word
// that makes a value a firm or group (holderWords: team, group, systems,
// developers, as the keyed pass reads them in Latin, with their singular
// and plural) and network(s), read through the same key of consonant
// classes and vowels. A person of two Hangul words or more whose last word
// spells such a word, and is not shaped as a Korean name, is no person.
// One look-up per span: Find stays linear.

// koFirmHeadsOn switches the check off for measuring (tests).
var koFirmHeadsOn = true

var (
	koFirmHeadOnce sync.Once
	koFirmHeadMap  map[string][]string
)

// koFirmHeadWords are English words that end a firm's or group's name,
// besides holderWords.
var koFirmHeadWords = []string{"network", "networks", "developer", "studio", "studios", "partners", "media", "games"}

// koFirmHeaded: v, two Hangul words or more, ends on a word that spells an
// English word making a firm or group.
func (d *Detector) koFirmHeaded(v string) bool {
	words := strings.Fields(v)
	if !koFirmHeadsOn || len(words) < 2 {
		return false
	}
	last := words[len(words)-1]
	for _, r := range last {
		if !hangulSyllable(r) {
			return false
		}
	}
	if d.names.first[last] || d.koNameShaped(last) {
		return false
	}
	koFirmHeadOnce.Do(func() {
		koFirmHeadMap = map[string][]string{}
		add := func(w string) {
			if k := englishPartSkeleton(w); len(k) >= 3 {
				koFirmHeadMap[k] = append(koFirmHeadMap[k], englishBeats(w))
			}
		}
		for w := range holderWords {
			add(w)
			if s, ok := strings.CutSuffix(w, "s"); ok {
				add(s)
			} else {
				add(w + "s")
			}
		}
		for _, w := range koFirmHeadWords {
			add(w)
		}
	})
	return koSpells(koFirmHeadMap, hangulSkeleton(last), hangulBeats(last))
}
