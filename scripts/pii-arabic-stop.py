#!/usr/bin/env python3
"""Writes internal/pii/names/arabic/stop.txt, the Arabic function words that never stand as a person's name
("على", "ما", "لا", docs/adr/0079).

Source: stopwords-iso's Arabic list (github.com/stopwords-iso/stopwords-ar at
4a421ac9875b325909df7e4b7392c31eae047795, stopwords-ar.txt; MIT, internal/pii/names/arabic/LICENSE).
Each word is written as the detector folds a word before looking it up (pii.fold: decomposed, marks dropped,
recomposed, so "أَنَّ" is "ان"); the particles that stand inside names (بن, بنت, ابن, ابو, عبد) are left out.
One word a line, sorted by byte value, no repeats, as sortedList.has needs. Deterministic; run from the
repository root: python3 scripts/pii-arabic-stop.py <stopwords-ar.git>
"""
import subprocess
import sys
import unicodedata

COMMIT = "4a421ac9875b325909df7e4b7392c31eae047795"
OUT = "internal/pii/names/arabic/stop.txt"
PARTICLES = {"بن", "بنت", "ابن", "ابو", "عبد"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn")
    return unicodedata.normalize("NFC", d.lower())


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":stopwords-ar.txt"], check=True,
                          capture_output=True).stdout.decode("utf-8")
    words = {fold(line.strip()) for line in text.splitlines() if line.strip()}
    words -= PARTICLES
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
