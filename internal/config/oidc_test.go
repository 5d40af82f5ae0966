package config

import (
	"strings"
	"testing"
)

func TestLoadOIDC(t *testing.T) {
	base := func(m map[string]string) map[string]string {
		out := map[string]string{"ENCRYPTION_KEY": testKey}
		for k, v := range m {
			out[k] = v
		}
		return out
	}
	full := map[string]string{"OIDC_ISSUER": "https://sso.northwind.example/realms/staff", "OIDC_CLIENT_ID": "ks", "OIDC_CLIENT_SECRET": "s3cret"}
	with := func(extra map[string]string) map[string]string {
		m := base(full)
		for k, v := range extra {
			m[k] = v
		}
		return m
	}

	t.Run("a complete configuration is enabled, with local accounts off by default", func(t *testing.T) {
		c, err := Load(env(with(map[string]string{"OIDC_ALLOWED_DOMAINS": "Northwind.example, @northwind.co.uk",
			"OIDC_AUTO_JOIN_WORKSPACE": "6f1c2a57-62a4-4d0e-9a55-2b5ad2f8a8f1", "OIDC_LABEL": "Sign in with Northwind SSO"})))
		if err != nil {
			t.Fatal(err)
		}
		if !c.OIDCEnabled() || c.LocalAccounts || c.OIDC.Issuer != "https://sso.northwind.example/realms/staff" ||
			c.OIDC.Label != "Sign in with Northwind SSO" || strings.Join(c.OIDC.AllowedDomains, ",") != "northwind.example,northwind.co.uk" ||
			c.OIDC.AutoJoinWorkspace.String() != "6f1c2a57-62a4-4d0e-9a55-2b5ad2f8a8f1" {
			t.Fatalf("%+v (local accounts %v)", c.OIDC, c.LocalAccounts)
		}
		for _, a := range c.LogAttrs() {
			if strings.Contains(strings.ToLower(a.(interface{ String() string }).String()), "s3cret") {
				t.Fatalf("the client secret is logged: %v", a)
			}
		}
	})
	t.Run("not configured: off, with the default label", func(t *testing.T) {
		c, err := Load(env(base(nil)))
		if err != nil || c.OIDCEnabled() || !c.LocalAccounts || c.OIDC.Label != DefaultOIDCLabel {
			t.Fatalf("%v %+v", err, c.OIDC)
		}
	})
	t.Run("plain http is accepted for a loopback issuer", func(t *testing.T) {
		for _, issuer := range []string{"http://127.0.0.1:5556", "http://localhost:8080/realms/dev", "http://[::1]:9000"} {
			if _, err := Load(env(with(map[string]string{"OIDC_ISSUER": issuer}))); err != nil {
				t.Errorf("%s: %v", issuer, err)
			}
		}
	})

	refusals := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"an http issuer on the network", with(map[string]string{"OIDC_ISSUER": "http://sso.northwind.example"}), "OIDC_ISSUER must be https"},
		{"an issuer that is no URL", with(map[string]string{"OIDC_ISSUER": "sso.northwind.example"}), "OIDC_ISSUER must be an absolute https URL"},
		{"an issuer with a query", with(map[string]string{"OIDC_ISSUER": "https://sso.example/?tenant=1"}), "OIDC_ISSUER must not carry a query"},
		{"an id without its secret", base(map[string]string{"OIDC_ISSUER": "https://sso.example", "OIDC_CLIENT_ID": "ks"}),
			"OIDC_CLIENT_SECRET is required when OIDC_CLIENT_ID is set"},
		{"a secret without its id", base(map[string]string{"OIDC_ISSUER": "https://sso.example", "OIDC_CLIENT_SECRET": "s"}),
			"OIDC_CLIENT_ID is required when OIDC_CLIENT_SECRET is set"},
		{"a client without an issuer", base(map[string]string{"OIDC_CLIENT_ID": "ks", "OIDC_CLIENT_SECRET": "s"}),
			"OIDC_ISSUER is required when OIDC_CLIENT_ID is set"},
		{"an issuer without a client", base(map[string]string{"OIDC_ISSUER": "https://sso.example"}),
			"OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required when OIDC_ISSUER is set"},
		{"a malformed domain", with(map[string]string{"OIDC_ALLOWED_DOMAINS": "northwind"}), "OIDC_ALLOWED_DOMAINS must list e-mail domains"},
		{"an automatic join that is no id", with(map[string]string{"OIDC_ALLOWED_DOMAINS": "n.example", "OIDC_AUTO_JOIN_WORKSPACE": "northwind"}),
			"OIDC_AUTO_JOIN_WORKSPACE must be a workspace id"},
		{"an automatic join without allowed domains", with(map[string]string{"OIDC_AUTO_JOIN_WORKSPACE": "6f1c2a57-62a4-4d0e-9a55-2b5ad2f8a8f1"}),
			"OIDC_AUTO_JOIN_WORKSPACE needs OIDC_ALLOWED_DOMAINS"},
		{"allowed domains without a provider", base(map[string]string{"OIDC_ALLOWED_DOMAINS": "n.example"}),
			"OIDC_ALLOWED_DOMAINS is set but OIDC_ISSUER is not"},
		{"a label too long for a button", with(map[string]string{"OIDC_LABEL": strings.Repeat("x", 61)}), "OIDC_LABEL must be at most 60"},
	}
	for _, tc := range refusals {
		t.Run("refuses "+tc.name, func(t *testing.T) {
			if _, err := Load(env(tc.env)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
