#!/usr/bin/env python3
"""Writes internal/pii/names/stopwords/de-dates.txt: the German names of the months and weekdays, which German text
capitalises like every noun and which name lists hold as given names or surnames ("Juli", "August", "Sonntag"); in
German text such a word alone is never a person (docs/adr/0094).

Source: CLDR (Unicode, Inc.; Unicode License v3, names/cjk/LICENSE.cldr) as published in
github.com/unicode-org/cldr-json at COMMIT, cldr-dates-full/main/{de,de-AT,de-CH}/ca-gregorian.json: the wide
month and day names, format and stand-alone, lower-cased, one a line, sorted by byte value, no repeats.
Deterministic; run from the repository root: python3 scripts/pii-german-dates.py <cldr-json.git>
"""
import json
import subprocess
import sys
import unicodedata

COMMIT = "b08a82b582f1120d630d623f9e5073316741574d"
OUT = "internal/pii/names/stopwords/de-dates.txt"
LOCALES = ["de", "de-AT", "de-CH"]


def main():
    words = set()
    for loc in LOCALES:
        path = "cldr-json/cldr-dates-full/main/%s/ca-gregorian.json" % loc
        data = json.loads(subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":" + path],
                                         check=True, capture_output=True).stdout)
        cal = data["main"][loc]["dates"]["calendars"]["gregorian"]
        for field in ("months", "days"):
            for ctx in ("format", "stand-alone"):
                for w in cal[field][ctx]["wide"].values():
                    words.add(unicodedata.normalize("NFC", w.strip().lower()))
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
