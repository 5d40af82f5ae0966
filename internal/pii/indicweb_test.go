package pii

import "testing"

// TestIndicWebCommonWordsNoPersons: words among the 300 commonest of
// Unilex's Sinhala and Malayalam web text that the subtitle lists miss
// (Sinhala ඉතා, very; දී, at; මේ, this; ගැන, about; Malayalam ചെയ്ത, done)
// read as short given names (Etta, Dee, Ma, Gen, Chet) and are no first
// word of a person (docs/adr/0205). The sentences are made for this test;
// on the code before it each holds a person.
func TestIndicWebCommonWordsNoPersons(t *testing.T) {
	for _, text := range []string{
		"ඔහු ඉතා සුළු කාලයකින් ගෙදර ආවේ ය .",
		"2010 දී අනිවාර්ය නීතියක් සම්මත විය .",
		"මේ ගිවිසුමට විපක්ෂය විරුද්ධ විය .",
		"ඒ ගැන තීන්දුවක් ගැනීම ප්\u200dරමාද විය .",
		"അവർ ചെയ്ത നിലയിലാണുള്ളത് കാര്യങ്ങൾ.",
	} {
		checkBracketed(t, text, "")
	}
}

// TestIndicPostTitledPersons: one or two words before a form of address
// written after the name (Sinhala මහතා, මහත්මිය, Telugu గారు) are a
// person, the form left out; Sri Lanka with a case ending after its ශ්‍රී
// (ලංකාවට, to Sri Lanka) is none. The sentences are made for this test
// (Sunil Perera, Nirosha Silva, Ravi; Lakshmi Devi): on the code before
// docs/adr/0205 the persons are not found and ලංකාවට is.
func TestIndicPostTitledPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ඊයේ සුනිල් පෙරේරා මහතා කොළඹට පැමිණියේ ය .", "[සුනිල් පෙරේරා]"},
		{"ඒ ගැන නිරෝෂා සිල්වා මහත්මිය අදහස් දැක්වූවා ය .", "[නිරෝෂා සිල්වා]"},
		{"నిన్న రవి గారు విజయవాడ వచ్చారు.", "[రవి]"},
		{"ఈ సభకు లక్ష్మీ దేవి గారు అధ్యక్షత వహించారు.", "[లక్ష్మీ దేవి]"},
		{"ශ්\u200dරී ලංකාවට නව ආයෝජන පැමිණේ .", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestIndicUnilexCommonWordsNoGiven: in Gujarati and Odia a word among
// Unilex's 3,000 commonest is no given name (docs/adr/0205): ખાસ (special,
// read Chas), સારી (good, Cary) and ପଥର (stone, Peter) before a rarer word
// are no person. The sentences are made for this test; on the code before
// it each holds one.
func TestIndicUnilexCommonWordsNoGiven(t *testing.T) {
	for _, text := range []string{
		"એમણે ખાસ દરજ્જો માગ્યો.",
		"મેં સારી ઈનિંગ જોઈ.",
		"ସେମାନେ ପଥର ଫୋପାଡିଥିଲେ।",
	} {
		checkBracketed(t, text, "")
	}
}
