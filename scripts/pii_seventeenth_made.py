#!/usr/bin/env python3
"""The seventeenth name set's made documents (part 2 of issue 30's seventeenth set; docs/adr/0235).

The sixteenth's ten shapes written anew in other layouts, dialects and languages (SubRip with bracketed speakers and
TTML, MySQL dumps and CSV exports, syslog and key=value logs, Dutch / Portuguese / Swedish / Czech legal text, file
names with the date first or the surname first, OCR with broken diacritics and "rn" for "m", microdata and hCard,
indented org trees, announcements in Spanish / Italian / Polish / Finnish, rosters), plus two shapes no set has:
email threads and meeting minutes. Each shape tests whether tuning on the sixteenth carries to new documents of the
same kind. Every person is labelled [[Name|kind]] exactly as written; nothing else is.

Names come from internal/pii/names/faker (MIT), read in sorted order and drawn by one random.Random(235) of this
module. No label is a name any earlier set labels (earlier_names(own="seventeenth")). h17a's
scripts/pii-seventeenth-names.py imports KINDS and documents(); this module writes nothing. Self-check:
python3 scripts/pii_seventeenth_made.py
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

KINDS = ["subtitle2", "sqldump2", "logs2", "legal2", "filepath2", "jsonld2", "ocr2", "orgchart2", "announcement2",
         "roster2", "email-thread", "minutes"]
SEED = 235
PER_KIND = 30  # names per kind at least
# the unlabelled things around the names, made up here; none is a person
FIRMS = ["Brackwater Shipping B.V.", "Solvang Kraft AB", "Tejo Digital Lda.", "Vltava Mlýny s.r.o.",
         "Quillfeather Press", "Amberline Systems Oy", "Corvina Alimentos S.A.", "Ridgeback Telecom plc"]
PLACES = ["Utrecht", "Coimbra", "Uppsala", "Olomouc", "Zaragoza", "Trieste", "Poznań", "Oulu", "Ghent", "Malmö"]
PRODUCTS = ["Lantern Helpdesk", "Marlin Ledger", "Fjord Scheduler", "Tessera Docs", "Basalt Backup"]
HOSTS = ["app-12.eu", "mx-relay-3", "sso-edge-1", "jobs-04", "vault-2"]
DOMAINS = ["example.com", "example.net", "mail.example", "firm.example"]
ROLES = ["Treasurer", "Chair", "Secretary", "Release manager", "Controller", "Lead counsel", "Sound engineer"]


class Maker:
    """Names for one build: faker's lists sorted, one Random(235), every earlier set's names kept out."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.earlier = earlier_names(own="seventeenth")
        self.made = set()
        g, s = _read("given.txt"), _read("surnames.txt")
        lat = r"[A-Z][a-zà-öø-ÿăąćčďęěğıłńňőřśşšţťůűźżž]{2,}"
        self.given = [w for w in g if re.fullmatch(lat, w)]
        self.sur = [w for w in s if re.fullmatch(lat, w)]
        self.zh = ([w for w in g if re.fullmatch(r"[\u4e00-\u9fff]{1,2}", w)],
                   [w for w in s if re.fullmatch(r"[\u4e00-\u9fff]", w)])
        self.ko = ([w for w in g if re.fullmatch(r"[가-힣]{2}", w)], [w for w in s if re.fullmatch(r"[가-힣]", w)])

    def c(self, seq):
        return self.rng.choice(seq)

    def _new(self, *forms):
        return all(f not in self.made and f not in self.earlier for f in forms)

    def pair(self):
        """(given, surname), each part and every order of the whole new to every set."""
        for _ in range(50000):
            g, s = self.c(self.given), self.c(self.sur)
            if g != s and self._new(g, s, f"{g} {s}", f"{s} {g}", f"{s}, {g}"):
                self.made.update((g, s, f"{g} {s}"))
                return g, s
        raise SystemExit("Latin names ran out")

    def full(self):
        g, s = self.pair()
        return f"{g} {s}"

    def cjk(self, which):
        """A Chinese or Korean name, surname first, no space."""
        given, sur = self.zh if which == "zh" else self.ko
        for _ in range(50000):
            n = self.c(sur) + self.c(given)
            if self._new(n):
                self.made.add(n)
                return n
        raise SystemExit("CJK names ran out")


def _read(name):
    with open(os.path.join(ROOT, "internal/pii/names/faker", name), encoding="utf-8") as fh:
        return sorted({w.strip() for w in fh if w.strip()})


def _subtitle(m, k, i, L):
    if i % 2 == 0:
        a, b = m.full(), m.full()
        ga = a.split()[0]
        return [f"{i + 1}", "00:01:04,120 --> 00:01:06,900", f"[Interviewer — {L(a)}] Did the shipment from {m.c(PLACES)} arrive?",
                "", f"{i + 2}", "00:01:07,010 --> 00:01:09,480", f"[Guest — {L(b)}] Not yet, {L(ga)}. Call {m.c(FIRMS)}.",
                "", f"{i + 3}", "00:01:10,000 --> 00:01:12,300", f"<i>({L(m.full())}, off screen)</i> Hurry up!"]
    a, b = m.full(), m.cjk("zh" if i % 4 == 1 else "ko")
    return ['<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata">',
            f'<head><ttm:agent xml:id="sp1" type="person"><ttm:name type="full">{L(a)}</ttm:name></ttm:agent>',
            f'<ttm:agent xml:id="sp2" type="person"><ttm:name type="full">{L(b)}</ttm:name></ttm:agent></head>',
            f'<body><p begin="00:00:02.000" end="00:00:04.500" ttm:agent="sp1">Welcome to {m.c(PLACES)}.</p>',
            f'<p begin="00:00:05.000" end="00:00:07.000" ttm:agent="sp2">{L(m.full())} sends regards.</p></body></tt>']


def _sqldump(m, k, i, L):
    if i % 2 == 0:
        rows = []
        for j in range(3):
            g, s = m.pair()
            rows.append(f"({40 + j},'{L(g)}','{L(s)}','{g.lower()}.{j}@{m.c(DOMAINS)}','{m.c(PLACES)}')")
        return ["-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)", "LOCK TABLES `customers` WRITE;",
                "/*!40000 ALTER TABLE `customers` DISABLE KEYS */;",
                "INSERT INTO `customers` (`id`,`first_name`,`last_name`,`email`,`city`) VALUES " + ",".join(rows) + ";",
                "UNLOCK TABLES;"]
    lines = ["id,full_name,company,signup_date,referrer"]
    for j in range(3):
        lines.append(f'{700 + j},"{L(m.full())}",{m.c(FIRMS).replace(",", "")},2026-0{j + 1}-1{j},"{L(m.full())}"')
    return lines


def _logs(m, k, i, L):
    h = m.c(HOSTS)
    g, s = m.pair()
    return [f"Mar 11 08:14:0{i % 10} {h} sshd[2211]: Accepted publickey for {g.lower()}{s[0].lower()} from 10.0.4.{i}",
            f'ts=2026-03-11T08:15:00Z level=info msg="profile updated" actor="{L(g + " " + s)}" app="{m.c(PRODUCTS)}"',
            f'ts=2026-03-11T08:15:02Z level=warn msg="password reset requested by {L(m.full())}" host={h}',
            f"2026-03-11 08:16:44 AUDIT grant role=admin to '{L(m.full())}' by system"]


def _legal(m, k, i, L):
    a, b, c = m.full(), m.full(), m.full()
    p = m.c(PLACES)
    forms = [
        [f"RECHTBANK {p.upper()}", f"Zaaknummer C/16/5{i}1", f"in de zaak van {L(a)}, wonende te {p}, eiser,",
         f"advocaat: mr. {L(b)},", f"tegen {m.c(FIRMS)}, gedaagde. Rechter: {L(c)}."],
        ["CONTRATO DE PRESTAÇÃO DE SERVIÇOS", f"Entre {L(a)}, doravante CONTRATANTE, e {m.c(FIRMS)},",
         f"representada por {L(b)}, doravante CONTRATADA. Testemunha: {L(c)}. {p}, 2 de maio de 2026."],
        [f"{p.upper()} TINGSRÄTT", f"Mål nr T 41{i}-26", f"KÄRANDE: {L(a)}", f"Ombud: advokaten {L(b)}",
         f"SVARANDE: {m.c(FIRMS)}", f"Rådman: {L(c)}"],
        ["KUPNÍ SMLOUVA", f"Prodávající: {L(a)}, bytem {p}", f"Kupující: {m.c(FIRMS)}, zastoupená jednatelem {L(b)}",
         f"Ověřil notář {L(c)}."],
    ]
    return forms[i % 4]


def _filepath(m, k, i, L):
    g, s = m.pair()
    g2, s2 = m.pair()
    g3, s3 = m.pair()
    return [f"/srv/hr/2026-04-0{i % 9 + 1} {L(s + ' ' + g)} CV.pdf",
            f"C:\\Users\\{g2.lower()}\\Documents\\{L(s2 + ', ' + g2)} - arbeidscontract.docx",
            f"smb://files.{m.c(DOMAINS)}/scans/20260402_{L(g3 + '_' + s3)}_passport.jpg",
            f"https://cdn.{m.c(DOMAINS)}/team/{L(m.full())}.png"]


def _jsonld(m, k, i, L):
    if i % 2 == 0:
        a, b = m.full(), m.full()
        return ['<div itemscope itemtype="https://schema.org/Person">',
                f'  <span itemprop="name">{L(a)}</span>, <span itemprop="jobTitle">{m.c(ROLES)}</span>',
                f'  <div itemprop="colleague" itemscope itemtype="https://schema.org/Person">'
                f'<span itemprop="name">{L(b)}</span></div>',
                f'  <span itemprop="worksFor">{m.c(FIRMS)}</span></div>']
    g, s = m.pair()
    return ['<div class="vcard">', f'  <span class="fn n"><span class="given-name">{L(g)}</span> '
            f'<span class="family-name">{L(s)}</span></span>',
            f'  <span class="org">{m.c(FIRMS)}</span> <span class="locality">{m.c(PLACES)}</span>',
            f'  <a class="url" href="https://{m.c(DOMAINS)}/">home</a> — assistant: {L(m.full())}</div>']


def _ocr_break(name, i):
    """What an OCR pass makes of a name: "m" read as "rn", a diacritic dropped or split off."""
    if "m" in name and i % 3 == 0:
        return name.replace("m", "rn", 1)
    for a, b in (("č", "c"), ("ř", "r"), ("é", "e´"), ("ö", "o"), ("ł", "l"), ("á", "a´"), ("š", "s")):
        if a in name:
            return name.replace(a, b, 1)
    return name


def _ocr(m, k, i, L):
    a, b, c = _ocr_break(m.full(), i), _ocr_break(m.full(), i + 1), _ocr_break(m.full(), i + 2)
    return [f"- 3 - Protokoll Nr. 1{i} / {m.c(PLACES)}", f"Anwesend: {L(a)} ,  {L(b)}",
            f"Unter-  schrift: ................ ({L(c)})", f"{m.c(FIRMS)} · Seite 3 von 7"]


def _orgchart(m, k, i, L):
    return [f"{m.c(FIRMS)}", f"└── CEO: {L(m.full())}", f"    ├── CFO — {L(m.full())}",
            f"    │   └── {m.c(ROLES)}: {L(m.full())} (interim)", f"    └── CTO — {L(m.full())} [{m.c(PLACES)}]",
            f"        └── 駐在員 / Liaison: {L(m.cjk('zh' if i % 2 else 'ko'))}"]


def _announcement(m, k, i, L):
    a, b = m.full(), m.full()
    p = m.c(PLACES)
    forms = [f"Nos complace anunciar que {L(a)} se incorpora a {m.c(FIRMS)} como directora en {p}. "
             f"Sustituye a {L(b)}, que se jubila.",
             f"Siamo lieti di annunciare la nomina di {L(a)} a responsabile della sede di {p}; "
             f"ringraziamo {L(b)} per il lavoro svolto.",
             f"Z przyjemnością informujemy, że {L(a)} dołącza do zespołu {m.c(PRODUCTS)} w {p}. "
             f"Gratulacje składa {L(b)}.",
             f"Tervetuloa {L(a)}! Hän aloittaa {m.c(FIRMS)}:n {p}n toimistossa. Terveisin {L(b)}."]
    return [forms[i % 4]]


def _roster(m, k, i, L):
    lines = [f"| # | Surname | Given name | Club ({m.c(PLACES)}) |", "|---|---|---|---|"]
    for j in range(3):
        g, s = m.pair()
        lines.append(f"| {j + 1} | {L(s.upper())} | {L(g)} | {m.c(FIRMS)} |")
    lines.append(f"Captain: {L(m.full())}")
    lines.append(f"| 4 | {L(m.cjk('ko'))} | — | {m.c(FIRMS)} |")
    return lines


def _email(m, k, i, L):
    a, b, c = m.pair(), m.pair(), m.full()
    mail = f"{a[0].lower()}.{a[1].lower()}@{m.c(DOMAINS)}"
    if i % 2 == 0:
        return [f"Thanks, I'll forward it to {L(c)}.", "",
                f"On Tue, 10 Mar 2026 at 09:12, {L(a[0] + ' ' + a[1])} <{mail}> wrote:",
                f"> Hi {L(b[0])}, the invoice from {m.c(FIRMS)} is attached.",
                f"> -- ", f"> {L(a[0] + ' ' + a[1])} | {m.c(ROLES)}"]
    return ["---------- Forwarded message ---------", f"From: {L(b[0] + ' ' + b[1])} <b.{b[1].lower()}@{m.c(DOMAINS)}>",
            f"Date: Mon, 9 Mar 2026, 17:40", f"To: {L(c)}", "",
            f"Von: {L(a[1] + ', ' + a[0])}", "Gesendet: Montag, 9. März 2026 16:02",
            f"Betreff: Angebot {m.c(PRODUCTS)}"]


def _minutes(m, k, i, L):
    a, b, c, d = m.full(), m.full(), m.full(), m.full()
    ini = "".join(w[0] for w in c.split())
    return [f"Minutes — {m.c(FIRMS)} board, {m.c(PLACES)}, 12 March 2026",
            f"Present: {L(a)} (chair), {L(b)}, {L(c)}. Apologies: {L(d)}.",
            f"3. Budget review — approved. ({ini})",
            f"AI: {L(b)} to send the draft to {m.c(PRODUCTS)} support by Friday.",
            f"AI: {L(c.split()[0])} to book the room in {m.c(PLACES)}."]


SHAPES = {"subtitle2": _subtitle, "sqldump2": _sqldump, "logs2": _logs, "legal2": _legal, "filepath2": _filepath,
          "jsonld2": _jsonld, "ocr2": _ocr, "orgchart2": _orgchart, "announcement2": _announcement,
          "roster2": _roster, "email-thread": _email, "minutes": _minutes}
_CACHE = []


def documents():
    """Every made document as (doc_id, text), built once (pii_setkit.made_until)."""
    if not _CACHE:
        _CACHE.append(setkit.made_until(Maker(), KINDS, SHAPES, PER_KIND))
    return list(_CACHE[0])


def main():
    """Prints names per kind and every problem; exits 1 on a problem (pii_setkit.made_report)."""
    setkit.made_report(documents(), KINDS, earlier_names(own="seventeenth"))


if __name__ == "__main__":
    main()
