package pii

import (
	"reflect"
	"testing"
)

// TestLatinCuedNames: in Latin text the charters' formulas, a register's
// kin and godparents and a verb of saying cue a one-word name no list
// knows, in any of its cases; its other cases in the same document
// follow; a Germanic name with a Latin ending is one alone (docs/adr/0228).
// Saints, God, places after "de" and other languages' text are left.
// Made-up documents, no name of any set.
func TestLatinCuedNames(t *testing.T) {
	d := NewDetector()
	cases := []struct {
		text string
		want []string
	}{
		{"+ Ego Waltpertus presbiter in hanc cartula a me facta manu mea subscripsi.\n" +
			"+ Ego Rodulfus, rogatus a Waltperto presbitero, me teste subscripsi.\n" +
			"signum + manus Hucbaldi, filio quondam Gauserammi, testis.",
			[]string{"Waltpertus", "Rodulfus", "Waltperto", "Hucbaldi", "Gauserammi"}},
		{"et duas inter nos cartulas Ursicinum notarium scribere rogavimus.\n" +
			"qui una ex ipse casa regitur per Laurentio, et alia regitur per Odelrico et Gisleberto;\n" +
			"spondeo ego qui supra Ansprando conponere tibi penam, argentum soledos viginti, quia taliter inter nos convenit.\n" +
			"+ Ego Ursicinus notarius post traditam complevi et dedi; terra Laurentii ibi est.",
			[]string{"Ursicinum", "Laurentio", "Odelrico", "Gisleberto", "Ansprando", "Ursicinus", "Laurentii"}},
		{"+ Ego Iohannes Gualdrada notarius rogatus scripsi et subscripsi.\n" +
			"Hic requiescit Ursicinus presbiter, qui vixit annos sexaginta.\n" +
			"Aurelius Gaudentinus vixit annos viginti; Secundina coniugi posuit.",
			[]string{"Iohannes Gualdrada", "Ursicinus", "Aurelius Gaudentinus", "Secundina"}},
		{"Actum in ecclesia sancti Martini, in nomine Domini, ubi dicitur Casale de Vicoforte, testis.\n" +
			"et ipsa terra est in loco Pontiano, quod est ad ecclesia beati Laurentii, et nos eam tenemus.",
			nil},
		{"The ego Hucbaldo described is no name, wrote the notarius Ansprandi in his notes on Roman law.", nil},
	}
	for _, c := range cases {
		var got []string
		for _, sp := range d.Find(c.text) {
			if sp.Kind == Person {
				got = append(got, c.text[sp.Start:sp.End])
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Find(%q)\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestLatinStemAndGermanic: a name's cases share one stem; a Germanic
// element before a Latin ending makes a name, a Latin word does not.
func TestLatinStemAndGermanic(t *testing.T) {
	for _, w := range []string{"waltpertus", "waltperto", "waltperti"} {
		if got := latinStem(w); got != "waltpert" {
			t.Errorf("latinStem(%q) = %q", w, got)
		}
	}
	if latinStem("leo") != "" {
		t.Errorf("latinStem(leo) should be too short to carry")
	}
	for w, want := range map[string]bool{"hucbaldi": true, "ansprando": true, "gauserammi": false, "laurentio": false, "ardua": false, "frida": false} {
		if got := germanicName(w); got != want {
			t.Errorf("germanicName(%q) = %v, want %v", w, got, want)
		}
	}
}
