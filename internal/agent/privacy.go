package agent

import "knowledgestack/internal/pii"

// placeholderRule is added to the system prompt when a turn's text carries
// placeholders, so the model keeps them intact (the answer is restored from
// them) and uses them as they are in tool arguments (restored before the
// tool runs).
const placeholderRule = `
- Personal data in this conversation is replaced by placeholders such as ⟨PERSON_1⟩, ⟨EMAIL_2⟩, ⟨PHONE_1⟩, ⟨IBAN_1⟩, ⟨CARD_1⟩, ⟨IP_1⟩ or ⟨TERM_1⟩; the same placeholder always means the same value. Write them exactly as given, brackets included, in your answer and in tool arguments (for example in a search query or an SQL filter): they are turned back into the real values for the user and the tools. Never guess what a placeholder stands for. Text written with single guillemets such as ‹PERSON_1› is a document's own text, not a placeholder: copy it as it is and never turn it into one.`

// outbound is what a turn sends to the model: with a mask, every text that
// is not the app's own (the question, earlier turns, the summary, tool
// results) passes through it on every request, so a name first found in a
// later tool result is replaced in the question too from the next request
// on; what each request carries is counted for the audit.
type outbound struct {
	mask *pii.Mask
	// private marks the messages (by index) whose text is the user's or a
	// tool's, not the app's or the model's own.
	private map[int]bool
	masked  map[int]string // the private messages' text as last masked
	counted map[int]pii.Counts
	gen     int // the mask's generation when masked was filled
	sent    pii.Counts
}

func newOutbound(m *pii.Mask) *outbound {
	return &outbound{mask: m, private: map[int]bool{}, masked: map[int]string{}, counted: map[int]pii.Counts{}, gen: -1, sent: pii.Counts{}}
}

// text redacts s once (a one-request call such as compaction) and counts it.
func (o *outbound) text(s string) string {
	if o.mask == nil || s == "" {
		return s
	}
	r, c := o.mask.Redact(s)
	o.sent.Add(c)
	return r
}

// keep appends a message whose text must pass through the mask.
func (o *outbound) keep(msgs []Message, m Message) []Message {
	o.private[len(msgs)] = true
	return append(msgs, m)
}

// request is msgs as the model may read them: each private text masked
// with every name the turn has found so far. Texts are masked again only
// when the mask learned a name since (its generation moved); masking is
// repeated until no text teaches it a new one, so every text of the
// request gives a value one placeholder.
func (o *outbound) request(msgs []Message) []Message {
	if o.mask == nil {
		return msgs
	}
	for range 4 {
		gen := o.mask.Generation()
		for i, m := range msgs {
			if !o.private[i] {
				continue
			}
			if _, ok := o.masked[i]; ok && gen == o.gen {
				continue
			}
			o.masked[i], o.counted[i] = o.mask.Redact(m.Content)
		}
		o.gen = gen
		if o.mask.Generation() == gen {
			break
		}
	}
	out := make([]Message, len(msgs))
	o.sent = pii.Counts{}
	for i, m := range msgs {
		if o.private[i] {
			m.Content = o.masked[i]
			o.sent.Add(o.counted[i])
		}
		out[i] = m
	}
	return out
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
