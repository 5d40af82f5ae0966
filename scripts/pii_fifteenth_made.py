#!/usr/bin/env python3
"""The fifteenth name set's made documents in new shapes (part 2 of issue 30's fifteenth set; docs/adr/0193).

Shapes no earlier set's documents have (reserved in /work/wt/reserved15.md, point 4): iCalendar invites, BibTeX /
RIS / CITATION.cff author fields, XML metadata (TEI, DocBook, Office core.xml, XMP, EXIF, PDF info), TOML / INI /
Debian control person fields, issue-tracker exports (Jira, GitHub JSON, CSV), HR forms, business cards and CSVs with
non-English headers, letters with their forms of address in eleven languages, and shipping labels, delivery notes and
invoices. Every person is labelled [[Name|kind]] as written; nothing else is.

Names come from the earlier sets' makers (the fourteenth's set-up: the thirteenth set's generator and through it the
twelfth's to the fourth's makers; Wiktionary categories, CC BY-SA; Universal NER, CC BY-SA 4.0; IPADIC and jieba)
reseeded with 193, plus Cyrillic (with patronymics), Hangul and Devanagari names drawn from internal/pii/names/faker
(MIT); no label is a name any earlier set labels (earlier_names(own="fifteenth") in scripts/pii_thirteenth_more.py).

The other builder's scripts/pii-fifteenth-names.py imports this module (KINDS, documents()); this module writes
nothing. Deterministic, stdlib only. Self-check from the repository root: python3 scripts/pii_fifteenth_made.py
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pii_fourteenth_made as P14  # noqa: E402 (the makers' set-up and the label checks)
from pii_thirteenth_more import earlier_names  # noqa: E402
import pii_setkit as setkit  # noqa: E402  (the helpers every set's parts share)

KINDS = ["ical", "bibtex", "xmlmeta", "config", "tracker", "form", "letter", "shipping"]
LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]")
SEED = 193
# men's given names that end in -а / -я (a feminine-looking ending): their patronymic and surname are masculine
MALE_IN_A = {"Никола", "Илия", "Илья", "Фома", "Лука", "Кузьма", "Никита", "Данила", "Савва", "Мина", "Сава", "Гаврила",
             "Фока", "Иона", "Кома", "Ананья"}

_CACHE = []


def documents():
    """Every made document as (doc_id, text)."""
    if not _CACHE:
        _CACHE.append(_build())
    return list(_CACHE[0])


class Maker:
    """Names for one build: the earlier makers reseeded with 193, every earlier set's names (the fourteenth's too)
    kept out, own-script names drawn from faker's lists."""

    def __init__(self):
        self.n13, self.F, faker = P14._setup("fifteenth")
        self.F.THIRD.update(earlier_names(own="fifteenth"))
        self.F.rng.seed(SEED)
        self.rng = self.F.rng
        self.N12 = self.n13.N12

        def pick(lst, pat):
            return sorted({w for w in lst if re.match(pat, w)})

        g, s = faker["given"], faker["surnames"]
        self.ru_given = pick(g, r"^[А-ЯЁ][а-яё]+$")
        self.ru_pat = [w for w in self.ru_given if re.search(r"(вич|вна|ична)$", w)]
        # faker's Cyrillic lists mix Russian, Ukrainian, Bulgarian and Macedonian names: Russian-shaped surnames
        # and given names of four letters or more, so that name, patronymic and surname read as one Russian name
        self.ru_given = [w for w in self.ru_given if w not in set(self.ru_pat) and len(w) >= 4]
        self.ru_sur = pick(s, r"^[А-ЯЁ][а-яё]+(ов|ев|ёв|ин|ын|ский|цкий|ова|ева|ёва|ина|ына|ская|цкая)$")
        self.hi_given = pick(g, r"^[\u0900-\u097f]+$")
        self.hi_sur = pick(s, r"^[\u0900-\u097f]+$")
        self.ko_given = pick(g, r"^[가-힣]{2}$")
        self.ko_sur = pick(s, r"^[가-힣]{1,2}$")

    def fresh(self, n):
        return n not in self.F.made and n not in self.F.THIRD

    def take(self, n, kind):
        self.F.made.add(n)
        return n, kind

    def name(self, kind):
        """A made name of any culture the makers cover."""
        return self.n13.made_name()[0], kind

    def latin(self, kind):
        while True:
            n = self.n13.made_name()[0]
            if not re.search(r"[\u0600-\u06ff]", n):
                return n, kind

    def split(self):
        """(given, surname) of a made European name, the whole name and each part new to every set (a form or a
        CITATION.cff writes each part as a value of its own)."""
        for _ in range(20000):
            g, s, _ = self.n13.parts()
            # a given name of one capitalised word of three letters or more (parts() may split off a particle)
            if (re.fullmatch(r"[^\W\d_][^\W\d_'’-]{2,}", g) and g[0].isupper() and self.fresh(g) and self.fresh(s)
                    and self.fresh(f"{s}, {g}")):
                self.F.made.update((g, s, f"{s}, {g}"))
                return g, s
        raise SystemExit("split names ran out")

    def comma(self, kind):
        """"Surname, Given" as bibliographies and rosters write it."""
        g, s = self.split()
        return f"{s}, {g}", kind

    def ru(self, kind, order="gps"):
        """A Russian name with a patronymic of the same sex: "Given Patronymic Surname" (gps), "Surname Given
        Patronymic" (sgp, forms' ФИО) or "Given Patronymic" (gp, the polite address)."""
        for _ in range(20000):
            g, p, s = (self.rng.choice(x) for x in (self.ru_given, self.ru_pat, self.ru_sur))
            fem = g[-1] in "ая" and g not in MALE_IN_A
            if fem != (s[-1] in "ая") or fem != p.endswith("на"):
                continue
            n = {"gps": f"{g} {p} {s}", "sgp": f"{s} {g} {p}", "gp": f"{g} {p}"}[order]
            if self.fresh(n) and self.fresh(f"{g} {s}"):
                return self.take(n, kind)
        raise SystemExit("Cyrillic names ran out")

    def faker2(self, kind, given, sur, sep):
        for _ in range(20000):
            g, s = self.rng.choice(given), self.rng.choice(sur)
            n = f"{s}{sep}{g}" if sep == "" else f"{g}{sep}{s}"
            if self.fresh(n) and g != s:
                return self.take(n, kind)
        raise SystemExit("names ran out")

    def script(self, kind, which):
        """A name in its own script: zh, ja (the twelfth's makers), ar (the earlier makers), ru (with patronymic),
        hi (Devanagari), ko (Hangul, surname first, no space)."""
        if which in ("zh", "ja"):
            return self.N12.own(which)[0], kind
        if which == "ar":
            return self.N12.arabic(1)[0], kind
        if which == "ru":
            return self.ru(kind)
        if which == "hi":
            return self.faker2(kind, self.hi_given, self.hi_sur, " ")
        return self.faker2(kind, self.ko_given, self.ko_sur, "")

    def own_or(self, kind, i):
        """Every third name in its own script (zh, ja, ko, ru, hi, ar in turn), the others from the makers."""
        if i % 3 == 2:
            return self.script(kind, ["zh", "ja", "ko", "ru", "hi", "ar"][(i // 3) % 6])
        return self.name(kind)

    def handle(self):
        return f"u{self.rng.randrange(1000, 9999)}"

    def mail(self):
        return f"{self.handle()}@{self.rng.choice(self.F.DOMAINS)}"


def _build():
    """Every made document, built once (pii_setkit.made_documents)."""
    return setkit.made_documents(Maker(), KINDS, SHAPES)


def main():
    """Prints names per kind and every problem; exits 1 on a problem."""
    d = documents()
    if d != documents():
        sys.exit("not deterministic")
    kept = P14.KINDS
    P14.KINDS = KINDS  # the fourteenth's checks read their module's KINDS
    try:
        problems, per = P14.check(d, earlier_names(own="fifteenth"))
    finally:
        P14.KINDS = kept
    for kind in KINDS:
        distinct = {n for _, t in d for n, k in LABEL.findall(t) if k == kind}
        ndocs = sum(1 for i, _ in d if i.startswith(kind + "-"))
        print(f"{kind}: {per[kind]} names ({len(distinct)} distinct) in {ndocs} documents")
    scripts = collections.Counter()
    for _, t in d:
        for n, _ in LABEL.findall(t):
            scripts[_script(n)] += 1
    print(f"{len(d)} documents, {sum(per.values())} names; scripts: {dict(sorted(scripts.items()))}")
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1 if problems else 0)


def _script(n):
    for name, pat in (("Han/kana", r"[\u3040-\u30ff\u3400-\u9fff]"), ("Hangul", r"[가-힣]"), ("Arabic", r"[\u0600-\u06ff]"),
                      ("Cyrillic", r"[\u0400-\u04ff]"), ("Devanagari", r"[\u0900-\u097f]")):
        if re.search(pat, n):
            return name
    return "Latin"


def _ical(m):
    """iCalendar invites: ORGANIZER / ATTENDEE CN parameters (plain, quoted "Surname, Given"), DESCRIPTION text."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(16):
        org = m.own_or("ical", i)
        att = [m.comma("ical") if j == 0 else m.own_or("ical", i + j + 1) for j in range(2 + i % 2)]
        prod, firm, place = rng.choice(n13.PRODUCTS), rng.choice(n13.FIRMS), rng.choice(n13.PLACES)
        lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Acme Corp//Calendar 4.2//EN", "METHOD:REQUEST",
                 "BEGIN:VEVENT", f"UID:{m.F.h(f'ical15 {i}'):x}@calendar.{rng.choice(m.F.DOMAINS)}",
                 f"DTSTART;TZID=Europe/Berlin:202704{1 + i:02d}T{9 + i % 6:02d}0000",
                 f"DTEND;TZID=Europe/Berlin:202704{1 + i:02d}T{10 + i % 6:02d}0000",
                 f"SUMMARY:{prod} review with {firm}", f"LOCATION:{place} office\\, room {200 + i}",
                 f"ORGANIZER;CN={lab(org)}:mailto:{m.mail()}"]
        for j, a in enumerate(att):
            cn = f'"{lab(a)}"' if "," in a[0] or j == 0 else lab(a)
            role = ["REQ-PARTICIPANT", "OPT-PARTICIPANT", "CHAIR"][j % 3]
            lines.append(f"ATTENDEE;CN={cn};ROLE={role};PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{m.mail()}")
        lines.append(f"ATTENDEE;CUTYPE=ROOM;CN={place} Boardroom;ROLE=NON-PARTICIPANT:mailto:room{200 + i}@{rng.choice(m.F.DOMAINS)}")
        if i % 4 == 3:  # a shared mailbox and a group are no persons
            lines.append("ATTENDEE;CUTYPE=GROUP;CN=Facilities Team;ROLE=OPT-PARTICIPANT:mailto:facilities@example.com")
        if i % 2 == 0:
            d = m.name("ical")
            lines.append(f"DESCRIPTION:Agenda: {prod} numbers\\, {firm} contract.\\n{lab(d)} will dial in from "
                         f"{rng.choice(n13.PLACES)}.")
        else:
            lines.append(f"DESCRIPTION:Join the {prod} bridge: https://meet.{rng.choice(m.F.DOMAINS)}/{m.handle()}")
        lines += ["STATUS:CONFIRMED", "END:VEVENT", "END:VCALENDAR"]
        docs.append((f"ical-{i + 1:02d}", lines))
    return docs


def _bibtex(m):
    """BibTeX author / editor / translator fields, RIS AU / ED / A2 lines, CITATION.cff family- and given-names."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(16):
        k = i % 4
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        if k == 0:
            a, b = m.comma("bibtex"), m.latin("bibtex")
            lines = [f"@article{{key{2027 - i}{chr(97 + i)},", f"  author    = {{{lab(a)} and {lab(b)} and others}},",
                     f"  title     = {{Scaling {{{prod}}} deployments in {place}}},",
                     f"  journal   = {{Journal of {firm.split()[0]} Systems}},", f"  year      = {{{2020 + i % 7}}},",
                     f"  volume    = {{{10 + i}}},", f"  doi       = {{10.5555/{m.handle()}.{i}}}", "}"]
        elif k == 1:
            a, e, t = m.latin("bibtex"), m.comma("bibtex"), m.own_or("bibtex", i + 1)
            lines = [f"@book{{book{i},", f"  author     = {{{lab(a)}}},", f"  editor     = {{{lab(e)}}},",
                     f"  translator = {{{lab(t)}}},", f"  title      = {{The {prod} Handbook}},",
                     f"  publisher  = {{{firm}}},", f"  address    = {{{place}}},", f"  year       = {{{2019 + i % 8}}}", "}"]
        elif k == 2:
            a, b, e = m.comma("bibtex"), m.comma("bibtex"), m.latin("bibtex")
            lines = ["TY  - JOUR", f"AU  - {lab(a)}", f"AU  - {lab(b)}", f"ED  - {lab(e)}",
                     f"T1  - {prod} adoption among {place} retailers", f"JO  - {firm} Review", f"PY  - {2021 + i % 6}",
                     f"PB  - {firm}", f"CY  - {place}", "ER  - "]
            if i % 8 == 2:
                t = m.own_or("bibtex", 2)
                lines.insert(4, f"A2  - {lab(t)}")
        else:
            lines = ["cff-version: 1.2.0", f'message: "If you use {prod}, please cite it as below."',
                     f'title: "{prod.lower().replace(" ", "-")}"', "authors:"]
            for j in range(2):
                g, s = m.split()
                lines += [f'  - family-names: "{lab((s, "bibtex"))}"', f'    given-names: "{lab((g, "bibtex"))}"',
                          f'    orcid: "https://orcid.org/0000-000{j + 1}-{5000 + i * 7:04d}-{1000 + j:04d}"',
                          f'    affiliation: "{firm}"']
            w = m.own_or("bibtex", i)
            lines += [f'  - name: "{lab(w)}"', f'  - name: "{firm}"', "    city: " + place, f"version: 2.{i}.0",
                      f"date-released: 2027-0{1 + i % 9}-1{i % 10}"]
        docs.append((f"bibtex-{i + 1:02d}", lines))
    return docs


def _xmlmeta(m):
    """TEI headers, DocBook info, Office core.xml, XMP, exiftool output, PDF Info dictionaries."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(18):
        k = i % 6
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        if k == 0:
            a, t, c = m.own_or("xmlmeta", i), m.latin("xmlmeta"), m.name("xmlmeta")
            lines = ['<teiHeader>', ' <fileDesc>', '  <titleStmt>', f'   <title>Letters from {place}</title>',
                     f'   <author><persName>{lab(a)}</persName></author>',
                     f'   <editor role="translator"><persName>{lab(t)}</persName></editor>',
                     f'   <respStmt><resp>encoded by</resp><name>{lab(c)}</name></respStmt>', '  </titleStmt>',
                     f'  <publicationStmt><publisher>{firm}</publisher><pubPlace>{place}</pubPlace></publicationStmt>',
                     ' </fileDesc>', '</teiHeader>']
        elif k == 1:
            g, s = m.split()
            o = m.latin("xmlmeta")
            lines = ['<info>', f'  <title>{prod} Administrator Guide</title>', '  <author>',
                     f'    <personname><firstname>{lab((g, "xmlmeta"))}</firstname> '
                     f'<surname>{lab((s, "xmlmeta"))}</surname></personname>',
                     f'    <affiliation><orgname>{firm}</orgname></affiliation>', '  </author>',
                     f'  <othercredit class="translator"><personname>{lab(o)}</personname></othercredit>',
                     f'  <copyright><year>2027</year><holder>{firm}</holder></copyright>', '</info>']
        elif k == 2:
            a, b = m.own_or("xmlmeta", i + 1), m.name("xmlmeta")
            lines = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
                     '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
                     'xmlns:dc="http://purl.org/dc/elements/1.1/">', f'  <dc:title>{prod} budget {2027}</dc:title>',
                     f'  <dc:creator>{lab(a)}</dc:creator>', f'  <cp:keywords>{place}; {firm}</cp:keywords>',
                     f'  <cp:lastModifiedBy>{lab(b)}</cp:lastModifiedBy>', '  <cp:revision>7</cp:revision>',
                     '</cp:coreProperties>']
        elif k == 3:
            a, b = m.latin("xmlmeta"), m.own_or("xmlmeta", i + 2)
            lines = ['<x:xmpmeta xmlns:x="adobe:ns:meta/">', ' <rdf:RDF><rdf:Description rdf:about=""',
                     f'   xmp:CreatorTool="Adobe InDesign 19.{i}" photoshop:City="{place}"',
                     f'   photoshop:AuthorsPosition="{rng.choice(n13.ROLES)}">',
                     '  <dc:creator><rdf:Seq>', f'   <rdf:li>{lab(a)}</rdf:li>', f'   <rdf:li>{lab(b)}</rdf:li>',
                     '  </rdf:Seq></dc:creator>', f'  <dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© {firm}</rdf:li>'
                     '</rdf:Alt></dc:rights>', ' </rdf:Description></rdf:RDF>', '</x:xmpmeta>']
        elif k == 4:
            a = m.latin("xmlmeta")
            lines = [f"File Name                       : IMG_{4100 + i}.JPG", "Make                            : Canon",
                     "Model                           : Canon EOS R6m2", f"Artist                          : {lab(a)}",
                     f"Copyright                       : {firm}", f"City                            : {place}",
                     f"Software                        : {prod} 3.{i}", "Create Date                     : 2027:04:03 10:12:44"]
            if i % 12 == 4:
                b = m.own_or("xmlmeta", 2)
                lines.insert(4, f"XP Author                       : {lab(b)}")
        else:
            a = m.own_or("xmlmeta", i)
            lines = ["1 0 obj", f"<< /Title ({prod} rollout plan, {place})", f"   /Author ({lab(a)})",
                     "   /Creator (Microsoft Word for Microsoft 365)", "   /Producer (Acrobat Distiller 23.0)",
                     "   /CreationDate (D:20270403101244+02'00') >>", "endobj"]
            if i % 12 == 5:
                b = m.latin("xmlmeta")
                lines.insert(3, f"   /Subject (Prepared for {lab(b)}, {firm})")
        docs.append((f"xmlmeta-{i + 1:02d}", lines))
    return docs


def _config(m):
    """Cargo / pyproject TOML authors, setup.cfg and gitconfig, INI owner=, Debian control Maintainer / Uploaders."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(16):
        k = i % 6
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        pkg = rng.choice(["ledger-sync", "tile-cache", "invoice-kit", "geo-fence", "audit-trail"])
        if k == 0:
            a, b = m.latin("config"), m.latin("config")
            lines = ["[package]", f'name = "{pkg}"', f'version = "0.{i}.3"', 'edition = "2021"',
                     f'authors = ["{lab(a)} <{m.mail()}>", "{lab(b)} <{m.mail()}>"]',
                     f'description = "{prod} connector"', 'license = "MIT OR Apache-2.0"']
        elif k == 1:
            a, b = m.own_or("config", i), m.latin("config")
            lines = ["[project]", f'name = "{pkg}"', 'requires-python = ">=3.10"', "authors = [",
                     f'  {{ name = "{lab(a)}", email = "{m.mail()}" }},', f'  {{ name = "{firm}" }},', "]",
                     f'maintainers = [{{ name = "{lab(b)}" }}]']
        elif k == 2:
            a, b = m.latin("config"), m.name("config")
            lines = ["[metadata]", f"name = {pkg}", f"author = {lab(a)}", f"author_email = {m.mail()}",
                     f"maintainer = {lab(b)}", f"url = https://{rng.choice(m.F.DOMAINS)}/{pkg}", "",
                     "[user]", f"\tname = {lab(a)}", f"\temail = {m.mail()}"]
        elif k == 3:
            a, b = m.own_or("config", i + 1), m.latin("config")
            lines = [f"; services owned by the {place} team", f"[service:{pkg}]", f"owner={lab(a)}",
                     f"oncall={m.handle()}", "team=Payments", f"vendor={firm}", "", "[maintainer]",
                     f"name = {lab(b)}", f"email = {m.mail()}"]
        elif k == 4:
            a, b, c = (m.latin("config") for _ in range(3))
            lines = [f"Source: {pkg}", "Section: net", "Priority: optional", f"Maintainer: {lab(a)} <{m.mail()}>",
                     f"Uploaders: {lab(b)} <{m.mail()}>,", f"           {lab(c)} <{m.mail()}>",
                     "Build-Depends: debhelper-compat (= 13)", "", f"Package: {pkg}",
                     f"Description: {prod} agent for {firm}"]
        else:
            a = m.own_or("config", i)
            lines = ["[tool.poetry]", f'name = "{pkg}"', f'authors = ["{lab(a)} <{m.mail()}>"]',
                     f'homepage = "https://{rng.choice(m.F.DOMAINS)}/{place.lower().replace(" ", "-")}"', "",
                     "[tool.release]", f'approver = "{m.handle()}"']
        docs.append((f"config-{i + 1:02d}", lines))
    return docs


def _tracker(m):
    """Jira text exports, GitHub issue JSON, tracker CSV exports; @handles stay unlabelled."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(15):
        k = i % 3
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        if k == 0:
            r, a, w1, w2 = m.latin("tracker"), m.own_or("tracker", i), m.name("tracker"), m.latin("tracker")
            h = m.handle()
            lines = [f"[OPS-{310 + i}] {prod} export times out for {firm} tenants",
                     f"Created: 0{1 + i % 9}/Apr/27  Updated: 0{2 + i % 8}/Apr/27", "Status: In Progress",
                     f"Project: {prod}", "Type: Bug   Priority: Major", f"Reporter: {lab(r)}", f"Assignee: {lab(a)}",
                     f"Watchers: {lab(w1)}, {lab(w2)}", f"Component/s: {place} gateway", "",
                     f"{lab(r)} added a comment - 0{2 + i % 8}/Apr/27 10:12 AM",
                     f"@{h} can you attach the {place} logs?", "",
                     f"{lab(a)} added a comment - 0{3 + i % 7}/Apr/27 09:40 AM", "Logs attached; the proxy drops idle sockets.",
                     "", f"Automation for Jira added a comment - 0{3 + i % 7}/Apr/27 09:41 AM",
                     "Transitioned to In Review by the SLA rule."]
        elif k == 1:
            r, a, c = m.latin("tracker"), m.own_or("tracker", i + 1), m.latin("tracker")
            lines = ["{", f'  "number": {880 + i},', f'  "title": "{prod}: crash when the {place} locale is set",',
                     f'  "author": {{"login": "{m.handle()}", "name": "{lab(r)}"}},',
                     f'  "assignees": [{{"login": "{m.handle()}", "name": "{lab(a)}"}}],',
                     f'  "labels": ["bug", "{firm.split()[0].lower()}"],', '  "comments": [',
                     f'    {{"author": {{"login": "{m.handle()}", "name": "{lab(c)}"}}, "body": "Seen on {prod} too."}}',
                     "  ]", "}"]
        else:
            lines = ["Issue key,Summary,Reporter,Assignee,Status,Created"]
            for j in range(3):
                r, a = m.own_or("tracker", i + j), m.latin("tracker")
                lines.append(f'SUP-{1200 + 10 * i + j},"{prod} sync fails in {rng.choice(n13.PLACES)}",'
                             f'{lab(r)},{lab(a)},{["Open", "Done", "In Review"][j]},2027-04-0{1 + j}')
        docs.append((f"tracker-{i + 1:02d}", lines))
    return docs


def _form(m):
    """HR and onboarding forms with split name fields, business cards, CSVs with non-English name headers."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(22):
        k = i % 11
        firm, place, role = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.ROLES)
        if k == 0:
            g, s = m.split()
            boss, ec = m.latin("form"), m.name("form")
            lines = [f"EMPLOYEE ONBOARDING FORM — {firm}", f"Last name: {lab((s, 'form'))}",
                     f"First name: {lab((g, 'form'))}", f"Position: {role}", f"Work location: {place}",
                     "Start date: 2027-05-03", f"Reports to: {lab(boss)}", f"Emergency contact: {lab(ec)} (spouse)",
                     f"Employee ID: E-{40100 + i}"]
        elif k == 1:
            g, s = m.split()
            lines = ["SOLICITUD DE ALTA DE PERSONAL", f"Apellidos: {lab((s, 'form'))}", f"Nombre: {lab((g, 'form'))}",
                     f"Puesto: {role}", f"Centro de trabajo: {place}", f"Empresa: {firm}",
                     f"Responsable: {lab(m.latin('form'))}"]
        elif k == 2:
            a, b = m.script("form", "ja"), m.script("form", "ja")
            lines = ["入社手続き書類", f"氏名　{lab(a)}", "所属　経理部", f"勤務地　{place}", f"上長　{lab(b)}",
                     "入社日　2027年4月1日"]
        elif k == 3:
            a, b = m.script("form", "zh"), m.script("form", "zh")
            lines = ["员工入职登记表", f"姓名：{lab(a)}　性别：女　部门：财务部", f"工作地点：{place}",
                     f"直属上级：{lab(b)}", f"公司：{firm}"]
        elif k == 4:
            a, b = m.ru("form", "sgp"), m.ru("form", "gps")
            lines = ["АНКЕТА СОТРУДНИКА", f"Фамилия Имя Отчество: {lab(a)}", f"Должность: {role}",
                     f"Организация: {firm}", f"Руководитель: {lab(b)}", "Дата приёма: 03.05.2027"]
        elif k == 5:
            a, b = m.script("form", "ko"), m.script("form", "ko")
            lines = ["입사 신청서", f"성명: {lab(a)}", "부서: 재무팀", f"근무지: {place}", f"추천인: {lab(b)}"]
        elif k == 6:
            g, s = m.split()
            lines = ["PERSONALBOGEN", f"Nachname: {lab((s, 'form'))}", f"Vorname: {lab((g, 'form'))}",
                     f"Abteilung: {role}", f"Standort: {place}", f"Vorgesetzte/r: {lab(m.latin('form'))}"]
        elif k == 7:
            a = m.own_or("form", i)
            lines = [firm, "", lab(a), role, f"T +44 20 {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)}",
                     m.mail(), f"{10 + i} Harbour Road, {place}"]
        elif k == 8:
            lines = ["Apellido;Nombre;Departamento;Ciudad"]
            for j in range(3):
                g, s = m.split()
                lines.append(f"{lab((s, 'form'))};{lab((g, 'form'))};Ventas;{rng.choice(n13.PLACES)}")
        elif k == 9:
            lines = ["氏名,部署,内線"] if i < 11 else ["姓名,部门,城市"]
            for j in range(3):
                p = m.script("form", "ja" if i < 11 else "zh")
                lines.append(f"{lab(p)},{['営業部', '総務部', '開発部'][j] if i < 11 else ['销售部', '人事部', '研发部'][j]},"
                             f"{2200 + j if i < 11 else rng.choice(n13.PLACES)}")
        else:
            lines = ["ФИО;Должность;Город"] if i < 11 else ["Prénom;Nom;Service"]
            for j in range(3):
                if i < 11:
                    lines.append(f"{lab(m.ru('form', 'sgp'))};{rng.choice(n13.ROLES)};{rng.choice(n13.PLACES)}")
                else:
                    g, s = m.split()
                    lines.append(f"{lab((g, 'form'))};{lab((s, 'form'))};Comptabilité")
        docs.append((f"form-{i + 1:02d}", lines))
    return docs


def _letter(m):
    """Letters and e-mails with their forms of address and closings in eleven languages."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(22):
        k = i % 11
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        if k == 0:
            a, b = m.script("letter", "ja"), m.script("letter", "ja")
            lines = [firm, "経理部 部長", f"{lab(a)}{'様' if i < 11 else '殿'}", "", "拝啓",
                     f"時下ますますご清栄のこととお慶び申し上げます。{prod}の見積書をお送りいたします。", "敬具", "",
                     "2027年4月3日", f"{lab(b)}"]
        elif k == 1:
            a, b = m.script("letter", "ko"), m.script("letter", "ko")
            lines = [f"{lab(a)} {'님께' if i < 11 else '귀하'}", "", f"안녕하십니까. {prod} 계약 건으로 연락드립니다.",
                     "검토 부탁드립니다.", "", f"{lab(b)} 드림"]
        elif k == 2:
            a, b = m.script("letter", "zh"), m.script("letter", "zh")
            lines = [f"尊敬的{lab(a)}{'先生' if i < 11 else '女士'}：", f"您好！关于{prod}的报价，请见附件。", "此致",
                     "敬礼", f"{lab(b)} 敬启", "2027年4月3日"]
        elif k == 3:
            a, b = m.script("letter", "ar"), m.script("letter", "ar")
            lines = [f"{'السيد' if i < 11 else 'السيدة'} {lab(a)} {'المحترم' if i < 11 else 'المحترمة'}،", "تحية طيبة وبعد،",
                     f"نرفق لكم عرض الأسعار الخاص بـ {prod}.", "وتفضلوا بقبول فائق الاحترام،", lab(b)]
        elif k == 4:
            a, b = m.script("letter", "hi"), m.script("letter", "hi")
            lines = [f"{'श्री' if i < 11 else 'श्रीमती'} {lab(a)} जी,", f"सादर नमस्कार। {prod} का प्रस्ताव संलग्न है।",
                     "भवदीय,", lab(b)]
        elif k == 5:
            a, b = m.latin("letter"), m.latin("letter")
            lines = [f"Estimad{'a Sra.' if i < 11 else 'o Sr.'} {lab(a)}:", "",
                     f"Le adjuntamos la oferta de {prod} para la sede de {place}.", "", "Atentamente,", lab(b),
                     f"Directora de Compras, {firm}"]
        elif k == 6:
            g, s = m.split()
            b = m.latin("letter")
            lines = [f"{firm}", f"{'Frau' if i < 11 else 'Herrn'} {lab((g + ' ' + s, 'letter'))}", f"{place}", "",
                     f"Sehr geehrte{'' if i < 11 else 'r'} {'Frau' if i < 11 else 'Herr'} {lab((s, 'letter'))},", "",
                     f"anbei erhalten Sie unser Angebot für {prod}.", "", "Mit freundlichen Grüßen", "", lab(b)]
        elif k == 7:
            a, b = m.latin("letter"), m.latin("letter")
            lines = [f"{'Mme' if i < 11 else 'M.'} {lab(a)}", firm, place, "", f"{'Madame' if i < 11 else 'Monsieur'},",
                     f"Veuillez trouver ci-joint notre offre pour {prod}.",
                     f"Je vous prie d'agréer, {'Madame' if i < 11 else 'Monsieur'}, l'expression de mes salutations distinguées.",
                     "", lab(b)]
        elif k == 8:
            a, b = m.latin("letter"), m.latin("letter")
            lines = [f"Gentile {'Dott.ssa' if i < 11 else 'Ing.'} {lab(a)},", f"Le inviamo in allegato l'offerta per {prod}.",
                     "Cordiali saluti,", lab(b), f"Ufficio acquisti, {firm}"]
        elif k == 9:
            a, b = m.ru("letter", "gp"), m.ru("letter", "gps")
            lines = [f"Уважаем{'ая' if a[0].split()[0][-1] in 'ая' else 'ый'} {lab(a)}!",
                     f"Направляем Вам предложение по {prod}.", "С уважением,", lab(b), firm]
        else:
            a, b = m.latin("letter"), m.own_or("letter", i)
            lines = [f"Dear Dr {lab(a)},", "", f"Thank you for hosting us in {place}. The {prod} pilot starts in May.",
                     "", "Kind regards,", lab(b), f"{rng.choice(n13.ROLES)}, {firm}"]
        docs.append((f"letter-{i + 1:02d}", lines))
    return docs


def _shipping(m):
    """Shipping labels, delivery notes and invoices: Attn:, c/o, z. Hd., à l'attention de, 様 / 宛."""
    lab, rng, n13 = m.F.lab, m.rng, m.n13
    docs = []
    for i in range(18):
        k = i % 6
        firm, place, prod = rng.choice(n13.FIRMS), rng.choice(n13.PLACES), rng.choice(n13.PRODUCTS)
        if k == 0:
            a, b = m.latin("shipping"), m.own_or("shipping", i)
            lines = ["SHIP TO:", firm, f"Attn: {lab(a)}, Receiving Dept.", f"{12 + i} Harbour Road", place, "",
                     f"FROM: {lab(b)}", f"{rng.choice(n13.FIRMS)}, Unit {i + 3}",
                     f"Tracking: 1Z{m.F.h(f'ship15 {i}'):012X}"[:30], f"Contents: {prod} x{1 + i % 4}"]
        elif k == 1:
            a, b = m.latin("shipping"), m.latin("shipping")
            lines = ["DELIVER TO", lab(a), f"c/o {lab(b)}", f"Flat {i + 2}, {30 + i} Mill Lane", place,
                     "Leave with neighbour if not at home"]
        elif k == 2:
            g, s = m.split()
            lines = [firm, f"z. Hd. {'Frau' if i % 12 == 2 else 'Herrn'} {lab((g + ' ' + s, 'shipping'))}",
                     f"Industriestraße {4 + i}", f"{10115 + i} {place}", "",
                     f"Lieferschein Nr. LS-{7700 + i}", f"Artikel: {prod}", f"Empfangen von: {lab(m.latin('shipping'))}"]
        elif k == 3:
            a = m.latin("shipping")
            lines = [firm, f"À l'attention de {'Mme' if i % 12 == 3 else 'M.'} {lab(a)}", f"{8 + i} rue des Tanneurs",
                     f"{69001 + i} {place}", "", f"Bon de livraison BL-{5500 + i} — {prod}"]
        elif k == 4:
            a, b = m.script("shipping", "ja"), m.script("shipping", "ja")
            lines = ["〒100-0005 東京都千代田区丸の内1-1-1", firm, f"{lab(a)} 様", "", "納品書",
                     f"品名：{prod}　数量：{1 + i % 5}", f"担当：{lab(b)}", "", "経理部 宛"]
        else:
            a, b, c = m.latin("shipping"), m.own_or("shipping", i), m.latin("shipping")
            lines = [f"INVOICE INV-{2027}-{300 + i}", f"Bill to: {firm}", f"Attn: {lab(a)}", f"{place}", "",
                     f"Ship to: {lab(b)}, {rng.choice(n13.PLACES)}", f"Item: {prod} licence x{2 + i % 3}",
                     f"Prepared by: {lab(c)}", "Payment terms: 30 days net",
                     "Remit to: Accounts Payable, c/o Harbour Freight Forwarders", "Queries: billing@example.com"]
        docs.append((f"shipping-{i + 1:02d}", lines))
    return docs


SHAPES = {"ical": _ical, "bibtex": _bibtex, "xmlmeta": _xmlmeta, "config": _config, "tracker": _tracker,
          "form": _form, "letter": _letter, "shipping": _shipping}


if __name__ == "__main__":
    main()
