#!/usr/bin/env python3
"""Writes internal/pii/names/fa/words.txt: the TOP (3,000) commonest Persian words of FrequencyWords' Persian list (word
counts of the OpenSubtitles 2018 Persian subtitles), each of two letters or more and only of Arabic-script letters,
spelled as Persian spells them (Arabic ي and ك as Persian ی and ک, as the subtitles mix both). On a Persian line a
name the detector keeps only because its first word is a listed given name (faker's Persian given names hold words
such as "شب", night, and "ماه", moon) is a phrase when a later word is one of these common words and no listed
name ("شب نمایش", "ملی ایران"), or one of the 500 commonest however listed ("سه ماه": "ماه" is a given name
too); docs/adr/0116. Subtitles are full of given names ("علی", "حسن"), so the list never judges a name's first word.

Source: github.com/hermitdave/FrequencyWords at COMMIT, content/2018/fa/fa_50k.txt (content CC BY-SA 4.0, code
MIT; names/fa/LICENSE.frequencywords). Words kept as written after the two letter swaps (marks and the zero-width
non-joiner are left to the detector's fold), one a line, in rank order (commonest first; a word's first place counts). Deterministic; run from the
repository root:
python3 scripts/pii-persian-words.py <FrequencyWords.git>
"""
import re
import subprocess
import sys
import unicodedata

COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
OUT = "internal/pii/names/fa/words.txt"
TOP = 3000
PERSIAN = re.compile(r"^[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc\u0622\u200c]{2,}$")


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":content/2018/fa/fa_50k.txt"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    words = []
    for line in text.splitlines():
        w = unicodedata.normalize("NFC", line.split(" ")[0]).replace("\u064a", "\u06cc").replace("\u0643", "\u06a9")
        if PERSIAN.match(w):
            words.append(w)
    seen = set()
    with open(OUT, "w", encoding="utf-8") as f:
        for w in words:
            if w not in seen and len(seen) < TOP:
                seen.add(w)
                f.write(w + "\n")


if __name__ == "__main__":
    main()
