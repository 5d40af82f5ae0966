// Package convert turns the files companies keep (PDF, DOCX, PPTX, XLSX,
// CSV, HTML, Markdown, plain text, and scans as PNG, JPEG or TIFF, read by
// OCR like a PDF's pages without a text layer) into the Markdown
// that internal/chunk splits, keeping their structure: headings, lists and
// tables. Where a file has pages, slides or sheets, the Markdown carries
// anchor lines (see [PageMarker]) that a [Tracker] turns into each chunk's
// [Location], so a citation can name "page 4" and link into the original.
//
// Every input is hostile: ZIP containers are opened with limits on entries,
// size and ratio, pdftotext runs as a child process under a memory and time
// limit, and every refusal is an [*Error] whose text is a sentence a user can
// act on. The entry point, [Converter.Convert], takes bytes plus a file name
// and content type, so any connector can use it.
package convert
