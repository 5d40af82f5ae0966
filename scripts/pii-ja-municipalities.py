#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/ja-municipalities.txt: the names of Japan's municipalities (市, 区, 町, 村) without
their suffix (金沢市 → 金沢, 渋谷区 → 渋谷), sorted by byte value, one a line, so the detector searches it in place
(docs/adr/0101). Many Japanese family names are place names; a lone family name that names a municipality is told
apart by what stands beside it (cjkjaplaces.go).

Source: code4fukui/localgovjp (CC0 1.0; names of J-LIS's list of local governments) as kept in
github.com/code4fukui/localgovjp at COMMIT, `localgovjp-utf8.csv`, column `city`: the last word of each name (札幌市 中央区
gives 札幌 and 中央); only stems of two or more Han or kana characters are kept.
Deterministic; run from the repository root:
  python3 scripts/pii-ja-municipalities.py <localgovjp.git>
"""
import csv
import io
import subprocess
import sys

OUT = "internal/pii/names/cjk/ja-municipalities.txt"
COMMIT = "232edc3ae7b6e58d7cc931df6ee09dc7ce2c2257"
SUFFIXES = "市区町村"


def cjk(w):
    return all(0x3040 <= ord(c) <= 0x30FF or 0x3400 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF
               or c in "々ヵヶ" for c in w)


def main():
    text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":localgovjp-utf8.csv"],
                          check=True, capture_output=True).stdout.decode("utf-8-sig")
    out = set()
    for row in csv.DictReader(io.StringIO(text)):
        for word in row["city"].split():
            if word[-1] in SUFFIXES and len(word) >= 3 and cjk(word[:-1]):
                out.add(word[:-1])
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(out, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


if __name__ == "__main__":
    main()
