package convert

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"strings"
	"testing"
)

// TestOCR: a scanned PDF (Chromium printed an image-only page; see
// testdata/src) and the PNG it was printed from are read by tesseract, with
// the page anchor, the note that OCR read them and its confidence.
func TestOCR(t *testing.T) {
	c := newConverter(t)
	for _, file := range []string{"scanned.pdf", "scan.png"} {
		t.Run(file, func(t *testing.T) {
			res, err := c.Convert(context.Background(), read(t, file), file, "")
			if err != nil {
				t.Fatalf("convert: %v", err)
			}
			for _, w := range []string{"<!-- ks:page 1 -->", "*Text read by OCR (mean word confidence", "Scanned expense report", "total 412 EUR"} {
				if !strings.Contains(res.Markdown, w) {
					t.Errorf("Markdown lacks %q:\n%s", w, res.Markdown)
				}
			}
			if res.Pages != 1 || res.OCRPages != 1 || res.OCRConfidence < 80 {
				t.Errorf("pages %d, OCR pages %d, confidence %.1f", res.Pages, res.OCRPages, res.OCRConfidence)
			}
		})
	}
	t.Run("a PDF with a text layer is not OCR'd", func(t *testing.T) {
		res, err := c.Convert(context.Background(), read(t, "handbook.pdf"), "handbook.pdf", "")
		if err != nil || res.OCRPages != 0 || strings.Contains(res.Markdown, "read by OCR") {
			t.Fatalf("OCR pages %d (%v)", res.OCRPages, err)
		}
	})
}

// TestOCRRefusals: images OCR cannot or must not read get their sentences.
func TestOCRRefusals(t *testing.T) {
	c := newConverter(t)
	blank := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range blank.Pix {
		blank.Pix[i] = 0xff
	}
	var white bytes.Buffer
	if err := png.Encode(&white, blank); err != nil {
		t.Fatal(err)
	}
	huge := pngHeader(100_000, 100_000)
	for _, tc := range []struct {
		name string
		data []byte
		kind Kind
		says string
	}{
		{"blank.png", white.Bytes(), NoTextLayer, "OCR read no words in this image"},
		{"notes.png", []byte("not a picture at all"), Malformed, "is not a PNG image"},
		{"photo.jpg", white.Bytes(), Malformed, "is not a JPEG image"},
		{"poster.png", huge, TooLarge, "100000×100000 pixels, more than the 40 megapixels"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := c.Convert(context.Background(), tc.data, tc.name, "")
			var ce *Error
			if !errors.As(err, &ce) || ce.Kind != tc.kind || !strings.Contains(ce.Error(), tc.says) {
				t.Fatalf("err = %v, want %s saying %q", err, tc.kind, tc.says)
			}
		})
	}
	t.Run("without tesseract a scan is stored unread with a sentence saying so", func(t *testing.T) {
		c, err := New(Options{Tesseract: "/nonexistent/tesseract"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Convert(context.Background(), read(t, "scanned.pdf"), "scanned.pdf", "")
		var ce *Error
		if !errors.As(err, &ce) || ce.Kind != NoTextLayer || !ce.Storable() || ce.Error() != NoTextLayerMessage {
			t.Fatalf("err = %v", err)
		}
		_, err = c.Convert(context.Background(), read(t, "scan.png"), "scan.png", "")
		if !errors.As(err, &ce) || ce.Kind != Unsupported || !strings.Contains(ce.Error(), "OCR (tesseract) is not installed") {
			t.Fatalf("image: %v", err)
		}
	})
}

// pngHeader is the start of a PNG claiming w×h pixels: a decompression bomb
// is refused from its header, before any pixel is read.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 17)
	copy(ihdr, "IHDR")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	ihdr[12], ihdr[13] = 8, 0 // 8-bit greyscale
	_ = binary.Write(&b, binary.BigEndian, uint32(13))
	b.Write(ihdr)
	_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(ihdr))
	return b.Bytes()
}
