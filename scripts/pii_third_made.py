"""Made names for the third labelled name set (docs/adr/0072), read by scripts/pii-third-names.py.

Each kind's names are made from Wiktionary's given-name and surname categories (third_party/wiktionary-names/,
extracted by pii-third-names.py --extract), by the rule in its make_* function; next_name() takes the kinds in
turn. None of these lists is one the detector loads.
"""
import hashlib
import random
import re
import unicodedata

from pii_labels import han_kind as han_kind_of

TP = "internal/pii/testdata/third_party"
rng = random.Random(72)


def h(s):
    return int(hashlib.sha1(s.encode()).hexdigest(), 16)


# --- made names -------------------------------------------------------------------------------------------

# A name is letters (any script, with their marks), joined by spaces, hyphens, apostrophes or dots.
NAME_SHAPE = re.compile(r"^[^\W\d_](?:[^\W\d_]|[\u0300-\u036f\u064b-\u065f\u0670]|[ '\u2019.-](?=[^\W\d_]))*\.?$")
def script_ok(lang, name):
    """Arabic lists in Arabic letters only (not the Hebrew entry), the others in Latin letters (not Hán-Nôm 李 in
    the Vietnamese lists, nor Cyrillic in the Serbo-Croatian), capitalised unless a particle leads ("van der Zee",
    "d'Almeida"; not a lower-case "tôn")."""
    letters = [c for c in name if c.isalpha()]
    if lang in ("jpn", "zho"):
        return True
    if lang == "ara":
        return all("ARABIC" in unicodedata.name(c, "") for c in letters)
    return all("LATIN" in unicodedata.name(c, "") for c in letters) and bool(
        name[:1].isupper() or re.match(r"^[a-z]+(?: [a-z]+)* [A-Z]|^[a-z]+'[A-Z]", name))


W = {}  # (lang, type) -> {gender: [names]}
CAT = {}  # category -> [names]
for line in open(f"{TP}/wiktionary-names/names.tsv", encoding="utf-8"):
    if line.startswith("#"):
        continue
    lang, typ, gender, cat, name = line.rstrip("\n").split("\t")
    name = unicodedata.normalize("NFC", name)
    if not NAME_SHAPE.match(name):
        continue  # Wiktionary's "Reconstruction:Proto-Germanic/…" pages and other non-names
    if not cat.startswith("English") and script_ok(lang, name):  # a language's own spelling, in its own script
        W.setdefault((lang, typ), {}).setdefault(gender, []).append(name)
    CAT.setdefault(cat, []).append(name)


# Which Han persons are Chinese names: a family name among Taiwan's 100 commonest (the Ministry of the Interior's
# list, vendored for the fresh set: official-names/surnames-tw.tsv; GSD is Taiwan-written Wikipedia) or a
# two-character family name from Wiktionary's Chinese surnames (司馬, 諸葛), then one or two characters (or any
# one-character family name from Wiktionary's list and two characters), none of them a character the usual tables
# use to spell foreign sounds and Chinese given names avoid.
ZH_COMMON = {l.split("\t")[1].strip() for l in open(f"{TP}/official-names/surnames-tw.tsv", encoding="utf-8")
             if not l.startswith("#") and "\t" in l}
ZH_COMPOUND = {x for x in sum(W.get(("zho", "surnames"), {}).values(), []) if len(x) == 2}
ZH_ANY = {x for x in sum(W.get(("zho", "surnames"), {}).values(), []) if len(x) == 1}


def han_kind(name):
    """The kind of a Han person's name by this set's family-name lists (han_kind_of)."""
    return han_kind_of(name, ZH_COMMON, ZH_COMPOUND, ZH_ANY)


def given(lang, sex=None):
    """A given name of the language: sex "male"/"female", unisex names go with either."""
    g = W[(lang, "given_names")]
    pool = g.get(sex, []) + g.get("unisex", []) if sex else sum(g.values(), [])
    return rng.choice(sorted(n for n in pool if " " not in n))


def surname(lang):
    return rng.choice(sorted(sum(W[(lang, "surnames")].values(), [])))


def cat(*names):
    return sorted(set(sum((CAT.get(c, []) for c in names), [])))


def sex():
    return rng.choice(("male", "female"))


def curly(n):
    return n.replace("'", "\u2019")


def diacritic(n):
    return any(ord(c) > 127 for c in n)


def make_vi():
    s = sex()
    # Latin-script surnames only: Wiktionary also lists their Hán-Nôm characters (李).
    sur = rng.choice(sorted(x for x in sum(W[("vie", "surnames")].values(), []) if re.fullmatch(r"[^\W\d_]+", x)
                            and not re.search(r"[\u3400-\u9fff]", x)))
    mid = {"male": "Văn", "female": "Thị"}[s] if rng.random() < 0.4 else given("vie", s)
    return f"{sur} {mid} {given('vie', s)}"


IE_GIVEN = cat("English male given names from Irish", "English female given names from Irish")


def irish_form(sur, s):
    """An Irish-language surname in the form for the person's sex: a woman is Ní/Nic with the name lenited (an h
    after a first b, c, d, f, g, m, p, s or t: Ó Briain → Ní Bhriain), a man Ó/Mac without."""
    prefix, rest = sur.split(" ", 1)
    if rest[1:2] == "h" and rest[:1] in "BCDFGMPST":
        rest = rest[0] + rest[2:]
    if s == "female":
        if rest[:1] in "BCDFGMPST":
            rest = rest[0] + "h" + rest[1:]
        return {"Ó": "Ní", "Mac": "Nic"}.get(prefix, prefix) + " " + rest
    return {"Ní": "Ó", "Nic": "Mac"}.get(prefix, prefix) + " " + rest


def make_ie():
    s = sex()
    gl = sorted(set(sum(W[("gle", "surnames")].values(), [])) | set(cat("English surnames from Irish")))
    r = rng.random()
    if r < 0.3:  # Irish-language surnames: Ó/Mac for a man, Ní/Nic for a woman (Ó Briain / Ní Bhriain)
        sur = rng.choice([x for x in gl if x.startswith(("Ó ", "Ní ", "Nic ", "Mac "))])
        return f"{given('gle', s)} {irish_form(sur, s)}"
    if r < 0.7:  # O'Brien, written with the straight or (every other one) the curly apostrophe
        sur = rng.choice([x for x in gl if x.startswith("O'")])
        return f"{rng.choice(IE_GIVEN)} {sur if rng.random() < 0.5 else curly(sur)}"
    return f"{rng.choice(IE_GIVEN)} {rng.choice([x for x in gl if x.startswith(('Mac', 'Mc'))])}"


def polish(sur, s):
    """A Polish surname in the form for the person's sex: Kowalski / Kowalska."""
    if s == "female" and re.search(r"(ski|cki|dzki)$", sur):
        return sur[:-1] + "a"
    if s == "male" and re.search(r"(ska|cka|dzka)$", sur):
        return sur[:-1] + "i"
    return sur


def make_pl():
    s = sex()
    return f"{given('pol', s)} {polish(surname('pol'), s)}"


AR_M = sorted(W[("ara", "given_names")].get("male", []))


def make_ar():
    n = f"{given('ara')} {rng.choice(AR_M)}"
    return n + " " + surname("ara") if rng.random() < 0.3 else n


AR_LATN_M = cat("English male given names from Arabic")
AR_LATN_F = cat("English female given names from Arabic")
AR_LATN_S = cat("English surnames from Arabic")


def make_ar_latn():
    r = rng.random()
    female = rng.random() < 0.5
    g = rng.choice(AR_LATN_F if female else AR_LATN_M)
    if r < 0.25:  # "son of" / "daughter of" the father's name
        return f"{g} {'bint' if female else 'bin'} {rng.choice(AR_LATN_M)}"
    if r < 0.45:
        return f"{g} al-{rng.choice(AR_LATN_M)}"
    return f"{g} {rng.choice(AR_LATN_S)}"


# The romanised surnames are also the syllables of given names, but only those shaped like a pinyin syllable
# ("Wei", "Ming"; not "Louie" or "Look", Cantonese spellings made English).
PINYIN = re.compile(r"^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in"
                    r"|un|ia|ie|iu|ua|uo|ui|a|o|e|i|u)$")
ZH_S = sorted(x for x in cat("English surnames from Chinese", "English surnames from Cantonese",
                             "English surnames from Mandarin") if re.fullmatch(r"[A-Z][a-z]+", x))


def make_zh_latn():
    # Chinese given names of two syllables, taken from the same romanised syllables (the lists have no given
    # names): written joined, hyphenated or apart, family name first or (as many write it abroad) last.
    syl = [x for x in ZH_S if PINYIN.match(x.lower())]
    sur, a, b = rng.choice(ZH_S), rng.choice(syl), rng.choice(syl).lower()
    g = rng.choice([a + b, a + "-" + b, a + " " + b.capitalize()])
    return f"{sur} {g}" if rng.random() < 0.6 else f"{g} {sur}"


JA_G = cat("English male given names from Japanese", "English female given names from Japanese")
JA_S = cat("English surnames from Japanese")


def make_ja_latn():
    g, s = rng.choice(JA_G), rng.choice(JA_S)
    return f"{s} {g}" if rng.random() < 0.5 else f"{g} {s}"


AMH = cat("English surnames from Amharic")


def make_af():
    # Yoruba given name and surname; Hausa, Swahili and Amharic names as those peoples write them, a given name
    # and the father's given name.
    lang = rng.choice(["yor", "yor", "hau", "swa", "amh"])
    if lang == "yor":
        return f"{given('yor')} {surname('yor')}"
    if lang == "amh":
        return f"{rng.choice(AMH)} {rng.choice(AMH)}"
    return f"{given(lang)} {given(lang, 'male')}"


PARTICLE = re.compile(r"^(van|van der|van den|van de|de|den|ter|ten|te|da|das|do|dos|de la|von|zu|di|del|della|le|la|du|d') ", re.I)


def make_particle():
    lang = rng.choice(["nld", "nld", "por", "fra", "deu", "ita"])
    subs = [x for x in sum(W[(lang, "surnames")].values(), []) if PARTICLE.match(x)]
    if not subs:
        lang, subs = "nld", [x for x in sum(W[("nld", "surnames")].values(), []) if PARTICLE.match(x)]
    return f"{given(lang)} {rng.choice(sorted(subs))}"


def make_hyphen():
    lang = rng.choice(["fra", "deu", "pol", "spa", "por"])
    if rng.random() < 0.5:
        g = rng.choice(sorted(x for x in sum(W[("fra", "given_names")].values(), []) if "-" in x))
        return f"{g} {surname('fra')}"
    a, b, s = surname(lang), surname(lang), sex()
    if lang == "pol":
        a, b = polish(a, s), polish(b, s)
    return f"{given(lang, s)} {a}-{b}"


def make_initials():
    lang = rng.choice(["deu", "ita", "spa", "nld", "swe", "fra", "pol", "fin"])
    g, s = given(lang), surname(lang)
    g2 = given(lang)
    r = rng.random()
    if r < 0.35:
        return f"{g[0]}. {s}"
    if r < 0.65:
        return f"{g[0]}. {g2[0]}. {s}"
    return f"{g} {g2[0]}. {s}"


LATIN = ["ces", "fin", "isl", "hun", "tur", "ron", "slk", "slv", "lit", "lav", "est", "dan", "swe", "nor", "spa",
         "por", "fra", "deu", "cat", "hbs"]


def make_latin():
    for _ in range(50):
        lang = rng.choice(LATIN)
        if (lang, "given_names") not in W or (lang, "surnames") not in W:
            continue
        sur = surname(lang)
        n = f"{given(lang, surname_sex(sur, lang))} {sur}"
        if diacritic(n) and all("LATIN" in unicodedata.name(c, "") for c in n if c.isalpha()):
            return n  # Latin letters only: the Serbo-Croatian lists hold Cyrillic names too
    raise SystemExit("no Latin name with diacritics")


# Surname endings that only a woman's or only a man's surname has (Czech and Slovak -ová, Lithuanian -aitė/-ienė,
# Icelandic -dóttir/-son, Polish and Slovak -ska/-ski, Czech and Slovak -á/-ý, Latvian -a/-e/-s/-š): the given name
# goes with them.
FEMALE_END = ("ová", "aitė", "ienė", "ytė", "utė", "ūtė", "dóttir", "ska", "cka", "ská", "cká")
MALE_END = ("son", "ski", "cki", "ský", "cký", "as", "is", "us")


def surname_sex(sur, lang=None):
    if sur.endswith(FEMALE_END) or lang in ("ces", "slk") and sur.endswith("á") or lang == "lav" and sur.endswith(
            ("a", "e")):
        return "female"
    if sur.endswith(MALE_END) or lang in ("ces", "slk") and sur.endswith("ý") or lang == "lav" and sur.endswith(
            ("š", "s")):
        return "male"
    return None


MAKERS = {"vi": make_vi, "ie": make_ie, "pl": make_pl, "ar": make_ar, "ar-latn": make_ar_latn,
          "zh-latn": make_zh_latn, "ja-latn": make_ja_latn, "af": make_af, "particle": make_particle,
          "hyphen": make_hyphen, "initials": make_initials, "latin": make_latin}
ORDER = list(MAKERS)
turn = 0
made = set()


def next_name():
    global turn
    kind = ORDER[turn % len(ORDER)]
    turn += 1
    for _ in range(100):
        n = re.sub(r"\s+", " ", MAKERS[kind]()).strip()
        if n not in made and "|" not in n and "]" not in n:
            made.add(n)
            return n, kind
    raise SystemExit("names ran out for " + kind)
