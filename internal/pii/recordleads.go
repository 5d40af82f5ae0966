package pii

import "strings"

// A catalogue record, a donor list and a dispensing line put a noun of
// the record before the name, capitalised as German nouns and field
// values are: "Bildnis Bernd Tanner" (portrait of), "Schenkung Heloise
// Holzner" (gift of), "Im Gedenken an …" (in memory of), "Apothekerin
// Ludie Steiner". The rules read the noun as the name's first word, or
// the memorial phrase as a name of its own (docs/adr/0278).

// recordLeadNouns are the nouns of a record that open a name's field and
// are never its first word: the subject, the acquisition and the credit
// of a catalogue in German, Dutch, the Scandinavian, Romance and Slavic
// languages, and the dispensing pharmacist.
var recordLeadNouns = map[string]bool{"bildnis": true, "portrat": true, "portret": true, "portræt": true,
	"portratt": true, "ritratto": true, "retrato": true, "schenkung": true, "stiftung": true,
	"vermachtnis": true, "nachlass": true, "ankauf": true, "erwerbung": true,
	"leihgabe": true, "dauerleihgabe": true, "geschenk": true, "schenking": true, "legaat": true,
	"aankoop": true, "bruikleen": true, "gava": true, "dono": true, "donacion": true,
	"donativo": true, "legado": true, "lascito": true, "apothekerin": true, "apotheker": true,
	"farmaceutica": true, "farmaceutico": true, "farmacista": true, "pharmacienne": true, "pharmacien": true}

// recordMemorials are the phrases of a donor list that open an honoured
// name, folded and bare: alone they are no person.
var recordMemorials = map[string]bool{"im gedenken": true, "zum gedenken": true, "in gedenken": true,
	"in memoriam": true, "ter nagedachtenis": true, "in herinnering": true, "en memoire": true,
	"in memoria": true, "en memoria": true, "em memoria": true, "til minne": true, "till minne": true}

// cutRecordLeads starts a found person of three words or more that opens
// on a record's noun at its second word, and drops a found person that is
// only a memorial phrase.
func (d *Detector) cutRecordLeads(s string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		toks := words(s[sp.Start:sp.End])
		var bares []string
		for _, t := range toks {
			bares = append(bares, t.bare)
		}
		if recordMemorials[strings.Join(bares, " ")] {
			continue
		}
		if len(toks) >= 3 && recordLeadNouns[toks[0].bare] && capitalised(toks[0].text) {
			sp.Start += toks[1].start
			sp.Key = strings.Join(strings.Fields(fold(s[sp.Start:sp.End])), " ")
		}
		out = append(out, sp)
	}
	return out
}
