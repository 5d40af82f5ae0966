package convert

import (
	"archive/zip"
	"context"
	"strings"
	"testing"
)

// TestDOCXStructureOfRealFiles: Word files others made (vendored in
// testdata/third_party) keep their lists, links, quotes, text boxes and
// pictures' descriptions. Each expected run of lines was read off the
// file's numbering.xml and document.xml.
func TestDOCXStructureOfRealFiles(t *testing.T) {
	c := newConverter(t)
	for _, tc := range []struct {
		name, file string
		want       []string
	}{
		{"nested lists indent under their parent's text", "pandoc-docx/lists.docx", []string{
			"1. one\n2. two\n   1. a\n   2. b\n",
			"- one\n- two\n  - three\n    - four\n",
		}},
		{"restarts and custom starts keep their numbers", "apache-poi/ComplexNumberedLists.docx", []string{
			"2. Entry #2, with children\n   1. 2-a\n   2. 2-b\n   3. 2-c\n3. Entry #3\n4. Entry #4\n\n1. Restarted to 1 from 5\n2. Restarted @ 2\n",
			"\n10. Jump to new list at 10\n11. Now 11\n",
			"\n12. Carrying on @ 12\n13. Carrying on @ 13\n",
		}},
		{"a list that starts at 2", "pandoc-docx/lists_restarting.docx", []string{"2. Foo\n3. Bar\n4. Baz\n", "1. Bop."}},
		{"hyperlinks are Markdown links", "python-docx/par-hyperlinks.docx", []string{
			"One [awesome hyperlink](http://yahoo.com/).",
			"Three hyperlinks: [the first one](http://google.com/) here, the [second one](http://python.org/), and the [third](http://yahoo.com/).",
		}},
		{"a link with a fragment; a bookmark link stays text", "pandoc-docx/links.docx", []string{
			"An [external link](http://pandoc.org/README.html#synopsis) to a website with an anchor.",
			"An internal link to a bookmark.",
		}},
		{"Quote and Intense Quote are block quotes", "pandoc-docx/block_quotes.docx", []string{
			"\n> I don’t know why this would be in italics, but so it appears to be on my screen.\n",
			"\n> This is called the Intense Quote style.\n",
		}},
		{"text boxes once, each paragraph apart", "pandoc-docx/text_in_shape_format.docx", []string{
			"Last update: May 1, 2017\n\nUsing Microsoft Word 2007/2010 for Writing Technical Documents\n\nValter Kiisk\n\nInstitute of Physics, University of Tartu\n",
		}},
		{"pictures keep their alt text", "pandoc-docx/inline_images.docx", []string{
			"This picture (image: This one is green and looks like Sideshow Bob.) is an identicon.",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := c.Convert(context.Background(), read(t, "third_party/"+tc.file), tc.file, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(res.Markdown, w) {
					t.Errorf("Markdown lacks\n%s\ngot:\n%s", w, res.Markdown)
				}
			}
			if n := strings.Count(res.Markdown, "Valter Kiisk"); tc.file == "pandoc-docx/text_in_shape_format.docx" && n != 1 {
				t.Errorf("text box read %d times", n)
			}
		})
	}
}

// TestDOCXSubtitleIsNotABullet: Word's own Subtitle style carries a numPr
// with a level and no list (handbook-lo.docx's styles.xml has it), which
// made every subtitle a bullet; it is the title's emphasised subtitle.
func TestDOCXSubtitleIsNotABullet(t *testing.T) {
	styles := `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
		`<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr></w:style>` +
		`</w:styles>`
	doc := `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
		`<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Field Guide</w:t></w:r></w:p>` +
		`<w:p><w:pPr><w:pStyle w:val="Subtitle"/></w:pPr><w:r><w:t>For service engineers</w:t></w:r></w:p>` +
		`<w:p><w:r><w:t>Body text.</w:t></w:r></w:p></w:body></w:document>`
	data := zipWith(t, func(z *zip.Writer) {
		for name, body := range map[string]string{"word/document.xml": doc, "word/styles.xml": styles} {
			w, _ := z.Create(name)
			_, _ = w.Write([]byte(body))
		}
	})
	res, err := newConverter(t).Convert(context.Background(), data, "guide.docx", "")
	if err != nil {
		t.Fatal(err)
	}
	if want := "# Field Guide\n\n*For service engineers*\n\nBody text.\n"; res.Markdown != want {
		t.Errorf("got %q, want %q", res.Markdown, want)
	}
}
