package config

import (
	"fmt"
	"strings"
	"testing"
)

func TestTrustedProxies(t *testing.T) {
	for value, want := range map[string]string{
		"":                                     "[127.0.0.0/8 ::1/128]",
		"none":                                 "[]",
		"10.0.0.0/8, 192.0.2.7 ,2001:db8::/32": "[10.0.0.0/8 192.0.2.7/32 2001:db8::/32]",
		"10.1.2.3/8":                           "[10.0.0.0/8]",
		"::ffff:192.0.2.7":                     "[192.0.2.7/32]",
	} {
		c, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "TRUSTED_PROXIES": value}))
		if err != nil {
			t.Fatalf("%q: %v", value, err)
		}
		if got := fmt.Sprint(c.TrustedProxies); got != want {
			t.Errorf("API %q: %s, want %s", value, got, want)
		}
		w, err := LoadWeb(env(map[string]string{"TRUSTED_PROXIES": value}))
		if err != nil || fmt.Sprint(w.TrustedProxies) != want {
			t.Errorf("web %q: %v %v", value, w.TrustedProxies, err)
		}
	}
	for _, bad := range []string{"10.0.0.0/33", "proxy.internal", "fe80::1%eth0", "*"} {
		_, err := Load(env(map[string]string{"ENCRYPTION_KEY": testKey, "TRUSTED_PROXIES": bad}))
		if err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") || !strings.Contains(err.Error(), bad) {
			t.Errorf("API accepted %q: %v", bad, err)
		}
		if _, err := LoadWeb(env(map[string]string{"TRUSTED_PROXIES": bad})); err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
			t.Errorf("web accepted %q: %v", bad, err)
		}
	}
}
