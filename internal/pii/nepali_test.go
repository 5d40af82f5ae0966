package pii

import "testing"

// TestNepaliAndBengaliProseWordsNoPersons: Nepali function words and verb
// forms ("मा", in; "पनि", also; "गरी", having done) and Bengali news nouns
// the web text ranks common ("সালে", in the year; "খাতে", in the sector)
// read as short given names before another word, and are no persons; a
// Nepali name before a verb of saying stays one (docs/adr/0279). The
// sentences are made for this test; on the code before it each of the
// first six holds a person (the last, a name before a separate case
// ending, is found before and after).
func TestNepaliAndBengaliProseWordsNoPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"गाउँमा पनि ठूलो भेला भएको थियो ।", ""},
		{"नदी मा बाढी आयो ।", ""},
		{"नेता हरू कुरा बुझ्दैनन् ।", ""},
		{"सबै काम राम्रो गरी निष्पक्ष ढङ्गले सकियो ।", ""},
		{"২০১০ সালে সিঙ্গাপুরে একটি সম্মেলন হয় ।", ""},
		{"সরকার কৃষি খাতে অব্যাহতভাবে ভর্তুকি দিয়েছে ।", ""},
		{"सांसद अनिल कुमार शर्मा ले जनाए ।", "[अनिल कुमार शर्मा]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
