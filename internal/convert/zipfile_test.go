package convert

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"hash/crc32"
	"runtime"
	"strings"
	"testing"
)

func zipWith(t *testing.T, add func(z *zip.Writer)) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	add(z)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func kindOf(t *testing.T, err error) Kind {
	t.Helper()
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v, want a *convert.Error", err)
	}
	return ce.Kind
}

func TestZipLimits(t *testing.T) {
	c := newConverter(t)
	ctx := context.Background()
	t.Run("too many entries", func(t *testing.T) {
		data := zipWith(t, func(z *zip.Writer) {
			for i := range 5001 {
				w, _ := z.Create("word/x" + strings.Repeat("a", i%7) + string(rune('a'+i%26)) + "/" + strings.Repeat("b", i/26) + ".xml")
				_, _ = w.Write([]byte("x"))
			}
		})
		_, err := c.Convert(ctx, data, "many.docx", "")
		if kindOf(t, err) != ZipBomb || !strings.Contains(err.Error(), "entries") {
			t.Errorf("got %v", err)
		}
	})
	t.Run("a header that lies about the size is caught while reading, with memory bounded", func(t *testing.T) {
		// 64 MiB of spaces stored under a header claiming 1 KiB inflated.
		var raw bytes.Buffer
		fw, _ := zip.NewWriter(&raw).CreateHeader(&zip.FileHeader{Name: "x"}) // just to have a deflater
		_ = fw
		payload := []byte("<w:document><w:body>" + strings.Repeat(" ", 64<<20) + "</w:body></w:document>")
		var comp bytes.Buffer
		dz := zip.NewWriter(&comp)
		w, _ := dz.Create("tmp")
		_, _ = w.Write(payload)
		_ = dz.Close()
		zr, _ := zip.NewReader(bytes.NewReader(comp.Bytes()), int64(comp.Len()))
		rawData, _ := zr.File[0].OpenRaw()
		var deflated bytes.Buffer
		_, _ = deflated.ReadFrom(rawData)
		data := zipWith(t, func(z *zip.Writer) {
			w, err := z.CreateRaw(&zip.FileHeader{Name: "word/document.xml", Method: zip.Deflate,
				CRC32: crc32.ChecksumIEEE(payload), CompressedSize64: uint64(deflated.Len()), UncompressedSize64: 1024})
			if err != nil {
				t.Fatal(err)
			}
			_, _ = w.Write(deflated.Bytes())
		})
		payload = nil
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := c.Convert(ctx, data, "liar.docx", "")
		runtime.ReadMemStats(&after)
		if k := kindOf(t, err); k != ZipBomb && k != Malformed {
			t.Errorf("got %s: %v", k, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
			t.Errorf("allocated %d MiB converting a lying 64 MiB entry", grew>>20)
		}
	})
	t.Run("the committed bomb is refused before inflating", func(t *testing.T) {
		data := read(t, "bomb.docx")
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := c.Convert(ctx, data, "bomb.docx", "")
		runtime.ReadMemStats(&after)
		if kindOf(t, err) != ZipBomb {
			t.Errorf("got %v", err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
			t.Errorf("allocated %d MiB refusing a 24 MiB bomb", grew>>20)
		}
	})
	t.Run("an xlsx renamed .docx is named as another format", func(t *testing.T) {
		_, err := c.Convert(ctx, read(t, "prices.xlsx"), "prices.docx", "")
		if kindOf(t, err) != Malformed || !strings.Contains(err.Error(), "no word/document.xml") {
			t.Errorf("got %v", err)
		}
	})
	t.Run("a docx whose document part is not XML names the part", func(t *testing.T) {
		data := zipWith(t, func(z *zip.Writer) {
			w, _ := z.Create("word/document.xml")
			_, _ = w.Write([]byte("<w:document><w:body></w:p></w:document>"))
		})
		_, err := c.Convert(ctx, data, "broken.docx", "")
		if kindOf(t, err) != Malformed || !strings.Contains(err.Error(), "the part word/document.xml is not well-formed XML") {
			t.Errorf("got %v", err)
		}
	})
	t.Run("a truncated docx", func(t *testing.T) {
		data := read(t, "policy.docx")
		_, err := c.Convert(ctx, data[:len(data)/2], "policy.docx", "")
		if kindOf(t, err) != Truncated {
			t.Errorf("got %v", err)
		}
	})
}

func TestFormatOf(t *testing.T) {
	for in, want := range map[[2]string]Format{
		{"Report.PDF", ""}: PDF, {"x", "application/pdf"}: PDF, {"a.csv", ""}: CSV,
		{"deck", "application/vnd.openxmlformats-officedocument.presentationml.presentation"}: PPTX,
	} {
		if got, ok := FormatOf(in[0], in[1]); !ok || got != want {
			t.Errorf("FormatOf(%q, %q) = %q", in[0], in[1], got)
		}
	}
	if _, ok := FormatOf("old.doc", "application/msword"); ok {
		t.Error(".doc accepted")
	}
}
