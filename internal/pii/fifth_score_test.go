package pii

import "testing"

// fifthFloors hold the fifth set (docs/adr/0081), scored once by the lead
// with the rules frozen after docs/adr/0079 and 0080 (46aa78c; measured at
// a17efcb, no rule changed between): 1,413 names, recall 0.684, precision
// 0.793. Per kind: af, hyphen, ie, ja-latn, pl, vi 1.000, particle 0.922,
// zh-latn 0.925, ar-latn 0.911, initials 0.904, real 0.755, latin 0.745,
// ja 0.579, ja-kana 0.533, zh 0.473, ar 0.442, zh-translit 0.268, zh-other
// 0.073. Of the 253 false finds 209 were Latin-script spans, most in
// Slovak and Croatian text where a capitalised noun or a genitive stands
// beside a name ("Hmotnosť Chárona", "Gospića Milana Kolića"). That one
// measurement is the set's held-out figure; since it the set is tuning
// data. The kind floor is 0 because zh-other is at 0.073.
//
// Since the trained taggers (docs/adr/0083, 0084), whose training read this
// set's NewsFANE, Stockmark and GSD sources, the set measures 0.880 / 0.915
// (in-sample, not held out); the floors guard that.
// With docs/adr/0089 (Portuguese place heads start no name) and the Arabic
// model (docs/adr/0088): 0.918 / 0.928 (0.918 / 0.922 with the Arabic
// model alone).
var fifthFloors = nameFloors{kindRecall: 0, recall: 0.915, precision: 0.945} // 0.924 / 0.930 with mended name ends (docs/adr/0107); 0.931 / 0.954 with CLDR places and firm and place columns (docs/adr/0120)

// TestFifthHeldOutSet measures the fifth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestFifthHeldOutSet(t *testing.T) {
	measureNames(t, fifthSet, fifthFloors, nil)
}
