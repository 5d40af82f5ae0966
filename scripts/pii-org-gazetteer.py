#!/usr/bin/env python3
"""Writes internal/pii/names/orgs/orgs.txt, the organisation and brand names that read like a person's name
(docs/adr/0070): "Goldman Sachs", "Morgan Stanley", "Tim Hortons", "Jimmy Choo", "Zara", "Nike".

Sources (each kept at one commit; their licences sit beside the output, see names/SOURCE.md):
- the OpenStreetMap name-suggestion-index (osmlab/name-suggestion-index, BSD 3-Clause): every brand and operator
  name in data/brands and data/operators (the "name", "brand", "operator", "name:en", "brand:en" tags and the
  display name), the curated list OSM editors use for chains, shops, banks and operators worldwide;
- the S&P 500 constituents (datasets/s-and-p-500-companies, PDDL): the company names, with legal endings
  ("Inc.", "Corporation", "Group", "& Co.") cut off.
Only names that could be mistaken for a person are kept, so the list stays small: one to four words of Latin
letters, each capitalised, at least one of them a given name or surname of the shipped name lists (names/*.txt,
census1990, faker). Deterministic; run from the repository root with the two repositories' git directories:
python3 scripts/pii-org-gazetteer.py <name-suggestion-index.git> <s-and-p-500-companies.git>
"""
import csv
import io
import json
import re
import subprocess
import sys
import unicodedata

NSI_COMMIT = "c8b272ef0f882ee76c5ac8bd2912d5db4d63cf30"
SP500_COMMIT = "56509dd80619e4d8e1410c2260d68ddd3eab6068"
OUT = "internal/pii/names/orgs/orgs.txt"
TAGS = ("name", "brand", "operator", "name:en", "brand:en", "operator:en")
LEGAL = re.compile(r"(,? (Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Group|Holdings|plc|PLC|Ltd\.?|"
                   r"& Co\.?|& Company|N\.V\.|S\.A\.|SE|AG|LLC|L\.P\.))+$")
WORD = re.compile(r"^[^\W\d_][^\W\d_'’.-]*(['’-][^\W\d_]+)*$")


def git(repo, *args):
    return subprocess.run(["git", "--git-dir", repo, *args], check=True, capture_output=True).stdout.decode()


def fold(w):
    w = unicodedata.normalize("NFD", w.lower())
    w = "".join(c for c in w if not unicodedata.combining(c))
    return re.sub(r"['’.\-]", "", w)


def names_known():
    known = set()
    for f in ("first.txt", "last.txt", "first_extra.txt", "last_extra.txt", "census1990/given.txt",
              "census1990/surnames.txt", "faker/given.txt", "faker/surnames.txt"):
        with open("internal/pii/names/" + f, encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if line and not line.startswith("#"):
                    known.add(fold(line))
    return known


def person_like(name, known):
    words = name.replace("&", " ").split()
    if not 1 <= len(words) <= 4:
        return False
    for w in words:
        if not WORD.match(w) or not w[0].isupper() or not all(c.isascii() or c.isalpha() for c in w):
            return False
        if not all(unicodedata.name(c, "").startswith("LATIN") or c in "'’-" for c in w):
            return False
    return any(fold(w) in known for w in words)


def main():
    nsi, sp = sys.argv[1], sys.argv[2]
    known = names_known()
    found = set()
    files = [f for f in git(nsi, "ls-tree", "-r", "--name-only", NSI_COMMIT, "data/brands", "data/operators").split()
             if f.endswith(".json")]
    for f in files:
        for item in json.loads(git(nsi, "show", NSI_COMMIT + ":" + f)).get("items", []):
            tags = item.get("tags", {})
            for v in [item.get("displayName", "")] + [tags.get(t, "") for t in TAGS]:
                v = " ".join(v.split())
                if v and person_like(v, known):
                    found.add(v)
    for row in csv.DictReader(io.StringIO(git(sp, "show", SP500_COMMIT + ":data/constituents.csv"))):
        v = LEGAL.sub("", " ".join(row["Security"].split())).strip()
        if v and person_like(v, known):
            found.add(v)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# Organisation and brand names that read like a person's name; written by scripts/pii-org-gazetteer.py\n")
        out.write("# from osmlab/name-suggestion-index %s (BSD 3-Clause, LICENSE.nsi) and\n" % NSI_COMMIT[:7])
        out.write("# datasets/s-and-p-500-companies %s (PDDL 1.0, LICENSE.sp500). Do not edit by hand.\n" % SP500_COMMIT[:7])
        for v in sorted(found):
            out.write(v + "\n")


if __name__ == "__main__":
    main()
