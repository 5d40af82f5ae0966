#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_sixth.txt, the sixth labelled name set of issue 30 (docs/adr/0082).

Built while trained person taggers were being added to the detector, by someone who never ran the detector on it
nor looked at its output: the lead scores it once. Its texts are the material reserved for it (no earlier set, no
tuning set and no model read them; testdata/third_party/SOURCE.md, "The sixth set"):
- Croatian SET test, Portuguese Bosque test and Slovak SNK dev (the earlier sets read Croatian dev, Portuguese dev
  and Slovak test), names labelled by shape (real, latin, initials, hyphen, particle, ar-latn) as before;
- Swedish Talbanken dev and test (uner-sv-talbanken/): Swedish text, names by shape;
- German PUD (uner-de-pud/): the thousand sentences of English PUD (the fourth set's) in German, kind "de" (its
  people are English PUD's, so the kind measures German text around them, not new names);
- WNUT17's test split (wnut17/): English tweets, Reddit and YouTube comments and StackExchange answers, people as
  their users write them, kind "en-ugc";
- Chinese GSD train with Universal NER's labels, sentences 2,601-end (uner-zh-gsd-train/; the CJK tuning set read
  1-2,000, the fifth set 2,001-2,600), kinds by han_kind corrected by reading every distinct person (ZH_* below);
- Stockmark's Japanese Wikipedia NER set, records with sha1(curid+text) % 6 == 5 (stockmark-ja-sixth/);
- NewsFANE Gold, sentences 601-900 (newsfane-ar/newsfane-601-900.txt).
MasakhaNER is not used: its data is CC BY-NC 4.0, which does not allow the product to redistribute it.

Everything else is the fifth set's generator, imported, and through it the fourth's (scripts/pii-fifth-names.py,
scripts/pii-fourth-names.py: labelling rules, the label fixes the earlier sets found, kinds, made-name makers,
frames, contact lists), not copied. What differs:
- made initials, hyphen and particle names come from the persons of this set's Portuguese and Swedish text;
- made names of every kind of the fourth set's ORDER stand in contact lists and in e-mail, memo and letter frames
  around a third of the European documents (SHA-1 of "frame6 " + id divisible by three);
- no made name repeats a name of the third, fourth or fifth set; the makers are reseeded (82).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-sixth-names.py
(python3 scripts/pii-sixth-names.py --extract <ner-wikipedia-dataset> <visbert> <UNER_Croatian-SET>
<UNER_Portuguese-Bosque> <UNER_Slovak-SNK> <UNER_Swedish-Talbanken> <UNER_German-PUD> <UNER_Chinese-GSD>
<emerging_entities_17> (git dirs) re-extracts the vendored inputs listed above).
"""
import hashlib
import json
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import pii_sets  # noqa: E402  (the shared script loader, docs/adr/0225; it sits beside this script)

OUT = "internal/pii/testdata/names_sixth.txt"
TP = "internal/pii/testdata/third_party"
CROATIAN = "20dcb2ef6b6bf9d5e03605a74c4d87215a1574c1"
PORTUGUESE = "f2c2ad67aed900385fbe5d655af41f439c9b3333"
SLOVAK = "886e7c6d7e066e23246af5070d115a036a465c6d"
SWEDISH = "dbb692085267da83a35d1e1d2c111671b3c7c46b"
GERMAN = "47eb039b6d80079b280ba70efe4136413fb7af9c"
GSD = "2a0c196d7a54d41119fd069874e976a58f0d7dad"
WNUT = "e52a2d2a71ac1a051ca2d532eef28653c5c02603"
GSD_FILE = "uner-zh-gsd-train/zh_gsd-ud-train-2601-end.iob2"
FANE_FILE = "newsfane-ar/newsfane-601-900.txt"
FANE_FROM, FANE_TO = 600, 900  # sentences [FANE_FROM, FANE_TO) of NewsFANE Gold, counted from 0
WNUT_FILE = "wnut17/emerging.test.annotated"


def extract(stockmark, visbert, croatian, portuguese, slovak, swedish, german, gsd, wnut):
    def show(repo, commit, path):
        return subprocess.run(["git", "-C", repo, "show", f"{commit}:{path}"], capture_output=True, check=True,
                              text=True).stdout

    def write(path, text):
        with open(f"{TP}/{path}", "w", encoding="utf-8") as f:
            f.write(text)

    data = json.loads(show(stockmark, V.F.STOCKMARK, "ner.json"))
    keep = [d for d in data if int(hashlib.sha1((d["curid"] + d["text"]).encode()).hexdigest(), 16) % 6 == 5]
    write("stockmark-ja-sixth/ner-sixth.jsonl", "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in keep))
    # NewsFANE's sentences 601-900, lines as in the file (token TAB tag, a blank line after each sentence).
    text, n, out = show(visbert, V.F.VISBERT, V.F.FANE_PATH).lstrip("\ufeff"), 0, []
    for line in text.split("\n"):
        if FANE_FROM <= n < FANE_TO:
            out.append(line)
        if not line.strip():
            n += 1
            if n == FANE_TO:
                break
    write(FANE_FILE, "\n".join(out) + "\n")
    for repo, commit, path, folder in ((croatian, CROATIAN, "hr_set-ud-test.iob2", "uner-hr-set"),
                                       (portuguese, PORTUGUESE, "pt_bosque-ud-test.iob2", "uner-pt-bosque"),
                                       (slovak, SLOVAK, "sk_snk-ud-dev.iob2", "uner-sk-snk"),
                                       (swedish, SWEDISH, "sv_talbanken-ud-dev.iob2", "uner-sv-talbanken"),
                                       (swedish, SWEDISH, "sv_talbanken-ud-test.iob2", "uner-sv-talbanken"),
                                       (german, GERMAN, "de_pud-ud-test.iob2", "uner-de-pud")):
        write(f"{folder}/{path}", show(repo, commit, path))
    write("uner-sv-talbanken/LICENSE.txt", show(swedish, SWEDISH, "LICENSE.txt"))
    write("uner-de-pud/LICENSE.txt", show(german, GERMAN, "LICENSE.txt"))
    # GSD train's sentences 2,601-end (the CJK tuning set took 1-2,000, the fifth set 2,001-2,600).
    blocks = show(gsd, GSD, "zh_gsd-ud-train.iob2").split("\n\n")
    write(GSD_FILE, "\n\n".join(b for b in blocks[2600:] if b.strip()) + "\n\n")
    write(WNUT_FILE, show(wnut, WNUT, "emerging.test.annotated"))
    write("wnut17/README.md", show(wnut, WNUT, "README.md"))


load = pii_sets.load  # a script as a module (its file name has hyphens)


V = load("pii_fifth_names", "scripts/pii-fifth-names.py")  # the fifth set's generator; V.F is the fourth's
F = V.F

if len(sys.argv) == 11 and sys.argv[1] == "--extract":
    extract(*sys.argv[2:])
    sys.exit(0)

F.rng.seed(82)  # the makers drawn afresh (the third set seeded 72, the fourth 74, the fifth 81)
F.THIRD.update(re.findall(r"\[\[(.*?)\|", open("internal/pii/testdata/names_fifth.txt", encoding="utf-8").read()))
F.EUROPE_SENTENCES = 10000  # every sentence of each reserved file

EUROPE = (("uner-hr-set", "hr_set-ud-test", "hr", 0), ("uner-pt-bosque", "pt_bosque-ud-test", "pt", 0),
          ("uner-sk-snk", "sk_snk-ud-dev", "sk", 0), ("uner-sv-talbanken", "sv_talbanken-ud-dev", "sv", 0),
          ("uner-sv-talbanken", "sv_talbanken-ud-test", "sv", 0), ("uner-de-pud", "de_pud-ud-test", "de", 0))
V.EUROPE = tuple(e for e in EUROPE if e[2] in ("pt", "sv"))  # V.pool and V.orgs_places read these
SOURCE_KIND = {"de": "de"}  # languages whose names take their source's kind, not their shape's

# The annotators' errors in this set's text, found by reading every distinct person label and every unlabelled
# run of two or more capitalised words of its European and WNUT17 text (docs/adr/0082), never the detector's
# output. No person: a demonym ("San Franciscans"); titles of songs, games and posts and an epithet WNUT17 labels
# ("KEINE BREMSEN" and "MANTAN KEKASIH": songs; "Valeti Bhabiyan": a song after its band; "Race Recap": a blog
# post; "Earthworm Jim": the game a character comes from; "Dark Knight", "Monkey-For-A-Head": epithets made of
# words). Fictional people written as names (Harry Potter, Donald Duck, Zaphod Beeblebrox) stay persons, as the
# fifth set kept Ziggy Stardust.
F.NOT_A_PERSON.update({"San Franciscans", "KEINE BREMSEN", "MANTAN KEKASIH", "Valeti Bhabiyan", "Race Recap",
                       "Earthworm Jim", "Dark Knight", "Monkey-For-A-Head"})
# Titles before a name that the shared ROLE list lacks: German Papst, Pharao(s) (a pharaoh's), Gräfin, Portuguese
# Doutor ("Papst Paul VI" is then a ruler's name and number, left out as the fourth set leaves "Paul VI").
F.person_words.__globals__["ROLE"].update({"Papst", "Pharao", "Pharaos", "Gräfin", "Doutor"})
# A ruler's title written as the person ("unter dem Bogd Khan") and a span holding a title and a clause the
# annotator could not split ("Rocco Catalano Retro", a shop's name run into its owner's): their sentences are left
# out, as a one-word person's are.
LEAVE_OUT = {"Bogd Khan", "Rocco Catalano Retro"}
# Sentences naming a firm after its founders ("Louis Vuitton", "A. Silva & Silva") or an author whose name the
# annotators ran into a book's title ("J. Fraňa Múdry Matej") are left out: neither label nor silence is right.
LEAVE_OUT_TEXT = ("Louis Vuitton", "A. Silva & Silva", "J. Fraňa")
# People the annotators left unlabelled (read off the unlabelled runs of capitalised words): in running text
# ("Hans Blix", "Kofi Annan", "Erik Solheim", "Sir Ernest Shackleton", a labelled name written again in another
# document: "Bill Clinton", "James Brown"), and full names inside the names of a foundation, a school, a sports
# club, an auditorium, a theatre, a centre, a mall, avenues, streets and a square, labelled as the fourth and fifth
# sets label "stadiona Peter Mokaba" (organisations and places holding them stay out of the contact lists).
F.MISSED.extend(["Jeana Anouilha", "Heinrich Boll", "Baltazar Adam Krčelić", "Bill Clinton", "James Brown",
                 "Enéas Luiz Carlos Barbante", "Hans Blix", "Kofi Annan", "Mohamed El Baradei", "Steven Austad",
                 "Marcina Wadowity", "Jána Soloviča", "Erik Solheim", "Ernest Shackleton", "Calouste Gulbenkian",
                 "Mirita Casimiro", "Curvo Semedo", "Faria Lima", "Humberto Delgado", "Casal Ribeiro",
                 "Luís Antônio", "Alves Correia", "Vasco da Gama"])
_person_words = F.person_words


def person_words(text, a, b):
    """F.person_words with a nickname after a dash cut off ("Huseinom Hasanefendićem - Husom")."""
    ab = _person_words(text, a, b)
    if ab and " - " in text[ab[0]:ab[1]]:
        ab = (ab[0], ab[0] + text[ab[0]:ab[1]].index(" - "))
    return ab


F.person_words = person_words  # latin_real and pool read it from their module
_latin_real = F.latin_real


def latin_real(text, toks, keep_name=lambda n: n):
    """F.latin_real, leaving out a sentence with a person of LEAVE_OUT or with a label bracket's neighbour
    ("[Andy Carroll goal …](…)" would read as a label's brackets)."""
    if any(x in text for x in LEAVE_OUT_TEXT):
        return None
    for a, b in F.spans(toks, "PER"):
        if text[a:b] in LEAVE_OUT or text[a - 1:a] == "[" or text[b:b + 1] == "]":
            return None
    return _latin_real(text, toks, keep_name)


F.latin_real = latin_real  # europe_docs and wnut_docs read it from its module


def europe_docs():
    """F.europe_docs file by file: a document's id names its file's split ("sv-sv_talbanken-test-000"), and the
    names of a language of SOURCE_KIND take that kind."""
    docs, classify = [], F.classify
    for e in EUROPE:
        kind = SOURCE_KIND.get(e[2])
        F.classify = (lambda _: kind) if kind else classify
        try:
            got = F.europe_docs((e,))
        finally:
            F.classify = classify
        split = e[1].split("-")[-1]
        docs += [(re.sub(r"-(\d+)$", rf"-{split}-\1", d), lines) for d, lines in got]
    return docs


# WNUT17 writes each token apart ("does n ' t", "@ user", "& gt ;"); the text is written back as its users typed
# it: HTML escapes as their characters, no space before closing marks and clitics, none after opening marks, "@"
# and "#".
ENTITY = {("&", "gt", ";"): ">", ("&", "lt", ";"): "<", ("&", "amp", ";"): "&"}
CLITIC = {"s", "t", "m", "ll", "re", "ve", "d", "S", "T", "M", "LL", "RE", "VE", "D"}
CLOSING = {",", ".", "!", "?", ":", ";", ")", "]", "%", "..."}
OPENING = {"(", "[", "@", "#", "$"}


def wnut_sentences():
    """WNUT17 test sentences as (text, [(start, end, tag)]), person tags as PER, other entities O."""
    sents, cur = [], []
    for line in open(f"{TP}/{WNUT_FILE}", encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip():
            if cur:
                sents.append(cur)
            cur = []
            continue
        tok, tag = line.split("\t")
        cur.append((tok, tag[:2] + "PER" if tag[2:] == "person" else "O"))
    if cur:
        sents.append(cur)
    out = []
    for sent in sents:
        toks = []
        i = 0
        while i < len(sent):  # "& gt ;" -> ">"
            three = tuple(t for t, _ in sent[i:i + 3])
            if three in ENTITY:
                toks.append((ENTITY[three], "O"))
                i += 3
            else:
                toks.append(sent[i])
                i += 1
        text, spans = "", []
        for k, (tok, tag) in enumerate(toks):
            prev = toks[k - 1][0] if k else ""
            nxt = toks[k + 1][0] if k + 1 < len(toks) else ""
            nxt2 = toks[k + 2][0] if k + 2 < len(toks) else ""
            glue = (not text or tok in CLOSING or prev in OPENING or tok == "." and prev == "."
                    or tok == "'" and nxt in CLITIC and prev[-1:].isalpha()
                    or prev == "'" and tok in CLITIC and k > 1 and toks[k - 2][0][-1:].isalpha()
                    or tok == "n" and nxt == "'" and nxt2 == "t"
                    or len(prev) > 1 and prev[-1] == "-" and prev[-2].isalpha() and tok[:1].isalpha())
            text += "" if glue else " "
            spans.append((len(text), len(text) + len(tok), tag))
            text += tok
        out.append((text, spans))
    return out


def wnut_docs():
    """WNUT17's test sentences, ten to a document, real names of kind en-ugc (F.latin_real: a sentence with a
    one-word or lower-case person is left out, as everywhere)."""
    docs, classify = [], F.classify
    F.classify = lambda _: "en-ugc"
    try:
        for i, part in enumerate(F.chunks(wnut_sentences(), 10)):
            lines, names = [], {}
            for text, toks in part:
                got = None if "[[" in text or "]]" in text else F.latin_real(text, toks)
                if got:
                    lines.append(got[0])
                    names.update(got[1])
            if lines:
                docs.append((f"en-wnut-{i:03d}", F.relabel(lines, names)))
    finally:
        F.classify = classify
    return docs


def framed(docs):
    """The European documents, a third of them (SHA-1 of "frame6 " + id divisible by three) framed as the fourth
    set frames news, with made names beside the real ones."""
    return [(d, F.frame(d, lines) if F.h("frame6 " + d) % 3 == 0 else lines) for d, lines in docs]


# Chinese Wikipedia (GSD train 2,601-end). Every distinct Han person han_kind reads as zh was read (docs/adr/0082):
# these are no Chinese person's full name (a foreigner, a Korean name, a Khitan or Jurchen ruler, a Westerner's
# Chinese name, a title, a consort, a clan, a fictional foreigner), kind zh-other; ZH_NONE are no person (the
# caliphs as an office, deities, an era, a family, epithets of a group, a superhero's alias, a pair "father and
# son"): their sentences are left out. The fifth set's lists stay (its names are no Chinese names here either).
V.ZH_NOT_CHINESE |= {
    "伊摩琴", "伊莎貝", "元昭宗", "元順帝", "冷局長", "劉在錫", "吳王", "基辛格", "夏伊", "夏景帝", "安東尼", "巴巴克",
    "巴格曼", "恩南伽", "施奈德", "李堈", "李鍝", "李鍵", "杜隆坦", "林克", "格瓦拉", "楚莊王", "權賢妃", "法格拿",
    "漢桓帝", "王貴妃", "瑪麗亞", "白老大", "羅拔", "胡佛", "胡安", "胡馬雍", "艾登堡", "艾麗卡", "蔡昭侯", "裴勇俊",
    "貝多芬", "費德勒", "趙南哲", "趙寅成", "趙治勲", "趙治勳", "趙氏", "沈氏", "藤原氏", "辛普森", "迪克蘭", "郭主",
    "郭貴人", "金奉律", "金恩", "金文泰", "金聖求", "陽安侯", "雲夫人", "雷克南", "馬薩", "麥迪文", "葛浩文", "葛量洪",
    "鮑亞士", "阿保機", "阿骨打", "黃帝", "陳老漢", "盧福瓦"}
V.ZH_NONE |= {"哈里發", "白度母", "綠度母", "綠燈俠", "高家", "太元", "四相", "四英", "星光一班", "星光二班", "無量壽佛",
              "觀世音菩薩", "釋迦牟尼", "狼人少女", "哈索爾女神", "阿耳忒彌斯", "賽爾金德父子"}


# Stockmark's errors in this slice, found by reading every distinct person label: a Gundam mobile suit
# ("シュツルム・ディアス") is no person (unlabelled); a title ("クレルモン伯爵", the Count of Clermont), a title inside
# the name ("ツァーリ・アレクセイ・ミハイロヴィチ"), a band or a person the record cannot tell ("コーフ・リヴァー") and a
# family name alone (五十嵐, 伊勢野, 和久井, 東海林, 津野瀬: one name, as a one-word Latin person) leave their records
# out (V.stockmark_line reads V.JA_LEAVE_OUT).
sys.modules["pii_labels"].NOT_A_PERSON_JA.add("シュツルム・ディアス")
V.JA_LEAVE_OUT |= {"クレルモン伯爵", "ツァーリ・アレクセイ・ミハイロヴィチ", "コーフ・リヴァー", "五十嵐", "伊勢野",
                   "和久井", "東海林", "津野瀬"}


def zh_docs():
    """V.zh_docs over this set's GSD slice, documents numbered on from the fifth set's (260 on)."""
    V.GSD_FILE = GSD_FILE
    return [(re.sub(r"-(\d+)$", lambda m: f"-{int(m.group(1)) + 60:03d}", d), lines) for d, lines in V.zh_docs()]


def main():
    """Writes the set and prints its counts."""
    F.POOL = V.pool()
    V.orgs_places()
    docs = (framed(europe_docs()) + wnut_docs() + F.contact_lists(8, 36) + zh_docs()
            + F.ja_docs("stockmark-ja-sixth/ner-sixth.jsonl") + F.ar_docs(FANE_FILE))
    F.write_set(OUT, [
        "Sixth labelled name set (issue 30, docs/adr/0082): generated by scripts/pii-sixth-names.py; do not edit.",
        "Text: Universal NER's Croatian SET, Portuguese Bosque, Slovak SNK, Swedish Talbanken and Chinese GSD",
        "(CC BY-SA 4.0), German PUD (CC BY-SA 3.0); WNUT17 (CC BY 4.0); Stockmark Japanese Wikipedia NER and",
        "NewsFANE Gold Arabic news (CC BY-SA 3.0); made names from those corpora and Wiktionary categories (CC BY-SA).",
        "This file: CC BY-SA 4.0. Held out: built without running the detector on it; scored once by the lead.",
    ], docs, part="heldout ")
    F.print_counts(docs)


if __name__ == "__main__":
    main()
