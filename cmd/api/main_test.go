package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestServeRefusesToStartWithoutEncryptionKey(t *testing.T) {
	var stderr bytes.Buffer
	err := run(context.Background(), []string{"serve"}, func(string) string { return "" }, nil, &bytes.Buffer{}, &stderr)
	if err == nil || !strings.Contains(err.Error(), "ENCRYPTION_KEY") {
		t.Fatalf("err = %v, want a refusal naming ENCRYPTION_KEY", err)
	}
}

func TestUnknownCommandIsRefused(t *testing.T) {
	env := map[string]string{"ENCRYPTION_KEY": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"}
	err := run(context.Background(), []string{"frobnicate"}, func(k string) string { return env[k] }, nil, &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "frobnicate") {
		t.Fatalf("err = %v", err)
	}
}
