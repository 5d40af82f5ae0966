package ratelimit

import "net/netip"

// AddressKey is the bucket a client address counts in: an IPv4 address on
// its own, an IPv6 address by its /64. One IPv6 host is normally given a
// whole /64 and picks addresses in it at will (privacy extensions), so per
// /128 every guess could come from a fresh bucket. An IPv4-mapped IPv6
// address counts as the IPv4 address it carries. Anything that does not
// parse is its own key (the caller's peer address as the listener gave it).
func AddressKey(addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	a = a.Unmap().WithZone("")
	if a.Is4() {
		return a.String()
	}
	p, _ := a.Prefix(64)
	return p.String()
}
