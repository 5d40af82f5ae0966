#!/usr/bin/env python3
"""Writes internal/pii/names/freq/europe-common.txt, the commonest words of the European languages written in Latin
or Cyrillic letters, each with its best rank, for the rule that a lone capitalised word opening a sentence, the one
place where a capital says nothing, is no person when it is one of them (docs/adr/0137).

Source: FrequencyWords (github.com/hermitdave/FrequencyWords at 525f9b560de45753a5ea01069454e72e9aa541c6,
content/2018/<lang>/<lang>_50k.txt, Kazakh's kk_full.txt: word counts of the OpenSubtitles 2018 subtitles; content CC BY-SA 4.0, code
MIT, internal/pii/names/freq/LICENSE), the languages in LANGS: every European language of the collection written in
Latin or Cyrillic letters but English (the detector's SCOWL list is its word list) and Turkish (turkic.go reads its
own list, tr-5k.txt, with the Turkish dotted and dotless i). The first TOP words of each list are taken, lower case as
written (NFC), letters only, two letters or more; each word is written once with its best rank (1 = commonest) over
the languages, as "word rank", sorted by byte value. Deterministic; run from the repository root:
python3 scripts/pii-common-openers.py <FrequencyWords.git>
"""
import subprocess
import sys
import unicodedata

COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
OUT = "internal/pii/names/freq/europe-common.txt"
TOP = 3000
LANGS = ["bg", "bs", "ca", "cs", "da", "de", "es", "et", "eu", "fi", "fr", "gl", "hr", "hu", "is", "it", "kk", "lt",
         "lv", "mk", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "uk"]

# FULL_ONLY are the languages the collection lists only in full (<lang>_full.txt, in the same rank order).
FULL_ONLY = {"kk"}


def main():
    repo = sys.argv[1]
    best = {}
    for lang in LANGS:
        name = "full" if lang in FULL_ONLY else "50k"
        text = subprocess.run(["git", "-C", repo, "show", f"{COMMIT}:content/2018/{lang}/{lang}_{name}.txt"],
                              check=True, capture_output=True).stdout.decode("utf-8")
        rank = 0
        for line in text.splitlines():
            parts = line.split()
            if len(parts) != 2:
                continue
            rank += 1
            if rank > TOP:
                break
            w = unicodedata.normalize("NFC", parts[0]).lower()
            if len(w) < 2 or not w.isalpha():
                continue
            if w not in best or rank < best[w]:
                best[w] = rank
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(best, key=lambda w: w.encode("utf-8")):
            f.write(f"{w} {best[w]}\n")


if __name__ == "__main__":
    main()
