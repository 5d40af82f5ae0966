package pii

import (
	"slices"
	"testing"
)

// TestHanNamesInLatinLines: a Chinese or Japanese name written in its own
// script inside an English line (a visitor log's row, a note) is a person;
// a place, a word or a company in Han beside English is not
// (docs/adr/0145). Lines made for this test. The reception log and the
// attendees line fail on the code before 0145 (魯秋生, 葉月 誠司, 上野和馬
// unfound); 韩立新 in a sentence was found already.
func TestHanNamesInLatinLines(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"Reception log, Lisbon office, 2 June 2027\n08:30  魯秋生  Fabrikam Inc  escort: Maria Lopes  badge B-21\n09:05  葉月 誠司  Fabrikam Inc  escort: Tom Reed  badge B-22",
			[]string{"魯秋生", "Maria Lopes", "葉月 誠司", "Tom Reed"}},
		{"Attendees were 上野和馬 and Karen Smith.", []string{"上野和馬", "Karen Smith"}},
		// A Vietnamese name beside it leaves a Han name whole (viid.go).
		{"Guests: Trần Thị Hạnh (Hanoi office)\nNote: 松浦秀治 asked for the price list.", []string{"Trần Thị Hạnh", "松浦秀治"}},
		{"Please ask 韩立新 to countersign the delivery note.", []string{"韩立新"}},
		{"Our office in 上海 opens on Monday.", nil},
		{"The slogan 谢谢 was printed on every cup.", nil},
		{"Invoice from 株式会社 for the Q3 order.", nil},
	}
	for _, c := range cases {
		got := personsIn(detector, c.text)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestJapaneseSpacedNameBeforeHonorific: a family and a given name parted
// by a space before 様 or さん (a letter's first line) is one person, not
// the given name read as a family name nor nothing (docs/adr/0145). The
// second fails on the code before 0145 (nothing found); the first was found
// already.
func TestJapaneseSpacedNameBeforeHonorific(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"件名：納品の件\n今井 千尋様\nいつもお世話になっております。", []string{"今井 千尋"}},
		{"藤井 力丸さん、資料をお送りします。よろしくお願いします。", []string{"藤井 力丸"}},
	}
	for _, c := range cases {
		got := personsIn(detector, c.text)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestChineseMinuteTakerIsAHeader: 记录人 (minute-taker) and 主持人 (chair)
// head a name in minutes as 参会人员 does, and CC-CEDICT's rare family names
// (冷, 師) open one (docs/adr/0145). Fails on the code before 0145.
func TestChineseMinuteTakerIsAHeader(t *testing.T) {
	text := "会议纪要\n主持人：冷御丰\n记录人：師美玉\n一、讨论了预算。"
	got := personsIn(detector, text)
	if want := []string{"冷御丰", "師美玉"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
