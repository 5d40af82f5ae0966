#!/usr/bin/env python3
"""Writes internal/pii/names/ko/ko-words.txt (docs/adr/0093) from the Korean
Hunspell dictionary (hunspell-dict-ko, Debian package hunspell-ko 0.7.92-1,
/usr/share/hunspell/ko.dic): every entry written in Hangul syllables only
(stored decomposed, recomposed to NFC here), of 2 to 6 syllables, sorted by
byte value. The Korean tagger's features ask whether an eojeol starts with
one of these words (김치, 박물관, 김장철: words that start with a family-name
syllable and are no name).

Usage: scripts/pii-ko-words.py /usr/share/hunspell/ko.dic > internal/pii/names/ko/ko-words.txt
"""
import sys
import unicodedata

words = set()
with open(sys.argv[1], encoding="utf-8") as f:
    next(f)  # the entry count
    for line in f:
        w = unicodedata.normalize("NFC", line.strip().split("/")[0])
        if 2 <= len(w) <= 6 and all("\uac00" <= c <= "\ud7a3" for c in w):
            words.add(w)
for w in sorted(words, key=lambda w: w.encode("utf-8")):
    print(w)
