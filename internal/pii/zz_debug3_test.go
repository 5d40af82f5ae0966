package pii

import "testing"

func TestZZLists(t *testing.T) {
	l := detector.names
	for _, w := range []string{"John", "Martin", "Jennifer", "Lopez", "Hazel", "Hogan", "Will", "Pooley", "Troy", "Grant", "Barack", "Obama", "Stuart", "Hall", "Romelu", "Lukaku", "Al", "Pacino", "Kim", "Heng", "Chow", "No", "Tory", "Isis", "America", "Gonzalo"} {
		b := bare(fold(w))
		t.Logf("%-8s first=%v last=%v common=%v words=%v proper=%v stop=%v places=%v freq=%v", w, l.first[b], l.last[b], l.common[b], l.words[b], l.proper[b], l.stop[b], l.places[b], l.frequent[b])
	}
	for _, w := range []string{"朱", "柯", "卓", "范", "湯", "長谷川", "平野", "آدم", "خالد", "يوسف", "فهد", "ليان", "فرح", "علي"} {
		t.Logf("%s first=%v last=%v cjkLast=%v", w, l.first[bare(fold(w))], l.last[bare(fold(w))], l.cjkLast[w])
	}
}
