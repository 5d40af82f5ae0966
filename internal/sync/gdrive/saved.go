package gdrive

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"knowledgestack/internal/convert"
)

// RenderSaved renders a saved Drive export or download the way a pass
// does: a Doc's HTML export (.html, or any file starting with markup)
// through DocMarkdown; an XLSX (Sheet export), PPTX (Slides export), PDF,
// DOCX, CSV, text or Markdown file through the converter. conv may be nil
// for a Doc export.
func RenderSaved(ctx context.Context, conv *convert.Converter, name string, data []byte) (string, error) {
	head := bytes.ToLower(bytes.TrimSpace(data[:min(len(data), 512)]))
	ext := strings.ToLower(filepath.Ext(name))
	if ext == ".html" || ext == ".htm" || bytes.HasPrefix(head, []byte("<html")) || bytes.HasPrefix(head, []byte("<!doctype html")) {
		return docMarkdown(File{Name: filepath.Base(name)}, data)
	}
	if conv == nil {
		return "", errors.New("a converter is needed for files other than Doc exports")
	}
	res, err := conv.Convert(ctx, data, name, "")
	var ce *convert.Error
	if errors.As(err, &ce) {
		return "", fmt.Errorf("%s: %s", filepath.Base(name), ce.Msg)
	}
	return res.Markdown, err
}
