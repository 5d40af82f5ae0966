package pii

import (
	"regexp"
	"strings"
)

// Names in the fields of markup (docs/adr/0244): a page marks a person's
// name and its parts by attributes rather than by an element's own name:
// schema.org microdata (<span itemprop="familyName">), microformats' hCard
// and h-card classes (class="given-name", "p-family-name", "fn"), RDFa
// (property="foaf:givenName", "schema:additionalName") and a form's input
// (<input name="nachname" value="…">). The key says what the value is, in
// any language nameParts holds it, so a lone given or family name is a
// person as it is in a JSON export's field (namefields.go).

var (
	// markupElement is an element with attributes holding text only.
	markupElement = regexp.MustCompile(`<([A-Za-z][A-Za-z0-9]{0,15})\s([^<>\n]{1,300})>([^<\n]{0,200})</([A-Za-z][A-Za-z0-9]{0,15})>`)
	// markupInput is a form's input element.
	markupInput = regexp.MustCompile(`<input\s[^<>\n]{1,300}>`)
	// markupAttr is an attribute with a quoted value.
	markupAttr = regexp.MustCompile(`([A-Za-z_:][-A-Za-z0-9_:.]{0,30})\s*=\s*["']([^"'\n]{0,200})["']`)
)

// markupKeys are the attributes whose value names what the element holds.
var markupKeys = map[string]bool{"itemprop": true, "class": true, "property": true}

// markupWhole are the keys, as fieldKey writes them, of a whole person's
// name in markup: hCard's formatted name and nickname.
var markupWhole = map[string]bool{"fn": true, "nickname": true, "additional name": true}

// markupNames adds the names in the name-keyed markup elements and form
// inputs of one line starting at byte start of s; ok says whether any key
// was one.
func (d *Detector) markupNames(s string, start int, line string, out []Span) ([]Span, bool) {
	hit := false
	if strings.Contains(line, "</") {
		for _, m := range markupElement.FindAllStringSubmatchIndex(line, -1) {
			if line[m[2]:m[3]] != line[m[8]:m[9]] {
				continue
			}
			for _, a := range markupAttr.FindAllStringSubmatchIndex(line[m[4]:m[5]], -1) {
				if !markupKeys[strings.ToLower(line[m[4]+a[2]:m[4]+a[3]])] {
					continue
				}
				var ok bool
				out, ok = d.markupValue(s, line[m[4]+a[4]:m[4]+a[5]], start+m[6], start+m[7], out)
				if !ok && strings.ToLower(line[m[4]+a[2]:m[4]+a[3]]) != "class" &&
					typedNameKeys[fieldKey(markupWord(line[m[4]+a[4]:m[4]+a[5]]))] && typedPerson(s, start+m[0]) {
					out, ok = d.nameValue(s, start+m[6], start+m[7], out), true // itemtype=".../Person", itemprop="name"
				}
				if ok {
					hit = true
					break
				}
			}
		}
	}
	for _, m := range markupInput.FindAllStringIndex(line, -1) {
		key, val := "", [2]int{-1, -1}
		for _, a := range markupAttr.FindAllStringSubmatchIndex(line[m[0]:m[1]], -1) {
			switch strings.ToLower(line[m[0]+a[2] : m[0]+a[3]]) {
			case "name", "id":
				if key == "" {
					key = line[m[0]+a[4] : m[0]+a[5]]
				}
			case "value":
				val = [2]int{m[0] + a[4], m[0] + a[5]}
			}
		}
		if key != "" && val[0] >= 0 {
			var ok bool
			out, ok = d.markupValue(s, key, start+val[0], start+val[1], out)
			hit = hit || ok
		}
	}
	return out, hit
}

// markupValue adds s[from:to] when one of the words of the attribute's
// value keys a part of a name or a whole one (markupWhole) ("fn n", "p-given-name",
// "schema:familyName"). A style's words that are also a part's key
// ("first", "last") are none here: class="first" marks a list's first item.
func (d *Detector) markupValue(s, attr string, from, to int, out []Span) ([]Span, bool) {
	for _, w := range strings.Fields(attr) {
		w = markupWord(w)
		f := fieldKey(w)
		if proseLabels[f] || f == "" {
			continue
		}
		if markupWhole[f] {
			return d.nameValue(s, from, to, out), true
		}
		// A whole name's other keys ("contact", "owner", "member") are a
		// page's style classes as often: parts alone.
		if part, _ := nameKey(w); part {
			return d.namePart(s, from, to, out), true
		}
	}
	return out, false
}

// markupThings are the keys, as fieldKey writes them, of markup fields that
// hold a firm, a place or a post: schema.org's worksFor, affiliation,
// memberOf, jobTitle and PostalAddress parts, hCard's org, adr and its parts.
// A person the rules find inside one is none (thingcolumns.go reads them).
var markupThings = map[string]bool{"org": true, "organization": true, "organisation": true,
	"organization name": true, "organisation name": true, "organization unit": true, "company": true,
	"employer": true, "works for": true, "affiliation": true, "member of": true, "brand": true, "legal name": true,
	"locality": true, "address locality": true, "street address": true, "address": true, "adr": true,
	"region": true, "address region": true, "country": true, "country name": true, "address country": true,
	"postal code": true, "extended address": true, "job title": true, "role": true}

// markupThingCells are the byte ranges, within line, of the text of the
// elements whose itemprop, class or property keys a firm, a place or a post.
func markupThingCells(line string) [][2]int {
	if !strings.Contains(line, "</") {
		return nil
	}
	var out [][2]int
	for _, m := range markupElement.FindAllStringSubmatchIndex(line, -1) {
		if line[m[2]:m[3]] != line[m[8]:m[9]] {
			continue
		}
	attrs:
		for _, a := range markupAttr.FindAllStringSubmatchIndex(line[m[4]:m[5]], -1) {
			if !markupKeys[strings.ToLower(line[m[4]+a[2]:m[4]+a[3]])] {
				continue
			}
			for _, w := range strings.Fields(line[m[4]+a[4] : m[4]+a[5]]) {
				if markupThings[fieldKey(markupWord(w))] {
					out = append(out, [2]int{m[6], m[7]})
					break attrs
				}
			}
		}
	}
	return out
}

// markupWord is an attribute's word without its RDFa vocabulary prefix
// ("schema:familyName") or microformats2 prefix ("p-given-name").
func markupWord(w string) string {
	if i := strings.LastIndexByte(w, ':'); i >= 0 {
		w = w[i+1:]
	}
	for _, p := range []string{"p-", "u-", "vcard-"} {
		w = strings.TrimPrefix(w, p)
	}
	return w
}
