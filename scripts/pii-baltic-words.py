#!/usr/bin/env python3
"""Writes internal/pii/names/freq/baltic.txt: the common words of Lithuanian and Latvian that no other language's
common words are ("kad", "buvo", "yra", "kurios", "arī"), lower case as written (NFC). Two of them in lower case near
a given name say a line is Lithuanian or Latvian, where the detector reads Baltic given names (docs/adr/0142);
stopwords-iso's Lithuanian list is mis-encoded ("aukðèiau") and misses "buvo", "yra".

Source: FrequencyWords (github.com/hermitdave/FrequencyWords at COMMIT, content/2018/<lang>/<lang>_50k.txt: word
counts of the OpenSubtitles 2018 subtitles; content CC BY-SA 4.0, code MIT, internal/pii/names/freq/LICENSE). The
first TOP words of Lithuanian and Latvian, letters only, two letters or more, without those among the first OTHER_TOP
words of English or of any other European language of the collection (OTHERS) and without the Lithuanian and Latvian
given names (names/baltic/given.txt, folded). One word a line, sorted by byte value, as sortedList.has needs.
Deterministic; run from the repository root after scripts/pii-slavic-given.py:
python3 scripts/pii-baltic-words.py <FrequencyWords.git>
"""
import subprocess
import sys
import unicodedata

COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
OUT = "internal/pii/names/freq/baltic.txt"
GIVEN = "internal/pii/names/baltic/given.txt"
TOP = 1000
OTHER_TOP = 3000
BALTIC = ["lt", "lv"]
OTHERS = ["en", "bg", "bs", "ca", "cs", "da", "de", "es", "et", "eu", "fi", "fr", "gl", "hr", "hu", "is", "it", "mk",
          "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "uk"]


def fold(w):
    return "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()


def top(repo, lang, n):
    text = subprocess.run(["git", "-C", repo, "show", f"{COMMIT}:content/2018/{lang}/{lang}_50k.txt"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    words = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) != 2:
            continue
        words.append(unicodedata.normalize("NFC", parts[0]).lower())
        if len(words) == n:
            break
    return [w for w in words if len(w) > 1 and w.isalpha()]


def main():
    repo = sys.argv[1]
    others = {fold(w) for lang in OTHERS for w in top(repo, lang, OTHER_TOP)}
    with open(GIVEN, encoding="utf-8") as f:
        given = {line.strip() for line in f}
    words = {w for lang in BALTIC for w in top(repo, lang, TOP) if fold(w) not in others and fold(w) not in given}
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
