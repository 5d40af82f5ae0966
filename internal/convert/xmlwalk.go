package convert

import "encoding/xml"

// attr is the value of a start element's attribute by local name ("" when absent).
func attr(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// inElement reads the element whose start tag dec has just returned, through
// its end tag, and keeps the nesting depth so that the DOCX and PPTX readers
// need not. start sees each start tag inside and reports whether it read that
// element through its end itself (a nested reader, Skip), which the depth must
// not count; other, when set, sees every other token inside: end tags and
// character data.
func inElement(dec *xml.Decoder, start func(xml.StartElement) (consumed bool, err error), other func(xml.Token)) error {
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			consumed, err := start(t)
			if err != nil {
				return err
			}
			if !consumed {
				depth++
			}
			continue
		case xml.EndElement:
			if depth == 0 {
				return nil
			}
			depth--
		}
		if other != nil {
			other(tok)
		}
	}
}

// attrNS is the value of a start element's attribute by namespace and local name.
func attrNS(se xml.StartElement, space, local string) string {
	for _, a := range se.Attr {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}
