package source

import (
	"strings"

	"knowledgestack/internal/chunk"
	"knowledgestack/internal/convert"
)

// Prepared is one document's Markdown as it is stored: the chunk rows (no
// DocumentID or Vector yet) and the embedding input of each, in order. The
// sync pass writes the rows it must (WriteReindexed); the evaluation
// loader writes them all. One function builds them for both, so what the
// evaluation measures is what an upload or a connector's document becomes.
type Prepared struct {
	Chunks []Chunk
	Inputs []string // Inputs[i] is embedded for Chunks[i]
	Tokens int      // the document's token count: the sum of its chunks'
}

// Prepare splits a document's Markdown into the rows to store, with their
// embedding inputs, each row carrying model. Anchor lines of converted files
// (pages, slides, sheets) leave the text and become each chunk's location; a
// chunk that held only anchors is dropped. A located chunk's hash covers its
// location too, so a chunk that moves to another page is rewritten with its
// new location.
func Prepare(ch *chunk.Chunker, title, markdown, model string) Prepared {
	var tr convert.Tracker
	var p Prepared
	for _, c := range ch.Split(markdown) {
		text, loc := tr.Next(c.Text)
		if strings.TrimSpace(text) == "" {
			continue
		}
		tokens := c.Tokens
		if text != c.Text {
			tokens = ch.CountTokens(text)
		}
		in := chunk.EmbeddingInput(title, c.HeadingPath, text)
		hash := chunk.Hash(in)
		if !loc.IsZero() {
			hash = chunk.Hash(in + "\x00" + loc.Label())
		}
		p.Chunks = append(p.Chunks, Chunk{Index: len(p.Chunks), Title: title, HeadingPath: c.HeadingPath,
			Content: text, Tokens: tokens, Hash: hash, Model: model, Location: loc})
		p.Inputs = append(p.Inputs, in)
		p.Tokens += tokens
	}
	return p
}

// DocumentHash is a document's content hash (documents.content_hash): of its
// title and Markdown, so a retitled document is re-indexed too.
func DocumentHash(title, markdown string) string {
	return chunk.Hash(title + "\x00" + markdown)
}
