package pii

import "testing"

// TestKyrgyzPersons: Kyrgyz headlines name a person by a given name on no
// list and a surname of the Russian form with a Kyrgyz case ending, or by
// the surname alone, on lines without the letters Russian lacks too; a
// father's name before "уулу" is part of the name; a village in -овка is
// none (docs/adr/0161). Sentences made for the test.
func TestKyrgyzPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Нурбек Асанов жаштар менен жолугушту.", "Нурбек Асанов"},
		{"Министр Нурбек Асановдун Түркияга сапары башталды.", "Нурбек Асановдун"},
		{"Асанов эл аралык жарыштын жеңүүчүлөрүн куттуктады.", "Асанов"},
		{"Азамат Токтогул уулу жаңы китебин элге тартуулады.", "Азамат Токтогул уулу"},
	} {
		got := personsIn(detector, c.text)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q: persons %q, want [%q]", c.text, got, c.want)
		}
	}
	for _, s := range []string{"Сосновкада жаңы мектеп ачылды, анын куруулушуна көп каражат бөлүндү.", "Эртең Бишкектин борборунда майрамдык концерт болот."} {
		if got := personsIn(detector, s); len(got) > 0 {
			t.Errorf("%q: persons %q, want none", s, got)
		}
	}
	if !kazakhLine("Элчи Асанов Венгрияда билим алып жаткан кыргыз жарандары менен жолукту.") || kazakhLine("Посол встретился с гражданами в Венгрии и рассказал о том, что было.") {
		t.Error("turkicWords: a Kyrgyz line without Kazakh letters is Turkic, a Russian one is not")
	}
}

// TestKazakhPatronymicKept: a Kazakh given name, patronymic and surname
// with a case ending stay one person when the Kyrgyz endings are read too.
func TestKazakhPatronymicKept(t *testing.T) {
	s := "Бүгін Серік Әбішұлы Жұмабаевпен кездесу өтті."
	if got := personsIn(detector, s); len(got) != 1 || got[0] != "Серік Әбішұлы Жұмабаевпен" {
		t.Errorf("%q: persons %q", s, got)
	}
}
