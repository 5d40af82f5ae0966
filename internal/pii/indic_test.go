package pii

import (
	"strings"
	"testing"
)

// TestIndicPersons: in Bengali, Tamil, Telugu and Malayalam news-like
// sentences a word whose reading (by devanagari.go's reader, the word
// moved into Devanagari's block) is a common given name, then a word of the
// same script that is no common word, is a person; places and firms around
// it are not. The sentences are made for this test (docs/adr/0136); on the
// code before it no person of them is found.
func TestIndicPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ডোনাল্ড ট্রাম্প গতকাল চুক্তিতে স্বাক্ষর করেছেন।", "[ডোনাল্ড ট্রাম্প]"},
		{"মাইকেল জনসন ঢাকায় গ্রামীণফোনের সঙ্গে বৈঠক করেন।", "[মাইকেল জনসন]"},
		{"জেমস উইলসন কলকাতায় টাটা স্টিলের কারখানা পরিদর্শন করেন।", "[জেমস উইলসন]"},
		{"டொனால்ட் ட்ரம்ப் நேற்று சென்னையில் பேசினார்.", "[டொனால்ட் ட்ரம்ப்]"},
		{"ஜேம்ஸ் வில்சன் இன்போசிஸ் நிறுவனத்தில் சேர்ந்தார்.", "[ஜேம்ஸ் வில்சன்]"},
		{"డొనాల్డ్ ట్రంప్ నిన్న హైదరాబాద్\u200cలో మాట్లాడారు.", "[డొనాల్డ్ ట్రంప్]"},
		{"జేమ్స్ విల్సన్ ఇన్ఫోసిస్ కార్యాలయాన్ని సందర్శించారు.", "[జేమ్స్ విల్సన్]"},
		{"ഡൊണാൾഡ് ട്രംപ് ഇന്നലെ കൊച്ചിയിൽ സംസാരിച്ചു.", "[ഡൊണാൾഡ് ട്രംപ്]"},
		{"বাংলাদেশ ব্যাংকের গভর্নর ঢাকায় বৈঠক করেন।", ""},
		{"மதுரை மாவட்ட ஆட்சியர் அலுவலகம் திறக்கப்பட்டது.", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// checkBracketed fails t when the persons found in text, bracketed, are
// not want.
func checkBracketed(t *testing.T, text, want string) {
	t.Helper()
	if got := bracketedPersons(text); got != want {
		t.Errorf("%s: persons %s, want %s", text, got, want)
	}
}

// TestIndicCommonWordsNoPersons: the 2,000 commonest subtitle words of
// each language, ten to a sentence, hold no two-word person of this pass
// (other passes find three phrases there, before and after it).
func TestIndicCommonWordsNoPersons(t *testing.T) {
	for _, sc := range indicScripts {
		ws := byRank(sc.common)[:2000]
		for i := 0; i < len(ws); i += 10 {
			s := strings.Join(ws[i:i+10], " ") + "।"
			toks := words(s)
			if got := detector.indicPersons(s, toks, nil); len(got) > 0 {
				t.Errorf("%s: persons %v", s, got)
			}
		}
	}
}

// TestReadIndicMovesBlocks: a word of each script is moved into
// Devanagari's block letter for letter (Malayalam's chillu as consonant and
// virama) and read as the name it spells.
func TestReadIndicMovesBlocks(t *testing.T) {
	checkIndicReads(t, map[string]string{"ডেভিড": "david", "டொனால்ட்": "donald", "జేమ్స్": "james", "ഡൊണാൾഡ്": "donald"}, "ডেভিড्")
}

// checkIndicReads fails t when a word of want, moved into Devanagari by
// indicScriptOf, does not read as its name, or when mixed, a word of two
// scripts, is taken as one.
func checkIndicReads(t *testing.T, want map[string]string, mixed string) {
	t.Helper()
	for w, name := range want {
		sc, deva, ok := indicScriptOf(w)
		if !ok {
			t.Fatalf("%s: no Indic script", w)
		}
		if got := readIndic(deva, sc.consonants, true, devaGivenSorted, detector.names.devaGivenReading); got != name {
			t.Errorf("%s (%s): read %q, want %q", w, deva, got, name)
		}
	}
	if _, _, ok := indicScriptOf(mixed); ok {
		t.Errorf("a word of two scripts was taken as one")
	}
}

// byRank lists the words of ranks (as wordRanks holds them) in rank order.
func byRank(ranks map[string]int) []string {
	out := make([]string, len(ranks))
	for w, r := range ranks {
		out[r-1] = w
	}
	return out
}
