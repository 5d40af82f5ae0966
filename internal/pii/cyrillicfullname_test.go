package pii

import "testing"

// TestCyrillicFullNames: a given name and patronymic join the surname
// before or after them, in any case; a word of address leaves the name;
// a country alone is no person (docs/adr/0161). Sentences made for the
// test in the shapes of Rada transcripts.
func TestCyrillicFullNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Слово надається народному депутату України Коваленку Петру Олеговичу, фракція \"Голос\".", "Коваленку Петру Олеговичу"},
		{"Запрошую до слова, будь ласка, Петро Олегович Коваленко, він хоче виступити.", "Петро Олегович Коваленко"},
		{"Я передаю слово Мельничуку Богдану Степановичу.", "Мельничуку Богдану Степановичу"},
		{"Шановні колеги, доповідає Ганна Миколаївна Савчук.", "Ганна Миколаївна Савчук"},
	} {
		got := personsIn(detector, c.text)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q: persons %q, want [%q]", c.text, got, c.want)
		}
	}
	for _, s := range []string{"Слава Україні!", "Це питання національної безпеки України.", "Ми допомагаємо Україні.", "Кыргызстандын өкмөтү жаңы мыйзамды кабыл алды."} {
		if got := personsIn(detector, s); len(got) > 0 {
			t.Errorf("%q: persons %q, want none", s, got)
		}
	}
}

// TestCyrillicEchoSurnameFirst: a full name written surname first gives
// its surname to the echo pass (docs/adr/0161).
func TestCyrillicEchoSurnameFirst(t *testing.T) {
	s := "Слово надається Мельничуку Богдану Степановичу. Дякую. Мельничук, будь ласка, ваш час."
	got := personsIn(detector, s)
	if len(got) != 2 || got[1] != "Мельничук" {
		t.Errorf("persons %q, want the full name and Мельничук", got)
	}
}
