#!/usr/bin/env python3
"""The twentieth name set's made documents (part 2 of issue 30's twentieth set; docs/adr/0265).

Twelve document shapes no earlier set has, each in two languages or layouts or more, so the set measures names
"the way they occur" in documents the detector was never tuned on: patent front pages (USPTO, EPO and JPO), death
notices and obituaries (English, German, Spanish), bibliographic records (CSL-JSON, RIS, MARC), on-call and shift
rotas (Markdown, CSV, handover notes), timesheets, prescriptions and pharmacy labels (English, German), tenancy
agreements (English, French), press releases with quotes (English, German), match reports and line-ups (English,
German), donor and sponsor lists, museum and archive catalogue records (English, German), and class lists and
report cards (English, Russian, Japanese). Every person is labelled [[Name|kind]] exactly as written; split fields
one label per field, an inverted "Surname, Given" in one field one label (as docs/adr/0239 does); nothing else is.

Names come from internal/pii/names/faker (MIT), read in sorted order and drawn by one random.Random(265) of this
module (the nineteenth's Maker, for its language pools, with its own stream and this set's earlier names). No label
is a name any earlier set labels (earlier_names(own="twentieth")). h20a's scripts/pii-twentieth-names.py imports
KINDS and documents(); this module writes nothing. Self-check: python3 scripts/pii_twentieth_made.py
"""
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from pii_thirteenth_more import earlier_names  # noqa: E402
import pii_setkit as setkit  # noqa: E402  (the helpers every set's parts share)
import pii_nineteenth_made as n19  # noqa: E402  (its language pools; none of its random state)

KINDS = ["patent", "obituary", "biblio", "rota", "timesheet", "prescription", "lease", "pressrelease",
         "matchreport", "donors", "catalogue", "classlist"]
SEED = 265
PER_KIND = 32  # names per kind at least
# the unlabelled things around the names, made up here; none is a person (several are firms named after a surname
# plus a business word or a legal form)
FIRMS = ["Harrowgate Instruments Inc.", "Kessler Antriebstechnik GmbH", "Vandermeer Optics B.V.",
         "Pemberton & Lowe LLP", "Okonkwo Foods Ltd.", "Castellanos Holdings S.L.", "Brightwater Analytics Corp.",
         "Dufresne Bâtiment SAS", "Mizuhara Denki K.K.", "Thornbury Capital Partners", "Aldgate Lettings Ltd.",
         "Rosenthal Stiftung gGmbH"]
PLACES = ["Leamington Spa", "Bielefeld", "Ghent", "Valladolid", "Grenoble", "Tacoma", "Dunedin", "Kraków",
          "Sapporo", "Ballarat", "Winterthur", "Aarhus"]
STREETS = ["14 Orchard Lane", "Lindenallee 22", "221 Harbor View Rd", "rue des Tanneurs 9", "Calle Mayor 17",
           "3 Wexford Terrace", "Bahnhofstraße 5"]
PRODUCTS = ["Kestrel Cloud", "Pinecone CRM", "Oxbow Sensor", "Nimbus Pay", "Larkspur Analytics", "Fathom DB"]
DRUGS = ["Amoxicillin 500 mg capsules", "Lisinopril 10 mg tablets", "Sertraline 50 mg tablets",
         "Atorvastatin 20 mg tablets", "Ibuprofen 400 mg tablets"]
DRUGS_DE = ["Ramipril 5 mg N2", "Metoprolol 47,5 mg N3", "Pantoprazol 20 mg N1", "Candesartan 8 mg N2"]
CLUBS = ["Harrow Rovers", "Millbrook Athletic", "SV Eichenau", "FC Rheinfelden 08", "Dunmore United"]
HANDLES = ["oncall-bot", "pagerduty", "ops_lead", "sre-night", "@infra-team"]


def _dot(firm):
    """A firm's name ending a sentence: one full stop, even after a firm that ends in one (Inc, B.V)."""
    return firm if firm.endswith(".") else firm + "."


class Maker(n19.Maker):
    """Names for this build: the nineteenth's pools of faker's sorted lists, but one Random(265) of this module
    and the twentieth's earlier names, and more written forms (initials, capitals before a given name) counted as
    taken, since the shapes write them."""

    def __init__(self):
        super().__init__()
        self.rng = random.Random(SEED)  # before any draw: nothing of the nineteenth's stream is used
        self.earlier = earlier_names(own="twentieth")

    def pair(self, lang=None):
        """(given, surname), each part, its capitals, initials and every order of the whole new to every set."""
        given, sur = self.lang[lang] if lang else (self.given, self.sur)
        for _ in range(50000):
            g, s = self.c(given), self.c(sur)
            forms = (g, s, f"{g} {s}", f"{s} {g}", f"{s}, {g}", g.upper(), s.upper(), f"{g.upper()} {s.upper()}",
                     f"{s.upper()}, {g.upper()}", f"{s}{g}", f"{s}\u3000{g}", f"{s.upper()}/{g.upper()}",
                     f"{s.upper()}, {g}", f"{g[0]}. {s}", f"{s.upper()} {g}")
            if g != s and self._new(*forms):
                self.made.update(forms)
                return g, s
        raise SystemExit("names ran out")

    def given1(self, lang=None):
        """A given name alone, new to every set (survivors, pupils called by given name)."""
        return self.pair(lang)[0]

    def sur1(self, lang=None):
        """A surname alone, new to every set (scorers, line-ups, "Mrs Smith")."""
        return self.pair(lang)[1]

    def ja(self):
        """A Japanese (surname, given name) in Han and kana, each and both together new to every set."""
        ja = self.lang["ja"]
        for _ in range(50000):
            s, g = self.c(ja[1]), self.c(ja[0])
            forms = (s, g, s + g, f"{s} {g}", f"{s}\u3000{g}")
            if self._new(*forms):
                self.made.update(forms)
                return s, g
        raise SystemExit("names ran out")


def _patent(m, k, i, L):
    v = i % 3
    if v == 0:
        (g1, s1), (g2, s2), (g3, s3) = m.pair(), m.pair(), m.pair()
        return ["(12) United States Patent Application Publication", f"     {L(s1)} et al.",
                f"(10) Pub. No.: US 2026/01{i:05d} A1", "(43) Pub. Date: Mar. 5, 2026",
                f"(54) SELF-CALIBRATING FLOW SENSOR FOR {m.c(PRODUCTS).upper()}",
                f"(71) Applicant: {m.c(FIRMS)}, {m.c(PLACES)} (US)",
                f"(72) Inventors: {L(g1 + ' ' + s1)}, {m.c(PLACES)}, CA (US); {L(g2 + ' ' + s2)}, "
                f"{m.c(PLACES)}, WA (US); {L(g3 + ' ' + s3)}, {m.c(PLACES)} (NZ)",
                f"(74) Attorney, Agent, or Firm: {m.c(FIRMS)}",
                f"Primary Examiner — {L(m.full())}", f"Assistant Examiner — {L(m.full())}"]
    if v == 1:
        (g1, s1), (g2, s2), (g3, s3) = m.pair("de"), m.pair("de"), m.pair()
        return [f"(19) Europäisches Patentamt  (11) EP 4 1{i:02d} 377 A1", "(12) EUROPÄISCHE PATENTANMELDUNG",
                f"(71) Anmelder: {m.c(FIRMS)}", f"      {m.c(STREETS)}, 33602 {m.c(PLACES)} (DE)",
                "(72) Erfinder:", f"  • {L(s1.upper() + ', ' + g1)}", f"    33615 {m.c(PLACES)} (DE)",
                f"  • {L(s2.upper() + ', ' + g2)}", f"    8400 {m.c(PLACES)} (CH)",
                f"  • {L(s3.upper() + ', ' + g3)}", f"    9000 {m.c(PLACES)} (BE)",
                f"(74) Vertreter: {L(m.pair('de')[1] + ', ' + m.pair('de')[0])}",
                f"      Patentanwälte {m.c(FIRMS)}"]
    (s1, g1), (s2, g2), (s3, g3) = m.ja(), m.ja(), m.ja()
    return ["(19)【発行国】日本国特許庁(JP)", "(12)【公報種別】公開特許公報(A)",
            f"(11)【公開番号】特開2026-0{i:05d}", f"(71)【出願人】【氏名又は名称】{m.c(FIRMS)}",
            f"(72)【発明者】【氏名】{L(s1 + ' ' + g1)}", f"(72)【発明者】【氏名】{L(s2 + ' ' + g2)}",
            f"(74)【代理人】【弁理士】【氏名】{L(s3 + ' ' + g3)}",
            f"(72) Inventors: {L(m.pair()[1].upper() + ', ' + m.pair()[0])}"]


def _obituary(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair()
        w = m.pair()
        return [f"{L(g.upper() + ' ' + s.upper())}", "",
                f"{L(g + ' ' + s)}, 84, of {m.c(PLACES)}, passed away peacefully on March 2, 2026, at home.",
                f"Born to {L(m.full())} and {L(m.full())}, he worked for 31 years at {_dot(m.c(FIRMS))}",
                f"He is survived by his wife of 58 years, {L(w[0])} ({L(w[1])}); sons {L(m.given1())} and "
                f"{L(m.given1())}; and his sister {L(m.full())}.",
                f"He was predeceased by his brother {L(m.full())}.",
                f"Services will be officiated by Rev. {L(m.full())} at St. Aidan's, {m.c(STREETS)}.",
                f"In lieu of flowers, donations to the {m.c(PLACES)} Hospice are appreciated."]
    if v == 1:
        (g, s), (gw, sw) = m.pair("de"), m.pair("de")
        return ["Traurig, aber dankbar für die gemeinsame Zeit nehmen wir Abschied von", "",
                f"          {L(g + ' ' + s)}", "          * 4. Mai 1941   † 19. Februar 2026", "",
                f"In stiller Trauer: {L(gw + ' ' + s)} geb. {L(sw)}",
                f"{L(m.full('de'))} und {L(m.full('de'))} mit {L(m.given1('de'))} und {L(m.given1('de'))}",
                f"Die Trauerfeier mit Pfarrerin {L(m.full('de'))} findet am 27. Februar in {m.c(PLACES)} statt.",
                f"Bestattungshaus {m.c(FIRMS)}"]
    g, s = m.pair("es")
    return ["ESQUELA", "", f"D. {L(g + ' ' + s + ' ' + m.sur1('es'))}", "Falleció en Valladolid el 8 de enero de 2026",
            "a los 79 años de edad, habiendo recibido los Santos Sacramentos.", "D.E.P.",
            f"Su esposa, {L(m.full('es'))}; hijos, {L(m.full('es'))} y {L(m.full('es'))}; nietos, "
            f"{L(m.given1('es'))} y {L(m.given1('es'))}; y demás familia",
            f"ruegan una oración por su alma. Oficiará la misa el párroco {L(m.full())}.",
            f"Tanatorio {m.c(FIRMS)}, sala 3."]


def _biblio(m, k, i, L):
    v = i % 3
    if v == 0:
        (g1, s1), (g2, s2), (g3, s3) = m.pair(), m.pair(), m.pair()
        return ["[", "  {", f'    "id": "item{i}",', '    "type": "article-journal",',
                f'    "title": "Soil carbon under {m.c(PRODUCTS)} monitoring",', '    "author": [',
                f'      {{"family": "{L(s1)}", "given": "{L(g1)}"}},',
                f'      {{"family": "{L(s2)}", "given": "{L(g2)}"}}', "    ],",
                f'    "editor": [{{"family": "{L(s3)}", "given": "{L(g3)}"}}],',
                f'    "publisher": "{m.c(FIRMS)}", "publisher-place": "{m.c(PLACES)}",',
                '    "issued": {"date-parts": [ [2024, 6] ]}', "  }", "]"]
    if v == 1:
        a, b, c = m.pair(), m.pair(), m.pair()
        return ["TY  - JOUR", f"AU  - {L(a[1] + ', ' + a[0])}", f"AU  - {L(b[1] + ', ' + b[0])}",
                f"A2  - {L(c[1] + ', ' + c[0])}", "TI  - Shift work and sleep in hospital staff",
                "T2  - Journal of Occupational Health", "PY  - 2025", "VL  - 67", "SP  - 112", "EP  - 127",
                f"PB  - {m.c(FIRMS)}", f"CY  - {m.c(PLACES)}", "ER  - "]
    a, b, c = m.pair("de"), m.pair(), m.pair("pl")
    return [f"=LDR  00000nam a2200000 i 4500", f"=001  ocm{40000000 + i}",
            f"=100  1\\$a{L(a[1] + ', ' + a[0])},$d1952-$eauthor.",
            f"=245  10$aDie Mühlen von {m.c(PLACES)} :$beine Wirtschaftsgeschichte /$c{L(a[0] + ' ' + a[1])}.",
            f"=264  \\1$a{m.c(PLACES)} :$b{m.c(FIRMS)},$c2019.",
            f"=700  1\\$a{L(b[1] + ', ' + b[0])},$eeditor.", f"=700  1\\$a{L(c[1] + ', ' + c[0])},$etranslator."]


def _rota(m, k, i, L):
    v = i % 3
    if v == 0:
        rows = [f"## On-call rota — {m.c(PRODUCTS)} platform, Q2", "",
                "| Week | Primary | Secondary | Escalation |", "|---|---|---|---|"]
        for j in range(3):
            rows.append(f"| 2026-W{14 + j} | {L(m.full())} | {L(m.full())} | {m.c(HANDLES)} |")
        rows.append(f"\nSwaps: ask in #ops; {L(m.full())} approves.")
        return rows
    if v == 1:
        rows = ["date,shift,staff_1,staff_2,ward"]
        for j in range(3):
            a, b = m.pair(), m.pair()
            rows.append(f"2026-04-0{j + 1},{('Early', 'Late', 'Night')[j]},\"{L(a[1] + ', ' + a[0])}\","
                        f"{L(b[0] + ' ' + b[1])},{m.c(PLACES)} Ward")
        return rows
    a, b = m.pair(), m.pair()
    return [f"HANDOVER — night shift, {m.c(PLACES)} depot", f"From: {L(a[0] + ' ' + a[1])}  To: {L(b[0] + ' ' + b[1])}",
            f"- Forklift 3 out of service; {L(m.full())} from {m.c(FIRMS)} booked for 09:00.",
            f"- {L(a[0])} covered for {L(m.given1())} 02:00-04:00 (sick).",
            f"- Call {L(m.full())} (duty manager) if the {m.c(PRODUCTS)} alarm repeats."]


def _timesheet(m, k, i, L):
    v = i % 3
    if v == 0:
        rows = ["employee,week_ending,project,hours,approver,status"]
        appr = m.pair()
        for j in range(3):
            rows.append(f"{L(m.full())},2026-03-{13 + 7 * j},{m.c(PRODUCTS)},{36 + j}.5,"
                        f"{L(appr[0] + ' ' + appr[1])},approved")
        return rows
    if v == 1:
        g, s = m.pair("de")
        return ["STUNDENNACHWEIS März 2026", f"Mitarbeiter/in: {L(s + ', ' + g)}   Personalnr. 40{i:03d}",
                f"Kostenstelle: {m.c(FIRMS)} / Projekt {m.c(PRODUCTS)}",
                "Mo 02.03.  08:00–16:30  Pause 0:30  8,0 h", "Di 03.03.  07:45–17:00  Pause 0:45  8,5 h",
                f"Vertretung: {L(m.full('de'))}", f"Geprüft: {L(m.full('de'))} (Teamleitung)   Datum: 31.03.2026"]
    g, s = m.pair()
    return [f"TIMESHEET — contractor", f"Name: {L(g + ' ' + s)}", f"Agency: {m.c(FIRMS)}",
            f"Client contact: {L(m.full())}", "Mon 7.5  Tue 7.5  Wed 8.0  Thu 7.0  Fri 6.0  Total 36.0",
            f"Signed (worker): {L(g + ' ' + s)}", f"Signed (client): {L(m.full())}"]


def _prescription(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair()
        return [f"{m.c(PLACES).upper()} MEDICAL PRACTICE   {m.c(STREETS)}",
                f"Patient: {L(g + ' ' + s)}    DOB: 1958-07-{10 + i % 18}", f"Rx: {m.c(DRUGS)}",
                "Sig: 1 tab PO twice daily x 7 days   Disp: #14   Refills: 0",
                f"Prescriber: Dr. {L(m.full())}, MD   DEA: B{i:07d}", "Substitution permitted"]
    if v == 1:
        g, s = m.pair()
        return [f"{m.c(FIRMS).upper()} PHARMACY", f"{L(s.upper() + ', ' + g.upper())}",
                f"{m.c(DRUGS)}", "TAKE ONE TABLET BY MOUTH EVERY MORNING", "QTY: 30   REFILLS: 2",
                f"DR. {L(m.full().upper())}", f"RPh: {L(m.full())}   Rx# 60{i:05d}"]
    g, s = m.pair("de")
    return ["Muster 16 — Kassenrezept", f"Krankenkasse: AOK {m.c(PLACES)}",
            f"Name, Vorname des Versicherten: {L(s + ', ' + g)}", f"geb. am 12.03.1966   {m.c(STREETS)}",
            f"Rp. {m.c(DRUGS_DE)}", f"    {m.c(DRUGS_DE)}",
            f"Vertragsarzt: Dr. med. {L(m.full('de'))}, Allgemeinmedizin, {m.c(PLACES)}",
            f"Abgegeben: {m.c(PLACES)}-Apotheke, Apothekerin {L(m.full('de'))}"]


def _lease(m, k, i, L):
    v = i % 2
    if v == 0:
        (gl, sl), (gt, st) = m.pair(), m.pair()
        return ["ASSURED SHORTHOLD TENANCY AGREEMENT",
                f"This agreement is made between {L(gl + ' ' + sl)} (\"the Landlord\") of {m.c(STREETS)} and "
                f"{L(gt + ' ' + st)} and {L(m.full())} (\"the Tenants\").",
                f"Property: Flat 2, {m.c(STREETS)}, {m.c(PLACES)}. Managing agent: {_dot(m.c(FIRMS))}",
                f"Guarantor: {L(m.full())}, who guarantees the Tenants' obligations under clause 7.",
                "Rent: £1,150 per calendar month, payable in advance.",
                f"Signed by the Landlord: {L(gl + ' ' + sl)}    Witness: {L(m.full())}",
                f"Signed by the Tenant: {L(gt + ' ' + st)}    Witness: {L(m.full())}"]
    (gl, sl), (gt, st) = m.pair(), m.pair()
    return ["CONTRAT DE LOCATION — local à usage d'habitation (loi du 6 juillet 1989)",
            f"ENTRE LES SOUSSIGNÉS : M. {L(gl + ' ' + sl)}, demeurant {m.c(STREETS)}, ci-après « le bailleur »,",
            f"ET : Mme {L(gt + ' ' + st)}, ci-après « le locataire ».",
            f"Caution solidaire : M. {L(m.full())}, père du locataire.",
            f"Le bailleur est représenté par {m.c(FIRMS)}, agence de {m.c(PLACES)}.",
            f"Fait à {m.c(PLACES)}, le 1er mars 2026.  Le bailleur : {L(sl.upper())}   "
            f"Le locataire : {L(st.upper())}"]


def _press(m, k, i, L):
    v = i % 2
    if v == 0:
        g, s = m.pair()
        firm = m.c(FIRMS)
        return ["FOR IMMEDIATE RELEASE", "",
                f"{firm} launches {m.c(PRODUCTS)} in {m.c(PLACES)}", "",
                f"{m.c(PLACES).upper()}, April 2, 2026 — {firm} today announced general availability of "
                f"{m.c(PRODUCTS)}.",
                f"\"Customers asked for this for two years,\" said {L(g + ' ' + s)}, CEO of {_dot(firm)} "
                f"\"We listened.\"",
                f"{L(m.full())}, an analyst at {m.c(FIRMS)}, called the pricing \"aggressive\".",
                f"{L(s)} will present the roadmap at the spring summit.", "",
                f"Media contact: {L(m.full())}, press@example.com, +1 555 0100"]
    g, s = m.pair("de")
    return ["PRESSEMITTEILUNG", "",
            f"{m.c(FIRMS)} eröffnet Werk in {m.c(PLACES)}", "",
            f"{m.c(PLACES)}, 14. März 2026 – „Der Standort sichert 240 Arbeitsplätze“, sagte "
            f"Geschäftsführerin {L(g + ' ' + s)} bei der Eröffnung.",
            f"Auch Oberbürgermeister {L(m.full('de'))} lobte die Investition.",
            f"{L(s)} kündigte an, bis 2028 weitere Stellen zu schaffen.", "",
            f"Pressekontakt: {L(m.full('de'))}, Unternehmenskommunikation, presse@example.de"]


def _match(m, k, i, L):
    v = i % 2
    if v == 0:
        h, a = m.c(CLUBS[:3]), m.c(CLUBS[3:])
        s1, s2, s3 = m.sur1(), m.sur1(), m.sur1()
        return [f"{h} 2-1 {a}", "",
                f"{L(s1)} 23', {L(s2)} 67' — {L(s3)} 88' (pen)", "",
                f"{h}: {L(m.sur1())}; {L(m.sur1())}, {L(m.sur1())}, {L(s1)} (c); {L(m.sur1())} "
                f"({L(m.sur1())} 74'), {L(s2)}.",
                f"Referee: {L(m.full())}.  Attendance: 4,212 at {m.c(PLACES)} Park.",
                f"Manager {L(m.full())} said the win was \"deserved\"."]
    h, a = m.c(CLUBS[2:4]), m.c(CLUBS[:2])
    s1, s2 = m.sur1("de"), m.sur1("de")
    return [f"Spielbericht: {h} – {a} 3:0 (1:0)", "",
            f"Tore: 1:0 {L(s1)} (12.), 2:0 {L(s2)} (58.), 3:0 {L(s1)} (81., Foulelfmeter)",
            f"Aufstellung {h}: {L(m.sur1('de'))} – {L(m.sur1('de'))}, {L(m.sur1())}, {L(s2)} – {L(s1)}",
            f"Wechsel: 63. {L(m.full('de'))} für {L(m.full())}",
            f"Gelb: {L(m.sur1('de'))}.  Schiedsrichter: {L(m.full('de'))} ({m.c(PLACES)})",
            f"Trainer {L(m.full('de'))}: „Wir waren heute einfach wacher.“"]


def _donors(m, k, i, L):
    v = i % 2
    if v == 0:
        return [f"THANK YOU TO OUR 2025 SUPPORTERS — {m.c(PLACES)} Community Theatre", "",
                "Benefactors ($5,000+)", f"  {m.c(FIRMS)}", f"  {L(m.full())}", f"  Mr. and Mrs. {L(m.full())}",
                "Patrons ($1,000–$4,999)", f"  {L(m.full())}", f"  {L(m.full())}", "  Anonymous (2)",
                "Friends ($100–$999)", f"  {L(m.full())}", f"  The {m.pair()[1]} Family Foundation",
                f"  In memory of {L(m.full())}", f"  In honor of {L(m.full())}, by {L(m.full())}"]
    return ["Unsere Förderer 2025 – Förderverein Stadtbibliothek", "",
            "Platin", f"  {m.c(FIRMS)}", f"  {L(m.full('de'))}", "Gold", f"  {L(m.full('de'))}",
            f"  {L(m.full())} und {L(m.full('de'))}", "Silber", f"  Dr. {L(m.full('de'))}",
            f"  Im Gedenken an {L(m.full('de'))}", f"  {m.c(FIRMS)}"]


def _catalogue(m, k, i, L):
    v = i % 3
    if v == 0:
        a, s = m.pair(), m.pair()
        return [f"Object number: 1987.{i}.12", f"Artist: {L(a[1] + ', ' + a[0])} (American, 1911–1984)",
                f"Title: Portrait of {L(s[0] + ' ' + s[1])}", "Date: 1949   Medium: Oil on canvas",
                f"Sitter: {L(s[0] + ' ' + s[1])}",
                f"Credit line: Gift of {L(m.full())} and {L(m.full())}, 1987",
                f"Provenance: the artist; sold to {m.c(FIRMS)}, {m.c(PLACES)}; {L(m.full())}, by 1962."]
    if v == 1:
        p = m.pair()
        return [f"Item ID: PH-{i:04d}", f"Photographer: {L(p[0] + ' ' + p[1])}",
                f"Description: Workers outside the {m.c(FIRMS)} mill, {m.c(PLACES)}; {L(m.full())} at left.",
                f"Depicted: {L(m.full())}; {L(m.full())}", "Format: gelatin silver print, 8 x 10 in.",
                f"Source: Donated by {L(m.full())} (photographer's niece), 2003",
                f"Catalogued by {L(m.full())}, 2021-05-14"]
    a = m.pair("de")
    return [f"Inventarnummer: Gm {1200 + i}", f"Künstler: {L(a[0] + ' ' + a[1])} (1872–1938)",
            f"Titel: Bildnis {L(m.full('de'))}", "Technik: Radierung auf Bütten",
            f"Erwerbung: Schenkung {L(m.full('de'))}, {m.c(PLACES)}, 1996",
            f"Fotonachweis: {L(m.full('de'))}; Rechte: {m.c(FIRMS)}"]


def _classlist(m, k, i, L):
    v = i % 4
    if v == 0:
        rows = [f"Class 4B — {m.c(PLACES)} Primary School", f"Teacher: Mrs {L(m.sur1())}    TA: {L(m.full())}",
                "", "No. | Surname | First name | Parent/carer"]
        for j in range(3):
            g, s = m.pair()
            rows.append(f"{j + 1} | {L(s)} | {L(g)} | {L(m.full())}")
        return rows
    if v == 1:
        g, s = m.pair()
        return ["END OF YEAR REPORT 2025-26", f"Pupil: {L(g + ' ' + s)}   Form: 8R", f"Form tutor: {L(m.full())}",
                f"English ({L(m.full())}): {L(g)} reads widely and writes with growing confidence.",
                f"Maths ({L(m.full())}): Secure; must show working.",
                f"Head of Year: {L(m.full())}"]
    if v == 2:
        rows = ["Список 7 «А» класса", f"Классный руководитель: {L(m.full('ru'))}", "№,Фамилия,Имя"]
        ru_g, ru_s = m.lang["ru"]
        for j in range(3):
            for _ in range(50000):
                g, s = m.c(ru_g), m.c(ru_s)
                if m._new(g, s, f"{s} {g}", f"{g} {s}"):
                    m.made.update((g, s, f"{s} {g}", f"{g} {s}"))
                    break
            rows.append(f"{j + 1},{L(s)},{L(g)}")
        return rows
    rows = ["3年2組 名簿", f"担任: {L(' '.join(m.ja()))}", "出席番号,氏,名,保護者"]
    for j in range(3):
        s, g = m.ja()
        ps, pg = m.ja()
        rows.append(f"{j + 1},{L(s)},{L(g)},{L(ps + ' ' + pg)}")
    return rows


SHAPES = {"patent": _patent, "obituary": _obituary, "biblio": _biblio, "rota": _rota, "timesheet": _timesheet,
          "prescription": _prescription, "lease": _lease, "pressrelease": _press, "matchreport": _match,
          "donors": _donors, "catalogue": _catalogue, "classlist": _classlist}
_CACHE = []


def documents():
    """Every made document as (doc_id, text), built once (pii_setkit.made_until)."""
    if not _CACHE:
        _CACHE.append(setkit.made_until(Maker(), KINDS, SHAPES, PER_KIND))
    return list(_CACHE[0])


def main():
    """Prints names per kind and every problem; exits 1 on a problem (pii_setkit.made_report)."""
    setkit.made_report(documents(), KINDS, earlier_names(own="twentieth"))


if __name__ == "__main__":
    main()
