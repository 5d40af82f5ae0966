#!/usr/bin/env python3
"""Writes internal/pii/names/arabic/foreign-given.txt: how Arabic writes the commonest Western given names, one
"<arabic>\t<latin>" a line. The Latin names are the TOP (600) commonest male and TOP commonest female given names of
the US 1990 census (names/census1990/given.txt: the male list, then the female list from LINDA); the Arabic spelling
of each is the one Wikidata's person labels give it, as mined word by word by Merhav and Ash (COLING 2018) into
`data/wd_arabic.normalized.aligned.tokens` ("michael\tم ا ي ك ل\t941": Latin word, Arabic letters, how many
labels align them), kept when at least MIN_COUNT labels do. A word in Arabic script that is such a spelling (or its
Persian form) and stands before a word no common Arabic or Persian word is a foreign person's given name
(docs/adr/0121).

Also writes internal/pii/names/arabic/foreign-words.txt: every Arabic spelling of the table (aligned by at least
WORDS_MIN_COUNT labels), sorted: the words of persons' names in Wikidata's Arabic labels, of which a foreign name's
second word must be one.

Source: github.com/steveash/NETransliteration-COLING2018 at COMMIT, data/wd_arabic.normalized.aligned.tokens (the
data: Wikidata, CC0 1.0, data/LICENSE, copied to names/arabic/LICENSE.wikidata). Deterministic; run from the
repository root:
python3 scripts/pii-arabic-foreign-given.py <NETransliteration-COLING2018.git>
"""
import subprocess
import sys
import unicodedata

COMMIT = "5d5f59e561ecea45a6d3602121e1049baa7a76c3"
OUT = "internal/pii/names/arabic/foreign-given.txt"
WORDS = "internal/pii/names/arabic/foreign-words.txt"
CENSUS = "internal/pii/names/census1990/given.txt"
TOP = 600
MIN_COUNT = 3
WORDS_MIN_COUNT = 1


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":data/wd_arabic.normalized.aligned.tokens"],
                          check=True, capture_output=True).stdout.decode("utf-8")
    table = {}
    words = set()
    for line in text.splitlines():
        latin, arabic, count = line.split("\t")
        if int(count) >= WORDS_MIN_COUNT:
            words.add(unicodedata.normalize("NFC", arabic.replace(" ", "")))
        if int(count) >= MIN_COUNT:
            table[latin] = unicodedata.normalize("NFC", arabic.replace(" ", ""))
    names = [l.strip().lower() for l in open(CENSUS, encoding="utf-8") if l.strip()]
    female = names.index("linda")
    out = []
    seen = set()
    for part in (names[:female][:TOP], names[female:][:TOP]):
        for n in part:
            if n in table and (table[n], n) not in seen:
                seen.add((table[n], n))
                out.append(table[n] + "\t" + n)
    with open(OUT, "w", encoding="utf-8") as f:
        for l in out:
            f.write(l + "\n")
    with open(WORDS, "w", encoding="utf-8") as f:
        for w in sorted(words):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
