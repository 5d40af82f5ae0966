// Package corpus loads an evaluation corpus into a workspace through the
// product's ingest path: each file (a Markdown file of a folder, or a BEIR
// record made Markdown) is converted as an upload of it is (convert), titled
// as the upload connector titles it, split into rows as the sync pass splits
// a document (source.Prepare), embedded for the workspace (embed.EmbedFor)
// and written by the one chunk writer (source.CopyChunks). It also reads a
// corpus's question file. It does not import retrieval, so retrieval's own
// tests can load corpora with it; a caller refreshes the workspace's term
// statistics afterwards (retrieval.RefreshTermStats), as the sync pass does
// after a pass — internal/evaluation's loaders do both (ADR 0060).
package corpus
