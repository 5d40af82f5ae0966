package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestCEDICTPersonsFound: foreign and historical persons written in Han,
// in business sentences written for this test, that CC-CEDICT names and
// the detector of docs/adr/0096 missed (each checked on it: with
// PII_CEDICT_NOADD and PII_CEDICT_NOVETO set, every one of these fails).
func TestCEDICTPersonsFound(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"根據會議紀要，特朗普與奧巴馬的顧問都出席了簡報。", []string{"特朗普", "奧巴馬"}},
		{"報告第三章引用了林則徐的奏摺原文。", []string{"林則徐"}},
		{"奥巴马在会上发言，普京随后回应。", []string{"奥巴马"}},
		{"歷史課上老師講了拿破崙和亞歷山大的戰役。", []string{"拿破崙"}},
		{"這份備忘錄提到金正日時期的貿易協定。", []string{"金正日"}},
		{"培訓講義裡，但丁對讀者的提醒被引用了三次。", []string{"但丁"}},
		{"討論結束前，周恩來表示方案需要再改。", []string{"周恩來"}},
		{"新聞稿裡對溫家寶多有引述，法務部要求刪去。", []string{"溫家寶"}},
	} {
		got := personsIn(d, c.text)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: persons %q, want %s among them", c.text, got, w)
			}
		}
	}
}

// TestCEDICTThingsStayText: places, loanwords and things named after
// persons stay text (威尼斯 and 斯巴達 are places, 高爾夫 is golf, 牛頓大學 a
// university, 華盛頓州 a state, 俄羅斯 holds 羅斯), and a person inside a
// work's title marks is the title's.
func TestCEDICTThingsStayText(t *testing.T) {
	d := NewDetector()
	for _, text := range []string{
		"我們在威尼斯的分公司下月開業。",
		"公司今年贊助了一場高爾夫比賽，斯巴達隊奪冠。",
		"他在牛頓大學讀書，後來搬到華盛頓州。",
		"我們的供應商在俄羅斯莫斯科設有倉庫。",
		"市場部推薦了電影《我們是馬歇爾》作為團建活動。",
		"乾隆二年的檔案已經數字化。",
	} {
		if got := personsIn(d, text); len(got) > 0 {
			t.Errorf("%s: persons %q, want none", text, got)
		}
	}
}

// TestCEDICTListsHoldTheirKinds: the generated lists put persons, persons
// that are places too, and things where scripts/pii-cedict.py says, in
// both spellings.
func TestCEDICTListsHoldTheirKinds(t *testing.T) {
	for _, c := range []struct {
		l    sortedList
		name string
		in   []string
		out  []string
	}{
		{zhPersons, "zh-persons", []string{"特朗普", "奧巴馬", "奥巴马", "林則徐", "約翰", "克林頓"}, []string{"威尼斯", "德國", "華盛頓", "西周", "納粹德國"}},
		{zhPersonsAlso, "zh-persons-also", []string{"華盛頓", "华盛顿", "林肯"}, []string{"特朗普", "威尼斯"}},
		{zhThings, "zh-things", []string{"威尼斯", "斯巴達", "斯巴达", "高爾夫", "德國"}, []string{"特朗普", "華盛頓", "費德勒"}},
	} {
		for _, w := range c.in {
			if !c.l.has(w) {
				t.Errorf("%s lacks %s", c.name, w)
			}
		}
		for _, w := range c.out {
			if c.l.has(w) {
				t.Errorf("%s holds %s", c.name, w)
			}
		}
	}
}

// TestCEDICTScanIsBounded: a long run of listed persons glued together
// and a long text of Han without bounds end in time and find no span
// longer than a joined chain of the line.
func TestCEDICTScanIsBounded(t *testing.T) {
	d := NewDetector()
	long := strings.Repeat("特朗普", 2000) + "。" + strings.Repeat("的研究", 3000)
	for _, sp := range d.Find(long) {
		if sp.End < sp.Start || sp.End > len(long) {
			t.Fatalf("span %v outside the text", sp)
		}
	}
}

// TestCEDICTPlacesWithTheirCountry: a place CC-CEDICT glosses with the
// country or region it lies in (杜塞尔多夫 /Düsseldorf (Germany)/, 巴塞尔
// /Basel, Switzerland/) is a thing, not a person (docs/adr/0111).
func TestCEDICTPlacesWithTheirCountry(t *testing.T) {
	for s, want := range map[string][]string{
		"我们的办事处在杜塞尔多夫和慕尼黑。": nil,
		"边境站：埃默里希、巴塞尔、基亚索。": nil,
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
	for _, v := range []string{"杜塞尔多夫", "杜塞爾多夫", "巴塞尔", "奥尔巴尼"} {
		if !zhThings.has(v) {
			t.Errorf("%s is not among CC-CEDICT's things", v)
		}
	}
}
