// Package evaluation is the retrieval evaluation harness (`api eval
// retrieval`, the CI floors): it loads a corpus into a scratch workspace
// through the product's ingest path (internal/evaluation/corpus), runs
// questions through retrieval's public search API and scores the answers —
// recall@k, MRR and heading@5 for question files, nDCG@10, recall@10/100 and
// MRR@10 as trec_eval computes them for BEIR datasets, and how often the
// abstention rule abstains. Retrieval keeps only search (ADR 0060).
package evaluation
