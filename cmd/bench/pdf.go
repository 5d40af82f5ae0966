package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/sync/pass"
)

// pdfSample is the two-page Chromium-printed test PDF the 100-page book is made of.
const pdfSample = "internal/convert/testdata/handbook.pdf"

// benchPDF measures PDF conversion in pages per second (pdftotext alone, then
// the whole converter: pdftotext -bbox-layout plus our layout to Markdown),
// and a 100-page PDF end to end in chunks per second: upload (convert, store
// the original), then the sync pass (chunk, local embeddings, write).
func benchPDF(ctx context.Context, out io.Writer) error {
	book, pages, err := hundredPages(ctx)
	if err != nil {
		return err
	}
	conv, err := convert.New(convert.Options{})
	if err != nil {
		return err
	}
	const rounds = 5
	if _, err := conv.Convert(ctx, book, "book.pdf", ""); err != nil { // warm the page cache and the binary
		return err
	}
	start := time.Now()
	for range rounds {
		cmd := exec.CommandContext(ctx, "pdftotext", "-bbox-layout", "-enc", "UTF-8", "-", "-")
		cmd.Stdin = bytes.NewReader(book)
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("pdftotext: %w", err)
		}
	}
	rawTime := time.Since(start) / rounds
	var md string
	start = time.Now()
	for range rounds {
		res, err := conv.Convert(ctx, book, "book.pdf", "")
		if err != nil {
			return err
		}
		md = res.Markdown
	}
	convTime := time.Since(start) / rounds

	b, err := newUploadBench(ctx, "pdf", pass.UploadOptions{Converter: conv, DefaultMaxBytes: 64 << 20})
	if err != nil {
		return err
	}
	defer b.drop()
	pool, ws, svc, p := b.pool, b.ws, b.svc, b.pass
	start = time.Now()
	up, err := svc.Upload(ctx, ws, uuid.Nil, []pass.UploadFile{{Name: "book.pdf", Content: book}})
	if err != nil {
		return err
	}
	uploadTime := time.Since(start)
	res, err := p.Run(ctx, ws, up.SourceID)
	if err != nil {
		return err
	}
	total := time.Since(start)
	var located int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM document_chunks WHERE workspace_id = $1 AND location_kind = 'page'
/* all readers: the benchmark counts its own scratch chunks */`, ws).Scan(&located); err != nil {
		return err
	}

	fmt.Fprintf(out, "\n### PDF conversion and ingestion (%d-page PDF, %d KiB, %d KiB of Markdown)\n\n", pages, len(book)>>10, len(md)>>10)
	fmt.Fprintln(out, "| step | pages | chunks | seconds | pages/s | chunks/s |")
	fmt.Fprintln(out, "|---|---:|---:|---:|---:|---:|")
	fmt.Fprintf(out, "| pdftotext -bbox-layout alone (mean of %d) | %d | | %.3f | %.0f | |\n", rounds, pages, rawTime.Seconds(), float64(pages)/rawTime.Seconds())
	fmt.Fprintf(out, "| convert to Markdown (pdftotext + layout; mean of %d) | %d | | %.3f | %.0f | |\n", rounds, pages, convTime.Seconds(), float64(pages)/convTime.Seconds())
	fmt.Fprintf(out, "| upload (convert + store original and text) | %d | | %.3f | %.0f | |\n", pages, uploadTime.Seconds(), float64(pages)/uploadTime.Seconds())
	fmt.Fprintf(out, "| end to end: upload + sync pass (chunk, embed, write) | %d | %d | %.3f | %.0f | %.0f |\n",
		pages, res.ChunksWritten, total.Seconds(), float64(pages)/total.Seconds(), float64(res.ChunksWritten)/total.Seconds())
	if located != res.ChunksWritten {
		return fmt.Errorf("bench: %d of %d chunks carry a page", located, res.ChunksWritten)
	}
	return benchOCRAndRealPDFs(ctx, out, conv)
}

// scanSample is the image-only test page (a Chromium print of a PNG).
const scanSample = "internal/convert/testdata/scanned.pdf"

// benchOCRAndRealPDFs measures OCR (a 10-page scanned PDF: pdftoppm at 200
// dpi, then tesseract per page) and the conversion of the scorecard's real
// PDFs (testdata/third_party), whose layouts are not ours.
func benchOCRAndRealPDFs(ctx context.Context, out io.Writer, conv *convert.Converter) error {
	dir, err := os.MkdirTemp("", "ks-bench-ocr")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	args := make([]string, 0, 11)
	for range 10 {
		args = append(args, scanSample)
	}
	scanPath := filepath.Join(dir, "scans.pdf")
	if msg, err := exec.CommandContext(ctx, "pdfunite", append(args, scanPath)...).CombinedOutput(); err != nil {
		return fmt.Errorf("pdfunite: %v: %s", err, msg)
	}
	scans, err := os.ReadFile(scanPath)
	if err != nil {
		return err
	}
	start := time.Now()
	res, err := conv.Convert(ctx, scans, "scans.pdf", "")
	if err != nil {
		return fmt.Errorf("OCR bench: %w", err)
	}
	ocrTime := time.Since(start)
	if res.OCRPages != 10 {
		return fmt.Errorf("OCR bench: %d of 10 pages read", res.OCRPages)
	}
	files, err := filepath.Glob("internal/convert/testdata/third_party/*/*.pdf")
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no real PDFs under internal/convert/testdata/third_party (%v)", err)
	}
	pages := 0
	var realTime time.Duration
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		start := time.Now()
		r, err := conv.Convert(ctx, b, filepath.Base(f), "")
		realTime += time.Since(start)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		pages += r.Pages
	}
	fmt.Fprintf(out, "| OCR: 10 scanned pages (pdftoppm 200 dpi + tesseract, mean confidence %.0f%%) | 10 | | %.3f | %.1f | |\n",
		res.OCRConfidence, ocrTime.Seconds(), 10/ocrTime.Seconds())
	fmt.Fprintf(out, "| convert %d real PDFs of the scorecard (outline, tables, furniture) | %d | | %.3f | %.0f | |\n",
		len(files), pages, realTime.Seconds(), float64(pages)/realTime.Seconds())
	return nil
}

// hundredPages joins 50 copies of the two-page sample with pdfunite
// (poppler-utils) into a 100-page PDF.
func hundredPages(ctx context.Context) ([]byte, int, error) {
	dir, err := os.MkdirTemp("", "ks-bench-pdf")
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(dir)
	args := make([]string, 0, 51)
	for range 50 {
		args = append(args, pdfSample)
	}
	outPath := filepath.Join(dir, "book.pdf")
	if msg, err := exec.CommandContext(ctx, "pdfunite", append(args, outPath)...).CombinedOutput(); err != nil {
		return nil, 0, fmt.Errorf("pdfunite (poppler-utils; run from the repository root): %v: %s", err, msg)
	}
	b, err := os.ReadFile(outPath)
	return b, 100, err
}
