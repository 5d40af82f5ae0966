#!/usr/bin/env python3
"""Writes internal/pii/names/de/words.txt: the TOP commonest German words of FrequencyWords' German list (word
counts of the OpenSubtitles 2018 German subtitles, lower case), each of three letters or more and only of German's
letters. In German text every noun is capitalised; a capitalised word that is one of these common words and no
given name is a noun, not a name's first word ("Kreis Herford", "Flasche Wein"), and a name of words that are
no given name and end in one is a noun phrase or a place ("Thüringer Wald"); docs/adr/0102. Read only in German
text; the rules and the word model's features do not read it.

Source: github.com/hermitdave/FrequencyWords at COMMIT, content/2018/de/de_50k.txt (content CC BY-SA 4.0, code
MIT; names/de/LICENSE.frequencywords). Words are kept as written (lower case, not folded: "hände"), one a line,
sorted by byte value. Deterministic; run from the repository root:
python3 scripts/pii-german-words.py <FrequencyWords.git>
"""
import re
import subprocess
import sys

COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
OUT = "internal/pii/names/de/words.txt"
TOP = 10000
GERMAN = re.compile(r"^[a-zäöüß]{3,}$")


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":content/2018/de/de_50k.txt"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    words = []
    for line in text.splitlines()[:TOP]:
        w = line.split(" ")[0]
        if GERMAN.match(w):
            words.append(w)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(set(words), key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
