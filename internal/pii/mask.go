package pii

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/norm"
)

// Placeholder delimiters: mathematical angle brackets, which ordinary text
// (and the app's own <ks-document> tags, and JSON) do not use, so a
// placeholder is unambiguous and survives HTML escaping. Text that arrives
// with them anyway is re-spelled before masking (Neutralise), so only the
// mask ever writes them.
const (
	open  = "⟨"
	close = "⟩"
)

// The re-spelling of open and close in text that did not come from a mask:
// single guillemets read the same to a person and to the model, but no
// restorer turns them into a value.
const (
	openEscaped  = "‹"
	closeEscaped = "›"
)

// maxPlaceholder bounds how long a placeholder can be, in bytes: the
// streaming restorer never holds back more than this.
const maxPlaceholder = len(open) + len("PERSON_") + 7 + len(close)

// Mask maps values to placeholders for one turn: the same value (by its
// Key) always gets the same placeholder, numbered per kind in order of first
// appearance, so re-deriving a mask over the same conversation yields the
// same placeholders. A person's name found in one text is replaced in every
// later text of the turn too, wherever it appears (known.go). It is safe
// for concurrent use. The values it holds are secrets-grade: it has no
// String method and is never logged.
type Mask struct {
	det *Detector

	mu     sync.Mutex
	byKey  map[Kind]map[string]string // kind → key → placeholder
	values map[string]string          // placeholder → the value as first written
	// shown are the placeholders issued into text the model was sent
	// (Redact); only these are restored. Those issued into an embedding
	// input only (redactHidden) were never seen by the model, so a model
	// that writes one made it up.
	shown   map[string]bool
	next    map[Kind]int
	counted Counts
	known   knownNames
	// name, when set, names a value's placeholder instead of numbering it
	// (the MCP server's keyed placeholders, NameBy).
	name func(k Kind, key string) string
}

// NewMask starts an empty mapping over the detector d.
func NewMask(d *Detector) *Mask {
	return &Mask{det: d, byKey: map[Kind]map[string]string{}, values: map[string]string{}, shown: map[string]bool{},
		next: map[Kind]int{}, counted: Counts{}, known: newKnownNames()}
}

// Neutralise re-spells placeholder brackets in text that did not come from
// a mask (a document, a query result, a question, an earlier answer), so a
// document that writes "⟨IBAN_1⟩" can never be restored to the value
// another document's IBAN was given.
func Neutralise(s string) string {
	if !strings.Contains(s, open) && !strings.Contains(s, close) {
		return s
	}
	return strings.NewReplacer(open, openEscaped, close, closeEscaped).Replace(s)
}

// Redact replaces every detected value in s by its placeholder and returns
// the result with how many values of each kind it replaced. s is put in
// Unicode normal form C first (a decomposed "ë" as macOS writes it is the
// same value as a composed one) and any placeholder-shaped text in it is
// neutralised. The placeholders it issues are the ones Restore gives back.
func (m *Mask) Redact(s string) (string, Counts) { return m.redact(s, true) }

// redactHidden is Redact for text the model never reads (a query's
// embedding input): the same placeholders, but none becomes restorable.
func (m *Mask) redactHidden(s string) string {
	out, _ := m.redact(s, false)
	return out
}

func (m *Mask) redact(s string, shown bool) (string, Counts) {
	s = Neutralise(norm.NFC.String(s))
	spans := m.det.Find(s)
	m.mu.Lock()
	defer m.mu.Unlock()
	spans = m.known.extend(s, spans, m.det.names)
	counts := Counts{}
	if len(spans) == 0 {
		return s, counts
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.Start])
		p := m.placeholder(sp.Kind, sp.Key, s[sp.Start:sp.End])
		if shown {
			m.shown[p] = true
		}
		b.WriteString(p)
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
	if m.name != nil {
		p = open + string(k) + "_" + m.name(k, key) + close
	}
	byKey[key] = p
	m.values[p] = value
	return p
}

// NameBy makes the mask name each value's placeholder ⟨KIND_name⟩ with
// name(kind, key) instead of a number, before it masks anything: the MCP
// server's placeholders, keyed per API token so the same value has the same
// placeholder in every call of one client and none of another's. name must
// return letters and digits only, the same for the same arguments.
func (m *Mask) NameBy(name func(k Kind, key string) string) *Mask {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.name = name
	return m
}

// Issued returns each placeholder this mask issued into text the model was
// sent, with its real value (for a caller that must restore them later,
// in another request; secrets-grade like the mask).
func (m *Mask) Issued() map[string]string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make(map[string]string, len(m.shown))
	for p := range m.shown {
		out[p] = m.values[p]
	}
	return out
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

// Generation changes whenever the mask learns a new person's name, so a
// caller holding texts it masked earlier knows when masking them again
// would replace more.
func (m *Mask) Generation() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.known.gen
}

// value returns the real value of a placeholder this mask issued into text
// the model was sent.
func (m *Mask) value(p string) (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.shown[p] {
		return "", false
	}
	v, ok := m.values[p]
	return v, ok
}

// Restore puts the real values back in place of the placeholders this mask
// issued to the model; anything else (a placeholder the model invented)
// stays.
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
