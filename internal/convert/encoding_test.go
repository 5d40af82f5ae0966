package convert

import (
	"context"
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDecodeTextEncodings: each encoding a spreadsheet or editor saves
// text in is recognised and decoded, on a CSV of a few short lines.
func TestDecodeTextEncodings(t *testing.T) {
	ja := "品番,品名,単価\nA-100,ステンレス製ボルト,120\nA-200,六角ナット（小）,35\n"
	zh := "编号,名称,单价\n1,不锈钢螺栓,120\n2,六角螺母,35\n"
	zhTW := "編號,名稱,單價\n1,不鏽鋼螺栓,120\n2,六角螺帽,35\n"
	ko := "번호,이름,가격\n1,스테인리스 볼트,120\n2,육각 너트,35\n"
	fr := "Référence;Désignation;Prix\nR-1;Écrou à œil;3,50 €\nR-2;Rondelle « large »;0,20 €\n"
	for _, tc := range []struct {
		name, want, text string
		data             []byte
	}{
		{"UTF-8", "utf-8", ja, []byte(ja)},
		{"UTF-8 with BOM", "utf-8", ja, append([]byte("\xEF\xBB\xBF"), ja...)},
		{"UTF-16LE with BOM", "utf-16le", ja, encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), ja)},
		{"UTF-16BE with BOM", "utf-16be", fr, encode(t, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), fr)},
		{"UTF-16LE without BOM", "utf-16le", fr, encode(t, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), fr)},
		{"Windows-1252", "windows-1252", fr, encode(t, charmap.Windows1252, fr)},
		{"Shift_JIS (CP932)", "shift_jis", ja, encode(t, japanese.ShiftJIS, ja)},
		{"EUC-JP", "euc-jp", ja, encode(t, japanese.EUCJP, ja)},
		{"GB18030", "gb18030", zh, encode(t, simplifiedchinese.GB18030, zh)},
		{"Big5", "big5", zhTW, encode(t, traditionalchinese.Big5, zhTW)},
		{"EUC-KR", "euc-kr", ko, encode(t, korean.EUCKR, ko)},
		{"CRLF line ends", "shift_jis", ja, encode(t, japanese.ShiftJIS, strings.ReplaceAll(ja, "\n", "\r\n"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, enc, err := decodeText(tc.data)
			if err != nil {
				t.Fatalf("decodeText: %v", err)
			}
			if got != tc.text {
				t.Errorf("decoded as %s to %q, want %q", enc, got, tc.text)
			}
			if enc != tc.want {
				t.Errorf("encoding %s, want %s", enc, tc.want)
			}
		})
	}
}

// TestShiftJISCSVWithUTF8LookalikePairs is issue 31's CSV: a CP932 file
// whose half-width katakana (the furigana column business exports carry)
// form byte pairs that are valid UTF-8 (ﾃｽ is C3 BD, "ý" in UTF-8). It was
// refused as "mixes encodings"; it is read as the Shift_JIS it is.
func TestShiftJISCSVWithUTF8LookalikePairs(t *testing.T) {
	text := "社員番号,氏名,フリガナ,所属\n1001,山田太郎,ﾔﾏﾀﾞ ﾀﾛｳ,営業部\n1002,佐藤花子,ｻﾄｳ ﾊﾅｺ,経理部\n1003,鈴木一郎,ｽｽﾞｷ ｲﾁﾛｳ,ﾃｽﾄ課\n"
	data := encode(t, japanese.ShiftJIS, text)
	if !strings.Contains(string(data), "\xC3\xBD") {
		t.Fatal("test data lost its UTF-8 look-alike pair")
	}
	res, err := newConverter(t).Convert(context.Background(), data, "staff.csv", "")
	if err != nil {
		t.Fatalf("convert: %v", err)
	}
	for _, want := range []string{"| Row | 社員番号 | 氏名 | フリガナ | 所属 |", "| 2 | 1001 | 山田太郎 | ﾔﾏﾀﾞ ﾀﾛｳ | 営業部 |", "| 4 | 1003 | 鈴木一郎 | ｽｽﾞｷ ｲﾁﾛｳ | ﾃｽﾄ課 |"} {
		if !strings.Contains(res.Markdown, want) {
			t.Errorf("Markdown lacks %q:\n%s", want, res.Markdown)
		}
	}
}

// TestVendoredShiftJISCSV: a Shift_JIS CSV someone else made (nkmk's
// pandas examples), 43 bytes, too short for the detector's statistics alone.
func TestVendoredShiftJISCSV(t *testing.T) {
	data := read(t, "third_party/nkmk-csv/sample_header_shift_jis.csv")
	res, err := newConverter(t).Convert(context.Background(), data, "sample.csv", "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Markdown, "| 2 | あ | 12 | 13 | 14 |") || !strings.Contains(res.Markdown, "| 4 | う | 32 | 33 | 34 |") {
		t.Errorf("not decoded as Shift_JIS:\n%s", res.Markdown)
	}
	// The original is served as what it is, not labelled UTF-8.
	if got := res.ContentType(); got != "text/csv; charset=shift_jis" {
		t.Errorf("content type %q, want text/csv; charset=shift_jis", got)
	}
}

// TestTextFilesInLegacyEncodings: plain text and Markdown are decoded the same way.
func TestTextFilesInLegacyEncodings(t *testing.T) {
	c := newConverter(t)
	notes := "# Notes de réunion\n\nLe café coûte 2 € à l’étage.\n"
	for name, data := range map[string][]byte{
		"notes-1252.md":  encode(t, charmap.Windows1252, notes),
		"notes-utf16.md": encode(t, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), notes),
	} {
		res, err := c.Convert(context.Background(), data, name, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.Markdown != notes {
			t.Errorf("%s: %q, want %q", name, res.Markdown, notes)
		}
	}
}

// TestRefusesWhatNoEncodingExplains: bytes no encoding maps to text are
// refused, and the sentence names the line and the encodings tried.
func TestRefusesWhatNoEncodingExplains(t *testing.T) {
	data := []byte("id,name\n1,ok\n2,\x81\x7f\x9d\x8d\n")
	_, err := newConverter(t).Convert(context.Background(), data, "bad.csv", "")
	var ce *Error
	if !errors.As(err, &ce) || ce.Kind != Encoding {
		t.Fatalf("err = %v, want an encoding refusal", err)
	}
	for _, want := range []string{"from line 3 it is not UTF-8", "Shift_JIS", "save it as UTF-8"} {
		if !strings.Contains(ce.Error(), want) {
			t.Errorf("%q lacks %q", ce.Error(), want)
		}
	}
}
