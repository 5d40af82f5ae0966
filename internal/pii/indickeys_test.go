package pii

import "testing"

// TestIndicHindiListedGiven: in each sister script of Devanagari a Hindi
// given name of Python Faker's hi_IN list (names/indic/hi_given.txt, MIT),
// spelt that script's way, then a word that is no common word, is a
// person: Bengali and Odia with ba for va, Tamil with its unvoiced stops
// and broken first cluster, Telugu and Kannada with a final virama,
// Malayalam without a final ā. The sentences are made for this test; the
// surnames are faker's (names/faker, MIT). On the code before
// docs/adr/0199 no person of them is found.
func TestIndicHindiListedGiven(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"রাজীব বসু আজ দিল্লি যাচ্ছেন।", "[রাজীব বসু]"},
		{"பிரதீப் ஐயர் நேற்று சென்னை வந்தார்.", "[பிரதீப் ஐயர்]"},
		{"ముకేష్ రెడ్డి నిన్న విజయవాడ వచ్చారు.", "[ముకేష్ రెడ్డి]"},
		{"ನಿಖಿಲ್ ಕುಲಕರ್ಣಿ ಮೈಸೂರಿಗೆ ಬಂದರು.", "[ನಿಖಿಲ್ ಕುಲಕರ್ಣಿ]"},
		{"ദിവ്യ മേനോൻ കൊച്ചിയിൽ സംസാരിച്ചു.", "[ദിവ്യ മേനോൻ]"},
		{"અશોક ગુપ્તા ગઈકાલે સુરત પહોંચ્યા.", "[અશોક ગુપ્તા]"},
		{"ਰਾਜੀਵ ਆਹੂਜਾ ਲੁਧਿਆਣਾ ਪਹੁੰਚੇ।", "[ਰਾਜੀਵ ਆਹੂਜਾ]"},
		{"ବିବେକ ମହାଜନ କଟକରେ ପହଞ୍ଚିଲେ।", "[ବିବେକ ମହାଜନ]"},
		{"কৃষ্ণ মজুমদার কলকাতায় ফিরেছেন।", "[কৃষ্ণ মজুমদার]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
