package convert

import (
	htmltomarkdown "github.com/JohannesKaufmann/html-to-markdown/v2"
)

// convertText reads Markdown, plain text and HTML in any encoding
// decodeText detects (a byte-order mark is dropped, CRLF becomes LF); HTML
// goes through html-to-markdown.
func convertText(data []byte, f Format) (Result, error) {
	text, enc, err := decodeText(data)
	if err != nil {
		return Result{}, err
	}
	if f == HTML {
		md, err := htmltomarkdown.ConvertString(text)
		if err != nil {
			return Result{}, errorf(Malformed, "could not be converted from HTML to Markdown")
		}
		text = md
	}
	return Result{Markdown: text, Encoding: enc}, nil
}
