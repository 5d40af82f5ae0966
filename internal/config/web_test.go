package config

import "testing"

func TestLoadWeb(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	t.Run("fills defaults", func(t *testing.T) {
		w, err := LoadWeb(env(nil))
		if err != nil || w.Addr != ":8080" || w.APIInternalURL != "http://127.0.0.1:8081" {
			t.Fatalf("got %+v, %v", w, err)
		}
	})
	t.Run("reads both variables", func(t *testing.T) {
		w, err := LoadWeb(env(map[string]string{"WEB_ADDR": "127.0.0.1:9000", "API_INTERNAL_URL": "https://api.internal:8443"}))
		if err != nil || w.Addr != "127.0.0.1:9000" || w.APIInternalURL != "https://api.internal:8443" {
			t.Fatalf("got %+v, %v", w, err)
		}
	})
	t.Run("reads a list of replicas", func(t *testing.T) {
		w, err := LoadWeb(env(map[string]string{"API_INTERNAL_URL": "http://127.0.0.1:8081, http://127.0.0.1:8082,http://127.0.0.1:8081"}))
		if err != nil || len(w.APIURLs) != 2 || w.APIURLs[0].Host != "127.0.0.1:8081" || w.APIURLs[1].Host != "127.0.0.1:8082" {
			t.Fatalf("got %+v, %v", w.APIURLs, err)
		}
	})
	for _, bad := range []string{"127.0.0.1:8081", "ftp://x", "http://", "::", "http://a:1,", "http://a:1/x,http://b:1/y"} {
		t.Run("rejects API_INTERNAL_URL "+bad, func(t *testing.T) {
			if _, err := LoadWeb(env(map[string]string{"API_INTERNAL_URL": bad})); err == nil {
				t.Fatal("want an error")
			}
		})
	}
}
