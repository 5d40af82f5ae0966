package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/sync/confluence"
	"knowledgestack/internal/sync/gdrive"
	"knowledgestack/internal/sync/notion"
	"knowledgestack/internal/sync/slack"
)

// runRender implements `api render notion|confluence|slack|gdrive FILE`: it prints the
// Markdown the connector produces for a saved API response, the support
// tool for "why does my page look like this". Skipped block types and
// macros are listed on stderr.
func runRender(args []string, stdout io.Writer) error {
	if len(args) != 2 {
		return errors.New("usage: api render notion|confluence|slack|gdrive FILE")
	}
	data, err := os.ReadFile(args[1])
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	skipped := func(what string) { fmt.Fprintf(os.Stderr, "render: skipped unsupported %s\n", what) }
	var md string
	switch args[0] {
	case "notion":
		md, err = notion.RenderSaved(data, func(t string) { skipped("block type " + t) })
	case "confluence":
		md, err = confluence.RenderSaved(data, func(m string) { skipped("macro " + m) })
	case "slack":
		// A saved conversations.replies response: the thread document.
		md, err = slack.RenderSaved(data, func(m string) { fmt.Fprintf(os.Stderr, "render: skipped %s\n", m) })
	case "gdrive":
		// A saved files.export (a Doc's HTML, a Sheet's XLSX, Slides' PPTX) or alt=media download.
		conv, cerr := convert.New(convert.Options{})
		if cerr != nil {
			return fmt.Errorf("render: %w", cerr)
		}
		md, err = gdrive.RenderSaved(context.Background(), conv, args[1], data)
	default:
		return fmt.Errorf("render: unknown provider %q (want notion, confluence, slack or gdrive)", args[0])
	}
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	_, err = io.WriteString(stdout, md)
	return err
}
