package pii

import (
	"slices"
	"testing"
)

// TestIrishMutatedSurnamesAndLowerCaseO: a surname after "Ó", "Mac" or "Uí"
// keeps its initial mutation as a lower-case prefix ("Ó hUiginn", "Mac an
// tSaoi", a woman's lenited "Mhac"), and a lower-case "ó" is the Irish for "from", so the place after
// it is no part of the name (docs/adr/0118).
func TestIrishMutatedSurnamesAndLowerCaseO(t *testing.T) {
	for _, c := range []struct{ text, want, notWant string }{
		{"Seolfaidh Seosamh Ó hAodha an sonrasc chuig an gcuntasóir Dé hAoine.", "Seosamh Ó hAodha", ""},
		{"The lease was signed by Cathal Ó hEochaidh on behalf of the landlord.", "Cathal Ó hEochaidh", ""},
		{"Beidh cruinniú an bhoird faoi chathaoirleacht Fiachra Ó Dónaill ó Ghaillimh.", "Fiachra Ó Dónaill", "Fiachra Ó Dónaill ó Ghaillimh"},
		{"Please copy Gráinne Mhac an tSaoi on the renewal quote for the Galway office.", "Gráinne Mhac an tSaoi", ""},
		{"Tháinig an t-ordú ó Niamh Ní Bhriain ó Chorcaigh inné.", "Niamh Ní Bhriain", "Niamh Ní Bhriain ó Chorcaigh"},
		// "Mac Giolla" takes the (lenited) saint's name after it, and a
		// lower-case "le" before a whole name is "with" (docs/adr/0126).
		{"Síneoidh Dónall Mac Giolla Bhríde an conradh thar ceann na comhairle.", "Dónall Mac Giolla Bhríde", "Dónall Mac Giolla"},
		{"Please send the signed quote to Orla Mac Giolla Phádraig before Friday.", "Orla Mac Giolla Phádraig", "Orla Mac Giolla"},
		{"Comhghairdeas le Karen Whelan ar a ceapachán mar bhainisteoir airgeadais.", "Karen Whelan", "Comhghairdeas le Karen Whelan"},
		{"Bhí cruinniú ag Siobhán Walsh le Karen Whelan faoin mbuiséad inné.", "Karen Whelan", "Siobhán Walsh le Karen Whelan"},
		{"Beidh cruinniú ag an bhfoireann le Seán Ó Riada inniu.", "Seán Ó Riada", ""},
	} {
		got := foundPersons(c.text)
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
		if c.notWant != "" && slices.Contains(got, c.notWant) {
			t.Errorf("%q: %q runs past the name", c.text, c.notWant)
		}
	}
}

// TestIrishOpenersPlacesAndGreetings: in Irish text (two Irish words in
// lower case nearby) a sentence-opening verb or a capitalised Irish
// function word glued to a name's front is cut, and a place, a party or a
// greeting is no person; the same words elsewhere are left alone
// (docs/adr/0130).
func TestIrishOpenersPlacesAndGreetings(t *testing.T) {
	checkPersons(t, []personCase{
		{"Beidh Eimear Cassidy ag caint linn faoin mbuiséad nua ag an gcruinniú inniu.", "Eimear Cassidy", "Beidh Eimear Cassidy"},
		{"Tugann Colm Gallagher an sonrasc don chuntasóir gach Aoine agus freisin an t-admháil.", "Colm Gallagher", "Tugann Colm Gallagher"},
		{"Beidh an oifig nua i mBaile Chláir ar oscailt Dé Luain agus beidh fáilte roimh chách.", "", "Baile Chláir"},
		{"Nodlaig Shona daoibh go léir ón bhfoireann ag an oifig i gCill Dara!", "", "Nodlaig Shona"},
		{"Bhí cruinniú ag an gcomhairle le hionadaithe Sinn Féin agus Fhine Gael inné.", "", "Sinn Féin"},
		// English text keeps its names: "Ros" and "Beidh" mean nothing there.
		{"Please send the quote to Ros Hartigan before the board meets on Friday.", "Ros Hartigan", ""},
	})
}
