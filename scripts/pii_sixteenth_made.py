#!/usr/bin/env python3
"""The sixteenth name set's made documents in new shapes (part 2 of issue 30's sixteenth set; docs/adr/0214).

Shapes no earlier set's documents have (reserved in /work/wt/reserved16.md, point 4): subtitles (SRT, WebVTT), SQL
dumps (INSERT, COPY), application and audit logs, legal text in six languages, file names / paths / URLs, JSON-LD /
microdata / Open Graph / RSS / Dublin Core, OCR and PDF-extracted text, org charts, announcements in several
languages, and rosters. Every person is labelled [[Name|kind]] exactly as written; nothing else is.

Names come from internal/pii/names/faker (MIT), read in sorted order and drawn by one random.Random(216) of this
module (no earlier maker's state: the chained makers' exclusion set once read later sets' names, docs/adr/0221). No label, and no whole name behind a label, is a name any earlier set labels
(earlier_names(own="sixteenth") in scripts/pii_thirteenth_more.py).

The other builder's scripts/pii-sixteenth-names.py imports this module (KINDS, documents()); this module writes
nothing. Deterministic, stdlib only. Self-check from anywhere: python3 scripts/pii_sixteenth_made.py
"""
import os
import random
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from pii_thirteenth_more import earlier_names  # noqa: E402
import pii_setkit as setkit  # noqa: E402  (the helpers every set's parts share)

KINDS = ["subtitle", "sqldump", "logs", "legal", "filepath", "jsonld", "ocr", "orgchart", "announcement", "roster"]
LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]", re.S)
SEED = 216
# men's given names that end in -а / -я: their patronymic and surname are masculine
MALE_IN_A = {"Никола", "Илия", "Илья", "Фома", "Лука", "Кузьма", "Никита", "Данила", "Савва", "Мина", "Сава", "Гаврила",
             "Фока", "Иона", "Кома", "Ананья"}
# the unlabelled things around the names (made up here; none is a person)
FIRMS = ["Nordwind Logistik GmbH", "Bluepeak Analytics Ltd", "Société Verrière du Rhône", "Kasai Seimitsu K.K.",
         "Ostrava Steelworks a.s.", "Marisol Foods S.L.", "Tern Harbour Insurance", "Vistula Data Sp. z o.o.",
         "Hanul Robotics Co.", "Cedar & Pine Architects", "Lumen Grid AG", "Porto Azul Seguros S.A."]
PLACES = ["Rotterdam", "Lyon", "Gdańsk", "Bilbao", "Bologna", "Tartu", "Osaka", "Busan", "Porto", "Leipzig", "Brno",
          "Tampere", "Graz", "Aarhus", "Valencia", "Kraków"]
STREETS = ["Hafenstraße 12", "14 rue des Tanneurs", "ul. Długa 7", "Calle del Olmo 23", "Via dei Mille 5",
           "221 Harbour Road", "Kalvermarkt 9", "Rua das Flores 41"]
PRODUCTS = ["Quarry CRM", "Tidewater ERP", "Helix Billing", "Orbit Payroll", "Sparrow Wiki", "Kestrel VPN"]
HOSTS = ["web-03.prod", "db-eu-1", "ingest-07", "auth-gw-2", "batch-11", "edge-fra-4"]
DOMAINS = ["example.com", "example.org", "example.net", "corp.example", "mail.example"]
ROLES = ["Team lead", "Product owner", "Site reliability engineer", "Accountant", "Data analyst", "QA engineer",
         "Head of Sales", "Office manager", "Backend developer", "Designer"]

_CACHE = []


def documents():
    """Every made document as (doc_id, text)."""
    if not _CACHE:
        _CACHE.append(_build())
    return list(_CACHE[0])


def _read(name):
    with open(os.path.join(ROOT, "internal/pii/names/faker", name), encoding="utf-8") as fh:
        return sorted({w.strip() for w in fh if w.strip()})


class Maker:
    """Names for one build: faker's lists sorted, one Random(216), every earlier set's names kept out."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.earlier = earlier_names(own="sixteenth")
        self.made = set()
        g, s = _read("given.txt"), _read("surnames.txt")

        def pick(lst, pat):
            return [w for w in lst if re.fullmatch(pat, w)]

        lat = r"[A-Z][a-zà-öø-ÿăąćčďęěğıłńňőřśşšţťůűźżž]{2,}"
        self.lat_given, self.lat_sur = pick(g, lat), pick(s, lat)
        ru_given = pick(g, r"[А-ЯЁ][а-яё]{3,}")
        self.ru_pat = [w for w in ru_given if re.search(r"(вич|вна|ична)$", w)]
        self.ru_given = [w for w in ru_given if w not in set(self.ru_pat)]
        self.ru_sur = pick(s, r"[А-ЯЁ][а-яё]+(ов|ев|ин|ын|ский|цкий|ова|ева|ина|ына|ская|цкая)")
        self.script = {
            "zh": (pick(g, r"[\u4e00-\u9fff]{1,2}"), pick(s, r"[\u4e00-\u9fff]"), ""),
            "ko": (pick(g, r"[가-힣]{2}"), pick(s, r"[가-힣]"), ""),
            "ar": (pick(g, r"[\u0621-\u064a]{3,}"), pick(s, r"[\u0621-\u064a]{3,}"), " "),
            "hi": (pick(g, r"[\u0900-\u097f]{2,}"), pick(s, r"[\u0900-\u097f]{2,}"), " "),
            "el": (pick(g, r"[Α-Ωά-ώΆ-Ώ][α-ωά-ώϊϋΐΰς]{2,}"), pick(s, r"[Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰς]{2,}"), " "),
            "th": (pick(g, r"[\u0e01-\u0e4e]{2,}"), pick(s, r"[\u0e01-\u0e4e]{3,}"), " "),
        }

    def fresh(self, *ns):
        return all(n not in self.made and n not in self.earlier for n in ns)

    def split(self):
        """(given, surname) of a Latin-script name, each part and the whole new to every set."""
        for _ in range(50000):
            g, s = self.rng.choice(self.lat_given), self.rng.choice(self.lat_sur)
            if g != s and self.fresh(g, s, f"{g} {s}", f"{s}, {g}", f"{s} {g}"):
                self.made.update((g, s, f"{g} {s}"))
                return g, s
        raise SystemExit("Latin names ran out")

    def latin(self):
        g, s = self.split()
        return f"{g} {s}"

    def ru(self, order="gps"):
        """A Russian name with a patronymic of the same sex: gps, sgp (ФИО) or gp (polite address)."""
        for _ in range(50000):
            g, p, s = (self.rng.choice(x) for x in (self.ru_given, self.ru_pat, self.ru_sur))
            fem = g[-1] in "ая" and g not in MALE_IN_A
            if fem != (s[-1] in "ая") or fem != p.endswith("на"):
                continue
            n = {"gps": f"{g} {p} {s}", "sgp": f"{s} {g} {p}", "gp": f"{g} {p}"}[order]
            if self.fresh(n, f"{g} {s}", f"{g} {p} {s}"):
                self.made.update((n, f"{g} {s}", f"{g} {p} {s}"))
                return n
        raise SystemExit("Cyrillic names ran out")

    def own(self, which):
        """A name in its own script: zh / ko (surname first, no space), ar, hi, el, th (given first), ru."""
        if which == "ru":
            return self.ru()
        given, sur, sep = self.script[which]
        for _ in range(50000):
            g, s = self.rng.choice(given), self.rng.choice(sur)
            n = f"{s}{g}" if sep == "" else f"{g}{sep}{s}"
            if g != s and self.fresh(n):
                self.made.add(n)
                return n
        raise SystemExit(f"{which} names ran out")

    def any(self, i):
        """Every third name in its own script (zh, ko, ru, ar, hi, el, th in turn), the others Latin."""
        if i % 3 == 2:
            return self.own(["zh", "ko", "ru", "ar", "hi", "el", "th"][(i // 3) % 7])
        return self.latin()

    def user(self):
        return f"{self.rng.choice(['svc', 'u', 'ops', 'adm'])}{self.rng.randrange(100, 9999)}"

    def mail(self):
        return f"{self.user()}@{self.rng.choice(DOMAINS)}"

    def c(self, lst):
        return self.rng.choice(lst)


def lab(name, kind):
    return f"[[{name}|{kind}]]"


def _build():
    """Every made document, built once (pii_setkit.made_documents)."""
    return setkit.made_documents(Maker(), KINDS, SHAPES)


def _ts(i, j):
    s = 5 + i * 3 + j * 4
    return f"00:{s // 60:02d}:{s % 60:02d},{(j * 170) % 1000:03d}", f"00:{(s + 3) // 60:02d}:{(s + 3) % 60:02d},{(j * 170 + 400) % 1000:03d}"


def _subtitle(m):
    """SRT ("NAME:", "- Name:", a caption naming a person) and WebVTT (<v Name>) interview and meeting captions."""
    k, docs = "subtitle", []
    for i in range(14):
        a, b = m.any(i), m.any(i + 1)
        firm, place = m.c(FIRMS), m.c(PLACES)
        if i % 2 == 0:
            lines = ["WEBVTT", "Kind: captions", "Language: en", "", "NOTE recorded at the " + place + " office", ""]
            says = [(a, f"Welcome back. Today we talk about {firm} and its plans."), (b, f"Thanks, glad to be in {place}."),
                    (a, f"You moved to {m.c(PRODUCTS)} last spring?"), (b, "Yes, with the whole team.")]
            for j, (who, text) in enumerate(says):
                t0, t1 = _ts(i, j)
                lines += [f"{t0.replace(',', '.')} --> {t1.replace(',', '.')}", f"<v {lab(who, k)}>{text}", ""]
            if i % 4 == 0:
                c = m.latin()
                lines += ["00:01:10.000 --> 00:01:13.500", f"<v.Narrator {lab(c, k)}>Recorded for {firm} in {place}.</v>", ""]
        else:
            up = m.latin() if i % 4 != 3 else m.own("ru")
            lines = []
            says = [f"{lab(up.upper(), k)}: Good morning, everyone.", f"- {lab(a, k)}: The {m.c(PRODUCTS)} rollout slipped.",
                    f"- {lab(b, k)}: Facilities confirmed room 4B.", f"[laughter] {lab(up.upper(), k)}: Next item.",
                    f"(Interpreter): {firm} will send the figures."]
            if i % 3 == 0:
                c = m.any(i + 2)
                says.append(f"Caption: {lab(c, k)}, {m.c(ROLES).lower()}, {place}")
            for j, text in enumerate(says):
                t0, t1 = _ts(i, j)
                lines += [str(j + 1), f"{t0} --> {t1}", text, ""]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _sqldump(m):
    """pg_dump COPY rows, mysqldump INSERTs with split first/last columns (each part labelled), a full_name column."""
    k, docs = "sqldump", []
    for i in range(8):
        if i % 2 == 0:
            lines = ["--", "-- PostgreSQL database dump", "--", "", "SET client_encoding = 'UTF8';", "",
                     "COPY public.employees (id, first_name, last_name, email, city, department) FROM stdin;"]
            for j in range(4):
                g, s = m.split()
                lines.append(f"{100 + i * 10 + j}\t{lab(g, k)}\t{lab(s, k)}\t{m.mail()}\t{m.c(PLACES)}\t"
                             f"{m.c(['Sales', 'Finance', 'Ops', 'Legal'])}")
            lines += ["\\.", "", "COPY public.vendors (id, company, contact_name, phone) FROM stdin;"]
            for j in range(2):
                n = m.any(i + j)
                lines.append(f"{7 + j}\t{m.c(FIRMS)}\t{lab(n, k)}\t+49 30 {5550100 + i * 7 + j}")
            lines.append("\\.")
        else:
            lines = ["-- MySQL dump 10.13  Distrib 8.0.36", "-- Host: db-eu-1    Database: hr", "",
                     "LOCK TABLES `customers` WRITE;",
                     "INSERT INTO `customers` (`id`, `first_name`, `last_name`, `username`, `street`, `city`) VALUES"]
            rows = []
            for j in range(3):
                g, s = m.split()
                rows.append(f"({j + 1},'{lab(g, k)}','{lab(s, k)}','{m.user()}','{m.c(STREETS)}','{m.c(PLACES)}')")
            lines.append(",\n".join(rows) + ";")
            n1, n2 = m.any(i), m.any(i + 2)
            lines += ["UNLOCK TABLES;", "",
                      f"INSERT INTO authors (id, full_name, bio) VALUES (3, '{lab(n1, k)}', 'Writes about {m.c(PRODUCTS)}');",
                      f"INSERT INTO audit (actor, note) VALUES ('{m.user()}', 'row changed by {lab(n2, k)}');"]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _logs(m):
    """logfmt (user="Name"), "Approved by Name", JSON lines with display_name, syslog, Windows event text."""
    k, docs = "logs", []
    for i in range(10):
        host, lines = m.c(HOSTS), []
        ts = f"2027-03-{1 + i:02d}T0{i % 9}:1{i % 6}:0{i % 10}Z"
        a, b, c = m.any(i), m.latin(), m.any(i + 1)
        lines.append(f'{ts} level=info host={host} user="{lab(a, k)}" uid={m.user()} action=login ip=10.0.{i}.7')
        lines.append(f'{ts} level=warn host={host} msg="invoice {4000 + i} approved by {lab(b, k)}" app="{m.c(PRODUCTS)}"')
        lines.append('{"ts":"' + ts + '","level":"INFO","event":"profile.update","actor":{"id":"' + m.user() +
                     '","display_name":"' + lab(c, k) + '"},"tenant":"' + m.c(FIRMS) + '"}')
        if i % 2 == 0:
            d = m.latin()
            lines.append(f"Mar  {1 + i} 0{i % 9}:22:41 {host} sshd[{2100 + i}]: Accepted publickey for {m.user()} "
                         f"from 10.1.{i}.4 port 52{i}11")
            lines.append(f"Mar  {1 + i} 0{i % 9}:23:02 {host} sudo: {m.user()} : TTY=pts/0 ; USER=root ; "
                         f"COMMAND=/usr/bin/systemctl restart nginx # ticket owner {lab(d, k)}")
        else:
            d = m.latin()
            lines += ["Log Name:      Security", "Event ID:      4720", "Task Category: User Account Management",
                      "A user account was created.", f"Subject:  Account Name: {m.user()}  Account Domain: CORP",
                      f"New Account:  Account Name: {m.user()}  Display Name: {lab(d, k)}"]
        if i % 3 == 0:
            e = m.any(i + 2)
            lines.append(f"[AUDIT] {ts} record=contract-{i} reviewed_by='{lab(e, k)}' result=ok node={host}")
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _legal(m):
    """Contracts, court captions, powers of attorney, notarial deeds and leases in English, German, French, Spanish,
    Italian and Polish."""
    k, docs = "legal", []
    for i in range(12):
        a, b = m.latin(), m.latin()
        st, pl, firm = m.c(STREETS), m.c(PLACES), m.c(FIRMS)
        L = lambda n: lab(n, k)  # noqa: E731
        v = i % 6
        if v == 0:
            lines = ["SERVICE AGREEMENT", f"This Agreement is made between {L(a)}, residing at {st}, {pl} "
                     f"(\"Client\"), and {firm}, represented by {L(b)}, its managing director (\"Contractor\").",
                     "1. Term. The term begins on 1 May 2027.", "IN WITNESS WHEREOF the parties sign below.",
                     f"Signed: ____________ {L(a)}"]
        elif v == 1:
            c = m.latin()
            lines = ["UNITED STATES DISTRICT COURT", "DISTRICT OF OREGON", "",
                     f"{L(a.upper())}, Plaintiff,", "v.", f"{firm.upper()} and {L(b.upper())}, Defendants.", "",
                     f"Case No. 3:27-cv-0{i}41", f"In re Estate of {L(c)}, deceased."]
        elif v == 2:
            c = m.latin()
            lines = [f"Landgericht {pl}", "Klage", f"des Herrn {L(a)}, {st}, {pl} – Kläger –",
                     f"gegen die {firm}, vertreten durch den Geschäftsführer {L(b)} – Beklagte –",
                     f"Prozessbevollmächtigte: Rechtsanwältin {L(c)}"]
        elif v == 3:
            lines = ["PROCURATION", f"Je soussigné(e) {L(a)}, demeurant au {st}, {pl},",
                     f"donne pouvoir à Maître {L(b)}, notaire à {pl}, de me représenter lors de la vente "
                     f"du lot n° {i + 12}.", f"Fait à {pl}, le 3 mars 2027. Signature : {L(a)}"]
        elif v == 4:
            c = m.latin()
            lines = ["ESCRITURA DE COMPRAVENTA", f"Ante mí, {L(c)}, Notario del Ilustre Colegio de {pl},",
                     f"COMPARECEN: De una parte, D. {L(a)}, mayor de edad, con domicilio en {st}.",
                     f"Y de otra parte, Dña. {L(b)}, en nombre de {firm}, con sede en {pl}.",
                     "CONTRATTO DI LOCAZIONE" if i % 2 else "OTORGAN la presente escritura."]
        else:
            c = m.any(i)
            lines = ["UMOWA NAJMU LOKALU", f"zawarta w dniu 2 kwietnia 2027 r. w {pl} pomiędzy:",
                     f"{L(a)}, zamieszkałym przy {st}, zwanym dalej Wynajmującym,",
                     f"a {L(b)}, zwaną dalej Najemcą.", "",
                     f"Contratto di locazione tra il Sig. {L(c)} (locatore) e {firm} (conduttore), sede in {pl}."]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _filepath(m):
    """File names, home folders, share links: the label spans the name's parts and the separator between them as
    written (Anna_Kowalski), never the extension, the date or the folder around them."""
    k, docs = "filepath", []
    for i in range(10):
        lines = [f"# files touched in ticket OPS-{300 + i}"]
        for j in range(4):
            g, s = m.split()
            form = (i + j) % 6
            if form == 0:
                lines.append(f"/srv/hr/applicants/2027/{lab(f'{g}_{s}', k)}_CV.pdf")
            elif form == 1:
                lines.append(f"Reviews/2027/{lab(f'{s}-{g}', k)}-appraisal.docx")
            elif form == 2:
                lines.append(f"/home/{m.user()}/Documents/letters/{lab(f'{g}{s}', k)}_reference.odt")
            elif form == 3:
                lines.append(f"https://share.{m.c(DOMAINS)}/s/{m.user()}/{lab(f'{g.lower()}-{s.lower()}', k)}-portrait.jpg")
            elif form == 4:
                lines.append(f"C:\\Users\\{m.user()}\\Desktop\\Contract {lab(f'{g} {s}', k)} (signed).pdf")
            else:
                lines.append(f"s3://{m.c(PRODUCTS).split()[0].lower()}-exports/payroll/{lab(f'{s.upper()}_{g}', k)}_2027-03.csv")
        lines.append(f"/srv/shared/{m.c(PLACES)}/{m.c(PRODUCTS).replace(' ', '_')}_manual.pdf")
        if i % 2 == 1:
            o = m.own(["zh", "ko", "ru", "el", "hi"][(i // 2) % 5])
            lines.append(f"~/Загрузки/{lab(o.replace(' ', '_'), k)}_резюме.pdf" if " " in o else
                         f"~/Downloads/{lab(o, k)}_简历.pdf")
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _jsonld(m):
    """schema.org Person JSON-LD, microdata itemprop="name", Open Graph article:author, <meta name="author">,
    RSS / Atom <author><name>, Dublin Core in HTML."""
    k, docs = "jsonld", []
    for i in range(12):
        a, b = m.any(i), m.latin()
        v, firm = i % 4, m.c(FIRMS)
        if v == 0:
            lines = ['<script type="application/ld+json">', "{", '  "@context": "https://schema.org",',
                     '  "@type": "Article",', f'  "headline": "{m.c(PRODUCTS)} comes to {m.c(PLACES)}",',
                     f'  "author": {{"@type": "Person", "name": "{lab(a, k)}", "jobTitle": "{m.c(ROLES)}"}},',
                     f'  "editor": {{"@type": "Person", "givenName": "{lab(b.split()[0], k)}", '
                     f'"familyName": "{lab(b.split()[1], k)}"}},',
                     f'  "publisher": {{"@type": "Organization", "name": "{firm}"}}', "}", "</script>"]
        elif v == 1:
            lines = ['<div itemscope itemtype="https://schema.org/Person">',
                     f'  <span itemprop="name">{lab(a, k)}</span>, <span itemprop="jobTitle">{m.c(ROLES)}</span>',
                     f'  at <span itemprop="worksFor">{firm}</span>,',
                     f'  <span itemprop="address">{m.c(STREETS)}, {m.c(PLACES)}</span>', "</div>",
                     f'<div itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="{lab(b, k)}"></div>']
        elif v == 2:
            lines = ["<head>", f'<meta name="author" content="{lab(a, k)}">',
                     f'<meta property="article:author" content="{lab(b, k)}">',
                     f'<meta property="og:site_name" content="{firm}">',
                     f'<meta name="DC.creator" content="{lab(m.latin(), k)}">',
                     f'<meta name="DC.publisher" content="{firm}">', f"<title>{m.c(PRODUCTS)} notes</title>", "</head>"]
        else:
            c = m.any(i + 1)
            lines = ['<feed xmlns="http://www.w3.org/2005/Atom">', f"  <title>{firm} engineering</title>",
                     "  <entry>", f"    <title>Moving {m.c(PRODUCTS)} to {m.c(PLACES)}</title>",
                     f"    <author><name>{lab(a, k)}</name><email>{m.mail()}</email></author>",
                     f"    <contributor><name>{lab(b, k)}</name></contributor>", "  </entry>", "</feed>",
                     f"<rss><channel><item><dc:creator>{lab(c, k)}</dc:creator></item></channel></rss>"]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _spaced(s):
    return " ".join(s)


def _ocr(m):
    """PDF-extracted and OCR text: hyphenated across a line break, ALL CAPITALS, letter-spaced, diacritics lost or
    decomposed, ligatures, stray page numbers. The label holds the characters as they stand."""
    k, docs = "ocr", []
    for i in range(12):
        lines = [f"- {i + 3} -", f"{m.c(FIRMS).upper()}  ANNUAL REPORT 2026"]
        a, b, c = m.latin(), m.latin(), m.latin()
        v = i % 4
        if v == 0:
            g, s = m.split()
            cut = max(2, len(s) // 2)
            lines += [f"The board thanks {lab(a, k)} and {lab(g + ' ' + s[:cut] + '-' + chr(10) + s[cut:], k)} for",
                      f"their work in {m.c(PLACES)}.", f"CHAIRMAN: {lab(b.upper(), k)}"]
        elif v == 1:
            lines += [f"S i g n e d :  {lab(_spaced(a.split()[0]) + '   ' + _spaced(a.split()[1]), k)}",
                      f"DIRECTOR OF FINANCE  {lab(b.upper(), k)}", f"Auditor: {lab(c, k)}  (page 1{i})"]
        elif v == 2:
            import unicodedata
            lines += [f"Preparcd by {lab(unicodedata.normalize('NFD', a), k)} on behalf of the ofﬁce in "
                      f"{m.c(PLACES)}", f"Reviewed: {lab(unicodedata.normalize('NFKD', b).encode('ascii', 'ignore').decode(), k)}",
                      f"Contact: {lab(c, k)} · {m.mail()}"]
        else:
            o = m.own(["ru", "el", "zh", "ko", "ar", "hi", "th"][(i // 4) % 7])
            lines += [f"Witness: {lab(a, k)}       {i + 17}", f"Translator: {lab(o, k)}",
                      f"Certified by {lab(b.upper(), k)}, Notary, {m.c(PLACES)}", f"{m.c(ROLES).upper()}: {lab(c, k)}"]
        lines.append(f"{i + 4}")
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _orgchart(m):
    """Org charts and team tables in Markdown, HTML and CSV: "reports to", Manager, Team lead, Stellvertretung."""
    k, docs = "orgchart", []
    for i in range(9):
        v, firm = i % 3, m.c(FIRMS)
        if v == 0:
            boss = m.any(i)
            lines = [f"## {firm} — {m.c(PLACES)} team", "", "| Name | Role | Reports to | Location |", "|---|---|---|---|",
                     f"| {lab(boss, k)} | Head of Engineering | — | {m.c(PLACES)} |"]
            for j in range(3):
                n = m.any(i + j + 1)
                lines.append(f"| {lab(n, k)} | {m.c(ROLES)} | {lab(boss, k)} | {m.c(PLACES)} |")
        elif v == 1:
            a, b, c = m.latin(), m.latin(), m.latin()
            lines = ["Abteilung,Leitung,Stellvertretung,Standort",
                     f"Einkauf,{lab(a, k)},{lab(b, k)},{m.c(PLACES)}", f"Vertrieb,{lab(c, k)},offen,{m.c(PLACES)}",
                     f"IT,{lab(m.latin(), k)},{lab(m.own('ru'), k)},{m.c(PLACES)}"]
        else:
            a, b, c = m.any(i), m.latin(), m.any(i + 2)
            lines = ['<ul class="orgchart">', f'  <li>CEO: <b>{lab(a, k)}</b>', "    <ul>",
                     f'      <li>Manager, {m.c(PRODUCTS)}: {lab(b, k)} (reports to {lab(a, k)})</li>',
                     f'      <li>Team lead QA: {lab(c, k)}</li>', "      <li>Vacant: Data analyst</li>",
                     "    </ul>", "  </li>", "</ul>"]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _announcement(m):
    """Obituaries, births, weddings, promotions, welcome and farewell posts in English, German, French, Spanish,
    Italian, Polish, Russian, Greek and Korean."""
    k, docs = "announcement", []
    L = lambda n: lab(n, k)  # noqa: E731
    for i in range(14):
        a, b, pl, firm = m.latin(), m.latin(), m.c(PLACES), m.c(FIRMS)
        v = i % 7
        if v == 0:
            c = m.latin()
            lines = ["OBITUARY", f"{L(a)}, 84, of {pl}, passed away peacefully on March 2, 2027. She is survived "
                     f"by her son {L(b)} and granddaughter {L(c)}. Services at St. Mary's, {pl}."]
        elif v == 1:
            lines = ["Geburtsanzeige", f"Wir freuen uns über die Geburt unserer Tochter {L(a.split()[0])}.",
                     f"In Liebe, {L(b)} und Familie, {pl}",
                     f"शुभकामनाएँ: {L(m.own('hi'))} और परिवार की ओर से"]
        elif v == 2:
            lines = ["Faire-part de mariage", f"{L(a)} et {L(b)} ont la joie de vous annoncer leur mariage",
                     f"le samedi 12 juin 2027 à la mairie de {pl}.",
                     f"ขอแสดงความยินดีกับคุณ{L(m.own('th'))} ในงานมงคลสมรส"]
        elif v == 3:
            c = m.any(i)
            lines = [f"#general — {firm}", f"Please welcome {L(a)}, who joins the {m.c(PRODUCTS)} team in {pl} as "
                     f"{m.c(ROLES).lower()}! Onboarding buddy: {L(b)}.",
                     f"Congratulations to {L(c)} on the promotion to Director of Operations."]
        elif v == 4:
            o = m.own("ru")
            lines = ["Приказ о назначении", f"Назначение с 1 апреля 2027 г.: {L(o)} — начальник отдела продаж.",
                     f"Anuncio: {L(a)} se despide de {firm} tras doce años. ¡Gracias!", f"Felicidades, {L(b)}."]
        elif v == 5:
            o = m.own("el")
            lines = [f"Θερμά συγχαρητήρια για την προαγωγή: {L(o)}, διευθυντής πωλήσεων.",
                     f"Annuncio: è nato {L(a.split()[0])}, figlio di {L(b)}. Auguri da tutto l'ufficio di {pl}!"]
        else:
            o = m.own("ko")
            lines = [f"[인사] {L(o)} 팀장이 {pl} 지사로 발령되었습니다.",
                     f"Pożegnanie: {L(a)} odchodzi z {firm} po latach pracy. Dziękujemy!", f"Farewell lunch organised by {L(b)}."]
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


def _roster(m):
    """Sports team sheets, class lists, on-call and duty rotas, shift plans."""
    k, docs = "roster", []
    for i in range(9):
        v = i % 3
        if v == 0:
            lines = [f"FC {m.c(PLACES)} — team sheet, matchday {i + 3}", "No. Pos Player"]
            for j in range(4):
                g, s = m.split()
                lines.append(f"{j + 1:>2}  {['GK', 'DF', 'MF', 'FW'][j]}  {lab(s.upper() + ' ' + g, k)}")
            lines.append(f"Coach: {lab(m.latin(), k)}   Kit sponsor: {m.c(FIRMS)}")
        elif v == 1:
            lines = [f"Klasse 7b — Klassenliste ({m.c(PLACES)})", "Nr.;Nachname;Vorname;Gruppe"]
            for j in range(4):
                g, s = m.split()
                lines.append(f"{j + 1};{lab(s, k)};{lab(g, k)};{'AB'[j % 2]}")
            lines.append(f"Klassenleitung: {lab(m.latin(), k)}")
        else:
            lines = [f"On-call rota, {m.c(PRODUCTS)} (PagerDuty export)", "Week | Primary | Secondary | Escalation"]
            for j in range(3):
                lines.append(f"2027-W{10 + j} | {lab(m.any(i + j), k)} | {lab(m.latin(), k)} | {m.user()}")
            lines.append(f"Night shift (Nachtschicht) {m.c(PLACES)}: {lab(m.own(['zh', 'th', 'hi', 'ar', 'el'][i % 5]), k)}, "
                         f"{lab(m.latin(), k)}")
        docs.append((f"{k}-{i + 1:02d}", lines))
    return docs


SHAPES = {"subtitle": _subtitle, "sqldump": _sqldump, "logs": _logs, "legal": _legal, "filepath": _filepath,
          "jsonld": _jsonld, "ocr": _ocr, "orgchart": _orgchart, "announcement": _announcement, "roster": _roster}


def main():
    """Prints names per kind and every problem; exits 1 on a problem (pii_setkit.made_report)."""
    setkit.made_report(documents(), KINDS, earlier_names(own="sixteenth"))


if __name__ == "__main__":
    main()
