package pii

import (
	"strings"
	"testing"
)

// wantPersons checks that every name of want is found whole and none of refuse is found.
func wantPersons(t *testing.T, d *Detector, s string, want, refuse []string) {
	t.Helper()
	got := map[string]bool{}
	for _, p := range personsIn(d, s) {
		got[p] = true
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("%q not found whole; found %q", w, personsIn(d, s))
		}
	}
	for _, r := range refuse {
		if got[r] {
			t.Errorf("%q found as a person", r)
		}
	}
}

// TestNameListItemsArePersonsWhole: a contributors list's items are one
// person each, however many words and however rare (docs/adr/0163).
func TestNameListItemsArePersonsWhole(t *testing.T) {
	d := NewDetector()
	doc := strings.Join([]string{
		"Contributors",
		"============",
		"People with a \"+\" by their names contributed a patch for the first time.",
		"* !qwertyhandle",
		"* Anna Kowalska +",
		"* Thandiwe Okonkwo-Mbeki",
		"* Maria Papadopoulou Vlachou +",
		"* Peter Jensen",
		"* Ravindranath Venkatasubramanian +",
		"* Laurent",
		"* Yuki T.",
		"* John Smith",
	}, "\n")
	wantPersons(t, d, doc, []string{"Maria Papadopoulou Vlachou", "Ravindranath Venkatasubramanian", "Laurent", "Yuki T."},
		[]string{"Maria Papadopoulou", "qwertyhandle"})

	links := strings.Join([]string{
		"## Committers",
		"- [Anna Kowalska](https://github.com/akow): @akow - runtime",
		"- [Peter Jensen](https://github.com/pj) (PMC): @pj - relay",
		"- [Venkata Rama Krishna Sastry](https://github.com/vrks): @vrks - frontends",
		"- [John Smith](https://github.com/js): @js - docs",
		"- [@someone](https://github.com/someone): @someone",
	}, "\n")
	wantPersons(t, d, links, []string{"Venkata Rama Krishna Sastry"}, []string{"Rama Krishna Sastry", "@someone", "someone"})

	present := strings.Join([]string{
		"## Present",
		"* Anna Kowalska (@akow)",
		"* Peter Jensen (@pjensen)",
		"* Ingrid Halvorsen Strand (OpenJS board)",
		"* John Smith",
		"* OpenJS Foundation Cross Project Council",
	}, "\n")
	wantPersons(t, d, present, []string{"Ingrid Halvorsen Strand"}, []string{"OpenJS Foundation Cross Project Council"})
}

// TestListsOfThingsStayThings: an agenda's or a changelog's items are no
// persons, however capitalised, when the list's items are not persons.
func TestListsOfThingsStayThings(t *testing.T) {
	d := NewDetector()
	doc := strings.Join([]string{
		"## Agenda",
		"* Budget Review",
		"* Release Planning",
		"* Security Audit",
		"* Open Questions",
		"* Any Other Business",
	}, "\n")
	if got := personsIn(d, doc); len(got) != 0 {
		t.Errorf("an agenda's items found as persons: %q", got)
	}
}

// TestSpeakersInTranscripts: a transcript's speaker is one person whole,
// whatever the format; a label before a colon is a speaker when an
// attendee's given name or a given name that opens several lines.
func TestSpeakersInTranscripts(t *testing.T) {
	d := NewDetector()
	vtt := "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Kuniyoshi de Aguilar>Agreed, I'll update the tracker.\n\n" +
		"00:00:05.000 --> 00:00:08.000\n<v Lwazi Nkosinathi>Can we move the review?\n"
	wantPersons(t, d, vtt, []string{"Kuniyoshi de Aguilar", "Lwazi Nkosinathi"}, nil)
	zoom := "10:00:10 From Hanadi Alsubaie to Everyone: The quote came back higher than planned.\n" +
		"10:02:12 From Seiji Sofuwa to Everyone: Can we move the review to Thursday?\n"
	wantPersons(t, d, zoom, []string{"Hanadi Alsubaie", "Seiji Sofuwa"}, nil)
	teams := "Lindeng Tiongson   1:23\nThe quote came back higher than planned.\n"
	wantPersons(t, d, teams, []string{"Lindeng Tiongson"}, nil)
	minutes := strings.Join([]string{
		"## Present",
		"* Myles Borinski (@mb)",
		"* Jory Burssen (@jb)",
		"* Anna Kowalska",
		"## Notes",
		"Note: the recording is online.",
		"Myles: Brief tangent to review proposal stages.",
		"Jory: Effort to adapt the progression policy.",
		"Action: everyone reads the draft.",
	}, "\n")
	wantPersons(t, d, minutes, []string{"Myles", "Jory"}, []string{"Note", "Action"})
}

// TestCurlyContractionsAreNoNames: "I’ve" and "don’t" are never names,
// whichever apostrophe they are written with.
func TestCurlyContractionsAreNoNames(t *testing.T) {
	d := NewDetector()
	for _, s := range []string{"Joe: I’ve got this on my list, I’ll try to help push it forward as well.", "We agreed. I’ve got this on my list, I’ll try. Don’t worry."} {
		for _, p := range personsIn(d, s) {
			if strings.ContainsAny(p, "’'") {
				t.Errorf("%q found as a person in %q", p, s)
			}
		}
	}
	for _, w := range []string{"I’ve", "don’t", "we’re", "I'd"} {
		if !contraction(w) {
			t.Errorf("%q is a contraction", w)
		}
	}
	for _, w := range []string{"O’Brien", "D’Angelo", "N’Golo"} {
		if contraction(w) {
			t.Errorf("%q is no contraction", w)
		}
	}
}

// TestTrackerOpenedBy: an issue tracker's header names who opened the
// issue, however rare the name ("Opened by Diong Xian Liu · 4 comments").
func TestTrackerOpenedBy(t *testing.T) {
	d := NewDetector()
	wantPersons(t, d, "#4821 Sync fails after upgrade\nOpened by Diong Xian Liu · 4 comments\n", []string{"Diong Xian Liu"}, []string{"Xian Liu"})
	wantPersons(t, d, "Opened by Oh Liukang · 2 comments\n", []string{"Oh Liukang"}, nil)
}

// TestCreditsLinesAreListItems: a THANKS file's lines open on the person
// thanked, one to a line, their second lines indented.
func TestCreditsLinesAreListItems(t *testing.T) {
	d := NewDetector()
	doc := strings.Join([]string{
		"Anna Kowalska for planning and code contributions.",
		"Peter Jensen for code snippets, ideas, bugfixes, and testing.",
		"Oswin Tarkelby for bugfixes.",
		"John Smith for help with records.py, testing, and bug fixes.",
		"Hallgrim Veddeler for release management, community coordination, and code",
		"    review.",
		"Ana Lima for 64-bit testing.",
	}, "\n")
	wantPersons(t, d, doc, []string{"Oswin Tarkelby", "Hallgrim Veddeler"}, []string{"Oswin", "Hallgrim"})
}
