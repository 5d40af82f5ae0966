#!/usr/bin/env python3
"""Writes internal/pii/names/fa/given.txt and internal/pii/names/fa/surnames.txt.

The Persian given names and surnames of English Wiktionary's categories ("Persian male given names", "Persian
female given names", "Persian surnames"), in Arabic script as Wiktionary writes them: "ابراهیم", "باقر",
"تیمور", "زهرا" are on no other list the detector reads in Persian spelling. Read only on Persian lines, where a
name needs a listed given name (docs/adr/0172).

Source: github.com/jgwoolley/Names-by-Culture at COMMIT, pages/fas/given_names.csv and pages/fas/surnames.csv
(collected from English Wiktionary; the names are Wiktionary's, CC BY-SA 4.0; the collection Apache-2.0,
names/fa/LICENSE.names-by-culture). Rows of the Old Persian categories and rows not in Arabic script are left out.
Each name of one word of letters only, three letters or more, is folded as pii.fold folds a word (decomposed,
marks dropped: the short vowels go), one a line, sorted by byte value, no repeats. Deterministic; run from the
repository root:
python3 scripts/pii-persian-given.py <Names-by-Culture.git>
"""
import csv
import io
import subprocess
import sys
import unicodedata

COMMIT = "81e3c9d22a04b6c47d65e7a8d07f5e3b1d6e089b"
OUTS = {"internal/pii/names/fa/given.txt": "given_names", "internal/pii/names/fa/surnames.txt": "surnames"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()
    return unicodedata.normalize("NFC", d)


def write(out, page):
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":pages/fas/" + page + ".csv"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    names = set()
    for row in csv.DictReader(io.StringIO(text)):
        n = row["name"].strip()
        if "Old " in row["parent_cmtitle"] or row["language_script"] != "Arabic":
            continue
        if n.isalpha() and len(n) > 2:
            names.add(fold(n))
    with open(out, "w", encoding="utf-8") as f:
        for w in sorted(names, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


def main():
    for out, page in OUTS.items():
        write(out, page)


if __name__ == "__main__":
    main()
