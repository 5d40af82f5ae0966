package config

import (
	"fmt"
	"net/netip"
	"strings"
)

// DefaultTrustedProxies is TRUSTED_PROXIES when unset: loopback, where
// `make run` starts cmd/web beside the API (and where a TLS proxy on the
// same host would stand).
const DefaultTrustedProxies = "127.0.0.0/8,::1/128"

// ParseTrustedProxies reads TRUSTED_PROXIES: comma-separated CIDRs or
// single addresses of the proxies whose X-Forwarded-For is believed, or
// "none" to believe nobody (every limit then counts the socket's address).
// Empty is the default. A malformed entry is an error naming it, so a
// typo stops the boot instead of silently trusting no one, or everyone.
func ParseTrustedProxies(value string) ([]netip.Prefix, error) {
	value = strings.TrimSpace(value)
	switch strings.ToLower(value) {
	case "":
		value = DefaultTrustedProxies
	case "none":
		return []netip.Prefix{}, nil
	}
	var out []netip.Prefix
	for _, item := range splitList(value) {
		p, err := netip.ParsePrefix(item)
		if err != nil {
			a, aerr := netip.ParseAddr(item)
			if aerr != nil || a.Zone() != "" {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is neither a CIDR (10.0.0.0/8) nor an address", item)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}
