#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_sixteenth.txt, the sixteenth labelled name set of issue 30 (docs/adr/0213).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real documents (reserved for this set,
/work/wt/reserved16.md point 1), cut from public repositories whose licence covers them and vendored byte for byte
under internal/pii/testdata/third_party/*-sixteenth:

- the Requests library's AUTHORS.rst (psf/requests, Apache-2.0): "- Name <mail> (`@handle <url>`_)" bullets under
  reStructuredText headings ("contributors-real");
- SymPy's .mailmap (sympy/sympy, BSD-3-Clause): "Proper Name <mail> Commit Name <mail>" lines ("mailmap-real");
- MNE-Python's CITATION.cff (mne-tools/mne-python, BSD-3-Clause): YAML "family-names" / "given-names" records
  ("citation-real"; each field's value labelled by itself, as ADR 0193 labels split fields);
- MNE-Python's doc/changes/names.inc (BSD-3-Clause): reStructuredText link targets ".. _Name: url"
  ("linktargets-real").

Their persons are labelled by hand: the patterns below find the candidate entries and the lists below are the
builder's reading of every one of them (entries that are no person, or that the builder could not label with
confidence, are left out of the text). A block (a line, a record) naming a person an earlier set labels is left
out; handles, mail addresses, companies and projects stay unlabelled.

The other builders' parts (pii_sixteenth_made, pii_sixteenth_ud, pii_sixteenth_scripts, pii_sixteenth_cjk; each
KINDS and documents()) follow these, in that order, when they are importable.

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-sixteenth-names.py
(--list prints every candidate entry for the builder to read).
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_sixteenth.txt"
TP = "internal/pii/testdata/third_party"

EARLIER = setkit.earlier_labels("sixteenth")  # every name the sets before this one labelled


read = setkit.read_vendored  # a vendored file's text


def glued(text, a, b):
    """Whether text[a:b] is part of something longer (pii_setkit.glued), with this set's sources' own marks: after
    "+" too (a mail address's tag), but not after a reStructuredText link target's ".. _", which is the markup's;
    before a dot that a mail address or a host name goes on after."""
    before = text[a - 1] if a else " "
    after = text[b] if b < len(text) else " "
    target = text[max(0, a - 4):a] == ".. _"  # a reStructuredText link target's own underscore
    if before.isalnum() or (before in "@/_-.+" and not target) or after.isalnum() or after in "_-@":
        return True
    return after == "." and b + 1 < len(text) and text[b + 1].isalnum()


def label(text, names, kind):
    """text with every whole-word occurrence of names labelled (longest first, never inside another label, never
    glued to a handle, a path, a mail address or a longer word)."""
    return setkit.label_names(text, names, kind, glued)


def documents(prefix, kind, blocks, names, most):
    """Documents of at most most characters cut from blocks (a line or a record) at block ends, names labelled. A
    block naming a person an earlier set labels is left out; a document with no name is left out."""
    return setkit.block_documents(prefix, kind, blocks, names, EARLIER, most=most, skip=glued, number_one=True)


words = setkit.words  # a "|"-separated list over lines, as a set


# --- Requests AUTHORS.rst ------------------------------------------------------------------------------------------
# "- Name", "- Name <mail>", "- Name (`@handle <url>`_)", "- Name <mail> (`@handle <url>`_)"; the opening sentence
# names the creator; headings ("Requests Maintainers", "Patches and Suggestions") are no persons.
# Left out (the line): a group ("Various Pocoo Members"), names in two scripts ("村山めがね (Megane Murayama)",
# "潘旭 (Xu Pan)"), a first name with a handle only ("Alex", "Denis"), handles ("takluyver", "piotrjurkiewicz",
# "Pengfei.X"), a quoted pseudonym ('"Dull Bananas"', "Smiley Barry", the builder cannot tell from a nickname) and
# a name with a nickname in quotes ("Daniele Tricoli 'Eriol'").
REQ_DROP = words("""
Various Pocoo Members | 村山めがね (Megane Murayama) | 潘旭 (Xu Pan) | Alex | Denis | takluyver | piotrjurkiewicz |
Pengfei.X | "Dull Bananas" | Smiley Barry | Daniele Tricoli 'Eriol'
""")


def req_entry(line):
    """A bullet's name, or None."""
    if not line.startswith("- "):
        return None
    name = line[2:].rstrip()
    for sep in (" <", " (`", " `@"):
        name = name.split(sep)[0]
    return name.strip()


def requests_authors():
    """The AUTHORS file's lines, bullets the builder could not label left out, about 35 entries to a document."""
    lines = read("requests-sixteenth/AUTHORS.rst").rstrip("\n").split("\n")
    kept = [x for x in lines if req_entry(x) not in REQ_DROP]
    names = {n for x in kept if (n := req_entry(x))}
    return documents("contributors-requests", "contributors-real", kept, names, most=320)


# --- SymPy .mailmap ------------------------------------------------------------------------------------------------
# "Proper Name <proper@mail>", then optionally "Commit Name <commit@mail>" or "<commit@mail>". A line is kept when
# its proper name is two or more words, each begun by a capital or a lowercase particle, and its commit name is
# none, the same name, or one word (a handle: "Aryan-202", "dhyams", "brian.jorgensen", kept unlabelled). Lines
# whose commit name is another spelling or another person are left out (the builder would have to judge each
# spelling), so are mail fields holding spaces ("<Donna Smith@.(none)>"). Every sixth line with a person-like
# proper name is read, in the file's (alphabetical) order, before the builder's drops below.
MAILMAP_LINE = re.compile(r"^([^<#]+?) <([^> ]*)>(?: ([^<]*?) ?<([^> ]*)>)?\s*$")
PARTICLES = {"van", "der", "de", "da", "del", "la", "le", "von", "di", "dos", "du", "e", "y", "bin", "al", "ten"}
# Left out after reading (the line): a placeholder ("Your Name") and a name the builder cannot tell from a
# pseudonym ("John Connor").
MAILMAP_DROP = words("""
Your Name | John Connor
""")


# Left out after reading (the line): a commit name that is the person's first name, its short form or initials
# alone ("Ben" for Ben Payne, "Sibi" for Thangaraju Sibiraj, "SK" for Ser Kim): a mention of the person the builder
# cannot label with confidence as a name rather than a handle. Handles that spell the name ("LucyMountain",
# "TJStienstra", "fredrik.johansson") stay unlabelled.
MAILMAP_FIRST = words("""
Ben | Sibi | SK
""")


def person_like(name):
    """Two or more words, each capitalised or a particle, no digits, no surname cut to an initial."""
    ws = name.split()
    if len(ws) < 2 or any(c.isdigit() for c in name) or len(ws[-1].rstrip(".")) < 2:
        return False
    return all(w[0].isupper() or w in PARTICLES for w in ws) and ws[0][0].isupper()


def mailmap_candidates():
    """(line, proper name) of every line the rule above keeps."""
    lines = [x for x in read("sympy-sixteenth/mailmap").split("\n")
             if (m := MAILMAP_LINE.match(x)) and person_like(m.group(1))][::6]
    out = []
    for x in lines:
        m = MAILMAP_LINE.match(x)
        commit = (m.group(3) or "").strip()
        other = commit and commit != m.group(1) and (" " in commit or commit in MAILMAP_FIRST)
        if m.group(1) in MAILMAP_DROP or other:
            continue
        out.append((x.rstrip(), m.group(1)))
    return out


def mailmap():
    """The kept lines, about 30 to a document."""
    cands = mailmap_candidates()
    names = {n for _, n in cands}
    return documents("mailmap-sympy", "mailmap-real", [x for x, _ in cands], names, most=430)


# --- MNE-Python CITATION.cff ---------------------------------------------------------------------------------------
# "authors:" records "  - family-names: X" / "    given-names: Y"; a few records are "  - name: handle" (left out:
# handles and single first names: "Martin", "kjs", "Lx37", "Giulio"...). The head (title, message, version,
# keywords) opens the first document; the preferred-citation block (the paper's authors, the same persons) is not
# read. Every second record is read. Each field's value is labelled by itself (ADR 0193's rule for split fields):
# "Denis A" as written.
CFF_RECORD = re.compile(r"^  - family-names: (.+)\n    given-names: (.+)$")


def citation_blocks():
    """The head, then each author record, as text; the records' names."""
    text = read("mne-sixteenth/CITATION.cff")
    head, rest = text.split("authors:\n", 1)
    rest = rest.split("preferred-citation:", 1)[0]
    recs = [r.rstrip("\n") for r in re.split(r"\n(?=  - )", "\n" + rest) if r.strip()]
    blocks, names = [head + "authors:"], set()
    for r in recs[::2]:
        if m := CFF_RECORD.match(r):
            blocks.append(r)
            names.update({m.group(1).strip(), m.group(2).strip()})
    return blocks, names


def citation():
    """The author records, about 40 to a document; a record is left out when either field is an earlier label."""
    blocks, names = citation_blocks()
    return documents("citation-mne", "citation-real", blocks, names, most=420)


# --- MNE-Python names.inc ------------------------------------------------------------------------------------------
# ".. _Name: url", one per line, in name order. Left out (the line): a single word (a first name or a handle:
# "Akshay"), and a name the builder cannot tell from a pseudonym ("Riessarius Stargardsky"). Every second line is read.
TARGET = re.compile(r"^\.\. _(.+?): (\S+)$")
TARGET_DROP = words("""
Riessarius Stargardsky
""")


def target_candidates():
    """(line, name) of every line read."""
    out = []
    for x in read("mne-sixteenth/names.inc").split("\n"):
        m = TARGET.match(x)
        if m and person_like(m.group(1)) and m.group(1) not in TARGET_DROP:
            out.append((x, m.group(1)))
    return out[1::2]


def targets():
    """The link targets, about 40 to a document."""
    cands = target_candidates()
    names = {n for _, n in cands}
    return documents("linktargets-mne", "linktargets-real", [x for x, _ in cands], names, most=430)


KINDS = ["contributors-real", "mailmap-real", "citation-real", "linktargets-real"]

# The other builders' modules, in the order their documents follow; each is optional until the lead merges it.
PARTS = ("pii_sixteenth_made", "pii_sixteenth_ud", "pii_sixteenth_scripts", "pii_sixteenth_cjk")


def parts():
    """The other builders' modules, in PARTS order: each must import (a set missing a part is not the set scored)."""
    return setkit.import_parts(PARTS)


def candidates():
    """Every candidate entry per kind, for the builder to read."""
    for x in read("requests-sixteenth/AUTHORS.rst").split("\n"):
        n = req_entry(x)
        print("requests", repr(n), "DROP" if n in REQ_DROP else "", "EARLIER" if n in EARLIER else "")
    for _, n in mailmap_candidates():
        print("mailmap", repr(n), "EARLIER" if n in EARLIER else "")
    blocks, _ = citation_blocks()
    for b in blocks[1:]:
        m = CFF_RECORD.match(b)
        hit = {m.group(1).strip(), m.group(2).strip()} & EARLIER
        print("citation", repr(m.group(2)), repr(m.group(1)), "EARLIER " + str(hit) if hit else "")
    for _, n in target_candidates():
        print("target", repr(n), "EARLIER" if n in EARLIER else "")


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    docs = requests_authors() + mailmap() + citation() + targets()
    setkit.write_set(OUT, [
        "Sixteenth labelled name set (issue 30, docs/adr/0213): generated by scripts/pii-sixteenth-names.py; do not",
        "edit. Real text: the Requests library's AUTHORS.rst (Apache-2.0), SymPy's .mailmap (BSD-3-Clause), and",
        "MNE-Python's CITATION.cff and doc/changes/names.inc (BSD-3-Clause), vendored under",
        "testdata/third_party/*-sixteenth, their persons labelled by hand; the other builders' parts follow. This file:",
        "CC BY-SA 4.0. Held out: built without running the detector on it; scored once by the lead.",
    ], docs, parts())


if __name__ == "__main__":
    main()
