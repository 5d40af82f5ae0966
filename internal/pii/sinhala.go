package pii

import (
	_ "embed"
	"strings"
	"unicode"
)

// Persons in Sinhala (docs/adr/0153). Sinhala is Brahmic like Devanagari
// but its Unicode block is laid out on its own, so the Indic pass cannot
// move a word by an offset; each Sinhala letter and sign is written as its
// Devanagari counterpart instead (ක क, ේ े, ් ्; the prenasalised ඟ ඬ ඳ ඹ
// as a nasal and its stop), and the word is read by devanagari.go's
// reader as a moved Bengali word is. Sinhala writes English a (as in
// "Jack") with its own æ signs, which read as Devanagari's ॅ (e or a), and
// f with ෆ, read as फ़.

// sinhalaCommonText are FrequencyWords' commonest Sinhala subtitle words,
// commonest first (scripts/pii-indic-greek-lists.py).
//
//go:embed names/indic/si.txt
var sinhalaCommonText string

// sinhalaDeva are the Devanagari spellings of the Sinhala letters and
// signs; a zero-width joiner, which Sinhala writes inside conjuncts
// ("ට්\u200dරම්ප්", Trump), reads as nothing.
var sinhalaDeva = map[rune]string{
	'අ': "अ", 'ආ': "आ", 'ඇ': "ऍ", 'ඈ': "ऍ", 'ඉ': "इ", 'ඊ': "ई", 'උ': "उ", 'ඌ': "ऊ", 'ඍ': "ऋ",
	'එ': "ऎ", 'ඒ': "ए", 'ඓ': "ऐ", 'ඔ': "ऒ", 'ඕ': "ओ", 'ඖ': "औ",
	'ක': "क", 'ඛ': "ख", 'ග': "ग", 'ඝ': "घ", 'ඞ': "ङ", 'ඟ': "ङ्ग", 'ච': "च", 'ඡ': "छ", 'ජ': "ज", 'ඣ': "झ",
	'ඤ': "ञ", 'ඥ': "ज्ञ", 'ඦ': "ञ्ज", 'ට': "ट", 'ඨ': "ठ", 'ඩ': "ड", 'ඪ': "ढ", 'ණ': "ण", 'ඬ': "ण्ड",
	'ත': "त", 'ථ': "थ", 'ද': "द", 'ධ': "ध", 'න': "न", 'ඳ': "न्द", 'ප': "प", 'ඵ': "फ", 'බ': "ब", 'භ': "भ",
	'ම': "म", 'ඹ': "म्ब", 'ය': "य", 'ර': "र", 'ල': "ल", 'ව': "व", 'ශ': "श", 'ෂ': "ष", 'ස': "स", 'හ': "ह",
	'ළ': "ळ", 'ෆ': "फ़",
	'්': "्", 'ා': "ा", 'ැ': "ॅ", 'ෑ': "ॅ", 'ි': "ि", 'ී': "ी", 'ු': "ु", 'ූ': "ू", 'ෘ': "ृ", 'ෲ': "ृ",
	'ෙ': "ॆ", 'ේ': "े", 'ෛ': "ै", 'ො': "ॊ", 'ෝ': "ो", 'ෞ': "ौ", 'ං': "ं", 'ඃ': "ः",
	'\u200d': "",
}

// sinhalaComposed writes the two-part vowel signs as the single code
// points NFC gives (ෙ + ා is ො), so that text not normalised reads alike.
var sinhalaComposed = strings.NewReplacer("\u0dd9\u0dcf\u0dca", "\u0ddd", "\u0dd9\u0dcf", "\u0ddc",
	"\u0dd9\u0dca", "\u0dda", "\u0dd9\u0ddf", "\u0dde")

// sinhalaSkeleton returns w without its signs and joiners, the form
// FrequencyWords' Sinhala list writes its words in ("කරනවා", does, is
// listed as කරනව): a word is common when its skeleton is, which takes a
// few rare words for common ones, never the other way round.
func sinhalaSkeleton(w string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.M, r) || r == '\u200d' {
			return -1
		}
		return r
	}, w)
}
