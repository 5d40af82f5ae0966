package pii

import "testing"

// TestDevanagariPersons: in Hindi business text a Devanagari word whose
// Latin reading is a common given name ("डोनाल्ड" donald, "माइकल" michael,
// "थॉमस" thomas) then a word that is no common Hindi word is a person; a
// third such word joins before a postposition; a plural noun or a common
// word read as a name ("कई", many, as Kai) starts none; the words after
// श्री are a name without it. The sentences are
// made for this test; on the code before docs/adr/0125 no person of them is
// found.
func TestDevanagariPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"कल डोनाल्ड ट्रम्प ने अनुबंध पर हस्ताक्षर किए।", "[डोनाल्ड ट्रम्प]"},
		{"बिल की प्रति माइकल फेलॉन को भेज दी गई है।", "[माइकल फेलॉन]"},
		{"बैठक में थॉमस लिंकन ने बजट प्रस्तुत किया।", "[थॉमस लिंकन]"},
		{"आदेश जुआन कार्लोस सलास द्वारा स्वीकृत किया गया।", "[जुआन कार्लोस सलास]"},
		{"भुगतान की पुष्टि श्री राजेश वर्मा ने ईमेल से की।", "[राजेश वर्मा]"},
		{"इस तिमाही में कई स्क्रिप्ट और अन्य कंपनियों के बिल मिले।", ""},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%s: persons %s, want %s", c.text, got, c.want)
		}
	}
}

// TestReadDevanagariIsBounded: a long Devanagari word is not read (its
// length is capped) and a hostile one of many ambiguous signs stops
// within maxReadingSteps.
func TestReadDevanagariIsBounded(t *testing.T) {
	long := ""
	for range 40 {
		long += "क"
	}
	if r := readDevanagari(long, devaGivenSorted, func(string) bool { return true }); r != "" {
		t.Errorf("a 40-letter word was read as %q", r)
	}
	steps := 0
	readDevanagari("अइअइअइअइअइअइअइअइ", devaGivenSorted, func(string) bool { steps++; return false })
	if steps > maxReadingSteps {
		t.Errorf("%d readings tried, over the bound %d", steps, maxReadingSteps)
	}
}

// TestMarathiFunctionWordsStartNoName: Marathi function words that read as
// given names ("दोन", two, as Don; "येथील", of here, as Ethel; "केली", did,
// as Kelli; "काय", what, as Kay) start no person, though Hindi subtitles
// hold none of them; "सारा", whole, which subtitles rank common, stays
// Sara before a word no subtitle holds. stopwords-iso's Hindi and Marathi
// lists (docs/adr/0138); the sentences are made for this test. On the code
// before, the first four each give a person.
func TestMarathiFunctionWordsStartNoName(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"आज दोन कंपन्यांनी करार केला.", ""},
		{"पुणे येथील कार्यालयात बैठक झाली.", ""},
		{"त्यांनी तक्रार केली पोलिसांकडे.", ""},
		{"हा निर्णय काय म्हणतो ते पाहू.", ""},
		{"बैठक में सारा इरानी ने बजट रखा।", "[सारा इरानी]"},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%s: persons %s, want %s", c.text, got, c.want)
		}
	}
}
