#!/usr/bin/env python3
"""The eighteenth name set's made documents (part 2 of issue 30's eighteenth set; docs/adr/0239).

Twelve shapes no earlier set has: GEDCOM records and family-tree text, airline and hotel records (PNR, boarding
pass, folio), acknowledgement and dedication sections, news bylines and photo captions, forum posts with quoted
replies, source-code comments and commit trailers, certificates and diplomas, clinical notes, bank statements,
HR reviews and case notes, wiki infoboxes, and spreadsheet exports with split name columns. Several languages and
scripts where the shape allows. Every person is labelled [[Name|kind]] exactly as written; nothing else is.

Names come from internal/pii/names/faker (MIT), read in sorted order and drawn by one random.Random(239) of this
module. No label is a name any earlier set labels (earlier_names(own="eighteenth")). h18a's
scripts/pii-eighteenth-names.py imports KINDS and documents(); this module writes nothing. Self-check:
python3 scripts/pii_eighteenth_made.py
"""
import os
import random
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from pii_thirteenth_more import earlier_names  # noqa: E402
import pii_setkit as setkit  # noqa: E402  (the helpers every set's parts share)

KINDS = ["gedcom", "pnr", "acknowledgements", "byline", "forum", "codecomment", "certificate", "clinical",
         "bankstatement", "hrreview", "infobox", "splitcols"]
SEED = 239
PER_KIND = 30  # names per kind at least
# the unlabelled things around the names, made up here; none is a person (several are firms named after a surname)
FIRMS = ["Hollenbeck & Söhne GmbH", "Marquardt Logistik AG", "Treviño Hermanos S.L.",
         "Kowalczyk Budownictwo sp. z o.o.", "Pendleford Analytics Ltd", "Aydınlar Tekstil A.Ş.", "Larchmont Bakery",
         "Bäckerei Ostermann",
         "Nordvik Marine AS", "Castelo Branco Seguros"]
PLACES = ["Lüneburg", "Valladolid", "Gdańsk", "Eskişehir", "Huế", "Tampere", "Aberdeen", "Bologna", "Linz", "Leuven"]
PRODUCTS = ["Orbweaver CMS", "Kestrel Sync", "Tidepool Notes", "Granite Ledger", "Puffin Mail"]
AGENCIES = ["Reuters", "AFP", "Meridian Press Agency", "NordFoto", "Agencia Sextante", "dpa"]
DOMAINS = ["example.com", "example.org", "mail.example", "corp.example"]
DRUGS = ["metoprolol 50 mg", "amoxicillin 500 mg", "apixaban 5 mg", "levothyroxine 75 µg", "ibuprofen 400 mg"]
EPONYMS = ["Parkinson's disease", "Crohn's disease", "Bell's palsy", "Hashimoto thyroiditis", "Glasgow Coma Scale 15",
           "Apgar 9/10", "Barrett's oesophagus"]
HANDLES = ["kestrel_dev", "nullpointer42", "mossy.rock", "tinkerbyte", "old_salt", "fjordwalker", "qwerty_lemon"]


class Maker:
    """Names for one build: faker's lists sorted, one Random(239), every earlier set's names kept out."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.earlier = earlier_names(own="eighteenth")
        self.made = set()
        g, s = _read("given.txt"), _read("surnames.txt")
        self.given = [w for w in g if _latin(w)]
        self.sur = [w for w in s if _latin(w)]
        self.zh = ([w for w in g if re.fullmatch(r"[\u4e00-\u9fff]{1,2}", w)],
                   [w for w in s if re.fullmatch(r"[\u4e00-\u9fff]", w)])
        self.ko = ([w for w in g if re.fullmatch(r"[가-힣]{2}", w)], [w for w in s if re.fullmatch(r"[가-힣]", w)])
        self.ar = ([w for w in g if re.fullmatch(r"[\u0621-\u064a]{3,}", w)],
                   [w for w in s if re.fullmatch(r"[\u0621-\u064a ]{3,}", w) and " " not in w])
        patronymic = re.compile("(ович|евич|овна|евна|ична)$")  # faker's Russian given names hold patronymics
        self.ru = ([w for w in g if re.fullmatch(r"[А-ЯЁ][а-яё]{2,}", w) and not patronymic.search(w)],
                   [w for w in s if re.fullmatch(r"[А-ЯЁ][а-яё]{2,}", w)])

        # letters only Vietnamese, or only Turkish, uses among faker's locales
        vi, tr = "ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹơư", "ğış"
        self.vi = tuple([w for w in pool if any(ch in vi for ch in w)] for pool in (self.given, self.sur))
        self.tr = tuple([w for w in pool if any(ch in tr for ch in w)] for pool in (self.given, self.sur))

    def c(self, seq):
        return self.rng.choice(seq)

    def _new(self, *forms):
        return all(f not in self.made and f not in self.earlier for f in forms)

    def pair(self, given=None, sur=None):
        """(given, surname), each part, its capitals and every order of the whole new to every set."""
        given, sur = given or self.given, sur or self.sur
        for _ in range(50000):
            g, s = self.c(given), self.c(sur)
            forms = (g, s, f"{g} {s}", f"{s} {g}", f"{s}, {g}", g.upper(), s.upper(), f"{g.upper()} {s.upper()}",
                     f"{s.upper()}, {g.upper()}")
            if g != s and self._new(*forms):
                self.made.update(forms)
                return g, s
        raise SystemExit("names ran out")

    def one(self, pool):
        """A single word of pool new to every set (a Vietnamese middle name)."""
        for _ in range(50000):
            w = self.c(pool)
            if self._new(w, w.upper()):
                self.made.update((w, w.upper()))
                return w
        raise SystemExit("names ran out")

    def viet(self):
        """A Vietnamese (surname, middle name, given name), each new."""
        g, s = self.pair(*self.vi)
        return s, self.one(self.vi[0]), g

    def turk(self):
        """A Turkish given name and surname, the whole name written given name first."""
        g, s = self.pair(*self.tr)
        return f"{g} {s}"

    def full(self):
        g, s = self.pair()
        return f"{g} {s}"

    def script(self, which):
        """A name in its own script: Chinese or Korean surname first without a space, Arabic or Russian given
        name first with one."""
        if which in ("zh", "ko"):
            given, sur = self.zh if which == "zh" else self.ko
            for _ in range(50000):
                n = self.c(sur) + self.c(given)
                if self._new(n):
                    self.made.add(n)
                    return n
            raise SystemExit("CJK names ran out")
        g, s = self.pair(*(self.ar if which == "ar" else self.ru))
        return f"{g} {s}"

    def split_zh(self):
        """A Chinese (surname, given name), each new, for split columns."""
        for _ in range(50000):
            s, g = self.c(self.zh[1]), self.c(self.zh[0])
            if self._new(s, g, s + g):
                self.made.update((s, g, s + g))
                return s, g
        raise SystemExit("CJK names ran out")


def _latin(w):
    """A capitalised Latin-script word of three letters or more (Vietnamese, Turkish, Polish letters too)."""
    return (len(w) >= 3 and w.isalpha() and w[0].isupper() and w[1:].islower()
            and all(ord(ch) < 0x250 or 0x1e00 <= ord(ch) <= 0x1eff for ch in w))


def _ascii(w):
    """A word's letters without their accents, as a handle or an e-mail local part writes them."""
    return unicodedata.normalize("NFKD", w.replace("ı", "i").replace("ł", "l").replace("đ", "d")).encode(
        "ascii", "ignore").decode()


def _read(name):
    with open(os.path.join(ROOT, "internal/pii/names/faker", name), encoding="utf-8") as fh:
        return sorted({w.strip() for w in fh if w.strip()})


def _gedcom(m, k, i, L):
    if i % 2 == 0:
        (ga, sa), (gb, sb), (gc, sc) = m.pair(), m.pair(), m.pair()
        return ["0 HEAD", f"1 SOUR {m.c(PRODUCTS).upper().replace(' ', '_')}", "1 GEDC", "2 VERS 5.5.1", "1 CHAR UTF-8",
                f"0 @I{i}1@ INDI", f"1 NAME {L(ga)} /{L(sa)}/", f"2 GIVN {L(ga)}", f"2 SURN {L(sa)}", "1 SEX M",
                "1 BIRT", "2 DATE 14 MAR 1887", f"2 PLAC {m.c(PLACES)}", "1 OCCU Miller",
                f"0 @I{i}2@ INDI", f"1 NAME {L(gb)} /{L(sb)}/", f"2 _MARNM {L(sa)}", "1 SEX F",
                f"1 NOTE Worked as a clerk at {m.c(FIRMS)}.",
                f"0 @I{i}3@ INDI", f"1 NAME {L(gc)} /{L(sc)}/", f"1 FAMC @F{i}@",
                f"0 @F{i}@ FAM", f"1 HUSB @I{i}1@", f"1 WIFE @I{i}2@", f"1 CHIL @I{i}3@", "0 TRLR"]
    (ga, sa), (gb, sb) = m.pair(), m.pair()
    c = m.full()
    return [f"Descendants of {L(ga + ' ' + sa)}", "",
            f"1. {L(ga + ' ' + sa)} (b. 1902, {m.c(PLACES)}; d. 1971)",
            f"   + m. 1925 {L(gb + ' ' + sb)}, daughter of {L(m.full())} and {L(m.full())}",
            f"   2. {L(c)} (1927–2004), son of {L(ga)} and {L(gb)}",
            f"      Buried at {m.c(PLACES)} cemetery; headstone by {m.c(FIRMS)}."]


def _pnr(m, k, i, L):
    v = i % 3
    if v == 0:
        (ga, sa), (gb, sb) = m.pair(), m.pair()
        return [f"RP/VIE1A0{i:02d}8/VIE1A0{i:02d}8            AA/SU  12MAR26/0915Z   Q{i}K7ZP",
                f"  1.{L(sa.upper())}/{L(ga.upper())} MR   2.{L(sb.upper())}/{L(gb.upper())} MRS",
                "  3  OS 117 Y 18MAR 3 VIEFRA HK2  0705 0835  18MAR  E  OS/Q7K2ZP",
                f"  4 AP {m.c(PLACES).upper()} +43 1 5550{i:03d} - {m.c(FIRMS).upper()} - A",
                f"  5 SSR DOCS OS HK1 P/AT/P{i:07d}/AT/12MAY81/M/11MAY31/{L(sa.upper())}/{L(ga.upper())}/P1",
                "  6 TK OK12MAR/VIE1A0228", "  7 OSI YY VIP CORPORATE ACCOUNT GRANITE"]
    if v == 1:
        g, s = m.pair()
        return ["BOARDING PASS / CARTE D'EMBARQUEMENT",
                f"NAME OF PASSENGER  {L(s.upper())}/{L(g.upper())}MS",
                f"FROM {m.c(PLACES).upper()}  TO {m.c(PLACES).upper()}   FLIGHT LX 1{i:03d}   SEAT 14C   GATE B12",
                f"M1{L(s.upper())}/{L(g.upper())}MS        EQ{i}KZ7 ZRHBCNLX 1{i:03d} 077Y014C0042 100",
                f"Frequent flyer: LX 88812{i:03d}  Booked by {L(m.full())}, {m.c(FIRMS)} travel desk"]
    g, s = m.pair()
    return [f"HOTEL MARQUARDT STADTMITTE · {m.c(PLACES)}", f"Guest folio  No. 4{i:04d}",
            f"Guest: Mr {L(g.upper() + ' ' + s.upper())}      Room 412      Arrival 16.03.26  Departure 18.03.26",
            f"Company: {m.c(FIRMS)}   Booker: {L(m.full())}",
            "16.03  Room charge        129.00", "17.03  Minibar              8.50",
            f"17.03  Restaurant (guest {L(m.full())})  46.20",
            f"Received with thanks — {L(m.full())}, front office"]


def _ack(m, k, i, L):
    v = i % 6
    if v == 0:
        a, b, c = m.full(), m.full(), m.full()
        return ["Acknowledgements", "",
                f"I thank my supervisor Prof. {L(a)} for her patience, and {L(b)} for reading every draft.",
                f"This work was funded by the {m.c(FIRMS)} doctoral fellowship. Special thanks to {L(c)},",
                f"who taught me to use {m.c(PRODUCTS)}, and to my parents.", "",
                f"For {L(m.full())}, who did not live to see it."]
    if v == 1:
        a, b = m.full(), m.full()
        g, s = m.pair()
        return ["Danksagung", "",
                f"Mein besonderer Dank gilt Prof. Dr. {L(a)}, der diese Arbeit in {m.c(PLACES)} betreut hat.",
                f"Herrn Dr. {L(s)} danke ich für die Zweitbegutachtung, Frau {L(b)} für die Hilfe im Labor.",
                f"Gewidmet meiner Großmutter {L(g)}."]
    if v == 2:
        a, b, c = m.full(), m.full(), m.full()
        return ["Agradecimientos", "",
                f"Agradezco a mi director de tesis, el Dr. {L(a)}, su guía constante, y a la Dra. {L(b)}.",
                f"Gracias a {L(c)} y al equipo de {m.c(FIRMS)} en {m.c(PLACES)}.",
                f"A mi madre, {L(m.full())}."]
    if v == 3:
        a, b = m.full(), m.full()
        return ["Podziękowania", "",
                f"Dziękuję mojemu promotorowi, prof. dr hab. {L(a)}, za cierpliwość,",
                f"oraz dr {L(b)} za pomoc przy pomiarach w {m.c(PLACES)}.",
                f"Teşekkür: Tez danışmanım Prof. Dr. {L(m.turk())}'e ve {L(m.turk())}'a teşekkür ederim."]
    if v == 4:
        a, b = m.script("zh"), m.script("zh")
        return ["致谢", "", f"感谢我的导师{L(a)}教授多年来的悉心指导。",
                f"感谢{L(b)}师兄在实验上的帮助，以及{m.c(FIRMS)}提供的资助。",
                f"Lời cảm ơn: Tôi xin cảm ơn TS. {L(' '.join(m.viet()))} đã hướng dẫn tôi."]
    a = m.script("ar")
    return ["شكر وتقدير", "", f"أتقدم بالشكر إلى الأستاذ الدكتور {L(a)} على إشرافه.",
            f"Remerciements : je remercie {L(m.full())}, mon directeur, et {L(m.full())} pour sa relecture."]


def _byline(m, k, i, L):
    v = i % 4
    if v == 0:
        a, b = m.full(), m.full()
        return [f"Port strike enters third day in {m.c(PLACES)}",
                f"By {L(a)} | {m.c(AGENCIES)}", "March 12, 2026 · 4 min read",
                f"Workers at {m.c(FIRMS)} walked out on Monday, union steward {L(b)} said.",
                f"Photo: {L(m.full())}/{m.c(AGENCIES)}"]
    if v == 1:
        a, b, c = m.full(), m.full(), m.full()
        return [f"From left: {L(a)}, {L(b)} and {L(c)} at the opening of the {m.c(FIRMS)} plant in {m.c(PLACES)}.",
                f"(Photo by {L(m.full())}/{m.c(AGENCIES)})"]
    if v == 2:
        a, b = m.full(), m.full()
        return [f"Texto: {L(a)} · Fotos: {L(b)}",
                f"Von {L(m.full())}, {m.c(AGENCIES)}",
                f"Bildunterschrift: {L(m.full())} (rechts) mit Bürgermeister {L(m.full())} in {m.c(PLACES)}."]
    return [f"本报记者 {L(m.script('zh'))} 报道", f"بقلم: {L(m.script('ar'))}",
            f"Автор: {L(m.script('ru'))}", f"{L(m.script('ko'))} 기자 = {m.c(PLACES)} 특파원",
            f"Caption: {L(m.full())}, left, greets fans in {m.c(PLACES)}."]


def _forum(m, k, i, L):
    v = i % 3
    if v == 0:
        (ga, sa), b = m.pair(), m.full()
        h = m.c(HANDLES)
        return [f"Re: {m.c(PRODUCTS)} 2.3 crashes on startup",
                f"Posted by {h} ({L(ga + ' ' + sa)}) » Tue Mar 10, 2026 9:14 am",
                f'[quote="{L(b)}"]Did you clear the cache folder first?[/quote]',
                f"Yes, {L(b.split()[0])}, twice. Same trace.", "--",
                f"{L(ga)} | sysadmin at {m.c(FIRMS)} | {m.c(PLACES)}"]
    if v == 1:
        a, b = m.full(), m.full()
        return [f"{L(a)} wrote:", "> Has anyone tried the beta on ARM?", "",
                f"> Quote from {L(b)}:", ">> It works, but slowly.", "",
                f"Thanks both. @{m.c(HANDLES)} also says it works. — {L(m.full())} (moderator)"]
    a, b = m.full(), m.script("ru")
    return [f"Zitat von {L(a)}:", "> Das Update von gestern hat bei mir alles zerschossen.", "",
            f"{L(m.full())} napisał(a):", "> U mnie działa bez problemu.", "",
            f"{L(b)} писал(а):", "> Попробуйте откатить версию.", "",
            f"اقتباس من {L(m.script('ar'))}:", "> جرّب الإصدار السابق."]


def _code(m, k, i, L):
    v = i % 4
    a, b = m.full(), m.full()
    if v == 0:
        return ["/**", f" * Parses {m.c(PRODUCTS)} export files.", " *",
                f" * @author {L(a)}", f" * @author {L(b)} (original C version)", " * @since 2.1", " */",
                "public final class ExportParser {", f"    // TODO({_ascii(a[0] + a.split()[1]).lower()}): stream this",
                "}"]
    if v == 1:
        return [f"# Copyright 2021 {L(a)}", f"# Copyright 2023 {m.c(FIRMS)}", "",
                "def merge(rows):", f'    """Merge rows by key. Written by {L(b)}; see ticket 4411."""',
                f"    # FIXME({L(m.full().split()[0])}): handles only ASCII keys", "    return rows"]
    if v == 2:
        return ["fix(sync): retry once on HTTP 503", "",
                f"Co-authored-by: {L(a)} <{_ascii(a.split()[0]).lower()}@{m.c(DOMAINS)}>",
                f"Signed-off-by: {L(b)} <{_ascii(b.split()[1]).lower()}@{m.c(DOMAINS)}>",
                f"Reviewed-by: {L(m.full())}"]
    return [f"// 作者：{L(m.script('zh'))}", f"// Maintainer: {L(a)}", "package ledger", "",
            f"-- author: {L(b)}, {m.c(PLACES)} office", "SELECT id FROM invoices WHERE paid = false;",
            f"//! Original port by {L(m.full())}."]


def _cert(m, k, i, L):
    v = i % 5
    if v == 0:
        g, s = m.pair()
        return ["CERTIFICATE OF COMPLETION", "This certifies that", f"{L(g.upper() + ' ' + s.upper())}",
                f"has successfully completed the course Advanced {m.c(PRODUCTS)} Administration",
                f"Issued by {m.c(FIRMS)}, {m.c(PLACES)}, 20 March 2026",
                f"{L(m.full())}, Director of Training"]
    if v == 1:
        return ["URKUNDE", f"Die Universität {m.c(PLACES)} verleiht", f"Frau {L(m.full())}",
                "den akademischen Grad Master of Science.",
                f"Der Dekan: Prof. Dr. {L(m.full())}"]
    if v == 2:
        return ["DIPLOMA", f"La Escuela de Negocios de {m.c(PLACES)} otorga a", f"D.ª {L(m.full())}",
                "el título de Máster en Finanzas.", f"Fdo.: {L(m.full())}, Rectora"]
    if v == 3:
        return ["Yılın Çalışanı Ödülü", f"{L(m.full())}", f"{m.c(FIRMS)} tarafından verilmiştir.",
                f"Dyplom uznania dla Pani {L(m.full())}", f"Podpisano: {L(m.full())}, Prezes Zarządu"]
    return ["荣誉证书", f"{L(m.script('zh'))} 同志：", "在2025年度工作中表现突出，特发此证。",
            "상 장", f"성명: {L(m.script('ko'))}", "위 사람은 이 상장을 수여합니다.",
            f"Award for outstanding service verliehen an {L(m.full())}"]


def _clinical(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair()
        d = m.full()
        return [f"Pt. {L(g + ' ' + s)}, 67 y/o F, known {m.c(EPONYMS)}.",
                f"Seen by Dr. {L(d.split()[1])} in clinic, {m.c(PLACES)}.",
                f"Hx: on {m.c(DRUGS)}; daughter {L(m.full())} present.",
                f"Plan: start {m.c(DRUGS)}, review in 2/52. Pt. {g[0]}.{s[0]}. consented.",
                f"Referred by Dr. {L(m.full())} (GP)."]
    if v == 1:
        return [f"Pat.: Frau {L(m.full())}, 54 J., Aufnahme über ZNA.",
                f"Stationsarzt: Dr. med. {L(m.full())}; OA {L(m.full())}.",
                f"Diagnose: {m.c(EPONYMS)}. Medikation: {m.c(DRUGS)}.",
                f"Angehörige: Ehemann {L(m.full())}, Tel. hinterlegt."]
    g, s = m.pair()
    return [f"Paciente: {L(g + ' ' + s)}, 45 años. Motivo: control de {m.c(EPONYMS)}.",
            f"Médico responsable: Dra. {L(m.full())}. Enfermera: {L(m.full())}.",
            f"{L(g)} refiere mejoría con {m.c(DRUGS)}."]


def _bank(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair()
        a = m.full()
        return [f"Kontoauszug 03/2026 · Kontoinhaber: {L(a)} · IBAN DE89 3704 0044 0532 0130 {i:02d}",
                f"02.03. SEPA-Überweisung an {L(s.upper() + ', ' + g.upper())} Miete März  -850,00",
                f"04.03. Lastschrift {m.c(FIRMS)} Vers.-Nr. 88{i}1  -42,17",
                f"05.03. Kartenzahlung BÄCKEREI OSTERMANN {m.c(PLACES).upper()}  -6,40",
                f"07.03. Gutschrift von {L(m.full())} Verw.: Geburtstag  +50,00"]
    if v == 1:
        g, s = m.pair()
        return [f"Statement for {L(m.full())} — account ending 40{i:02d}",
                f"03/09 POS 4411 {m.c(FIRMS).upper()} Ref: {L(g[0] + '.' + s.upper())}   -23.90",
                f"03/10 FASTER PAYMENT FROM {L(m.full().upper())} REF RENT SHARE   +400.00",
                f"03/12 STANDING ORDER TO {L(m.full())}   -120.00"]
    g, s = m.pair()
    return [f"Przelew od: {L(s.upper() + ' ' + g.upper())}  Tytuł: zwrot za bilety  +120,00 PLN",
            f"TRANSFERENCIA DE {L(m.full().upper())} CONCEPTO: CUOTA {m.c(FIRMS).upper()}  +35,00 EUR",
            f"Havale: {L(m.full())} — {m.c(PLACES)} kira ödemesi  -4.500,00 TL"]


def _hr(m, k, i, L):
    v = i % 3
    g, s = m.pair()
    mg, ms = m.pair()
    if v == 0:
        return [f"Performance review 2025 — Employee: {L(g + ' ' + s)}; Manager: {L(mg + ' ' + ms)}",
                f"{L(g)}'s delivery on the {m.c(PRODUCTS)} migration was strong. {L(g)} mentored two juniors.",
                f"Peer feedback from {L(m.full())}: reliable, sometimes late on reports.",
                f"Signed: {L(ms + ', ' + mg)} (manager), HR partner {L(m.full())}"]
    if v == 1:
        nick = g[:3] + "sy"
        if not m._new(nick):
            nick = ""
        else:
            m.made.add(nick)
        lines = [f"HR case note #HR-2026-0{i:02d}: complaint by {L(g + ' ' + s)} against team lead {L(mg + ' ' + ms)}."]
        if nick:
            lines.append(f"{L(g)} (goes by \"{L(nick)}\") reports that {L(mg)} cancelled her leave twice.")
        else:
            lines.append(f"{L(g)} reports that {L(mg)} cancelled her leave twice.")
        return lines + [f"Witness: {L(m.full())} ({m.c(FIRMS)}, {m.c(PLACES)} site). Next step: meeting with {L(ms)}."]
    return [f"Mitarbeitergespräch: {L(g + ' ' + s)}, Vorgesetzte: {L(mg + ' ' + ms)}",
            f"Frau {L(s)} hat die Ziele übertroffen; {L(mg)}s Einschätzung teilt die Bereichsleitung.",
            f"Evaluación anual: {L(m.full())} — responsable {L(m.full())}."]


def _infobox(m, k, i, L):
    if i % 2 == 0:
        a, b, c, d = m.full(), m.full(), m.full(), m.full()
        return ["{{Infobox person", f"| name         = {L(a)}", f"| birth_name   = {L(b)}",
                f"| birth_place  = {m.c(PLACES)}", f"| employer     = {m.c(FIRMS)}",
                f"| spouse       = {{{{marriage|{L(c)}|2001}}}}", f"| parents      = {L(d)}, {L(m.full())}",
                "| children     = 2", "}}",
                f"'''{L(a)}''' (born 1968) is a logistics manager."]
    g, s = m.pair()
    return ["{{Personendaten", f"|NAME={L(s + ', ' + g)}", f"|ALTERNATIVNAMEN={L(m.full())}",
            "|KURZBESCHREIBUNG=deutscher Unternehmer", f"|GEBURTSORT={m.c(PLACES)}",
            "}}", f"{{{{Infobox Person | Name = {L(m.full())} | Partner = {L(m.full())} }}}}"]


def _split(m, k, i, L):
    v = i % 4
    if v == 0:
        rows = ["Nachname;Vorname;Ort;Abteilung"]
        for _ in range(3):
            g, s = m.pair()
            rows.append(f"{L(s)};{L(g)};{m.c(PLACES)};Einkauf")
        return rows
    if v == 1:
        rows = ["Apellidos,Nombre,Empresa"]
        for _ in range(2):
            g, s = m.pair()
            s2 = m.pair()[1]
            rows.append(f'"{L(s + " " + s2)}",{L(g)},{m.c(FIRMS).replace(",", "")}')
        return rows
    if v == 2:
        rows = ["姓,名,部门"]
        for _ in range(3):
            s, g = m.split_zh()
            rows.append(f"{L(s)},{L(g)},采购部")
        return rows
    rows = ["Soyadı;Adı;Şehir"]
    for _ in range(2):
        g, s = m.pair(*m.tr)
        rows.append(f"{L(s)};{L(g)};{m.c(PLACES)}")
    rows.append("Họ\tTên đệm\tTên\tCông ty")
    for _ in range(2):
        s, mid, g = m.viet()
        rows.append(f"{L(s)}\t{L(mid)}\t{L(g)}\t{m.c(FIRMS)}")
    return rows


SHAPES = {"gedcom": _gedcom, "pnr": _pnr, "acknowledgements": _ack, "byline": _byline, "forum": _forum,
          "codecomment": _code, "certificate": _cert, "clinical": _clinical, "bankstatement": _bank,
          "hrreview": _hr, "infobox": _infobox, "splitcols": _split}
_CACHE = []


def documents():
    """Every made document as (doc_id, text), built once (pii_setkit.made_until)."""
    if not _CACHE:
        _CACHE.append(setkit.made_until(Maker(), KINDS, SHAPES, PER_KIND))
    return list(_CACHE[0])


def main():
    """Prints names per kind and every problem; exits 1 on a problem (pii_setkit.made_report)."""
    setkit.made_report(documents(), KINDS, earlier_names(own="eighteenth"))


if __name__ == "__main__":
    main()
