package pii

import "testing"

// TestGluedOpenersCut: a sentence's opener the text never writes in lower
// case, but capitalises only where it opens a sentence and follows with a
// lower-case word, is cut from the one-word person it opens when that
// person is found alone elsewhere (Wolof "Waaye", "but"); a given name
// that also stands inside a sentence stays (sentences written for this
// test; docs/adr/0211).
func TestGluedOpenersCut(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Almaañ ci jamonoy Bonaparte:\nBonaparte ak xarekatam ya xuusoon nañu ci diiwaani Almaañ yi.\nWaaye Bonaparte moom mujj na ko not, te gañe ko ci mujj gi.\nWaaye nag ci geneen wàll, am na lu am njariñ lu mu fa indi.", "Bonaparte|Bonaparte|Bonaparte"},
		{"Bonaparte ak xarekatam ya xuusoon nañu ci diiwaani Almaañ yi.\nWaaye Bonaparte moom mujj na ko not, te Waaye gañe ko ci mujj gi.\nWaaye nag ci geneen wàll, am na lu am njariñ lu mu fa indi.", "Bonaparte|Waaye Bonaparte"},
	})
}
