#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_twentieth.txt, the twentieth labelled name set of issue 30 (docs/adr/0264).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real project metadata in genres no set
had, from repositories no set read (reserved for this set, /work/wt/reserved20.md point 1), vendored byte for byte
under internal/pii/testdata/third_party/*-twentieth:

- the Authors@R field of the R package data.table's DESCRIPTION (Rdatatable/data.table, MPL-2.0): person("Given",
  "Family", role=...) calls, given and family name each labelled where written ("rdesc-real");
- OP-TEE's MAINTAINERS (OP-TEE/optee_os, BSD-2-Clause), in the Linux kernel's format: "R:\tName <mail> [@handle]"
  lines in stanzas per platform or driver ("maintainers-real");
- the attendee tables of the conda community meeting minutes (conda/governance, CC BY 4.0): "| Name | Initials |
  Affiliation | Username |" rows ("attendees-real");
- the same repository's steering council tables (README.md) and its emeritus.csv ("council-real");
- the authors records of eight PHP packages' composer.json (guzzle, psr7, promises, PhpSpreadsheet, Doctrine ORM
  and DBAL, Prophecy, Composer; MIT each) ("composer-real").

Persons are labelled by hand: the lists below are the builder's reading of every distinct entry. An entry naming a
person an earlier set labels is left out (pii_setkit.earlier_labels; for data.table, a given or family name an
earlier set labels alone); handles, initials, companies, mail addresses and paths stay in the text unlabelled, so
they test precision.

The other builders' parts (pii_twentieth_made, pii_twentieth_ud, pii_twentieth_scripts, pii_twentieth_cjk; each
KINDS and documents()) follow these, in that order; each must import.

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-twentieth-names.py
(--list prints every kept document for the builder to read).
"""
import importlib
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_twentieth.txt"

EARLIER = setkit.earlier_labels("twentieth")  # every name the sets before this one labelled

words = setkit.words  # a "|"-separated list over lines, as a set

# --- data.table's DESCRIPTION ------------------------------------------------------------------------------------
# 'Authors@R: c(' then one 'person("Given","Family", role=..., email=..., comment=...)' call a line. Every call was
# read: all name persons; given and family name are labelled apart, as the file writes them apart ("Jens Peder",
# "Meldgaard"; "Boniface Christian", "Kamgang"). The two calls giving a handle as the given name
# ('person(given="@javrucebo"', '"@badasahog"') stay, unlabelled. A call whose given or family name an earlier set
# labels (alone or with the other) is left out: 30 of the 96 ("Matt", "Michael", "Tan", "Short", ...), so no label
# of this set is an earlier set's name. The fields before Authors@R open the first document; the list is cut into
# documents of at most RDESC_PER calls (a few hundred characters), each closed by "  )".
RDESC_PERSON = re.compile(r'^  person\("([^"]+)",\s*"([^"]+)"')
RDESC_PER = 8


def rdesc():
    """data.table's Authors@R calls, RDESC_PER to a document, each call's given and family name labelled."""
    text = setkit.read_vendored("datatable-twentieth/DESCRIPTION")
    head, _, rest = text.partition("Authors@R: c(\n")
    calls = rest.split("\n")
    calls = calls[:calls.index("  NULL")]
    kept = []
    for line in calls:
        m = RDESC_PERSON.match(line)
        if not m:
            if 'given="@' in line:  # a handle: kept, unlabelled
                kept.append(line)
                continue
            raise ValueError("an Authors@R line the builder did not read: " + line)
        given, family = m.group(1), m.group(2)
        if {given, family, f"{given} {family}"} & EARLIER:
            continue
        kept.append(setkit.label_names(line, {given, family}, "rdesc-real"))
    docs = []
    for i in range(0, len(kept), RDESC_PER):
        lines = (head.rstrip("\n").split("\n") if i == 0 else []) + ["Authors@R: c("] + kept[i:i + RDESC_PER] + ["  )"]
        docs.append((f"rdesc-datatable-{i // RDESC_PER + 1:02d}", lines))
    return docs


# --- OP-TEE's MAINTAINERS ----------------------------------------------------------------------------------------
# Stanzas separated by a blank line: a title (a platform, a driver, "THE REST"), then "M:" / "R:" lines
# ("Name <mail> [@handle]"), "S:" and "F:" lines. The prose before the "----------" line names nobody (a handle,
# "[@jockebech]", stays unlabelled) and opens the first document. Every M:/R: line was read: persons below. Not
# labelled (the stanza kept): "BenjaminLimJL" (a handle written as the name) and the companies and boards in the
# titles. Left out (the stanza): "GM Lin" and "GY Hwang" (initials for a given name: the builder cannot say how the
# person writes it), "Emekcan.Aras@arm.com" (a mail address written as the name) and "Ying-Chun Liu (PaulLiu)" (a
# nickname in brackets).
OPTEE_PERSONS = words("""
Ahmed Tiba | Akshay Belsare | Akshay Bhat | Amirreza Zarrabi | Andrew Davis | Biju Das | Bryan O'Donoghue |
Carlo Caione | Cedric Neveux | Chia-Wei Wang | Clement Leger | Etienne Carriere | Feng Yu | Gatien Chevallier |
Igor Opaniuk | Jens Wiklander | Jerome Forissier | Jit Loon Lim | Joakim Bech | Jorge Ramirez | Jorge Ramirez-Ortiz |
Kishore Batta | Kunihiko Hayashi | Lad Prabhakar | Lars Persson | Marouene Boubakri | Michal Simek | Neal Liu |
Owen O'Hehir | Pankaj Gupta | Peng Fan | Ricardo Salveti | Ruchika Gupta | Sahil Malhotra |
Selvam Sathappan Periakaruppan | Silvano Di Ninno | Sumit Garg | Sungbae Yoo | Sungmin Han | Tadd Kao | Tao Lu |
Vesa Jääskeläinen | Volodymyr Babchuk | Xiaoxu Zeng | Yan Yan
""")
OPTEE_DROP = ("GM Lin", "GY Hwang", "Emekcan.Aras@arm.com", "(PaulLiu)")


def maintainers():
    """OP-TEE's stanzas, one a document (a stanza naming nobody is left out), the file's opening prose first: a
    maintainer record is what a knowledge base quotes from such a file."""
    text = setkit.read_vendored("optee-twentieth/MAINTAINERS")
    head, sep, rest = text.partition("----------\n")
    stanzas = [s for s in rest.rstrip("\n").split("\n\n") if s]
    docs = setkit.block_documents("maintainers-optee", "maintainers-real", stanzas, OPTEE_PERSONS, EARLIER,
                                  drop=OPTEE_DROP, most=1, number_one=True)
    d0, lines0 = docs[0]  # the prose (no name in it) opens the first document, its stanzas after the rule
    docs[0] = (d0, (head + sep).split("\n") + lines0)
    return docs


# --- conda's community meeting minutes ---------------------------------------------------------------------------
# Each vendored meeting's title line ("# 2021-01-12 Conda Community Meeting") and its "## Attendees" table (header,
# rule, one row a person: name, initials, affiliation, GitHub user name). Every row's name was read: persons below,
# labelled as written, misspellings included ("Bas Zalmtra", "Marius van Niekirk", "Dave Clemnts": the persons
# write them otherwise, the minutes so); "Bianca Henderson." is labelled without its full stop. Initials,
# affiliations and user names stay unlabelled. Left out (the row): a given name alone ("Isuru"), names cut short or
# with an initial ("Gonzalo Peña-C", "Jaime Rodríguez-G.", "Jaime RG", "Matt B"), names in lower case ("John lee",
# "matthew becker"), a nickname in quotes ('Christopher J "CJ" Wright', 'Christopher "CJ" Wright'), and every row
# naming a person an earlier set labels (found by the script: the name cell is compared with the earlier names).
ATTENDEES = words("""
Amy Williams | Asmit Malakannawar | Bas Zalmstra | Bas Zalmtra | Bianca Henderson | Brett Cannon | CJ Wright |
Carl Anderson | Charles Bousseau | Cheng H Lee | Cheng H. Lee | Cheng Lee | Cheuk Ho | Connor Martin | Crystal Soja |
Daniel Ching | Daniel Holth | Daniel J. Ching | Daniel Petry | Dasha Gurova | Dave Clements | Dawn Wages |
Deepesha Burse | Eric Dill | Fabio Pliger | Filipe Fernandes | Gonzalo Peña-Castellanos | Jaime Rodríguez-Guerra |
Jannis Leidel | Jason McAllister | Jean-Christophe Morin | Jesse Wiles | John Kirkham | Kale Franz | Kartik Raj |
Katherine Abrikian | Katherine Kinnaman | Keith Kraus | Ken Odegard | Klaus Zimmermann | Leopold Talirz |
Lilly Winfree | Marcel Bargull | Marcelo D. Trevisani | Marcelo Duarte Trevisani | Marcelo Trevisani | Marco Esters |
Marius van Niekerk | Marius van Niekirk | Matthew Becker | Matthew R Becker | Megan Yancy | Michael Grant |
Michael Sarahan | Mike McCarty | Nichita Morcotilo | Nicholas Tucker | Oleksandr Vasylenko | Ralf Gommers |
Ruben Arts | Ryan Keith | Schuyler Martin | Sebastien Awwad | Srivas Venkatesh | Tobi Koch | Travis Hathaway |
Wolf Vollprecht | Adrien Delsalle | Dan Meador | Dave Clemnts | Isabela Presedo-Floyd | John Lee |
Jonathan Helmus | Julio Batista | Katherine Chen Abrikian | Mahe Iram Khan | Paul Yim | Pavithra Eswaramoorthy |
Rachel Asquith | Uwe Korn
""")
ATTENDEES_DROP = {"Isuru", "Gonzalo Peña-C", "Jaime Rodríguez-G", 'Christopher J "CJ" Wright',
                  'Christopher "CJ" Wright', "Jaime RG", "John lee", "Matt B", "matthew becker"}
MEETINGS = "condagov-twentieth/meetings"


def cell(row, i=1, sep="|"):
    """A table row's i-th cell, stripped (a trailing full stop after a name taken off)."""
    return row.split(sep)[i].strip().rstrip(".")


def person_rows(rows, persons, drop, kind, name_of):
    """rows with the person each names labelled; an empty row or a row whose name is dropped, an earlier set's or not read is
    left out (raising for a name the builder has not read, so a changed file cannot slip a person in)."""
    out = []
    for row in rows:
        name = name_of(row)
        if not name.strip("-: "):  # an empty row
            continue
        if name in drop or any(d in row for d in drop) or name in EARLIER:
            continue
        if name not in persons:
            raise ValueError("a row the builder did not read: " + row)
        out.append(setkit.label_names(row, {name}, kind))
    return out


def attendees():
    """Every vendored meeting's title and attendee table, one meeting a document, in date order."""
    docs = []
    for f in sorted(os.listdir(os.path.join(setkit.TP, MEETINGS))):
        text = setkit.read_vendored(f"{MEETINGS}/{f}")
        title = re.search(r"^# .*$", text, re.M).group(0)
        sec = re.search(r"^## Attendees\n(.*?)(?=^## |\Z)", text, re.M | re.S).group(1)
        rows = [x for x in sec.split("\n") if x.startswith("|")]
        head, body = rows[:2], rows[2:]
        kept = person_rows(body, ATTENDEES, ATTENDEES_DROP, "attendees-real", cell)
        if kept:
            docs.append((f"attendees-conda-{f[:8]}", [title, "", "## Attendees", ""] + head + kept))
    return docs


# --- conda's steering council ------------------------------------------------------------------------------------
# README.md's "Current Steering Council Members" and "Emeritus Steering members" tables (name, GitHub link, funder,
# pronouns) and emeritus.csv (github_username,email,name,funder,pronouns). Every row was read: persons below. The
# handles, links, mail addresses, funders and pronouns stay unlabelled. Left out (the row): the nickname in quotes
# ("Christopher J. 'CJ' Wright") and the rows naming a person an earlier set labels.
COUNCIL = words("""
Bas Zalmstra | Cheng H. Lee | Filipe Fernandes | Hind Montassif | Jaime Rodríguez-Guerra | Jannis Leidel |
John Kirkham | Marcelo Duarte Trevisani | Marius van Niekerk | Michael Sarahan | Pavel Zwerschke | Uwe Korn |
Wolf Vollprecht | Angela Gloyna | Anthony Scopatz | Connor Martin | Crystal Soja | Dharhas Pothina | Eric Dill |
Gonzalo Peña-Castellanos | Jonathan Helmus | Keith Kraus | Marcel Bargull | Martin Prüsse | Matthew R. Becker |
Megan Yancy | Michael Grant | Min Ragan-Kelley | Patrick Sodré | Ray Douglass | Sebastien Awwad | Tania Allard |
Travis Oliphant
""")
COUNCIL_DROP = {"Christopher J. 'CJ' Wright", "cj-wright"}


def council():
    """The README's two tables (each with its heading and the line before it), then emeritus.csv, one document
    each."""
    text = setkit.read_vendored("condagov-twentieth/governance-README.md")
    docs = []
    for heading, tag in (("## Current Steering Council Members", "STEERING-TABLE"),
                         ("## Emeritus Steering members", "EMERITUS-TABLE")):
        sec = text[text.index(heading):text.index(f"<!-- END-OF-{tag} -->")].rstrip("\n").split("\n")
        rows = [x for x in sec if x.startswith("| ") and not x.startswith(("| Name", "| ---"))]
        keep = set(person_rows(rows, COUNCIL, COUNCIL_DROP, "council-real", cell))
        lines = [setkit.label_names(x, {cell(x)}, "council-real") if x in rows else x for x in sec]
        lines = [x for x, y in zip(lines, sec) if y not in rows or x in keep]
        docs.append((f"council-conda-{tag.split('-')[0].lower()}", lines))
    csv = setkit.read_vendored("condagov-twentieth/emeritus.csv").rstrip("\n").split("\n")
    kept = person_rows(csv[1:], COUNCIL, COUNCIL_DROP, "council-real", lambda r: r.split(",")[2])
    docs.append(("council-conda-emeritus-csv", csv[:1] + kept))
    return docs


# --- composer.json authors ---------------------------------------------------------------------------------------
# Eight PHP packages' composer.json (MIT each): the file from its start to the end of its "authors" array (name,
# description, keywords, licence, and one {"name", "email", "homepage"} record a person); what follows (require,
# autoload, scripts) names nobody and is cut. Every record's name was read: all persons, none an earlier set's. Mail
# addresses and homepages ("https://github.com/GrahamCampbell", "https://seld.be") stay unlabelled. Guzzle's psr7
# lists "Márk Sági-Kazár" twice: both labelled.
COMPOSER = ("guzzle+guzzle", "guzzle+psr7", "guzzle+promises", "PHPOffice+PhpSpreadsheet", "doctrine+orm",
            "doctrine+dbal", "phpspec+prophecy", "composer+composer")
COMPOSER_PERSONS = words("""
Graham Campbell | Michael Dowling | Jeremy Lindblom | George Mponos | Tobias Nyholm | Márk Sági-Kazár |
Tobias Schultze | Maarten Balliauw | Mark Baker | Franck Lefevre | Erik Tilt | Adrien Crivelli | Owen Leibman |
Guilherme Blanco | Roman Borschel | Benjamin Eberlei | Jonathan Wage | Marco Pivetta | Konstantin Kudryashov |
Marcello Duarte | Nils Adermann | Jordi Boggiano
""")


def composer():
    """Each package's composer.json head through its authors, one package a document."""
    docs = []
    for r in COMPOSER:
        text = setkit.read_vendored(f"composer-twentieth/{r}/composer.json")
        head = re.match(r'.*?"authors".*?\n    \],?\n', text, re.S).group(0).rstrip("\n")
        names = set(re.findall(r'"name":\s*"([^"]+)"', head.partition('"authors"')[2]))
        if names - COMPOSER_PERSONS:
            raise ValueError(f"an author the builder did not read in {r}: {names - COMPOSER_PERSONS}")
        if names & EARLIER:
            raise ValueError(f"an earlier set's name in {r}: {names & EARLIER}")
        docs.append((f"composer-{r.split('+')[1].lower()}", setkit.label_names(head, names, "composer-real")
                     .split("\n")))
    return docs


def own():
    """This part's documents, in kind order."""
    return rdesc() + maintainers() + attendees() + council() + composer()


KINDS = ["rdesc-real", "maintainers-real", "attendees-real", "council-real", "composer-real"]

# The other builders' modules, in the order their documents follow (optional until the lead's merge).
PARTS = ("pii_twentieth_made", "pii_twentieth_ud", "pii_twentieth_scripts", "pii_twentieth_cjk")


def parts():
    """The other builders' modules, in PARTS order: each must import (a set missing a part is not the set scored)."""
    return [importlib.import_module(name) for name in PARTS]


def candidates():
    """Every kept document with the names labelled in it, for the builder to read."""
    for d, lines in own():
        print("===", d)
        print("\n".join(lines))


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    setkit.write_set(OUT, [
        "Twentieth labelled name set (issue 30, docs/adr/0264): generated by scripts/pii-twentieth-names.py; do",
        "not edit. Real text: data.table's DESCRIPTION (MPL-2.0), OP-TEE's MAINTAINERS (BSD-2-Clause) and conda's",
        "meeting minutes and steering council lists (CC BY 4.0), eight PHP packages' composer.json authors (MIT),",
        "vendored under testdata/third_party/*-twentieth, their persons labelled by hand; the other builders' parts",
        "follow. This file: CC BY-SA 4.0. Held out: built without running the detector on it; scored once by the",
        "lead.",
    ], own(), parts())


if __name__ == "__main__":
    main()
