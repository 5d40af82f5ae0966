package dbconn

import (
	"context"
	"errors"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/dbconn/dbconntest"
	"knowledgestack/internal/errs"
)

// fakeResolver answers host names from a table a test may change between connects; unknown names do not resolve.
type fakeResolver struct {
	mu    sync.Mutex
	names map[string][]netip.Addr
	asked map[string]int
}

func newFakeResolver(names map[string]string) *fakeResolver {
	r := &fakeResolver{names: map[string][]netip.Addr{}, asked: map[string]int{}}
	for n, a := range names {
		r.set(n, a)
	}
	return r
}

func (r *fakeResolver) set(name string, addrs ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.names[name] = nil
	for _, a := range addrs {
		r.names[name] = append(r.names[name], netip.MustParseAddr(a))
	}
}

func (r *fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.asked[host]++
	if a, ok := r.names[host]; ok {
		return append([]netip.Addr(nil), a...), nil
	}
	return nil, errors.New("no such host")
}

func (r *fakeResolver) count(host string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.asked[host]
}

func TestLegacyIPv4SpellingsAreAddresses(t *testing.T) {
	for in, want := range map[string]string{
		"127.1": "127.0.0.1", "2130706433": "127.0.0.1", "0x7f000001": "127.0.0.1", "0177.0.0.1": "127.0.0.1",
		"0x7f.1": "127.0.0.1", "127.0.1": "127.0.0.1", "0": "0.0.0.0", "10.0.0.5": "10.0.0.5", "0xA9.0xFE.0xA9.0xFE": "169.254.169.254",
		"::ffff:127.0.0.1": "::ffff:127.0.0.1", "::1": "::1",
	} {
		got, err := canonicalHost(in)
		if err != nil || got != want {
			t.Errorf("canonicalHost(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"256.1.1.1", "1.2.3.4.5", "08.1.1.1", "127.0.0.1.", "1.2.3.999", "4294967296"} {
		if got, err := canonicalHost(in); err == nil {
			t.Errorf("canonicalHost(%q) = %q, want a refusal", in, got)
		}
	}
	for in, want := range map[string]string{"DB.Example.COM.": "db.example.com", "reports-1.corp_x.example": "reports-1.corp_x.example"} {
		if got, err := canonicalHost(in); err != nil || got != want {
			t.Errorf("canonicalHost(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// TestRegisterRefusesInternalAddresses registers each hostile host with the default configuration (no allow-list)
// and checks the sentence the user sees; nothing is stored and nothing is dialled.
func TestRegisterRefusesInternalAddresses(t *testing.T) {
	res := newFakeResolver(map[string]string{"rebind.test": "127.0.0.1"})
	res.set("localhost", "127.0.0.1", "::1")
	res.set("mixed.test", "93.184.215.14", "10.1.2.3")
	f := newFixture(t, Options{HostAllowlist: []string{}, Resolver: res})
	ctx := context.Background()
	const allow = "unless the server's DB_HOST_ALLOWLIST setting names the host or a network containing"
	cases := []struct {
		host string
		kind errs.Kind
		want string
	}{
		{"localhost", errs.Forbidden, "host localhost resolves to 127.0.0.1, which is a loopback address; registered databases may not use loopback, private, link-local or other internal addresses " + allow + " 127.0.0.1"},
		{"127.1", errs.Forbidden, "host 127.0.0.1 is a loopback address; " + "registered databases may not use loopback, private, link-local or other internal addresses " + allow + " 127.0.0.1"},
		{"2130706433", errs.Forbidden, "host 127.0.0.1 is a loopback address"},
		{"0x7f000001", errs.Forbidden, "host 127.0.0.1 is a loopback address"},
		{"0177.0.0.1", errs.Forbidden, "host 127.0.0.1 is a loopback address"},
		{"[::1]", errs.Invalid, `host must be a bare host name or address, without brackets ("[::1]")`},
		{"::1", errs.Forbidden, "host ::1 is a loopback address; registered databases may not use"},
		{"::ffff:127.0.0.1", errs.Forbidden, "host ::ffff:127.0.0.1 is a loopback address (written as IPv6); registered databases may not use"},
		{"64:ff9b::7f00:1", errs.Forbidden, "is a loopback address (written as IPv6)"},
		{"0.0.0.0", errs.Forbidden, "host 0.0.0.0 is an unspecified address (0.0.0.0), which is never a database server"},
		{"::", errs.Forbidden, "which is never a database server"},
		{"224.0.0.1", errs.Forbidden, "a multicast or broadcast address"},
		{"10.0.0.5", errs.Forbidden, "host 10.0.0.5 is a private address; registered databases may not use loopback, private, link-local or other internal addresses " + allow + " 10.0.0.5"},
		{"192.168.1.10", errs.Forbidden, "is a private address"},
		{"fd12:3456::1", errs.Forbidden, "is a private address"},
		{"169.254.169.254", errs.Forbidden, "host 169.254.169.254 is a link-local address; registered databases may not use"},
		{"fe80::1", errs.Forbidden, "is a link-local address"},
		{"100.64.0.1", errs.Forbidden, "is a carrier-grade NAT address"},
		{"rebind.test", errs.Forbidden, "host rebind.test resolves to 127.0.0.1, which is a loopback address; registered databases may not use loopback, private, link-local or other internal addresses " + allow + " 127.0.0.1"},
		{"mixed.test", errs.Forbidden, "host mixed.test resolves to 10.1.2.3, which is a private address"},
		{"127.0.0.5,127.0.0.1", errs.Invalid, `host must be exactly one host name or address, not a list ("127.0.0.5,127.0.0.1")`},
		{"127.0.0.1:54329", errs.Invalid, "host must not include a port"},
		{"fe80::1%eth0", errs.Invalid, "zone id"},
		{"/var/run/postgresql", errs.Invalid, "not a URL, path or socket"},
		{"db.example.com/x", errs.Invalid, "not a URL, path or socket"},
		{"no-such-name.test", errs.Invalid, "could not resolve host no-such-name.test"},
	}
	for _, c := range cases {
		t.Run(c.host, func(t *testing.T) {
			r := f.registration(t, "target")
			r.Host = c.host
			_, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
			if !errs.Is(err, c.kind) || !strings.Contains(errs.Message(err), c.want) {
				t.Fatalf("err = %q (%s), want %s containing %q", errs.Message(err), errs.KindOf(err), c.kind, c.want)
			}
			if list, _ := f.svc.List(ctx, f.ws); len(list) != 0 {
				t.Fatalf("a refused registration was stored: %+v", list)
			}
		})
	}
	t.Run("a name resolving to a documentation network is refused like an internal one", func(t *testing.T) {
		res.set("public.test", "192.0.2.1")
		r := f.registration(t, "target")
		r.Host = "public.test"
		_, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
		if !errs.Is(err, errs.Forbidden) || !strings.Contains(errs.Message(err), "a reserved address") {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestAllowlistAdmitsInternalAddresses(t *testing.T) {
	ctx := context.Background()
	t.Run("a CIDR containing the address", func(t *testing.T) {
		f := newFixture(t, Options{HostAllowlist: []string{"10.0.0.0/8", "127.0.0.0/8"}})
		c := f.register(t, "pagila")
		if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
			t.Fatalf("query through an allow-listed CIDR: %q, %v (%+v)", text, err, c)
		}
		// Checked without dialling: only loopback is reached from tests.
		if err := f.svc.policy.check("10.0.0.5", netip.MustParseAddr("10.0.0.5"), false); err != nil {
			t.Fatalf("10.0.0.5 is inside an allow-listed CIDR but was refused: %v", err)
		}
		r := f.registration(t, "other")
		r.Host = "192.168.0.1"
		if _, err := f.svc.Register(ctx, f.ws, uuid.Nil, r); !errs.Is(err, errs.Forbidden) {
			t.Fatalf("192.168.0.1 is outside the allow-list: %v", err)
		}
	})
	t.Run("a host name, whatever it resolves to", func(t *testing.T) {
		res := newFakeResolver(map[string]string{"pagila.internal": "127.0.0.1"})
		f := newFixture(t, Options{HostAllowlist: []string{"*.internal"}, Resolver: res})
		r := f.registration(t, "pagila")
		r.Host = "PAGILA.internal."
		c, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
		if err != nil || c.Host != "pagila.internal" {
			t.Fatalf("register by allow-listed name: %+v, %v", c, err)
		}
	})
	t.Run("never an unspecified address", func(t *testing.T) {
		p, err := newAddressPolicy([]string{"0.0.0.0/0", "::/0"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range []string{"0.0.0.0", "::", "0.1.2.3", "224.0.0.1", "ff02::1"} {
			if err := p.check(a, netip.MustParseAddr(a), false); err == nil {
				t.Errorf("%s admitted by an allow-list", a)
			}
		}
		if err := p.check("10.0.0.5", netip.MustParseAddr("10.0.0.5"), false); err != nil {
			t.Errorf("10.0.0.5 refused by 0.0.0.0/0: %v", err)
		}
	})
	t.Run("a malformed entry stops the boot", func(t *testing.T) {
		for _, bad := range []string{"10.0.0.0/33", "db example", "", "a,b", "http://db"} {
			if _, err := newAddressPolicy([]string{bad}, nil); err == nil {
				t.Errorf("allow-list entry %q accepted", bad)
			}
		}
	})
}

// TestNameIsResolvedAtEveryConnect registers a name while it points at an allow-listed address, then points it at a
// refused one: the pool's next connection resolves again and is refused, and the status says why.
func TestNameIsResolvedAtEveryConnect(t *testing.T) {
	res := newFakeResolver(map[string]string{"flip.test": "127.0.0.1"})
	f := newFixture(t, Options{HostAllowlist: []string{"127.0.0.1/32"}, Resolver: res, MaxConnIdleTime: 0})
	ctx := context.Background()
	r := f.registration(t, "flip")
	r.Host = "flip.test"
	c, err := f.svc.Register(ctx, f.ws, uuid.Nil, r)
	if err != nil {
		t.Fatal(err)
	}
	if _, text, err := execSQL(f.svc, ctx, f.ws, "flip", "SELECT 1 AS one"); err != nil || !strings.Contains(text, "1 row(s)") {
		t.Fatalf("first query: %q, %v", text, err)
	}
	before := res.count("flip.test")
	res.set("flip.test", "10.0.0.5")
	f.svc.dropPool(c.ID) // the next query opens a new connection, as the pool does after idle time or a failure
	_, text, err := execSQL(f.svc, ctx, f.ws, "flip", "SELECT 1 AS one")
	want := "Database flip cannot be used: host flip.test resolves to 10.0.0.5, which is a private address"
	if err != nil || !strings.HasPrefix(text, want) || !strings.Contains(text, "DB_HOST_ALLOWLIST") {
		t.Fatalf("query after the name moved: %q, %v", text, err)
	}
	if res.count("flip.test") <= before {
		t.Fatal("the name was not resolved again")
	}
	list, _ := f.svc.List(ctx, f.ws)
	if list[0].Status != "unreachable" || !strings.Contains(list[0].StatusReason, "10.0.0.5, which is a private address") {
		t.Fatalf("status = %q, reason %q", list[0].Status, list[0].StatusReason)
	}
	if text, err := listDatabases(f.svc, ctx, f.ws); err != nil || !strings.Contains(text, "(status: unreachable: host flip.test resolves to 10.0.0.5") {
		t.Fatalf("list_databases does not tell the model why: %q, %v", text, err)
	}
}

func TestTrustedRegistrationIsTheOperatorsOnly(t *testing.T) {
	f := newFixture(t, Options{HostAllowlist: []string{}})
	ctx := context.Background()
	r := f.registration(t, "demo")
	if _, err := f.svc.Register(ctx, f.ws, uuid.Nil, r); !errs.Is(err, errs.Forbidden) {
		t.Fatalf("loopback registration without an allow-list: %v", err)
	}
	c, err := f.svc.RegisterTrusted(ctx, f.ws, uuid.Nil, r)
	if err != nil {
		t.Fatal(err)
	}
	if _, text, err := execSQL(f.svc, ctx, f.ws, "demo", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
		t.Fatalf("query on the trusted registration: %q, %v", text, err)
	}
	t.Run("role checks still apply", func(t *testing.T) {
		su := r
		su.Name, su.User, su.Password = "demo-su", "postgres", dbconntest.SuperuserPassword(t)
		if _, err := f.svc.RegisterTrusted(ctx, f.ws, uuid.Nil, su); err == nil || !strings.Contains(errs.Message(err), "superuser") {
			t.Fatalf("trusted superuser: %v", err)
		}
	})
	t.Run("a request-borne re-registration loses the trust", func(t *testing.T) {
		// An allow-list admitting loopback lets the owner re-register the name; the stored trust is cleared.
		svc, err := NewService(f.app, f.svc.keys, Options{HostAllowlist: []string{"127.0.0.1/32"}})
		if err != nil {
			t.Fatal(err)
		}
		defer svc.Close()
		if _, err := svc.Register(ctx, f.ws, uuid.Nil, r); err != nil {
			t.Fatal(err)
		}
		st, err := f.svc.storedByID(ctx, f.ws, c.ID)
		if err != nil || st.trusted {
			t.Fatalf("trusted after a plain registration: %v, %v", st.trusted, err)
		}
		f.svc.dropPool(c.ID)
		if _, text, _ := execSQL(f.svc, ctx, f.ws, "demo", "SELECT 1 AS one"); !strings.Contains(text, "DB_HOST_ALLOWLIST") {
			t.Fatalf("the default service still dials loopback for it: %q", text)
		}
	})
}

// FuzzCanonicalHost asserts what the host check promises on arbitrary input: it never panics; what it accepts is one
// IP address in standard form or one lower-case DNS name with nothing a resolver or pgx could read as a list, a port,
// a path or a socket; and accepting is stable (the canonical form canonicalises to itself).
func FuzzCanonicalHost(f *testing.F) {
	for _, s := range []string{"localhost", "127.1", "2130706433", "0x7f000001", "[::1]", "::ffff:127.0.0.1", "0.0.0.0",
		"10.0.0.5", "169.254.169.254", "127.0.0.5,127.0.0.1", "db.example.com", "fe80::1%eth0", "h:5432", "/tmp", "a..b",
		"0177.0.0.01", "1.2.3.4.", "xn--bcher-kva.example", "-a.b", "@x", "0x7f.0x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := canonicalHost(in)
		if err != nil {
			var rf *Refusal
			if !errors.As(err, &rf) || rf.Reason == "" {
				t.Fatalf("canonicalHost(%q) failed without a sentence: %v", in, err)
			}
			return
		}
		if strings.ContainsAny(got, ",;/?#@[]% \t\r\n\\") {
			t.Fatalf("canonicalHost(%q) = %q carries a separator", in, got)
		}
		if a, err := netip.ParseAddr(got); err == nil {
			if a.String() != got || a.Zone() != "" {
				t.Fatalf("canonicalHost(%q) = %q is not an address in standard form", in, got)
			}
		} else if !validName(got) || got != strings.ToLower(got) || looksNumeric(got) {
			t.Fatalf("canonicalHost(%q) = %q is neither an address nor a valid name", in, got)
		}
		if again, err := canonicalHost(got); err != nil || again != got {
			t.Fatalf("canonicalHost(%q) = %q, but canonicalHost(%q) = %q, %v", in, got, got, again, err)
		}
	})
}
