package tools

import (
	"strconv"
	"strings"
	"sync"

	"github.com/google/uuid"

	"knowledgestack/internal/convert"
)

// Citation is a numbered chunk the model may cite as [N] in this turn.
type Citation struct {
	N           int
	ChunkID     uuid.UUID
	DocumentID  uuid.UUID
	SourceID    uuid.UUID
	Title       string
	URL         string
	HeadingPath string
	Snippet     string
	Score       float64
	// Text is the chunk's Markdown, for the offline answer's extractive
	// lead (agent/lead.go); never stored with the turn's frames nor sent.
	Text string `json:"-"`
	// Location is where the chunk lies in its original file (pages, a slide,
	// sheet rows); nil for documents without pages.
	Location *Location
}

// Location is a citation's place in the original file.
type Location struct {
	Kind  string // page, slide, sheet or rows
	From  int    // first page, slide or row (0: unknown)
	To    int    // last page, slide or row
	Sheet string // the sheet's name
	Label string // "page 4", "slides 2–3", "sheet Prices, rows 2–41"
}

// NewLocation converts a chunk's location; nil for none.
func NewLocation(l convert.Location) *Location {
	if l.IsZero() {
		return nil
	}
	return &Location{Kind: l.Kind, From: l.From, To: l.To, Sheet: l.Sheet, Label: l.Label()}
}

// LinkAt is the URL that opens a document at a location: "#page=N" on a
// PDF's link, which browsers' PDF viewers follow; the URL as is otherwise.
func LinkAt(url string, l convert.Location) string {
	if url == "" || l.Kind != "page" || l.From < 1 || strings.Contains(url, "#") {
		return url
	}
	return url + "#page=" + strconv.Itoa(l.From)
}

// Session numbers the chunks returned during one turn, so the model only ever
// sees small labels it cannot invent ids from. It is safe for concurrent use.
type Session struct {
	mu      sync.Mutex
	byChunk map[uuid.UUID]int
	list    []Citation
}

// NewSession starts an empty numbering for a turn.
func NewSession() *Session { return &Session{byChunk: map[uuid.UUID]int{}} }

// Add numbers a chunk (the same chunk keeps its number) and returns its label.
func (s *Session) Add(c Citation) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.byChunk[c.ChunkID]; ok {
		return n
	}
	c.N = len(s.list) + 1
	s.byChunk[c.ChunkID] = c.N
	s.list = append(s.list, c)
	return c.N
}

// Lookup returns citation n, if the turn's tools returned it.
func (s *Session) Lookup(n int) (Citation, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n < 1 || n > len(s.list) {
		return Citation{}, false
	}
	return s.list[n-1], true
}

// Len is how many chunks have been numbered.
func (s *Session) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.list)
}

// escaper turns retrieved text into inert data: nothing inside can close or
// open the app's tags, so a document cannot pose as instructions.
var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

var attrEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "\n", " ")

// Escape makes text safe to place inside the app's data tags.
func Escape(s string) string { return escaper.Replace(s) }

// WrapDocument renders one numbered chunk for the model.
func WrapDocument(c Citation, content string) string {
	var b strings.Builder
	b.WriteString(`<ks-document n="`)
	b.WriteString(strconv.Itoa(c.N))
	b.WriteString(`" title="`)
	b.WriteString(attrEscaper.Replace(c.Title))
	if c.Location != nil && c.Location.Label != "" {
		b.WriteString(`" location="`)
		b.WriteString(attrEscaper.Replace(c.Location.Label))
	}
	if c.HeadingPath != "" {
		b.WriteString(`" section="`)
		b.WriteString(attrEscaper.Replace(c.HeadingPath))
	}
	b.WriteString("\">\n")
	b.WriteString(Escape(content))
	b.WriteString("\n</ks-document>")
	return b.String()
}

// WrapResult renders a database tool's output for the model.
func WrapResult(tool, text string) string {
	return `<ks-result tool="` + tool + "\">\n" + Escape(text) + "\n</ks-result>"
}
