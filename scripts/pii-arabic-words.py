#!/usr/bin/env python3
"""Writes internal/pii/names/arabic/words.txt: the TOP (3,000) commonest Arabic words of FrequencyWords' Arabic list
(word counts of the OpenSubtitles 2018 Arabic subtitles), each of two letters or more and only of Arabic letters.
A word on this list (or on the Persian list, names/fa/words.txt) is never read as a foreign given name or surname
written in Arabic script ("كان", was, reads K-N like "Ken"; docs/adr/0121).

Source: github.com/hermitdave/FrequencyWords at COMMIT, content/2018/ar/ar_50k.txt (content CC BY-SA 4.0, code
MIT; names/fa/LICENSE.frequencywords). Words kept as written (NFC; marks are left to the detector's fold), one a
line, in rank order (commonest first; a word's first place counts). Deterministic; run from the repository root:
python3 scripts/pii-arabic-words.py <FrequencyWords.git>
"""
import re
import subprocess
import sys
import unicodedata

COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
OUT = "internal/pii/names/arabic/words.txt"
TOP = 10000
ARABIC = re.compile(r"^[\u0621-\u063a\u0641-\u064a]{2,}$")


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":content/2018/ar/ar_50k.txt"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    seen = []
    have = set()
    for line in text.splitlines():
        w = unicodedata.normalize("NFC", line.split(" ")[0])
        if ARABIC.match(w) and w not in have and len(seen) < TOP:
            have.add(w)
            seen.append(w)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in seen:
            f.write(w + "\n")


if __name__ == "__main__":
    main()
