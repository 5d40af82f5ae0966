package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons in Vietnamese and Indonesian prose, tidied last (docs/adr/0113).
// Vietnamese capitalises every syllable of a proper name and the first
// syllable of a sentence, so a sentence's first word ("Trong", "Thậm")
// reads as a name, as do places ("thành phố Sài Gòn") and the title
// written before a name ("Ông Bùi Hồng Việt"). Indonesian news puts an
// office before the name ("Menteri Keuangan Sri Mulyani") and writes
// places and firms with a capitalised head ("Kabupaten Tapin", "PT …
// Tbk"). Which language a span stands in is read from its neighbours.

//go:embed names/viid/vi.txt
var viWordText string

//go:embed names/viid/id.txt
var idWordText string

//go:embed names/viid/id-vote.txt
var idVoteText string

// idVotes are the same words with the names kept ("yang"): written in
// lower case, one of them tells Indonesian text.
var idVotes = wordSet(idVoteText)

// viWords are the syllables of stopwords-iso's Vietnamese function words
// that no Vietnamese family name spells: such a syllable opens no name.
var viWords = wordSet(viWordText)

// idWords are stopwords-iso's Indonesian function words that no other
// Latin-script list there nor faker's name lists hold ("karena",
// "menurut", "bapak").
var idWords = wordSet(idWordText)

// viTitles are the titles and forms of address written before a
// Vietnamese name (lower-cased): kinship words used as address and
// academic or professional titles (GS, PGS, TS, ThS, BS, KS).
var viTitles = wordSet("ông\nbà\nanh\nchị\nem\ncô\nchú\nbác\ncụ\nthầy\ngs\npgs\nts\nths\nbs\nks\nvụ\n")

// viPlaceWords are the Vietnamese nouns that name a kind of place; the
// capitalised words after one are the place's name, not a person's
// ("thành phố Sài Gòn", "cầu Chương Dương", "Sông Cầu").
var viPlaceWords = wordSet("tỉnh\nhuyện\nquận\nxã\nphường\nphố\ntrấn\nsông\nnúi\ncầu\nđường\nlàng\nđèo\nvịnh\nđảo\nchợ\nbến\nrạch\nkênh\nấp\nvùng\nmiền\nbiển\nbáo\nđài\ncảng\nmũi\nthôn\nxứ\n")

// viPlaces are the places of several words in GeoNames' and faker's lists
// (names/places/places.txt, names/faker/places_multi.txt), as written:
// folded, "Hà Tiên" would match names spelled otherwise. One led by a
// family name stays a possible person ("Dương Minh Châu").
var viPlaces = func() map[string]bool {
	out := map[string]bool{}
	for _, f := range []string{"names/places/places.txt", "names/faker/places_multi.txt"} {
		data, err := nameFiles.ReadFile(f)
		if err != nil {
			panic("pii: embedded list missing: " + f)
		}
		for _, l := range strings.Split(string(data), "\n") {
			if f := strings.Fields(l); len(f) > 1 && !strings.HasPrefix(l, "#") {
				out[strings.Join(f, " ")] = true
			}
		}
	}
	return out
}()

// viPlaceFamilies are the place nouns that are Vietnamese family names
// too (Đường, 唐, is "road" and a family name): they open names.
var viPlaceFamilies = wordSet("đường\n")

// idTitles are the offices and forms of address written before an
// Indonesian name, and the words that complete an office ("Menteri
// Keuangan", "Direktur Utama"): none of them is the name.
var idTitles = wordSet("bapak\npak\nibu\nbu\npresiden\nwapres\nmenteri\nmenkeu\nmenko\ndirektur\ndirut\ngubernur\nbupati\nwalikota\nwali\nketua\nsekretaris\nwakil\nkepala\njenderal\nkomisaris\nutama\nkeuangan\nperekonomian\nperdagangan\nperindustrian\nnegeri\numum\ndirjen\n")

// idPlaceHeads are the Indonesian words that open the name of a place, a
// body or a thing; a span they open is no person's.
var idPlaceHeads = wordSet("kecamatan\nkabupaten\nkota\nprovinsi\ndesa\ndanau\npulau\nkepulauan\nsungai\nkali\ngunung\njalan\njl\nlaut\nselat\nteluk\ntanjung\npt\ncv\nbank\nuniversitas\ndana\npajak\ntim\nbadai\nbulan\nbadan\nkantor\ngedung\nmasjid\npartai\n")

// idPlaceTails are the words that close the name of a place or a listed
// firm (compass words, "Tbk", "Persero").
var idPlaceTails = wordSet("utara\nselatan\ntimur\nbarat\ntengah\nraya\ndaya\ntbk\npersero\n")

// idMonths are the Indonesian month names: alone, never a person in
// Indonesian text ("Juli" of "17 Juli 2007").
var idMonths = wordSet("januari\nfebruari\nmaret\napril\nmei\njuni\njuli\nagustus\nseptember\noktober\nnovember\ndesember\n")

// idCuts are the lower-case words where an Indonesian name ends ("Sri
// Mulyani di Gedung").
var idCuts = wordSet("di\nke\ndari\n")

// viidWindow words on either side of a span tell its language: viEvidence
// of them spelled with Vietnamese letters, or idEvidence Indonesian
// function words (no other language's list holds them) and none
// Vietnamese.
const (
	viidWindow = 12
	viEvidence = 2
	idEvidence = 1
)

func wordSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out[l] = true
		}
	}
	return out
}

// vietLetters are letters Vietnamese spells and the other Latin-script
// languages the detector meets do not (horned vowels, breve a, d with
// stroke, the tone marks with a dot below or a hook above).
func vietLetter(r rune) bool {
	switch unicode.ToLower(r) {
	case 'ơ', 'ư', 'ă', 'đ', 'ĩ', 'ũ', 'ẽ', 'ỹ':
		return true
	}
	return r >= 0x1EA0 && r <= 0x1EF9
}

func vietWord(w string) bool {
	return strings.IndexFunc(w, vietLetter) >= 0
}

// tidyVietIndo cuts titles and function words from the front of the
// persons found in Vietnamese and Indonesian text and drops the places
// and offices among them. Each span reads viidWindow words either side.
func (d *Detector) tidyVietIndo(s string, spans []Span, keep map[[2]int]bool) []Span {
	var toks []token
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind != Person || hasCJKText(s[sp.Start:sp.End]) {
			// A name in Han or kana is no Vietnamese or Indonesian one,
			// though a Vietnamese name may stand beside it (docs/adr/0145).
			out = append(out, sp)
			continue
		}
		if toks == nil {
			toks = words(s)
		}
		a, b, ok := spanWords(toks, sp)
		if !ok {
			out = append(out, sp)
			continue
		}
		// A name that a header, a greeting, a name column or its shape
		// vouches for ("To: Thi Thị Thương") keeps its first words.
		vouched := keep[[2]int{sp.Start, sp.End}]
		vi, id := viidLanguage(toks, a, b)
		switch {
		case vi:
			a, b = tidyViet(s, toks, a, b, vouched)
		case id:
			a, b = tidyIndo(s, toks, a, b, vouched)
		}
		if a > b {
			continue
		}
		out = append(out, personSpan(s, toks[a], toks[b]))
	}
	return out
}

// viidLanguage tells whether the words around a..b are Vietnamese (words
// spelled with its letters) or Indonesian (its own function words).
func viidLanguage(toks []token, a, b int) (vi, id bool) {
	nv, ni := 0, 0
	for j := max(a-viidWindow, 0); j <= min(b+viidWindow, len(toks)-1); j++ {
		if j >= a && j <= b {
			continue
		}
		w := toks[j].text
		if vietWord(w) {
			nv++
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) && idVotes[w] {
			ni++
		}
	}
	return nv >= viEvidence, nv == 0 && ni >= idEvidence
}

// tidyViet mends a person at words a..b of Vietnamese text; a > b drops it.
func tidyViet(s string, toks []token, a, b int, vouched bool) (int, int) {
	if a > 0 && viPlaceWords[strings.ToLower(toks[a-1].text)] && adjacent(s, toks[a-1], toks[a]) {
		return 1, 0 // "thành phố Sài Gòn"
	}
	if w := strings.ToLower(toks[a].text); viPlaceWords[w] && !viPlaceFamilies[w] && a < b {
		return 1, 0 // "Sông Cầu", "Cầu Bình Triệu"
	}
	if a < b && !vietSurnames[toks[a].text] && viPlaces[strings.Join(strings.Fields(s[toks[a].start:toks[b].end]), " ")] {
		return 1, 0 // "Bình Thạnh", "Trà Vinh": a place of GeoNames or faker as written
	}
	if vouched {
		return a, b
	}
	if a == b && !vietSurnames[toks[a].text] && sentenceStart(s, toks[a].start) {
		return 1, 0 // "Chiều nay…", "Hiện công ty…": the capital is the sentence's
	}
	// Function words first, then titles; a word after a title is the
	// name's even when it is a common word ("ông Năm Lặc": Năm, five, is a
	// byname).
	for a <= b && viWords[strings.ToLower(toks[a].text)] && !viTitles[strings.ToLower(toks[a].text)] && utf8.RuneCountInString(toks[a].text) > 1 {
		a++
	}
	for a <= b && viTitles[strings.ToLower(toks[a].text)] {
		a++
	}
	return a, b
}

// tidyIndo mends a person at words a..b of Indonesian text; a > b drops
// it.
func tidyIndo(s string, toks []token, a, b int, vouched bool) (int, int) {
	if idPlaceHeads[strings.ToLower(toks[a].text)] || idPlaceTails[strings.ToLower(toks[b].text)] {
		return 1, 0
	}
	if idHeadBefore(s, toks, a) {
		return 1, 0 // "PT Salim Ivomas Pratama", "Badan Al Hilal": the head left outside the find is still the name's
	}
	if a == b && (idMonths[strings.ToLower(toks[a].text)] || idVotes[strings.ToLower(toks[a].text)] && sentenceStart(s, toks[a].start)) {
		return 1, 0 // "pada 17 Juli", "Dua di antaranya…"
	}
	if vouched {
		return a, b
	}
	for j := a + 1; j <= b; j++ {
		if idCuts[toks[j].text] {
			b = j - 1
			break
		}
	}
	for a <= b {
		w := strings.ToLower(toks[a].text)
		if !idWords[w] && !idTitles[w] {
			break
		}
		a++
	}
	return a, b
}

// idHeadBefore: a capitalised place or firm head ("PT", "Badan",
// "Kecamatan") stands before toks[a], maybe with up to two capitalised
// words (no acronym) between, each one space from the next ("PT Wijaya Karsa
// Mandiri" when the find is "Karsa Mandiri").
func idHeadBefore(s string, toks []token, a int) bool {
	for j := a - 1; j >= max(a-3, 0); j-- {
		r, _ := utf8.DecodeRuneInString(toks[j].text)
		if !unicode.IsUpper(r) || s[toks[j].end:toks[j+1].start] != " " {
			return false
		}
		if idPlaceHeads[strings.ToLower(toks[j].text)] {
			return true
		}
		if !capitalised(toks[j].text) {
			return false // an acronym ends a firm's name: "PT PKG Arifin Tasrif"
		}
	}
	return false
}

// adjacent is whether only spaces stand between two words.
func adjacent(s string, x, y token) bool {
	return strings.TrimSpace(s[x.end:y.start]) == ""
}

// sentenceStart is whether the word at i opens a sentence, a line or a
// quotation.
func sentenceStart(s string, i int) bool {
	t := strings.TrimRightFunc(s[:i], unicode.IsSpace)
	if t == "" || len(t) < i && strings.ContainsAny(s[len(t):i], "\n") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(t)
	return strings.ContainsRune(".!?:;\"“”'‘’(–—-…", r)
}
