#!/usr/bin/env python3
"""Vendors the Europeana Newspapers NER corpora (Dutch, French, German; CC0) for training the person word model
(docs/adr/0156); measured and refused, trained on by neither model.

Writes under internal/pii/testdata/third_party/europeana-train, gzipped with no name and no time in the header (a
re-run writes the same bytes), one file per library's corpus: token TAB tag lines, a blank line after each sentence.

The corpora have no sentence bounds: a sentence ends after a token ".", "!" or "?" outside a person, or after 60
tokens at the next word outside a person (OCR lines that never reach a full stop). Tags are mapped to IOB2 persons
only: "B-PER"/"I-PER" (the French corpus writes IOB1, every token "I-": an "I-PER" after a token that is no person
starts one), every other class is "O". The Berlin State Library's file (enp_DE.sbb) is left out: its lines carry
stray columns and misspelt tags ("B-PEr", "B.PER", "B-OLOC"), a sign of its labels' care.

Run from the repository root: python3 scripts/pii-europeana-train.py <ner-corpora git dir>
"""
import gzip
import os
import subprocess
import sys

sys.dont_write_bytecode = True

OUT = "internal/pii/testdata/third_party/europeana-train"
COMMIT = "6bf838d23112c255fd81431b1187ab30ef6c2d90"
FILES = [("enp_NL.kb.bio/enp_NL.kb.bio", "enp-nl-kb.tsv.gz"), ("enp_FR.bnf.bio/enp_FR.bnf.bio", "enp-fr-bnf.tsv.gz"),
         ("enp_DE.lft.bio/enp_DE.lft.bio", "enp-de-lft.tsv.gz"), ("enp_DE.onb.bio/enp_DE.onb.bio", "enp-de-onb.tsv.gz")]
MAX_TOKENS = 60


def show(repo, path):
    return subprocess.run(["git", "-C", repo, "show", f"{COMMIT}:{path}"], capture_output=True, check=True,
                          text=True).stdout


def person_tags(lines):
    """(token, IOB2 person tag) for each two-column line."""
    out, prev = [], "O"
    for line in lines:
        f = line.split()
        if len(f) != 2:
            continue
        tok, tag = f
        kind = tag[2:].upper() if len(tag) > 2 and tag[1] in "-_." else ""
        if kind != "PER":
            tag = "O"
        elif tag[0].upper() == "B" or prev == "O":
            tag = "B-PER"
        else:
            tag = "I-PER"
        out.append((tok, tag))
        prev = tag
    return out


def sentences(toks):
    """The tokens cut into sentences (see the module doc)."""
    out, cur = [], []
    for i, (tok, tag) in enumerate(toks):
        cur.append((tok, tag))
        nxt = toks[i + 1][1] if i + 1 < len(toks) else "O"
        outside = tag == "O" and nxt != "I-PER"
        if outside and (tok in (".", "!", "?") or len(cur) >= MAX_TOKENS):
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def main():
    repo = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    for src, dst in FILES:
        sents = sentences(person_tags(show(repo, src).split("\n")))
        text = "".join("".join(f"{t}\t{g}\n" for t, g in s) + "\n" for s in sents)
        with open(f"{OUT}/{dst}", "wb") as raw:
            with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as f:
                f.write(text.encode("utf-8"))
        print(dst, len(sents), "sentences", sum(1 for s in sents for _, g in s if g == "B-PER"), "persons")
    with open(f"{OUT}/LICENSE.md", "w", encoding="utf-8") as f:
        f.write(show(repo, "LICENSE.md"))


if __name__ == "__main__":
    main()
