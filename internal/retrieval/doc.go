// Package retrieval is the one search function behind the agent's
// search_document_chunks tool and the retrieval evaluation: a pgvector HNSW
// arm, an English full-text arm and an identifier arm over the 'simple'
// configuration, fused by Reciprocal Rank Fusion with a per-document cap.
// Every arm names the workspace and the current embedding model in its own
// WHERE clause, and every search is written to retrieval_log. It keeps only
// search: the evaluation that measures it is internal/evaluation (ADR 0060),
// and it writes no table but its own (the question log, term statistics).
// See docs/adr/0008-retrieval.md.
package retrieval
