#!/usr/bin/env python3
"""The nineteenth name set's made documents (part 2 of issue 30's nineteenth set; docs/adr/0251).

The eighteenth's twelve made shapes (docs/adr/0239) written anew in other layouts, dialects and languages, so the
set measures whether tuning on the eighteenth carries to new documents of the same shapes: GEDCOM 7 and family-tree
prose in German, Spanish and Polish; Amadeus and Sabre PNR displays, e-ticket receipts and hotel registration
cards; acknowledgements in Dutch, Portuguese, Czech and Japanese; Spanish, Italian and Russian bylines and agency
captions; phpBB, Discourse, Reddit and mailing-list-digest quotes; Go, Rust, Python, C# and PHP comments and
trailers; French, Turkish and Vietnamese certificates; German and Spanish clinical notes; MT940 and CSV bank
statements; 360 reviews and disciplinary notes; de/fr/es wiki infoboxes; Polish, Japanese and Hungarian split
name columns. Every person is labelled [[Name|kind]] exactly as written; nothing else is.

Names come from internal/pii/names/faker (MIT), read in sorted order and drawn by one random.Random(251) of this
module. No label is a name any earlier set labels (earlier_names(own="nineteenth")). h19a's
scripts/pii-nineteenth-names.py imports KINDS and documents(); this module writes nothing. Self-check:
python3 scripts/pii_nineteenth_made.py
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

KINDS = ["gedcom2", "pnr2", "acknowledgements2", "byline2", "forum2", "codecomment2", "certificate2", "clinical2",
         "bankstatement2", "hrreview2", "infobox2", "splitcols2"]
SEED = 251
PER_KIND = 32  # names per kind at least
# the unlabelled things around the names, made up here; none is a person (several are firms named after a surname)
FIRMS = ["Brandstätter Maschinenbau KG", "Oyarzábal y Asociados S.A.", "Wiśniewski Transport S.A.",
         "Verhoeven Installatietechniek B.V.", "Kocabaş İnşaat Ltd. Şti.", "Fonseca & Filhos Lda.",
         "Hrubý Stavby s.r.o.", "Lindqvist Foods AB", "Garnier Frères SARL", "Ashcombe Partners LLP",
         "Takamura Seiki K.K.", "Nagy és Társa Kft."]
PLACES = ["Quedlinburg", "Cáceres", "Toruń", "Nijmegen", "Coimbra", "Olomouc", "Trento", "Kazan", "Bursa",
          "Đà Lạt", "Debrecen", "Kanazawa", "Clermont-Ferrand", "Paderborn"]
STREETS = ["Goethestraße 14", "Calle de Alcalá 88", "ul. Mickiewicza 7", "Keizersgracht 212", "Rua Augusta 41",
           "Husova 9", "Via Garibaldi 3", "rue Victor Hugo 18", "Atatürk Bulvarı 102", "Petőfi utca 5"]
PRODUCTS = ["Lanternfish ERP", "Quillmate", "Heronbase", "Sparrow Ledger", "Marlin Booking", "Tesserae Wiki"]
AGENCIES = ["EFE", "ANSA", "ТАСС", "Europa Press", "Agenzia Nova", "Kyodo"]
HANDLES = ["gruenspecht", "byte_kuzyn", "ferrocarril77", "nachtfalter", "lazy_otter", "picoclock", "rustacean_ed",
           "moka_pot", "zx_spectrum48", "hakuna_shell"]
# Language-leaning pools of faker's words: (given-name pattern, surname pattern, letters a given name may not hold,
# letters a surname may not hold). Faker mixes locales; letters and endings pick the words that look the part.
NOT_ES = "čšřžěůýćđğışőűãõçäöüåø"
NOT_PT = "čšřžěůýćđğışőűñäöüâ"
NOT_HU = "čšřžěůýćđğışñãõçäß"
POOLS = {
    "de": ("^(Wilh|Ger|Hein|Fried|Gott|Lud|Kar|Wal|Ern|Jür|Jör|Diet|Hel|Ul|Wolf|Sieg|Hart|Rein|Bern)",
           "ß|(mann|berg|meier|mayer|bauer|hofer|stein|ner|ler|ger|hardt|bach|dorf)$",
           "čšřžěůýćđğışőűñãõç", "čšřžěůýćđğışőűñãõç"),
    "es": ("[áéíóú]|^(Jos|Jua|Fra|Ped|Man|Ant|Car|Mig|Ram|Luc|Rod|Ign|Alv|Ber|Lor|Cons|Dol|Mer|Pil|Inm|Ros)",
           "ñ|(ez|oz|ales|era|ero|eda|ado)$", NOT_ES, NOT_ES),
    "pl": ("[ąęłńśźż]|sław|^(Kaz|Zbig|Jer|Krzy|Tad|Zdz|Grze|Mie)", "[ąęłńśźż]|(ski|cki|wicz|czyk|czak|ska|cka)$",
           "čšřžěůýćđğışőűñãõç", "čšřžěůýđğışőűñãõç"),
    "cs": ("[ěščřžůň]", "[ěščřžůň]", "ćđğışőűñãõçäöü", "ćđğışőűñãõçäöüć"),
    "pt": ("[ãõ]|(inho|inha|ão|ilde|ício|ênia)$", "[ãõ]|(eira|eiro|ães|ões|ção)$", NOT_PT, NOT_PT),
    "hu": ("[őű]|^(Zs|Gy|Cs)|(ó|ás|ér)$",
           "^(Nagy|Kis|Szab|Tót|Horv|Kov|Varg|Farkas|Balog|Pap|Lakat|Juh|Mész|Simon|Fekete|Oláh|Rác|Fehér|Bíró|Nem"
           "|Ször|Kele|Hal)|[őű]|(sz|cs|zs)", NOT_HU, NOT_HU),
    "tr": ("[ğış]", "[ğış]", "", ""),
}
VI_LETTERS = "[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹơư]"  # vowels only Vietnamese uses among faker's
JA_GIVEN = r"[\u4e00-\u9fff][子男郎美香奈菜恵也太介人斗翔輝樹彦代江乃]|[ぁ-ゖ]{2,3}"  # Japanese-looking given names
# the common Vietnamese surnames, kept when faker's surname list holds them
VI_SURNAMES = {"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô",
               "Dương", "Lý"}
DRUGS_DE = ["Ramipril 5 mg 1-0-0", "Metformin 1000 mg 1-0-1", "Pantoprazol 40 mg 1-0-0", "Torasemid 10 mg 1-0-0"]
DRUGS_ES = ["enalapril 10 mg/12 h", "omeprazol 20 mg/24 h", "paracetamol 1 g/8 h", "atorvastatina 40 mg/24 h"]
DISEASES = ["Morbus Basedow", "Hodgkin-Lymphom", "Alzheimer-Demenz", "síndrome de Down", "enfermedad de Chagas",
            "Babinski negativ", "maniobra de Valsalva"]


def _read(name):
    with open(os.path.join(ROOT, "internal/pii/names/faker", name), encoding="utf-8") as fh:
        return sorted({w.strip() for w in fh if w.strip()})


def _latin(w):
    """A capitalised Latin-script word of three letters or more."""
    return (len(w) >= 3 and w.isalpha() and w[0].isupper() and w[1:].islower()
            and all(ord(ch) < 0x250 or 0x1e00 <= ord(ch) <= 0x1eff for ch in w))


def _ascii(w):
    """A word's letters without accents, as an e-mail local part or a handle writes them."""
    return unicodedata.normalize("NFKD", w.replace("ı", "i").replace("ł", "l").replace("đ", "d")).encode(
        "ascii", "ignore").decode().lower()


def _having(pool, pattern, fallback, without="čšřžěůýćđğışőűñãõç"):
    """The words of pool matching pattern and holding none of without (another language's letters), or fallback
    when too few do."""
    got = [w for w in pool if re.search(pattern, w) and not any(ch in without for ch in w.lower())]
    return got if len(got) >= 10 else fallback


class Maker:
    """Names for one build: faker's lists sorted, one Random(251), every earlier set's names kept out."""

    def __init__(self):
        self.rng = random.Random(SEED)
        self.earlier = earlier_names(own="nineteenth")
        self.made = set()
        g, s = _read("given.txt"), _read("surnames.txt")
        self.given = [w for w in g if _latin(w)]
        self.sur = [w for w in s if _latin(w)]
        self.vi_sur = [w for w in self.sur if w in VI_SURNAMES]
        self.lang = {lang: (_having(self.given, gp, self.given, gw), _having(self.sur, sp, self.sur, sw))
                     for lang, (gp, sp, gw, sw) in POOLS.items()}
        self.lang.update({
            "tr": (_having(self.given, "[ğış]", self.given, ""), _having(self.sur, "[ğış]", self.sur, "")),
            "vi": tuple(_having(p, VI_LETTERS, p, "") for p in (self.given, self.sur)),
            "ru": ([w for w in g if re.fullmatch(r"[А-ЯЁ][а-яё]{2,}", w)
                    and not re.search("(ович|евич|овна|евна|ична)$", w)],
                   [w for w in s if re.fullmatch(r"[А-ЯЁ][а-яё]{2,}", w)]),
            "ja": ([w for w in g if re.fullmatch(JA_GIVEN, w)],
                   [w for w in s if re.fullmatch(r"[\u4e00-\u9fff]{2}", w)]),
        })

    def c(self, seq):
        return self.rng.choice(seq)

    def _new(self, *forms):
        return all(f not in self.made and f not in self.earlier for f in forms)

    def pair(self, lang=None):
        """(given, surname), each part, its capitals and every order of the whole new to every set."""
        given, sur = self.lang[lang] if lang else (self.given, self.sur)
        for _ in range(50000):
            g, s = self.c(given), self.c(sur)
            forms = (g, s, f"{g} {s}", f"{s} {g}", f"{s}, {g}", g.upper(), s.upper(), f"{g.upper()} {s.upper()}",
                     f"{s.upper()}, {g.upper()}", f"{s}{g}", f"{s}\u3000{g}", f"{s.upper()}/{g.upper()}")
            if g != s and self._new(*forms):
                self.made.update(forms)
                return g, s
        raise SystemExit("names ran out")

    def full(self, lang=None):
        g, s = self.pair(lang)
        return f"{g} {s}"

    def one(self, pool):
        """A single word of pool new to every set (a Vietnamese middle name)."""
        for _ in range(50000):
            w = self.c(pool)
            if self._new(w, w.upper()):
                self.made.update((w, w.upper()))
                return w
        raise SystemExit("names ran out")

    def viet(self):
        """A Vietnamese name written surname, middle name, given name: a common surname (few, so it may repeat
        an earlier set's) before a middle and a given name new to every set; the whole name is new."""
        for _ in range(50000):
            s = self.c(self.vi_sur)
            name = f"{s} {self.one(self.lang['vi'][0])} {self.one(self.lang['vi'][0])}"
            if self._new(name, name.upper()):
                self.made.update((name, name.upper()))
                return name
        raise SystemExit("names ran out")


def _gedcom(m, k, i, L):
    v = i % 4
    if v == 0:
        (ga, sa), (gb, sb), (gc, sc) = m.pair("de"), m.pair("pl"), m.pair()
        subm = m.full()
        return ["0 HEAD", "1 GEDC", "2 VERS 7.0", f"1 SOUR {m.c(PRODUCTS).upper().replace(' ', '-')}",
                "1 SUBM @U1@", "0 @U1@ SUBM", f"1 NAME {L(subm)}", f"1 ADDR {m.c(STREETS)}",
                f"0 @P{i}A@ INDI", f"1 NAME {L(ga)} /{L(sa)}/", "2 TYPE BIRTH", f"1 NAME {L(ga)} /{L(sb)}/",
                "2 TYPE AKA", "1 SEX M", "1 BIRT", "2 DATE 2 FEB 1861", f"2 PLAC {m.c(PLACES)}",
                "1 ASSO @VOID@", f"2 PHRASE Pate: {L(m.full('de'))}", "2 ROLE GODP",
                f"0 @P{i}B@ INDI", f"1 NAME {L(gb)} /{L(sb)}/", "1 SEX F", "1 DEAT Y",
                f"1 SNOTE Näherin bei {m.c(FIRMS)}",
                f"0 @P{i}C@ INDI", f"1 NAME {L(gc)} /{L(sc)}/", "2 GIVN " + L(gc), "2 SURN " + L(sc),
                f"0 @H{i}@ FAM", f"1 HUSB @P{i}A@", f"1 WIFE @P{i}B@", f"1 CHIL @P{i}C@", "0 TRLR"]
    if v == 1:
        (ga, sa), (gb, sb) = m.pair("de"), m.pair("de")
        return [f"Ahnenliste — Stamm {m.c(PLACES)}", "",
                f"Nr. 1  {L(ga + ' ' + sa)}, * 3.5.1899 in {m.c(PLACES)}, ev., Schmiedemeister",
                f"Nr. 2  Vater: {L(m.full('de'))}, Landwirt; Mutter: {L(m.full('de'))}",
                f"Verheiratet 1921 mit {L(gb)} geb. {L(sb)}, Tochter des {L(m.full('de'))}.",
                f"Trauzeugen: {L(m.full())} und {L(m.full('de'))}; Taufpate des Sohnes: {L(m.full())}",
                f"Quelle: Kirchenbuch {m.c(PLACES)}, Taufregister S. 41"]
    if v == 2:
        (ga, sa) = m.pair("es")
        return [f"Árbol genealógico — rama de {m.c(PLACES)}", "",
                f"{L(ga + ' ' + sa + ' ' + m.full('es').split()[1])} (1874–1940), hijo de {L(m.full('es'))} "
                f"y de {L(m.full('es'))}.",
                f"Casó en 1898 con {L(m.full('es'))}; padrinos: {L(m.full())} y su esposa {L(m.full('es'))}.",
                f"Tuvieron tres hijos: {L(m.full('es'))}, {L(m.full())} y {L(m.full('es'))}.",
                f"Registro parroquial, {m.c(PLACES)}, libro 12, folio 88."]
    ga, sa = m.pair("pl")
    return [f"Drzewo genealogiczne — gałąź z {m.c(PLACES)}", "",
            f"{L(ga + ' ' + sa)} (ur. 1903, zm. 1968), syn {L(m.full('pl'))} i {L(m.full('pl'))}",
            f"  żona: {L(m.full('pl'))} z d. {L(m.pair('pl')[1])}, ślub 1929 w {m.c(PLACES)}",
            f"  dzieci: {L(m.full('pl'))}, {L(m.full())}",
            f"  świadkowie ślubu: {L(m.full('pl'))}, {L(m.full())}; dom przy {m.c(STREETS)}"]


def _pnr(m, k, i, L):
    v = i % 4
    if v == 0:
        (ga, sa), (gb, sb) = m.pair(), m.pair("de")
        return [f"--- TST RLR SFP ---", f"RP/MUC1A098Z/MUC1A098Z            WS/SU  04APR26/1122Z   6{i}TQPL",
                f"MUC1A098Z/0001AA/04APR26", f"  1.{L(sa.upper())}/{L(ga.upper())} MR(ADT)",
                f"  2.{L(sb.upper())}/{L(gb.upper())} MSTR(CHD/12JUN16)",
                "  3  LH2032 M 20APR 1 MUCHAM HK2  1005 1110  20APR  E  LH/6TQPL",
                f"  4 APE {_ascii(ga)}.{_ascii(sa)}@example.net",
                f"  5 SSR CHLD LH HK1 12JUN16/P2", f"  6 RM BOOKED VIA {m.c(FIRMS).upper()}",
                "  7 FA PAX 220-4412345678/ETLH/EUR412.80/04APR26/MUC1A098Z/23491234/S3/P1"]
    if v == 1:
        (ga, sa), (gb, sb) = m.pair("es"), m.pair()
        return [f"*A", f" 1.1{L(sa.upper())}/{L(ga.upper())} MR  2.1{L(sb.upper())}/{L(gb.upper())} MS",
                " 1 IB3166Y 22MAY F MADLIS HK2  0940  1005  /DCIB*QX7RTD /E",
                "TKT/TIME LIMIT", "  1.TAW04APR/", "PHONES", f"  1.MAD915550{i:03d}-A",
                f"RECEIVED FROM - {L(m.full('es').upper())}",
                f"A3K9.A3K9*AGS 1304/04APR26 QX7RTD"]
    if v == 2:
        g, s = m.pair()
        return ["ELECTRONIC TICKET PASSENGER ITINERARY RECEIPT",
                f"PASSENGER NAME: {L(s.upper())}/{L(g.upper())} MRS", f"TICKET NUMBER: ETKT 074 23{i:08d}",
                f"ISSUING AGENT: {m.c(FIRMS).upper()}  IATA 2349{i:04d}",
                f"BOOKING REF: AMADEUS: 8{i}KQWE, AIRLINE: KL/8{i}KQWE",
                "KL 1776  AMS  CPH  08JUN  0720  OK  Y  23K",
                f"ENDORSEMENTS: NON-REF  CONTACT: {L(m.full())}"]
    g, s = m.pair("de")
    return [f"MELDESCHEIN / REGISTRATION FORM  Hotel Brandstätter · {m.c(PLACES)}",
            f"Familienname / Surname: {L(s)}", f"Vorname / First name: {L(g)}",
            f"Anschrift / Address: {m.c(STREETS)}, {m.c(PLACES)}",
            f"Mitreisende / Accompanied by: {L(m.full('de'))}, {L(m.full())}",
            "Anreise 11.07.  Abreise 14.07.   Zimmer 208",
            f"Unterschrift des Gastes: {L(g + ' ' + s)}    Empfang: {L(m.full('de'))}"]


def _ack(m, k, i, L):
    v = i % 4
    if v == 0:
        return ["Dankwoord", "",
                f"Allereerst wil ik mijn promotor, prof. dr. {L(m.full())}, bedanken voor zijn geduld.",
                f"Mijn copromotor dr. {L(m.full())} las elk hoofdstuk twee keer.",
                f"Dank ook aan {L(m.full())} en {L(m.full())} van {m.c(FIRMS)} voor de meetgegevens.",
                f"Tot slot: lieve {L(m.pair()[0])}, zonder jou was dit boekje er niet gekomen.",
                f"{m.c(PLACES)}, maart 2026"]
    if v == 1:
        return ["Agradecimentos", "",
                f"À minha orientadora, Profa. Dra. {L(m.full('pt'))}, pela confiança.",
                f"Aos colegas do laboratório, em especial {L(m.full())} e {L(m.full('pt'))}.",
                f"Ao {m.c(FIRMS)} pelo apoio financeiro, e à bibliotecária {L(m.full())}.",
                f"Aos meus pais, {L(m.full('pt'))} e {L(m.full('pt'))}, dedico este trabalho."]
    if v == 2:
        return ["Poděkování", "",
                f"Děkuji vedoucímu práce doc. Ing. {L(m.full('cs'))}, Ph.D., za cenné rady.",
                f"Za konzultace děkuji {L(m.full('cs'))} a {L(m.full())} z firmy {m.c(FIRMS)}, Brno.",
                f"Velký dík patří také mé rodině, zejména {L(m.full('cs'))}.",
                f"V {m.c(PLACES)} dne 12. 5. 2026"]
    ja = m.lang["ja"]
    names = []
    for _ in range(4):
        for _ in range(50000):
            s, g = m.c(ja[1]), m.c(ja[0])
            if m._new(s + g, s, g):
                m.made.update((s + g, s, g))
                names.append(s + g)
                break
    a, b, c, d = names
    return ["謝辞", "",
            f"本研究を進めるにあたり、指導教員の{L(a)}教授には多大なご指導を賜りました。",
            f"また、{L(b)}准教授、{L(c)}氏({m.c(FIRMS)})には有益な議論をいただきました。",
            f"Finally, I thank {L(m.full())} for proofreading the English abstract.",
            f"最後に、いつも支えてくれた{L(d)}に感謝します。"]


def _byline(m, k, i, L):
    v = i % 4
    if v == 0:
        return [f"{m.c(PLACES).upper()} | Por {L(m.full('es'))} y {L(m.full('es'))}",
                "Actualizado: 14/03/2026 - 09:12h",
                f"El consejero {L(m.full('es'))} defendió ayer el plan ante la patronal.",
                f"Foto: {L(m.full())} / {m.c(AGENCIES)}"]
    if v == 1:
        return [f"di {L(m.full())}", f"{m.c(PLACES)}, 3 aprile 2026 (ANSA)",
                f"Il sindaco {L(m.full())} ha inaugurato la sede di {m.c(FIRMS)} in {m.c(STREETS)}.",
                f"Nella foto, da sinistra: {L(m.full())} e {L(m.full())} (ANSA/{L(m.full())})"]
    if v == 2:
        ru = [m.pair("ru") for _ in range(4)]
        return [f"Автор: {L(ru[0][0] + ' ' + ru[0][1])}", f"{m.c(PLACES)}, 5 мая — {m.c(AGENCIES)}.",
                f"Директор завода {L(ru[1][0] + ' ' + ru[1][1])} заявил журналистам о планах.",
                f"Фото: {L(ru[2][1] + ' ' + ru[2][0])} / ТАСС",
                f"При участии {L(ru[3][0] + ' ' + ru[3][1])}"]
    return [f"PHOTO CAPTION: Fans greet {L(m.full())} outside the stadium in {m.c(PLACES)} on Sunday.",
            f"(Photo by {L(m.full())}/{m.c(AGENCIES)} via Getty Images)",
            f"Reporting by {L(m.full())}; additional reporting by {L(m.full())}; editing by {L(m.full())}"]


def _forum(m, k, i, L):
    v = i % 4
    h1, h2 = m.rng.sample(HANDLES, 2)
    if v == 0:
        return [f"Re: {m.c(PRODUCTS)} nach Update kaputt", f"Beitrag von {h1} » Mo 2. Mär 2026, 14:02",
                f"[quote=\"{h2}\"]Hat {L(m.full('de'))} das nicht schon im Wiki erklärt?[/quote]",
                f"Nein, das war {L(m.full())}. Ich habe {L(m.full('de'))} aus dem Support angeschrieben.",
                f"--\nGruß, {L(m.full('de'))}"]
    if v == 1:
        return [f"{h1}  Mar 12", f"> {h2}:", f"> Ask {L(m.full())}, she maintains the plugin.",
                f"She handed it over to {L(m.full())} last month, see the post by {L(m.full())} above.",
                f"@{h2} also cc {L(m.full())} from {m.c(FIRMS)}"]
    if v == 2:
        return [f"Posted by u/{h1} · 6h", f"> My landlord {L(m.full())} says the deposit is gone",
                f"u/{h2} · 5h", f"Same thing happened to me with {L(m.full())} and his agent {L(m.full())}."]
    a, b = m.full(), m.full()
    return [f"Today's Topics:", f"   1. Re: build fails on {m.c(PRODUCTS)} ({L(a)})",
            f"   2. Patch review ({L(b)})", "-" * 40, "Message: 1",
            f"From: {L(a)} <{_ascii(a.split()[0])}@example.org>",
            f"On Tue, {L(m.full())} wrote:", "> Did you try the flag?", f"Yes; {L(m.full())} reproduced it too."]


def _code(m, k, i, L):
    v = i % 5
    if v == 0:
        a = m.full()
        return ["// Package ledger keeps postings.", "//",
                f"// Originally written by {L(a)} for {m.c(PRODUCTS)}; the rounding fix is {L(m.full())}'s.",
                f"// TODO({m.c(HANDLES)}): drop once {L(m.full())} lands the new parser.",
                "package ledger", "", f"Reviewed-by: {L(m.full())} <{_ascii(a.split()[1])}@example.com>"]
    if v == 1:
        return [f"//! Parser for the {m.c(PRODUCTS)} wire format.", "//!",
                f"//! Thanks to {L(m.full())} for the fuzzing corpus.",
                "/// # Panics", f"/// Panics if the header is short (reported by {L(m.full())}).",
                f"// SAFETY: checked above; see discussion with {L(m.full())}.",
                f"Co-authored-by: {L(m.full())} <{m.c(HANDLES)}@users.noreply.example>"]
    if v == 2:
        return ['"""Invoice export.', "",
                f":author: {L(m.full())}", f":maintainer: {L(m.full())}", '"""',
                f"# NOTE: {L(m.full())} asked to keep the old column order for {m.c(FIRMS)}.",
                "__author__ = \"" + L(m.full()) + "\""]
    if v == 3:
        return ["/// <summary>Computes the fee.</summary>",
                f"/// <remarks>Formula agreed with {L(m.full())} (finance), 2025.</remarks>",
                f"// HACK: {L(m.full())} needs this until {m.c(PRODUCTS)} 4.0",
                f"Signed-off-by: {L(m.full())} <{m.c(HANDLES)}@example.dev>"]
    return ["/**", " * Order controller.", " *",
            f" * @author {L(m.full())} <{m.c(HANDLES)}@example.io>",
            f" * @author {L(m.full())}", f" * @copyright 2026 {m.c(FIRMS)}",
            " */", f"// FIXME ask {L(m.full())} why the tax is rounded twice"]


def _cert(m, k, i, L):
    v = i % 3
    if v == 0:
        return ["CERTIFICAT DE RÉUSSITE", "",
                f"Le jury certifie que Madame {L(m.full())}",
                f"a suivi avec succès la formation « Gestion de projet » organisée par {m.c(FIRMS)} à {m.c(PLACES)}.",
                f"Fait à {m.c(PLACES)}, le 18 juin 2026", "",
                f"Le directeur, {L(m.full())}          La formatrice, {L(m.full())}"]
    if v == 1:
        g, s = m.pair("tr")
        return ["KATILIM BELGESİ", "",
                f"Sayın {L(g + ' ' + s)}", f"{m.c(FIRMS)} tarafından düzenlenen İş Sağlığı ve Güvenliği eğitimini "
                "başarıyla tamamlamıştır.",
                f"{m.c(PLACES)}, 02.05.2026",
                f"Eğitmen: {L(m.full('tr'))}      Genel Müdür: {L(m.full('tr'))}",
                f"Belge No: TR-{i:04d}  Onaylayan: {L(m.full())}"]
    return ["CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM", "Độc lập - Tự do - Hạnh phúc", "", "GIẤY CHỨNG NHẬN",
            f"Chứng nhận Ông/Bà: {L(m.viet())}", f"Đã hoàn thành khóa học tại {m.c(FIRMS)}, {m.c(PLACES)}.",
            f"Giám đốc: {L(m.viet())}", f"Người lập: {L(m.viet())}"]


def _clinical(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair("de")
        return [f"Klinikum {m.c(PLACES)} · Innere Medizin", "ENTLASSUNGSBRIEF", "",
                f"Sehr geehrte Frau Kollegin {L(m.full())},",
                f"wir berichten über Ihren Patienten Herrn {L(g + ' ' + s)}, geb. 04.09.1951, wohnhaft "
                f"{m.c(STREETS)}.",
                f"Diagnosen: {m.c(DISEASES)}; Vorhofflimmern.",
                f"Medikation: {m.c(DRUGS_DE)}; {m.c(DRUGS_DE)}",
                f"Herr {L(s)} wurde in gutem Allgemeinzustand entlassen.",
                f"Mit freundlichen Grüßen  Dr. med. {L(m.full('de'))} (Oberarzt)   {L(m.full())} (Assistenzärztin)"]
    if v == 1:
        g, s = m.pair("es")
        s2 = m.pair("es")[1]
        return [f"Hospital Universitario de {m.c(PLACES)} — INFORME DE ALTA", "",
                f"Paciente: {L(s + ' ' + s2 + ', ' + g)}   NHC 88{i:05d}",
                f"Médico responsable: Dra. {L(m.full('es'))}",
                f"Motivo de ingreso: disnea. Antecedentes: {m.c(DISEASES)}.",
                f"Tratamiento al alta: {m.c(DRUGS_ES)}; {m.c(DRUGS_ES)}.",
                f"Acompañada por su hija {L(m.full('es'))}. Revisión con el Dr. {L(m.full())} en 3 meses."]
    g, s = m.pair("de")
    return ["SOAP-Notiz (Hausarztpraxis)",
            f"Pat.: {L(s + ', ' + g)}  *1978",
            f"S: Seit 3 Tagen Husten, Ehefrau ({L(m.full('de'))}) berichtet Fieber.",
            f"O: RR 132/84, SpO2 97 %. {m.c(DISEASES)} bekannt.",
            f"A: Bronchitis.  P: {m.c(DRUGS_DE)}; Kontrolle bei {L(m.full())}.",
            f"Dok.: {L(m.full('de'))}, MFA"]


def _bank(m, k, i, L):
    v = i % 2
    if v == 0:
        a, b, c = m.pair("de"), m.pair(), m.pair("de")
        return [":20:STARTUMSE", f":25:10020030/00{i:08d}", ":28C:00042/001", ":60F:C260301EUR1520,44",
                ":61:2603020302D850,00NMSCNONREF",
                f":86:177?00SEPA-UEBERWEISUNG?20SVWZ+Miete Maerz?30COBADEFFXXX?31DE02100100100006820101"
                f"?32{L(a[1].upper() + ' ' + a[0].upper())}",
                ":61:2603040304C1200,00NMSCNONREF",
                f":86:166?00GUTSCHRIFT?20SVWZ+Honorar?21{m.c(FIRMS)}?32{L(b[0] + ' ' + b[1])}",
                ":61:2603050305D42,10NMSCNONREF",
                f":86:106?00KARTENZAHLUNG?20{m.c(FIRMS)}?21{m.c(PLACES)}",
                ":61:2603060306D60,00NMSCNONREF",
                f":86:177?00DAUERAUFTRAG?20SVWZ+Taschengeld?32{L(c[0] + ' ' + c[1])}", ":62F:C260306EUR1768,34"]
    rows = ["Fecha operación;Fecha valor;Concepto;Ordenante/Beneficiario;Importe;Saldo"]
    for j in range(3):
        rows.append(f"0{j + 2}/04/2026;0{j + 2}/04/2026;TRANSFERENCIA RECIBIDA;{L(m.full('es').upper())};"
                    f"{120 + j * 15},00;2.{300 + j}0,00")
    rows.append(f"06/04/2026;06/04/2026;RECIBO {m.c(FIRMS).upper()};;-45,90;2.254,10")
    rows.append(f"07/04/2026;07/04/2026;BIZUM ENVIADO A {L(m.full('es').upper())};;-20,00;2.234,10")
    rows.append(f"08/04/2026;08/04/2026;TRANSF. A FAVOR DE {L(m.full())} CONCEPTO CLASES;;-80,00;2.154,10")
    return rows


def _hr(m, k, i, L):
    v = i % 3
    if v == 0:
        return [f"360° FEEDBACK — {m.c(PRODUCTS)} team, H1 2026",
                f"Subject: {L(m.full())}   Manager: {L(m.full())}",
                f"Peer 1 ({L(m.full())}): Unblocks others quickly; could delegate more.",
                f"Peer 2 ({L(m.full())}): Ran the migration with {m.c(FIRMS)} without drama.",
                f"Direct report ({L(m.full())}): 1:1s are often moved at short notice.",
                f"Compiled by HRBP {L(m.full())}"]
    if v == 1:
        g, s = m.pair("de")
        return ["AKTENNOTIZ — Abmahnung (vertraulich)",
                f"Mitarbeiter: {L(s + ', ' + g)}, Lager {m.c(PLACES)}",
                f"Am 14.02. erschien Herr {L(s)} zum dritten Mal ohne Meldung nicht zur Schicht.",
                f"Gespräch geführt von {L(m.full('de'))} (Schichtleitung), Zeugin: {L(m.full('de'))} (Betriebsrat).",
                f"Verteiler: Personalakte; {L(m.full())}"]
    g, s = m.pair("es")
    return ["EXPEDIENTE DISCIPLINARIO N.º 2026/0" + str(i),
            f"Trabajadora: {L(g + ' ' + s)}", f"Instructor: {L(m.full('es'))}",
            f"Hechos: el 3 de marzo la Sra. {L(s)} accedió al sistema {m.c(PRODUCTS)} con credenciales de "
            f"{L(m.full('es'))}.",
            f"Testigo: {L(m.full())}. Se propone amonestación por escrito."]


def _infobox(m, k, i, L):
    v = i % 3
    if v == 0:
        g, s = m.pair("de")
        return ["{{Infobox Person", f"| Name = {L(g + ' ' + s)}", f"| Geburtsort = {m.c(PLACES)}",
                f"| Ehepartner = {L(m.full('de'))}", f"| Eltern = {L(m.full('de'))}, {L(m.full())}", "}}",
                f"'''{L(g + ' ' + s)}''' (* 1931 in {m.c(PLACES)}) ist ein deutscher Unternehmer "
                f"({m.c(FIRMS)}).",
                "{{Personendaten", f"|NAME={L(s + ', ' + g)}", "|ALTERNATIVNAMEN=",
                "|KURZBESCHREIBUNG=deutscher Unternehmer", "}}"]
    if v == 1:
        g, s = m.pair()
        return ["{{Infobox Personnalité", f" | nom = {L(g + ' ' + s)}", f" | lieu de naissance = {m.c(PLACES)}",
                f" | conjoint = {L(m.full())}", f" | enfant = {L(m.full())}",
                f" | distinction = prix {m.c(PRODUCTS)}", "}}",
                f"'''{L(g + ' ' + s)}''', né à {m.c(PLACES)}, est un architecte, élève de {L(m.full())}."]
    g, s = m.pair("es")
    return ["{{Ficha de persona", f"|nombre = {L(g + ' ' + s)}", f"|lugar de nacimiento = {m.c(PLACES)}",
            f"|padres = {L(m.full('es'))}<br>{L(m.full('es'))}", f"|cónyuge = {L(m.full())}",
            f"|empleador = {m.c(FIRMS)}", "}}",
            f"'''{L(g + ' ' + s)}''' es una química; trabajó con {L(m.full('es'))}."]


def _split(m, k, i, L):
    v = i % 3
    if v == 0:
        rows = ["Lp.;Nazwisko;Imię;Miejscowość;Ulica"]
        for j in range(4):
            g, s = m.pair("pl")
            rows.append(f"{j + 1};{L(s)};{L(g)};{m.c(PLACES)};{m.c(STREETS)}")
        return rows
    if v == 1:
        ja = m.lang["ja"]
        rows = ["社員番号,姓,名,部署,会社"]
        for j in range(4):
            for _ in range(50000):
                s, g = m.c(ja[1]), m.c(ja[0])
                if m._new(s, g, s + g):
                    m.made.update((s, g, s + g))
                    break
            rows.append(f"{1000 + i * 10 + j},{L(s)},{L(g)},営業部,{m.c(FIRMS)}")
        return rows
    rows = ["Vezetéknév\tKeresztnév\tTeljes név\tCég"]
    for j in range(2):
        g, s = m.pair("hu")
        rows.append(f"{L(s)}\t{L(g)}\t{L(s + ' ' + g)}\t{m.c(FIRMS)}")
    g, s = m.pair("hu")
    rows.append(f"{L(s.upper())}\t{L(g)}\t\t{m.c(FIRMS)}")
    return rows


SHAPES = {"gedcom2": _gedcom, "pnr2": _pnr, "acknowledgements2": _ack, "byline2": _byline, "forum2": _forum,
          "codecomment2": _code, "certificate2": _cert, "clinical2": _clinical, "bankstatement2": _bank,
          "hrreview2": _hr, "infobox2": _infobox, "splitcols2": _split}
_CACHE = []


def documents():
    """Every made document as (doc_id, text), built once (pii_setkit.made_until)."""
    if not _CACHE:
        _CACHE.append(setkit.made_until(Maker(), KINDS, SHAPES, PER_KIND))
    return list(_CACHE[0])


def main():
    """Prints names per kind and every problem; exits 1 on a problem (pii_setkit.made_report)."""
    setkit.made_report(documents(), KINDS, earlier_names(own="nineteenth"))


if __name__ == "__main__":
    main()
