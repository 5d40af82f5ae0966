package convert

import (
	"bytes"
	"strings"
	"unicode/utf8"

	htmltomarkdown "github.com/JohannesKaufmann/html-to-markdown/v2"
)

// convertText reads Markdown, plain text and HTML: UTF-8 only (a byte-order
// mark is dropped, CRLF becomes LF); HTML goes through html-to-markdown.
func convertText(data []byte, f Format) (Result, error) {
	switch {
	case bytes.IndexByte(data, 0) >= 0:
		return Result{}, errorf(Malformed, "looks binary (it contains NUL bytes); upload text files")
	case !utf8.Valid(data):
		return Result{}, errorf(Encoding, "is not valid UTF-8 text")
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if f == HTML {
		md, err := htmltomarkdown.ConvertString(text)
		if err != nil {
			return Result{}, errorf(Malformed, "could not be converted from HTML to Markdown")
		}
		text = md
	}
	return Result{Markdown: text}, nil
}
