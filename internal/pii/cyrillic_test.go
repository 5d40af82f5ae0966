package pii

import (
	"strings"
	"testing"
)

// TestForeignNamesInCyrillic: foreign names written in Cyrillic, declined
// or not, initials before a Cyrillic surname, and a name inside an
// institution's, in business sentences (docs/adr/0114). The last three
// cases must stay without a person.
func TestForeignNamesInCyrillic(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Счёт выставлен на имя Роджера Мэллори, оплата до пятницы.", "Роджера Мэллори"},
		{"Встреча с Джейсоном Уэббером перенесена на вторник.", "Джейсоном Уэббером"},
		{"Со стороны поставщика договор подписал Федерико Бальдуччи.", "Федерико Бальдуччи"},
		{"Акт сверки проверил и подписал В. Курганов.", "В. Курганов"},
		{"Заявку на закупку согласовала Кейт Ормсби из отдела снабжения.", "Кейт Ормсби"},
		{"Если Брендон Маккуорри подтвердит заказ, отгрузка будет в среду.", "Брендон Маккуорри"},
		{"Доклад Василия Васильевича Кручинина утвердили без правок.", "Василия Васильевича Кручинина"},
		{"Стажировку она проходила в МГУ им. М. В. Ломоносова в прошлом году.", ""},
		{"Выставка к годовщине Великой Отечественной войны открыта до мая.", ""},
		{"Поставки в Южной Америке выросли на треть.", ""},
	}
	checkOnePerson(t, cases)
}

// TestLatinReadingsAreBounded: a long Cyrillic word has at most
// maxReadings Latin readings, and "Дж" reads as "J".
func TestLatinReadingsAreBounded(t *testing.T) {
	if r := latinReadings(strings.Repeat("ихсц", 40)); len(r) != maxReadings {
		t.Errorf("%d readings, want %d", len(r), maxReadings)
	}
	if r := latinReadings("джон"); len(r) == 0 || r[0] != "jon" {
		t.Errorf(`"джон" reads %q, want "jon" first`, r)
	}
}

// BenchmarkFindCyrillicPairs measures Russian text dense with foreign given
// names in Cyrillic, declined and not, initials, patronymics, institutions'
// names and adjective pairs: each capitalised pair is a candidate of
// cyrillicPairs whose given name is read into Latin letters.
func BenchmarkFindCyrillicPairs(b *testing.B) {
	unit := "Счёт на имя Роджера Мэллори подписал Федерико Бальдуччи, а Джейсоном Уэббером проверен В. Курганов из МГУ им. М. В. Ломоносова; доклад Василия Васильевича Кручинина к годовщине Великой Отечественной войны. "
	benchFindRepeated(b, unit)
}
