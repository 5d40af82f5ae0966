#!/usr/bin/env python3
"""Vendor IL-NER's Hindi, Odia and Telugu TRAIN files for the Indic person model (docs/adr/0269).

IL-NER (github.com/SankalpBahad/IL-NER, commit 079e918, CC BY 4.0) writes a token TAB tag per line and a blank
line between sentences; its persons are tagged B-NEP/I-NEP. Only the person tags are kept (B-PER, I-PER, every
other tag O: the model learns persons alone), a token's "_" is written as a space as the eighteenth and
nineteenth sets' reader does (pii_setkit.ilner_sentences), and each file is written gzip-compressed with no
timestamp, so a rerun gives the same bytes. The test and dev files are the eighteenth and nineteenth sets' text
and are never read here; but IL-NER repeats some sentences across its splits, so every train sentence whose text
(whitespace dropped) occurs in a tuning set's Brahmic document (testdata/names_*.txt, the twentieth never read) is
dropped, and the sentences dropped are counted.

Usage: scripts/pii_ilner_train.py <folder holding Hindi-train.txt, Odia-train.txt, Telugu-train.txt>
"""
import glob
import gzip
import io
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "internal", "pii", "testdata", "third_party", "il-ner-train")
FILES = {"Hindi-train.txt": "hi-train.tsv.gz", "Odia-train.txt": "or-train.tsv.gz", "Telugu-train.txt": "te-train.tsv.gz"}


SETS = os.path.join(HERE, "..", "internal", "pii", "testdata")
BRAHMIC = re.compile("[\u0900-\u0d7f]")
LABEL = re.compile(r"\[\[([^|\]]*)\|[^\]]*\]\]")


def squeeze(text):
    """text without whitespace, so the sets' and IL-NER's joining of tokens compare alike."""
    return "".join(text.split())


def set_text():
    """The tuning sets' Brahmic documents, labels read as their names, whitespace dropped, NUL apart."""
    docs = []
    for path in sorted(glob.glob(os.path.join(SETS, "names_*.txt"))):
        if "twentieth" in path:
            continue  # never read (COMMON.md)
        with open(path, encoding="utf-8") as f:
            for doc in f.read().split("\n=== "):
                if BRAHMIC.search(doc):
                    docs.append(squeeze(LABEL.sub(r"\1", doc)))
    return "\0".join(docs)


def in_set(lines, seen):
    """The sentence (token TAB label lines) is in the sets' text: whole, or its first sixty bytes (the Go test's
    shingle, internal/pii/indictrain)."""
    q = squeeze("".join(c.split("\t")[0] for c in lines))
    return q in seen or len(q.encode()) >= 60 and q.encode()[:60].decode(errors="ignore") in seen


def convert(src, seen):
    """IL-NER's lines as token TAB B-PER/I-PER/O lines, sentences apart by a blank line, less those in seen."""
    out, cur, dropped = [], [], 0
    with open(src, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if cur:
                    if in_set(cur, seen):
                        dropped += 1
                    else:
                        out.append("\n".join(cur) + "\n")
                cur = []
                continue
            parts = line.split("\t")
            tag = parts[-1].strip() if len(parts) > 1 else "O"
            person = tag.endswith("NEP")
            label = "O"
            if person:
                label = "I-PER" if tag.startswith("I-") else "B-PER"
            cur.append(parts[0].replace("_", " ") + "\t" + label)
    if cur:
        if in_set(cur, seen):
            dropped += 1
        else:
            out.append("\n".join(cur) + "\n")
    return "\n".join(out), len(out), dropped


def main():
    os.makedirs(OUT, exist_ok=True)
    seen = set_text()
    for src, dst in FILES.items():
        text, n, dropped = convert(os.path.join(sys.argv[1], src), seen)
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as g:
            g.write(text.encode("utf-8"))
        with open(os.path.join(OUT, dst), "wb") as f:
            f.write(buf.getvalue())
        print(dst, n, "sentences kept,", dropped, "in a set dropped,", len(buf.getvalue()), "bytes")


if __name__ == "__main__":
    main()
