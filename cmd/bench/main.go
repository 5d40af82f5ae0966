// Command bench runs the product's benchmarks against the local PostgreSQL
// and prints one Markdown table per benchmark (make bench). Each benchmark
// works in its own scratch database, dropped at the end.
//
//	bench [ingest|retrieval|chat ...]   (default: all)
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

type benchmark struct {
	name string
	run  func(context.Context, io.Writer) error
}

func run(ctx context.Context, args []string, out io.Writer) error {
	all := []benchmark{
		{"ingest", benchIngest},
		{"retrieval", benchRetrieval},
		{"chat", benchChat},
	}
	chosen := all
	if len(args) > 0 {
		chosen = nil
		for _, a := range args {
			found := false
			for _, b := range all {
				if b.name == a {
					chosen, found = append(chosen, b), true
				}
			}
			if !found {
				return fmt.Errorf("unknown benchmark %q", a)
			}
		}
	}
	for _, b := range chosen {
		fmt.Fprintf(out, "\n## %s\n\n", b.name)
		start := time.Now()
		if err := b.run(ctx, out); err != nil {
			return fmt.Errorf("%s: %w", b.name, err)
		}
		fmt.Fprintf(out, "\n(%s took %s)\n", b.name, time.Since(start).Round(time.Second))
	}
	return nil
}
