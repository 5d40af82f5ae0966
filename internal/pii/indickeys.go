package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Hindi given names matched in the sister scripts (docs/adr/0199). A name
// list in Devanagari serves every Indic script whose block lies as
// Devanagari's, once a word is moved into Devanagari's block
// (indicScriptOf); but the scripts spell the same name apart: Bengali and
// Odia have no va (বিবেক is बिबेक, Vivek), Tamil no voiced or aspirated
// stops (பிரதீப் is पिरतीप्, Pradeep) and breaks a first cluster with a
// vowel, the Dravidian scripts end a name on a virama (ముకేష్) and write
// short e and o, Malayalam drops a feminine final ā (ദിവ്യ, Divya).
// indicKey writes a word as the class of its spellings, and a sister
// script's word whose key is a listed Hindi name's key reads as a given
// name.

// hindiGivenText are Python Faker's hi_IN given names
// (scripts/pii-hindi-given.py).
//
//go:embed names/indic/hi_given.txt
var hindiGivenText string

// hindiGivenKeys and hindiGivenTamilKeys hold indicKey of every Hindi
// given name of hindiGivenText and of the Devanagari ones of faker's
// lists, for the scripts that write Hindi's stops and for Tamil.
var hindiGivenKeys, hindiGivenTamilKeys = func() (map[string]bool, map[string]bool) {
	m, ta := map[string]bool{}, map[string]bool{}
	add := func(w string) {
		m[indicKey(w, indicKeyRunes)] = true
		ta[indicKey(w, indicTamilKeyRunes)] = true
	}
	for w := range wordSet(hindiGivenText) {
		add(w)
	}
	faker, err := nameFiles.ReadFile("names/faker/given.txt")
	if err != nil {
		panic("pii: embedded list missing: faker/given.txt")
	}
	// As written: readList's folding drops the vowel signs.
	for w := range wordSet(string(faker)) {
		if devanagariWord(w) {
			add(w)
		}
	}
	return m, ta
}()

// indicListedGiven: deva, a word of script sc moved into Devanagari,
// spells a listed Hindi given name the way sc writes it.
// A key of fewer than three signs ("एस" of Esha in Tamil, also English s
// and es) says too little.
// Not in Sinhala: its common list has lost its vowel signs (sinhala.go),
// so no rank tells ප්‍රකාශ (statement) from Prakash.
func indicListedGiven(sc *indicScript, deva string) bool {
	if sc.key != nil {
		return false
	}
	keys, k := hindiGivenKeys, indicKey(deva, indicKeyRunes)
	if sc.base == 0x0B80 {
		keys, k = hindiGivenTamilKeys, indicKey(deva, indicTamilKeyRunes)
	}
	return utf8.RuneCountInString(k) >= 3 && keys[k]
}

// indicKeyClasses are the Devanagari letters and signs indicKey writes as
// another in every script: va as ba (Bengali's and Odia's ব ବ are both),
// ṣa as śa (Telugu's ముకేష్ for मुकेश), every nasal and the anusvara as na, long vowels as short, ai and the
// Dravidian short e as e, au, o and the Dravidian short o as o, the
// Dravidian letters zha and rra as la and ra; ri as ru (Tamil writes कृ as
// கிரு). Virama, nukta and visarga are dropped ("").
var indicKeyClasses = map[string]string{
	"ब": "व", "श": "ष", "न": "ङञणऩ\u0902\u0901", "ल": "ळऴ", "र": "ऱ",
	"ि": "ी", "ु": "ू", "े": "ैॆॅ", "ो": "ौॊॉ", "इ": "ई", "उ": "ऊ", "ए": "ऐऎऍ", "ओ": "औऒऑ", "रु": "ृ", "रि": "ऋ",
	"": "\u093c\u094d\u0903",
}

// indicKeyRunes are indicKeyClasses by rune.
var indicKeyRunes = keyRunes(indicKeyClasses)

// indicTamilKeyRunes are indicKeyRunes and, for Tamil, which writes one
// letter for each class of stops, a stop as its class's voiceless
// unaspirated one (ba and va as pa) and the sibilants as sa.
var indicTamilKeyRunes = keyRunes(indicKeyClasses, map[string]string{
	"क": "खगघ", "च": "छजझ", "ट": "ठडढ", "त": "थदध", "प": "फबभव", "स": "शष",
})

// keyRunes returns the map of each rune of a value of the classes to its
// key, a later map's over an earlier's, the nukta letters written as their
// bases' keys.
func keyRunes(classes ...map[string]string) map[rune]string {
	m := map[rune]string{}
	for _, c := range classes {
		for to, from := range c {
			for _, r := range from {
				m[r] = to
			}
		}
	}
	for p, base := range devaPrecomposed {
		m[p] = indicKeyOf(base, m)
	}
	return m
}

// indicKeyOf returns r as indicKey writes it by m.
func indicKeyOf(r rune, m map[rune]string) string {
	if s, ok := m[r]; ok {
		return s
	}
	return string(r)
}

// indicKey returns the Devanagari word w (or one moved into Devanagari's
// block) as the class of its spellings in the Indic scripts: letters as
// classes writes them, a short i or u between a first consonant and ra
// dropped (Tamil's பிர, கிரு for Hindi's प्र, कृ) and a final ā dropped.
func indicKey(w string, classes map[rune]string) string {
	var b strings.Builder
	for _, r := range w {
		b.WriteString(indicKeyOf(r, classes))
	}
	k := []rune(b.String())
	if len(k) >= 3 && devaConsonants[k[0]] != nil && (k[1] == 'ि' || k[1] == 'ु') && k[2] == 'र' {
		k = append(k[:1], k[2:]...)
	}
	if len(k) >= 3 && k[len(k)-1] == 'ा' {
		k = k[:len(k)-1]
	}
	return string(k)
}
