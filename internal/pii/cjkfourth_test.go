package pii

import "testing"

// fourthCJKFloors hold the fourth set's Chinese and Japanese documents
// (documents more than half Han or kana) just under their measurement
// with docs/adr/0080's rules (place list, dotted-name bounds, common
// words): recall 0.500, precision 0.848 (0.491 / 0.807 before them). The
// set is tuning data since its one held-out scoring (docs/adr/0074), so
// these are tuning figures. With docs/adr/0090's rules and character
// model: 0.799 / 0.924 (0.795 / 0.908 before); with docs/adr/0099's
// CC-CEDICT persons 0.815 / 0.932.
var fourthCJKFloors = nameFloors{0, 0.80, 0.92}

// TestFourthCJKNames measures the fourth set's documents in Chinese and
// Japanese alone, so that their precision is not hidden by the others.
func TestFourthCJKNames(t *testing.T) {
	docs, _ := loadLabelled(t, fourthSet)
	measureNames(t, fourthSet, fourthCJKFloors, func(i int) bool { return cjkDocument(docs[i]) })
}
