package gdrive

import (
	"context"
	"errors"
	"fmt"
	"html"
	"net/url"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
)

// Kind is how the connector reads a Drive file.
type Kind string

// The kinds. Everything that is none of them is skipped and counted.
const (
	KindDoc    Kind = "doc"    // Google Doc: exported as HTML, converted to Markdown
	KindSheet  Kind = "sheet"  // Google Sheet: exported as XLSX, one table per sheet
	KindSlides Kind = "slides" // Google Slides: exported as PPTX, one section per slide
	KindStored Kind = "stored" // PDF, Office, CSV, text, Markdown, HTML: downloaded and converted
	KindSkip   Kind = ""
)

// KindOf says how a file is read; folders and shortcuts are KindSkip.
func KindOf(f File) Kind {
	switch f.MimeType {
	case MimeDoc:
		return KindDoc
	case MimeSheet:
		return KindSheet
	case MimeSlides:
		return KindSlides
	}
	if strings.HasPrefix(f.MimeType, googleAppsPrefix) {
		return KindSkip // forms, drawings, sites, folders, shortcuts…
	}
	if _, ok := convert.FormatOf(f.Name, f.MimeType); ok {
		return KindStored
	}
	return KindSkip
}

// ExportLimit is Google's cap on an export (files.export refuses larger
// results with exportSizeLimitExceeded); reads stop a little above it.
const ExportLimit = 10 << 20

// Content turns Drive files into Markdown.
type Content struct {
	Converter *convert.Converter
	// MaxDownload bounds a stored file's bytes (default 64 MiB).
	MaxDownload int64
}

// Reader is the part of the client Content needs.
type Reader interface {
	Export(ctx context.Context, id, mime string, limit int64) ([]byte, error)
	Download(ctx context.Context, id string, limit int64) ([]byte, error)
}

// UnreadableError is a file that exists but gives no text: its Reason is
// the document's status, a sentence for the user.
type UnreadableError struct{ Reason string }

// Error is the reason, as the user reads it.
func (e *UnreadableError) Error() string { return e.Reason }

// Markdown reads and converts one file. A file Google will not export
// (over 10 MB), one larger than MaxDownload, or one the converter refuses
// is an *UnreadableError; other errors are the client's.
func (c Content) Markdown(ctx context.Context, r Reader, f File) (string, error) {
	maxDown := c.MaxDownload
	if maxDown <= 0 {
		maxDown = 64 << 20
	}
	var data []byte
	var name, mime string
	var err error
	switch KindOf(f) {
	case KindDoc:
		data, err = r.Export(ctx, f.ID, "text/html", ExportLimit+1<<20)
		if err == nil {
			return docMarkdown(f, data)
		}
	case KindSheet:
		data, err = r.Export(ctx, f.ID, mimeXLSX, ExportLimit+1<<20)
		name, mime = "export.xlsx", mimeXLSX
	case KindSlides:
		data, err = r.Export(ctx, f.ID, mimePPTX, ExportLimit+1<<20)
		name, mime = "export.pptx", mimePPTX
	case KindStored:
		if n, ok := parseSize(f.Size); ok && n > maxDown {
			return "", &UnreadableError{Reason: fmt.Sprintf("%s is larger than the %d MiB read limit", f.Name, maxDown>>20)}
		}
		data, err = r.Download(ctx, f.ID, maxDown)
		name, mime = f.Name, f.MimeType
	default:
		return "", &UnreadableError{Reason: fmt.Sprintf("%s: files of type %s are not indexed", f.Name, f.MimeType)}
	}
	switch {
	case reasonOf(err) == "exportSizeLimitExceeded" || (errs.Is(err, errs.TooLarge) && KindOf(f) != KindStored):
		return "", &UnreadableError{Reason: fmt.Sprintf("Google Drive exports at most 10 MB and %s is larger; split it to have it indexed", f.Name)}
	case errs.Is(err, errs.TooLarge):
		return "", &UnreadableError{Reason: fmt.Sprintf("%s is larger than the %d MiB read limit", f.Name, maxDown>>20)}
	case reasonOf(err) == "fileNotDownloadable" || reasonOf(err) == "cannotDownloadFile":
		return "", &UnreadableError{Reason: fmt.Sprintf("%s: its owner does not allow downloading it", f.Name)}
	case refused(err):
		return "", &UnreadableError{Reason: refusal(f, err)}
	case err != nil:
		return "", err
	}
	res, err := c.Converter.Convert(ctx, data, name, mime)
	var ce *convert.Error
	if errors.As(err, &ce) {
		return "", &UnreadableError{Reason: f.Name + ": " + ce.Msg}
	}
	if err != nil {
		return "", err
	}
	return res.Markdown, nil
}

// refused reports a Drive answer about this one file that no retry or new
// token changes: a 400 or 403 (rate limits are retried before this, 401
// refreshes the grant, 404 is a deleted file).
func refused(err error) bool {
	switch statusOf(err) {
	case 400, 403, 409, 410, 422:
		return true
	}
	return false
}

// exportRestricted are Drive's reasons for "the owner turned off
// download, print and copy for viewers", which also stops export.
var exportRestricted = map[string]bool{"cannotExportFile": true, "exportRestricted": true, "cannotDownloadFile": true,
	"fileNotDownloadable": true, "insufficientFilePermissions": true, "forbidden": true}

// refusal names what Drive said, in a sentence for the sources page: the
// owner's export restriction, else the provider's own reason and message.
func refusal(f File, err error) string {
	var ae *httpclient.APIError
	asAPIError(err, &ae)
	reason := reasonOf(err)
	if ae.Status == 403 && exportRestricted[reason] && KindOf(f) != KindStored {
		return f.Name + ": the file's owner does not allow export (Drive: " + reason + ")"
	}
	msg := strings.TrimSpace(ae.Message)
	if r := []rune(msg); len(r) > 200 {
		msg = string(r[:200]) + "…"
	}
	what := "export"
	if KindOf(f) == KindStored {
		what = "download"
	}
	out := fmt.Sprintf("%s: Google Drive refused the %s (%d", f.Name, what, ae.Status)
	if reason != "" {
		out += " " + reason
	}
	if msg != "" {
		out += ": " + msg
	}
	return out + ")"
}

func parseSize(s string) (int64, bool) {
	var n int64
	if s == "" {
		return 0, false
	}
	for _, r := range s {
		if r < '0' || r > '9' || n > 1<<50 {
			return 0, false
		}
		n = n*10 + int64(r-'0')
	}
	return n, true
}

// docMarkdown converts a Doc's HTML export, refusing an export that is
// not UTF-8 or yields more text than a document may hold.
func docMarkdown(f File, data []byte) (string, error) {
	if !utf8.Valid(data) {
		return "", &UnreadableError{Reason: f.Name + ": Google sent an export that is not UTF-8"}
	}
	md, err := DocMarkdown(string(data))
	if err != nil {
		return "", &UnreadableError{Reason: f.Name + ": its HTML export could not be read"}
	}
	if len(md) > MaxDocMarkdown {
		return "", &UnreadableError{Reason: fmt.Sprintf("%s holds more than %d MiB of text; split it to have it indexed", f.Name, MaxDocMarkdown>>20)}
	}
	if strings.TrimSpace(md) == "" {
		return "", &UnreadableError{Reason: f.Name + ": is empty"}
	}
	return md, nil
}

func urlUnescape(s string) (string, error) { return url.QueryUnescape(html.UnescapeString(s)) }
