package pii

import "strings"

// Nepali prose in Devanagari (docs/adr/0279). Nepali's postpositions,
// particles, pronouns, question words and auxiliaries are no Hindi words
// ("मा", in; "पनि", also; "किन", why; "गरी", having done), so no Hindi list
// refuses them, and devanagariPersons read one and the word after it as a
// given name and a surname ("मा हुन" as Ma, "गरी निष्पक्ष" as Gary). Unilex
// has no Nepali list and no licensed Nepali frequency list was found, so
// the closed classes are kept by hand, as Bhojpuri's (hindibelt.go): words
// Hindi writes alike (को, के, का, की, और) are left out, since Hindi's own
// lists already hold them.
var nepaliFunctionWords = wordSet(`मा
मै
कै
नै
पनि
लाई
बाट
देखि
सम्म
सँग
सँगै
सङ्ग
संग
सित
हरू
हरु
भन्दा
निम्ति
बारेमा
भित्र
चाहिँ
मात्रै
अनि
तर
भने
किनभने
किनकि
तसर्थ
त्यसैले
यद्यपि
यस
त्यस
यसको
त्यसको
यी
ती
उनी
उनको
उनका
उनले
उनलाई
उहाँ
उहाँले
हामी
हाम्रो
तिमी
तपाईं
मेरो
मैले
आफ्नो
आफू
आफैं
जसले
जसको
जसका
जसलाई
कसैले
कोही
केही
किन
कति
कसरी
कहाँ
कहिले
कुन
यसरी
त्यसरी
उता
यता
त्यहाँ
त्यहा
यहाँ
अहिले
हालै
भर्खरै
फेरि
अझै
अलि
अलिक
निकै
धेरै
थोरै
साह्रै
झन्
सधैं
कहिल्यै
बिस्तारै
चाँडै
एक्लै
छ
छन्
छैन
थियो
थिए
थिइन्
थिएन
होइन
हुन
हुने
हुन्छ
भयो
भएको
भएका
गर्ने
गरी
गरेर
गर्दै
गरेको
गरेका
गर्न
गर्यो
दिई
दिएन
लिई
भनी
भन्दै
बताए
जनाए
लाग्यो
रहेको
रहेका
कुरा`)

// nepaliVerbEndings are the endings of Nepali's finite and participle verb
// forms ("गरेको", done; "राखेका", kept; "लाग्यो", it struck; "छन्", they
// are; "नबुझेरै", without understanding), which Hindi words and names in
// Devanagari do not end on.
var nepaliVerbEndings = []string{"ेको", "ेका", "एको", "एका", "्यो", "छन्", "ेरै"}

// nepaliWord: w is a Nepali function word or a Nepali verb form of three
// letters or more before its ending, so no name.
func nepaliWord(w string) bool {
	if nepaliFunctionWords[w] {
		return true
	}
	for _, e := range nepaliVerbEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len([]rune(stem)) >= 2 {
			return true
		}
	}
	return false
}
