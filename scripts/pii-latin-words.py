#!/usr/bin/env python3
"""Writes internal/pii/names/la/words.txt, the common Latin words (docs/adr/0228):

Unicode's Unilex word frequencies (github.com/unicode-org/unilex at UNILEX_COMMIT, data/frequency/la.txt: word counts
of the Latin web text Google's Corpus Crawler gathered, mostly modern Latin news; Unicode License V3,
la/LICENSE.unilex): every form the list writes in lower case only, of two letters or more, in the letters a-z (the
list's capitalised forms are its news's persons and places, "Trump", "Finnia": left out), in rank order (count
descending, then byte order). A word among them is no name after a Latin cue (latincued.go).

Nothing of any name set was read. Deterministic; run from the repository root:
python3 scripts/pii-latin-words.py <unilex.git>
"""
import subprocess
import sys

UNILEX_COMMIT = "b3a9ae27a0c29eac217bb15a75c6f8d8efb15d17"


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", UNILEX_COMMIT + ":data/frequency/la.txt"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    counts = {}
    for line in text.splitlines():
        if line.startswith("#") or "\t" not in line or line.startswith("Form\t"):
            continue
        form, count = line.split("\t")
        if len(form) < 2 or not all("a" <= c <= "z" for c in form):
            continue
        counts[form] = counts.get(form, 0) + int(count)
    ranked = sorted(counts, key=lambda w: (-counts[w], w.encode("utf-8")))
    with open("internal/pii/names/la/words.txt", "w", encoding="utf-8") as f:
        for w in ranked:
            f.write(w + "\n")


if __name__ == "__main__":
    main()
