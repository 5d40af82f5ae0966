#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_nineteenth.txt, the nineteenth labelled name set of issue 30 (docs/adr/0250).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) is real package metadata, change logs and
contributor files from repositories no set read (reserved for this set, /work/wt/reserved19.md point 1), the
eighteenth's genres in new documents and one new format. Vendored byte for byte under
internal/pii/testdata/third_party/*-nineteenth:

- the Maven team records ("<developer>", "<contributor>") of Apache Commons IO's and Apache Commons Collections'
  pom.xml (apache/commons-io, apache/commons-collections, Apache-2.0) ("pomteam2-real");
- Apache Commons IO's and Commons Collections' src/changes/changes.xml (Apache-2.0): the maven-changes-plugin's
  '<action ... due-to="Name, handle">' entries, a format of thanks no earlier set had ("dueto-real");
- the all-contributors project's own .all-contributorsrc (all-contributors/all-contributors, MIT): JSON records with
  login and display name ("allcontrib2-real").

Persons are labelled by hand: the lists below are the builder's reading of every distinct entry. A record or entry
naming a person an earlier set labels is left out (pii_setkit.earlier_labels); handles, bots, projects, ids and
mail addresses stay in the text unlabelled, so they test precision.

The other builders' parts (pii_nineteenth_made, pii_nineteenth_ud, pii_nineteenth_cjk; each KINDS and documents())
follow these, in that order, when they are importable (the lead makes the imports hard at merge).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-nineteenth-names.py
(--list prints every kept block's names for the builder to read).
"""
import importlib
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the labeller, block grouping and set writer every generator shares)

OUT = "internal/pii/testdata/names_nineteenth.txt"

EARLIER = setkit.earlier_labels("nineteenth")  # every name the sets before this one labelled

words = setkit.words  # a "|"-separated list over lines, as a set

# --- Apache Commons IO's and Commons Collections' pom.xml ----------------------------------------------------------
# "<developer>" records (name, id, email, organization, roles) and "<contributor>" records (a name, sometimes an
# email or an organization). Every record's <name> was read: all are persons, labelled as written ("dIon Gillard",
# "Peter KoBek", "Neil O'Toole"), except "Avalon" (a project: the record stays, unlabelled). Left out (the record):
# "Ashwin S" (a given name and an initial). Ids, mail addresses, organisations and roles stay unlabelled. The
# records are blocks (the lines from "<developer>" or "<contributor>" to its end tag, as indented in the file);
# "<developers>" and "<contributors>" open the first block of each list.
POM_RECORD = re.compile(r"^( *<(developers|contributors)>\n)?( *<(developer|contributor)>\n.*?</\4>)$", re.M | re.S)
POM_NOT_PERSONS = {"Avalon"}
POM_DROP = ("<name>Ashwin S</name>",)


def pom_blocks(path):
    """Every developer or contributor record of a vendored pom.xml as text (the list's opening tag before its
    first), and the names they give."""
    text = setkit.read_vendored(path)
    blocks, names = [], set()
    for m in POM_RECORD.finditer(text):
        block = (m.group(1) or "") + m.group(3)
        blocks.append(block)
        names.update(re.findall(r"<name>([^<]+)</name>", block))
    return blocks, names - POM_NOT_PERSONS


def pom():
    """Both projects' records, a few to a document (at most ~600 characters), Commons IO's first."""
    docs = []
    for prefix, path in (("pomteam2-commonsio", "commonsio-nineteenth/pom.xml"),
                         ("pomteam2-commonscollections", "commonscollections-nineteenth/pom.xml")):
        blocks, names = pom_blocks(path)
        docs += setkit.block_documents(prefix, "pomteam2-real", blocks, names, EARLIER, drop=POM_DROP, most=600,
                                       number_one=True)
    return docs


# --- Apache Commons IO's changes.xml -------------------------------------------------------------------------------
# '<action type="fix" dev="handle" due-to="Name, handle" issue="IO-123">What changed.</action>', one or more lines.
# Only the actions with a due-to attribute are read; those naming a person an earlier set labels (most: the release
# manager's) are left out by the earlier-name rule. Every remaining due-to list was read; persons below. Not
# labelled: handles ("sullis", "aelaort", "Marcono1234", "sebbASF", "sebb", "otter606", "richarda23", "liran2000",
# "trncate", "XenoAmess", "proneel", "pranet", "luccioman", "dengliming", "based2", "claudio_ch", "mmadson",
# "ggregory", "yukoba", "mortenh", "scop", "plcstpierre", "mkresse", "igorlash", "rleavelle", "fmeschbe", "liangly",
# "tivv", "kinow", "raviprak", "nkami", "jsteuerwald", "detinho", "kaykay.unique") and the bot "Dependabot". Left out
# (the action): "Sai Asish Y" and "J Hawkins" (a name with an initial only), "Kishor" (a given name alone),
# "Gary Greory" (a misspelt name of a person an earlier set labels), "Beluga Behr" (a pseudonym), and names written as
# handles ("christoph.schneegans", "fabian.barney": the builder cannot say whether a label belongs).
DUETO_PERSONS = words("""
Sarankumar Baskar | Peter De Maeyer | Martin Wiesner | Jesse Glick | Andy Russell | Joerg Budischewski |
Alex Benusovich | Éamonn McManus | Gregor Dschung | Laurence Gonsalves | Jakub Kupczyk | Davide Angelocola |
Diego Marcilio | Marc Wrobel | Chris Povirk | Michael Ernst | Fedor Urvanov | Zach Sherman | Eric Norman |
Adam McClenaghan | Uwe Schindler | Michiel Kalkman | Matthew Rooney | Emmanuel Bourg | Felix Rilling | Ivan Leskin |
Jerome Wolff | Bruno Palos | Svetlin Zarev | Anthony Raymond | Pranet Verma | Michele Mariotti | Raymond Tan |
Mark Chesney | Mikko Maunu | Yuji Konishi | Tomas Celaya | Jimi Adrian | Ilmars Poikans | Simon Robinson |
Dave Moten | Marko Vasic | Jason Pyeron | Ralf Hauser | Ahmet Celik | Christian Schulte | Borys Zibrov |
Piotr Turski | Behrang Saeedzadeh | Santiago Castro | Jeffrey Barrus | Philippe Arteau | Leandro Reis |
Stefan Gmeiner | Craig Swank | Björn Buchner | David Standish | Zhouce Chen | Kristian Rosenvold | Steven Christou |
Dominik Stadler | Ville Skyttä | Austin Doupnik | Sergio Bossa | Chris Baron | Manoj Mokashi | Robert Muir |
Marcos Vinícius da Silva | Oleg Kalnichevski | Georg Henzler | CJ Aspromgos | Frank Grimes | Igor Smereka |
Gil Adam | Marco Albini | Hiroshi Ikeda
""")
DUETO_DROP = ('"Sai Asish Y"', '"J Hawkins"', '"Kishor,', "Gary Greory", "Beluga Behr", "christoph.schneegans",
              "fabian.barney")


def dueto_blocks(path):
    """Every action of a vendored changes.xml with a due-to attribute none of whose entries an earlier set labels,
    as the file writes it (its indent and lines kept): the earlier-name rule of block_documents sees only this
    part's listed persons."""
    text = setkit.read_vendored(path)
    out = []
    for a in re.findall(r"^ *<action .*?</action>", text, re.M | re.S):
        m = re.search(r'due-to="([^"]*)"', a)
        if m and not {x.strip() for x in m.group(1).split(",")} & EARLIER:
            out.append(a)
    return out


BOT_KEPT = 6  # actions thanking the bot alone kept per file (the first ones): a third of the actions otherwise


def dueto_documents(prefix, path, persons, drop):
    """A file's actions, up to ~1,000 characters (about five) to a document; of those thanking "Dependabot" alone,
    the first BOT_KEPT."""
    kept, bot = [], 0
    for a in dueto_blocks(path):
        if 'due-to="Dependabot"' in a:
            bot += 1
            if bot > BOT_KEPT:
                continue
        kept.append(a)
    return setkit.block_documents(prefix, "dueto-real", kept, persons, EARLIER, drop=drop, most=1000,
                                  number_one=True)


# Apache Commons Collections' src/changes/changes.xml, the same format, read the same way. Not labelled: handles
# ("XenoAmess", "dota17", "vandrewskis", "samabcde", "angusdev", "Prodigysov", "EruDev", "dengliming", "Sebb",
# "sebb", "SOC", "Trejkaz") and the bot "Dependabot". Left out (the action): a name in lower case ("sankalp suman"),
# a nickname in brackets ("Xin (Cynthia) Tong"), a name written as handles ("XiangzheXu, XZ-X"), given names alone
# ("Chen", "Enrique", "Erik", "Gerson", "ori"), initials with a surname ("M Kim", "J Goodfellow", "J. Moldawski"),
# a pseudonym in capitals ("BELUGA BEHR") and a list naming a person an earlier set labels after a full stop
# ("Dávid Szigecsán. Gary Gregory"). One action names a person in its text ("Eugene Myers difference algorithm"):
# labelled.
DUETO2_PERSONS = words("""
Partha Protim Paul | Ben Manes | Paul King | Claude Warren | Dávid Szigecsán | Peter De Maeyer | Alex Herbert |
Julian Reschke | Xin Tong | Tobias Kiecker | David Mollitor | Mikko Maunu | Pengyu Nie | Dominik Stadler |
Michael Berry | Clemens Kurz | Stefano Cordio | Pradeesh Kumar | Ng Tsz Sum | Steve Bosman | Marc Wrobel |
Piyush Sagar | Anant Dahiya | Ranjan George | Eitan Adler | Bruno P. Kinoshita | Martin Monperrus |
Isira Seneviratne | Ajay Kumar Jha | John Patrick | Stephan Windmüller | Richard Walker | Maxim Solodovnik |
Shin Hong | Don Jeba | Tomas Tulka | Robert Wertman | Stephan Fuhrmann | Vamsi Kavuri | John Mark | Artem Konovalov |
Javen O'Neal | Oscar Luis Vera Pérez | Stephan Roch | Philippe Mouawad | David Hawthorne | Felix Rabe |
Gonçalo Marques | Oswaldo Olivo | Guram Savinov | Zigler Zhang | Nathan Blomquist | Brent Worden | Frank Jakop |
Daniel Stewart | Issam El Atif | Tagir Valeev | Alexander Muthmann | Dipanjan Laha | Cyrille Artho | Maxime Nay |
Hollis Waite | Anthony Communier | Josh Cain | Radford Tam | Emmanuel Bourg | Ning Chen | Adrian Nistor |
Andy Seaborne | Jeffrey Barnes | Matt Lachman | Thomas Vahrst | John Vasileff | Arman Sharif | Mert Guldur |
Michael Pradel | Benoit Corne | Adam Dyga | Jordane Sarda | Shin Hwei Tan | Jeff Rodriguez | Chris Shayan |
Adrian Cumiskey | Olivier Lamy | Dave Brosius | Ivan Hristov | Jean-Noel Rouvignac | Sai Zhang | Mark Shead |
Adam Gent | Michael Akerman | Goran Hacek | Tom Parker | Michael Krkoska | Thomas Rogan | Jilles van Gurp |
Maarten Brak | David J. M. Karlsen | Christian Semrau | Rafał Figas | Bjorn Townsend | Julius Davies |
Stephen Kestle | Fredrik Kjellberg | Geoffrey De Smet | Christian Gruenberg | Chris Lewis | Chaitanya Mutyala |
David Saff | John Hunsley | Lisen Mu | Joe Kelly | Elifarley Callado Coelho | Wouter de Vaal | Nils Kaiser |
Alan Mehlo | Nathan Egge | Mark Hindess | Torsten Curdt | Vasily Ivanov | Sam Berlin | Roger Kapsi | Pal Denes |
Tom Leccese | Matt Bishop | Dusan Chromy | Jim Cakalic | Rune Peter Bjørnstad | Eugene Myers
""")
DUETO2_DROP = ("sankalp suman", "(Cynthia)", "XiangzheXu", '"Chen"', '"Enrique"', '"Erik"', '"Gerson"', '"ori"',
               '"M Kim"', '"J Goodfellow"', '"J. Moldawski"', "BELUGA BEHR", "Szigecsán. Gary")


def dueto():
    """Commons IO's actions, then Commons Collections'."""
    return (dueto_documents("dueto-commonsio", "commonsio-nineteenth/changes.xml", DUETO_PERSONS, DUETO_DROP)
            + dueto_documents("dueto-commonscollections", "commonscollections-nineteenth/changes.xml",
                              DUETO2_PERSONS, DUETO2_DROP))


# --- all-contributors' .all-contributorsrc ---------------------------------------------------------------------------
# JSON records {"login", "name", "avatar_url", "profile", "contributions"}. Every record's "name" was read. Persons
# below ("Masato Urai (@uraway_)": the name labelled, the handle not). Not labelled (the record kept: no person in
# it): a name that is the login again or another handle ("codimiracle", "kharaone", "xinbenlv", "Taiizor",
# "LaChapeliere", "LBF38", "SnO₂WMaN") and the bots "allcontributors[bot]" and "Greenkeeper[bot]". Left out (the
# record): given names alone ("Yule", "levy", "Cem", "Amine", "Moni", "Michal", "Matthew", "Fernando", "Khushi"), a
# given name and an initial ("Mauro M."), an initial and a surname ("F. Hemberger"), a name written in lower case
# ("nils måsén"), names written as handles ("robertgrzonka", "danielbronder", "mwaitzman", "JohnnySD",
# "Ivan.Nginx"), and a team name with a person in brackets ("E - Coders (Aasheesh Agarwal)").
CONTRIB_PERSONS = words("""
Kent C. Dodds | Jeroen Engels | Jake Bolam | Tyler Benning | Jeff Wen | Maximilian Berkmann | Matheus Rocha Vieira |
Robert Lluberes | 이종진 | Wenqing Xue | Divjot Singh | Ben Briggs | James Monger | Chris Simpkins | Daniel Kraft |
Mayank Badola | Marco Biedermann | Itai Steinherz | Patrick Connolly | Nikola Đuza | Demian Dekoninck |
Michael Peyper | David Sima | Maryam Pazirandeh | Cassandra Venere | Sung Kim | Thomas Brok | Megumi Aliya |
Sylvain Pace | Peter Hürlimann | Thiago Delgado Pinto | Rogerio Prado de Jesus | Tobias Andersen |
João Pedro Raskopf | Edwin Vargas | Faisal KANOUT | John Murphy | Kirstie Whitaker | Patryk Peas | Masato Urai |
Kyle Holmberg | Simon Aronsson | Jérémie Astor | Rachel M. Carmena | César Richard | Mudassar Ali | Andrew Mason |
Nicolas Goutay | William Entriken | Stefano Moia | Adam Tuttle | Ilaï Deutel | Hendrik Brummermann | Sang Lostrie |
Ivan Paulovich | Jake Wiesler | Micael Jarniac | Markus Löning | Austin Huang | Nils Andresen | Ali Torki |
Josh Soref | Ikko Ashimine | Cornelius Roemer | Kenichi Kamiya | Angel Aviel Domaoan | Allan Bowe |
Vedant Mohan Goyal | Muhammad Hanis Irfan Mohd Zaid | Abe Hanoka | Roshan Jossy | Sébastien Lavoie |
Nicolas Girondi | Federico Grandi | Henry Bley-Vroman | Yoon Hyeseong | Hakan Kayra Doğan | Carol Willing |
Reshama Shaikh | Mark Wiemer | Dan Ott | Vitor Silva | Felipe Moreno | Piyush Pamnani | Leah Wasser | Eric Thomas |
Jim Madge | Jordan Welch | Rich Lewis | Partha Mallick | Rebecca Ringuette
""")
CONTRIB_DROP = ('"Yule"', '"levy"', '"Cem"', '"Amine"', '"Moni"', '"Michal"', '"Matthew"', '"Fernando"',
                '"Khushi"', '"Mauro M."', '"F. Hemberger"', '"nils måsén"', '"name": "robertgrzonka"',
                '"name": "danielbronder"', '"name": "mwaitzman"', '"JohnnySD"', '"Ivan.Nginx"', "E - Coders")


def contrib_blocks():
    """Every contributor record as the file writes it ("    {" to "    }" and its comma), checked against the JSON."""
    text = setkit.read_vendored("allcontributors-nineteenth/all-contributorsrc.json")
    blocks = re.findall(r"^    \{\n.*?\n    \},?", text, re.S | re.M)
    assert len(blocks) == len(json.loads(text)["contributors"]), "a record the pattern missed"
    return blocks


def contributors():
    """The contributor records, a few to a document (at most ~1,000 characters)."""
    return setkit.block_documents("allcontrib2-allcontributors", "allcontrib2-real", contrib_blocks(),
                                  CONTRIB_PERSONS, EARLIER, drop=CONTRIB_DROP, most=1000, number_one=True)


KINDS = ["pomteam2-real", "dueto-real", "allcontrib2-real"]

# The other builders' modules, in the order their documents follow.
PARTS = ("pii_nineteenth_made", "pii_nineteenth_ud", "pii_nineteenth_cjk")


def parts():
    """The other builders' modules, in PARTS order: each must import (a set missing a part is not the set scored)."""
    return [importlib.import_module(name) for name in PARTS]


def candidates():
    """Every kept block with the names labelled in it, for the builder to read."""
    for d, lines in pom() + dueto() + contributors():
        print("===", d)
        print("\n".join(lines))


def main():
    """Writes the set and prints its counts."""
    if sys.argv[1:] == ["--list"]:
        candidates()
        return
    setkit.write_set(OUT, [
        "Nineteenth labelled name set (issue 30, docs/adr/0250): generated by scripts/pii-nineteenth-names.py; do",
        "not edit. Real text: the team records of Apache Commons IO's and Commons Collections' pom.xml, their",
        "changes.xml due-to thanks (Apache-2.0) and all-contributors' .all-contributorsrc (MIT), vendored under",
        "testdata/third_party/*-nineteenth, their persons labelled by hand; the other builders' parts follow. This",
        "file: CC BY-SA 4.0. Held out: built without running the detector on it; scored once by the lead.",
    ], pom() + dueto() + contributors(), parts())


if __name__ == "__main__":
    main()
