#!/usr/bin/env python3
"""Derives internal/retrieval/synonyms/wordnet.txt.gz from Debian's wordnet-base.

For each single-word lemma (noun, verb, adjective) the synonyms are the other single-word lemmas of its first
SENSES synsets (WordNet orders a word's senses by frequency in its tagged corpus). Usage, after
`apt-get install wordnet-base`:  python3 scripts/wordnet-synonyms.py /usr/share/wordnet OUT.txt.gz
"""
import gzip, sys

SENSES = 2
MAX_SYNONYMS = 6

def main(wn, out):
    words = {}
    for pos in ("noun", "verb", "adj"):
        synsets = {}
        with open(f"{wn}/data.{pos}", encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                parts = line.split()
                offset, n = parts[0], int(parts[3], 16)
                synsets[offset] = [parts[4 + 2 * i].lower() for i in range(n)]
        with open(f"{wn}/index.{pos}", encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                parts = line.split()
                lemma = parts[0]
                if "_" in lemma or not lemma.isalpha():
                    continue
                n_senses = int(parts[2])
                offsets = parts[-n_senses:][:SENSES]
                syns = words.setdefault(lemma, [])
                for off in offsets:
                    for s in synsets.get(off, []):
                        s = s.split("(")[0]
                        if s != lemma and "_" not in s and s.isalpha() and s not in syns:
                            syns.append(s)
    with gzip.open(out, "wt", encoding="utf-8") as f:
        for w in sorted(words):
            if words[w]:
                f.write(w + "\t" + " ".join(words[w][:MAX_SYNONYMS]) + "\n")

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
