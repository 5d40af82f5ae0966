#!/usr/bin/env python3
"""Writes internal/pii/names/indic/hi_given.txt, the Hindi given names in Devanagari that the Indic pass matches in
every sister script but Sinhala (docs/adr/0199):

the first_names of Python Faker's hi_IN person provider (github.com/joke2k/faker at FAKER_COMMIT,
faker/providers/person/hi_IN/__init__.py; MIT, indic/LICENSE.faker-python), as written (NFC), without "श्री" (Shri,
a form of address) and names of fewer than three code points ("यश", "ईश"), sorted by byte value.

Nothing of any name set was read. Deterministic; run from the repository root with that file saved at that commit:
python3 scripts/pii-hindi-given.py <hi_IN/__init__.py>
"""
import re
import sys
import unicodedata

FAKER_COMMIT = "fc5b836a7d45155491b81ee808cb0ce16e748a11"
ADDRESS = {"श्री"}


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    block = re.search(r"first_names = \((.*?)\)", text, re.S).group(1)
    names = {unicodedata.normalize("NFC", n) for n in re.findall(r"'([^']+)'", block)}
    names = sorted(n for n in names if n not in ADDRESS and len(n) >= 3)
    with open("internal/pii/names/indic/hi_given.txt", "w", encoding="utf-8") as f:
        f.write("".join(n + "\n" for n in names))
    print(len(names), "names")


if __name__ == "__main__":
    main()
