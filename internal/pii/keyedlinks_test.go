package pii

import "testing"

// TestHeaderLinkCredits checks the credit fields of docs/adr/0231 on made
// headers with made names (none of any set's): reST and Markdown links after
// Korean, Chinese, Japanese and English keys, on the key's line or one a line
// after a key standing alone, and plain names after such a key. A link that
// is no person (a page, a group) stays out.
func TestHeaderLinkCredits(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"rest same line", "텐서 다루기\n==========\n**저자**: `Oyelaran Tarquine <https://github.com/u1>`__ and `Ysaline Korte <https://github.com/u2>`__\n" +
			"**번역**: `맹수린 <https://github.com/u3>`_ , `탁은결 <https://github.com/u4>`_\n**감수:** `Wendel Pürst <https://example.org/u5>`_\n",
			[]string{"Oyelaran Tarquine", "Ysaline Korte", "맹수린", "탁은결", "Wendel Pürst"}, nil},
		{"key alone", "Authors:\n`Odalys Brenke <https://github.com/u6>`_,\n`Quennell Abad <https://example.org/>`_\n번역:\n`변하랑 <https://github.com/u7>`_\n이 문서는 학습을 다룹니다.\n",
			[]string{"Odalys Brenke", "Quennell Abad", "변하랑"}, nil},
		{"markdown and han", "# 快速上手\n译者：[蔺墨涵](https://github.com/u8)、[Ignacy Worpsk](https://github.com/u9)\n" +
			"監修: [芦刈宗](https://example.jp/u10)\n**저자:** Halszka Dębrow, Bodza Szent\n",
			[]string{"蔺墨涵", "Ignacy Worpsk", "芦刈宗", "Halszka Dębrow", "Bodza Szent"}, nil},
		{"not persons", "**번역**: `파이토치 한국 사용자 모임 <https://pytorch.kr>`_\n**Author**: `Fabrikam Team <https://example.org>`_\n",
			nil, []string{"파이토치 한국 사용자 모임", "Fabrikam Team"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}
