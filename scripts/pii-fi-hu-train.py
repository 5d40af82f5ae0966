#!/usr/bin/env python3
"""Vendors Finnish and Hungarian labelled text for training the person word model (docs/adr/0089).

Writes under internal/pii/testdata/third_party, gzipped with no name and no time in the header (a re-run writes the
same bytes):
- turku-ner-train/train.tsv.gz, dev.tsv.gz: the Turku NER corpus's train and dev splits as they stand
  (token TAB IOB2 tag), with its LICENSE;
- hu-nerkor-train/nerkor-train.tsv.gz, nerkor-devel.tsv.gz: NYTK-NerKor's train and devel splits, every file in path
  order, only the FORM and CONLL:NER columns of each token (token TAB IOB2 tag; the five morphology columns
  dropped), "# file = " before each file's sentences, with its license.txt.

The test splits of both are the seventh held-out set's (scripts/pii-seventh-names.py): they are read only to leave
out every sentence of six tokens or more that the train/dev splits repeat from them (4 Finnish sentences, one of them
naming Mariann Fischer Boel, 1 more in Turku's dev split, 15 Hungarian); the Go test
TestNoFinnishOrHungarianTestSplitIsTrainedOn checks the same.

Run from the repository root: python3 scripts/pii-fi-hu-train.py <turku-ner-corpus git dir> <NYTK-NerKor git dir>
"""
import gzip
import subprocess
import sys

sys.dont_write_bytecode = True

TP = "internal/pii/testdata/third_party"
TURKU = "41856819d45580f1c4ce7100e75ea6b859fb75dc"
NERKOR = "7c9c5b5f1f3ec7f94e724e0b92f3afa8eb262d00"


def show(repo, commit, path):
    return subprocess.run(["git", "-C", repo, "show", f"{commit}:{path}"], capture_output=True, check=True,
                          text=True).stdout


def write(path, text, gz):
    data = text.encode("utf-8")
    with open(f"{TP}/{path}", "wb") as raw:
        if not gz:
            raw.write(data)
            return
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as f:
            f.write(data)


def key(block):
    """A sentence's tokens joined by spaces, when it has six or more (the test's criterion), else None."""
    toks = [l.split("\t")[0] for l in block if "\t" in l and not l.startswith("#") and l.split("\t")[0] != "-DOCSTART-"]
    return " ".join(toks) if len(toks) >= 6 else None


def blocks(text):
    return text.split("\n\n")


def held_out(turku, nerkor):
    """The sentences of the two test splits, as key() writes them."""
    out = {key(b.split("\n")) for b in blocks(show(turku, TURKU, "data/conll/test.tsv"))}
    out |= {key(b.split("\n")) for b in blocks(nerkor_split(nerkor, "test", set()))}
    return out - {None}


def drop_held(text, held):
    """text without its sentences (blank-line separated blocks) that held holds."""
    return "\n\n".join(b for b in blocks(text) if key(b.split("\n")) not in held)


def nerkor_split(repo, split, held):
    names = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "--name-only", NERKOR, f"data/{split}"],
                           capture_output=True, check=True, text=True).stdout.split()
    out = []
    for path in sorted(names):
        out.append(f"# file = {path}")
        for line in show(repo, NERKOR, path).split("\n"):
            cols = line.split("\t")
            out.append(line if len(cols) < 6 or line.startswith("# ") else f"{cols[0]}\t{cols[5]}")
    return drop_held("\n".join(l for l in out if not l.startswith("# global")) + "\n", held)


def main(turku, nerkor):
    held = held_out(turku, nerkor)
    for split in ("train", "dev"):
        write(f"turku-ner-train/{split}.tsv.gz", drop_held(show(turku, TURKU, f"data/conll/{split}.tsv"), held), True)
    write("turku-ner-train/LICENSE", show(turku, TURKU, "LICENSE"), False)
    for split in ("train", "devel"):
        write(f"hu-nerkor-train/nerkor-{split}.tsv.gz", nerkor_split(nerkor, split, held), True)
    write("hu-nerkor-train/license.txt", show(nerkor, NERKOR, "license.txt"), False)


if __name__ == "__main__" and len(sys.argv) == 3:
    main(sys.argv[1], sys.argv[2])
