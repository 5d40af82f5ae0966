package pii

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"
)

// Placeholder delimiters: mathematical angle brackets, which ordinary text
// (and the app's own <ks-document> tags, and JSON) do not use, so a
// placeholder is unambiguous and survives HTML escaping.
const (
	open  = "⟨"
	close = "⟩"
)

// maxPlaceholder bounds how long a placeholder can be, in bytes: the
// streaming restorer never holds back more than this.
const maxPlaceholder = len(open) + len("PERSON_") + 7 + len(close)

// Mask maps values to placeholders for one conversation: the same value
// (by its Key) always gets the same placeholder, numbered per kind in order
// of first appearance, so re-deriving a mask over the same conversation
// yields the same placeholders. It is safe for concurrent use. The values
// it holds are secrets-grade: it has no String method and is never logged.
type Mask struct {
	det *Detector

	mu      sync.Mutex
	byKey   map[Kind]map[string]string // kind → key → placeholder
	values  map[string]string          // placeholder → the value as first written
	next    map[Kind]int
	counted Counts
}

// NewMask starts an empty mapping over the detector d.
func NewMask(d *Detector) *Mask {
	return &Mask{det: d, byKey: map[Kind]map[string]string{}, values: map[string]string{}, next: map[Kind]int{}, counted: Counts{}}
}

// Redact replaces every detected value in s by its placeholder and returns
// the result with how many values of each kind it replaced.
func (m *Mask) Redact(s string) (string, Counts) {
	spans := m.det.Find(s)
	counts := Counts{}
	if len(spans) == 0 {
		return s, counts
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.Start])
		b.WriteString(m.placeholder(sp.Kind, sp.Key, s[sp.Start:sp.End]))
		counts[sp.Kind]++
		last = sp.End
	}
	b.WriteString(s[last:])
	m.counted.Add(counts)
	return b.String(), counts
}

func (m *Mask) placeholder(k Kind, key, value string) string {
	byKey := m.byKey[k]
	if byKey == nil {
		byKey = map[string]string{}
		m.byKey[k] = byKey
	}
	if p, ok := byKey[key]; ok {
		return p
	}
	m.next[k]++
	p := open + string(k) + "_" + strconv.Itoa(m.next[k]) + close
	byKey[key] = p
	m.values[p] = value
	return p
}

// Counted is everything Redact replaced so far.
func (m *Mask) Counted() Counts {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := Counts{}
	out.Add(m.counted)
	return out
}

// Len is how many distinct values are mapped.
func (m *Mask) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.values)
}

// value returns the real value of a placeholder this mask handed out.
func (m *Mask) value(p string) (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.values[p]
	return v, ok
}

// Restore puts the real values back in place of the placeholders this mask
// handed out; anything else (a placeholder the model invented) stays.
func (m *Mask) Restore(s string) string {
	return m.restore(s, func(v string) string { return v })
}

// RestoreJSON restores placeholders inside a JSON document (a tool call's
// arguments), escaping each value as a JSON string's content so the
// document stays valid.
func (m *Mask) RestoreJSON(s string) string {
	return m.restore(s, func(v string) string {
		q, _ := json.Marshal(v)
		return string(q[1 : len(q)-1])
	})
}

func (m *Mask) restore(s string, enc func(string) string) string {
	if !strings.Contains(s, open) {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, open)
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], close)
		if j < 0 || j > maxPlaceholder {
			b.WriteString(s[:i+len(open)])
			s = s[i+len(open):]
			continue
		}
		p := s[i : i+j+len(close)]
		b.WriteString(s[:i])
		if v, ok := m.value(p); ok {
			b.WriteString(enc(v))
		} else {
			b.WriteString(p)
		}
		s = s[i+j+len(close):]
	}
	b.WriteString(s)
	return b.String()
}
