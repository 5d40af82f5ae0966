package pii

import "testing"

// TestGaelicPersonsOpenersAndPlaces: in Scottish Gaelic text a given name of
// the Celtic lists or a Mac/Nic surname makes a person of two words nothing
// found, a lenited verb or a Gaelic opener that starts the sentence is cut
// from a name's front, and a place or a name ending on a point of the
// compass is no person; English text keeps its "Thomas" (docs/adr/0160).
func TestGaelicPersonsOpenersAndPlaces(t *testing.T) {
	checkPersons(t, []personCase{
		{"Tha Aonghas Robasdan ag ràdh gu bheil an sgoil ùr deiseil agus gun tèid a fosgladh a dh'aithghearr.", "Aonghas Robasdan", ""},
		{"Bha Ealasaid NicLeòid aig a' choinneamh an-dè agus thuirt i gu bheil dragh oirre.", "Ealasaid NicLeòid", ""},
		{"Fhuaireadh Karen Mitchell aig a dachaigh an-raoir agus tha na poilis a' rannsachadh.", "Karen Mitchell", "Fhuaireadh Karen Mitchell"},
		{"Si Morag Fleming, seinneadair agus tidsear, aig a bheil dleastanas sònraichte san sgoil.", "Morag Fleming", "Si Morag Fleming"},
		{"Tha Comhairle nan Eilean Siar ag iarraidh barrachd airgid agus tha iad ag ràdh gu bheil feum air.", "", "Eilean Siar"},
		{"Chaidh an t-aiseag Caledonian Mac a' Bhruthainn a chur dheth an-diugh agus tha iad a' feitheamh.", "", "Caledonian Mac"},
		{"Tá Seó Spoirt ar ais arís inniu agus beidh muid ag caint faoin gcluiche mór freisin.", "", "Seó Spoirt"},
		{"Thomas Walker signed the lease for the Glasgow office on Friday.", "Thomas Walker", ""},
	})
}

// TestGaelicShapes: lenited and gaelicSurname read the shape of a word.
func TestGaelicShapes(t *testing.T) {
	for w, want := range map[string]bool{"Thuirt": true, "Dh'iarr": true, "Fhuaireadh": true, "THA": false, "Tom": false} {
		if lenited(w) != want {
			t.Errorf("lenited(%q) = %v", w, !want)
		}
	}
	for w, want := range map[string]bool{"MacMhathain": true, "NicAsgaill": true, "MhicPhàrlain": true, "Macintosh": false, "Mac": false} {
		if gaelicSurname(w) != want {
			t.Errorf("gaelicSurname(%q) = %v", w, !want)
		}
	}
}
