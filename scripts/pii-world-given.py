#!/usr/bin/env python3
"""Writes internal/pii/names/world/given.txt.

The given names of English Wiktionary's categories for the languages written in Latin or Cyrillic letters that no
other given-name list of the detector covers (docs/adr/0187): Kurdish, Uzbek, Turkmen, Azerbaijani, Tatar, Bashkir,
Yoruba, Hausa, Swahili, Somali, Tagalog, Cebuano, Indonesian, Maori and Hawaiian ("Berfîn", "Dilshod", "Adewale",
"Sugiharto" are on no other list). Wolof, Javanese, Sundanese, Sorbian and Buryat have no category there.

Source: github.com/jgwoolley/Names-by-Culture at COMMIT, pages/<lang>/given_names.csv (collected from English
Wiktionary; the names are Wiktionary's, CC BY-SA 4.0; the collection Apache-2.0, names/world/LICENSE). Categories of
old languages are left out, and rows in other scripts. Each name of one word of letters only, four letters or more,
is folded as pii.bare folds a word (decomposed, marks dropped, lower case: "Berfîn" -> "berfin"), one a line, sorted
by byte value, no repeats. The detector drops, when it reads the list, the names that are common words of some
language. Deterministic; run from the repository root:
python3 scripts/pii-world-given.py <Names-by-Culture.git>
"""
import csv
import io
import subprocess
import sys
import unicodedata

COMMIT = "81e3c9d22a04b6c47d65e7a8d07f5e3b1d6e089b"
OUT = "internal/pii/names/world/given.txt"
LANGS = ["kur", "uzb", "tuk", "aze", "tat", "bak", "yor", "hau", "swa", "som", "tgl", "ceb", "ind", "mri", "haw"]
SCRIPTS = {"Latin", "Cyrillic"}
FOLD = {"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d", "ə": "e"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()
    return unicodedata.normalize("NFC", "".join(FOLD.get(c, c) for c in d))


def main():
    names = set()
    for lang in LANGS:
        text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":pages/" + lang + "/given_names.csv"],
                              check=True, capture_output=True).stdout.decode("utf-8")
        for row in csv.DictReader(io.StringIO(text)):
            n = row["name"].strip()
            if "Old " in row["parent_cmtitle"] or row["language_script"] not in SCRIPTS:
                continue
            if n.isalpha() and len(n) > 3:
                names.add(fold(n))
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(names, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
