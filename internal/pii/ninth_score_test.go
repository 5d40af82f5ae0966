package pii

import "testing"

// ninthFloors hold the ninth set (docs/adr/0098), scored once by the lead at
// f3445c2 with every change of session 16 merged and frozen (ADRs
// 0099-0103): 1,855 names, recall 0.643, precision 0.487. Session 15's
// detector on the same set (13cb2e6, scored before any of this session's
// changes was merged): 0.660 / 0.444. Ablations at f3445c2: rules alone
// 0.536 / 0.602, with the word models 0.540 / 0.620, with the Arabic model
// 0.542 / 0.621, with the character model 0.559 / 0.585. Per kind (shipped):
// af, hyphen, ie, ja-latn, particle, pl 1.000, initials 0.985, ar-latn,
// vi, zh-latn 0.969, ar 0.908, ko 0.789, zh-translit 0.747, zh 0.714 (7
// names), ko-translit 0.398, zh-other 0.222 (18), fa 0.069 (Farsi, a
// language the detector had never been measured on). MultiCoNER labels
// only entities linked to Wikipedia, so a person named again by surname
// ("哈珀出生于…") is unlabelled and counts as a false find: the lead's
// reading of 40 false finds per script found 15 Han, 16 Hangul and 9
// Arabic-script ones to be persons (ADR 0098, "Scored"). Since that one
// measurement the set is tuning data. Fa's recall is under the other sets'
// per-kind floor of 0.5, so this floor is per set. Raised after ADR 0104
// (Persian context, credit and cast frames, ZWNJ, Arabic names in contact
// rows, cast lines; tuning figures): fa 0.217, ar 1.000, all 0.677 / 0.497;
// after ADR 0105 (Korean places with an administrative suffix, pieces of
// words, a name's own 이; tuned on this set): all 0.678 / 0.503, with ADR
// 0107 merged 0.680 / 0.505. docs/adr/0106's dotted-name trim (tuned on this
// set) adds four Chinese names: zh-translit 0.747 -> 0.757. ADR 0109's
// Persian model (trained on MultiCoNER Farsi train sentences this set did
// not read; tuning, same corpus as training): fa 0.217 -> 0.330, all
// 0.682 / 0.506 -> 0.706 / 0.508. With docs/adr/0110's Korean model, which
// learnt foreign names in Hangul from MultiCoNER's Korean train sentences
// the set did not read (the same corpus: tuning, not held out): 0.719 /
// 0.519, ko 0.832, ko-translit 0.657. docs/adr/0111's dotted-name edges
// after the CJK model, joined dotted names split, foreign brands and
// CC-CEDICT's places with their country (tuned on this set): alone 0.682
// / 0.506 -> 0.695 / 0.515, zh-translit 0.757 -> 0.816. docs/adr/0115's
// places, brands and works in Hangul (a list drawn partly from the same
// corpus's train sentences): 0.756 / 0.528 -> 0.756 / 0.545.
// With ADRs 0112-0116 merged (session 17's two rounds): 0.763 / 0.548;
// with ADR 0120's firm and place columns 0.763 / 0.555.
var ninthFloors = nameFloors{kindRecall: 0.20, recall: 0.76, precision: 0.55}

// TestNinthHeldOutSet measures the ninth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestNinthHeldOutSet(t *testing.T) {
	measureNames(t, ninthSet, ninthFloors, nil)
}
