package chunk

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/pkoukk/tiktoken-go"
	tiktokenloader "github.com/pkoukk/tiktoken-go-loader"
	"github.com/tmc/langchaingo/textsplitter"
)

// Default token limits: a ceiling that keeps one chunk focused, and a floor
// under which a piece is merged into a neighbour rather than stored alone.
const (
	DefaultMaxTokens = 512
	DefaultMinTokens = 64
)

// minCeiling keeps room for a repeated table header or code fences plus some
// content; below it the shaping rules cannot hold.
const minCeiling = 16

// cl100k is the encoding of OpenAI's text-embedding-3 models. Its pattern and
// special tokens mirror tiktoken-go's own definition; the ranks come from
// tiktoken-go-loader's embedded copy, so no BPE file is ever fetched.
const (
	cl100kFile    = "cl100k_base.tiktoken"
	cl100kPattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
)

// Chunk is one retrieval unit of a document.
type Chunk struct {
	Index       int      // reading order, 0-based
	HeadingPath []string // headings above the chunk, outermost first; never nil
	Text        string   // raw Markdown slice of the document (plus a repeated table header or fence)
	Tokens      int      // cl100k_base tokens in Text
}

// Options sets the token ceiling and floor; zero values take the defaults
// and a negative MinTokens turns merging of small pieces off.
type Options struct {
	MaxTokens int
	MinTokens int
}

// Chunker splits Markdown. It is safe for concurrent use: it holds only the
// read-only tokenizer and options.
type Chunker struct {
	max, min int
	enc      *encoder
	prose    textsplitter.RecursiveCharacter
}

// New loads the cl100k_base tokenizer from embedded data and validates opts.
func New(opts Options) (*Chunker, error) {
	if _, err := limits(opts); err != nil {
		return nil, err
	}
	enc, err := loadCL100K()
	if err != nil {
		return nil, fmt.Errorf("chunk: load tokenizer: %w", err)
	}
	return withEncoder(opts, enc)
}

// limits fills defaults and validates the ceiling and floor.
func limits(opts Options) (Options, error) {
	if opts.MaxTokens == 0 {
		opts.MaxTokens = DefaultMaxTokens
	}
	if opts.MinTokens == 0 {
		opts.MinTokens = DefaultMinTokens
	}
	if opts.MinTokens < 0 {
		opts.MinTokens = 0
	}
	if opts.MaxTokens < minCeiling {
		return opts, fmt.Errorf("chunk: MaxTokens %d is below %d", opts.MaxTokens, minCeiling)
	}
	if opts.MinTokens >= opts.MaxTokens {
		return opts, fmt.Errorf("chunk: MinTokens %d must be below MaxTokens", opts.MinTokens)
	}
	return opts, nil
}

// withEncoder builds a chunker around an already loaded encoder; loading the
// ranks is the slow part of New.
func withEncoder(opts Options, enc *encoder) (*Chunker, error) {
	opts, err := limits(opts)
	if err != nil {
		return nil, err
	}
	c := &Chunker{max: opts.MaxTokens, min: opts.MinTokens, enc: enc}
	c.prose = textsplitter.NewRecursiveCharacter(
		textsplitter.WithChunkSize(opts.MaxTokens),
		textsplitter.WithChunkOverlap(0), // overlap would store text twice
		textsplitter.WithSeparators([]string{"\n\n", "\n", ". ", " ", ""}),
		textsplitter.WithLenFunc(c.CountTokens),
	)
	return c, nil
}

// loadCL100K builds the encoder directly instead of through
// tiktoken.GetEncoding, which would need the package-global SetBpeLoader.
func loadCL100K() (*encoder, error) {
	ranks, err := tiktokenloader.NewOfflineLoader().LoadTiktokenBpe(cl100kFile)
	if err != nil {
		return nil, err
	}
	special := map[string]int{
		tiktoken.ENDOFTEXT:   100257,
		tiktoken.FIM_PREFIX:  100258,
		tiktoken.FIM_MIDDLE:  100259,
		tiktoken.FIM_SUFFIX:  100260,
		tiktoken.ENDOFPROMPT: 100276,
	}
	bpe, err := tiktoken.NewCoreBPE(ranks, special, cl100kPattern)
	if err != nil {
		return nil, err
	}
	set := make(map[string]any, len(special))
	for k := range special {
		set[k] = true
	}
	encoding := &tiktoken.Encoding{Name: tiktoken.MODEL_CL100K_BASE, PatStr: cl100kPattern, MergeableRanks: ranks, SpecialTokens: special}
	return &encoder{tk: tiktoken.NewTiktoken(bpe, encoding, set), ranks: ranks}, nil
}

// CountTokens counts cl100k_base tokens. Special-token strings such as
// "<|endoftext|>" count as ordinary text: documents are data, not prompts.
func (c *Chunker) CountTokens(s string) int {
	if s == "" {
		return 0
	}
	return c.enc.count(s)
}

// MaxTokens is the ceiling in effect.
func (c *Chunker) MaxTokens() int { return c.max }

// EmbeddingInput is the text embedded for a chunk: the document title, the
// heading path joined with " > ", a blank line, then the chunk text. Empty
// parts are left out so two chunks differ only where their content does.
func EmbeddingInput(title string, headingPath []string, text string) string {
	var b strings.Builder
	if t := strings.TrimSpace(title); t != "" {
		b.WriteString(t)
		b.WriteByte('\n')
	}
	if len(headingPath) > 0 {
		b.WriteString(strings.Join(headingPath, " > "))
		b.WriteByte('\n')
	}
	if b.Len() > 0 {
		b.WriteByte('\n')
	}
	b.WriteString(text)
	return b.String()
}

// Hash is the hex SHA-256 of s, stored as a chunk's content_hash.
func Hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// Truncate returns the longest prefix of s (cut on a rune boundary) with at
// most n tokens; the OpenAI embedder uses it for inputs over the model limit.
func (c *Chunker) Truncate(s string, n int) string {
	toks := c.enc.tk.EncodeOrdinary(s)
	if len(toks) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	prefix := c.enc.tk.Decode(toks[:n])
	if strings.HasPrefix(s, prefix) {
		return s[:runeFloor(s, len(prefix))]
	}
	// Invalid UTF-8 decodes differently from the input; fall back to the
	// decoded text with any broken rune dropped.
	return strings.ToValidUTF8(prefix, "")
}
