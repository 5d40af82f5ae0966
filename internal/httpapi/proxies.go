package httpapi

import (
	"net/netip"
)

// trustProxies makes Gin's ClientIP believe X-Forwarded-For only from the
// given networks, walking it from the right past trusted hops to the first
// address no trusted proxy is (the browser's, as the nearest trusted proxy
// saw it). X-Real-IP and platform headers are never read: cmd/web does not
// set them, so a client could. Gin's default would trust every peer.
func (s *Server) trustProxies(proxies []netip.Prefix) {
	cidrs := make([]string, len(proxies))
	for i, p := range proxies {
		cidrs[i] = p.String()
	}
	s.engine.ForwardedByClientIP = true
	s.engine.RemoteIPHeaders = []string{"X-Forwarded-For"}
	s.engine.TrustedPlatform = ""
	if err := s.engine.SetTrustedProxies(cidrs); err != nil {
		panic(err) // netip prefixes always parse
	}
}
