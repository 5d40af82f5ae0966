package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/app"
	"knowledgestack/internal/config"
)

// runMCP is `api mcp --token ks_pat_…`: the MCP server over stdin and stdout,
// for clients that spawn a process instead of calling /mcp. It wires the same
// services as serve (no workers, no listener) and resolves the token against
// the database at start and on every call, as the HTTP route does. The token
// may come from KS_API_TOKEN instead of the flag, which other users of the
// machine can read in the process list.
func runMCP(ctx context.Context, cfg config.Config, log *slog.Logger, args []string, getenv func(string) string,
	stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	token := fs.String("token", "", "personal API token (ks_pat_…); default $KS_API_TOKEN")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("mcp: %w (usage: api mcp --token ks_pat_…)", err)
	}
	if *token == "" {
		*token = getenv("KS_API_TOKEN")
	}
	if *token == "" {
		return errors.New("mcp: a personal API token is required: --token ks_pat_… or KS_API_TOKEN (create one on the Tokens page)")
	}
	pool, err := openMigrated(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer pool.Close()
	a, err := app.New(ctx, cfg, log, pool, prometheus.NewRegistry(), app.Options{})
	if err != nil {
		return err
	}
	defer func() { _ = a.Close(context.WithoutCancel(ctx)) }()
	if err := a.MCP.RunStdio(ctx, *token, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout},
		MaxLineLength: int(cfg.MaxBodyBytes)}); err != nil {
		return fmt.Errorf("mcp: %w", err)
	}
	return nil
}

// nopWriteCloser lets the transport close its writer without closing stdout under us.
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
