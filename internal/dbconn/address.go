package dbconn

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// AllowlistSetting names the setting that admits internal addresses; every refusal says it.
const AllowlistSetting = "DB_HOST_ALLOWLIST"

// errUnresolved is a host name that has no address now.
var errUnresolved = errors.New("the host name has no address")

// maxResolvedAddrs bounds how many addresses of one name are checked and dialled.
const maxResolvedAddrs = 8

// Resolver looks up the addresses of a host name; *net.Resolver satisfies it, tests pass their own.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Refusal is a registered database the server will not use: where it points, its role, or what it turned out to be.
// Its Error is one sentence fit for the user and the model.
type Refusal struct{ Reason string }

// Error returns the sentence.
func (r *Refusal) Error() string { return r.Reason }

func refuse(format string, args ...any) *Refusal {
	return &Refusal{Reason: fmt.Sprintf(format, args...)}
}

// addressPolicy decides which addresses business connections may dial: public addresses always; loopback, private,
// link-local, CGNAT and other internal ranges only when the allow-list names the host or a network holding the
// address (or the registration is the operator's own); unspecified and multicast addresses never.
type addressPolicy struct {
	names    []string // exact lower-case names, or "*.suffix"
	prefixes []netip.Prefix
	resolver Resolver
}

func newAddressPolicy(allow []string, r Resolver) (addressPolicy, error) {
	p := addressPolicy{resolver: r}
	if p.resolver == nil {
		p.resolver = net.DefaultResolver
	}
	for _, raw := range allow {
		e := strings.ToLower(strings.TrimSpace(raw))
		switch {
		case e == "":
			return p, fmt.Errorf("dbconn: empty entry in %s", AllowlistSetting)
		case strings.Contains(e, "/"):
			pf, err := netip.ParsePrefix(e)
			if err != nil {
				return p, fmt.Errorf("dbconn: %s entry %q is not a CIDR network", AllowlistSetting, raw)
			}
			p.prefixes = append(p.prefixes, pf.Masked())
		default:
			if a, ok := parseIP(e); ok {
				p.prefixes = append(p.prefixes, netip.PrefixFrom(a, a.BitLen()))
				continue
			}
			if !validName(strings.TrimPrefix(e, "*.")) {
				return p, fmt.Errorf("dbconn: %s entry %q is not a host name, *.suffix, address or CIDR network", AllowlistSetting, raw)
			}
			p.names = append(p.names, strings.TrimSuffix(e, "."))
		}
	}
	return p, nil
}

// nameAllowed reports whether the allow-list names host (canonical form).
func (p addressPolicy) nameAllowed(host string) bool {
	for _, a := range p.names {
		if a == host || (strings.HasPrefix(a, "*.") && strings.HasSuffix(host, a[1:])) {
			return true
		}
	}
	return false
}

// canonicalHost checks that raw is exactly one DNS name or IP literal and returns its canonical spelling: the
// address in standard form (whatever spelling it came in: "127.1", "2130706433", "0x7f000001" are 127.0.0.1) or
// the lower-case name without a trailing dot.
func canonicalHost(raw string) (string, error) {
	h := strings.TrimSpace(raw)
	switch {
	case h == "":
		return "", refuse("host is required: one host name or IP address")
	case len(h) > 253:
		return "", refuse("host is longer than 253 characters; give one host name or IP address")
	case strings.ContainsAny(h, ",;"):
		return "", refuse("host must be exactly one host name or address, not a list (%q)", clipHost(h))
	case strings.ContainsAny(h, "[]"):
		return "", refuse("host must be a bare host name or address, without brackets (%q)", clipHost(h))
	case strings.Contains(h, "%"):
		return "", refuse("host must not carry an IPv6 zone id (%q)", clipHost(h))
	case strings.ContainsAny(h, "/?#@\\ \t\r\n") || strings.IndexFunc(h, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0:
		return "", refuse("host must be a host name or address, not a URL, path or socket (%q)", clipHost(h))
	}
	if a, ok := parseIP(h); ok {
		return a.String(), nil
	}
	if strings.Contains(h, ":") {
		return "", refuse("host must not include a port (%q); put the port in the port field", clipHost(h))
	}
	name := strings.ToLower(strings.TrimSuffix(h, "."))
	if looksNumeric(name) {
		return "", refuse("host %q is not a valid IP address", clipHost(h))
	}
	if !validName(name) {
		return "", refuse("host %q is not a valid host name (letters, digits, '-' and '.' only)", clipHost(h))
	}
	return name, nil
}

func clipHost(h string) string {
	if len(h) > 80 {
		return h[:80] + "…"
	}
	return h
}

// parseIP reads an IP literal: IPv6 without zone, dotted-quad IPv4, and the legacy inet_aton spellings C resolvers
// still accept (one to four parts, each decimal, octal with a leading 0, or hex with 0x).
func parseIP(s string) (netip.Addr, bool) {
	if a, err := netip.ParseAddr(s); err == nil {
		if a.Zone() != "" {
			return netip.Addr{}, false
		}
		return a, true
	}
	return parseLegacyIPv4(s)
}

func parseLegacyIPv4(s string) (netip.Addr, bool) {
	parts := strings.Split(s, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	vals := make([]uint64, len(parts))
	for i, p := range parts {
		if p == "" {
			return netip.Addr{}, false
		}
		base, digits := 10, p
		switch {
		case strings.HasPrefix(p, "0x") || strings.HasPrefix(p, "0X"):
			base, digits = 16, p[2:]
			if digits == "" {
				digits = "0"
			}
		case len(p) > 1 && p[0] == '0':
			base, digits = 8, p[1:]
		}
		v, err := strconv.ParseUint(digits, base, 32)
		if err != nil {
			return netip.Addr{}, false
		}
		vals[i] = v
	}
	// The last part fills the remaining bytes; every earlier part is one byte.
	last := len(vals) - 1
	if vals[last] >= 1<<(8*(4-last)) {
		return netip.Addr{}, false
	}
	n := vals[last]
	for i := 0; i < last; i++ {
		if vals[i] > 0xff {
			return netip.Addr{}, false
		}
		n |= vals[i] << (8 * (3 - i))
	}
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}), true
}

// looksNumeric reports whether a name's last label is numeric or hex-looking, which no real host name has (top-level
// domains are alphabetic) and which a resolver might read as an address.
func looksNumeric(name string) bool {
	labels := strings.Split(name, ".")
	l := labels[len(labels)-1]
	if strings.HasPrefix(l, "0x") {
		return true
	}
	return l != "" && strings.Trim(l, "0123456789") == ""
}

// validName checks DNS name syntax: labels of 1–63 letters, digits, '-' or '_', not starting or ending with '-'.
func validName(name string) bool {
	if name == "" || len(name) > 253 {
		return false
	}
	for _, l := range strings.Split(name, ".") {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for i := 0; i < len(l); i++ {
			c := l[i]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return false
			}
		}
	}
	return true
}

var (
	cgnat     = netip.MustParsePrefix("100.64.0.0/10")
	thisNet   = netip.MustParsePrefix("0.0.0.0/8")
	reserved4 = []netip.Prefix{
		netip.MustParsePrefix("192.0.0.0/24"), netip.MustParsePrefix("192.0.2.0/24"), netip.MustParsePrefix("198.18.0.0/15"),
		netip.MustParsePrefix("198.51.100.0/24"), netip.MustParsePrefix("203.0.113.0/24"), netip.MustParsePrefix("240.0.0.0/4"),
	}
	reserved6 = []netip.Prefix{netip.MustParsePrefix("2001:db8::/32"), netip.MustParsePrefix("fec0::/10"), netip.MustParsePrefix("100::/64")}
	nat64     = []netip.Prefix{netip.MustParsePrefix("64:ff9b::/96"), netip.MustParsePrefix("64:ff9b:1::/48")}
	compat    = netip.MustParsePrefix("::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
)

// embeddedIPv4 returns the IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any.
func embeddedIPv4(a netip.Addr) (netip.Addr, bool) {
	if !a.Is6() {
		return netip.Addr{}, false
	}
	b := a.As16()
	switch {
	case a.Is4In6():
		return a.Unmap(), true
	case compat.Contains(a) && !a.IsUnspecified() && !a.IsLoopback():
		return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}), true
	case nat64[0].Contains(a) || nat64[1].Contains(a):
		return netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]}), true
	case sixToFour.Contains(a):
		return netip.AddrFrom4([4]byte{b[2], b[3], b[4], b[5]}), true
	}
	return netip.Addr{}, false
}

// classify names what kind of non-public address a is ("" for a public one) and whether even the allow-list cannot
// admit it.
func classify(a netip.Addr) (kind string, never bool) {
	if v4, ok := embeddedIPv4(a); ok {
		if k, n := classify(v4); k != "" {
			return k + " (written as IPv6)", n
		}
		return "", false
	}
	switch {
	case a.IsUnspecified() || thisNet.Contains(a):
		return "an unspecified address", true
	case a.IsMulticast() || a == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return "a multicast or broadcast address", true
	case a.IsLoopback():
		return "a loopback address", false
	case a.IsLinkLocalUnicast():
		return "a link-local address", false
	case a.IsPrivate():
		return "a private address", false
	case cgnat.Contains(a):
		return "a carrier-grade NAT address", false
	}
	for _, p := range append(reserved4, reserved6...) {
		if p.Contains(a) {
			return "a reserved address", false
		}
	}
	return "", false
}

// check decides whether host (canonical) may be dialled at a; trusted registrations (the operator's own) skip the
// internal-address rule but never the unspecified/multicast one.
func (p addressPolicy) check(host string, a netip.Addr, trusted bool) error {
	kind, never := classify(a)
	switch {
	case kind == "":
		return nil
	case never:
		return refuse("host %s is %s (%s), which is never a database server", host, kind, a)
	case trusted || p.nameAllowed(host):
		return nil
	}
	for _, pf := range p.prefixes {
		if pf.Contains(a) || pf.Contains(a.Unmap()) {
			return nil
		}
	}
	what := host
	if host != a.String() {
		what = fmt.Sprintf("%s resolves to %s, which", host, a)
	}
	return refuse("host %s is %s; registered databases may not use loopback, private, link-local or other internal "+
		"addresses unless the server's %s setting names the host or a network containing %s",
		what, kind, AllowlistSetting, a)
}

// resolve returns the addresses host (canonical) may be dialled at, resolving a name now; one refused address
// refuses the host, so a name cannot mix a public address with an internal one.
func (p addressPolicy) resolve(ctx context.Context, host string, trusted bool) ([]netip.Addr, error) {
	if a, ok := parseIP(host); ok {
		if err := p.check(host, a, trusted); err != nil {
			return nil, err
		}
		return []netip.Addr{a}, nil
	}
	if !validName(host) || looksNumeric(host) {
		return nil, refuse("host %q is not a valid host name", clipHost(host))
	}
	addrs, err := p.resolver.LookupNetIP(ctx, "ip", host)
	if err != nil || len(addrs) == 0 {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("resolve %s: %w", host, errUnresolved)
	}
	if len(addrs) > maxResolvedAddrs {
		addrs = addrs[:maxResolvedAddrs]
	}
	for i, a := range addrs {
		if a.Zone() != "" {
			return nil, refuse("host %s resolves to a scoped address, which is not allowed", host)
		}
		if err := p.check(host, a, trusted); err != nil {
			return nil, err
		}
		addrs[i] = a.Unmap()
	}
	return addrs, nil
}

// lookupFunc is pgx's LookupFunc for one registered host: every connect resolves again and checks every address.
func (p addressPolicy) lookupFunc(host string, trusted bool) func(ctx context.Context, h string) ([]string, error) {
	return func(ctx context.Context, h string) ([]string, error) {
		if h != host {
			// pgx only ever asks for the host it was configured with; anything else is a bug or a host list.
			return nil, refuse("host must be exactly one host name or address, not a list")
		}
		addrs, err := p.resolve(ctx, host, trusted)
		if err != nil {
			return nil, err
		}
		out := make([]string, len(addrs))
		for i, a := range addrs {
			out[i] = a.String()
		}
		return out, nil
	}
}

// dialFunc is pgx's DialFunc: it dials only an address literal that passes the policy again, so nothing but the
// lookup above chooses where a business connection goes.
func (p addressPolicy) dialFunc(host string, trusted bool, timeout time.Duration) func(ctx context.Context, network, addr string) (net.Conn, error) {
	d := &net.Dialer{Timeout: timeout, KeepAlive: 5 * time.Minute}
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		h, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, refuse("the database address %q is not host:port", addr)
		}
		a, err := netip.ParseAddr(h)
		if err != nil || a.Zone() != "" || (network != "tcp" && network != "tcp4" && network != "tcp6") {
			return nil, refuse("business databases are reached over TCP at a resolved address only")
		}
		if err := p.check(host, a, trusted); err != nil {
			return nil, err
		}
		return d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
	}
}
