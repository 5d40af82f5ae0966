#!/usr/bin/env python3
"""Write internal/pii/names/cldr/{places,dates,heads}.txt (docs/adr/0120).

Sources (read from git checkouts, pinned commits):
- CLDR (Unicode, Inc.; Unicode License v3, names/cldr/LICENSE.cldr) as published in github.com/unicode-org/cldr-json
  at b08a82b582f1120d630d623f9e5073316741574d: for EVERY locale, the territory names
  (cldr-localenames-full/main/*/territories.json), the exemplar city names of the time zones
  (cldr-dates-full/main/*/timeZoneNames.json) and the subdivision names (cldr-subdivisions-full/subdivisions/*/*.json);
  the wide month and weekday names, format and stand-alone (cldr-dates-full/main/*/ca-gregorian.json).
- iD's tagging schema (iD contributors; ISC, names/cldr/LICENSE.id-tagging-schema), github.com/openstreetmap/id-tagging-schema
  at 44eff2b82b8bc3e8a2e1d2135a7c58c9b9a08dcf, dist/translations/*.json: for the presets that name a kind of place or body (lake, river, bay,
  strait, island, peak, volcano, cape, valley, glacier, university, college, school, courthouse, government office,
  political party office, embassy, town hall, castle, palace, museum, hospital, church, cathedral, mosque, temple,
  square, stadium, library, bank, harbour, airport, station), the preset's name and search terms of one word, in
  every language.

places.txt: names of two words or more written in Latin letters, lower-cased, as written ("ameryka północna",
"país de gales", "baile átha cliath"). dates.txt: every month and weekday name in Latin letters, lower-cased
("meán fómhair", "dé luain", "tháng tám", "juli"). heads.txt: one-word head nouns in Latin letters, lower-cased, of
three letters or more ("jezioro", "sąd", "universidade"). Sorted by byte value, deduplicated.

Deterministic; run from the repository root:
  python3 scripts/pii-cldr-things.py <cldr-json git dir> <id-tagging-schema git dir>
"""
import json
import os
import subprocess
import sys
import unicodedata

OUT = "internal/pii/names/cldr"

PRESETS = [
    "natural/water/lake", "waterway/river", "natural/bay", "natural/strait", "place/island", "natural/peak",
    "natural/volcano", "natural/cape", "natural/valley", "natural/glacier", "amenity/university", "amenity/college",
    "amenity/school", "amenity/courthouse", "office/government", "office/political_party",
    "office/diplomatic/embassy", "amenity/townhall", "historic/castle", "historic/castle/palace", "tourism/museum",
    "amenity/hospital", "amenity/place_of_worship/christian", "building/cathedral", "building/church",
    "building/mosque", "building/temple", "place/square", "leisure/stadium", "amenity/library", "amenity/bank",
    "landuse/harbour", "aeroway/aerodrome", "railway/station", "place/sea", "place/ocean", "natural/mountain_range",
]


def git(root, *args):
    return subprocess.run(["git", "--git-dir", root] + list(args), check=True, capture_output=True).stdout


def show(root, path):
    return json.loads(git(root, "show", "HEAD:" + path))


def latin(s):
    """Letters all Latin (marks, spaces, hyphens, apostrophes and dots allowed), at least one letter."""
    n = 0
    for c in s:
        if c.isalpha():
            if "LATIN" not in unicodedata.name(c, ""):
                return False
            n += 1
        elif not (c in " -'’.‑" or unicodedata.category(c).startswith("M")):
            return False
    return n > 0


def norm(s):
    return " ".join(unicodedata.normalize("NFC", s).lower().split())


def strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from strings(v)


def main():
    cldr, idts = sys.argv[1], sys.argv[2]
    files = git(cldr, "ls-tree", "-r", "--name-only", "HEAD", "cldr-json/").decode().split("\n")
    places, dates, heads = set(), set(), set()
    for f in files:
        if f.endswith("/territories.json") and "/cldr-localenames-full/main/" in f:
            vals = strings(show(cldr, f))
        elif f.startswith("cldr-json/cldr-subdivisions-full/subdivisions/") and f.endswith(".json"):
            vals = strings(show(cldr, f))
        elif f.endswith("/timeZoneNames.json") and "/cldr-dates-full/main/" in f:
            zones = show(cldr, f)
            vals = []

            def walk(n):
                if isinstance(n, dict):
                    for k, v in n.items():
                        if k == "exemplarCity" and isinstance(v, str):
                            vals.append(v)
                        else:
                            walk(v)
            walk(zones)
        elif f.endswith("/ca-gregorian.json") and "/cldr-dates-full/main/" in f:
            greg = next(iter(show(cldr, f)["main"].values()))["dates"]["calendars"]["gregorian"]
            for part in ("months", "days"):
                for ctx in ("format", "stand-alone"):
                    for v in strings(greg[part][ctx].get("wide", {})):
                        if latin(v):
                            dates.add(norm(v))
            continue
        else:
            continue
        for v in vals:
            v = norm(v)
            if latin(v) and len(v.split()) > 1 and "(" not in v:
                places.add(v)
    for f in git(idts, "ls-tree", "--name-only", "HEAD", "dist/translations/").decode().split("\n"):
        if not f.endswith(".json") or f.endswith(".min.json"):
            continue
        doc = json.loads(git(idts, "show", "HEAD:" + f))
        presets = next(iter(doc.values())).get("presets", {}).get("presets", {})
        for k in PRESETS:
            p = presets.get(k, {})
            cands = [p.get("name", "")] + [t for t in p.get("terms", "").split(",")] if isinstance(p.get("terms", ""), str) else [p.get("name", "")] + list(p.get("terms", []))
            for v in cands:
                v = norm(v)
                if v and len(v.split()) == 1 and latin(v) and len(v) >= 3 and "-" not in v:
                    heads.add(v)
    os.makedirs(OUT, exist_ok=True)
    for name, vals in (("places", places), ("dates", dates), ("heads", heads)):
        with open(os.path.join(OUT, name + ".txt"), "w", encoding="utf-8") as out:
            for v in sorted(vals, key=lambda s: s.encode()):
                out.write(v + "\n")
        print(name, len(vals))


if __name__ == "__main__":
    main()
