package pii

import "testing"

// The eighteenth set (names_eighteenth.txt, docs/adr/0238) was built in
// session 24 from the material reserved for it (no earlier set, tuning set
// or model read it), by builders who never ran the detector on it nor looked
// at its output. Part 1: the bylines of real blog posts, a genre no earlier
// set had, whose persons the builder labelled by hand (the Go blog's YAML
// "by:" lists "blogby-real", the Rust blog's TOML "authors" arrays
// "blogauthors-real"), a Maven project's team records (Apache Commons Lang's
// pom.xml "pomteam-real") and the same project's release-note entries
// ending "Thanks to Name, handle." ("thanks-real"), written by
// scripts/pii-eighteenth-names.py. It is
// scored once by the lead after the session's detector is final; nothing may
// be tuned on it before. This file only checks its shape.
const eighteenthSet = "testdata/names_eighteenth.txt"

// eighteenthKinds are the kinds of the set's first part (docs/adr/0238) and
// of its sixth (docs/adr/0249);
// the lead adds the other builders' kinds at merge.
var eighteenthKinds = []string{"blogby-real", "blogauthors-real", "pomteam-real", "thanks-real",
	// part 6 (docs/adr/0249)
	"speakers-real", "allcontrib-real", "organizers-real", "confko-real"}

// TestEighteenthSetParses checks the set without running the detector: at
// least 500 names, every kind present with at least 25, no label overlapping
// another or holding stray brackets or spaces at its ends, and no name of the
// set among the names of any earlier or tuning set (every other names_*.txt,
// the seventeenth among them: 20 files), so that no one tuning the detector
// has read a name it is measured on.
func TestEighteenthSetParses(t *testing.T) {
	checkHeldOutShape(t, eighteenthSet, eighteenthKinds, 500, 25)
	checkNoEarlierName(t, eighteenthSet, 20)
}
