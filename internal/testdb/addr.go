package testdb

import (
	"fmt"
	"net"
	"testing"
)

// FreePort is a loopback port nothing listens on right now: for a cluster or
// server a test starts, or to be refused a connection.
func FreePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// FreeAddr is FreePort as host:port.
func FreeAddr(t testing.TB) string {
	return fmt.Sprintf("127.0.0.1:%d", FreePort(t))
}

// SilentAddr is a loopback address that accepts connections and never
// answers, holding them open until the test ends: a hung database host or a
// black-holed network, for the tests of connect timeouts.
func SilentAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		var held []net.Conn
		defer func() {
			for _, c := range held {
				c.Close()
			}
		}()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			held = append(held, c)
		}
	}()
	return ln.Addr().String()
}
