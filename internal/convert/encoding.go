package convert

import (
	"bytes"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/saintfish/chardet"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode/utf32"

	xunicode "golang.org/x/text/encoding/unicode"
)

// Text files (CSV, plain text, Markdown, HTML) arrive in whatever encoding
// the program that saved them used: Excel writes CP932 in Japan, GB18030 in
// China, Windows-1252 in Western Europe, UTF-16 for "Unicode text". The
// evidence is read in this order, strongest first (ADR 0049):
//
//  1. a byte-order mark (UTF-8, UTF-16, UTF-32) names the encoding;
//  2. bytes that are valid UTF-8 are UTF-8 (random legacy text almost never is);
//  3. UTF-16 without a mark shows as NUL bytes in every other position;
//  4. otherwise ICU's detector (github.com/saintfish/chardet, a Go port of
//     ICU's CharsetDetector) rates the legacy encodings by their byte
//     statistics; those, and a fixed list of the encodings spreadsheet
//     programs write, are decoded, a decoding that leaves a byte unmapped
//     or makes control characters is dropped, and the rest are scored by
//     the detector's confidence plus how plausible the text they give is
//     (plausibility below), since on a short file the detector's
//     statistics alone are noise: a 43-byte Shift_JIS CSV rates
//     Windows-1254 first.
//
// A file that none of them explains is refused with a sentence that says so.

// detectSample is how much of a file the detector reads: its statistics
// settle within a few kilobytes, and the whole file is decoded anyway.
const detectSample = 64 << 10

// fallbackEncodings are candidates whatever the detector says: the
// encodings spreadsheet programs write by default.
var fallbackEncodings = []struct {
	name string
	enc  encoding.Encoding
}{
	{"shift_jis", japanese.ShiftJIS},
	{"euc-jp", japanese.EUCJP},
	{"euc-kr", korean.EUCKR},
	{"big5", traditionalchinese.Big5},
	{"gb18030", simplifiedchinese.GB18030},
	{"windows-1252", charmap.Windows1252},
}

// decodeText returns the file's text as UTF-8 with CRLF folded to LF, and
// the name of the encoding it was read in.
func decodeText(data []byte) (text, enc string, err error) {
	if name, e, n := byteOrderMark(data); e != nil {
		s, ok := decodeClean(data[n:], e)
		if !ok {
			return "", "", errorf(Encoding, "starts with a %s byte-order mark but is not valid %s text; save it again as UTF-8", name, name)
		}
		return crlf(s), name, nil
	}
	if utf8.Valid(data) {
		if bytes.IndexByte(data, 0) >= 0 {
			if name, e := utf16Guess(data); e != nil {
				if s, ok := decodeClean(data, e); ok {
					return crlf(s), name, nil
				}
			}
			return "", "", errorf(Malformed, "looks binary (it contains NUL bytes); upload text files")
		}
		if bytes.Contains(data, []byte("\x1b$B")) || bytes.Contains(data, []byte("\x1b$@")) {
			// 7-bit ISO-2022-JP (old mail, some exports) is valid UTF-8 byte
			// for byte; its escape sequences give it away.
			if s, ok := decodeClean(data, japanese.ISO2022JP); ok {
				return crlf(s), "iso-2022-jp", nil
			}
		}
		return crlf(string(data)), "utf-8", nil
	}
	if name, e := utf16Guess(data); e != nil {
		if s, ok := decodeClean(data, e); ok {
			return crlf(s), name, nil
		}
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", "", errorf(Malformed, "looks binary (it contains NUL bytes); upload text files")
	}
	if line, mixed := mostlyUTF8(data); mixed {
		return "", "", errorf(Encoding, "mixes encodings: most of it is UTF-8, but line %d holds bytes that are not UTF-8; save it again as UTF-8", line)
	}
	if s, name, ok := bestLegacy(data); ok {
		return crlf(s), name, nil
	}
	return "", "", errorf(Encoding, "is not text in any encoding we read: from line %d it is not UTF-8, and no other encoding we know (UTF-16, Windows-1252, Shift_JIS, EUC-JP, EUC-KR, Big5, GB18030 and the ISO-8859 family) maps all its bytes to text; save it as UTF-8", firstInvalidLine(data))
}

// byteOrderMark recognises a leading byte-order mark: the encoding it names
// and the mark's length. UTF-32 is checked before UTF-16, whose mark it starts with.
func byteOrderMark(data []byte) (string, encoding.Encoding, int) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return "utf-8", xunicode.UTF8, 3
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE, 0, 0}):
		return "utf-32le", utf32.UTF32(utf32.LittleEndian, utf32.IgnoreBOM), 4
	case bytes.HasPrefix(data, []byte{0, 0, 0xFE, 0xFF}):
		return "utf-32be", utf32.UTF32(utf32.BigEndian, utf32.IgnoreBOM), 4
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return "utf-16le", xunicode.UTF16(xunicode.LittleEndian, xunicode.IgnoreBOM), 2
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return "utf-16be", xunicode.UTF16(xunicode.BigEndian, xunicode.IgnoreBOM), 2
	}
	return "", nil, 0
}

// utf16Guess recognises UTF-16 without a byte-order mark by its NUL bytes:
// text in Latin scripts has a zero high byte in most code units, so one
// parity of positions is mostly NUL and the other almost never is.
func utf16Guess(data []byte) (string, encoding.Encoding) {
	s := data[:min(len(data), detectSample)&^1]
	if len(s) < 4 {
		return "", nil
	}
	var even, odd int
	for i := 0; i+1 < len(s); i += 2 {
		if s[i] == 0 {
			even++
		}
		if s[i+1] == 0 {
			odd++
		}
	}
	units := len(s) / 2
	switch {
	case odd*4 >= units && even*20 < units:
		return "utf-16le", xunicode.UTF16(xunicode.LittleEndian, xunicode.IgnoreBOM)
	case even*4 >= units && odd*20 < units:
		return "utf-16be", xunicode.UTF16(xunicode.BigEndian, xunicode.IgnoreBOM)
	}
	return "", nil
}

// legacyEncoding maps a detector's charset name to a decoder; nil for the
// Unicode forms (handled before the detector runs) and for the EBCDIC
// code pages, which no one saves a CSV in.
func legacyEncoding(charset string) (string, encoding.Encoding) {
	name := strings.ToLower(charset)
	switch name {
	case "utf-8", "utf-16le", "utf-16be", "utf-32le", "utf-32be":
		return "", nil
	case "gb-18030":
		name = "gb18030"
	case "iso-8859-1":
		// WHATWG reads ISO-8859-1 as its superset Windows-1252, as browsers do.
		name = "windows-1252"
	}
	e, err := htmlindex.Get(name)
	if err != nil {
		return "", nil
	}
	return name, e
}

// decodeClean decodes data and reports whether every byte mapped to a
// character and none became a control character other than whitespace:
// a wrong guess shows as one or the other long before the end of a file.
func decodeClean(data []byte, e encoding.Encoding) (string, bool) {
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return "", false
	}
	s := string(out)
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			return "", false
		case r == '\t' || r == '\n' || r == '\r' || r == '\f':
		case unicode.IsControl(r):
			return "", false
		}
	}
	return s, true
}

// mostlyUTF8 reports a file that is UTF-8 with some lines in another
// encoding (a line pasted from a Latin-1 file): lines that hold multi-byte
// UTF-8 are at least as many as lines that are not UTF-8. Text in a legacy
// multi-byte encoding has a few byte pairs that happen to be valid UTF-8,
// but seldom a whole line, so it is not taken for mixed.
func mostlyUTF8(data []byte) (firstBad int, mixed bool) {
	utf8Lines, badLines := 0, 0
	for n, line := range bytes.Split(data, []byte("\n")) {
		switch {
		case !utf8.Valid(line):
			badLines++
			if firstBad == 0 {
				firstBad = n + 1
			}
		case len(line) > 0 && utf8.RuneCount(line) < len(line):
			utf8Lines++
		}
	}
	return firstBad, utf8Lines > 0 && utf8Lines >= badLines
}

// firstInvalidLine is the 1-based line of the first byte that is not UTF-8.
func firstInvalidLine(data []byte) int {
	for n, line := range bytes.Split(data, []byte("\n")) {
		if !utf8.Valid(line) {
			return n + 1
		}
	}
	return 1
}

func crlf(s string) string { return strings.ReplaceAll(s, "\r\n", "\n") }

// bestLegacy decodes data with every candidate encoding and returns the
// best-scoring clean decoding.
func bestLegacy(data []byte) (text, name string, ok bool) {
	// Candidates in a fixed order, so that ties (the detector rates several
	// encodings alike on a short file) always go the same way: the
	// fallback list first, then the detector's others by name.
	conf := map[string]int{}
	encs := map[string]encoding.Encoding{}
	var order, extra []string
	for _, f := range fallbackEncodings {
		encs[f.name] = f.enc
		order = append(order, f.name)
	}
	if results, err := chardet.NewTextDetector().DetectAll(data[:min(len(data), detectSample)]); err == nil {
		for _, r := range results {
			n, e := legacyEncoding(r.Charset)
			if e == nil {
				continue
			}
			if _, seen := encs[n]; !seen {
				encs[n] = e
				extra = append(extra, n)
			}
			conf[n] = max(conf[n], r.Confidence)
		}
	}
	sort.Strings(extra)
	order = append(order, extra...)
	best := -1.0
	for _, n := range order {
		s, clean := decodeClean(data, encs[n])
		if !clean {
			continue
		}
		if score := float64(conf[n])/100 + plausibility(s); score > best {
			text, name, ok, best = s, n, true, score
		}
	}
	return text, name, ok
}

// plausibility is the share of a decoding's non-ASCII characters that read
// as text: letters, and CJK punctuation. A wrong guess gives symbols (a
// single-byte code page reading Shift_JIS lead bytes as "‚" and "¢"),
// half-width katakana or private-use characters (CJK code pages reading
// Latin-1 accents), or a lone ideograph between two ASCII letters ("d汉o",
// a CJK code page pairing an accent with the letter after it). Text with
// no non-ASCII character is as plausible in any encoding (1).
func plausibility(s string) float64 {
	rs := []rune(s)
	total, good := 0, 0
	isASCIILetter := func(i int) bool {
		return i >= 0 && i < len(rs) && rs[i] < utf8.RuneSelf && unicode.IsLetter(rs[i])
	}
	for i, r := range rs {
		if r < utf8.RuneSelf {
			continue
		}
		total++
		switch {
		case r >= 0xFF61 && r <= 0xFF9F, unicode.Is(unicode.Co, r):
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			if !isASCIILetter(i-1) || !isASCIILetter(i+1) {
				good++
			}
		case unicode.IsLetter(r), r >= 0x3000 && r <= 0x303F, r >= 0xFF01 && r <= 0xFF60:
			good++
		}
	}
	if total == 0 {
		return 1
	}
	return float64(good) / float64(total)
}
