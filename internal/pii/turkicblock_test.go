package pii

import (
	"slices"
	"testing"
)

// TestTurkicHeadlineBlocks: Kyrgyz headlines one a line, each too short to
// show its language alone, and Buryat case endings on a surname of the
// Russian form (docs/adr/0276). Made names. Every case failed on the code
// before the change.
func TestTurkicHeadlineBlocks(t *testing.T) {
	kyrgyz := "Кумтөр толугу менен Кыргызстандын энчисине өттү.\n" +
		"Темирлан Асанкулов депутаттык мандатын тапшырбайт.\n" +
		"Токтоматов Бишкекте эл аралык уюшкан кылмыштуу топторго каршы иш алып барат.\n" +
		"Элчи Осмонов кыргызстандыктарды Украинадан чыгарууга жардам берди.\n" +
		"Айгерим Сатыбалдиева Жогорку соттун чечиминин аткарылышын текшерди.\n"
	buryat := "Мүнөө суута зурааша Баир Цыбиковэй Голливудта суг хүдэлхэеэ."
	for _, c := range []struct{ text, want string }{
		{kyrgyz, "Темирлан Асанкулов"},
		{kyrgyz, "Токтоматов"},
		{kyrgyz, "Осмонов"},
		{kyrgyz, "Айгерим Сатыбалдиева"},
		{buryat, "Баир Цыбиковэй"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("want person %q, got %q", c.want, got)
		}
	}
	if got := personsIn(detector, kyrgyz); slices.Contains(got, "Элчи Осмонов") || slices.Contains(got, "Айгерим Сатыбалдиева Жогорку") {
		t.Errorf("an office or the next phrase taken into a name: %q", got)
	}
	// Russian prose keeps its own reading: its function words vote the block Slavic.
	if !turkicBlockVote("Кумтөр толугу менен Кыргызстандын энчисине өттү.") || turkicBlockVote("Иван Петров и его жена приехали в город, и они были рады.") {
		t.Error("turkicBlockVote")
	}
}
