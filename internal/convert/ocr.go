package convert

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/jpeg" // DecodeConfig reads JPEG dimensions
	_ "image/png"  // and PNG's
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	_ "golang.org/x/image/tiff" // and TIFF's
)

// OCR reads pages that hold only pictures of text: uploaded images (PNG,
// JPEG, TIFF) and the pages of a PDF without a text layer. Debian's
// tesseract-ocr reads them (pages of a PDF rasterised by poppler's pdftoppm
// at ocrDPI first), one child process per page under the same memory cap as
// pdftotext, each killed at its own deadline and all within the
// conversion's. A page that has a text layer is never OCR'd: the author's
// text beats a reading of its picture. The Markdown says which pages were
// read by OCR and with what confidence, so a reader of a citation knows.

// ocrDPI is the resolution PDF pages are rasterised at: tesseract reads body
// text best at 200-300 dpi; 200 keeps a page's bitmap under 4 MB (greyscale A4).
const ocrDPI = 200

// ocrPage is what tesseract read from one page.
type ocrPage struct {
	paragraphs []string
	conf       float64 // mean word confidence, 0-100
	words      int
}

// OCRNote is the line written before text read by OCR, with the mean word
// confidence tesseract gave it.
func OCRNote(conf float64) string {
	return fmt.Sprintf("*Text read by OCR (mean word confidence %d%%).*", int(math.Round(conf)))
}

func findTesseract(bin string) string {
	if bin == "" {
		bin = "tesseract"
	}
	p, err := exec.LookPath(bin)
	if err != nil {
		return ""
	}
	return p
}

// ocrFile runs tesseract on an image file of the given number of pages
// (a TIFF may hold several) within the per-page deadline times the pages,
// and returns what it read by page (1-based).
func (c *Converter) ocrFile(ctx context.Context, path string, pages int) (map[int]ocrPage, error) {
	ctx, cancel := context.WithTimeout(ctx, c.lim.OCRPageTimeout*time.Duration(max(pages, 1)))
	defer cancel()
	script := fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, c.lim.PDFMemory>>10)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", script, c.tesseract, path, "stdout", "-l", c.ocrLangs, "--psm", "3", "tsv")
	// One thread: the machine's cores serve other requests too.
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	var out, stderr bytes.Buffer
	cmd.Stdout = &limitedBuffer{buf: &out, max: c.lim.OutputBytes}
	cmd.Stderr = &limitedBuffer{buf: &stderr, max: pdfStderrMax}
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, errorf(TooSlow, "took longer than %s to read one page by OCR; upload a clearer or smaller scan", c.lim.OCRPageTimeout)
		}
		return nil, fmt.Errorf("tesseract: %w: %s", err, firstLine(stderr.String()))
	}
	return parseTSV(&out, pages), nil
}

// parseTSV reads tesseract's TSV: one row per word with its page, block,
// paragraph and line numbers and its confidence (-1 on non-word rows).
// Pages past the given count are not kept.
func parseTSV(r io.Reader, pages int) map[int]ocrPage {
	out := map[int]ocrPage{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var p ocrPage
	page := 0
	var para, line strings.Builder
	lastPar, lastLine := "", ""
	sum := 0.0
	flushPara := func() {
		if line.Len() > 0 {
			if para.Len() > 0 {
				para.WriteByte(' ')
			}
			para.WriteString(line.String())
			line.Reset()
		}
		if s := strings.TrimSpace(para.String()); s != "" {
			p.paragraphs = append(p.paragraphs, s)
		}
		para.Reset()
	}
	flushPage := func() {
		flushPara()
		if page > 0 && p.words > 0 {
			p.conf = sum / float64(p.words)
			out[page] = p
		}
		p, sum, lastPar, lastLine = ocrPage{}, 0, "", ""
	}
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) < 12 || f[0] != "5" {
			continue
		}
		conf, err := strconv.ParseFloat(f[10], 64)
		text := strings.TrimSpace(f[11])
		if err != nil || conf < 0 || text == "" {
			continue
		}
		if n, err := strconv.Atoi(f[1]); err == nil && n != page {
			flushPage()
			page = n
		}
		if page < 1 || page > pages {
			continue
		}
		parKey, lineKey := f[2]+"/"+f[3], f[4]
		if parKey != lastPar {
			flushPara()
		} else if lineKey != lastLine && line.Len() > 0 {
			if para.Len() > 0 {
				para.WriteByte(' ')
			}
			para.WriteString(line.String())
			line.Reset()
		}
		lastPar, lastLine = parKey, lineKey
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(text)
		sum += conf
		p.words++
	}
	flushPage()
	return out
}

// markdown writes a page read by OCR: the note, then its paragraphs.
func (p ocrPage) markdown(w *writer) {
	if p.words == 0 {
		return
	}
	w.block(OCRNote(p.conf))
	for _, s := range p.paragraphs {
		w.block(paragraph(s))
	}
}

// convertImage reads an uploaded picture by OCR, a page anchor before
// each page (a TIFF may hold several).
func (c *Converter) convertImage(ctx context.Context, data []byte, f Format) (Result, error) {
	if c.tesseract == "" {
		return Result{}, errorf(Unsupported, "is an image, and OCR (tesseract) is not installed on this server to read it")
	}
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || kind != string(f) {
		return Result{}, errorf(Malformed, "is not a %s image: its header cannot be read", strings.ToUpper(string(f)))
	}
	sizes := []tiffPage{{int64(cfg.Width), int64(cfg.Height)}}
	if f == TIFF {
		if sizes, _ = tiffPages(data); len(sizes) == 0 {
			return Result{}, errorf(Malformed, "is not a TIFF image: its pages cannot be read")
		}
		if len(sizes) > c.lim.OCRPages {
			return Result{}, errorf(TooLarge, "has %d pages, more than the %d OCR reads in one file; split it into smaller files", len(sizes), c.lim.OCRPages)
		}
	}
	for i, s := range sizes {
		if s.w*s.h > c.lim.ImagePixels {
			where := ""
			if len(sizes) > 1 {
				where = fmt.Sprintf("page %d ", i+1)
			}
			return Result{}, errorf(TooLarge, "%sis %d×%d pixels, more than the %d megapixels OCR reads; scale it down", where, s.w, s.h, c.lim.ImagePixels/1_000_000)
		}
	}
	dir, err := os.MkdirTemp("", "ks-ocr-")
	if err != nil {
		return Result{}, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "in."+string(f))
	if err := os.WriteFile(path, data, 0o600); err != nil {
		return Result{}, err
	}
	read, err := c.ocrFile(ctx, path, len(sizes))
	if err != nil {
		return Result{}, err
	}
	res := Result{Pages: len(sizes)}
	w := &writer{limit: c.lim.OutputBytes}
	words, conf := 0, 0.0
	for n := 1; n <= len(sizes); n++ {
		w.block(PageMarker(n))
		if p, ok := read[n]; ok {
			p.markdown(w)
			res.OCRPages++
			words += p.words
			conf += p.conf * float64(p.words)
		}
	}
	if words == 0 {
		return Result{Pages: len(sizes), OCRPages: len(sizes)}, &Error{Kind: NoTextLayer, Msg: NoTextInImageMessage}
	}
	res.OCRConfidence = conf / float64(words)
	res.Markdown = w.String()
	return res, nil
}

// ocrPDFPages rasterises the given pages of the PDF at path and reads them,
// stopping at the conversion's deadline; pages it could not read are absent.
func (c *Converter) ocrPDFPages(ctx context.Context, path string, pages []int) (map[int]ocrPage, error) {
	out := map[int]ocrPage{}
	dir := filepath.Dir(path)
	for _, n := range pages {
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		img := filepath.Join(dir, "page")
		pctx, cancel := context.WithTimeout(ctx, c.lim.OCRPageTimeout)
		script := fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, c.lim.PDFMemory>>10)
		cmd := exec.CommandContext(pctx, "/bin/sh", "-c", script, c.pdftoppm, "-r", strconv.Itoa(ocrDPI), "-gray", "-png",
			"-singlefile", "-f", strconv.Itoa(n), "-l", strconv.Itoa(n), path, img)
		err := cmd.Run()
		cancel()
		if err != nil {
			continue
		}
		read, err := c.ocrFile(ctx, img+".png", 1)
		_ = os.Remove(img + ".png")
		if err != nil {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			continue
		}
		out[n] = read[1]
	}
	return out, nil
}
