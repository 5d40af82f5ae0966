"""Eighteenth set, part 6 (issue 30, docs/adr/0249): four more real genres, labelled by hand.

A conference's speaker records (the YAML front matter of DjangoCon US 2021's `_presenters/*.md`: name, company,
github, twitter, website), a project's all-contributors file (`.all-contributorsrc`, JSON records with login and
display name), both from djangocon/2021.djangocon.us, the organizer records (`_organizers/*.md`: name, role,
handles) of that repository and of djangocon/2018.djangocon.us (both BSD-3-Clause, the same licence text), and, in
Korean, JSConf Korea 2022's Korean strings for its speakers, workshop hosts and performers
(jsconfkorea/2022.jsconf.kr, MIT) with JSConf Korea 2020's organizing team (jsconfkorea/2020.jsconfkorea.com,
Apache-2.0): repositories no set read (reserved for this set, /work/wt/reserved18.md points 1 and 5). Vendored byte
for byte under testdata/third_party/djangocon-us-eighteenth and jsconfkorea-eighteenth. The persons are the
builder's reading of every record; the builder never ran the detector on them. A record naming a person an earlier
set labels is left out (pii_setkit.earlier_labels); handles, companies, slugs and bots stay in the text unlabelled,
so they test precision.
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
    """Every contributor record as the file writes it ("    {" to "    }" and its comma), checked against the JSON."""
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


# --- JSConf Korea: the 2022 site's Korean strings and the 2020 site's team list -------------------------------------
# `src/locales/ko.tsx` of jsconfkorea/2022.jsconf.kr (MIT): nested entries "'slug': { name: '...', title: '...', link:
# {...} }" for the speakers (a sponsor session's speaker with the sponsor in brackets: "이동휘 (아임웹)"), workshop
# hosts and performers, written in Hangul (Korean names and foreign names transcribed: "안나 미가스", "흥 비엣 응우옌");
# "김민수, 이창희" is two persons. Read from the line "  speakers: {" up to "  venue: {"; every entry was read, all
# 23 names are persons. Not labelled: slugs ("jong-chan-choi"), talk titles, sponsors ("아임웹", "앤트", "가비아"),
# links. `src/components/Teams.tsx` of jsconfkorea/2020.jsconfkorea.com (Apache-2.0): the organizing team, each
# "name: { en: '...', ko: '...' }" with a link and a photo; all 8 are persons, labelled in both scripts. Not labelled:
# handles in links ("godori", "doondoony"), photo names ("sona.jpg").
CONFKO_PERSONS = words("""
안나 미가스 | 최종찬 | 제레미 와그너 | 흥 비엣 응우옌 | 이정은 | 니콜로 리바우도 | 첸 후이 징 | 드웨인 헤밍스 | 나석주 |
김민수 | 이창희 | 아누라다 쿠마리 | 엘러너 럼지 | 최용욱 | 에릭 웬델 | 이동휘 | 홍석주 | 하채영 | 박정호 | 노지연 | 최수범 |
이정효 | 박소선 |
Soeun Lee | 이소은 | Suzin You | 유수진 | Seungkyu Jang | 장승규 | Jeonghyo Lee | Eunjeong Ko | 고은정 |
Sungmin Yang | 양성민 | Kiwoong Kwon | 권기웅 | Jiyoung Hwang | 황지영
""")


def confko_blocks():
    """The 2022 Korean strings' person entries (one "'slug': {" entry each, its nested link included), then the
    2020 team's records ("  {" to "  },")."""
    text = setkit.read_vendored("jsconfkorea-eighteenth/ko.tsx")
    region = text[text.index("\n  speakers: {\n"):text.index("\n  venue: {\n")]
    blocks = re.findall(r"^    (?://[^\n]*\n    )?'?[a-z-]+'?: \{\n.*?\n    \},", region, re.S | re.M)
    team = setkit.read_vendored("jsconfkorea-eighteenth/Teams.tsx")
    return blocks + re.findall(r"^  \{\n    name: \{\n.*?\n  \},", team, re.S | re.M)


def confko():
    """The entries and records, a few to a document (at most ~1,000 characters)."""
    return setkit.block_documents("confko-jsconfkorea", "confko-real", confko_blocks(), CONFKO_PERSONS, EARLIER,
                                  most=1000, number_one=True)


KINDS = ["speakers-real", "allcontrib-real", "organizers-real", "confko-real"]


def documents():
    """(doc_id, text with [[Name|kind]] labels) of this part, in order."""
    return [(d, "\n".join(lines)) for d, lines in speakers() + contributors() + organizers() + confko()]
