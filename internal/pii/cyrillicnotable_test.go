package pii

import "testing"

// TestCyrillicNotableSurnames: a globally known person's surname alone in
// Cyrillic text, in any case and at a sentence's start, is a person; a
// place or a short reading is none (sentences written for this test;
// docs/adr/0142).
func TestCyrillicNotableSurnames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Жириновский предложил новый закон о выборах.", "Жириновский"},
		{"Книга о юности Гитлера вышла в прошлом году.", "Гитлера"},
		{"В отчёте упоминаются встречи с Горбачевым в 1990 году.", "Горбачевым"},
		{"Поездка в Москву намечена на май.", ""},
		{"Договор подписан в Вене в понедельник.", ""},
		{"Делегация вернулась из Персии в мае, а Жириновский остался.", "Жириновский"},
	}
	checkOnePerson(t, cases)
}
