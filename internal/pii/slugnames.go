package pii

import (
	"regexp"
	"strings"
)

// A site generator's record gives a page a slug, the person's name in
// lower case joined by hyphens ("slug: katie-mclaughlin", "permalink:
// /presenters/katie-mclaughlin/"), and names the page's files after it
// (".../presenters/katie-mclaughlin.jpg"). The slug is an identifier, as a
// handle is: the sets leave it unlabelled beside the name it was made from
// (docs/adr/0259). A file named "ana-lima-portrait.jpg" alone is still read
// as a person (identnames.go); only a file whose name the text also uses as
// a slug is dropped.

// slugField is a slug or permalink key's value; slugFolder is a path's
// folder of two lower-case words or more joined by hyphens.
var (
	slugField  = regexp.MustCompile(`(?m)^[ \t]*["']?(?:slug|permalink|url_slug|page_slug)["']?[ \t]*[:=][ \t]*["']?/?([a-z0-9]+(?:-[a-z0-9]+)+)\b`)
	slugFolder = regexp.MustCompile(`/([a-z0-9]+(?:-[a-z0-9]+)+)/`)
)

// dropSlugNames drops the persons written as lower-case, hyphen-joined
// words, or as part of such a run, that the text also writes as a slug
// field's value or a path's folder. Two scans of the text and one walk of
// the spans.
func dropSlugNames(s string, spans []Span) []Span {
	if !strings.Contains(s, "-") || !strings.Contains(s, "/") && !strings.Contains(s, "slug") {
		return spans
	}
	slugs := map[string]bool{}
	for _, m := range slugField.FindAllStringSubmatch(s, -1) {
		slugs[m[1]] = true
	}
	for _, m := range slugFolder.FindAllStringSubmatch(s, -1) {
		slugs[m[1]] = true
	}
	if len(slugs) == 0 {
		return spans
	}
	kept := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && slugs[slugAround(s, sp)] {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// maxSlug bounds how far slugAround reads beyond a span, so each span
// costs a bounded read.
const maxSlug = 64

// slugAround is the run of lower-case letters, digits and hyphens that
// holds sp: a person found as part of a slug ("alan-una" of
// "alan-una-larisa") is read as the whole slug.
func slugAround(s string, sp Span) string {
	slugByte := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' }
	a, b := sp.Start, sp.End
	for a > 0 && sp.Start-a < maxSlug && slugByte(s[a-1]) {
		a--
	}
	for b < len(s) && b-sp.End < maxSlug && slugByte(s[b]) {
		b++
	}
	return s[a:b]
}
