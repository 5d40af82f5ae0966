#!/usr/bin/env python3
"""Vendor MultiCoNER's Korean train sentences that the ninth held-out set did not read (docs/adr/0110).

Writes internal/pii/testdata/third_party/multiconer-ko-train/ko_train-rest.conll.gz: every sentence of the copy's
data/initial_data/KO-Korean/ko_train.conll whose id is in none of the multiconer-ko-ninth files, lines unchanged,
in the file's order, gzipped without a timestamp. Run from the repository root with the copy's git directory:

    python3 scripts/pii-multiconer-ko-train.py /work/.mirror/Abiks+MultiCoNER/repo
"""
import gzip
import os
import subprocess
import sys

MULTICONER = "d3354165983edf7bdfbf4f581409a603cc107aa5"
TP = "internal/pii/testdata/third_party"
SOURCE = "data/initial_data/KO-Korean/ko_train.conll"
OUT = f"{TP}/multiconer-ko-train/ko_train-rest.conll.gz"
NINTH = [f"{TP}/multiconer-ko-ninth/ko_dev.conll", f"{TP}/multiconer-ko-ninth/ko_train_part-1000.conll"]


def sentence_id(line):
    """The id of a "# id <uuid>\\tdomain=..." line, else None."""
    return line[5:].split("\t")[0].strip() if line.startswith("# id ") else None


def main(repo):
    ninth = set()
    for path in NINTH:
        with open(path, encoding="utf-8") as f:
            ninth.update(i for i in map(sentence_id, f) if i)
    text = subprocess.run(["git", "--git-dir", repo, "show", f"{MULTICONER}:{SOURCE}"], capture_output=True,
                          check=True, text=True).stdout
    kept, keep, n, left = [], False, 0, 0
    for line in text.splitlines(keepends=True):
        sid = sentence_id(line)
        if sid is not None:
            keep = sid not in ninth
            n, left = (n + 1, left) if keep else (n, left + 1)
        if keep:
            kept.append(line)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "wb") as raw, gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0, compresslevel=9) as z:
        z.write("".join(kept).encode("utf-8"))
    print(f"{OUT}: {n} sentences kept, {left} of the ninth set's left out", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/Abiks+MultiCoNER/repo")
