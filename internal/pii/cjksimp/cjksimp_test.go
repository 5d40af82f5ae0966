package cjksimp

import (
	"testing"
)

const opencc = "../testdata/third_party/opencc/TSCharacters.txt"

// TestSimplifiesNamesAndContext converts the characters of names and of
// the context around them, and leaves characters the two scripts share,
// kana, Latin letters and label marks alone.
func TestSimplifiesNamesAndContext(t *testing.T) {
	tab, err := Load(opencc)
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"[[劉德華|zh]]說，總統與國王":      "[[刘德华|zh]]说，总统与国王",
		"[[薩達姆·海珊|zh-translit]]": "[[萨达姆·海珊|zh-translit]]",
		"史達林 and Lenin 1924年":    "史达林 and Lenin 1924年",
		"山本さんは欠席":                "山本さんは欠席",
	} {
		if got := tab.String(in); got != want {
			t.Errorf("%s: got %s, want %s", in, got, want)
		}
	}
}

// TestRefusesOtherFiles: a file that is no character table is an error,
// not an empty mapping that silently converts nothing.
func TestRefusesOtherFiles(t *testing.T) {
	for _, b := range []string{"", "# only a comment\n", "乾隆\t干隆\n", "劉\n"} {
		if _, err := Parse([]byte(b)); err == nil {
			t.Errorf("%q parsed", b)
		}
	}
}
