package ratelimit

import "testing"

func TestAddressKey(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"203.0.113.7", "203.0.113.7"},
		{"::ffff:203.0.113.7", "203.0.113.7"},
		{"2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"},
		{"2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"not an address", "not an address"},
	} {
		if got := AddressKey(c.in); got != c.want {
			t.Errorf("AddressKey(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
