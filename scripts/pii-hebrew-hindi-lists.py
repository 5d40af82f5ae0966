#!/usr/bin/env python3
"""Writes the lists the Hebrew and Devanagari person passes read (docs/adr/0125):

internal/pii/names/he/given.txt: the first words of Wikidata's Hebrew person labels that at least MIN_GIVEN labels
  open with ("ג'ון", "משה", "דונלד"), one a line, commonest first: Hebrew spellings of given names, Western and
  Israeli, from Merhav and Ash's English-Hebrew pairs (COLING 2018, github.com/steveash/NETransliteration-COLING2018
  at NET_COMMIT, data/wd_hebrew; Wikidata, CC0 1.0, he/LICENSE.wikidata).
internal/pii/names/he/given-rare.txt: the first words that at least MIN_RARE but fewer than MIN_GIVEN labels open with
  ("אתי", Eti), sorted: a given name that needs a person found on the next word to vouch for it (docs/adr/0138).
internal/pii/names/he/words.txt: every word of those labels, sorted: a Hebrew name's second word must be one.
internal/pii/names/he/common.txt and hi/common.txt: FrequencyWords' TOP commonest Hebrew and Hindi subtitle words
  (github.com/hermitdave/FrequencyWords at FW_COMMIT, content/2018/he/he_50k.txt and hi/hi_full.txt; CC BY-SA 4.0,
  LICENSE.frequencywords), in rank order.

Nothing of any name set was read. Deterministic; run from the repository root:
python3 scripts/pii-hebrew-hindi-lists.py <NETransliteration-COLING2018.git> <FrequencyWords.git>
"""
import collections
import subprocess
import sys
import unicodedata

NET_COMMIT = "5d5f59e561ecea45a6d3602121e1049baa7a76c3"
FW_COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
MIN_GIVEN = 10
MIN_RARE = 2
TOP = 10000


def show(git, commit, path):
    return subprocess.run(["git", "--git-dir", git, "show", commit + ":" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def hebrew(w):
    return any(0x05D0 <= ord(c) <= 0x05EA for c in w) and all(0x0590 <= ord(c) <= 0x05FF or c in "'\"-" for c in w)


def main():
    first = collections.Counter()
    words = set()
    for line in show(sys.argv[1], NET_COMMIT, "data/wd_hebrew").splitlines():
        parts = line.split("\t")
        if len(parts) != 2:
            continue
        ws = [unicodedata.normalize("NFC", w) for w in parts[1].split()]
        ws = [w for w in ws if hebrew(w)]
        if len(ws) >= 2:
            first[ws[0]] += 1
        words.update(ws)
    with open("internal/pii/names/he/given.txt", "w", encoding="utf-8") as f:
        for w, n in sorted(first.items(), key=lambda x: (-x[1], x[0])):
            if n >= MIN_GIVEN:
                f.write(w + "\n")
    with open("internal/pii/names/he/given-rare.txt", "w", encoding="utf-8") as f:
        for w in sorted(w for w, n in first.items() if MIN_RARE <= n < MIN_GIVEN):
            f.write(w + "\n")
    with open("internal/pii/names/he/words.txt", "w", encoding="utf-8") as f:
        for w in sorted(words):
            f.write(w + "\n")
    for lang, path in (("he", "content/2018/he/he_50k.txt"), ("hi", "content/2018/hi/hi_full.txt")):
        out = []
        for line in show(sys.argv[2], FW_COMMIT, path).splitlines():
            w = unicodedata.normalize("NFC", line.split(" ")[0])
            if len(w) >= 2 and w not in out:
                out.append(w)
            if len(out) == TOP:
                break
        with open("internal/pii/names/%s/common.txt" % lang, "w", encoding="utf-8") as f:
            for w in out:
                f.write(w + "\n")


if __name__ == "__main__":
    main()
