package pii

import (
	"strings"
	"unicode/utf8"
)

// Restorer puts real values back into a streamed answer. A placeholder may
// arrive split over several pieces ("⟨PER", "SON_1", "⟩"), so a tail that
// could still become one is held back until it completes or cannot.
type Restorer struct {
	m    *Mask
	out  func(string) error
	held string
}

// NewRestorer streams restored text to out.
func (m *Mask) NewRestorer(out func(string) error) *Restorer {
	return &Restorer{m: m, out: out}
}

// Write takes one streamed piece and passes on what is certain.
func (r *Restorer) Write(piece string) error {
	s := r.held + piece
	r.held = ""
	cut := len(s) - partialPlaceholder(s)
	r.held = s[cut:]
	if cut == 0 {
		return nil
	}
	return r.out(r.m.Restore(s[:cut]))
}

// Flush passes on what is held back (an unfinished placeholder is text).
func (r *Restorer) Flush() error {
	s := r.held
	r.held = ""
	if s == "" {
		return nil
	}
	return r.out(s)
}

// partialPlaceholder is the length of the tail of s that could be the start
// of a placeholder: "⟨" (or a byte prefix of it) followed by capitals,
// an underscore and digits, not yet closed.
func partialPlaceholder(s string) int {
	// The leftmost possible start wins: holding back more is always safe,
	// and the last bytes may be a split closing bracket, which starts like "⟨".
	for i := max(0, len(s)-maxPlaceholder); i < len(s); i++ {
		if s[i] == open[0] {
			tail := s[i:]
			if couldOpen(tail) {
				return len(tail)
			}
		}
	}
	return 0
}

// couldOpen reports whether tail is a proper prefix of some placeholder.
func couldOpen(tail string) bool {
	if len(tail) < len(open) {
		return strings.HasPrefix(open, tail)
	}
	if !strings.HasPrefix(tail, open) {
		return false
	}
	rest := tail[len(open):]
	if strings.Contains(rest, close) {
		return false
	}
	// A piece may end inside the closing bracket's bytes.
	for n := len(close) - 1; n > 0; n-- {
		if strings.HasSuffix(rest, close[:n]) {
			rest = rest[:len(rest)-n]
			break
		}
	}
	// Capitals, then "_" and digits.
	i := 0
	for i < len(rest) && rest[i] >= 'A' && rest[i] <= 'Z' {
		i++
	}
	if i == len(rest) {
		return true
	}
	if i == 0 || rest[i] != '_' {
		return false
	}
	for _, r := range rest[i+1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return utf8.ValidString(rest)
}
