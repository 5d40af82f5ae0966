package pii

// Firms, products and dynasties named after a person ("Disney", "Boeing",
// "Habsburg") are notable surnames too, so latinNotableSurnames took them
// alone (docs/adr/0164). The text itself gives them away: somewhere it
// writes the word before a model number ("Boeing 707") or before a noun of
// a firm or product ("Disney Channel", "Walt Disney Company").

// firmCueWords are the capitalised nouns that, written after a word, make
// it the name of a firm, a brand or a product rather than a person: legal
// forms and the heads of company, studio, channel and park names in
// English and the Romance languages. A closed class of heads, not a list
// of firms (docs/adr/0164).
var firmCueWords = map[string]bool{
	"company": true, "co": true, "corp": true, "corporation": true, "inc": true, "ltd": true, "group": true,
	"airlines": true, "airways": true, "aircraft": true, "aerospace": true, "records": true, "studios": true,
	"studio": true, "pictures": true, "films": true, "channel": true, "world": true, "land": true,
	"store": true, "motors": true, "junior": true, "xd": true, "plus": true, "media": true, "entertainment": true,
	"television": true, "tv": true, "network": true, "holdings": true, "bank": true, "brands": true,
}

// firmWords are the folded capitalised Latin words the text writes before
// a model number (modelNumberAfter: "Boeing 707", "Boeing 737-800"; people
// are not numbered so, models are) or a firm cue (firmCueWords): in that
// text they name a firm or a product, also where they stand alone.
func firmWords(s string, toks []token) map[string]bool {
	out := map[string]bool{}
	for i, t := range toks {
		if !capitalised(t.text) || !allLatin(t.text) {
			continue
		}
		if modelNumberAfter(s, t.end) || i+1 < len(toks) && capitalised(toks[i+1].text) && firmCueWords[toks[i+1].bare] && adjacent(s, t, toks[i+1]) {
			out[t.bare] = true
		}
	}
	return out
}
