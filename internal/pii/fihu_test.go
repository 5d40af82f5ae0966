package pii

import "testing"

// Real sentences from the Turku NER (Finnish) and NYTK-NerKor (Hungarian)
// train splits (CC BY-SA 4.0; docs/adr/0089), none from any name set: the
// detector before the Finnish and Hungarian word model and function words
// took a sentence-initial function word for a name alone or glued it to one
// ("Ott", "Kérem", "Noha Wilson", "Amikor Gömbös Gyula"), took a noun phrase
// in a case ending for one ("Luvatussa Maassa", in the Promised Land) or
// one spelled like romanised Japanese ("Európai Unió"), missed names in
// those languages' order and cut one short ("Mohamed Abu").
// Each comes out as its labels say now; each came out otherwise before.
var fiHuCases = []struct{ text, want string }{
	{"Että Aninkaisten silta on muka tuolla, vai?", ""},
	{"Oikea hetki on äärimmäisen tärkeä asia, Panu Routila painotti.", "Panu Routila"},
	{"” Millaista siellä Luvatussa Maassa sitten on?” kysyi Rosa Aurgea.", "Rosa Aurgea"},
	{"Ott állott, mintha egy kiálló kövön valami folyó közepén majd a jobb, majd a balpart felé tekintve.", ""},
	{"Kérem hívják elő a hajtóikat.", ""},
	{"Mert őt az élteti, hogy játszhat.", ""},
	{"Néha a szemeiket is ellenőrizni kell, mivel egyes példányoknál gondot okozhat a tisztán tartásuk.", ""},
	{"Adja kölcsön néhány emberét a vasútépítéshez hogy minél hamarabb elkészülhessen a vasúti pálya.", ""},
	{"Noha Wilson végül nem szerezte vissza dalainak szerzői jogait, 25 millió dollárnyi kárpótlást kapott a kifizetetlen jogdíjakért.", "Wilson"},
	{"Amikor Gömbös Gyula miniszterelnök megtiltotta a kormánypárti képviselőknek mindennemű legitimista akcióban való részvételt, majd kilépett a kormánypártból.", "Gömbös Gyula"},
	{"Az egyik vadász - Farkas Gyula, a közeli Szakony polgármestere - már korábban is lövöldözött kutyákra.", "Farkas Gyula"},
	{"1861-ben Eötvös Loránd nevelője lett, majd két évre rá a pesti egyetemen a római jog magántanárává avatták.", "Eötvös Loránd"},
	{"Egy másik népszerű felhasználó, Mohamed Abu Taleb egy vak férfi, aki más látáskárosultaknak tanít számítógépes ismereteket.", "Mohamed Abu Taleb"},
	{"A Magyar Állami Operaház legutóbb 2000-ben újította fel a darabot.", ""},
	// Spelled like romanised Japanese (eu-ro-pa-i u-ni-o), once vouched for by its shape.
	{"Ennek értelmében az Európai Unió a továbbiakban is rámutat a burmai kormány azon felelősségére, hogy tegyen nagyobb erőfeszítéseket az ENSZ Millenniumi Fejlesztési Célok megvalósítása érdekében.", ""},
	{"Ukrajnának az EUPOL Proxima-hoz történő hozzájárulása nem érinti az Európai Unió döntéshozatali autonómiáját.", ""},
}

// TestFinnishAndHungarianSentences: each case as its corpus labels it; the
// rules with the one word model and no Finnish or Hungarian function words
// (the detector before docs/adr/0089) got every case wrong (checked on
// 0927de5).
func TestFinnishAndHungarianSentences(t *testing.T) {
	if detector.personFiHu == nil {
		t.Fatal("no Finnish and Hungarian model is loaded: run go run ./cmd/piitrain")
	}
	for _, c := range fiHuCases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestFiHuFunctionWordsStayNamesElsewhere: the same words are names in
// other languages' text ("Ott Tänak", "Mert Günok"), where no Finnish or
// Hungarian words stand around them; and in Finnish or Hungarian text a
// name of a list still starts a name ("Olli Rehn": "olli" is a Finnish verb
// form too).
func TestFiHuFunctionWordsStayNamesElsewhere(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ott Tänak won the rally in Estonia for the second time.", "Ott Tänak"},
		{"The goalkeeper Mert Günok signed a new contract with the club.", "Mert Günok"},
		{"Komission varapuheenjohtaja Olli Rehn sanoi, että asia on tärkeä.", "Olli Rehn"},
	} {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestCasedPlaceIsCutOffAName: a listed place in a Finnish or Hungarian
// place case at a name's edge is no part of it, among words of those
// languages only.
func TestCasedPlaceIsCutOffAName(t *testing.T) {
	toks := words("Kangasalta Kelenföldön Budapesten Turussa Nasiriyahissa Kovácsnak Tampere")
	want := []bool{true, true, true, false, true, false, false}
	for i, tk := range toks {
		if got := detector.names.casedPlace(tk); got != want[i] {
			t.Errorf("casedPlace(%q) = %v, want %v", tk.text, got, want[i])
		}
	}
	s := "Kirjeen lähetti Juha Sirola Kangasalta, ja se tuli perille eilen."
	ts := words(s)
	sp := []Span{personSpan(s, ts[2], ts[4])}
	if got := detector.mendNameEdges(s, sp, ts); len(got) != 1 || s[got[0].Start:got[0].End] != "Juha Sirola" {
		t.Errorf("trimmed to %v", got)
	}
	s = "Sent by Juha Sirola Kangasalta to the office."
	ts = words(s)
	sp = []Span{personSpan(s, ts[2], ts[4])}
	if got := detector.mendNameEdges(s, sp, ts); len(got) != 1 || s[got[0].Start:got[0].End] != "Juha Sirola Kangasalta" {
		t.Errorf("an English line trimmed to %v", got)
	}
}
