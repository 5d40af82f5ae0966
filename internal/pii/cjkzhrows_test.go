package pii

import (
	"slices"
	"testing"
)

// TestChineseNamesInRowCells: a Chinese name that fills one cell of a
// programme's row — before a slash, a bracketed work name or a talk's
// title, after a company's hyphen before a time, after a post padded with
// spaces — is found whole, and its bracketed work name too; the same
// separators after a place or a title's halves find no one (docs/adr/0247).
// Rows written for this test; with zhRowCells, zhAliasNames and
// zhKeyedGivens off (the detector before 0247) all eight wanted names are
// missed.
func TestChineseNamesInRowCells(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"李庆丰/某某科技/大数据工程师", "李庆丰"},
		{"昝文斌/某某科技/数据工程师", "昝文斌"},
		{"- 林立丰/某某科技/工程师", "林立丰"}, // 林立, a word, before 丰
		{"* 服务网格的实践（某某科技-乔建伟 10:20-11:00）。", "乔建伟"},
		{"* 服务网格的实践（某某CTO-杨梦琪 10:20-11:00）。", "杨梦琪"},
		{"* 10:00 - 10:40 数据湖实践（平台部总监   韩雪 ）", "韩雪"},
		{"- 沈立波（逸尘）《云原生网关的演进》", "逸尘"},
		{"**项目导师：** 周月明", "周月明"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		"鲁斯卡()是村和市镇",
		"克卢日-纳波卡,克拉約瓦",
		"伏尔加-伏尔加(волга),电影音乐",
		"利維坦(專輯)–低音",
		"他们在北京  工作多年",
		"高级/某某科技/工程师",
	} {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%s: found %q", text, got)
		}
	}
}
