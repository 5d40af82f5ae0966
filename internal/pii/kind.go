package pii

import (
	"sort"
	"strconv"
)

// Kind is the type of a detected value; it names the placeholder (⟨EMAIL_1⟩).
type Kind string

// The kinds detected, in the order a tie between overlapping spans is won.
const (
	Term   Kind = "TERM"   // a workspace's own term (project code names)
	Email  Kind = "EMAIL"  // e-mail address
	IBAN   Kind = "IBAN"   // bank account number, checksum-valid
	Card   Kind = "CARD"   // payment card number, Luhn-valid with a known issuer prefix
	IP     Kind = "IP"     // IPv4 or IPv6 address
	Phone  Kind = "PHONE"  // phone number valid for its country
	Person Kind = "PERSON" // a person's name
)

// Kinds lists every kind, in priority order.
var Kinds = []Kind{Term, Email, IBAN, Card, IP, Phone, Person}

func (k Kind) rank() int {
	for i, x := range Kinds {
		if x == k {
			return i
		}
	}
	return len(Kinds)
}

// Span is one detected value: text[Start:End] (byte offsets) is of Kind.
type Span struct {
	Start, End int
	Kind       Kind
	// Key identifies the value regardless of how it was written (the
	// lower-cased e-mail, the phone number in E.164, the IBAN without
	// spaces), so that two spellings share one placeholder.
	Key string
}

// Counts is how many values of each kind were replaced. It carries no value,
// so it may be stored and logged.
type Counts map[Kind]int

// Add adds o into c.
func (c Counts) Add(o Counts) {
	for k, n := range o {
		c[k] += n
	}
}

// Total is the sum over kinds.
func (c Counts) Total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// Map is the counts keyed by the kinds' names, without zeros (nil when
// empty), the shape the audit row stores.
func (c Counts) Map() map[string]int {
	if c.Total() == 0 {
		return nil
	}
	out := map[string]int{}
	for k, n := range c {
		if n > 0 {
			out[string(k)] = n
		}
	}
	return out
}

// String renders the counts as "EMAIL=1 PERSON=2", sorted, for test output.
func (c Counts) String() string {
	keys := make([]string, 0, len(c))
	for k, n := range c {
		if n > 0 {
			keys = append(keys, string(k))
		}
	}
	sort.Strings(keys)
	s := ""
	for i, k := range keys {
		if i > 0 {
			s += " "
		}
		s += k + "=" + strconv.Itoa(c[Kind(k)])
	}
	return s
}
