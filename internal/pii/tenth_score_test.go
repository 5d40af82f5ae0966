package pii

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// tenthFloors hold the tenth set (docs/adr/0108), scored once by the lead at
// 492eca2 with every change of session 17's first round merged and frozen
// (ADRs 0109-0112): 2,367 names, recall 0.830, precision 0.727. Session
// 16's detector on the same set (a2a3186): 0.802 / 0.723. Ablations at
// 492eca2: rules alone 0.747 / 0.684, with the word models 0.779 / 0.720,
// with the Arabic model 0.798 / 0.720, with the Persian model 0.803 / 0.721,
// with the character model 0.811 / 0.724. Real-text documents alone 0.709 /
// 0.574, made business documents 0.975 / 0.946. Per kind: ar, ie,
// initials, ja-latn, pl 1.000, hyphen 0.990, latin 0.981, ar-latn 0.963,
// vi, zh-latn 0.966, particle 0.958, af 0.941, sv 0.923 (13 names), pt
// 0.846 (13), vi-real 0.835, pl-real 0.833 (30), ga-real 0.780, id-real
// 0.762, ar-real 0.677, zh-real 0.669, ko-real 0.643, ru 0.462, fa-real
// 0.351. About one Latin false find in nine is a person the builder left
// unlabelled (ADR 0108, "Scored"). Since that one measurement the set is
// tuning data. Fa-real's recall is under the other sets' per-kind floor, so
// this floor is per set. Tuned on since: with ADR 0113's Vietnamese and
// Indonesian titles, function words and places 0.836 / 0.796; with ADR
// 0114's foreign names in Cyrillic too 0.875 / 0.807; with ADR 0116's
// Persian phrases as well 0.880 / 0.812; with ADR 0115's Hangul things,
// all four of the second round merged, 0.881 / 0.817; with ADR 0118's
// mutated Irish surnames and lower-case "ó" 0.884 / 0.818 (ga-real 0.868);
// with ADR 0117's glued 阿 and verbs before Chinese names 0.887 / 0.821;
// with ADR 0120's CLDR places and months, invoice labels and firm and place
// columns 0.894 / 0.844 (invoices 0.875 -> 0.975, contacts' precision
// 0.923 -> 0.990); with ADR 0124's Cyrillic readings, Slavic adjective phrases
// and Indonesian firm heads (0.897 / 0.831 alone; ru 0.886); with ADR 0122's Hangul
// given names taking their surname (0.888 / 0.823 alone; ko-real 0.714).
var tenthFloors = nameFloors{kindRecall: 0.33, recall: 0.89, precision: 0.835}

// TestTenthHeldOutSet measures the tenth set: recall per kind, overall
// recall and precision over every person found, and (with -v) every miss
// and false find.
func TestTenthHeldOutSet(t *testing.T) {
	measureNames(t, tenthSet, tenthFloors, nil)
}

// TestTenthPersianDocuments measures the tenth set's Persian treebank
// documents (fa-ud, Persian PerDT news, fiction and blogs) alone, so a
// Persian rule's precision shows apart from the set's (docs/adr/0116):
// 0.425 / 0.536 before ADR 0116, 0.557 / 0.702 with it (fa-real 0.351 ->
// 0.500; 0.557 / 0.694 with ADR 0121, whose rule refuses every common
// Persian word as a foreign given name; 0.566 / 0.698, fa-real 0.511, with
// ADR 0140, which refuses only the 400 commonest). The floors sit just
// under.
func TestTenthPersianDocuments(t *testing.T) {
	groups := headedGroups(t, tenthSet)
	measureNames(t, tenthSet, nameFloors{kindRecall: 0.50, recall: 0.56, precision: 0.69}, func(i int) bool { return groups[i] == "fa-ud" })
}

// TestTenthArabicDocuments measures the tenth set's Arabic PUD documents
// (ar-ud, translated news) alone, so an Arabic-script rule's precision
// shows apart from the set's (docs/adr/0121): 0.696 / 0.774 before ADR
// 0121, 0.826 / 0.792 with it (ar-real 0.677 -> 0.815). The floors sit
// just under.
func TestTenthArabicDocuments(t *testing.T) {
	groups := headedGroups(t, tenthSet)
	measureNames(t, tenthSet, nameFloors{kindRecall: 0.80, recall: 0.81, precision: 0.78}, func(i int) bool { return groups[i] == "ar-ud" })
}

// headedGroups gives each document of a set its group, the document id of
// its "=== part id" header less a trailing number ("fa-ud-012" -> "fa-ud").
func headedGroups(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	num := regexp.MustCompile(`-[0-9]+$`)
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "=== "); ok {
			f := strings.Fields(rest)
			out = append(out, num.ReplaceAllString(f[len(f)-1], ""))
		}
	}
	return out
}
