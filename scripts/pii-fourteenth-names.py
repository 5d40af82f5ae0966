#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_fourteenth.txt, the fourteenth labelled name set of issue 30 (docs/adr/0167).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real documents (reserved for this set,
/work/wt/reserved14.md point 1), cut from public repositories whose licence covers them and vendored byte for byte
under internal/pii/testdata/third_party/*-fourteenth:

- Python Enhancement Proposals (python/peps; each PEP is public domain or CC0-1.0): their headers' Author, Sponsor,
  BDFL-Delegate and PEP-Delegate fields ("pep-real");
- Kubernetes community (kubernetes/community, Apache-2.0): the Leadership sections of the SIG, working-group and
  committee READMEs ("sig-real") and the election results ("election-real");
- OpenSSF Technical Advisory Council minutes (ossf/tac, CC BY 4.0 for documentation): the attendance tables
  ("tacminutes-real").

Their persons are labelled by hand: the patterns below find the candidate entries and the lists below are the
builder's reading of every one of them (entries that are no person, or that the builder could not label with
confidence, are left out of the text). A line naming a person an earlier set labels is left out; handles (@x),
company and project names stay unlabelled.

The other builders' parts (pii_fourteenth_made: made documents in new shapes, docs/adr/0168; pii_fourteenth_ud:
Latin- and Cyrillic-script treebanks, 0169; pii_fourteenth_scripts: Chinese/Japanese blog posts, Sindhi and Persian
treebanks, 0170; pii_fourteenth_cjk: Han-script biographies, 0177; each KINDS and documents()) follow these, in that
order.

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-fourteenth-names.py
"""
import glob
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_fourteenth.txt"
TP = "internal/pii/testdata/third_party"


EARLIER = setkit.earlier_labels("fourteenth")  # every name the sets before this one labelled (docs/adr/0221)


def read(folder, name):
    """A vendored file's text."""
    return setkit.read_vendored(f"{folder}/{name}")

label = setkit.label_names  # every whole-word occurrence labelled, never glued to a handle, path or word
named = setkit.named  # the names a block holds as label would label them


def documents(prefix, kind, blocks, names, drop=(), most=4000):
    """Documents of at most most characters cut from blocks at block ends, names labelled (pii_setkit.block_documents):
    a block holding one of drop or naming a person an earlier set labels is left out, so is a document with no name."""
    return setkit.block_documents(prefix, kind, blocks, names, EARLIER, drop=drop, most=most)


words = setkit.words  # a "|"-separated list over lines, as a set


# --- PEP headers -----------------------------------------------------------------------------------------------------
# Each person of an Author, Sponsor, BDFL-Delegate or PEP-Delegate field is "Name <mail>", "Name" or "Name
# (affiliation)", comma-separated, continued on indented lines. The header (to its first blank line) is the
# document; Discussions-To, Post-History and Resolution lines are kept as they are (addresses and dates).
PEP_FIELDS = ("Author", "Sponsor", "BDFL-Delegate", "PEP-Delegate")
PEP_NOT_NAMES = set()  # filled after reading every candidate (see the ADR)
PEP_DROP_LINES = set()  # lines the builder could not label with confidence


def pep_candidates(header):
    """The entries of a header's person fields."""
    out = []
    for field, value in re.findall(r"^([\w-]+):(.*(?:\n[ \t]+.*)*)", header, re.M):
        if field not in PEP_FIELDS:
            continue
        value = re.sub(r"<[^>]*>", "", value)
        for entry in value.split(","):
            entry = re.sub(r"\([^)]*\)", "", entry).strip()
            if entry:
                out.append(entry)
    return out


def peps():
    """One document per PEP: its header, a line naming a person an earlier set labels left out."""
    docs = []
    for path in sorted(glob.glob(f"{TP}/peps-fourteenth/pep-*.rst")):
        header = read("peps-fourteenth", os.path.basename(path)).split("\n\n", 1)[0]
        names = {n for n in pep_candidates(header) if n not in PEP_NOT_NAMES}
        lines = [x for x in header.split("\n") if x not in PEP_DROP_LINES]
        num = os.path.basename(path)[4:8]
        docs += documents(f"pep-{num}", "pep-real", lines, names, most=100000)
    return docs


# --- Kubernetes SIG, WG and committee leadership ---------------------------------------------------------------------
# "* Name (**[@handle](https://github.com/handle)**), Company" entries under Chairs, Technical Leads, Emeritus
# Leads and committee Members; the handle and company stay unlabelled.
SIG_ENTRY = re.compile(r"^\* (.+?) \(\*\*\[@")
# Left out (the line and the name): a name written in two scripts ("Paco Xu 徐俊杰"), a nickname in parentheses
# inside the name ("David (Mengqi) Yu", "Bobby (Babak) Salamat"), "Jr." after the name, and single words the
# builder cannot tell from a handle ("Flynn", "Xunzhuo").
SIG_DROP = ("徐俊杰", "(Mengqi)", "(Babak)", "Panato Jr.", "* Flynn (", "* Xunzhuo (")
SIG_NOT_NAMES = {"Paco Xu 徐俊杰", "David (Mengqi) Yu", "Bobby (Babak) Salamat", "Carlos Tadeu Panato Jr.", "Flynn",
                 "Xunzhuo"}


def sigs():
    """The Leadership (committees: Members; working groups: Organizers and Emeritus Organizers) sections of each
    README, each to the next second-level heading."""
    docs = []
    for path in sorted(glob.glob(f"{TP}/k8s-community-fourteenth/*-README.md")):
        base = os.path.basename(path)
        lines = read("k8s-community-fourteenth", base).split("\n")
        keep = []
        for i, x in enumerate(lines):
            if x in ("## Leadership", "## Members", "## Organizers", "## Emeritus Organizers"):
                end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("## ")), len(lines))
                keep += lines[i:end]
        names = {m.group(1) for x in keep if (m := SIG_ENTRY.match(x))} - SIG_NOT_NAMES
        docs += documents("sig-" + base[:-len("-README.md")].removeprefix("sig-"), "sig-real", keep, names, SIG_DROP)
    return docs


# --- Kubernetes election results -----------------------------------------------------------------------------------
# Ranked or bulleted entries: "1. Name", "1. [Name](https://github.com/handle)", "- Name", "- Name (@handle)".
ELECTION_ENTRY = re.compile(r"^\s*(?:\d+\.|[-*])\s+\[?([A-Z][^\]()\[@,:]*?)\]?(?:\(.*\))?\s*(?:\(@\w+\))?\s*$")
ELECTION_DROP = ("徐俊杰",)  # a name written in two scripts
ELECTION_NOT_NAMES = {"Paco Xu 徐俊杰"}


def elections():
    """Each results file as it is."""
    docs = []
    for path in sorted(glob.glob(f"{TP}/k8s-community-fourteenth/elections-*.md")):
        base = os.path.basename(path)
        lines = read("k8s-community-fourteenth", base).split("\n")
        names = {m.group(1).strip() for x in lines if (m := ELECTION_ENTRY.match(x))} - ELECTION_NOT_NAMES
        docs += documents(base[:-3].replace("elections-", "election-").lower(), "election-real", lines, names, ELECTION_DROP)
    return docs


# --- OpenSSF TAC minutes' attendance -------------------------------------------------------------------------------
# An HTML table, one row per person: a mark, "Name (Affiliation, <strong>role</strong>)", pronouns, GitHub ID. The
# GitHub ID cell is a handle and stays unlabelled.
TAC_CELL = re.compile(r"^\s*<td>([^<(]+?)\s*(?:[(<].*)?$")
# Left out (the row): a nickname ("CRob"), a surname cut to its initial ("David K"), a name misspelt in the minutes
# ("David A. WheeleSr") and a name given as a mail link ("[Francis Perron](mailto:...)"). "Aeva Black [CISA]" and
# "Munawar Hafiz?" are the persons "Aeva Black" and "Munawar Hafiz", labelled without the mark after them;
# "Micheal Lieberman" is labelled as the minutes write it.
TAC_DROP = ("CRob", "David K ", "WheeleSr", "Francis Perron")
TAC_NOT_NAMES = {"CRob", "David K", "David A. WheeleSr", "[Francis Perron]", ""}


def tac_rows(lines):
    """The attendance: an HTML table's rows (each "<tr>" to "</tr>", a block) after the text before the table (one
    block), nothing after the table; or, in the earlier meetings' bullet lists, each line to the agenda."""
    start = next((i for i, x in enumerate(lines) if x.strip() == "<table>"), None)
    if start is None:
        end = next(i for i, x in enumerate(lines) if re.match(r"^(#+ )?Agenda", x))
        return lines[:end]
    end = next(i for i in range(start, len(lines)) if lines[i].strip() == "</table>")
    blocks, cur = ["\n".join(lines[:start + 1])], []
    for x in lines[start + 1:end]:
        cur.append(x)
        if x.strip() == "</tr>":
            blocks.append("\n".join(cur))
            cur = []
    blocks.append("\n".join(cur + [lines[end]]))
    return blocks


def tac_name(row):
    """The name of a row's second cell or of a bullet ("* Name (Affiliation)"), if there is one."""
    if m := re.match(r"^\* ([^(*]+?)\s*(?:\(.*)?$", row):
        return m.group(1)
    cells = re.findall(r"<td>(.*?)\n\s*</td>", row, re.S)
    if len(cells) < 2:
        return None
    m = TAC_CELL.match("<td>" + cells[1])
    return re.sub(r"\s*\[[^]]*\]$|\?$", "", m.group(1).strip()) if m else None


def tac():
    """Each meeting's attendance."""
    docs = []
    for path in sorted(glob.glob(f"{TP}/ossf-tac-fourteenth/20*.md")):
        base = os.path.basename(path)
        blocks = tac_rows(read("ossf-tac-fourteenth", base).split("\n"))
        names = {n for b in blocks if (n := tac_name(b)) and any(c.isalpha() for c in n)} - TAC_NOT_NAMES
        docs += documents(f"tacminutes-{base[:-3]}", "tacminutes-real", blocks, names, TAC_DROP, most=2500)
    return docs


KINDS = ["pep-real", "sig-real", "election-real", "tacminutes-real"]


def candidates():
    """Every candidate entry per kind, for the builder to read (python3 scripts/pii-fourteenth-names.py --list)."""
    for path in sorted(glob.glob(f"{TP}/peps-fourteenth/pep-*.rst")):
        header = read("peps-fourteenth", os.path.basename(path)).split("\n\n", 1)[0]
        print("pep", os.path.basename(path), pep_candidates(header))
    for path in sorted(glob.glob(f"{TP}/k8s-community-fourteenth/*-README.md")):
        for x in read("k8s-community-fourteenth", os.path.basename(path)).split("\n"):
            if m := SIG_ENTRY.match(x):
                print("sig", m.group(1))
    for path in sorted(glob.glob(f"{TP}/k8s-community-fourteenth/elections-*.md")):
        for x in read("k8s-community-fourteenth", os.path.basename(path)).split("\n"):
            if m := ELECTION_ENTRY.match(x):
                print("election", repr(m.group(1).strip()), "|", x)
    for path in sorted(glob.glob(f"{TP}/ossf-tac-fourteenth/20*.md")):
        for b in tac_rows(read("ossf-tac-fourteenth", os.path.basename(path)).split("\n")):
            print("tac", repr(tac_name(b)), "|", " ".join(b.split())[:120])


# The other builders' modules, in the order their documents follow: made documents in new shapes (docs/adr/0168),
# Latin- and Cyrillic-script treebanks (0169), CJK blog posts, Sindhi and Persian (0170), Han-script biographies (0177).
PARTS = ("pii_fourteenth_made", "pii_fourteenth_ud", "pii_fourteenth_scripts", "pii_fourteenth_cjk")


def parts():
    """The other builders' modules, in the order their documents follow (docs/adr/0168, 0169, 0170, 0177)."""
    return setkit.import_parts(PARTS)


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    docs = peps() + sigs() + elections() + tac()
    setkit.write_set(OUT, [
        "Fourteenth labelled name set (issue 30, docs/adr/0167): generated by scripts/pii-fourteenth-names.py; do",
        "not edit. Real text: Python Enhancement Proposals' headers (public domain or CC0-1.0), Kubernetes community",
        "SIG leadership and election results (Apache-2.0) and OpenSSF TAC minutes' attendance (CC BY 4.0), vendored",
        "under testdata/third_party/*-fourteenth, their persons labelled by hand. This file: CC BY-SA 4.0. Held out:",
        "built without running the detector on it; scored once by the lead.",
    ], docs, parts())


if __name__ == "__main__":
    main()
