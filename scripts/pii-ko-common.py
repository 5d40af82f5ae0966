#!/usr/bin/env python3
"""Writes internal/pii/names/ko/ko-common.txt (docs/adr/0128): common Korean words the Korean model takes for a
person's name when they stand alone (허리, 반찬, 최근), sorted by byte value (searched in place like
ko-things.txt).

Source: FrequencyWords (github.com/hermitdave/FrequencyWords at 525f9b560de45753a5ea01069454e72e9aa541c6,
content/2018/ko/ko_50k.txt: word counts of the Korean OpenSubtitles 2018 subtitles; CC BY-SA 4.0, see
names/ko/LICENSE.frequencywords). Subtitles hold names too (존, 마이클, 영희), so a word is kept only when it is
- among the TOP commonest, 2 to 5 Hangul syllables;
- a word of the Korean dictionary the model reads (names/ko/ko-words.txt, Hunspell ko);
- no word of any person labelled in the Korean model's training material (MultiCoNER's released Korean train
  sentences less their last 1,000, KLUE NER dev 1,001-4,200: 예수, 보아, 바다 are persons there) and no listed first
  word of a foreign name (ko-given.txt).
Deterministic; run from the repository root:  python3 scripts/pii-ko-common.py PATH/TO/ko_50k.txt
"""
import importlib.util
import re
import sys

TOP = 50000
HANGUL = re.compile(r"^[\uac00-\ud7a3]{2,5}$")


def given_module():
    spec = importlib.util.spec_from_file_location("kogiven", "scripts/pii-ko-given.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def main():
    g = given_module()
    words = set(open("internal/pii/names/ko/ko-words.txt", encoding="utf-8").read().split("\n"))
    given = set(open("internal/pii/names/ko/ko-given.txt", encoding="utf-8").read().split("\n"))
    person_words = set()
    for p in g.multiconer() | g.klue():
        person_words.update(p.split(" "))
    out = set()
    for n, line in enumerate(open(sys.argv[1], encoding="utf-8")):
        if n >= TOP:
            break
        w = line.split(" ")[0]
        if HANGUL.match(w) and w in words and w not in person_words and w not in given:
            out.add(w)
    with open("internal/pii/names/ko/ko-common.txt", "w", encoding="utf-8") as f:
        for w in sorted(out):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
