"""Eighteenth set, part 6 (issue 30, docs/adr/0249): three more real genres, labelled by hand.

A conference's speaker records (the YAML front matter of DjangoCon US 2021's `_presenters/*.md`: name, company,
github, twitter, website), a project's all-contributors file (`.all-contributorsrc`, JSON records with login and
display name), both from djangocon/2021.djangocon.us, and the organizer records (`_organizers/*.md`: name, role,
handles) of that repository and of djangocon/2018.djangocon.us (both BSD-3-Clause, the same licence text),
repositories no set read (reserved for this set, /work/wt/reserved18.md point 1). Vendored byte for byte under testdata/third_party/djangocon-us-eighteenth. The
persons are the builder's reading of every record; the builder never ran the detector on them. A record naming a
person an earlier set labels is left out (pii_setkit.earlier_labels); handles, companies, slugs and bots stay in the
text unlabelled, so they test precision.
"""

import json
import re

import pii_setkit as setkit

EARLIER = setkit.earlier_labels("eighteenth")  # every name the sets before this one labelled

words = setkit.words

# --- DjangoCon US 2021 presenters ----------------------------------------------------------------------------------
# One record a presenter: the front matter between "---" lines, after a "==> path <==" line (the bios after the
# front matter were neither read nor vendored). Every record's "name:" was read: all 42 are persons. Left out (the
# record): 'Benjamin "Zags" Zagorsky' (a nickname inside the name, as ADR 0238 left such bylines out). Not labelled:
# companies ("Big Sky Software", "Zagaran, Inc.", "Django & Wagtail"), github and twitter handles, slugs, permalinks,
# a talk title in "override_schedule_title".
SPEAKER_DROP = ('"Zags"',)


def speaker_blocks():
    """Every presenter's front matter (from "---" to "---"), in the vendored file's order, and the names it gives."""
    text = setkit.read_vendored("djangocon-us-eighteenth/presenters.txt")
    blocks = re.findall(r"^==> \S+ <==\n(---\n.*?\n---)$", text, re.S | re.M)
    names = {n.strip() for b in blocks for n in re.findall(r"^name: (.+)$", b, re.M)}
    return blocks, names - {'Benjamin "Zags" Zagorsky'}


def speakers():
    """The presenter records, a few to a document (at most ~1,000 characters)."""
    blocks, names = speaker_blocks()
    return setkit.block_documents("speakers-djangocon", "speakers-real", blocks, names, EARLIER,
                                  drop=SPEAKER_DROP, most=1000, number_one=True)


# --- DjangoCon US 2021's .all-contributorsrc -----------------------------------------------------------------------
# JSON records {"login", "name", "avatar_url", "profile", "contributions"}. Every record's "name" was read. Persons
# below. Not labelled (the record kept: no person in it): a name that is the login again ("rebkin05", "daheats",
# "moniquemurphy", "amfitz", "cholmes5", "h34th3r329", "cedarfall") and the bot "dependabot[bot]". Left out (the
# record): "KatherineMichel" (a person's name written as a handle: the builder cannot say whether a label belongs),
# first names alone ("Laura ", "Arianne", "Lindsey", "Troy") and "R Post" (an initial and a surname).
CONTRIB_PERSONS = words("""
Michael Trythall | Jeff Triplett | Kasey Kelly | Lacey Williams Henschel | Timothy Allen | Jessica Deaton |
Brent Schneider | Irene Nandutu | Anna Ossowski | Craig Bruce | Jessi Hall | Sara D Gore | Kojo Idrissa |
Josh Berkus | Katie McLaughlin | Philip James | Jack McCloy | Ana Balica | Joni Trythall | David Fischer |
Flavio Curella | Kenneth Love | Katia Lira | Erin Mullaney | Adam Fast | Robert Roskam | Josue Balandrano Coronel |
Drew Winstel | Carlton Gibson | Rebecca Conley | Ari Flinkman | Nicholle James | Nick Humrich | Nicole Zuckerman |
Brett DeAngelis | Jorge L. Gimeno | Vishvajit Pathak | Nicole Dominguez | Rubin Damian | Sanyam Khurana |
Christopher Wilcox | Micah Lyle | Blythe J Dunham | Dane Hillard | Dawn Wages | Felipe Lee | Frances Liu |
Mike Hansen | Noah Kantrowitz | Trey Hunner | William S. Vincent
""")
CONTRIB_DROP = ('"KatherineMichel"', '"Laura "', '"Arianne"', '"Lindsey"', '"Troy"', '"R Post"')


def contrib_blocks():
    """Every contributor record as the file writes it (from "    {" to "    }" and its comma), checked against the JSON."""
    text = setkit.read_vendored("djangocon-us-eighteenth/all-contributorsrc.json")
    blocks = re.findall(r"^    \{\n.*?\n    \},?", text, re.S | re.M)
    assert len(blocks) == len(json.loads(text)["contributors"]), "a record the pattern missed"
    return blocks


def contributors():
    """The contributor records, a few to a document (at most ~1,000 characters)."""
    return setkit.block_documents("allcontrib-djangocon", "allcontrib-real", contrib_blocks(), CONTRIB_PERSONS,
                                  EARLIER, drop=CONTRIB_DROP, most=1000, number_one=True)


# --- DjangoCon US 2018 and 2021 organizers -------------------------------------------------------------------------
# One record an organizer: the whole file `_organizers/*.md` (front matter only: name, role, photo_url, github,
# twitter, website; 2018 quotes the values, 2021 does not), after a "==> year.djangocon.us/path <==" line. Every
# "name:" was read: all 37 are persons. Left out (the record): the four written with a nickname in quotes inside
# ('Heather "Heats" Luna', 'Jessica "Deatz" Deaton', 'Katherine "Kati" Michel' twice). Not labelled: roles ("DEFNA
# Treasurer", ":zap: Talk, Orientation and Sprints Chairs"), handles, photo paths.
ORGANIZER_DROP = ('"Heats"', '"Deatz"', '"Kati"')


def organizer_blocks():
    """Every organizer's file (from "---" to "---"), 2018's then 2021's, and the names it gives (quotes off)."""
    text = setkit.read_vendored("djangocon-us-eighteenth/organizers.txt")
    blocks = re.findall(r"^==> \S+ <==\n(---\n.*?\n---)$", text, re.S | re.M)
    names = {n.strip().strip('"') for b in blocks for n in re.findall(r"^name: (.+)$", b, re.M)}
    return blocks, {n for n in names if '"' not in n}


def organizers():
    """The organizer records, a few to a document (at most ~1,000 characters)."""
    blocks, names = organizer_blocks()
    return setkit.block_documents("organizers-djangocon", "organizers-real", blocks, names, EARLIER,
                                  drop=ORGANIZER_DROP, most=1000, number_one=True)


KINDS = ["speakers-real", "allcontrib-real", "organizers-real"]


def documents():
    """(doc_id, text with [[Name|kind]] labels) of this part, in order."""
    return [(d, "\n".join(lines)) for d, lines in speakers() + contributors() + organizers()]
