package config

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

const testKey = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8"

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoadRefusesToStartWithoutEncryptionKey(t *testing.T) {
	_, err := Load(env(map[string]string{}))
	if err == nil || !strings.Contains(err.Error(), "ENCRYPTION_KEY") {
		t.Fatalf("err = %v, want one naming ENCRYPTION_KEY", err)
	}
}

func TestLoadNamesEveryMalformedValue(t *testing.T) {
	_, err := Load(env(map[string]string{
		"ENCRYPTION_KEY": "short", "SYNC_INTERVAL": "soon", "WORKERS": "maybe", "PUBLIC_URL": "localhost",
	}))
	if err == nil {
		t.Fatal("malformed configuration was accepted")
	}
	for _, name := range []string{"ENCRYPTION_KEYS", "SYNC_INTERVAL", "WORKERS", "PUBLIC_URL"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

// Every typed setting is refused with the variable's name and what it must be;
// SHUTDOWN_GRACE alone may be zero.
func TestLoadSaysWhyATypedValueIsRefused(t *testing.T) {
	for _, tc := range []struct{ name, value, want string }{
		{"WORKERS", "maybe", "WORKERS must be true or false"},
		{"MAX_BODY_BYTES", "lots", "MAX_BODY_BYTES must be a non-negative integer"},
		{"SYNC_INTERVAL", "0s", "SYNC_INTERVAL must be a positive duration such as 30s or 1h"},
		{"SHUTDOWN_GRACE", "-1s", "SHUTDOWN_GRACE must be a duration such as 0s, 30s or 2m"},
	} {
		t.Run("refuses "+tc.name+"="+tc.value, func(t *testing.T) {
			_, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, tc.name: tc.value}))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "SHUTDOWN_GRACE": "0s", "WORKERS": "false"}))
	if err != nil || c.ShutdownGrace != 0 || c.Workers {
		t.Fatalf("SHUTDOWN_GRACE=0s WORKERS=false: %v, grace %v, workers %v", err, c.ShutdownGrace, c.Workers)
	}
}

func TestLoadDefaultsAndKeyRing(t *testing.T) {
	c, err := Load(env(map[string]string{"ENCRYPTION_KEYS": testKey + "," + testKey}))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.EncryptionKeys) != 2 || len(c.EncryptionKeys[0]) != 32 {
		t.Fatalf("key ring = %d keys", len(c.EncryptionKeys))
	}
	if !c.LocalAccounts || !c.Offline() || c.ChatDefaultModel != c.ChatModels[0] {
		t.Fatalf("defaults wrong: %+v", c)
	}
}

func TestLogAttrsMaskSecrets(t *testing.T) {
	c, err := Load(env(map[string]string{
		"ENCRYPTION_KEY": testKey, "OPENAI_API_KEY": "sk-live-123",
		"DATABASE_URL": "postgres://app:hunter2@db:5432/ks",
	}))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, a := range c.LogAttrs() {
		b.WriteString(fmt.Sprint(a))
	}
	for _, secret := range []string{"sk-live-123", "hunter2", testKey} {
		if strings.Contains(b.String(), secret) {
			t.Fatalf("log attrs leak %q: %s", secret, b.String())
		}
	}
}

func TestEmbeddingEndpointIsSeparateFromChat(t *testing.T) {
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "OPENAI_API_KEY": "sk-chat", "OPENAI_BASE_URL": "http://chat.test/v1"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.EmbeddingAPIKey != "sk-chat" || c.EmbeddingBaseURL != "http://chat.test/v1" {
		t.Errorf("without EMBEDDING_* the chat endpoint is used: %q %q", c.EmbeddingAPIKey, c.EmbeddingBaseURL)
	}
	c, err = Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "EMBEDDER": "openai",
		"EMBEDDING_API_KEY": "sk-emb-456", "EMBEDDING_BASE_URL": "http://127.0.0.1:11434/v1"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.EmbeddingAPIKey != "sk-emb-456" || c.EmbeddingBaseURL != "http://127.0.0.1:11434/v1" || !c.Offline() {
		t.Errorf("embedding endpoint %q %q, offline chat %v", c.EmbeddingAPIKey, c.EmbeddingBaseURL, c.Offline())
	}
	if strings.Contains(fmt.Sprint(c.LogAttrs()), "sk-emb-456") {
		t.Error("log attrs leak the embedding key")
	}
	if _, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "EMBEDDER": "openai"})); err == nil {
		t.Error("openai embedder without any key loaded")
	}
}

func TestLocalClusterURLsCarryTheGeneratedPasswords(t *testing.T) {
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "KS_PG_PASSWORD": "pg-Secret_1234567", "DEMO_DB_PASSWORD": "demo-Secret_12345", "KS_PG_PORT": "6543"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.DatabaseURL != "postgres://postgres:pg-Secret_1234567@127.0.0.1:6543/knowledgestack?sslmode=disable" {
		t.Fatalf("DATABASE_URL default %q", c.DatabaseURL)
	}
	if c.DemoDatabaseURL != "postgres://demo_reader:demo-Secret_12345@127.0.0.1:6543/demo_business?sslmode=disable" {
		t.Fatalf("DEMO_DATABASE_URL default %q", c.DemoDatabaseURL)
	}
	c, err = Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "KS_PG_PASSWORD": "x", "DATABASE_URL": "postgres://app:pw@db/ks"}))
	if err != nil || c.DatabaseURL != "postgres://app:pw@db/ks" {
		t.Fatalf("an explicit DATABASE_URL must win: %q %v", c.DatabaseURL, err)
	}
}

func TestLoadAccountSettings(t *testing.T) {
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Signup != SignupOpen || c.SessionMaxAge != 30*24*time.Hour || c.SessionIdleTimeout > c.SessionMaxAge {
		t.Fatalf("defaults: signup %q, idle %s, max %s", c.Signup, c.SessionIdleTimeout, c.SessionMaxAge)
	}
	_, err = Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "SIGNUP": "sometimes",
		"SESSION_IDLE_TIMEOUT": "48h", "SESSION_MAX_AGE": "24h", "DEMO_PASSWORD": "short"}))
	for _, name := range []string{"SIGNUP", "SESSION_IDLE_TIMEOUT", "DEMO_PASSWORD"} {
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestLoadBlamesTheVariableThatIsOutOfBounds(t *testing.T) {
	cases := []struct {
		name, value string
		// others are variables the message must not blame for this one.
		others []string
	}{
		{"MAX_BODY_BYTES", "0", []string{"UPLOAD_MAX_BYTES"}},
		{"UPLOAD_MAX_BYTES", "0", []string{"MAX_BODY_BYTES"}},
		{"MAX_MODEL_CALLS", "0", []string{"COMPACT_TURNS", "COMPACT_TOKENS", "TURNS_PER_MINUTE"}},
		{"COMPACT_TURNS", "1", []string{"MAX_MODEL_CALLS", "COMPACT_TOKENS", "TURNS_PER_MINUTE"}},
		{"COMPACT_TOKENS", "999", []string{"MAX_MODEL_CALLS", "COMPACT_TURNS", "TURNS_PER_MINUTE"}},
		{"TURNS_PER_MINUTE", "0", []string{"MAX_MODEL_CALLS", "COMPACT_TURNS", "COMPACT_TOKENS"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, tc.name: tc.value}))
			if err == nil {
				t.Fatalf("%s=%s was accepted", tc.name, tc.value)
			}
			if !strings.Contains(err.Error(), tc.name+" must be at least") {
				t.Errorf("error does not blame %s: %v", tc.name, err)
			}
			for _, o := range tc.others {
				if strings.Contains(err.Error(), o) {
					t.Errorf("error blames %s for %s: %v", o, tc.name, err)
				}
			}
		})
	}
}

func TestLoadReportsAMalformedNumberOnce(t *testing.T) {
	_, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "MAX_BODY_BYTES": "-5"}))
	if err == nil || strings.Count(err.Error(), "MAX_BODY_BYTES") != 1 {
		t.Fatalf("err = %v, want MAX_BODY_BYTES named once", err)
	}
}

func TestLoadRequiresBothHalvesOfAClientPair(t *testing.T) {
	cases := []struct{ set, missing string }{
		{"NOTION_CLIENT_ID", "NOTION_CLIENT_SECRET"},
		{"NOTION_CLIENT_SECRET", "NOTION_CLIENT_ID"},
		{"ATLASSIAN_CLIENT_ID", "ATLASSIAN_CLIENT_SECRET"},
		{"ATLASSIAN_CLIENT_SECRET", "ATLASSIAN_CLIENT_ID"},
		{"GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"},
		{"GOOGLE_CLIENT_SECRET", "GOOGLE_CLIENT_ID"},
	}
	for _, tc := range cases {
		t.Run(tc.set+" alone", func(t *testing.T) {
			_, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, tc.set: "x"}))
			if err == nil || !strings.Contains(err.Error(), tc.missing+" is required when "+tc.set+" is set") {
				t.Fatalf("err = %v, want %s named as missing", err, tc.missing)
			}
		})
	}
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey,
		"ATLASSIAN_CLIENT_ID": "a", "ATLASSIAN_CLIENT_SECRET": "b", "NOTION_CLIENT_ID": "c", "NOTION_CLIENT_SECRET": "d"}))
	if err != nil || c.AtlassianClientSecret != "b" || c.NotionClientID != "c" {
		t.Fatalf("complete pairs refused: %v", err)
	}
}

// A stale-turn window past 45 s would break the promise that a dead process's
// turn fails within a minute (it fails within 4/3 of the window).
func TestTurnStaleAfterKeepsTheMinute(t *testing.T) {
	for _, v := range []string{"2s", "46s", "5m"} {
		if _, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "TURN_STALE_AFTER": v})); err == nil ||
			!strings.Contains(err.Error(), "TURN_STALE_AFTER must be 3s to 45s") {
			t.Errorf("TURN_STALE_AFTER=%s: %v", v, err)
		}
	}
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "TURN_STALE_AFTER": "45s"}))
	if err != nil || c.TurnStaleAfter != 45*time.Second {
		t.Fatalf("45s: %v %v", c.TurnStaleAfter, err)
	}
}

// The shares of ADR 0053: defaults, and an account ceiling that could reach
// the global one is refused by name.
func TestLoadShares(t *testing.T) {
	c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey}))
	if err != nil {
		t.Fatal(err)
	}
	want := Shares{WorkspacesPerAccount: 3, AccountMonthlyTokenLimit: 5_000_000, UploadsPerMinute: 10, ConversionsPerReplica: 2,
		ConversionsPerUser: 2, WorkspaceStorageBytes: 1 << 30}
	if c.Shares != want {
		t.Fatalf("shares %+v, want %+v", c.Shares, want)
	}
	_, err = Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "ACCOUNT_MONTHLY_TOKEN_LIMIT": "100000000"}))
	if err == nil || !strings.Contains(err.Error(), "ACCOUNT_MONTHLY_TOKEN_LIMIT must be below GLOBAL_MONTHLY_TOKEN_LIMIT (100000000)") {
		t.Fatalf("an account ceiling equal to the global one: %v", err)
	}
	if _, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "ACCOUNT_MONTHLY_TOKEN_LIMIT": "100000000",
		"GLOBAL_MONTHLY_TOKEN_LIMIT": "0"})); err != nil {
		t.Fatalf("no global ceiling: %v", err)
	}
	_, err = Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "CONVERSIONS_PER_REPLICA": "0", "UPLOADS_PER_MINUTE": "0"}))
	if err == nil || !strings.Contains(err.Error(), "CONVERSIONS_PER_REPLICA must be at least 1") || !strings.Contains(err.Error(), "UPLOADS_PER_MINUTE must be at least 1") {
		t.Fatalf("zero upload limits: %v", err)
	}
}
