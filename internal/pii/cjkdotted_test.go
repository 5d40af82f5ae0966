package pii

import (
	"slices"
	"testing"
)

// TestDottedNameBeforeAGluedVerb: a verb or preposition glued after a
// dotted name stays out of it, whether the rules or the model found the name (紐曼|給;
// docs/adr/0106).
func TestDottedNameBeforeAGluedVerb(t *testing.T) {
	for s, want := range map[string][]string{
		"上周经理彼得·纽曼给这家供应商发了邮件。": {"彼得·纽曼"},
		"財務部門的安娜·施密特把發票退回了。":   {"安娜·施密特"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestDottedNameKeepsItsTail: the last part of a dotted foreign name runs
// over transliteration characters up to punctuation, though a word seems
// to start inside it (施瓦|辛格, 阿爾弗|雷德), and 在 parts two names; after
// the CJK model, which cuts them there (docs/adr/0106, 0111).
func TestDottedNameKeepsItsTail(t *testing.T) {
	for s, want := range map[string][]string{
		"这份合同的联系人是安德鲁·施瓦辛格。": {"安德鲁·施瓦辛格"},
		"项目经理：罗伊·阿尔弗雷德。":     {"罗伊·阿尔弗雷德"},
		"這份合同的聯繫人是安德魯·施瓦辛格。": {"安德魯·施瓦辛格"},
		// A common word after the name and before punctuation stays out.
		"会议由约翰·史密斯在上海主持，玛丽·布朗记录。": {"约翰·史密斯", "玛丽·布朗"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestDottedNameAfterAWord: a dotted name with no bound before it starts
// after the common word that ends two characters before its first dot
// (之一|瑪麗·布朗; docs/adr/0106, 0111).
func TestDottedNameAfterAWord(t *testing.T) {
	for s, want := range map[string][]string{
		"审计报告之一玛丽·布朗负责。":    {"玛丽·布朗"},
		"客戶名單之一約翰·柯林斯已經付款。": {"約翰·柯林斯"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestDottedNameAfterAGluedCharacter: a preposition or verb of one
// character glued before a dotted name stays out of it (紐約客|理查德·布朗;
// docs/adr/0106, 0111).
func TestDottedNameAfterAGluedCharacter(t *testing.T) {
	for s, want := range map[string][]string{
		"纽约客理查德·布朗在会上发言。":       {"理查德·布朗"},
		"我们的供应商名单来自从约翰·布朗，请核对。": {"约翰·布朗"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestDottedEdgeKeepsWhatTheModelIsSureOf: an edge rule does not cut from
// a person a rune the CJK model counts as surely a name's: 瑪麗 looks like
// a word ending before a first part of two characters (埃爾), but the
// model keeps the whole first name (docs/adr/0111).
func TestDottedEdgeKeepsWhatTheModelIsSureOf(t *testing.T) {
	for s, want := range map[string][]string{
		"本季度销售冠军玛丽埃尔·扎格尼斯获得奖金。": {"玛丽埃尔·扎格尼斯"},
		"年度最佳员工瑪麗埃爾·扎格尼斯获得奖金。":  {"瑪麗埃爾·扎格尼斯"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestTwoDottedNamesJoined: two dotted foreign names joined by 和, 與 or
// 及 are two persons, not one (卡尔·福特和凡·赫尔曼: the model takes them
// as one; docs/adr/0111).
func TestTwoDottedNamesJoined(t *testing.T) {
	for s, want := range map[string][]string{
		"项目由卡尔·福特和凡·赫尔曼负责。":     {"卡尔·福特", "凡·赫尔曼"},
		"本季度的优秀员工是彼得·艾伦和奇克·赫恩。": {"彼得·艾伦", "奇克·赫恩"},
		"合同由約翰·史密斯與瑪麗·布朗共同簽署。":  {"約翰·史密斯", "瑪麗·布朗"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}
