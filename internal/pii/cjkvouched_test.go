package pii

import (
	"slices"
	"testing"
)

// TestCJKNamesInBusinessFields: a Han name in an e-mail header, a form's
// name field or an attendee list is a person even where the CJK model, seeing
// no sentence, says no; and a Japanese colleague who introduces themself by
// family name (田中です) is one (docs/adr/0139). Lines and names made for this
// test; each want fails on the detector before 0139.
func TestCJKNamesInBusinessFields(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"From: 陈静 <chen.jing@example.cn>\nTo: 刘洋\nCC: 赵磊、孙丽", []string{"赵磊"}},
		{"发件人：唐磊\n收件人：宋佳\n抄送：许晴\n主题：三季度预算", []string{"许晴"}},
		{"联系人：许可\n电话：010-62345678", []string{"许可"}},
		{"差出人：山口 由美\n宛先：森 健二\n件名：会議の件", []string{"山口 由美", "森 健二"}},
		{"名前: 松本 翔\n部署: 経理部", []string{"松本 翔"}},
		{"お疲れ様です。田中です。\n資料を送ります。", []string{"田中"}},
		{"各位\n\n営業部の山本と申します。", []string{"山本"}},
	} {
		got := personsIn(detector, c.text)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: found %q, want %q", c.text, got, w)
			}
		}
	}
	// A department or a post in a name field, and a word before です, are
	// no one (the lines of cjkbusiness_test.go).
	for _, text := range cjkBusinessNoOne {
		if got := personsIn(detector, text); len(got) > 0 {
			t.Errorf("%q: found %q", text, got)
		}
	}
}
