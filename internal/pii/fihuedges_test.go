package pii

import "testing"

// TestTrimFiHuEdges: among Finnish words a genitive before a name
// ("Arsenalin"), a genitive noun phrase after it ("Psalttariin" after
// "Agricolan", "Mannerheim-elokuvan") is cut from the person; a Dutch
// patronymic in the middle stays (docs/adr/0173). The first three fail on
// the code before the pass.
func TestTrimFiHuEdges(t *testing.T) {
	checkPersons(t, []personCase{
		{text: "Toisella puoliajalla Chelsean Didier Zokora sai keltaisen kortin 62. minuutilla.", want: "Didier Zokora"},
		{text: "Teos perustuu Mikael Agricolan Psalttari-kirjaan, joka julkaistiin vuonna 1551 ja sitä luettiin paljon.", want: "Mikael Agricolan"},
		{text: "Pääosassa nähdään Mikko Nousiainen Mannerheim-elokuvan uusintaversiossa, joka ilmestyy syksyllä.", want: "Mikko Nousiainen"},
		{text: "Säveltäjä Jan Pieterszoon Sweelinck syntyi vuonna 1562 ja hänen teoksiaan soitetaan yhä.", notWant: "Jan Pieterszoon"},
	})
}
