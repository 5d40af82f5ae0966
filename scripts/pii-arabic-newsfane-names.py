#!/usr/bin/env python3
"""Writes internal/pii/names/arabic/newsfane-persons.txt, the words of the persons NewsFANE Gold labels in the
sentences the Arabic model trains on (docs/adr/0100): a lexicon of name words as Arabic news spells them, Arabic and
foreign ("موسى", "هنري", "رونالدو"), which the detector's lists lack. pii.arabicProclitic reads it to tell a glued
conjunction or preposition ("لموسى", "وهنري") from a name that starts with the same letter ("وليد", "كريم").

Source: the vendored NewsFANE Gold files internal/pii/testdata/third_party/newsfane-ar/newsfane-first300.txt,
newsfane-next300.txt and newsfane-901-2900.txt.gz (sentences 1-600 and 901-2,900; CC BY-SA 3.0, Fahd Alotaibi and
Mark Lee, see internal/pii/names/arabic/LICENSE.newsfane). Sentences 601-900 and 2,901 on (the sixth and seventh
sets' text) are not read. Person classes as scripts/pii-fourth-names.py reads them. Each word is folded as pii.fold
folds a word (decomposed, marks dropped, recomposed), kept when it has three letters or more and is no function word
of names/arabic/stop.txt and no name particle (بن, ابن, بنت, ابو, ابي, عبد, ال). One word a line, sorted by byte
value, no repeats. Deterministic; run from the repository root: python3 scripts/pii-arabic-newsfane-names.py
"""
import gzip
import unicodedata

DIR = "internal/pii/testdata/third_party/newsfane-ar/"
FILES = ["newsfane-first300.txt", "newsfane-next300.txt", "newsfane-901-2900.txt.gz"]
OUT = "internal/pii/names/arabic/newsfane-persons.txt"
STOP = "internal/pii/names/arabic/stop.txt"
PER = {"Politician", "Athlete", "Artist", "Other_PER", "Religious_PER", "Scientist", "Police", "Businessperson",
       "Lawyer", "Engineer"}
PARTICLES = {"بن", "ابن", "بنت", "ابو", "ابي", "عبد", "ال"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn")
    return unicodedata.normalize("NFC", d.lower())


def main():
    with open(STOP, encoding="utf-8") as f:
        stop = {line.strip() for line in f}
    words = set()
    for name in FILES:
        opener = gzip.open if name.endswith(".gz") else open
        with opener(DIR + name, "rt", encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").replace("\u200e", "").split("\t")
                if len(parts) < 2 or parts[1][2:] not in PER:
                    continue
                w = fold(parts[0].strip())
                if len(w) >= 3 and w.isalpha() and w not in stop and w not in PARTICLES:
                    words.add(w)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
