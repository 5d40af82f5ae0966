package convert

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
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

// multiPageTIFF writes a TIFF of 8-bit grey pages, uncompressed, one
// directory per page, the way a scanner's multi-page output is laid out
// (x/image/tiff writes a single page).
func multiPageTIFF(t testing.TB, pages ...image.Image) []byte {
	t.Helper()
	le := binary.LittleEndian
	out := []byte("II*\x00\x00\x00\x00\x00")
	prevNext := 4 // where the offset of the next directory is written
	for _, img := range pages {
		b := img.Bounds()
		pix := make([]byte, 0, b.Dx()*b.Dy())
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				pix = append(pix, color.GrayModel.Convert(img.At(x, y)).(color.Gray).Y)
			}
		}
		strip := len(out)
		out = append(out, pix...)
		if len(out)%2 == 1 {
			out = append(out, 0)
		}
		dir := len(out)
		le.PutUint32(out[prevNext:], uint32(dir))
		entries := [][3]uint32{{256, 4, uint32(b.Dx())}, {257, 4, uint32(b.Dy())}, {258, 3, 8}, {259, 3, 1}, {262, 3, 1},
			{273, 4, uint32(strip)}, {277, 3, 1}, {278, 4, uint32(b.Dy())}, {279, 4, uint32(len(pix))}}
		out = le.AppendUint16(out, uint16(len(entries)))
		for _, e := range entries {
			out = le.AppendUint16(out, uint16(e[0]))
			out = le.AppendUint16(out, uint16(e[1]))
			out = le.AppendUint32(out, 1)
			if e[1] == 3 {
				out = le.AppendUint16(out, uint16(e[2]))
				out = le.AppendUint16(out, 0)
			} else {
				out = le.AppendUint32(out, e[2])
			}
		}
		prevNext = len(out)
		out = le.AppendUint32(out, 0)
	}
	return out
}

// TestOCRMultiPageTIFF: a scanner's two-page TIFF is read page by page,
// each page's text under its own anchor (Go's decoders and the converter
// before read page 1 only).
func TestOCRMultiPageTIFF(t *testing.T) {
	c := newConverter(t)
	var imgs []image.Image
	for _, name := range []string{"scan.png", "scan2.png"} {
		img, err := png.Decode(bytes.NewReader(read(t, name)))
		if err != nil {
			t.Fatal(err)
		}
		imgs = append(imgs, img)
	}
	res, err := c.Convert(context.Background(), multiPageTIFF(t, imgs...), "scans.tiff", "")
	if err != nil {
		t.Fatal(err)
	}
	md := res.Markdown
	p1, p2 := strings.Index(md, "<!-- ks:page 1 -->"), strings.Index(md, "<!-- ks:page 2 -->")
	if p1 < 0 || p2 < 0 || res.Pages != 2 || res.OCRPages != 2 {
		t.Fatalf("pages %d, OCR pages %d:\n%s", res.Pages, res.OCRPages, md)
	}
	if i := strings.Index(md, "total 412 EUR"); i < p1 || i > p2 {
		t.Errorf("page 1's text is not under page 1:\n%s", md)
	}
	if i := strings.Index(md, "hotel invoice of 238 EUR"); i < p2 {
		t.Errorf("page 2's text is not under page 2:\n%s", md)
	}
	if strings.Count(md, "*Text read by OCR") != 2 {
		t.Errorf("each page should say it was read by OCR:\n%s", md)
	}
	t.Run("more pages than OCR reads in a file are refused by count", func(t *testing.T) {
		small := image.NewGray(image.Rect(0, 0, 4, 4))
		many := make([]image.Image, 51)
		for i := range many {
			many[i] = small
		}
		_, err := c.Convert(context.Background(), multiPageTIFF(t, many...), "many.tiff", "")
		var ce *Error
		if !errors.As(err, &ce) || ce.Kind != TooLarge || !strings.Contains(ce.Msg, "has 51 pages") {
			t.Errorf("got %v", err)
		}
	})
	t.Run("a later page over the pixel cap is refused before OCR", func(t *testing.T) {
		data := multiPageTIFF(t, imgs[0], image.NewGray(image.Rect(0, 0, 1, 1)))
		// Page 2's directory claims 100,000 × 100,000 pixels.
		pages, _ := tiffPages(data)
		if len(pages) != 2 {
			t.Fatalf("pages %v", pages)
		}
		i := bytes.LastIndex(data, []byte{0, 1, 4, 0, 1, 0, 0, 0, 1, 0, 0, 0}) // ImageWidth = 1
		binary.LittleEndian.PutUint32(data[i+8:], 100000)
		binary.LittleEndian.PutUint32(data[i+20:], 100000)
		_, err := c.Convert(context.Background(), data, "bomb.tiff", "")
		var ce *Error
		if !errors.As(err, &ce) || ce.Kind != TooLarge || !strings.Contains(ce.Msg, "page 2 is 100000×100000 pixels") {
			t.Errorf("got %v", err)
		}
	})
}
