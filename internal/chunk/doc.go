// Package chunk cuts a Markdown document into retrieval-sized chunks.
//
// Each chunk is a raw slice of the document (nothing is re-rendered), keeps the
// heading path it sits under, and stays under a token ceiling counted with the
// cl100k_base tokenizer loaded from embedded assets (nothing is downloaded).
// Tables split by rows repeat their header; split code blocks are re-fenced
// with their language. See docs/adr/0006-chunking.md for why the block scan is
// our own rather than langchaingo's Markdown splitter.
package chunk
