#!/usr/bin/env python3
"""Write internal/pii/names/cldr/territory-words.txt (docs/adr/0157).

Source: CLDR (Unicode, Inc.; Unicode License v3, names/cldr/LICENSE.cldr) as published in
github.com/unicode-org/cldr-json at b08a82b582f1120d630d623f9e5073316741574d,
cldr-localenames-full/main/*/territories.json and languages.json of every locale: the names of countries,
regions and languages of one word in Latin or Cyrillic letters ("jerman", "danois", "italia", "немецкий"),
lower-cased (NFC), sorted by byte value. In many languages a language's name is also its people's adjective
(French "danois", Indonesian "Jerman"), which prose sets before a person ("le Danois Wilson Kipketer").

A person of three words or more opening on such a word that is no listed given name or surname loses it.

Deterministic; run from the repository root:
  python3 scripts/pii-cldr-territory-words.py <cldr-json git dir>
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

OUT = "internal/pii/names/cldr/territory-words.txt"
FILE = re.compile(r"^cldr-json/cldr-localenames-full/main/([^/]+)/(territories|languages)\.json$")
ONE_WORD = re.compile(r"^[^\W\d_]+$")


def latin_or_cyrillic(w):
    return all(unicodedata.name(c, "").startswith(("LATIN", "CYRILLIC")) for c in w)


def main():
    cldr = sys.argv[1]
    names = subprocess.run(["git", "--git-dir", cldr, "ls-tree", "-r", "--name-only", "HEAD"],
                           check=True, capture_output=True, text=True).stdout.split("\n")
    words = set()
    for path in names:
        m = FILE.match(path)
        if not m:
            continue
        loc, kind = m.group(1), m.group(2)
        raw = subprocess.run(["git", "--git-dir", cldr, "show", "HEAD:" + path],
                             check=True, capture_output=True).stdout
        table = json.loads(raw)["main"][loc]["localeDisplayNames"].get(kind, {})
        for name in table.values():
            w = unicodedata.normalize("NFC", name).lower()
            if ONE_WORD.match(w) and latin_or_cyrillic(w):
                words.add(w)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda s: s.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
