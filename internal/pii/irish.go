package pii

import (
	_ "embed"
	"strings"
)

//go:embed names/stopwords/ga-own.txt
var irishStopText string

// irishStop are the Irish function words no other language's list holds
// ("agus" and, "gach" every, "idir" between; scripts/pii-stopwords.py from
// stopwords-iso, MIT): two in lower case near a find say the text is Irish,
// and capitalised at a find's front one is no name's first word ("Agus
// Caith", "Gach Treo").
var irishStop = sortedList(irishStopText)

// irishOpeners are the verb forms and words an Irish sentence or tweet
// opens with ("Tá" is, "Bhí" was, "Beidh" will be, "Bain" take, "Tugann"
// gives, "Comhghairdeas" congratulations): capitalised at a sentence's start
// and glued by a model to the name that follows ("Beidh Noel Canty"). A
// closed set of the commonest, named here as ADR 0126 named Welsh's.
var irishOpeners = map[string]bool{"tá": true, "bhí": true, "beidh": true, "níl": true, "bain": true, "tugann": true,
	"rinne": true, "déan": true, "cuir": true, "comhghairdeas": true, "iontach": true, "féach": true}

// irishPlaceHeads begin an Irish place, day, month or greeting, read after
// undoing a mutation ("Baile" town, "Cill" church, "Béal" mouth, "Dún"
// fort, "Ros" headland, "Mí" month, "Dé" day, "Lá" day, "Míle" a thousand,
// as in "Míle Fáilte"): such a find is no person in Irish text.
var irishPlaceHeads = map[string]bool{"baile": true, "cill": true, "béal": true, "dún": true, "ros": true, "loch": true,
	"contae": true, "sráid": true, "bóthar": true, "cathair": true, "oileán": true, "scoil": true, "coláiste": true,
	"ollscoil": true, "halla": true, "cumann": true, "comhairle": true, "mí": true, "dé": true, "lá": true, "míle": true,
	"ceathrú": true, "ceathrún": true}

// irishGreeting are the adjectives of an Irish greeting ("Nodlaig Shona"
// happy Christmas, "Breithlá Sona"): a find ending on one is no person.
var irishGreeting = map[string]bool{"sona": true, "shona": true}

// irishCommon are Irish words too short or too shared for irishStop's
// list-against-list test but written in no other language's prose in lower
// case: "ag" at, "atá" that is, "bhí" was, "inniu" today, "freisin" also,
// "linn" with us, "agat" at you.
var irishCommon = map[string]bool{"ag": true, "atá": true, "bhí": true, "inniu": true, "freisin": true, "anseo": true,
	"linn": true, "agat": true, "againn": true, "agaibh": true, "bhfuil": true, "raibh": true}

// irishWord is an Irish word in lower case: on irishStop or irishCommon, or
// eclipsed as only Irish spells a word's start ("mbaol", "gcaint",
// "dtéann", "bhfear").
func irishWord(w string) bool {
	if strings.ToLower(w) != w || len(w) < 2 {
		return false
	}
	if irishStop.has(w) || irishCommon[w] {
		return true
	}
	for _, p := range []string{"mb", "gc", "dt", "bhf"} {
		if strings.HasPrefix(w, p) && len(w) > len(p)+1 {
			return true
		}
	}
	return false
}

// irishAround: two of the words within the window around toks[i] are Irish
// words in lower case (irishWord).
func irishAround(toks []token, i int) bool {
	return twoWordsAround(toks, i, irishWord)
}

// tidyIrish mends the persons found in Irish or Scottish Gaelic text as
// tidyWelsh does Welsh: a capitalised Irish or Gaelic function word, or a
// sentence-opening verb (celticOpener), glued to a name's front is cut
// ("Tugann Amy Banks", "Agus Caith", "Thuirt Ronnie Flanigan"), and a find
// that opens on a place head, ends on a greeting's adjective or a point of
// the compass, or ends on a bare "Mac" whose rest is in lower case, is
// dropped ("Baile Chláir", "Nodlaig Shona", "Dùn Èideann", "Eilean Siar",
// "Caledonian Mac a' Bhruthainn"). Only a person found by the passes before
// it is read, each word once (docs/adr/0130, 0160).
func (d *Detector) tidyIrish(s string, toks []token, spans []Span) []Span {
	var out []Span
	changed := false
	k := 0
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		for k < len(toks) && toks[k].start < sp.Start {
			k++
		}
		if k >= len(toks) || toks[k].start != sp.Start || !celticAround(toks, k) {
			out = append(out, sp)
			continue
		}
		first, last := toks[k], lastTokenIn(toks, k, sp.End)
		if celticPlace(first) || irishGreeting[strings.ToLower(last.text)] || gaelicCompass[strings.ToLower(last.text)] || last.text == "Mac" {
			changed = true
			continue
		}
		j := k // the Irish words cut from the front, an opener only first
		for j < len(toks) && toks[j].end <= sp.End && capitalised(toks[j].text) &&
			(irishStop.has(strings.ToLower(toks[j].text)) || gaelicFunction[strings.ToLower(toks[j].text)] || j == k && d.names.celticOpener(s, first)) {
			j++
		}
		if j == k {
			out = append(out, sp)
			continue
		}
		changed = true
		// What is left stays a person only as two joined words or more: a lone
		// capitalised word after an Irish opener is as often a noun ("Tá
		// Scoláireachtaí") or half a party ("Sinn Féin").
		if j+1 < len(toks) && toks[j+1].end <= sp.End && s[toks[j-1].end:toks[j].start] == " " && capitalised(toks[j].text) {
			out = append(out, personSpan(s, toks[j], last))
		}
	}
	if !changed {
		return spans
	}
	return out
}
