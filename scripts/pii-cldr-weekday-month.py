#!/usr/bin/env python3
"""Write internal/pii/names/cldr/{weekdays,months}.txt (docs/adr/0141).

Source: CLDR (Unicode, Inc.; Unicode License v3, names/cldr/LICENSE.cldr) as published in
github.com/unicode-org/cldr-json at b08a82b582f1120d630d623f9e5073316741574d, for EVERY locale,
cldr-dates-full/main/*/ca-gregorian.json: the weekday names (days) and the month names (months), format and
stand-alone, wide and abbreviated, written in Latin letters (as pii-cldr-things.py tests them); lower-cased (NFC), a final dot dropped ("tue",
"mar", "di", "mär", "sept"), one word each (names of several words are left to dates.txt). Sorted by byte value.

A weekday then a month ("Tue Mar" of git's and RFC 2822's `Date: Tue Mar 4 10:00:11 2027`) is no person.

Deterministic; run from the repository root:
  python3 scripts/pii-cldr-weekday-month.py <cldr-json git dir>
"""
import importlib.util
import json
import os
import sys
import unicodedata

OUT = "internal/pii/names/cldr"


# The readers of the places/dates script (git, its Latin-letters test), loaded by path: its name has dashes.
_spec = importlib.util.spec_from_file_location("cldr_things", os.path.join(os.path.dirname(__file__), "pii-cldr-things.py"))
things = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(things)
git, latin = things.git, things.latin


def main():
    cldr = sys.argv[1]
    files = git(cldr, "ls-tree", "-r", "--name-only", "HEAD", "cldr-json/cldr-dates-full/main/").decode().split("\n")
    found = {"days": set(), "months": set()}
    for f in files:
        if not f.endswith("/ca-gregorian.json"):
            continue
        doc = json.loads(git(cldr, "show", "HEAD:" + f))
        greg = next(iter(doc["main"].values()))["dates"]["calendars"]["gregorian"]
        for part in found:
            for ctx in ("format", "stand-alone"):
                for width in ("wide", "abbreviated"):
                    for v in greg[part][ctx].get(width, {}).values():
                        v = unicodedata.normalize("NFC", v).lower().strip().rstrip(".")
                        if v and " " not in v and latin(v):
                            found[part].add(v)
    os.makedirs(OUT, exist_ok=True)
    for part, name in (("days", "weekdays"), ("months", "months")):
        with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8") as out:
            for v in sorted(found[part], key=lambda s: s.encode()):
                out.write(v + "\n")
        print(name, len(found[part]))


if __name__ == "__main__":
    main()
