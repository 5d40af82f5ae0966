#!/usr/bin/env python3
"""Cuts NewsFANE Gold sentences 901-2,900 for training the person word model (docs/adr/0085).

Writes internal/pii/testdata/third_party/newsfane-ar/newsfane-901-2900.txt.gz: the lines of those sentences as they
stand in NewsFANE_Gold_2014_170K.txt (token TAB tag, a blank line after each sentence), gzipped with no name and no
time in the header, so a re-run writes the same bytes. Sentences are counted as scripts/pii-fourth-names.py counts
them: from the file's start, a leading byte-order mark dropped, one sentence ended by every blank line.

The earlier sentences were cut by the set scripts (1-300 fourth, 301-600 fifth, 601-900 sixth set);
sentences 2,901 to the end are reserved for the seventh held-out name set: the loop stops at sentence 2,900 and
never looks further.

Run from the repository root: python3 scripts/pii-newsfane-train.py <visbert git dir>
(github.com/bvanaken/visbert, read at the commit below).
"""
import gzip
import subprocess
import sys

sys.dont_write_bytecode = True

TP = "internal/pii/testdata/third_party"
VISBERT = "8c0f4a8b8eb821dca6d947206c3e3cbad9cda693"
FANE_PATH = "data/Finegrained/WikiFANE_2014_Gold_standard/NewsFANE_Gold_2014_170K.txt"
OUT = "newsfane-ar/newsfane-901-2900.txt.gz"
FROM, TO = 900, 2900  # sentences [FROM, TO) counted from 0; TO is the last one released for training


def cut(text):
    """The lines of sentences [FROM, TO) of text, stopping at sentence TO."""
    n, out = 0, []
    for line in text.lstrip("\ufeff").split("\n"):
        if FROM <= n < TO:
            out.append(line)
        if not line.strip():
            n += 1
            if n == TO:
                break
    return "\n".join(out) + "\n"


def main(visbert):
    text = subprocess.run(["git", "-C", visbert, "show", f"{VISBERT}:{FANE_PATH}"], capture_output=True, check=True,
                          text=True).stdout
    data = cut(text).encode("utf-8")
    with open(f"{TP}/{OUT}", "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as f:
            f.write(data)


if __name__ == "__main__" and len(sys.argv) == 2:
    main(sys.argv[1])
