#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_eighteenth.txt, the eighteenth labelled name set of issue 30 (docs/adr/0238).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real blog front matter from
repositories no set read (reserved for this set, /work/wt/reserved18.md point 1), a genre no earlier set had: the
byline of a post. Vendored under internal/pii/testdata/third_party/*-eighteenth (each post's front matter byte for
byte, the posts' bodies not read):

- the Go blog (golang/website _content/blog, BSD-3-Clause): YAML "by:" lists, "- Name", "- Name, on behalf of the
  Go team", "- Name and Name" ("blogby-real");
- the Rust blog (rust-lang/blog.rust-lang.org content, MIT or Apache-2.0): TOML 'authors = ["Name", ...]'
  ("blogauthors-real");
- Apache Commons Lang's pom.xml (apache/commons-lang, Apache-2.0), vendored whole: a Maven project's team,
  "<developer>" and "<contributor>" records ("pomteam-real"), and its RELEASE-NOTES.txt, change entries ending
  "Thanks to Name, handle, Name." ("thanks-real").

A post's block is its path or date line and its byline (titles and summaries are left out: they name persons the
builder did not read one by one). Persons are labelled by hand: the lists below are the builder's reading of every
distinct byline entry; an entry that is a team, a handle, a first name alone, a nickname in quotes or a placeholder is
no label, and a post whose byline names a person only so (a first name, a handle with the surname in brackets) is
left out. A block naming a person an earlier set labels is left out; handles, mail addresses and teams stay
unlabelled.

The other builders' parts (pii_eighteenth_real, ADR 0249; pii_eighteenth_made, pii_eighteenth_ud, pii_eighteenth_scripts, pii_eighteenth_cjk;
each KINDS and documents()) follow these, in that order, when they are importable (the lead makes the imports hard
at merge).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-eighteenth-names.py
(--list prints every byline entry for the builder to read).
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_eighteenth.txt"

EARLIER = setkit.earlier_labels("eighteenth")  # every name the sets before this one labelled

words = setkit.words  # a "|"-separated list over lines, as a set


def front_matters(path):
    """(file, front matter) of every post in a vendored "==> file <==" collection, in the file's order."""
    text = setkit.read_vendored(path)
    return re.findall(r"^==> (\S+) <==\n(.*?)(?=\n==> |\Z)", text, re.S | re.M)


def documents(prefix, kind, blocks, names, drop):
    """Documents of at most ~300 characters cut from blocks at block ends, names labelled (pii_setkit)."""
    return setkit.block_documents(prefix, kind, blocks, names, EARLIER, drop=drop, most=300, number_one=True)


# --- the Go blog ---------------------------------------------------------------------------------------------------
# "by:" then one "- " line per byline. Persons, read from every distinct entry. Not labelled: "Go tools team",
# "GoBridge Leadership Team", "The Developer Experience Working Group", "The Go Cloud Development Kit team at
# Google", "The Go Team", "Geomys", "Google" (in brackets after a name), and the team phrases after a name ("for the
# Go team", "on behalf of the Go team", "and contributors").
GO_PERSONS = words("""
Alan Donovan | Alex Rakoczy | Alice Merrick | Andrew Bonventre | Andrew Gerrand | Austin Clements | Axel Wagner |
Beth Brown | Blake Mizerany | Brad Fitzpatrick | Cameron Balahan | Carlos Amedee | Carmen Andoh |
Cassandra Salisbury | Cherry Mui | Chris Broadfoot | Chris Hines | Chuck Bigelow | Damien Neil | Daniel Martí |
Daniel McCarney | David Chase | David Crawshaw | David Symonds | Dmitri Shuralyov | Dmitry Vyukov | Eli Bendersky |
Eno Compton | Ethan Lee | Filippo Valsorda | Francesc Campoy | Hana Kim | Herbie Ong | Ian Lance Taylor |
Jaana Burcu Dogan | Jay Conrod | Jean Barkhuysen | Matt T. Proud | Jeremy Faller | Steve Francia | Joe Tsai |
Johan Brandhorst-Satzkorn | Julien Fabre | Damian Gryski | Evan Phoenix | Achille Roussel | Johan Euphrosine |
Jonathan Amsterdam | Julie Qiu | Junyang Shao | Katie Hockman | Keith Randall | Keith Rarick | Luuk van Dijk |
Marcel van Lohuizen | Mark Freeman | Matt Broberg | Matt Pearring | Michael Hoisie | Michael Knyszek | Michael Pratt |
Michael Stapelberg | Nicholas Husin | Nigel Tao | Patrick Crosby | Ran Tao | Reinaldo Aguiar | Richard Hudson |
Rick Hudson | Rob Pike | Robert Findley | Robert Griesemer | Robert van Gent | Roger Peppe | Roland Shoemaker |
Russ Cox | Shenghou Ma | Sam Whited | Sameer Ajmani | Than McIntosh | Todd Kulesza | Tom Bergan |
Tyler Bui-Palsulich | Valentin Deleplace | Yang Zhou
""")


def go_blocks():
    """(file, block) of every post: its date line, then "by:" and its lines."""
    out = []
    for f, fm in front_matters("goblog-eighteenth/frontmatter.txt"):
        date = re.search(r"^date: .*$", fm, re.M)
        by = re.search(r"^by:\n(?:- .*\n?)+", fm, re.M)
        if date and by:
            out.append((f, date.group(0) + "\n" + by.group(0).rstrip("\n")))
    return out


def go():
    """The Go blog's bylines, a few posts to a document."""
    return documents("blogby-goblog", "blogby-real", [b for _, b in go_blocks()], GO_PERSONS, ())


# --- the Rust blog -------------------------------------------------------------------------------------------------
# 'authors = [...]' with one string per byline. Not labelled: teams and groups ("The Rust Release Team", "Release
# automation", "Leadership Council", "Rust Community", "crates.io team", "the Governance Reform WG", "the gccrs
# project", "The undersigned", "leadership chat membership"), roles ("Project Director of Collaboration"), handles
# ("@mark-i-m", "davidtwco", "wesleywiser", "apiraino", "blyxyas", "lcnr", "mark-i-m", "oli-obk", "rami3l", "teor",
# "BlackHoleFox", "BoxyUwU", "Camelid", "Noratrieb", "QuietMisdreavus", "Urgau"), and a mail address. Left out (the
# post): a byline of one word that may be a person's name or handle ("TC", "Jubilee and Lokathor"), of first names
# ("Eric, Felix, Joel and Mara"), of a nickname in quotes inside a name ('Mazdak "Centril" Farrokhzad', 'Sergey
# "Shnatsel" Davidoff'), of two surnames in brackets ("Carol (Nichols || Goulding)"), and a template's placeholder
# ("Your Name").
RUST_PERSONS = words("""
Aaron Turon | Niko Matsakis | Adam Harvey | Aleksey Kladov | Igor Matuszewski | Alex Crichton | Amanieu d'Antras |
Jack Huey | Jakub Beránek | Amanjeev Sethi | Andrew Gallant | Aria Desires | Arlo Siemsen | Arthur Cohen |
Ashley Mannix | Ashley Williams | Ben Striegel | Brian Anderson | David Tolnay | Caleb Cartwright | Carol Nichols |
David Wood | Chris Denton | Chris Simpkins | Daniel Silverstone | Denis Cornehl | Dylan MacKenzie | Ed Page |
Eric Huss | Erin Power | Felix Klock | Mark Rousskov | Wesley Wiser | Felix S. Klock II | Folkert de Vries |
Guillaume Gomez | Jake Goulding | Paul Lenz | James Munns | Jan David Nose | Jane Losare-Lusby | Jane Lusby |
Jieyou Xu | Jon Gjengset | Weihang Lo | Jonathan Turner | Josh Triplett | Jynn Nelson | Khionu Sybiern |
Kjetil Kjeka | Kyle Strand | Lori Lorusso | Manish Goregaokar | Mara Bos | Marco Ieni | Michael Goulet |
Michael Woerister | Nell Shamrell-Harrington | Nicholas Matsakis | Nicholas Nethercote | Nick Cameron |
Nikita Popov | Tyler Mandry | Nurzhan Saken | Olivier Faure | Pete LeVasseur | Philipp Krones | Pietro Albini |
Ralf Jung | Ryan Levick | Josh Stone | Ryosuke Yamano | Rémy Rakic | Santiago Pastorino | Sean Chen | Sean Griffin |
Sophia June Turner | Steve Klabnik | Tobias Bieniek | Tomas Sedovic | Tomáš Šedovič | Tony Arcieri | Trevor Gross |
Eric Holk | Ubiratan Soares | Val Grimm | Walter Pearce | Yehuda Katz | Yosh Wuyts | Yoshua Wuyts
""")
RUST_DROP = ('"TC"', '"TC &', '& TC"', "Jubilee and Lokathor", "Eric, Felix, Joel and Mara", '"Centril"',
             '"Shnatsel"', "Carol (Nichols || Goulding)", "Your Name")


def rust_blocks():
    """(file, block) of every post: its path line, then its authors line."""
    out = []
    for f, fm in front_matters("rustblog-eighteenth/frontmatter.txt"):
        path = re.search(r"^path = .*$", fm, re.M)
        by = re.search(r"^authors = .*$", fm, re.M)
        if path and by:
            out.append((f, path.group(0) + "\n" + by.group(0)))
    return out


def rust():
    """The Rust blog's bylines, a few posts to a document."""
    blocks = [b for _, b in rust_blocks()]
    return documents("blogauthors-rustblog", "blogauthors-real", blocks, RUST_PERSONS, RUST_DROP)


# --- Apache Commons Lang's pom.xml -----------------------------------------------------------------------------------
# A Maven project's team: "<developer>" records (name, id, email, organization, roles, timezone) and "<contributor>"
# records (a name, sometimes more). Every record's <name> was read: all 121 are persons, labelled as written
# ("C. Scott Ananian", "Ringo De Smet", "Tim O'Brien"). Ids, mail addresses, organisations ("CollabNet, Inc.") and
# roles stay unlabelled. The records are blocks (the lines from "<developer>" or "<contributor>" to its end tag,
# as indented in the file); "<developers>" and "<contributors>" open the first block of each list.
POM_RECORD = re.compile(r"^( *<(developers|contributors)>\n)?( *<(developer|contributor)>\n.*?</\4>)$", re.M | re.S)


def pom_blocks():
    """Every developer or contributor record as text (the list's opening tag before its first), and their names."""
    text = setkit.read_vendored("commonslang-eighteenth/pom.xml")
    blocks, names = [], set()
    for m in POM_RECORD.finditer(text):
        block = (m.group(1) or "") + m.group(3)
        blocks.append(block)
        names.update(re.findall(r"<name>([^<]+)</name>", block))
    return blocks, names


def pom():
    """The records, two to four to a document."""
    blocks, names = pom_blocks()
    return documents("pomteam-commonslang", "pomteam-real", blocks, names, ())


# --- Apache Commons Lang's RELEASE-NOTES.txt ------------------------------------------------------------------------
# Change entries "o LANG-1234: What changed #1473. Thanks to Name, handle, Name." The file is UTF-8 up to its first
# byte in another encoding (line 408, "Éamonn" in Latin-1): only the lines before that line are read (the newest
# releases' notes, 202 "Thanks to" entries). Every entry's list was read: persons below; not labelled: handles
# ("jack5505", "mayuming", "Marcono1234", "Pankraz76", "IBue", "asgh", "kommalapatiraviteja", "maxxedev", "mfg92",
# "tza", "vhbcm", "wuwu2000") and bots ("Dependabot", "OSS-Fuzz"). Left out (the entry): "Edwin Delgado H" (the
# builder cannot tell whether "H" is an initial of the name or a cut), "Finger" (one word, a name or a handle),
# "Capt. Cutlass" (a pseudonym), "david cogen" (a name written in lower case, whose label the builder cannot tell
# from a handle's).
THANKS_PERSONS = words("""
Alonso Gonzalez | Arnout Engelen | Arthur Chan | Bruno P. Kinoshita | Daniel Migowski | Elliotte Rusty Harold |
Fabrice Benhamouda | Gary Gregory | Hassan A Hashim | Hylke van der Schaaf | Jan Arne Sparka | Joe Ferner |
Lenny Primak | Madhur Lathi | Maxim Butov | Mykhailo Hryb | Oliver B. Fischer | Piotr P. Karwasz | Rich Dougherty |
Richard Eckart de Castilho | Rob Spoor | Scott Parish | Sebastian Peters | Sebastian Steiner | Sheung Chi Chan |
Sridhar Balijepalli | Stanislav Fort | Wang Hailong | William Degrange | Yudan Liu | Zhongxin Yan
""")
THANKS_DROP = ("Edwin Delgado H", "Thanks to Finger,", "Capt. Cutlass", "david cogen")


def thanks_lines():
    """The change entries with a "Thanks to" list, from the lines before the first that is not UTF-8."""
    with open(os.path.join(setkit.TP, "commonslang-eighteenth/RELEASE-NOTES.txt"), "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        text = raw[:e.start].decode("utf-8")
        text = text[:text.rfind("\n")]
    return [x for x in text.split("\n") if x.startswith("o ") and "Thanks to " in x]


SOLE_KEPT = 12  # entries thanking the release manager alone kept (the first ones): he is in most entries


def thanks():
    """The entries, up to ~1,500 characters (ten to fifteen entries) to a document; of the entries whose only person
    is "Gary Gregory" (three in four), the first SOLE_KEPT, so that one name does not make the kind's figures."""
    kept, sole = [], 0
    for x in thanks_lines():
        if setkit.named(x, THANKS_PERSONS) == {"Gary Gregory"}:
            sole += 1
            if sole > SOLE_KEPT:
                continue
        kept.append(x)
    return setkit.block_documents("thanks-commonslang", "thanks-real", kept, THANKS_PERSONS, EARLIER,
                                  drop=THANKS_DROP, most=1500, number_one=True)


KINDS = ["blogby-real", "blogauthors-real", "pomteam-real", "thanks-real"]

# The other builders' modules, in the order their documents follow.
PARTS = ("pii_eighteenth_real", "pii_eighteenth_made", "pii_eighteenth_ud", "pii_eighteenth_scripts",
         "pii_eighteenth_cjk")


def parts():
    """The other builders' modules, in PARTS order: each must import (a set missing a part is not the set scored)."""
    return setkit.import_parts(PARTS)


def candidates():
    """Every distinct byline entry, with the names labelled in it, for the builder to read."""
    seen = set()
    for src, blocks, persons in (("go", go_blocks(), GO_PERSONS), ("rust", rust_blocks(), RUST_PERSONS)):
        for _, b in blocks:
            line = b.split("\n", 1)[1]
            if (src, line) in seen:
                continue
            seen.add((src, line))
            found = setkit.named(line, persons)
            print(src, repr(line), sorted(found), "EARLIER " + str(sorted(found & EARLIER)) if found & EARLIER else "")


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    docs = go() + rust() + pom() + thanks()
    setkit.write_set(OUT, [
        "Eighteenth labelled name set (issue 30, docs/adr/0238): generated by scripts/pii-eighteenth-names.py; do",
        "not edit. Real text: the bylines of the Go blog's posts (golang/website, BSD-3-Clause) and of the Rust blog's",
        "(rust-lang/blog.rust-lang.org, MIT or Apache-2.0), and Apache Commons Lang's pom.xml team and release notes",
        "(Apache-2.0), vendored under testdata/third_party/*-eighteenth, their persons labelled by hand; the other",
        "builders' parts follow. This file: CC BY-SA 4.0. Held out: built without running the detector on it; scored",
        "once by the lead.",
    ], docs, parts())


if __name__ == "__main__":
    main()
