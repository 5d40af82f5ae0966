package agent

import "knowledgestack/internal/pii"

// placeholderRule is added to the system prompt when a turn's text carries
// placeholders, so the model keeps them intact (the answer is restored from
// them) and uses them as they are in tool arguments (restored before the
// tool runs).
const placeholderRule = `
- Personal data in this conversation is replaced by placeholders such as ⟨PERSON_1⟩, ⟨EMAIL_2⟩, ⟨PHONE_1⟩, ⟨IBAN_1⟩, ⟨CARD_1⟩, ⟨IP_1⟩ or ⟨TERM_1⟩; the same placeholder always means the same value. Write them exactly as given, brackets included, in your answer and in tool arguments (for example in a search query or an SQL filter): they are turned back into the real values for the user and the tools. Never guess what a placeholder stands for.`

// outbound is what a turn sends to the model: with a mask, every text that
// is not the app's own (the question, earlier turns, the summary, tool
// results) passes through it, and what it replaced is counted.
type outbound struct {
	mask *pii.Mask
	sent pii.Counts // replacements in the messages sent so far, per kind
}

func newOutbound(m *pii.Mask) *outbound { return &outbound{mask: m, sent: pii.Counts{}} }

// text redacts s when a mask is set and counts what it replaced.
func (o *outbound) text(s string) string {
	if o.mask == nil || s == "" {
		return s
	}
	r, c := o.mask.Redact(s)
	o.sent.Add(c)
	return r
}

// counts is the audit's copy of the replacements in the request about to be sent.
func (o *outbound) counts() map[string]int {
	if o.mask == nil {
		return nil
	}
	return o.sent.Map()
}

// args restores placeholders in a tool call's JSON arguments before the tool runs.
func (o *outbound) args(s string) string {
	if o.mask == nil {
		return s
	}
	return o.mask.RestoreJSON(s)
}

// stream returns the function the model's text goes through on its way to
// w, and the flush to call after the model call: with a mask, placeholders
// are restored, split ones included.
func (o *outbound) stream(w func(string) error) (func(string) error, func() error) {
	if o.mask == nil {
		return w, func() error { return nil }
	}
	r := o.mask.NewRestorer(w)
	return r.Write, r.Flush
}
