#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/places.txt: place names in Chinese (simplified and traditional) and Japanese script,
sorted by byte value, one a line, so the detector searches it in place (docs/adr/0080).

Source: CLDR (Unicode, Inc.; Unicode License v3, names/cjk/LICENSE.cldr) as published in github.com/unicode-org/cldr-json
at COMMIT, for the locales ja, zh and zh-Hant and the regional Chinese locales (zh-Hant-HK, -MO, -MY; zh-Hans-HK, -MO,
-MY, -SG), whose spellings differ (馬爾代夫 beside 馬爾地夫):
- cldr-localenames-full/main/<locale>/territories.json: country and region names (伊拉克, 塞爾維亞, イタリア);
- cldr-dates-full/main/<locale>/timeZoneNames.json: the exemplar city of every time zone (多倫多, マドリード);
- cldr-subdivisions-full/subdivisions/<locale>/*.json: the subdivision names each locale carries (スコットランド).
Only names written wholly in Han or kana of two or more characters are kept; a name with ・ also gives each part.
Deterministic; run from the repository root:
  python3 scripts/pii-cjk-places.py <cldr-json.git>
"""
import json
import subprocess
import sys

OUT = "internal/pii/names/cjk/places.txt"
COMMIT = "b08a82b582"
LOCALES = {"ja": "ja", "zh": "zh", "zh-Hant": "zh_Hant", "zh-Hant-HK": None, "zh-Hant-MO": None, "zh-Hant-MY": None,
           "zh-Hans-HK": None, "zh-Hans-MO": None, "zh-Hans-MY": None, "zh-Hans-SG": None}


def show(repo, path):
    return json.loads(subprocess.run(["git", "--git-dir", repo, "show", COMMIT + ":cldr-json/" + path],
                                     check=True, capture_output=True).stdout)


def cjk(w):
    return all(0x3040 <= ord(c) <= 0x30FF or 0x3400 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF
               or c in "々ヵヶ・" for c in w)


def strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for v in node.values():
            yield from strings(v)


def cities(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "exemplarCity" and isinstance(v, str):
                yield v
            else:
                yield from cities(v)


def main(repo):
    names = set()
    for loc, sub in LOCALES.items():
        terr = show(repo, "cldr-localenames-full/main/%s/territories.json" % loc)
        names.update(strings(terr["main"][loc]["localeDisplayNames"]["territories"]))
        tz = show(repo, "cldr-dates-full/main/%s/timeZoneNames.json" % loc)
        names.update(cities(tz["main"][loc]["dates"]["timeZoneNames"]))
        if sub is None:
            continue  # the regional locales carry no subdivision names of their own
        sd = show(repo, "cldr-subdivisions-full/subdivisions/%s/%s.json" % (loc, sub))
        names.update(strings(sd["subdivisions"]["localeDisplayNames"]["subdivisions"]))
    out = set()
    for w in names:
        if not cjk(w):
            continue
        for part in [w] + (w.split("・") if "・" in w else []):
            if len(part) >= 2 and "・" not in part or part == w and len(w) >= 2:
                out.add(part)
    data = sorted(out, key=lambda w: w.encode("utf-8"))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for w in data:
            f.write(w + "\n")
    print(OUT, len(data))


if __name__ == "__main__":
    main(sys.argv[1])
