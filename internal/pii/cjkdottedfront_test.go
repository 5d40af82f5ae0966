package pii

import (
	"slices"
	"testing"
)

// TestDottedNameWithoutTheWordBeforeIt: a role, a verb or 當 glued before a
// dotted foreign name stays out of it (助理|科瑞·舒爾曼; docs/adr/0171),
// while a first part spelt with transliteration characters alone stays
// whole.
func TestDottedNameWithoutTheWordBeforeIt(t *testing.T) {
	for s, want := range map[string][]string{
		"公司的特別助理科瑞·舒爾曼昨天出席了會議。": {"科瑞·舒爾曼"},
		"那年十月，當約翰·伯戈因將軍率軍南下。":   {"約翰·伯戈因"},
		"这本书描绘莎拉·道格拉斯的童年。":      {"莎拉·道格拉斯"},
		"故事的基础朗斯·尼美毕达写成的小说。":    {"朗斯·尼美毕达"},
		"项目负责人史提夫·汪达昨天提交了报告。":   {"史提夫·汪达"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestDottedNameTailBeforeANumberOrTitle: the last part of a dotted name
// runs over transliteration characters, 因 among them, up to a number, a
// title or a common word (愛|因斯坦1921, 伯戈|因將軍; docs/adr/0171).
func TestDottedNameTailBeforeANumberOrTitle(t *testing.T) {
	for s, want := range map[string][]string{
		"作者是朱利安·埃尔芬拜因。":          {"朱利安·埃尔芬拜因"},
		"列夫·達維多維奇·布隆施泰因，1879年生。": {"列夫·達維多維奇·布隆施泰因"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}
