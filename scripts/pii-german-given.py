#!/usr/bin/env python3
"""Writes internal/pii/names/de/given.txt: the German given names of Wiktionary's categories "German male given
names" and "German female given names" (1,007 entries), which the detector's lists lack in part ("Volker", "Jürgen",
"Kerstin" are there, "Volker" only as a surname). Used only in German text, to tell the given name that starts a name
from the title or role before it ("Verbandsdirektor Volker Leienbach", docs/adr/0094); not a list of the rules or of
the word model's features.

Source: github.com/jgwoolley/Names-by-Culture at COMMIT, pages/deu/given_names.csv (collected from English
Wiktionary; the names are Wiktionary's, CC BY-SA; the collection Apache-2.0, names/de/LICENSE). Each name of one word
(no space, hyphen or apostrophe) is folded as pii.bare folds a word (decomposed, marks dropped, lower case:
"Jürgen" → "jurgen"), one a line, sorted by byte value, no repeats. Deterministic; run from the repository root:
python3 scripts/pii-german-given.py <Names-by-Culture.git>
"""
import csv
import io
import subprocess
import sys
import unicodedata

COMMIT = "81e3c9d22a04b6c47d65e7a8d07f5e3b1d6e089b"
OUT = "internal/pii/names/de/given.txt"
CATEGORIES = {"Category:German male given names", "Category:German female given names"}
FOLD = {"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()
    return unicodedata.normalize("NFC", "".join(FOLD.get(c, c) for c in d))


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":pages/deu/given_names.csv"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    names = set()
    for row in csv.DictReader(io.StringIO(text)):
        n = row["name"].strip()
        if row["parent_cmtitle"] in CATEGORIES and n.isalpha():
            names.add(fold(n))
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(names, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
