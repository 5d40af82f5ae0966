package convert

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"path"
	"strings"
	"time"
)

// Format is a file format the converter reads.
type Format string

// The formats.
const (
	Markdown Format = "markdown"
	Text     Format = "text"
	HTML     Format = "html"
	PDF      Format = "pdf"
	DOCX     Format = "docx"
	PPTX     Format = "pptx"
	XLSX     Format = "xlsx"
	CSV      Format = "csv"
	PNG      Format = "png"  // read by OCR
	JPEG     Format = "jpeg" // read by OCR
	TIFF     Format = "tiff" // read by OCR
)

// Formats lists every format, in the order error messages name them.
var Formats = []Format{Markdown, Text, HTML, PDF, DOCX, PPTX, XLSX, CSV, PNG, JPEG, TIFF}

var byExt = map[string]Format{
	".md": Markdown, ".markdown": Markdown, ".txt": Text, ".html": HTML, ".htm": HTML,
	".pdf": PDF, ".docx": DOCX, ".pptx": PPTX, ".xlsx": XLSX, ".csv": CSV,
	".png": PNG, ".jpg": JPEG, ".jpeg": JPEG, ".tif": TIFF, ".tiff": TIFF,
}

var byType = map[string]Format{
	"text/markdown": Markdown, "text/x-markdown": Markdown, "text/plain": Text, "text/html": HTML,
	"application/pdf": PDF, "text/csv": CSV, "image/png": PNG, "image/jpeg": JPEG, "image/tiff": TIFF,
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document":   DOCX,
	"application/vnd.openxmlformats-officedocument.presentationml.presentation": PPTX,
	"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":         XLSX,
}

// ContentType is the MIME type a format is served with.
func (f Format) ContentType() string {
	switch f {
	case Markdown:
		return "text/markdown; charset=utf-8"
	case Text:
		return "text/plain; charset=utf-8"
	case HTML:
		return "text/html; charset=utf-8"
	case CSV:
		return "text/csv; charset=utf-8"
	}
	for t, g := range byType {
		if g == f && t != "text/csv" {
			return t
		}
	}
	return "application/octet-stream"
}

// Binary reports whether the format's original bytes are not text.
func (f Format) Binary() bool { return f != Markdown && f != Text && f != HTML && f != CSV }

// Image reports whether the format is a picture, read by OCR.
func (f Format) Image() bool { return f == PNG || f == JPEG || f == TIFF }

// Extensions lists the accepted file extensions, for messages and pickers.
func Extensions() []string {
	return []string{".md", ".markdown", ".txt", ".html", ".htm", ".pdf", ".docx", ".pptx", ".xlsx", ".csv", ".png", ".jpg", ".jpeg", ".tif", ".tiff"}
}

// FormatOf is the format of a file: by its extension, else by its content
// type (connectors whose items have no extension). ok is false for anything else.
func FormatOf(name, contentType string) (Format, bool) {
	if f, ok := byExt[strings.ToLower(path.Ext(name))]; ok {
		return f, true
	}
	if mt, _, err := mime.ParseMediaType(contentType); err == nil {
		if f, ok := byType[mt]; ok {
			return f, true
		}
	}
	return "", false
}

// Limits bound the work and memory of one conversion. Zero values take the defaults.
type Limits struct {
	ZipEntries    int           // entries a ZIP container may hold (default 5,000)
	ZipTotalBytes int64         // declared uncompressed size of all entries (default 256 MiB)
	ZipEntryBytes int64         // bytes read from any one entry (default 64 MiB)
	ZipRatio      int64         // largest uncompressed:compressed ratio of an entry over 1 MiB (default 100)
	OutputBytes   int           // Markdown produced (default 16 MiB); longer output is refused
	Cells         int           // spreadsheet cells read (default 1,000,000)
	PDFMemory     int64         // address space of the pdftotext process (default 1 GiB)
	Timeout       time.Duration // one conversion (default 60 s)
	// OCR: pages of one PDF read by OCR (default 50; later pages stay
	// unread), the deadline of one page (default 20 s) and the pixels of an
	// uploaded image (default 40 megapixels).
	OCRPages       int
	OCRPageTimeout time.Duration
	ImagePixels    int64
}

func (l Limits) withDefaults() Limits {
	def := func(v *int64, d int64) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&l.ZipTotalBytes, 256<<20)
	def(&l.ZipEntryBytes, 64<<20)
	def(&l.ZipRatio, 100)
	def(&l.PDFMemory, 1<<30)
	if l.ZipEntries <= 0 {
		l.ZipEntries = 5000
	}
	if l.OutputBytes <= 0 {
		l.OutputBytes = 16 << 20
	}
	if l.Cells <= 0 {
		l.Cells = 1_000_000
	}
	if l.Timeout <= 0 {
		l.Timeout = time.Minute
	}
	if l.OCRPages <= 0 {
		l.OCRPages = 50
	}
	if l.OCRPageTimeout <= 0 {
		l.OCRPageTimeout = 20 * time.Second
	}
	def(&l.ImagePixels, 40_000_000)
	return l
}

// Result is a converted file.
type Result struct {
	Format   Format
	Markdown string // anchor lines included; "" only with a stored-with-status error
	Pages    int    // pages of a PDF, slides of a PPTX, sheets of an XLSX, 1 for an image; 0 otherwise
	// OCRPages is how many pages were read by OCR, OCRConfidence their mean
	// word confidence (0-100); the Markdown says so before each such page.
	OCRPages      int
	OCRConfidence float64
	// Encoding is the character encoding a text format (Markdown, text,
	// HTML, CSV) was read in, as WHATWG names it ("utf-8", "shift_jis",
	// "utf-16le"); "" for the binary formats.
	Encoding string
}

// ContentType is the MIME type the original bytes are served with: a text
// format names the charset it was actually read in, so a Shift_JIS CSV is
// not downloaded labelled UTF-8.
func (r Result) ContentType() string {
	if r.Format.Binary() || r.Encoding == "" || r.Encoding == "utf-8" {
		return r.Format.ContentType()
	}
	mt, _, _ := strings.Cut(r.Format.ContentType(), ";")
	return mt + "; charset=" + r.Encoding
}

// Converter converts files. It is safe for concurrent use.
type Converter struct {
	lim        Limits
	pdftotext  string
	pdftohtml  string // "" reads PDFs without their outline
	pdftoppm   string // "" leaves scanned pages unread
	pdftocairo string // "" finds tables by word positions only
	tesseract  string // "" leaves scanned pages and images unread
	ocrLangs   string
}

// Options configure a Converter.
type Options struct {
	Limits Limits
	// PDFToText is the pdftotext binary (poppler-utils); "" looks it up on PATH.
	PDFToText string
	// Tesseract is the OCR binary (Debian's tesseract-ocr); "" looks it up on
	// PATH. Without it scanned PDFs are stored unread and images refused.
	Tesseract string
	// OCRLanguages are tesseract's language codes joined by "+" (default "eng").
	OCRLanguages string
}

// New returns a converter. It fails when pdftotext cannot be found, so a
// machine without poppler-utils stops at start-up rather than at the first PDF.
func New(opts Options) (*Converter, error) {
	bin, err := findPDFToText(opts.PDFToText)
	if err != nil {
		return nil, err
	}
	langs := opts.OCRLanguages
	if langs == "" {
		langs = "eng"
	}
	return &Converter{lim: opts.Limits.withDefaults(), pdftotext: bin, pdftohtml: findPoppler(bin, "pdftohtml"),
		pdftoppm: findPoppler(bin, "pdftoppm"), pdftocairo: findPoppler(bin, "pdftocairo"), tesseract: findTesseract(opts.Tesseract), ocrLangs: langs}, nil
}

// Limits returns the limits in effect, defaults filled.
func (c *Converter) Limits() Limits { return c.lim }

// Convert turns one file into Markdown. name (its extension) or contentType
// chooses the format. A file that cannot be converted returns an [*Error]
// naming why; when that error is [Error.Storable] (a PDF without a text
// layer, an encrypted PDF) the file is fine to keep, it just has no text.
func (c *Converter) Convert(ctx context.Context, data []byte, name, contentType string) (Result, error) {
	f, ok := FormatOf(name, contentType)
	if !ok {
		return Result{}, errorf(Unsupported, "is not a format we read; upload %s files", strings.Join(Extensions(), " "))
	}
	ctx, cancel := context.WithTimeout(ctx, c.lim.Timeout)
	defer cancel()
	var res Result
	var err error
	switch f {
	case Markdown, Text, HTML:
		res, err = convertText(data, f)
	case CSV:
		res, err = convertCSV(data, c.lim)
	case PDF:
		res, err = c.convertPDF(ctx, data)
	case DOCX:
		res, err = convertDOCX(data, c.lim)
	case PPTX:
		res, err = convertPPTX(data, c.lim)
	case XLSX:
		res, err = convertXLSX(data, c.lim)
	case PNG, JPEG, TIFF:
		res, err = c.convertImage(ctx, data, f)
	}
	res.Format = f
	if err != nil {
		var ce *Error
		if errors.As(err, &ce) {
			return res, ce
		}
		if ctx.Err() != nil {
			return res, errorf(TooSlow, "took longer than %s to convert; split it into smaller files", c.lim.Timeout)
		}
		return res, fmt.Errorf("convert %s: %w", f, err)
	}
	if len(res.Markdown) > c.lim.OutputBytes {
		return res, errorf(TooLarge, "holds more than %d MiB of text; split it into smaller files", c.lim.OutputBytes>>20)
	}
	if strings.TrimSpace(StripAnchors(res.Markdown)) == "" && f != PDF && !f.Image() {
		return res, errorf(Empty, "is empty")
	}
	return res, nil
}
