#!/usr/bin/env python3
"""Writes internal/pii/names/indic/hi_surnames.txt, the Hindi surnames in Devanagari that indicsurnames.go reads after
a word that is no common word (docs/adr/0263):

the last_names of Python Faker's hi_IN person provider (github.com/joke2k/faker at FAKER_COMMIT,
faker/providers/person/hi_IN/__init__.py; MIT, indic/LICENSE.faker-python), as written (NFC), less the entries that are
Hindi words or titles rather than surnames (WORDS: "नाम", name; "भारत", India; "बना", made; "मगर", but; "लाल", red;
"महाराज", a title; "मंडल", board; ...) and names of fewer than three code points, sorted by byte value.

Nothing of any name set was read. Deterministic; run from the repository root with that file saved at that commit:
python3 scripts/pii-hindi-surnames.py <hi_IN/__init__.py>
"""
import re
import sys
import unicodedata

FAKER_COMMIT = "fc5b836a7d45155491b81ee808cb0ce16e748a11"
# Words of the language, deities, titles and fragments faker lists among its surnames.
WORDS = {"नाम", "भारत", "बना", "मगर", "लाल", "लाला", "दादा", "साया", "वाल", "ड़ाल", "जमानत", "लोकनाट्यों", "विकावि",
         "वफादार", "मान", "मंगल", "मंगत", "रामलला", "लता", "महाराज", "महादेव", "महावीर", "सेनाधीश", "श्रीविमल", "रामशर्मा",
         "गणेश", "मदन", "कृष्णा", "मणि", "बाबू", "अली", "हासन", "हुसैन", "डार", "दारा", "दुआ", "काले", "माने", "दवे", "नूरानी", "मंडल"}


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    block = re.search(r"last_names = \((.*?)\)", text, re.S).group(1)
    names = {unicodedata.normalize("NFC", n) for n in re.findall(r"'([^']+)'", block)}
    names = sorted((n for n in names if unicodedata.normalize("NFC", n) not in {unicodedata.normalize("NFC", w) for w in WORDS} and len(n) >= 3), key=lambda n: n.encode())
    with open("internal/pii/names/indic/hi_surnames.txt", "w", encoding="utf-8") as f:
        f.write("".join(n + "\n" for n in names))
    print(len(names), "names")


if __name__ == "__main__":
    main()
