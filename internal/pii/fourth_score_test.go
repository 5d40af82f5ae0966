package pii

import "testing"

// fourthFloors hold the fourth set (docs/adr/0074), scored once by the lead
// after the rules froze (docs/adr/0075 and 0076, measured at 7eee54a):
// 1,844 names, recall 0.747, precision 0.691. Per kind: af 0.984, hyphen
// 0.985, ja-latn 1.000, pl 0.969, zh-latn 0.966, ar-latn 0.957, particle
// 0.955, ie 0.938, zh 0.933, initials 0.904, vi 0.852, real 0.788, latin
// 0.754, ar 0.617, ja 0.526, ja-kana 0.478, zh-translit 0.215, zh-other
// 0.062. Of the 617 false finds 317 were Arabic function words inside
// Arabic text (على, ما, لا) and 240 Latin-script spans in Slavic,
// Portuguese and Danish news. That one measurement is the set's held-out
// figure; since it the set has been read and is TUNING data, so no later
// figure on it is held out. docs/adr/0079's rules (Arabic and European
// function words, Arabic words alone, saints' names and place words) were
// chosen reading its false finds: recall 0.749, precision 0.845 (latin
// 0.768, real 0.796, the other kinds unchanged); with docs/adr/0080's CJK
// place list and word rules beside them, recall 0.752, precision 0.853
// (zh-translit 0.262). The floors sit just under that and only guard
// against going back. The kind floor is 0 because
// zh-other is at 0.062.
//
// Since the trained taggers (docs/adr/0083, 0084), whose training read this
// set's NewsFANE and Stockmark sources (not its PUD text), the set measures
// 0.881 / 0.930; the floors guard that.
var fourthFloors = nameFloors{kindRecall: 0, recall: 0.905, precision: 0.93} // 0.898 / 0.931 with the Arabic model (docs/adr/0088); 0.907 / 0.940 with mended name ends (docs/adr/0107); 0.912 / 0.941 with declined Slavic names and surnames in capitals (docs/adr/0112)

// TestFourthHeldOutSet measures the fourth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestFourthHeldOutSet(t *testing.T) {
	measureNames(t, fourthSet, fourthFloors, nil)
}
