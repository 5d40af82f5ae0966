// Command web serves the built single-page app and forwards /api/* to the API
// server, so the browser sees one origin and the session cookie stays
// first-party.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"knowledgestack/internal/config"
	"knowledgestack/internal/webui"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx); err != nil {
		slog.Error("web", "err", err)
		os.Exit(1)
	}
}

// run serves until ctx ends, then drains in-flight requests for up to 10 s.
func run(ctx context.Context) error {
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	cfg, err := config.LoadWebFromEnv()
	if err != nil {
		return err
	}
	bundle := webui.Bundle()
	if !webui.Built(bundle) {
		log.Warn("frontend not built: run make web; serving a placeholder page")
	}
	// Each API replica's /readyz every second: a replica that is shutting
	// down or stopped gets no new requests (docs/adr/0030).
	api := webui.NewReplicaProxy(cfg.APIURLs, log)
	api.TrustProxies(cfg.TrustedProxies)
	go api.Watch(ctx, time.Second)
	srv := &http.Server{
		Addr:    cfg.Addr,
		Handler: webui.NewMux(webui.Handler(bundle), api),
		// No WriteTimeout: chat answers stream for minutes over SSE.
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	errc := make(chan error, 1)
	go func() {
		log.Info("web listening", "addr", cfg.Addr, "api", cfg.APIInternalURL, "trusted_proxies", cfg.TrustedProxies)
		errc <- srv.ListenAndServe()
	}()
	select {
	case err := <-errc:
		return fmt.Errorf("listen: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}
