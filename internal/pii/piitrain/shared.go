package piitrain

import "path/filepath"

// ReadCorpus reads one vendored corpus under piiDir (internal/pii) into
// documents, as the word model's training reads it; the Arabic model's
// trainer (internal/pii/artrain, docs/adr/0088) reads NewsFANE through it.
func ReadCorpus(piiDir string, c Corpus) ([]Doc, error) {
	return readCorpus(filepath.Join(piiDir, thirdParty, c.Path), c.Format)
}

// Augment returns, for each document that names someone, a copy with every
// person replaced by a name of the same script drawn from the detector's
// own lists (NameFiles under piiDir); deterministic for a seed.
func Augment(piiDir string, docs []Doc, seed uint64) ([]Doc, error) {
	pool, err := loadPool(piiDir)
	if err != nil {
		return nil, err
	}
	return augment(docs, pool, seed), nil
}
