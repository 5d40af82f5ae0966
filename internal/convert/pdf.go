package convert

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// findPDFToText resolves the pdftotext binary of poppler-utils.
func findPDFToText(bin string) (string, error) {
	if bin == "" {
		bin = "pdftotext"
	}
	p, err := exec.LookPath(bin)
	if err != nil {
		return "", fmt.Errorf("convert: pdftotext (Debian package poppler-utils) is needed to read PDFs: %w", err)
	}
	return p, nil
}

// mayHaveOutline reports whether a PDF can hold an outline: its catalog
// names /Outlines, in the open or inside a compressed object stream. Most
// PDFs without one are read without starting pdftohtml at all.
func mayHaveOutline(data []byte) bool {
	return bytes.Contains(data, []byte("/Outlines")) || bytes.Contains(data, []byte("/ObjStm"))
}

// findPoppler resolves another poppler-utils tool, beside pdftotext first.
func findPoppler(pdftotext, name string) string {
	if p, err := exec.LookPath(filepath.Join(filepath.Dir(pdftotext), name)); err == nil {
		return p
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	return ""
}

// pdfStderrMax bounds what is kept of pdftotext's complaints.
const pdfStderrMax = 8 << 10

// convertPDF checks the PDF's ends, runs pdftotext -bbox-layout in a child
// process (memory-capped with ulimit -v, killed at the deadline; the PDF goes
// in on stdin, the XHTML comes out on a pipe parsed as it streams) and lays
// the words out as Markdown.
func (c *Converter) convertPDF(ctx context.Context, data []byte) (Result, error) {
	head := data[:min(len(data), 1024)]
	if !bytes.Contains(head, []byte("%PDF-")) {
		return Result{}, errorf(Malformed, "is not a PDF: it does not start with the %%PDF- header")
	}
	tail := data[max(0, len(data)-2048):]
	if !bytes.Contains(tail, []byte("%%EOF")) {
		return Result{}, errorf(Truncated, "is truncated: the end of the PDF is missing; upload the complete file")
	}
	// ulimit applies to the shell, which exec replaces with pdftotext.
	script := fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, c.lim.PDFMemory>>10)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", script, c.pdftotext, "-bbox-layout", "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(data)
	var stderr bytes.Buffer
	cmd.Stderr = &limitedBuffer{buf: &stderr, max: pdfStderrMax}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return Result{}, fmt.Errorf("pdftotext: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return Result{}, fmt.Errorf("pdftotext: %w", err)
	}
	doc, perr := parseLayout(out, c.lim.OutputBytes)
	if perr != nil {
		_ = cmd.Process.Kill()
		_, _ = io.Copy(io.Discard, out)
	}
	werr := cmd.Wait()
	if ctx.Err() != nil {
		return Result{}, ctx.Err()
	}
	if werr != nil {
		return Result{}, pdfFailure(werr, stderr.String())
	}
	if perr != nil {
		var ce *Error
		if errors.As(perr, &ce) {
			return Result{}, ce
		}
		return Result{}, errorf(Malformed, "could not be read as a PDF: pdftotext's output was not understood")
	}
	if strings.Contains(stderr.String(), "Couldn't read xref table") && doc.letters() == 0 {
		return Result{}, errorf(Truncated, "is damaged: its cross-reference table cannot be read; upload the complete file")
	}
	res := Result{Pages: len(doc.pages)}
	var scanned []int
	if c.tesseract != "" && c.pdftoppm != "" {
		for i, p := range doc.pages {
			if p.letters() < minLetters && len(scanned) < c.lim.OCRPages {
				scanned = append(scanned, i+1)
			}
		}
	}
	var outline []outlineEntry
	var ocr map[int]ocrPage
	wantOutline := c.pdftohtml != "" && mayHaveOutline(data)
	wantWeights := c.pdftohtml != "" && doc.wantsWeights()
	var ruling []int
	if c.pdftocairo != "" {
		ruling = doc.rulingCandidates()
	}
	if wantOutline || wantWeights || len(ruling) > 0 || len(scanned) > 0 {
		dir, err := os.MkdirTemp("", "ks-pdf-")
		if err != nil {
			return Result{}, err
		}
		defer os.RemoveAll(dir)
		path := filepath.Join(dir, "in.pdf")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			return Result{}, err
		}
		if wantOutline {
			outline = c.readOutline(ctx, path)
		}
		if wantWeights && len(outline) == 0 {
			// Without an outline, bold lines at body size may be the headings.
			if runs := c.readWeights(ctx, path); runs != nil {
				doc.applyWeights(runs)
			}
		}
		for n, rs := range c.readRules(ctx, path, ruling) {
			doc.pages[n-1].rules = rs
		}
		if len(scanned) > 0 {
			// OCR gets half the conversion's time; pages it has not reached
			// by then stay unread rather than failing the whole file.
			octx, cancel := context.WithTimeout(ctx, c.lim.Timeout/2)
			ocr, _ = c.ocrPDFPages(octx, path, scanned)
			cancel()
			if ctx.Err() != nil {
				return Result{}, ctx.Err()
			}
		}
	}
	words, conf := 0, 0.0
	for _, p := range ocr {
		if p.words > 0 {
			res.OCRPages++
			words += p.words
			conf += p.conf * float64(p.words)
		}
	}
	if words > 0 {
		res.OCRConfidence = conf / float64(words)
	}
	if doc.letters() < minLetters && words == 0 {
		msg := NoTextLayerMessage
		if c.tesseract != "" {
			msg = NoTextReadMessage
		}
		return res, &Error{Kind: NoTextLayer, Msg: msg}
	}
	res.Markdown = doc.markdown(ctx, c.lim.OutputBytes, outline, ocr)
	if ctx.Err() != nil {
		return Result{}, ctx.Err()
	}
	return res, nil
}

// minLetters is the fewest letters or digits a PDF must yield to count as
// having a text layer; fewer is a scan (perhaps with a stamped page number).
const minLetters = 16

// pdfFailure turns pdftotext's exit into a sentence. Its exit codes: 1 the
// file could not be opened (damaged, or a password is needed), 3 permission
// to copy text is refused.
func pdfFailure(err error, stderr string) error {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return fmt.Errorf("pdftotext: %w", err)
	}
	switch {
	case strings.Contains(stderr, "Incorrect password"):
		return &Error{Kind: EncryptedFile, Msg: EncryptedMessage}
	case ee.ExitCode() == 3:
		// The file opens, but its owner forbids copying text: one policy,
		// the author's permission is honoured and the file kept unindexed,
		// with a sentence that says so (it is not a scan, nor locked).
		return &Error{Kind: CopyForbidden, Msg: CopyForbiddenMessage}
	case ee.ExitCode() == 1:
		return errorf(Malformed, "could not be opened as a PDF: the file is damaged")
	case ee.ExitCode() < 0:
		return errorf(TooLarge, "needed more memory than allowed to read; split it into smaller files")
	}
	return fmt.Errorf("pdftotext exited with %s: %s", strconv.Itoa(ee.ExitCode()), firstLine(stderr))
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// limitedBuffer keeps the first max bytes written and drops the rest.
type limitedBuffer struct {
	buf *bytes.Buffer
	max int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		l.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
