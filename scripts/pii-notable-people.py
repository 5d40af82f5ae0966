#!/usr/bin/env python3
"""Writes internal/pii/names/notable/people.txt, the names of globally known people (docs/adr/0070), so that
"Barack Obama", "Tom Cruise" or "Noam Chomsky" are names without context even where neither word is on a name list.

Source: Pantheon 1.0 (Yu, Ronen, Hu, Lu and Hidalgo, "Pantheon 1.0, a manually verified dataset of globally famous
biographies", Scientific Data 3:150075, 2016; data also on Harvard Dataverse, doi:10.7910/DVN/28201; CC BY-SA 4.0 as
its publisher states on pantheon.world, see internal/pii/names/notable/LICENSE and docs/adr/0076): the 11,341
people whose Wikipedia biography exists in more than 25 languages. Read from the copy of pantheon.tsv kept in
github.com/HasteKhai/Fictional-Name-Classification at commit 8a455dd (the file as Dataverse publishes it).
Kept: the names (a leading title of rank left off) of two to four words, each capitalised or a lower-case particle (van, de, bin…), without "of" or
"the" (regnal names: "Alexander II of Russia", "Alfred the Great") and without digits. Deterministic; run from the
repository root: python3 scripts/pii-notable-people.py <Fictional-Name-Classification.git>
"""
import subprocess
import sys

COMMIT = "8a455dd8152f2c41ac3923ffc120504f58995046"
OUT = "internal/pii/names/notable/people.txt"
PARTICLES = {"van", "von", "de", "der", "den", "del", "della", "di", "da", "das", "do", "dos", "du", "la", "le",
             "ter", "ten", "zu", "bin", "ibn", "al", "el", "y", "af", "av", "bint", "ben"}


# A title of rank before the name is left off ("Pope John Paul II" → "John Paul II"): the detector skips ranks and
# judges the name after them.
RANKS = ("Pope ", "Saint ", "King ", "Queen ", "Emperor ", "Empress ", "Prince ", "Princess ", "Sultan ", "Tsar ",
         "Lord ", "Lady ", "Sir ", "Duke ", "Emir ", "Shah ")


def unranked(name):
    for r in RANKS:
        if name.startswith(r):
            return name[len(r):]
    return name


def keep(name):
    words = name.replace("-", " ").split()
    if not 2 <= len(name.split()) <= 4 or any(c.isdigit() for c in name) or "," in name or "(" in name:
        return False
    for w in words:
        if w.lower() in ("of", "the"):
            return False
        if not (w[0].isupper() or w in PARTICLES):
            return False
    return True


def main():
    data = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":pantheon.tsv"], check=True,
                          capture_output=True).stdout.decode("utf-8")
    names = set()
    for line in data.splitlines()[1:]:
        cols = line.split("\t")
        name = unranked(" ".join(cols[1].split())) if len(cols) > 1 else ""
        if keep(name):
            names.add(name)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# Globally known people (Pantheon 1.0, doi:10.1038/sdata.2015.75, CC BY-SA 4.0; see LICENSE), names of two\n")
        out.write("# to four words; written by scripts/pii-notable-people.py. Do not edit by hand.\n")
        for n in sorted(names):
            out.write(n + "\n")


if __name__ == "__main__":
    main()
