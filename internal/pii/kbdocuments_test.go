package pii

import (
	"strings"
	"testing"
)

// TestHandledItemsArePersons: an item a code host's handle follows is a
// person whole in a list of any length, and the affiliation after the
// handle is none (docs/adr/0185).
func TestHandledItemsArePersons(t *testing.T) {
	doc := strings.Join([]string{
		"### Chairs",
		"* Velandra Quistorp (**[@vquist](https://github.com/vquist)**), Bloomberg",
		"* Oyelaran Thackwray (**[@othack](https://github.com/othack)**), Quantwell Systems, Inc",
		"### Technical Leads",
		"* Marisol Brevnova Ketterby (@mbk), Independent",
		"* Mo Crane (**[@mcrane](https://github.com/mcrane)**), Red Hat",
	}, "\n")
	wantPersons(t, NewDetector(), doc, []string{"Velandra Quistorp", "Oyelaran Thackwray", "Marisol Brevnova Ketterby", "Mo Crane"},
		[]string{"Bloomberg", "Quantwell Systems", "vquist"})
}

// TestShortListsOfTheSamePeople: a short list with the same marker as a
// list of persons in the same text is read as one when one item at least
// holds a person found (docs/adr/0185).
func TestShortListsOfTheSamePeople(t *testing.T) {
	doc := strings.Join([]string{
		"## Results",
		"1. Anna Kowalska",
		"2. Timothy St. Clair",
		"3. Peter Jensen",
		"4. John Smith",
		"5. Maria Garcia",
		"## Winners",
		"1. Anna Kowalska",
		"2. Timothy St. Clair",
		"3. Davanum Srinivas",
	}, "\n")
	wantPersons(t, NewDetector(), doc, []string{"Timothy St. Clair", "Davanum Srinivas"}, []string{"Timothy St"})
}

// TestTableCellsOfPersons: an HTML table's cells read as a list's items;
// a one-word cell (pronouns, a handle, a mark) is another column's
// (docs/adr/0185).
func TestTableCellsOfPersons(t *testing.T) {
	var rows []string
	for _, r := range [][2]string{{"Anna Kowalska (Snyk)", "She/Sher"}, {"Arnaud Le Hors (IBM, <strong>TAC</strong>)", "Torgo"},
		{"Peter Jensen (IBM)", "he/him"}, {"Omkhar Arasaratnam (LF)", "x"}, {"John Smith (Google)", "Cheukting"}} {
		rows = append(rows, "  <tr>", "   <td>"+r[0], "   </td>", "   <td>"+r[1], "   </td>", "  </tr>")
	}
	doc := "## Attendance\n<table>\n  <tr>\n   <td><strong>Name/Affiliation</strong>\n   </td>\n  </tr>\n" +
		strings.Join(rows, "\n") + "\n</table>"
	wantPersons(t, NewDetector(), doc, []string{"Arnaud Le Hors", "Omkhar Arasaratnam"},
		[]string{"Arnaud Le", "Sher", "Torgo", "Cheukting"})
}

// TestMailboxesAndProfileLinks: a header's mailboxes, on its continuation
// lines too, and a link to a profile name their persons whole; a word in a
// URL is none (docs/adr/0185).
func TestMailboxesAndProfileLinks(t *testing.T) {
	d := NewDetector()
	pep := strings.Join([]string{
		"PEP: 9999",
		"Title: A made-up proposal",
		"Author: Velandra Quistorp <vq@example.org>,",
		"        Irit Kasztelan <irit@example.org>,",
		"        Oyelaran Thackwray <ot@example.co.uk>",
		"PEP-Delegate: Pradyun Gedamir <pg@example.com>",
		"Status: Draft",
		"Topic: Typing",
	}, "\n")
	wantPersons(t, d, pep, []string{"Velandra Quistorp", "Irit Kasztelan", "Oyelaran Thackwray", "Pradyun Gedamir"},
		[]string{"Irit", "Typing"})
	links := "1. (Tie) [Sreeram Venkatadri](https://github.com/sreeram-v) / [Divyanka Moharir](https://github.com/dmoh)\n" +
		"See https://example.org/people/Lunderberg for more.\n" +
		"### [Kenta Morisawaさん](https://github.com/kmori)\n" +
		"- [Eric Vandersloot](https://github.com/Vandersloot): @Vandersloot - CI, Vulkan backend"
	wantPersons(t, d, links, []string{"Sreeram Venkatadri", "Divyanka Moharir", "Kenta Morisawa"},
		[]string{"Lunderberg", "Kenta Morisawaさん", "Vandersloot"})
}
