#!/usr/bin/env python3
"""Writes internal/pii/names/orgs/firms.txt: the one word an S&P 500 company
goes by alone (docs/adr/0164).

Source: datasets/s-and-p-500-companies (PDDL 1.0, LICENSE.sp500), the
Security column of data/constituents.csv at SP500_COMMIT, its legal form and
"(The)" left off. Kept: a name of one word ("Boeing") and the last word of a
name of two ("Walt Disney",
"Goldman Sachs"):
alone, that word is the firm, however notable its founder.

Usage: scripts/pii-firm-words.py /work/.mirror/datasets+s-and-p-500-companies/repo
"""
import csv
import io
import re
import subprocess
import sys

SP500_COMMIT = "56509dd80619e4d8e1410c2260d68ddd3eab6068"
OUT = "internal/pii/names/orgs/firms.txt"
LEGAL = re.compile(r"(,? (Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|Group|Holdings|plc|PLC|Ltd\.?|"
                   r"& Co\.?|& Company|N\.V\.|S\.A\.|SE|AG|LLC|L\.P\.|\(The\)))+$")
WORD = re.compile(r"^[A-Z][a-z]{3,}$")


def main():
    sp = sys.argv[1]
    data = subprocess.run(["git", "--git-dir", sp, "show", SP500_COMMIT + ":data/constituents.csv"],
                          check=True, capture_output=True).stdout.decode()
    found = set()
    for row in csv.DictReader(io.StringIO(data)):
        words = LEGAL.sub("", " ".join(row["Security"].split())).strip().split()
        if len(words) == 1 and WORD.match(words[0]):
            found.add(words[0])
        elif len(words) == 2 and WORD.match(words[1]):
            found.add(words[1])
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("# One-word names of S&P 500 companies; written by scripts/pii-firm-words.py from\n")
        out.write("# datasets/s-and-p-500-companies %s (PDDL 1.0, LICENSE.sp500). Do not edit by hand.\n" % SP500_COMMIT[:7])
        for w in sorted(found):
            out.write(w + "\n")


if __name__ == "__main__":
    main()
