#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/zh-brands.txt from the name-suggestion-index (docs/adr/0111): the Chinese names
of the brands OpenStreetMap tags shops, restaurants, banks, hotels and cars with (麦当劳, 沃尔玛, 希尔顿), each in
traditional and simplified spelling, sorted by byte value (the detector searches it in place like the other cjk/
lists).

Source: github.com/osmlab/name-suggestion-index at c8b272ef0f882ee76c5ac8bd2912d5db4d63cf30 (BSD 3-Clause,
names/cjk/LICENSE.nsi), every data/brands/**/*.json. A brand's Chinese names are the values of its tags brand:zh,
brand:zh-Hans, brand:zh-Hant, name:zh, name:zh-Hans and name:zh-Hant, and of brand and name when they are
written in Han alone; a value is kept when it is 2 to 12 characters of Han and the middle dot. Each is also turned
into the other script, character by character, by OpenCC's STCharacters.txt and TSCharacters.txt (first choice;
vendored under internal/pii/testdata/third_party/opencc).
Deterministic; run from the repository root:  python3 scripts/pii-nsi-brands.py <name-suggestion-index checkout>
"""
import json
import os
import re
import sys

HAN = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff·‧•]{2,12}$")
KEYS = ("brand:zh", "brand:zh-Hans", "brand:zh-Hant", "name:zh", "name:zh-Hans", "name:zh-Hant", "brand", "name")


def opencc(path):
    table = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or "\t" not in line:
            continue
        k, v = line.rstrip("\n").split("\t", 1)
        table[k] = v.split(" ")[0]
    return table


def main():
    root = sys.argv[1]
    st = opencc("internal/pii/testdata/third_party/opencc/STCharacters.txt")
    ts = opencc("internal/pii/testdata/third_party/opencc/TSCharacters.txt")
    names = set()
    base = os.path.join(root, "data", "brands")
    for dirpath, _, files in sorted(os.walk(base)):
        for f in sorted(files):
            if not f.endswith(".json"):
                continue
            data = json.load(open(os.path.join(dirpath, f), encoding="utf-8"))
            for item in data.get("items", []):
                tags = item.get("tags", {})
                for k in KEYS:
                    v = tags.get(k, "").strip()
                    if HAN.match(v):
                        names.add(v)
    out = set()
    for v in names:
        out.add(v)
        out.add("".join(st.get(c, c) for c in v))
        out.add("".join(ts.get(c, c) for c in v))
    with open("internal/pii/names/cjk/zh-brands.txt", "w", encoding="utf-8") as w:
        for v in sorted(out, key=lambda s: s.encode("utf-8")):
            w.write(v + "\n")


if __name__ == "__main__":
    main()
