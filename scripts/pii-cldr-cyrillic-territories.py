#!/usr/bin/env python3
"""Write internal/pii/names/cldr/territories-cyrillic.txt (docs/adr/0146, 0161).

Source: CLDR (Unicode, Inc.; Unicode License v3, names/cldr/LICENSE.cldr) as published in
github.com/unicode-org/cldr-json at b08a82b582f1120d630d623f9e5073316741574d,
cldr-localenames-full/main/{ru,be,uk,bg,sr,mk,kk,ky,tt,uz-Cyrl}/territories.json: the Russian, Belarusian, Ukrainian,
Bulgarian, Serbian, Macedonian, Kazakh, Kyrgyz, Tatar and Uzbek (Cyrillic) names of countries and regions
("Россия", "Европа", "Расія", "Еўропа", "Україна", "Кыргызстан"; ADR 0161 added the locales after ru and be) of one word (letters and hyphens), lower-cased (NFC), sorted by byte value.

A word that is such a name in some case ("России", "Еўропы") is no part of a person:
the word model's span "России Ольга Капаева" loses it.

Deterministic; run from the repository root:
  python3 scripts/pii-cldr-cyrillic-territories.py <cldr-json git dir>
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

OUT = "internal/pii/names/cldr/territories-cyrillic.txt"
LOCALES = ("ru", "be", "uk", "bg", "sr", "mk", "kk", "ky", "tt", "uz-Cyrl")
ONE_WORD = re.compile(r"^[^\W\d_]+(-[^\W\d_]+)*$")


def main():
    cldr = sys.argv[1]
    words = set()
    for loc in LOCALES:
        raw = subprocess.run(
            ["git", "--git-dir", cldr, "show", "HEAD:cldr-json/cldr-localenames-full/main/%s/territories.json" % loc],
            check=True, capture_output=True).stdout
        terr = json.loads(raw)["main"][loc]["localeDisplayNames"]["territories"]
        for name in terr.values():
            w = unicodedata.normalize("NFC", name).lower()
            if ONE_WORD.match(w):
                words.add(w)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda s: s.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
