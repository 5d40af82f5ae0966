#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_fifteenth.txt, the fifteenth labelled name set of issue 30 (docs/adr/0192).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real documents (reserved for this set,
/work/wt/reserved15.md point 1), cut from public repositories whose licence covers them and vendored byte for byte
under internal/pii/testdata/third_party/*-fifteenth:

- SciPy release notes (scipy/scipy, BSD-3-Clause): their "Authors" lists, "* Name (commits) +" ("releasenotes-real");
- Go design documents (golang/proposal, BSD-3-Clause): their headers' Author(s), "with input from" and "Thanks to"
  lines ("designdoc-real");
- the Rust project's people files (rust-lang/team, MIT or Apache-2.0): one TOML file per person, name = "..." beside
  the GitHub handle, ids and mail ("teamtoml-real");
- Project Jupyter's governance contributors (jupyter/governance, CC0-1.0): a YAML record per person, name beside id,
  GitHub URL, teams and organisations ("teamyaml-real");
- OpenStack's project teams (openstack/governance, Apache-2.0): reference/projects.yaml, each team's PTL and liaisons
  (name, irc, email) ("projectsyaml-real").

Their persons are labelled by hand: the patterns below find the candidate entries and the lists below are the
builder's reading of every one of them (entries that are no person, or that the builder could not label with
confidence, are left out of the text). A block (a line, a file, a record) naming a person an earlier set labels is
left out; handles, mail addresses, companies, teams and projects stay unlabelled.

The other builders' parts (pii_fifteenth_made, pii_fifteenth_ud, pii_fifteenth_scripts, pii_fifteenth_cjk; each
KINDS and documents()) follow these, in that order.

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-fifteenth-names.py
(--list prints every candidate entry for the builder to read).
"""
import glob
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_fifteenth.txt"
TP = "internal/pii/testdata/third_party"

EARLIER = setkit.earlier_labels("fifteenth")  # every name the sets before this one labelled


read = setkit.read_vendored  # a vendored file's text

label = setkit.label_names  # every whole-word occurrence labelled, never glued to a handle, path or word
named = setkit.named  # the names a block holds as label would label them


def documents(prefix, kind, blocks, names, drop=(), most=4000):
    """Documents of at most most characters cut from blocks at block ends, names labelled (pii_setkit.block_documents):
    a block holding one of drop or naming a person an earlier set labels is left out, so is a document with no name."""
    return setkit.block_documents(prefix, kind, blocks, names, EARLIER, drop=drop, most=most)


words = setkit.words  # a "|"-separated list over lines, as a set


# --- SciPy release notes' Authors lists ----------------------------------------------------------------------------
# "* Name", "* Name +" (a first patch; 1.5.0, 1.8.0) or "* Name (commits) +" (1.15.0); "* @handle" and handles
# written bare. The section runs from its "Authors" heading to the "A total of N people contributed" paragraph and
# its two lines after (all kept).
SCIPY_NOTES = ("1.5.0", "1.8.0", "1.15.0")
SCIPY_ENTRY = re.compile(r"^\* (.+?)(?: \(\d+\))?(?: \+)?$")
# GitHub handles written in a name's place (one word: "endolith", "h-vetinari", "Djip007", "ParticularMiner"; or a
# lowercase start) are kept unlabelled. Left out with their line: a name written in lowercase like a handle
# ("jeremie du boisberranger"), a name in two scripts ("赵丰 (Zhao Feng)"), a surname cut to an initial ("Livio F",
# "Yair M", "Sundar R", "Milad Sadeghi DM"), and single words the builder cannot tell from a first name or a handle
# ("Konrad", "Vasiliy", "Lorenzo", "Vlad", "ADmitri", "Afleloup", "Linfye", "Itrimel", "Jiacheng-Liu", "Sheila-nk").
SCIPY_DROP = words("""
jeremie du boisberranger | 赵丰 (Zhao Feng) | ਗਗਨਦੀਪ ਸਿੰਘ (Gagandeep Singh) | Livio F | Yair M | Sundar R | Milad Sadeghi DM |
ADmitri | Konrad | Vasiliy | Lorenzo | Vlad | Afleloup | Linfye | Itrimel | Jiacheng-Liu | Sheila-nk
""")
SCIPY_NOT_NAMES = SCIPY_DROP


def scipy_candidates(text):
    """The Authors section's lines and its entries."""
    lines = text.split("\n")
    start = next(i for i, x in enumerate(lines) if x.startswith("Authors"))
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("A total of"))
    section = lines[start:end + 3]
    return section, [m.group(1).strip() for x in section if (m := SCIPY_ENTRY.match(x.rstrip()))]


def is_handle(entry):
    """A GitHub handle or bot name written in the list's place of a name: one word, or no capital to begin with."""
    return " " not in entry or not entry[0].isupper()


def scipy():
    """The Authors lists, each cut into documents of at most 40-odd entries."""
    docs = []
    for v in SCIPY_NOTES:
        section, entries = scipy_candidates(read(f"scipy-fifteenth/{v}-notes.rst"))
        names = {e for e in entries if not is_handle(e)} - SCIPY_NOT_NAMES
        kept = [x for x in section if not ((m := SCIPY_ENTRY.match(x.rstrip())) and m.group(1).strip() in SCIPY_DROP)]
        docs += documents(f"releasenotes-scipy-{v}", "releasenotes-real", kept, names, most=750)
    return docs


# --- Go design documents' headers ----------------------------------------------------------------------------------
# The header is the title and the lines after it up to the first heading: only its header fields are kept (Author,
# Authors, Author(s), their continuation lines, "with input from" and "Thanks to" lines, Last updated, Created,
# Date, Status, Discussion, See also); prose and subtitles are not read.
DESIGN_FIELD = re.compile(r"^(_?With |\(with |Inspired |Thanks to|Author|Last |Updated|Created|Date|Status|Discussion"
                          r"|See also|CL at|Previous discussion|Linked |Originally|Initial proposal|Accepted )")
# Left out (the file): a name broken across two lines ("Michael\nKnyszek" in 40724, "Roger\nPeppe" in 46136) and a
# name in bare brackets that read as a Markdown label ("[Adrien Delorme]", 33974); and the folder's README.md.
DESIGN_SKIP = ("README.md", "40724-register-calling.md", "46136-vet-std-references.md", "33974-add-public-lockedfile-pkg.md")
DESIGN_PERSONS = words("""
Jason Buberel | Austin Clements | Marcel van Lohuizen | Sameer Ajmani | Russ Cox | Bryan Mills | Damien Neil |
Dave Cheney | Ian Lance Taylor | Andrew Gerrand | Jaana Burcu Dogan | David Crawshaw | Hyang-Ah Kim | Sam Whited |
Rick Hudson | Rhys Hiltner | Robert Griesemer | Rob Pike | Michael Matloob | Rudi Kramer | James Forrest |
David Lazar | Than McIntosh | Nodir Turakulov | Caleb Spare | Minux Ma | Michael Knyszek | Dan Scales |
Keith Randall | Cherry Zhang | Bryan C. Mills | Jay Conrod | Heschi Kreinick | Rebecca Stambler | Daniel Martí |
Francesco Guardiani | Jerrin Shaji George | Mohit Verma | Rajesh Venkatasubramanian | Pratap Subrahmanyam |
Andrew Werner | Rob Findley | Conrad Irwin | Richard Hansen | Josh Bleecher Snyder | Raj Barik | Jin Lin |
Cherry Mui | Michael Pratt | Nicola Murino | Filippo Valsorda | Dmitri Shuralyov | Robert Findley | Hana Kim |
Cody Oss | Tim King | Carlos Amedee | Alexander Musman | Georgian-Vlad Saioc | Milind Chabbi | Katie Hockman |
Roland Shoemaker
""")


def design_header(text):
    """The header fields of a design document, continuation lines of a person field with them."""
    lines = text.split("\n")
    out, in_field = [lines[0]], False
    for x in lines[1:]:
        if x.startswith("#"):
            break
        if DESIGN_FIELD.match(x):
            out.append(x)
            in_field = x.startswith(("Author", "_With", "(with", "Thanks", "Inspired"))
        elif in_field and x.strip():
            out.append(x)
        else:
            in_field = False
    return out


def designs():
    """One document per design document: its header."""
    docs = []
    for path in sorted(glob.glob(f"{TP}/golang-proposal-fifteenth/*.md")):
        base = os.path.basename(path)
        if base in DESIGN_SKIP:
            continue
        lines = design_header(read(f"golang-proposal-fifteenth/{base}"))
        docs += documents(f"designdoc-go-{base[:-3]}", "designdoc-real", lines, DESIGN_PERSONS, most=100000)
    return docs


# --- Rust team people files ------------------------------------------------------------------------------------------
# One file per person (every third file of people/, in name order): name = "Name" or name = 'Name', then github,
# github-id, zulip-id, email, discord-id, irc, [funding] fields (handles, ids and mail, unlabelled). A file is a block.
TOML_NAME = re.compile(r"""^name = ["'](.*)["']$""", re.M)
# Left out (the file): a name field holding one word (a first name, a nickname or a handle: "Poe", "Boxy", "James",
# "Tanmay", "nora", "TC", "addie!"...), a handle-like run of words ("A4-Tacks", "DropDemBits", "QuietMisdreavus",
# "ChrisPardy"), pseudonyms ("Without Boats", "Fallible Algebra", "Uni Hikousen"), a bot ("Rust timing data
# pusher"), a nickname with the name in parentheses ("Tim (Theemathas Chirananthavat)") and a surname-first name
# with a comma ("XU, Hui").
TOML_NOT_NAMES = {"Without Boats", "Fallible Algebra", "Uni Hikousen", "Rust timing data pusher",
                  "Tim (Theemathas Chirananthavat)", "XU, Hui"}


def toml_name(text):
    """A people file's name field, if it holds a person's name the builder labels."""
    m = TOML_NAME.search(text)
    if not m or " " not in m.group(1) or m.group(1) in TOML_NOT_NAMES:
        return None
    return m.group(1)


def rust_people():
    """The people files, about ten to a document."""
    blocks, names = [], set()
    for path in sorted(glob.glob(f"{TP}/rust-team-fifteenth/people/*.toml")):
        text = read(f"rust-team-fifteenth/people/{os.path.basename(path)}").rstrip("\n")
        if n := toml_name(text):
            blocks.append(text)
            names.add(n)
    return documents("teamtoml-rust", "teamtoml-real", blocks, names, most=1300)


# --- Jupyter governance contributors ---------------------------------------------------------------------------------
# A YAML list: "  - id: handle", "    name: Name", "    github: url", "    affiliations: [...]", "    teams:" with
# team, term, organization (a company or council) and subproject. A record is a block; the file's "version: 1" and
# "authors:" lines open the first document.
YAML_NAME = re.compile(r"^    name: (.*)$", re.M)
YAML_NOT_NAMES = {"Jupyter Security Representative"}  # a role, no person


def jupyter():
    """The contributors' records, about five to a document."""
    text = read("jupyter-governance-fifteenth/contributors.yml").rstrip("\n")
    blocks = [b.strip("\n") for b in re.split(r"\n(?=  - id: )", text)]  # the head, then each record
    names = {m.group(1) for b in blocks for m in YAML_NAME.finditer(b)} - YAML_NOT_NAMES
    blocks = [b for b in blocks if not any(f"name: {n}" in b for n in YAML_NOT_NAMES)]
    return documents("teamyaml-jupyter", "teamyaml-real", blocks, names, most=1000)


# --- OpenStack project teams' leaders ------------------------------------------------------------------------------
# reference/projects.yaml: a top-level key per project team; its "ptl:" record (name, irc, email, appointed
# releases) and "liaisons:" lists ("- name: 'Name'", irc, email) under release, security, tc-liaison, tact-sig; its
# leadership_type, irc-channel, service and url lines. The team's "mission:" prose and "deliverables:" (repository
# names) are not read (left out of the text). A team is a block.
OS_NAME = re.compile(r"^\s+(?:- )?name: '?(.*?)'?$")
OS_SKIP = ("  mission:", "  deliverables:")
# Left out (the line): a placeholder in a name's place ("APPOINTMENT NEEDED"). "Dr. Jens Harbott": "Jens Harbott"
# is labelled, the title outside.
OS_NOT_NAMES = {"APPOINTMENT NEEDED"}
OS_DROP = ("APPOINTMENT NEEDED",)


def openstack_teams(text):
    """Each project team's lines, its mission and deliverables sections left out."""
    teams, cur, skip = [], None, False
    for x in text.split("\n"):
        if re.match(r"^[^\s#-].*:$", x):  # a team's key: "adjutant:", "Puppet OpenStack:"
            cur = [x]
            teams.append(cur)
            skip = False
        elif cur is None:
            continue
        elif re.match(r"^  [\w-]+:", x):
            skip = x.startswith(OS_SKIP)
            if not skip:
                cur.append(x)
        elif not skip and x.strip():
            cur.append(x)
    return ["\n".join(t) for t in teams]


def os_names(blocks):
    """The persons of the teams' name fields."""
    out = set()
    for b in blocks:
        for x in b.split("\n"):
            if m := OS_NAME.match(x):
                out.add(m.group(1).removeprefix("Dr. "))
    return out - OS_NOT_NAMES


def openstack():
    """The project teams' leaders, a few teams to a document; a line holding a placeholder is left out."""
    teams = openstack_teams(read("openstack-governance-fifteenth/projects.yaml"))
    names = os_names(teams)
    teams = ["\n".join(x for x in t.split("\n") if not any(d in x for d in OS_DROP)) for t in teams]
    return documents("projectsyaml-openstack", "projectsyaml-real", teams, names, most=1200)


KINDS = ["releasenotes-real", "designdoc-real", "teamtoml-real", "teamyaml-real", "projectsyaml-real"]


def candidates():
    """Every candidate entry per kind, for the builder to read."""
    for v in SCIPY_NOTES:
        for e in scipy_candidates(read(f"scipy-fifteenth/{v}-notes.rst"))[1]:
            print("scipy", v, "HANDLE" if is_handle(e) else "NAME", repr(e), "EARLIER" if e in EARLIER else "")
    for path in sorted(glob.glob(f"{TP}/golang-proposal-fifteenth/*.md")):
        if os.path.basename(path) in DESIGN_SKIP:
            continue
        for x in design_header(read(f"golang-proposal-fifteenth/{os.path.basename(path)}"))[1:]:
            print("design", os.path.basename(path), "|", x)
    for path in sorted(glob.glob(f"{TP}/rust-team-fifteenth/people/*.toml")):
        t = read(f"rust-team-fifteenth/people/{os.path.basename(path)}")
        print("toml", os.path.basename(path), repr(toml_name(t)), TOML_NAME.search(t))
    for m in YAML_NAME.finditer(read("jupyter-governance-fifteenth/contributors.yml")):
        print("yaml", repr(m.group(1)), "EARLIER" if m.group(1) in EARLIER else "")
    for n in sorted(os_names(openstack_teams(read("openstack-governance-fifteenth/projects.yaml")))):
        print("openstack", repr(n), "EARLIER" if n in EARLIER else "")


# The other builders' modules, in the order their documents follow.
PARTS = ("pii_fifteenth_made", "pii_fifteenth_ud", "pii_fifteenth_scripts", "pii_fifteenth_cjk")


def parts():
    """The other builders' modules, in the order their documents follow (docs/adr/0193, 0194, 0195, 0196)."""
    return setkit.import_parts(PARTS)


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    docs = scipy() + designs() + rust_people() + jupyter() + openstack()
    setkit.write_set(OUT, [
        "Fifteenth labelled name set (issue 30, docs/adr/0192): generated by scripts/pii-fifteenth-names.py; do not",
        "edit. Real text: SciPy release notes' Authors lists and Go design documents' headers (BSD-3-Clause), the Rust",
        "project's people files (MIT or Apache-2.0), Project Jupyter's governance contributors (CC0-1.0) and OpenStack's",
        "project teams' leaders (Apache-2.0); made documents in new shapes (docs/adr/0193); treebank prose (CC BY-SA 4.0:",
        "North Sami, Karelian, Livvi, Yoruba, Breton, Icelandic, Italian ParlaMint, Czech CAC; Malayalam, Gujarati, Odia,",
        "Sinhala, Classical Chinese); Chinese, Korean and Japanese blog, meetup and conference pages (Apache-2.0, MIT);",
        "vendored under testdata/third_party/*-fifteenth, their persons labelled by hand. This file: CC BY-SA 4.0. Held",
        "out: built without running the detector on it; scored once by the lead.",
    ], docs, parts())


if __name__ == "__main__":
    main()
