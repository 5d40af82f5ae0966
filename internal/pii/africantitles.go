package pii

// africanTitles are forms of address of the West African languages written
// before a name, folded: Wolof "Sëriñ"/"Serigne" and "Soxna"/"Sokhna",
// Yoruba "Ọba" (king), "Olorì" (queen), "Olóyè" (chief), "Baálẹ̀",
// "Ìyálóde", and the Hausa and Yoruba "Alhaji", "Alhaja", "Mallam". The
// sets label the name without them ("Oba Esigie" -> "Esigie", "Soxna Jaara
// Buso" -> "Jaara Buso"), and a name found with one in front lost its
// bounds; trimHonorifics cuts them as it cuts "Herr" or "Dr."
// (docs/adr/0206). They are no cue for a name: "Oba" is a river too.
var africanTitles = map[string]bool{
	"serin": true, "serigne": true, "soxna": true, "sokhna": true,
	"oba": true, "olori": true, "oloye": true, "baale": true, "iyalode": true,
	"alhaji": true, "alhadji": true, "alhaja": true, "mallam": true,
	// Wolof "Maam"/"Mame" (grandparent, said of a saint or an elder) and
	// the Fula and Wolof "Cerno"/"Ceerno"/"Tierno" (a religious teacher),
	// written before the name as "Sëriñ" is (docs/adr/0220).
	"maam": true, "mame": true, "cerno": true, "ceerno": true, "tierno": true, "thierno": true,
}
