package pii

import "testing"

// TestKoParticleSpans checks docs/adr/0231's spans that held a particle, on
// made text: a Latin name with a particle glued after it is the name alone,
// and the demonstrative 이 before a noun and its particle is no person.
func TestKoParticleSpans(t *testing.T) {
	doc := "이 레시피는 Odalys Brenke, Quennell Abad and Wendel Pürst에 의해 개발된 방법을 따릅니다.\n" +
		"이 문서는 학습 과정을 설명합니다.\n"
	checkFoundAmong(t, "particles", doc, []string{"Wendel Pürst"}, []string{"Wendel Pürst에", "이 문서는"})
}
