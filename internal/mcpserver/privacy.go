package mcpserver

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"

	"github.com/google/uuid"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/tools"
)

// Privacy hands out a mask for a workspace that asked for personal data to
// be replaced before it leaves for a model, nil for one that did not
// (pii.Policy).
type Privacy interface {
	MaskFor(ctx context.Context, ws uuid.UUID) (*pii.Mask, error)
}

// maskedNote tells the client's model what the placeholders are and that it
// may send them back: a client reads tool results, not ADRs.
const maskedNote = "\n\n[Privacy: personal data in this result (names, e-mail addresses, phone numbers, account numbers) is " +
	"replaced by placeholders such as ⟨PERSON_…⟩ or ⟨EMAIL_…⟩. Copy a placeholder unchanged into later calls with this " +
	"token (for 24 hours) and the server uses the real value; the values themselves are not available to you.]"

// errPrivacyUnread is the sentence a call gets when the workspace's setting
// cannot be read: nothing is returned rather than unmasked data.
const errPrivacyUnread = "The workspace's privacy setting could not be read, so nothing was returned. Try again in a moment."

// callMask returns the mask for one call of id (nil when the workspace has
// privacy off), its placeholders named per token.
func (s *Server) callMask(ctx context.Context, id Identity) (*pii.Mask, error) {
	m, err := s.opts.Privacy.MaskFor(ctx, id.WorkspaceID)
	if err != nil || m == nil {
		return nil, err
	}
	return m.NameBy(func(k pii.Kind, key string) string { return placeholderName(s.placeholderKey, id, k, key) }), nil
}

// issuedPlaceholder is a placeholder this server issues: a kind and ten
// lower-case base32 letters (a number-named one is the agent's, never ours).
var issuedPlaceholder = regexp.MustCompile(`⟨[A-Z]{2,6}_[a-z2-7]{10}⟩`)

// restoreArgs puts the real values back into a call's JSON arguments for the
// placeholders this token was issued and that have not expired, each
// escaped as JSON string content. Anything else shaped like a placeholder
// stays as written (the tool then finds nothing for it).
func (s *Server) restoreArgs(ctx context.Context, id Identity, args string) (string, error) {
	if !strings.Contains(args, "⟨") {
		return args, nil
	}
	found := issuedPlaceholder.FindAllString(args, -1)
	seen := map[string]bool{}
	var names []string
	for _, p := range found {
		if !seen[p] && len(names) < maxRestored {
			seen[p] = true
			names = append(names, p)
		}
	}
	values, err := s.placeholders.load(ctx, id, names)
	if err != nil || len(values) == 0 {
		return args, err
	}
	return issuedPlaceholder.ReplaceAllStringFunc(args, func(p string) string {
		v, ok := values[p]
		if !ok {
			return p
		}
		q, _ := json.Marshal(v)
		return string(q[1 : len(q)-1])
	}), nil
}

// maskResult replaces personal data in everything of a tool result that the
// client's model reads — the text and each passage's title, heading path
// and location — stores what it issued, and says so in the text.
func (s *Server) maskResult(ctx context.Context, id Identity, m *pii.Mask, res tools.Result) tools.Result {
	res.Text, _ = m.Redact(res.Text)
	cites := make([]tools.Citation, len(res.Citations))
	for i, c := range res.Citations {
		c.Title, _ = m.Redact(c.Title)
		c.HeadingPath, _ = m.Redact(c.HeadingPath)
		if c.Location != nil {
			loc := *c.Location
			loc.Label, _ = m.Redact(loc.Label)
			c.Location = &loc
		}
		c.URL, _ = m.Redact(c.URL) // a link's path can spell a person
		cites[i] = c
	}
	res.Citations = cites
	s.remember(ctx, id, m)
	if m.Len() > 0 {
		res.Text += maskedNote
	}
	return res
}

// maskText masks one text (a document resource) and stores what it issued.
func (s *Server) maskText(ctx context.Context, id Identity, m *pii.Mask, text string) string {
	out, _ := m.Redact(text)
	s.remember(ctx, id, m)
	if m.Len() > 0 {
		out += maskedNote
	}
	return out
}

// remember stores the mask's placeholders so later calls can send them
// back. A failure is logged: the result stays masked, only the way back is lost.
func (s *Server) remember(ctx context.Context, id Identity, m *pii.Mask) {
	if err := s.placeholders.save(ctx, id, m.Issued()); err != nil {
		s.opts.Log.ErrorContext(ctx, "mcp: store placeholders", "token_id", id.TokenID, "err", err)
	}
}
