#!/usr/bin/env python3
"""Writes internal/pii/names/orgs/legalforms.txt: the abbreviations of the
world's company legal forms that a firm's name ends on ("AB", "Oy", "GmbH",
"S.A.", "Kft.", "s.r.o.", "sp. z o.o.", "A.Ş."), docs/adr/0243.

Source: GLEIF's ISO 20275 Entity Legal Forms code list v1.5 (2023-09-28,
CC0 1.0 as GLEIF publishes its code lists), as kept unmodified in
SEMICeu/Taxonomy at TAXONOMY_COMMIT, Entity_Legal_Form/2023-09-28-elf-code-list-v1.5.csv:
the columns "Abbreviations Local language" and "Abbreviations transliterated",
split on ";". Kept: the abbreviations written in Latin letters that a
person's name could not end on by chance: two letters or more, and not a
plain lower-case word nor a capitalised one of four letters or more
("Bund", "Canton", "Company": the list's full words), nor a Roman numeral.
A form the list writes in lower case alone and of two or three letters
("oy", "ky", "ltd") is kept as firms write it, capitalised and in capitals
("Oy", "OY"), but for "sr", which after a name is the father's "Sr". The
list gives some jurisdictions' forms in full only (Czechia's, Japan's);
their usual abbreviations are added from the full names it lists
(IN_FULL_ONLY). "VS" (a Slovak form) is left out: between two parties it is
"versus" ("KOWALSKI VS NOWAK").
Deterministic; run from the repository root:
scripts/pii-legal-forms.py /work/.mirror/SEMICeu+Taxonomy/repo
"""
import csv
import io
import re
import subprocess
import sys
import unicodedata

TAXONOMY_COMMIT = "cb30874c692fdfff40717797f072f74cb7a37343"
PATH = "Entity_Legal_Form/2023-09-28-elf-code-list-v1.5.csv"
OUT = "internal/pii/names/orgs/legalforms.txt"
COLUMNS = ("Abbreviations Local language", "Abbreviations transliterated")
PLAIN = re.compile(r"^[^\W\d_][^\W\d_A-Z]{3,}$|^[^\W\d_A-Z]+$")
ROMAN = re.compile(r"^[IVX]+$")
# The abbreviations of forms the list names in full only: Czech and Slovak
# "společnost s ručením omezeným", "akciová společnost", "veřejná obchodní
# společnost", "komanditní společnost"; Japanese "Kabushiki Kaisha", "Gōdō Kaisha".
IN_FULL_ONLY = ("s.r.o.", "spol. s r.o.", "a.s.", "v.o.s.", "k.s.", "K.K.", "G.K.")
SHORT_LOWER = re.compile(r"^[a-z]{2,3}$")


def latin(s):
    return all(not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in s)


def keep(a):
    letters = sum(c.isalpha() for c in a)
    return letters >= 2 and latin(a) and not PLAIN.match(a) and not ROMAN.match(a) and not re.search(r"\d", a)


def main():
    data = subprocess.run(["git", "--git-dir", sys.argv[1], "show", TAXONOMY_COMMIT + ":" + PATH],
                          check=True, capture_output=True).stdout.decode("utf-8-sig")
    found = set()
    for row in csv.DictReader(io.StringIO(data)):
        for col in COLUMNS:
            for a in row[col].split(";"):
                a = " ".join(unicodedata.normalize("NFC", a).split())
                if keep(a):
                    found.add(a)
                elif SHORT_LOWER.match(a) and a != "sr":
                    found.update((a.capitalize(), a.upper()))
    found.update(IN_FULL_ONLY)
    found.discard("VS")
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# Abbreviations of company legal forms (ISO 20275 ELF code list v1.5, GLEIF, CC0 1.0), as kept in\n")
        out.write("# SEMICeu/Taxonomy %s; written by scripts/pii-legal-forms.py. Do not edit by hand.\n" % TAXONOMY_COMMIT[:7])
        for a in sorted(found):
            out.write(a + "\n")
    print(len(found), "abbreviations")


if __name__ == "__main__":
    main()
