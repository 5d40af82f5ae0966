package pii

import "testing"

// TestNamesInFileNames: a person written in a file's name, its parts joined
// by "_", "-", "." or camel case, in capitals or a lower-case slug, is one
// span holding the separators, without the folder, the suffix or the
// extension (own names and files, no set's; docs/adr/0226). Each positive
// case failed before: the parts were found alone or not at all. Products,
// folders, hosts and handles stay out.
func TestNamesInFileNames(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"underscore", "see /data/hr/cv/Agnieszka_Wróblewska_CV.pdf today", "Agnieszka_Wróblewska"},
		{"surname first hyphen", "Appraisals/2026/Kowalczyk-Halina-review.docx", "Kowalczyk-Halina"},
		{"camel case", "/home/u81/letters/TomaszKowalczyk_reference.odt", "TomaszKowalczyk"},
		{"lower slug", "https://files.example.org/p/x9/giulia-ferrara-headshot.png", "giulia-ferrara"},
		{"capitals first", "s3://exports/hr/YILMAZ_Emre_2026-11.xlsx", "YILMAZ_Emre"},
		{"dotted", "attached: halina.nowak.vcf", "halina.nowak"},
		{"cyrillic", "~/Загрузки/Ирина_Соколова_анкета.pdf", "Ирина_Соколова"},
		{"markdown link", "* [CV](halina_nowak.pdf) and <a href=\"/cv/x.pdf\">Emre_Yilmaz.docx</a>", "halina_nowak|Emre_Yilmaz"},
		{"products and folders", "/srv/docs/Falcon_Storage_guide.pdf and PowerPoint_template.pptx and release-notes.md", ""},
		{"handles and hosts", "profile https://github.com/giulia-ferrara and @TomaszKowalczyk on anna-nowak.de", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
