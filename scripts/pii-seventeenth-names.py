#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_seventeenth.txt, the seventeenth labelled name set of issue 30 (docs/adr/0234).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real documents of the sixteenth's
genres from repositories no set read (reserved for this set, /work/wt/reserved17.md point 1), vendored byte for
byte under internal/pii/testdata/third_party/*-seventeenth:

- pytest's AUTHORS (pytest-dev/pytest, MIT): a plain list, one "Given Family" a line, under a two-line head
  ("authors2-real");
- xarray's CITATION.cff (pydata/xarray, Apache-2.0): YAML "family-names" / "given-names" records with quoted
  values ("citation2-real"; each field's value labelled by itself, as ADR 0193 labels split fields);
- scikit-image's and NetworkX's .mailmap (BSD-3-Clause): "Proper Name <mail> [Commit Name] <mail>..." lines
  ("mailmap2-real").

Their persons are labelled by hand: the patterns below find the candidate entries and the lists below are the
builder's reading of every one of them (entries that are no person, or that the builder could not label with
confidence, are left out of the text). A block (a line, a record) naming a person an earlier set labels is left
out; handles, mail addresses, companies and projects stay unlabelled.

The other builders' parts (pii_seventeenth_made, pii_seventeenth_ud, pii_seventeenth_cjk; each KINDS and
documents()) follow these, in that order, when they are importable (the lead makes the imports hard at merge).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-seventeenth-names.py
(--list prints every candidate entry for the builder to read).
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_seventeenth.txt"

EARLIER = setkit.earlier_labels("seventeenth")  # every name the sets before this one labelled

read = setkit.read_vendored  # a vendored file's text
words = setkit.words  # a "|"-separated list over lines, as a set


def glued(text, a, b):
    """Whether text[a:b] is part of something longer (pii_setkit.glued), with this set's sources' own marks: after
    "+" too (a mail address's tag); before a dot that a mail address or a host name goes on after."""
    before = text[a - 1] if a else " "
    after = text[b] if b < len(text) else " "
    if before.isalnum() or before in "@/_-.+" or after.isalnum() or after in "_-@":
        return True
    return after == "." and b + 1 < len(text) and text[b + 1].isalnum()


def documents(prefix, kind, blocks, names, most):
    """Documents of at most most characters cut from blocks (a line or a record) at block ends, names labelled. A
    block naming a person an earlier set labels is left out; a document with no name is left out."""
    return setkit.block_documents(prefix, kind, blocks, names, EARLIER, most=most, skip=glued, number_one=True)


PARTICLES = {"van", "der", "den", "de", "da", "del", "la", "le", "von", "di", "dos", "du"}


def person_like(name):
    """Two or more words, each capitalised or a particle, no digits, no brackets, no surname cut to an initial."""
    ws = name.split()
    if len(ws) < 2 or any(c.isdigit() or c in "()<>@" for c in name) or len(ws[-1].rstrip(".")) < 2:
        return False
    return all(w[0].isupper() or w in PARTICLES for w in ws) and ws[0][0].isupper()


# --- pytest AUTHORS ------------------------------------------------------------------------------------------------
# "Holger Krekel, holger at merlinux eu" and a company line open the file ("merlinux GmbH" stays unlabelled), then
# "Contributors include::" and one name a line. Left out (the line): single words (first names or handles:
# "Ceridwen", "Harshna", "Maho", "Sven", "faph", "mbyt", "q0w", "CrazyMerlyn", "lovetheguitar", "mrbean-bremen"),
# a surname cut to an initial ("Kenny Y", "Kevin C", "Dheeraj C K"), a handle in brackets after the name ("Mike Hoyle
# (hoylemd)" and four more: person_like refuses brackets), and a name the builder cannot tell from a pun or
# pseudonym ("Sankt Petersbug").
AUTHORS_DROP = words("""
Sankt Petersbug
""")
AUTHORS_HEAD = "Holger Krekel"


def authors_candidates():
    """(line, name) of every list line kept, in the file's order."""
    lines = read("pytest-seventeenth/AUTHORS").rstrip("\n").split("\n")
    body = lines[lines.index("Contributors include::") + 2:]
    return [(x, x) for x in body if person_like(x) and x not in AUTHORS_DROP]


def authors():
    """The head (its first line names the creator), then the kept lines, 3-6 to a document (short documents: a set
    has hundreds)."""
    lines = read("pytest-seventeenth/AUTHORS").split("\n")
    cands = authors_candidates()
    head = "\n".join(lines[:4])
    names = {n for _, n in cands} | {AUTHORS_HEAD}
    return documents("authors2-pytest", "authors2-real", [head] + [x for x, _ in cands], names, most=75)


# --- xarray CITATION.cff -------------------------------------------------------------------------------------------
# "authors:" records '- family-names: "X"' / '  given-names: "Y"' (an "orcid:" line may follow). The head
# (cff-version, message) opens the first document; the tail (title, doi, url) and the preferred-citation block (two
# of the same persons) are not read. Every record is read; each field's value is labelled by itself (ADR 0193's
# rule for split fields): "Maximilian K." as written. The file gives one person's names swapped (family "Joseph",
# given "Hamman"): labelled as written, both are his names.
CFF_RECORD = re.compile(r'^- family-names: "(.+)"\n  given-names: "(.+)"(?:\n  orcid: "\S+")?$')


def citation_blocks():
    """The head, then each author record, as text; the records' names."""
    text = read("xarray-seventeenth/CITATION.cff")
    head, rest = text.split("authors:\n", 1)
    rest = rest.split("\ntitle:", 1)[0]
    recs = [r.rstrip("\n") for r in re.split(r"\n(?=- )", "\n" + rest) if r.strip()]
    blocks, names = [head + "authors:"], set()
    for r in recs:
        if m := CFF_RECORD.match(r):
            blocks.append(r)
            names.update({m.group(1), m.group(2)})
    return blocks, names


def citation():
    """The author records, two or three to a document; a record is left out when either field is an earlier label."""
    blocks, names = citation_blocks()
    return documents("citation2-xarray", "citation2-real", blocks, names, most=160)


# --- scikit-image and NetworkX .mailmap ----------------------------------------------------------------------------
# "Proper Name <mail>", then "Commit Name <mail>" or more "<mail>" fields. A line is kept when its proper name is
# person-like and its commit name is none, the same name, or one lowercase word (a handle: "aric", "dschult",
# "jfinkels", "boothby", kept unlabelled). Left out (the line): a nickname in brackets ("Thouis (Ray) Jones"), a
# single word ("Omkaar"), a commit name that is another spelling ("M Bussonnier"), and the lines of a surname cut to
# "Séguin-C." (the builder cannot tell whether the dot belongs to the name). Comment lines open the NetworkX file.
MAILMAP_LINE = re.compile(r"^([^<#]+?) <[^> ]*>(?: ?([^<]*?) ?<[^> ]*>)*\s*$")
MAILMAP_DROP = words("""
Loïc Séguin-C.
""")


def mailmap_candidates(path):
    """(line, proper name) of every line the rule above keeps."""
    out = []
    for x in read(path).split("\n"):
        m = MAILMAP_LINE.match(x)
        if not m or not person_like(m.group(1)) or m.group(1) in MAILMAP_DROP:
            continue
        commit = (m.group(2) or "").strip()
        if commit and commit != m.group(1) and (" " in commit or not commit.islower()):
            continue
        out.append((x.rstrip(), m.group(1)))
    return out


def mailmap():
    """scikit-image's kept lines, then NetworkX's, 2-4 to a document."""
    docs = []
    for short in ("skimage", "networkx"):
        cands = mailmap_candidates(f"{short}-seventeenth/mailmap")
        names = {n for _, n in cands}
        docs += documents(f"mailmap2-{short}", "mailmap2-real", [x for x, _ in cands], names, most=300)
    return docs


KINDS = ["authors2-real", "citation2-real", "mailmap2-real"]

# The other builders' modules, in the order their documents follow.
PARTS = ("pii_seventeenth_made", "pii_seventeenth_ud", "pii_seventeenth_cjk")


def parts():
    """The other builders' modules, in PARTS order: each must import (a set missing a part is not the set scored)."""
    return setkit.import_parts(PARTS)


def candidates():
    """Every candidate entry per kind, for the builder to read."""
    for _, n in authors_candidates():
        print("authors", repr(n), "EARLIER" if n in EARLIER else "")
    blocks, _ = citation_blocks()
    for b in blocks[1:]:
        m = CFF_RECORD.match(b)
        hit = {m.group(1), m.group(2)} & EARLIER
        print("citation", repr(m.group(2)), repr(m.group(1)), "EARLIER " + str(hit) if hit else "")
    for short in ("skimage", "networkx"):
        for _, n in mailmap_candidates(f"{short}-seventeenth/mailmap"):
            print("mailmap", short, repr(n), "EARLIER" if n in EARLIER else "")


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    docs = authors() + citation() + mailmap()
    setkit.write_set(OUT, [
        "Seventeenth labelled name set (issue 30, docs/adr/0234): generated by scripts/pii-seventeenth-names.py; do",
        "not edit. Real text: pytest's AUTHORS (MIT), xarray's CITATION.cff (Apache-2.0), and scikit-image's and",
        "NetworkX's .mailmap (BSD-3-Clause), vendored under testdata/third_party/*-seventeenth, their persons labelled",
        "by hand; the other builders' parts follow. This file: CC BY-SA 4.0. Held out: built without running the",
        "detector on it; scored once by the lead.",
    ], docs, parts())


if __name__ == "__main__":
    main()
