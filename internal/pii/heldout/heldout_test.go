package heldout

import "testing"

// TestRefuses: each set's folders and copies of its corpora are refused by
// name; the seventh set's GSD files and released corpora (MultiCoNER's
// Korean and Farsi train sentences since the ninth was scored; the PUD
// languages the tenth set does not read; IL-NER's train files) are not; an
// allowed word lets its own corpus through and nothing else.
func TestRefuses(t *testing.T) {
	for p, want := range map[string]string{
		"aqmar-eighth/Atom.txt":                             "eighth",
		"mne-sixteenth/CITATION.cff":                        "sixteenth",
		"github.com/sympy/sympy/.mailmap":                   "sixteenth",
		"ud-ja-gsd-eighth/train.bio":                        "eighth",
		"AQMAR/Damascus.txt":                                "eighth",
		"klue/klue-ner-v1.1_train.tsv":                      "eighth",
		"germeval2014/NER-de-train.tsv":                     "eighth",
		"ud-ja-gsd/ja_gsd-ud-train.ne.conllu":               "eighth",
		"multiconer-zh-ninth/zh_dev.conll":                  "ninth",
		"MultiCoNER/ZH-Chinese/zh_train.conll":              "ninth",
		"some-copy-ninth/anything.txt":                      "ninth",
		"multiconer-zh-train/zh_train.conll":                "ninth",
		"uner-ru-pud-tenth/ru_pud-ud-test.iob2":             "tenth",
		"UNER_Swedish-PUD/sv_pud-ud-test.iob2":              "tenth",
		"uner-pt-pud/pt_pud-ud-test.iob2":                   "tenth",
		"another-copy-tenth/names.txt":                      "tenth",
		"WikiNER/aij-wikiner-ru-wp3.bz2":                    "tenth",
		"linspector/extrinsic/data/ner/ru/train.txt":        "tenth",
		"ud-vi-vtb-tenth/vi_vtb-ud-train.conllu":            "tenth",
		"UD_Persian-PerDT/fa_perdt-ud-train.conllu":         "tenth",
		"ud/ga_idt-ud-train.conllu":                         "tenth",
		"UD_Chinese-HK/zh_hk-ud-test.conllu":                "tenth",
		"UD_Korean-PUD/ko_pud-ud-test.conllu":               "tenth",
		"UD_Indonesian-CSUI/id_csui-ud-train.conllu":        "tenth",
		"ud-yue-hk/yue_hk-ud-test.conllu":                   "tenth",
		"ud-tr-boun-eleventh/tr_boun-ud-test.conllu":        "eleventh",
		"UD_Turkish-BOUN/tr_boun-ud-train.conllu":           "eleventh",
		"UD_Spanish-GSD/es_gsd-ud-train.conllu":             "eleventh",
		"UD_Hindi-PUD/hi_pud-ud-test.conllu":                "eleventh",
		"another-copy-eleventh/names.txt":                   "eleventh",
		"ud/fr_gsd-ud-train.conllu":                         "eleventh",
		"UD_Portuguese-GSD/pt_gsd-ud-dev.conllu":            "eleventh",
		"ud-cy-ccg/cy_ccg-ud-train.conllu":                  "eleventh",
		"UD_Romanian-RRT/ro_rrt-ud-train.conllu":            "eleventh",
		"UD_Korean-GSD/ko_gsd-ud-train.conllu":              "eleventh",
		"UD_Irish-TwittIrish/ga_twittirish-ud-train.conllu": "eleventh",
		"UD_Icelandic-Modern/is_modern-ud-train.conllu":     "eleventh",
		"UD_Icelandic-PUD/is_pud-ud-test.conllu":            "eleventh",
		"ud/cs_pud-ud-test.conllu":                          "eleventh",
		"UD_Finnish-PUD/fi_pud-ud-test.conllu":              "eleventh",
		"UD_Hebrew-IAHLTwiki/he_iahltwiki-ud-dev.conllu":    "eleventh",
		"scipy-fifteenth/1.15.0-notes.rst":                  "fifteenth",
		"scipy/doc/source/release/1.8.0-notes.rst":          "fifteenth",
		"golang+proposal/design/12166-subtests.md":          "fifteenth",
		"rust-lang/team/people/baumanj.toml":                "fifteenth",
		"jupyter-governance/docs/_data/contributors.yml":    "fifteenth",
		"openstack/governance/reference/projects.yaml":      "fifteenth",
		"IL-NER/Datasets/Hindi/Hindi-test.txt":              "nineteenth",
		"IL-NER/Datasets/Odia/Odia-dev.txt":                 "nineteenth",
		"IL-NER/Datasets/Telugu/Telugu-test.txt":            "eighteenth",
		"IL-NER/Datasets/Urdu/Urdu-dev.txt":                 "eighteenth",
	} {
		if set, _, ok := Refuses(p); !ok || set != want {
			t.Errorf("%s: refused %v for %q, want the %s set's", p, ok, set, want)
		}
	}
	for _, p := range []string{"ud-ja-gsd-seventh/ja_gsd-ud-dev.ne.conllu", "uner-train/hr_set-ud-train.iob2.gz",
		"stockmark-ja-fifth/ner-fifth.jsonl", "newsfane-ar/newsfane-901-2900.txt.gz",
		"multiconer-ko-train/ko_train.conll", "multiconer-fa-train/fa_validation-rest.conll",
		"uner-en-pud/en_pud-ud-test.iob2", "uner-zh-pud/zh_pud-ud-test.iob2", "uner-pt-bosque/pt_bosque-ud-dev.iob2",
		"il-ner-train/hi-train.tsv.gz", "IL-NER/Datasets/Odia/Odia-train.txt", "il-ner-train/te-train.tsv.gz"} {
		if set, w, ok := Refuses(p); ok {
			t.Errorf("%s is refused (%s set, %q)", p, set, w)
		}
	}
	if _, _, ok := Refuses("klue-ner-train/klue-ner-v1.1_dev-1001-5000.tsv.gz", "klue"); ok {
		t.Error("an allowed word still refuses its corpus")
	}
	if _, _, ok := Refuses("klue-ner-eighth/dev.tsv", "klue"); !ok {
		t.Error("allowing klue let the eighth set's own folder through")
	}
}

// recorder counts the errors CheckNotTrainedOn reports instead of failing.
type recorder struct {
	testing.TB
	errors int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }

// TestCheckNotTrainedOn: one error per reserved corpus, none for the rest.
func TestCheckNotTrainedOn(t *testing.T) {
	r := &recorder{TB: t}
	CheckNotTrainedOn(r, []string{"newsfane-ar/newsfane-first300.txt", "multiconer-fa-ninth/fa_dev.conll", "aqmar-eighth/Atom.txt"})
	if r.errors != 2 {
		t.Errorf("%d errors for two reserved corpora", r.errors)
	}
}
