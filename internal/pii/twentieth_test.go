package pii

import "testing"

// The twentieth set (names_twentieth.txt, docs/adr/0264) was built in
// session 25 from the material reserved for it (no earlier set, tuning set
// or model read it), by builders who never ran the detector on it nor looked
// at its output. Part 1: real project metadata in genres no set had, whose
// persons the builder labelled by hand: the Authors@R person() calls of the
// R package data.table's DESCRIPTION ("rdesc-real"), OP-TEE's MAINTAINERS in
// the Linux kernel's format ("maintainers-real"), the attendee tables of
// conda's community meeting minutes ("attendees-real"), conda's steering
// council tables and emeritus.csv ("council-real") and the authors of eight
// PHP packages' composer.json ("composer-real"), written by
// scripts/pii-twentieth-names.py. Parts 2-5 follow it: made documents in
// twelve shapes no set had (ADR 0265), Finnish, Ottoman Turkish, Kazakh,
// Romanian and Danish treebank and NER prose (0266), Amharic, Thai, Nepali
// and Bengali news (0267), Japanese RubyKaigi and Korean PyCon programmes
// (0268). It is scored once by the lead after the
// session's detector is final; nothing may be tuned on it before. This file
// only checks its shape.
const twentiethSet = "testdata/names_twentieth.txt"

// twentiethKinds are the kinds of the set's first part: an R DESCRIPTION's
// split given and family names, a MAINTAINERS file, meeting attendee tables,
// a steering council's lists and composer.json authors (docs/adr/0264), then the other builders'
// parts' kinds.
var twentiethKinds = []string{"rdesc-real", "maintainers-real", "attendees-real", "council-real",
	"composer-real",
	// part 2, made documents in twelve shapes no set had (docs/adr/0265)
	"patent", "obituary", "biblio", "rota", "timesheet", "prescription", "lease", "pressrelease", "matchreport",
	"donors", "catalogue", "classlist",
	// part 3, treebank and NER prose (docs/adr/0266)
	"fi-ood-real", "ota-real", "kk-kaznerd-real", "ro-ronec-real", "da-real",
	// part 4, Amharic, Thai, Nepali and Bengali news (docs/adr/0267)
	"am-news-real", "th-news-real", "ne-news-real", "bn-news-real",
	// part 5, Japanese and Korean programmes (docs/adr/0268)
	"kaigi-ja-real", "programme-ko-real"}

// TestTwentiethSetParses checks the set without running the detector: at
// least 400 names, every kind present with at least 25, no label
// overlapping another or holding stray brackets or spaces at its ends, and
// no name of the set among the names of any earlier or tuning set (every
// other names_*.txt, the nineteenth among them: 22 files with this one), so
// that no one tuning the detector has read a name it is measured on.
func TestTwentiethSetParses(t *testing.T) {
	checkHeldOutShape(t, twentiethSet, twentiethKinds, 400, 25)
	checkNoEarlierName(t, twentiethSet, 22)
}
