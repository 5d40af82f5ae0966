package pii

import (
	"strings"
	"testing"
	"time"
)

// TestIndicMorePersons: in Gujarati, Punjabi (Gurmukhi), Odia and Kannada
// news-like sentences a word whose reading (the word moved into
// Devanagari's block) is a common given name, then a word of the same
// script that is none of Unilex's commonest, is a person; a government, a
// city and an office are not. The sentences are made for this test from
// the given-name list (docs/adr/0153); on the code before it no person of
// them is found.
func TestIndicMorePersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ડોનાલ્ડ ટ્રમ્પે ગઈકાલે અમદાવાદમાં ભાષણ આપ્યું.", "[ડોનાલ્ડ ટ્રમ્પે]"},
		{"જેમ્સ વિલ્સન ગઈકાલે મુંબઈ પહોંચ્યા.", "[જેમ્સ વિલ્સન]"},
		{"ગુજરાત સરકારના મુખ્યમંત્રીએ ગાંધીનગરમાં બેઠક યોજી.", ""},
		{"ਡੇਵਿਡ ਜੌਨਸਨ ਨੇ ਕੱਲ੍ਹ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਭਾਸ਼ਣ ਦਿੱਤਾ।", "[ਡੇਵਿਡ ਜੌਨਸਨ]"},
		{"ਜੇਮਸ ਵਿਲਸਨ ਲੁਧਿਆਣਾ ਪਹੁੰਚੇ।", "[ਜੇਮਸ ਵਿਲਸਨ]"},
		{"ਪੰਜਾਬ ਸਰਕਾਰ ਦੇ ਮੁੱਖ ਮੰਤਰੀ ਨੇ ਚੰਡੀਗੜ੍ਹ ਵਿੱਚ ਮੀਟਿੰਗ ਕੀਤੀ।", ""},
		{"ଡୋନାଲ୍ଡ ଟ୍ରମ୍ପ ଗତକାଲି ଭୁବନେଶ୍ୱରରେ ଭାଷଣ ଦେଇଥିଲେ।", "[ଡୋନାଲ୍ଡ ଟ୍ରମ୍ପ]"},
		{"ଜେମ୍ସ ୱିଲସନ କଟକରେ ପହଞ୍ଚିଲେ।", "[ଜେମ୍ସ ୱିଲସନ]"},
		{"ଓଡ଼ିଶା ସରକାର କଟକରେ ବୈଠକ କଲେ।", ""},
		{"ಡೊನಾಲ್ಡ್ ಟ್ರಂಪ್ ನಿನ್ನೆ ಬೆಂಗಳೂರಿನಲ್ಲಿ ಮಾತನಾಡಿದರು.", "[ಡೊನಾಲ್ಡ್ ಟ್ರಂಪ್]"},
		{"ಜೇಮ್ಸ್ ವಿಲ್ಸನ್ ಮೈಸೂರಿಗೆ ಭೇಟಿ ನೀಡಿದರು.", "[ಜೇಮ್ಸ್ ವಿಲ್ಸನ್]"},
		{"ಕರ್ನಾಟಕ ಸರ್ಕಾರ ಬೆಂಗಳೂರಿನಲ್ಲಿ ಸಭೆ ನಡೆಸಿತು.", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestIndicLongRunsBounded: in each script of docs/adr/0153 a 100 KB run
// of one letter (one word) and a 100 KB run of words (a given name and a
// surname, over and over) are read in bounded time: each word's reading
// stops at maxReadingRunes and maxReadingSteps (the ADR gives the figures).
func TestIndicLongRunsBounded(t *testing.T) {
	for _, c := range []struct{ letter, words string }{
		{"ක", "ඩේවිඩ් කැමරන් "}, {"ક", "જેમ્સ વિલ્સન "}, {"ਕ", "ਜੇਮਸ ਵਿਲਸਨ "}, {"କ", "ଜେମ୍ସ ୱିଲସନ "}, {"ಕ", "ಜೇಮ್ಸ್ ವಿಲ್ಸನ್ "}, {"ከ", "ጀምስ ዊልሰን "},
	} {
		for _, s := range []string{strings.Repeat(c.letter, 100_000/len(c.letter)), strings.Repeat(c.words, 100_000/len(c.words))} {
			start := time.Now()
			detector.Find(s)
			el := time.Since(start)
			t.Logf("%s: %d bytes: %v", c.letter, len(s), el)
			if el > 20*time.Second {
				t.Errorf("%d bytes of %s took %v", len(s), c.letter, el)
			}
		}
	}
}
