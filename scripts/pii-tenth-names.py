#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_tenth.txt, the tenth labelled name set of issue 30 (docs/adr/0108).

Built for one more held-out measurement of the detector as session 17 leaves it, by someone who never ran the
detector on it nor looked at its output: the lead scores it once. Its texts are the material reserved for it
(/work/wt/reserved10.md; testdata/third_party/SOURCE.md, "The tenth set"), read by no earlier set, tuning set or
trained model: the Russian, Swedish and Portuguese parts of Parallel UD with Universal NER's labels (the same
1,000 news and Wikipedia sentences the fourth set read in English, translated; see the ADR):
- Russian (uner-ru-pud-tenth/): persons in Cyrillic, kind "ru" (a script no earlier set had);
- Swedish (uner-sv-pud-tenth/): kind "sv";
- Portuguese (uner-pt-pud-tenth/): kind "pt" (contractions written back as Portuguese writes them, as the fourth
  set does for Bosque);
- WikiNER Russian (wikiner-ru-tenth/, CC BY 4.0; Russian Wikipedia, person labels derived from links): kind "ru",
  documents from the test file's start until 200 names; a sentence with two capitalised words together outside
  every entity (a person the link-derived labels may have missed) is left out.
A person of one word (a surname alone, "Обамы"), of initials only, or one an earlier set labelled leaves its
sentence out, as in every earlier set. A Swedish person whose last word is another person's last word plus a
genitive "s" ("Donald Trumps") leaves its sentence out too: the label would hold the case ending.

Second part (a second builder, docs/adr/0108 "Second part"): Universal Dependencies treebanks, which have no entity
labels; the builder read every PROPN candidate run and labelled the persons by hand (UD_PERSONS, UD_DROP,
UD_SINGLE_OK below): Vietnamese VTB ("vi-real"), Persian PerDT ("fa-real"), Irish IDT ("ga-real"), Indonesian GSD and
CSUI ("id-real"), Chinese and Cantonese HK ("zh-real"), and the Arabic, Polish and Korean Parallel UD ("ar-real",
"pl-real", "ko-real"; kept only where the English PUD sentence has as many persons as were labelled).

Made names: everything else is the ninth set's generator, imported, and through it the eighth's and earlier ones
(makers, frames, contact lists), not copied. What differs:
- the made kinds' makers are reseeded (108); no made name repeats a name of any earlier set (names_*.txt);
- made names stand in e-mail, memo and letter frames around a third of the documents (SHA-1 of "frame10 " + id),
  in contact lists beside the organisations and places the PUD annotators labelled (in Cyrillic and Latin), and in
  HTML-ish invoices and e-mail signatures beside product names, job titles and company names (no person).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-tenth-names.py
(python3 scripts/pii-tenth-names.py --extract <mirror root> re-extracts the vendored inputs from the three
UniversalNER git directories <root>/UniversalNER+UNER_<Lang>-PUD/repo and <root>/UKPLab+linspector/repo).
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pii_sets  # noqa: E402  (the sets built before this one)

OUT = "internal/pii/testdata/names_tenth.txt"
TP = "internal/pii/testdata/third_party"
PUD = {  # language: (UniversalNER repository, commit, file)
    "ru": ("UNER_Russian-PUD", "6f5acd6d728f70b20e4326d841356567796ee844", "ru_pud-ud-test.iob2"),
    "sv": ("UNER_Swedish-PUD", "7fed5e267858a295f53083051a16d73c76f60f07", "sv_pud-ud-test.iob2"),
    "pt": ("UNER_Portuguese-PUD", "cda2cf86b68d45e896aab97ceca5e91d43a86db7", "pt_pud-ud-test.iob2"),
}

LINSPECTOR = "46a7cca6ad34dc673feb47c4d452f1248d5e635b"  # github.com/UKPLab/linspector: WikiNER Russian, converted


def extract(root):
    for lang, (repo, commit, path) in PUD.items():
        git = f"{root}/UniversalNER+{repo}/repo"
        os.makedirs(f"{TP}/uner-{lang}-pud-tenth", exist_ok=True)
        for src, dest in ((path, path), ("LICENSE.txt", "LICENSE.txt")):
            data = subprocess.run(["git", "-C", git, "show", f"{commit}:{src}"], capture_output=True,
                                  check=True).stdout
            with open(f"{TP}/uner-{lang}-pud-tenth/{dest}", "wb") as f:
                f.write(data)
    git = f"{root}/UKPLab+linspector/repo"
    os.makedirs(f"{TP}/wikiner-ru-tenth", exist_ok=True)
    for src, dest in (("extrinsic/data/ner/ru/test.txt", "ru_test.txt"),
                      ("extrinsic/data/ner/readme.md", "README-linspector.md")):
        data = subprocess.run(["git", "-C", git, "show", f"{LINSPECTOR}:{src}"], capture_output=True, check=True).stdout
        with open(f"{TP}/wikiner-ru-tenth/{dest}", "wb") as f:
            f.write(data)


load = pii_sets.load  # a script as a module (its file name has hyphens)


if len(sys.argv) == 3 and sys.argv[1] == "--extract":
    extract(sys.argv[2])
    sys.exit(0)

N9 = load("pii_ninth_names", "scripts/pii-ninth-names.py")  # the ninth set's generator (N9.E8: the eighth's)
F, L = N9.F, N9.L

# Every name of an earlier set or tuning set (the ninth among them). The earlier generators' imports put every
# names_*.txt into F.THIRD, this set's last output among them, and the ninth's took its own out: this set's last
# output goes and every earlier set's names come back, so each run draws the same made names.
EARLIER = set()
for earlier in pii_sets.before("tenth"):  # the sets built before this one (docs/adr/0221)
    EARLIER.update(re.findall(r"\[\[(.*?)\|", open(earlier, encoding="utf-8").read()))
if os.path.exists(OUT):
    F.THIRD.difference_update(set(re.findall(r"\[\[(.*?)\|", open(OUT, encoding="utf-8").read())) - EARLIER)
F.THIRD.update(EARLIER)
F.rng.seed(108)  # the makers drawn afresh (..., the eighth seeded 91, the ninth 98)
# The made kinds of the fourth to ninth sets, and the third set's "latin" (a given name and surname with diacritics
# from Czech, Icelandic, Turkish, Romanian, Baltic and other Wiktionary lists) back among them.
F.ORDER.append("latin")


# --- Parallel UD in Russian, Swedish and Portuguese --------------------------------------------------------------

CYRILLIC_WORD = re.compile(r"^[\u0400-\u04ff][\u0400-\u04ff\u0300-\u036f'’-]*$")
# Persons the annotators labelled that are no one person or no name, found by reading every distinct person label of
# the three files (docs/adr/0108), never the detector's output: a novel ("Jin Ping Mei"), a puppet ("Мисс Пигги",
# Miss Piggy), a ruler's title ("Bogd Khaan"), a saint ("Святого Михаила"); and persons named by a title and one
# name (a pope, an emperor: "Папа Франциск", "Imperador Meiji") or with a ruler's number ("Frans Josef I"), as the
# earlier sets leave out "Paul VI". Their sentences are left out.
NOT_A_PERSON = F.NOT_A_PERSON | {"Jin Ping Mei", "Мисс Пигги", "Bogd Khaan", "Святого Михаила", "Иисус Христос",
                                 "Jesus Kristus", "Jesus Cristo"}
# Characters of fiction WikiNER labels as persons (Harry Potter, Ron Weasley, James Bond, Scarlett O'Hara), read off
# its labels: their sentences are left out.
NOT_A_PERSON |= {"Гарри Поттер", "Гарри Поттера", "Гарри Поттеру", "Гарри Поттером", "Рона Уизли", "Рон Уизли",
                 "Джеймсе Бонде", "Джеймс Бонд", "Джеймса Бонда", "Скарлетт О'Хара"}
# People the annotators left unlabelled, found by reading every unlabelled run of two or more capitalised words in the
# set's Russian, Swedish and Portuguese documents: Chris Packham (in the instrumental case) and George Moscone inside
# a convention centre's name, labelled as the fourth set labelled "stadiona Peter Mokaba".
MISSED = ["Крисом Пэкхэмом", "Джорджа Москоне"]
TITLE_FIRST = {"Папа", "Папы", "Påve", "Papa", "Imperador", "Император", "Императора", "Императору", "Kejsar",
               "Kejsare", "Мисс", "Святой", "Святого", "Святая", "Святую", "Царь", "Царя", "Король", "Короля",
               "Королева", "Королевы", "Князь", "Князя", "São", "Santo", "Sankt"}


def ru_ok(name):
    """A Russian person of two or more Cyrillic words (an initial "А." among them allowed), each capitalised."""
    words = name.replace(" - ", "-").split()
    return len(words) >= 2 and any(len(w) > 2 for w in words) and all(
        w[:1].isupper() and (CYRILLIC_WORD.match(w) or re.fullmatch(r"[\u0400-\u042f]\.", w)) for w in words)


def sv_genitives(sents):
    """The last words of the Swedish file's persons: a last word that is one of them plus "s" is a genitive."""
    last = set()
    for text, toks in sents:
        for a, b in L.spans(toks, "PER"):
            last.add(text[a:b].split()[-1])
    return last


def real_line(lang, text, toks, fix, last):
    """A PUD sentence labelled: (line, {name: kind}) with every person of kind lang, or None to leave it out."""
    labels, names = [], {}
    for a, b in L.add_missed(text, L.spans(toks, "PER"), MISSED):
        ab = L.person_words(text, a, b)
        if ab is None:
            return None
        name = text[ab[0]:ab[1]]
        if name in NOT_A_PERSON or name.split()[0] in TITLE_FIRST or F.REGNAL.match(name.split()[-1]):
            return None
        if lang == "ru":
            if not ru_ok(name):
                return None
        elif not L.latin_ok(name) or F.one_name(name) or F.initials_only(name) or re.search(r"[\u0400-\u04ff]", name):
            return None
        if lang == "sv" and name.split()[-1].endswith("s") and name.split()[-1][:-1] in last:
            return None
        if fix(name) in EARLIER:
            return None  # a person an earlier set labelled: nobody tuning the detector may have read it
        labels.append((ab[0], ab[1], lang, name))
        names[fix(name)] = lang
    return L.render(text, labels), names


def pud_docs(lang):
    """A PUD file's documents (its newdoc marks), real names labelled; a document left with no line is dropped.
    Organisations and places the annotators labelled go to the contact lists."""
    repo, commit, path = PUD[lang]
    fix = F.pt_join if lang == "pt" else (lambda s: s)
    read = L.read_iob(f"{TP}/uner-{lang}-pud-tenth/{path}")
    last = sv_genitives([s for _, ss in read for s in ss]) if lang == "sv" else set()
    docs = []
    for doc_id, sents in read:
        lines, names = [], {}
        for text, toks in sents:
            if "[[" in text or "]]" in text or "|" in text:
                continue
            for kind, bag in (("ORG", F.orgs), ("LOC", F.places)):
                for a, b in L.spans(toks, kind):
                    if "," not in text[a:b] and len(text[a:b]) > 2 and text[a].isupper():
                        bag.add(fix(text[a:b]))
            got = real_line(lang, text, toks, fix, last)
            if got is None:
                continue
            lines.append(fix(got[0]))
            names.update(got[1])
        if lines and names:
            docs.append((f"{lang}-pud-{doc_id}", L.relabel(lines, names)))
    return docs


def framed(docs):
    """A third of the documents (SHA-1 of "frame10 " + id divisible by three) framed as the fourth set frames news
    (an e-mail forwarding it, a memo, a letter, or the item alone), with made names beside the real ones."""
    return [(d, F.frame(d, lines) if F.h("frame10 " + d) % 3 == 0 else lines) for d, lines in docs]


# --- WikiNER Russian (Russian Wikipedia) ---------------------------------------------------------------------------

WIKINER = "wikiner-ru-tenth/ru_test.txt"
WIKINER_NAMES = 200  # documents are taken from the file's start until this many names: a share, not most of the set
CLOSE_MARK = set(".,;:!?)]}»%")
OPEN_MARK = set("([{«")
CAP_CYR = re.compile(r"^[А-ЯЁ][а-яё]+$")


def wikiner_sentences(path):
    """The linspector copy of WikiNER Russian: "token X B-X tag" lines (IOB1: I- opens a run, B- only between two
    runs of one type), a blank line between sentences. Returns [(text, [(start, end, tag as IOB2)])], the text
    written back from the tokens: no space before closing marks or after opening ones, straight quotes paired."""
    out, cur = [], []
    for line in list(open(path, encoding="utf-8")) + ["\n"]:
        parts = line.split()
        if parts:
            cur.append((parts[0], parts[-1]))
            continue
        if not cur:
            continue
        text, toks, quote, prev_type, glue = "", [], False, "O", False
        for i, (tok, tag) in enumerate(cur):
            if i and not glue and tok not in CLOSE_MARK and not (tok == '"' and quote):
                text += " "
            glue = tok in OPEN_MARK or (tok == '"' and not quote)
            if tok == '"':
                quote = not quote
            typ = tag[2:] if tag != "O" else "O"
            iob2 = "O" if typ == "O" else ("B-" if tag.startswith("B-") or typ != prev_type else "I-") + typ
            toks.append((len(text), len(text) + len(tok), iob2))
            text += tok
            prev_type = typ
        out.append((text, toks))
        cur = []
    return out


def unlabelled_pair(text, toks):
    """Whether two capitalised Cyrillic words stand together outside every entity, not at the sentence's start: a
    person WikiNER's link-derived labels may have missed (the sentence is left out)."""
    for i in range(1, len(toks) - 1):
        (a, b, t), (c, d, u) = toks[i], toks[i + 1]
        if t == "O" and u == "O" and CAP_CYR.match(text[a:b]) and CAP_CYR.match(text[c:d]):
            return True
    return False


def wikiner_docs():
    """Russian Wikipedia sentences from the file's start, eight to a document, until WIKINER_NAMES names: persons
    as ru_ok and the PUD rules read them; a sentence with an unlabelled_pair is left out."""
    sents = wikiner_sentences(f"{TP}/{WIKINER}")
    docs, total = [], 0
    for i, part in enumerate(F.chunks(sents, 8)):
        if total >= WIKINER_NAMES:
            break
        lines, names = [], {}
        for text, toks in part:
            if "[[" in text or "]]" in text or "|" in text or unlabelled_pair(text, toks):
                continue
            got = real_line("ru", text, toks, lambda x: x, set())
            if got is None:
                continue
            lines.append(got[0])
            names.update(got[1])
        if lines:
            doc = L.relabel(lines, names)
            total += sum(l.count("|ru]]") for l in doc)
            docs.append((f"ru-wikiner-{i:03d}", doc))
    return docs


# --- Universal Dependencies treebanks, labelled by hand by this set's second builder --------------------------------

# UD has no entity labels: the builder labelled the persons. Candidates are UD's PROPN tokens (with flat and
# flat:name words joined to them): every distinct candidate run of the files read was looked at in a sentence that
# holds it and sorted into persons (UD_PERSONS: labelled, full span as written, titles left out), runs to leave out
# with their sentence (UD_DROP: a person of one word, a title and a name, a street or school named after a person, a
# fictional character, a lower-cased name, or one the builder was unsure of) and the rest (places, firms, works,
# months: left unlabelled, for precision). A single-word candidate that is not in UD_SINGLE_OK (places, firms,
# languages, months the builder read) leaves its sentence out: most are given names alone. Persian animate proper
# nouns (N_ANM) not inside a labelled person leave their sentence out too (a name alone or after a title).
UD = {  # kind: (folder, files, commit of github.com/UniversalDependencies/UD_<treebank>)
    "vi-real": ("ud-vi-vtb-tenth", ["vi_vtb-ud-test.conllu", "vi_vtb-ud-dev.conllu",
                                     "vi_vtb-ud-train.conllu"],
                "e8fa54835582fb5d0c767f19f0992675726fa084"),
    "fa-real": ("ud-fa-perdt-tenth", ["fa_perdt-ud-test.conllu", "fa_perdt-ud-dev.conllu"], "d728a98d73bd2e52b693c582f249e162a76b6b8f"),
    "ga-real": ("ud-ga-idt-tenth", ["ga_idt-ud-test.conllu", "ga_idt-ud-dev.conllu"], "ecefd4dfddc5da6d56a56429535e64aec060ec4f"),
    "id-real": ("ud-id-gsd-tenth", ["id_gsd-ud-test.conllu", "id_gsd-ud-dev.conllu"], "89491e4d51c15da157175c303213ae5ff6f05f9d"),
    "id-csui": ("ud-id-csui-tenth", ["id_csui-ud-test.conllu", "id_csui-ud-train.conllu"],
                "41dd7f23be883382dd111b119fe58b563c5541ee"),
    "zh-real": ("ud-zh-hk-tenth", ["zh_hk-ud-test.conllu"], "77ecd3ca188a59e53385f9fffd13219952187d03"),
    "yue-hk": ("ud-yue-hk-tenth", ["yue_hk-ud-test.conllu"], "454c9548b32a77438b2ab4bca0ad6d1886a8ac11"),
    "ar-real": ("ud-ar-pud-tenth", ["ar_pud-ud-test.conllu"], "be733f45d21f42d506c62930f806ed2182a5ee3d"),
    "pl-real": ("ud-pl-pud-tenth", ["pl_pud-ud-test.conllu"], "a726e5866e7f134763d734e6d915b8faf10f552f"),
    "ko-real": ("ud-ko-pud-tenth", ["ko_pud-ud-test.conllu"], "9bc99c21a00b88d44def216b64f898e4b6151d0d"),
}
# A second treebank of a kind: its kind (Cantonese HK is Chinese HK's sentences said in Cantonese, written in Han
# characters: the same people in other sentences) and its documents' names.
UD_KIND = {"id-csui": "id-real", "yue-hk": "zh-real"}
UD_PREFIX = {"id-csui": "id-csui", "yue-hk": "yue"}
PUD_KINDS = ("ar-real", "pl-real", "ko-real")
SUBSTRING_KINDS = ("zh-real", "ko-real")  # a name is found inside a word (Han script; Korean particles follow it)
# Arabic, Polish and Korean Parallel UD translate the English PUD sentences whose Universal NER labels the fourth set read
# (uner-en-pud/, tuning data): a sentence is kept only if the builder labelled as many persons in it as the
# English sentence (its text_en line) has PER spans, each of two or more words (a person of one word, "Obama", leaves
# the sentence out, as in the other sets).
EN_PUD = "uner-en-pud/en_pud-ud-test.iob2"


def en_persons():
    """English PUD text: the word counts of its PER spans."""
    out, text, per = {}, None, []
    for line in list(open(f"{TP}/{EN_PUD}", encoding="utf-8")) + ["\n"]:
        if line.startswith("# text"):
            text, per = line.split("=", 1)[1].strip(), []
        elif line.strip() and not line.startswith("#"):
            tag = line.split("\t")[2]
            if tag == "B-PER":
                per.append(1)
            elif tag == "I-PER":
                per[-1] += 1
        elif not line.strip() and text is not None:
            out[text], text = per, None
    return out
# One treebank document in UD_FRAMED is framed as framed() frames (an e-mail, a memo, a letter, or the item alone),
# not one in three: each frame adds made names, and the set is to be mostly real text.
UD_FRAMED = 20
UD_DOC = 8  # sentences to a document, in file order, before the left-out ones are taken away


def ud_sentences(path):
    """A CoNLL-U file's sentences: (sent_id, text, [(form, upos, xpos, deprel)]), multiword-token lines skipped; the
    sent_id is (sent_id, English text) where the file gives the English text."""
    out, sid, text, toks = [], None, None, []
    for line in list(open(path, encoding="utf-8")) + ["\n"]:
        line = line.rstrip("\n")
        if line.startswith("# sent_id"):
            sid = line.split("=", 1)[1].strip()
        elif line.startswith("# text_en"):
            sid = (sid, line.split("=", 1)[1].strip())  # Arabic PUD: the English sentence it translates
        elif line.startswith("# text ="):
            text = line.split("=", 1)[1].strip()
        elif line and not line.startswith("#"):
            c = line.split("\t")
            if "-" not in c[0] and "." not in c[0]:
                toks.append((c[1], c[3], c[4], c[7]))
        elif not line and toks:
            out.append((sid, text, toks))
            sid, text, toks = None, None, []
    return out


def ud_runs(toks):
    """The candidate runs of a sentence: PROPN tokens in a row, with flat and flat:name words joined to them;
    each (words, animate) where animate says a Persian token of the run is tagged N_ANM."""
    out, cur = [], []
    for form, upos, xpos, dep in toks:
        if upos == "PROPN" or (cur and dep in ("flat", "flat:name")):
            cur.append((form, xpos))
            continue
        if cur:
            out.append(cur)
        cur = []
    if cur:
        out.append(cur)
    return [(" ".join(f for f, _ in r), any(x == "N_ANM" for _, x in r)) for r in out]


def ud_find(text, name, cjk):
    """Where a text writes name: anywhere for Han script, at word bounds otherwise."""
    if cjk:
        return [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
    return [(m.start(), m.end()) for m in re.finditer(r"(?<![\w'’-])" + re.escape(name) + r"(?![\w'’-])", text)]


def ud_line(kind, sid, text, toks, en=None):
    """A UD sentence labelled by the builder's lists: (line, {name: kind}), or None to leave it out. en: the English
    PUD persons (en_persons) for Arabic PUD."""
    if text is None or "[[" in text or "]]" in text or "|" in text:
        return None
    cjk = kind in SUBSTRING_KINDS
    text = text.replace("LBKT", "(").replace("RBKT", ")").replace("( ", "(").replace(" )", ")")
    persons, drop, single_ok = UD_PERSONS[kind], UD_DROP[kind], UD_SINGLE_OK[kind]
    if any(ud_find(text, d, cjk) for d in drop):
        return None
    labels, names = [], {}
    for name in sorted(persons, key=len, reverse=True):
        for a, b in ud_find(text, name, cjk):
            if not any(a < y and x < b for x, y, _, _ in labels):
                labels.append((a, b, kind, name))
                names[name] = kind
    for run, animate in ud_runs(toks):
        if run in drop:
            return None
        if any(n in run for n in names):
            continue  # a labelled person (a title beside it in the run is left out of the label)
        if kind == "fa-real" and animate and run not in single_ok:
            return None
        if any(w[:1].islower() for w in run.split()) and run not in single_ok:
            return None
        if kind != "fa-real" and kind not in PUD_KINDS and (cjk or " " not in run) and run not in single_ok:
            return None
    if kind in PUD_KINDS:
        per = en.get(sid[1]) if isinstance(sid, tuple) else None
        if per is None or len(per) != len(labels) or any(w < 2 for w in per):
            return None
    if any(n in EARLIER for n in names):
        return None  # a person an earlier set labelled
    return L.render(text, labels), names


def ud_docs(source):
    """A treebank's documents: its kept sentences in file order, UD_DOC to a document (sentences left out between
    them are skipped: a document's lines are near each other in the treebank, not always next to each other); a
    document with no name is kept one time in four (precision)."""
    folder, files, _ = UD[source]
    kind = UD_KIND.get(source, source)
    kept, en = [], en_persons() if kind in PUD_KINDS else None
    for f in files:
        for sid, text, toks in ud_sentences(f"{TP}/{folder}/{f}"):
            got = ud_line(kind, sid, text, toks, en)
            if got is not None:
                kept.append(got)
    docs = []
    relabel = L.relabel_cjk if kind in SUBSTRING_KINDS else L.relabel
    for i, part in enumerate(F.chunks(kept, UD_DOC)):
        names = {n: k for _, ns in part for n, k in ns.items()}
        if len(part) >= 5 and (names or i % 4 == 0):
            lines = [line for line, _ in part]
            docs.append((f"{UD_PREFIX.get(source, kind[:2])}-ud-{i:03d}", relabel(lines, names) if names else lines))
    return docs


UD_PERSONS = {
    "vi-real": {
        "Lã Thị Kim Oanh", "Mai Quốc Bình", "Mai Ái Trực", "Đỗ Quốc Việt", "Võ Văn Sung", "Bùi Văn Luyến",
        "Nguyễn Thế Khanh", "Phạm Văn Thanh", "Trần Nhất Thiện", "Hồ Văn Trương", "Phan Văn Khải", "Phạm Xuân Ái",
        "Phạm Hồng Giang", "Nguyễn Minh Triết", "Nguyễn Thiện Nhân", "Nguyễn Thành Thượng", "Nguyễn Thành Phương",
        "Nguyễn Sơn Nam", "Nguyễn Hữu Cầu", "Nguyễn Văn Thuật", "Nguyễn Văn Minh", "Mai Văn Khuê", "Bùi Văn Huấn",
        "Đặng Công Lân", "Đặng Văn Tình", "Nguyễn Hữu Vinh", "Đặng Văn Ngữ", "Nguyễn Thiện Thuật", "Khổng Lệ Hòa",
        "Sáu Chí", "Nguyễn Văn Chí", "Nguyễn Thị Viện", "Nguyễn Ái Quốc",
        "Hai Địa", "Minh Sang", "Lý Bỉnh Sâm", "Ba Duẩn", "Tám Hòa", "Đặng Văn Thanh", "Dương Tuấn", "Tám On",
        "Nguyễn Thị Loan", "Tiến Dũng", "Bhling Chrlâng", "Nguyên Ngọc", "Sáu Sao", "Năm Lặc", "Lê Duẩn", "Tám Xáng",
        "Vũ Ngọc Bình", "Trần Minh Đức", "Nguyễn Thanh Mỹ", "Ba Kiểu", "Trương Xuân Đại", "Năm Long",
        "Trương Văn Lâm", "Nguyễn Phú Trọng", "Nông Thị Hương", "Quang Dũng", "Chí Tượng", "Nguyễn Văn Quí",
        "Pơloong Zơra", "Út Kang", "Nguyễn Lê Nguyên", "Võ Bẩm", "Sáu Kế", "Võ Đức Hơn", "Vũ Đình Liệu", "Sáu Vô",
        "Bùi Hồng Việt", "Glen White", "Jơrum Xia", "Cơlâu Bhưới", "Pơloong Đinh", "Tám Nhiều", "Quách Hồng Lê",
        "Trần Sỏ", "Nguyễn Văn Đẳng", "Lê Duy Hiệp", "Trần Thị Ngọc Hảo", "Lê Hồng Khanh", "Đào Xuân Nhung",
        "Nguyễn Tiến Thảo", "Nguyễn Huy Hoàng", "Nguyễn Văn Bình", "Nguyễn Văn Quỳnh", "Lê Văn Vinh", "Jimmy Phạm",
        "Nguyễn Thị Hằng", "Nguyễn Văn Tâm", "Lê Thị Kính", "Chín Thái", "Hai Sết", "Sáu Chành", "Tư Hạnh",
        "Ba Phước", "Trần Văn Minh", "Đào Lập Công", "Huỳnh Ngự", "Trương Văn Thưởng", "Bùi Văn Thu",
        "Võ Nguyên Giáp", "Nguyễn Thị Sinh", "Vũ Đình Trúc", "Bùi Thị Nhàn", "Nguyễn Phú Bình", "Lê Huy Ngọ",
        "Nguyễn Thiện Luân", "Nguyễn Công Tạn", "Phan Văn Quán", "Lê Thanh Hải", "Lê Thế Tiệm", "Kanni Wignaraja",
        "Trần Tố Nga", "Marie Curie", "Henri Martin", "Raymonde Dien", "Út Tòng", "Nguyễn Thanh Đoàn",
        "Nguyễn Hồng Minh", "Võ Công Sơn", "Nguyễn Văn Toại", "Nguyễn Thị Tiêu", "Nguyễn Thị Châu",
        "Trịnh Xuân Thanh", "Luo Qili", "Nguyễn Thị Diệp", "Nguyễn Quang Trung",
    },
    "fa-real": {
        "مهرانگیز کار",  # found in the spot check: a lawyer written beside another person, not a PROPN run
        "تیمور امیری", "چیکاهیتو هارادا", "حسن معجونی", "عمرو موسی", "زهرا علی\u200cاکبری", "مینا پورسیف",
        "زینب خرم\u200cرود", "ابراهیم نبوی", "عمر ابن عبدود", "سیمور هافمن", "غلامحسین ساعدی", "عماد رضا", "صادق هدایت",
        "صالح بن وصیف", "کریم امامی", "رسول نجفیان", "سیروس ناصری", "جان هیک", "سعیدالدین کازرونی", "مسعود کیمیایی",
        "محسن سازگارا", "عمر بن عبید", "افشین قطبی", "عبدالمالک ریگی", "لوکا بوناچیچ", "محمدرسول هرمزی", "کمال تبریزی",
        "ادوین وندرسار", "عادل فردوسی\u200cپور", "حسن جوادی", "مایکل جکسون", "مارک هانتر", "علیرضا واحدی نیکبخت",
        "هشام مطر", "ادریس علی", "ویلیام مورگان شوستر", "علی علیخانی", "امیرمنصور آریا", "جلال رحیمی", "ترنت رزنور",
        "هاشمی رفسنجانی", "باقر موسوی", "مرتضی انصاری", "ابوالحسن اصفهانی", "مهدی بحرالعلوم", "جعفر کاشف\u200cالغطا",
        "محمدعلی قمی", "عباس قمی", "مهدی زین\u200cالدین", "محمد داودخان", "جرج بوش", "بشار اسد", "تام کروز",
        "آتیکاس روس",
        "علی دایی", "حامد کرزی", "رشید هجری", "علیرضا استکی", "نجیب محفوظ", "پرویز شاپور", "کیوان علی‌محمدی",
        "امید بنکدار", "رافق تقی", "صادق طباطبایی", "بهزاد رضوی", "صالح العلی", "جان مکین", "جیمز کلرک ماکسول",
        "قاسم رضایی", "رضا رشیدی", "هالی تامسون", "فیلیپ شهباز", "فرانسیس بیکن", "جواد یساری", "حسین پرتوی",
        "همایون شجریان", "عمرو بن عاص", "عمر بن ماهان", "نیوشا ضیغمی", "سوسن حاجی‌پور", "ولی‌الله ترابی",
        "عباس حسینی‌نژاد", "علی کریمی", "مصطفی آرام", "بهمن مه‌آبادی", "بهزاد افشاری", "هوگو چاوز", "فابیو کاپلو",
        "روی هاجسون", "محمد بن ابراهیم طباطبا", "اولیا چلبی", "پتر اشتورزنبرگر", "محمد خاتمی", "آرتور کریستنسن",
        "جلال‌الدین همایی", "حسن بن علی", "میرحسین موسوی", "حسین علا", "پودیت هرمان", "الهام علی‌اف",
        "امید کرامتی", "Arthur Kornberg", "Severo Ochoa", "بهنام شیخی", "محمود اجاقلو", "آماندا لانگ باتم",
        "مایکل اوون", "ریو فردیناند", "جاسم کرار", "امیر نادری", "ابن سینا", "محمدرضا محمدی", "جواد مجابی",
        "ابراهیم همت", "صادق آهنگران", "حسن نصرالله", "محمود فاطمی", "گارت مک نامارا", "انور عبدالرحمن",
    },
    "ga-real": {
        "David Trimble", "Bryan McFadden", "Kerry Katona", "Fearghas Ó hÍr", "Brian Ó Mórdha", "Mary Ryan",
        "Deirdre Nic Con Uisce", "Gráinne Holland", "Máirtín Ó Catháin", "Dara Ó Cinnéide", "Roland Neher",
        "Máire Ní Choilm", "Máire Geoghegan-Quinn", "Michael D. Ó hUiginn", "Francis McPeake", "Bhobby Molloy",
        "Marial Hannon", "Concubhar Ó Liatháin", "Pádraig Ó Criomhthainn", "Edward Sapir", "Paul Pritchard",
        "Charlie McCreevy", "Tomás Ó Concheanainn", "Máirtín Mac Aonghusa", "Mary Gavin", "Johanna McInerney",
        "John Quinn", "James Porter", "Séamus Ó Grianna", "Brian Hayes", "Jim McDaid", "Rory O' Hanlon",
        "Pádraig Lavelle", "Seán Noone", "Joe Kennedy", "Brian McEniff", "Trevor Ó Clochartaigh",
        "Tomás de Bhaldraithe", "Eamonn Mhac an Fheisligh", "Garry Hynes", "Brian Friel", "Pádraig Seoighe",
        "Mháire Mhac an tSaoi", "Ruaidhrí Ó Flaithbeartaigh", "Antaine Ó Faracháin", "Cathal Mac Eachmharcaigh",
        "Ruairí Ó Canainn", "Éamon Ó Cuív", "Mháirtín Uí Mhéalóid", "William Conor", "Rowel Friers",
        "Pádraig Mac Piarais", "Francesco Petrarca", "Seán Mac Giolla Riabhaigh", "Seán Ó Brádaigh",
        "Tomás Mac Parthaláin", "Tammy Ní Laoire", "Áine Ní Shé", "Áine Uí Laoithe", "Máire Ní Chéilleachair",
        "Harold Alexander",
        "Phádraig Ó hIceadha", "Eoin Mac Diarmada", "Robert de Niro", "Kenneth Branagh", "Tom Hulce",
        "Helena Bonham-Carter", "John Cleese", "Ian Holm", "Robert Hardy", "Plunket Greene", "George Mackay Brown",
        "Sheán Sheáin Í Chearnaigh", "Sheán Ó Gallchóir", "Seosaimhín Ní Bheaglaoich", "Micheal D. Higgins",
        "Michael Mullen", "Pádraic Ua Dubhthaigh", "Dick Spring", "Shiobhán O' Keefe", "Pearse Hutchinson",
        "Peter Kelly", "Thomás Ó Maoileoin", "Mustafa Barzaní", "Dónall Ó Muláin", "Sheosamh Mac Grianna",
        "Maidhc Ó Seachnasaí", "Pádraig Ó Fiannachta", "Pat McDonagh", "Chaitlín Maude", "Bhreandán Ó hEithir",
        "Bertie Ahern", "Conall Ó Dochartaigh", "Seosamh Ó Cearbhaill", "Mike Redfern", "Jóín Joe Labhráis",
        "Dearbhla Ní Bhrolacháin", "Michael Crimmins", "Nicky English", "Phádraig Uí Chaiticín", "Helena McMahon",
        "Máire Andrews", "Aiden Coffey", "Jackie Daly", "Máire O Keefe", "Séamus Creagh", "Tony Linnane",
        "Breándán Ó Beaglaoich", "Denis Doody", "Eamonn Coyne", "Bairbre de Brún", "John Fisher", "Kenneth Nicholls",
        "Mary Harney", "Liz O' Donnell", "George Orwell",
    },
    "id-real": {
        "Sri Mulyani Indrawati", "Sri Mulyani", "Susilo Bambang Yudhoyono", "Susilo Bambang Yudhyono", "Sarah Murdoch", "Andrew Steer", "Paskah Suzetta", "Paul Wolfowitz", "Aslim Tadjuddin", "Rozik B Soetjipto", "Kostaman Thayib", "Peter Jackson", "Edwin Sinaga", "Burhanuddin Abdullah", "Miranda S. Goeltom", "Miranda Goeltom", "Anwar Suprijadi", "Miguel de Cervantes", "Wayne Rooney", "Zinedine Zidane", "Michael Jordan", "Muslimin Anwar", "Tan Yee Kew", "James Adams", "Syahrial Loetan", "Koji Omi", "Ai Ling Ngiam", "Herry Purnomo", "Firman Mulya Nauli", "Tjandra Putra", "Eisa Mohammad Al Suwaidi", "Mohammad Hassan Omran", "Abdullah Nasser Al Suwaidi", "Yunus Haji Khoory", "Ahmad Sari Al Mazroui", "Jean King", "Anton BS Hudyana", "Simon Clark", "Yani Panigoro", "Sukanto Tanoto", "Ronald Hertanto", "Ruri Nova", "Tjandrawati Waas", "Budi Mulya", "Amanda Ware", "Muliaman D Hadad", "Soetaryo Sigit", "Henry Sulysto", "Agus Martowardoyo", "Arifin Tasrif", "Hery Soegiarto", "Kelsey Martinovich", "Aaron Sorkin", "David Fincher", "Jenty Tjandradjaja", "Rahmat Waluyanto", "Tan Lian Hoe", "Sri Kuncoro", "Francisco Everardo Oliveira Silva", "Silvio Berlusconi", "Dario Villanueva", "Rusman Heriawan", "Agus Wartowardoyo",
        "Nicholas Sparks", "Edward Lloyd", "Jiang Wen Qing", "Khouw Kim An", "Eisei Amamoto", "Herman Kartawisastra",
        "Tjetje Somantri", "Enoch Atmadibrata", "Irawati Durban", "Indrawati Lukman", "Ahmad Basah", "Nani Suwarni",
        "Ani Satriyah", "Dida Hasanudin", "Tien Sri Kartini", "Imas Sonianingsih", "Yuyun Kusumahdinata",
        "Mariko Shinoda", "Caspar Bartholin", "Hamdan Zoelva", "Ryaas Rasyid", "Faisal Basri", "Adi Sasono",
        "Carlo Scarpa", "Marina Ladynina", "Nikolai Kryuchkov", "Boris Andreyev", "Stepan Kayukov", "Pyotr Alejnikov",
        "Vladimir Kolchin", "Ismail Marzuki", "Johanna Masdani", "Svante Stockselius", "Eriska Reinisa",
        "Johannes Buselar", "Masao Kume", "Gregoris Lambrakis", "Tolga Zengin", "Sandra Dyer", "Quraish Shihab",
        "Ruth Pelupessy", "Hendra Cipta", "Eva Devi", "Tani Morimoto", "Hosokawa Yūsai", "Edi Swasono", "Abdul Madjid",
        "Iman Santosa Sukardi", "Enoch Markum", "Adnan Kapau Gani", "Chet Huntley", "David Brinkley", "Jordan Spence",
        "Petra Kvitová", "Agnieszka Radwańska", "Victoria Azarenka", "Kaia Kanepi", "Roberta Vinci", "Andrea Petkovic",
        "Li Na", "Maria Kirilenko", "Yanina Wickmayer", "Sorana Cirstea", "Alexandra Dulgheru", "Vania King",
        "Elena Baltacha", "Abdur Rahman", "Deliar Noer", "Andy Priaulx", "Wolfgang Amadeus Mozart",
        "Theresia Martina Hastari", "Joseph Stalin", "Stephen Patrick Hunt", "Lasse Hallström",
        "Emma Summerton", "Will Cotton", "Tan Peng Liang", "Li Shimin", "Juan Perón", "Slamet Rahardjo",
        "Vino Bastian", "Kalanidhi Maran", "Carolus Linnaeus", "Bruce Geller", "Henry Fayol", "Kim Inmun",
        "Eduardo Saverin", "Andrew Garfield", "Slamet Gundono", "Arnaud Clement", "Michael Berrer", "Vincent Enyeama",
        "Bambang Hertasning", "Hendra Pribadi", "Arthur Compton", "David Coulthard", "Johannes Emde", "John Hick",
        "Dien Tamaela", "Richard Dawkins", "Hanggini Purinda Retto", "Prilly Latuconsina", "Golda Meir",
        "Mohamed Camara",
    },
    "zh-real": {
        "梁頌恆", "許智峰", "李慧瓊",
        "梁君彥", "陳奕迅", "楊千嬅", "毛孟靜", "梁頌恒", "梅艷芳", "梁天琦", "梁美芬", "張學友", "張國榮", "羅文",
        "尹光", "姚松炎", "許智峯", "梁耀忠", "李慧琼", "陳維安", "塗謹申", "謝偉俊", "陳志全", "黎明",
    },
    "ar-real": {
        "دونالد ترامب", "كريستوفر كولومبوس", "تينا أنسلمي", "مارك أنطونيو", "كوري شولمان", "جو ستيرنليب",
        "أندريه برايس", "مايكل فالون", "جيسي لابروكا", "إيريك سولهايم", "ميلانيا ترامب", "جيري مكنيلي", "مارغريت بويمر",
        "جون دي دومينيكو", "كريستيان وولمار", "سارة أولني", "روكو كاتالانو", "جيف نوت", "مارك آفري", "كريس باكهام",
        "آندرو مار", "بينوا بيير", "مارتن فينتركورن", "هربرت ديس", "ريتشل وينهام", "جيفري دين مورغان", "جوني كارسون",
        "أليخاندرا غونزاليز آنايا", "خوان كارلوس سالاس", "يانيس ساماراغديس", "توماس لينكولن", "آن أتكينسون",
        "يوان شيكاي", "جيمس هنري برستيد", "هيرودوس أنتيباس", "وانغ أنشي", "فلورانس غارارد", "ستيفين ويلر",
        "هينريش كريمر", "جيمس واط", "لين زيشو", "جوزيف دارناند", "بيل غولد", "ويليام هيشلر", "فرابوو سوبيانتو",
        "مارغريت دوغلاس", "آن هورتون", "توم روبينسون", "هيو ميرفي", "توكوغاوا إيه-ياسو", "لاسي هالستروم",
        "إيوان مكغريغور", "كريستين سكوت توماس", "نيكولاس ستولر", "جيسون سيغل", "ريان جونسون", "بروس ويليس",
        "جوزيف شنيك", "نورما تالمادج", "إيرين جوليو", "هانز بترسون", "سارة إيراني", "ريتشارد بلانتاغينيت",
        "غلوريا هولدن", "همفري بوغارت", "أودري هيبورن", "جيمي كارتر", "غارث جينينغز", "محمد الجدعان", "سيمون كريتشمر",
        "سيرينا ويليامز", "غونتر دي بروين", "لاري فانس", "هيلاري كلينتون", "لوكاس كارناخ", "رشيدة داتي",
        "نيكولا ساركوزي", "بريس هورتيفي", "كورادو باسيرا", "فالنتينو روسي", "كريستينا سيفوينتيس", "خافيير ماروتو",
        "آنخل بيتادو", "فاتيما بانيز", "بيدرو سانشيز", "فيديريكو فيليني", "غيورغ رايشنباخ", "مارتن لوثر كينغ جونيور",
        "إرنست شاكلتون", "برنار تابي", "ديفيد كراوتش", "نابليون بونابرت", "غوفريدو بيتراسي", "إينيو موريكوني",
        "برونو نيكولاي", "أنتونيو غاودي", "جون بيرغوين", "جوزيف برانت", "جوزيف بيريغوين",
    },
    "pl-real": {
        "Krzysztof Kolumb", "Tina Anselmi", "Marek Antoniusz", "Kori Schulman", "Joe Sternlieb", "Andre Price’a",
        "Michael Fallon", "Jesse LaBrocca", "Erik Solheim", "Melania Trump", "Gerry McNeilly", "Lindsay Gay",
        "Margaert Boemer", "John Di Domenico", "Donalda Trumpa", "Christian Wolmar", "Sarah Olney",
        "Donaldowi Trumpowi", "Rocco Catalano", "Jeff Knott", "Marka Avery’ego", "Chrisa Packhama", "Andrew Marr",
        "Benoît Paire", "Martina Winterkorna", "Herbercie Diessie", "Rachel Winham", "Jeffrey Dean Morgan",
        "Johnny Carson", "Alejandra González Anaya", "Juana Carlosa Salasa", "Yannisa Smaragdisa", "Thomas Lincoln",
        "Sallyanne Atkinson", "Krzysztofa Kolumba", "Yuan Shikai", "Jamesa Henry’ego Breasteda", "Heroda Antypasa",
        "Shen Kuo", "Wang Anshim", "Florence Garrard", "Stephen Wheeler", "Heinrich Kramer", "James Watt", "Lin Zexu",
        "Joseph Darnand", "Bill Gold", "Saul Bass", "William Hechler", "Prabowo Subianto", "Anne Horton",
        "Hugh Murphym", "Ieyasu Tokugawy", "Ewanem McGregorem", "Kristin Scott Thomas", "Lasse Hallströma",
        "Jasona Segela", "Nicholasa Stollera", "Riana Johnsona", "Bruce Willis", "Joseph Gordon-Levitt",
        "Joseph Schenck", "Irène Joliot-Curie", "Hans Pettersson", "Sarą Errani", "Ryszarda Plantageneta",
        "Glorią Holden", "Humphrey’a Bogarta", "Audrey Hepburn", "Jimmym Carterem", "Davida Gamsona",
        "Gartha Jenningsa", "Simon Krätschmer", "Serenie Williams", "Güntera de Bruyna", "Larry Vance",
        "Hillary Clinton", "Lucasa Cranacha", "Rachida Dati", "Nicolasa Sarkozy’ego", "Brice’a Hortefeux",
        "Corrado Passera", "Markiem Zuckerbergiem", "Valentinem Rossi", "Cristina Cifuentes", "Javier Maroto",
        "Ángel Pintado", "Fátima Báñez", "Pedro Sánchez", "Federico Fellini", "Georgowi Reichenbachowi",
        "Martina Luthera Kinga", "Ernesta Shackletona", "Bernarda Tapie", "David Crouch", "Napoleon Bonaparte",
        "Goffredo Petrassiego", "Ennio Morricone", "Bruno Nicolai", "Antonio Gaudí", "Johna Burgoyne’a",
        "Josepha Branta", "Josepha Burgoyne’a",
    },
    "ko-real": {
        "도널드 트럼프", "크리스토퍼 콜럼버스", "힐러리 클린턴", "티나 안셀미", "마르코 안토니오", "안드레 프라이스", "마이클 팰런", "제시 라브로카", "에릭 솔하임", "멜라니아 트럼프",
        "게리 맥닐", "린제이 게이", "마가렛 부머", "존 디 도메니코", "크리스찬 월마", "사라 올니", "로코 카탈라노", "제프 노트", "마크 에이버리", "크리스 패컴", "앤드류 마",
        "베누아 페르", "마틴 빈터코른", "헤르베리트 디스", "레이첼 윈햄", "제프리 딘 모건", "자니 카슨", "알렉산드라 곤잘레즈 아나야", "주안 카를로스 살라스", "야니스 스마라그디스",
        "토마스 링컨", "샐리언 애킨슨", "위안 스카이", "제임스 헨리 브레스테드", "헤롯 안티파스", "플로렌스 개러드", "스테판 휠러", "하인리히 크레이머", "제임스 와트", "조셉 다르낭",
        "빌 골드", "사울 바스", "윌리엄 헤츨러", "프라보오 수비안토", "마가렛 더글라스", "톰 로빈슨", "휴 머피", "도쿠가와 이에야스", "라스 홀스트롬", "이완 맥그리거",
        "크리스틴 스콧 토마스", "니콜라스 스톨러", "제이슨 세걸", "리안 존슨", "브루스 윌리스", "조셉 고든 레빗", "조셉 쉥크", "노마 탈마지", "이렌 졸리오 퀴리", "한스 페터슨",
        "사라 에라니", "리차드 플랜태저넷", "글로리아 홀덴", "오드리 햅번", "험프리 보거트", "지미 카터", "데이비드 갬슨", "가스 제닝스", "시몬 크래츠머", "세레나 윌리엄스",
        "귄터 데 브로인", "랠리 밴스", "라시다 다티", "니콜라 사르코지", "브리스 오르트푀", "코라도 파세라", "마크 주커버그", "발렌티노 로시", "크리스티나 시푸엔테스",
        "자비에르 마로토", "앙헬 핀타도", "파티마 바네즈", "페드로 산체스", "페데리코 펠리니", "테레사 메이", "게오르크 라이헨바흐", "마틴 루터 킹 주니어", "어니스트 섀클턴",
        "베르나르 타피에", "데이비드 크라우치", "나폴레옹 보나파르트", "고프레도 페트라시", "엔니오 모리코네", "브루노 니콜라이", "안토니오 가우디", "존 버고인", "조셉 브랜트",
        "조셉 버고인",
    },
}
UD_DROP = {
    "vi-real": {
        "Tuấn Anh", "Ama Công", "Việt Hùng", "Hoạn Thư", "Trường Chinh", "Yết Kiêu", "Hồ Raymonde Dien",
        "hồ henri martin", "Hồ Henri Martin",
        "Bác Hồ", "Ðặng Hải Lý", "Nguyễn Đình Chiểu", "Nguyễn Chí Thanh", "Lương Thế Vinh", "Lý Thường Kiệt",
        "Trương Định", "Nguyễn Huệ", "Nguyễn Trãi", "Hai Bà Trưng", "Nguyễn Tri Phương", "Lê Quí Đôn", "Lý Nam Đế",
        "Thánh Paul", "Bỉnh Sâm", "Kiều Oanh", "Bùi A", "Ba Bường", "Ba Hương", "Mười Thơ", "Hữu Hạnh", "Thanh Mỹ",
        "Trương Xuân ĐạI", "Hồ Chí Minh", "Phước Hương", "Như Ý", "Phật Bà", "Xuân Đám", "Quang Trung",
    },
    "fa-real": {
        "فلش تامپسون", "خواجه نصیرالدین توسی", "ملا حسن رستگار", "محمدشاه قاجار", "علی بن ابیطالب", "آغا محمدخان",
        "اکاکی اکاکیویچ", "ناطق نوری", "موسوی اطهر", "شاه عباس کبیر", "عیسی بن مریم", "مریم مشام", "طالب خمول",
        "رحمت قیصر", "نسیم سعادت", "دکتر برتون", "میرزاجواد تبریزی", "امام\u200cقلی نخجوانی", "صیاد شیرازی", "رضا شاه",
        "رضاشاه", "شاه طهماسب", "صاحب جواهر", "میرزای شیرازی",
        "تیم کانوپولو", "سهراب یل", "خسرو انوشیروان", "ابراهیم اسحاق", "الهاشمی غیابی", "عیسی مسیح", "عباسی",
        "براتی‌پور", "رحمتی", "عین‌القضات", "کاووس", "ابوحمزه", "طاهره", "دادکان", "الکس", "مرشد",
        "خواجه عبدالله انصاری", "غلامحسین خان", "حاجی سبزواری", "میرزا شفیع", "امام", "حضرت", "پیامبر",
    },
    "ga-real": {
        "Íosa Críost", "Eoin Baiste", "Geingeas Cán", "Ulrik de Celje", "Tom Tommy", "Mháire Áine", "Liam Bhid",
        "Nahthen Lad",
        "Tomás Óg", "Phádraig Bán", "Colm Cille", "Cholm Cille", "Van Helsing", "Bean Uí Eidhin", "Fhinn Diarmaid",
        "Aodh Rua", "Clann Mc Ewen", "Ancient Mariner",
    },
    "id-real": {
        "Harry Potter", "Don Quixote", "Pak Adams", "PM Abe", "Indofood Werianty", "Ken Okinawa", "JK Rowling", "Mark Zuckerberg", "Facebook Mark Zuckerberg",
        "Lord Ashley", "Bapak Yakob", "Luther Stickell", "Iskandar Muda", "Tun Seri Lanang", "Alfonso XI", "Edmund II",
        "Eadmund II", "Chandragupta II", "KRMT Wirjodiningrat", "Alit Prawatasari", "Bu Acih", "Eyang Rini",
        "Ki Angkong", "Gi Kwang", "Norma Jean", "Prijo S", "Sayid Anwar", "Mayumi Thyme", "CGJ Vreedenburgh",
        "AS Setiadi", "Citra Happy Lestari", "Paraestheesia Humaning Ayu", "Yesus Kristus", "Raja Canute",
        "Raja Charles", "Raja Jie", "Sultan Syarif", "RM Smith", "AB Bardhan",
        "Claude Speed", "Anak Agung Bagus Sutedja", "Andi Meriem", "Ninochka Stronovsky", "Rachel Solando",
        "Dyah Kebi", "Sayyid Ahmad Khairuddin", "Mat Bunglon", "Dul Bajing", "Imam Samudera", "Manuel A",
        "Eyang Tini", "Buck Rodgers", "Nikel Raney", "Jacquez Dozy", "Muadz bin Jabal", "Taishi Ci",
        "Kakak Gertrud", "Nili Nayo", "Mpu Partha", "Dyah Wawa", "Raja", "Sultan", "Nabi", "Pangeran",
        "Lettu Czi Mochtar", "Abu Abdurahman", "Pak Douw", "Citrawirya", "Jeong Dojeon", "Yesus", "Paulus",
        "Dipertuan", "Buddha", "Muhammad", "Gubernur", "Mayor Jendral", "Kamonji",
    },
    "zh-real": {"Eason", "軒軒", "孫悟空", "李嘉祺", "周公", "阿紅姐", "陳直", "Philip Wong", "李紅", "鄭多變",
                "Philip_ Wong", "梁 議員", "豪仔", "紅姐", "多多", "悟空", "金田一", "阿Ｂ"},
    "ar-real": {
        "بوغد خان", "السيد فينتركورن", "يسوع المسيح", "البابا بولس", "الجنرال دي ميزا", "كاثرين إمبراطورة روسيا",
        "إيف سان لوران", "جون غونت", "جوزيف غوردون", "فرانسيس مارك زوكربيرغ", "فرانز جوزيف", "والت ديزني",
        "إيزابيلا فرنسا", "جين بينغ مي", "غونزاليز آنايا", "أحمد ز", "مارات ساد", "كيكي دي", "شين كيو", "بال كاريل",
        "كيشا ديفيد غامسون",
    },
    "pl-real": {
        "New York City Health",  # an organisation whose 46-letter name the English and German PUD write too
        "Oktawian August", "González Anaya", "Franciszek Józef", "Walta Disneya", "Bogda Chana", "Jin Ping Mei",
        "Kiki Dee", "Król Salaman", "Yves Saint Laurent", "Stealers Wheel", "Rafferty’ego",
    },
    "ko-real": {
        "곤잘레스 아나야", "졸리오 퀴리", "프란츠 요제프", "월트 디즈니", "키키 디", "대루카스", "아드난 Z. 아민", "빈터 코른",
    },
}
UD_SINGLE_OK = {
    "vi-real": set("""VN|Mỹ|HCM|Pháp|Campuchia|Malaysia|Bangkok|Singapore|Huế|Berlin|Washington|Minsk|Genève|Ireland|
Liberia|Lào|Nga|Indo|Vinamilk|Hapro|Natsteel|Đảng|CPC|Kơtu|H5N1|Trời|Bụt|Phật|Capability|Sêrêpôk|Nonthaburi|Lumphini|
Rajadamnoen|Chatuchak|Monivong|BookSurge|IAM|ICA|Target|NN|PTNT|GD-ĐT|A5|K7|1A|2E|Đài|Á|Cil|Mađagui|Lung-nan|Gianh|
1|3|5|7|9|13|14|ĐL|Kredtrakarn|Wai-kru|Koto|Dream|Xinmei|Ndaelndongl|Dezliangz|Điện""".replace("\n", "").split("|")),
    "fa-real": {"ایران", "طالبان", "بنی‌امیه", "تیم ملی بوکس", "باشگاه خبرنگاران", "گروه 1+5", "دولت خاتمی",
                "آرامگاه شهدای گمنام", "دانشگاه رازی", "پلیس انگلستان", "تیم ملی فوتبال فرانسه", "پارک ملت",
                "ساواک", "دولت عثمانی", "سپاه اسپارت", "سپاه معاویه", "هیکل سلیمان", "موزهٔ تکریم استالین",
                "دیوان اروپایی حقوق بشر", "شبکهٔ اطلاع‌رسانی داروسازان ایران", "اردوگاه‌های آوارگان داداب",
                "انجمن خیریهٔ یاوران امام علی", "مدرسهٔ میرزا جعفر", "فرماندهٔ انتظامی خراسان رضوی",
                "همدستان رژیم صالح", "اورانگوتانی", "فوربز"},
    "ga-real": set("""Gaeilge|hÉireann|nGaeilge|Gaeltachta|Mumhan|Meiriceá|Éirinn|Raidió|Bhéarla|Ghaeilge|Chorcaí|hEorpa|
Coimisiún|Ard-Mhúsaem|Luimneach|Béarla|Euro|SEIF|Róimhe|ART|Ultaigh|Ghaeltacht|Chiarraí|Márta|Seachtain|Shráid|
Hollywood|Conradh|Ard-Chúirt|Dún|nDún|Cultúrlainne|Earagal|Eaglais|Bunscoil|Chláir|nGaillimh|mBéarla|hEabhraise|
Páirtí|IRA|Breataine|Ghaillimh|Amstardam|Ceoláras|Músaem|Staire|Dublin|Nollaig|Iúil|RnaG|RTÉ|Unison|Ramadan|Éire|
IDA|UUP|Corcaigh|Cork|Cúba|Eanáir|Gaeltacht|Gaeltachtaí|BCE|hAlban|Éireann|Sportsfile|Lóiste|Vín|GQ|Teaim|Phárais|
Yard|Nuachló|hAbhann|CFL|AIE|Leamhchán|gCollchoill|Sgarba|Barcó|Cnocán|Lecanvey|Longueville|Thornbury|Hartlepoole|
Chora|Coileánach|Champabasso|Lunga|Eilean|Bhealaich|Bhreacháin|Shligigh|Chill Dara|gCambridge|hÉirinn|Corvin|
Chulainn|Abábú|Reachtain|Achaidh|gCluain|Chorragáin|Splándíd|Craith|mBaile|nGall|bPoc|gCeann Trá|mBaile Átha Cliath|
mBaile Átha|mBéal Feirste|gConamara|saor-Éireann|Westlife|FF|Cheeverstown|Dhún|Mhuineachán|SELC|Iorrais|Lughnasa|
Iar-Chonnacht|Árann|Dhroim|Átha|TG4|Londain|nGaeltacht Dhoire Bhó Riada|nDroim Conrach""".replace("\n", "").split("|")),
    "id-real": set("""Indonesia|Perancis|Jepang|Belanda|India|Meksiko|Januari|Februari|Maret|April|Mei|Juni|Juli|
Agustus|September|Oktober|November|Desember|Filipina|Sarajevo|Amerika|Italia|Melayu|Jerman|Kristen|Pakistan|Israel|
Yahudi|Facebook|Pentium|Depok|Bengkulu|Jawa|Haiti|Kuningan|Prusia|Tiongkok|Inggris|Majapahit|Hindu|VOC|Antartika|
Brcko|Gorazde|Maglaj|Olovo|Vares|Kobe|Portugal|Benfica|CNDD|FDD|NKRI|Bharatpur|Rajasthan|Pontianak|Bali|Malta|
Alexandria|Paris|Georgia|Papua|Intel|Celeron|Silla|Vaterstetten|STSI|Berangas|Unidayan|Samarinda|Dayak|Boyolali|
Austria|Kazakhstan|Kreta|Saxon|Britania|Bangka|Sunda|Fukushima|Pisa|Mataram|Yogyakarta|Jakarta|Guinea|Troyes|
Amsterdam|Bosnia|Surabaya|Brasil|Madinah|Sumbawa|Palembang|MPLA|Sukabumi|Eropa|Rumania|Bukares|Connecticut|Yale|
Pyongyang|Goguryeo|Bogor|Islam|SMP|SMA|SMK|SMU|PAUD|TK|Sabtu|Senen|Padaherang|Astana|Genoa|Desa|Kerajaan|Batak|
Injil|Joseon|Sejong|Oise|Halloween|Trimurti|Zhong|Sawan|Sudaji|Suwug|Akcaya|Landungsari|Palowijen|Pakis|Turen|
JARDIKNAS|Masirei|Papua|Pakasam|Globalstar|Potocari|RCTI|Intel|Samarinda|Tiber|Advent|Tirtayasa|Srimulat|Gangneung|
Sokcho|Lengkong|Langkapjaya|Union|Wikimedia Foundation|Allmusic|Allgame|Suksesi|Utara|Rumania|Piubega|CONCACAF|
Taurat|Kapolri|Erlangga|Pyongyang|Sugok|Gogurye|Banyuputih|FASI|Angarsk|Cesena|Qin|Shijing|Bogor|DivX|Pariok|
Kroasia|Thailand|Cina|Tionghoa|Arab|Eropa|Korea|Rusia|Spanyol|Australia|Afrika|Asia|Inggris|Kanada|Mesir|Turki|
Jawa Barat|Sumatera|Kalimantan|Sulawesi|Medan|Bandung|Semarang|Malang|Aceh|Riau|Banten|Lampung|Jambi|Ambon|Sampul|
radio FM|RBR|Memetika|Personel|Sejarah|Mingzhou|Sutradara|Tower|London|Batavia|DPR|Bandaneira|Banda|Maluku|Amurang|
Eksekutif|Sriwedari|RVE|Trabzonspor|Part|Dukun|Pertempuran|Pemberian|APRI|RRI|Irlandia|NBC|KEL|Xia|Tang|Kadō|
AS|Indonesia|Jakarta|BI|Oktober|Kamis|Selasa|Rabu|Jumat|Senin|Jepang|BEJ|BUMN|PDB|September|Januari|APBN|
Malaysia|Fitch|CPO|Inggris|Juni|NPL|Pefindo|Menteri|Panin|Desember|Maret|Agustus|Juli|TPT|BES|Februari|APBN-P|
SBI|April|DPR|PMA|Mandiri|SUN|DEJ|India|YouTube|BB|Pinnacle|TRJE|Cina|AALI|Brasil|Amerika|Spanyol|Singapura|
Asean|Bappenas|CGI|ADB|HJE|BNI|Indofood|RUPSLB|China|BNIMF|Pama|BCA|PPh|RI|Tokyo|LTLS|UNSP|LPBN|PLTA|LPS|
Lonsum|AFP|EPA|November|GIN|ANZ|London|BUPPH|AA-idn|SSA|Facebook|Bahia|Dunia|IMF|K1|ANTARA|SIMP|idA-|SERA|
Depkeu|PLN|MedcoEnergi|EPS|APBNP|APOL|Thailand|APBD|Pertamina|IATA|NTT|NTB|Bali|PGAS|FR0046|FR0047|UKM|Asia|
PKG|Mitsubishi|BBM|IHSG|Australia|SPA|US|Mei|NPI|RUPS|Delhi|WB|PPN|IDA|Sabtu|TI|RGM|Fitri|Ramba|Elnusa|Menkeu|
EDC|Bapepam|Medco|BNGA|C/D|IT|CPRL|Minggu|Wellington|2006|BPS|Ba3|RDG|Sumatera|Kalimantan|Sulawesi|Vietnam|
Belanda|JEL|PLTD|II/2007|ORI|Eropa|CIMBG|Islam|BBNI|Rusia|Direktur|BLTA|UNTR|INCO|Jiangsu|ARA|MEDC|TRUB|CAR|
ROA|NII|Prancis|BM|TBS|Kalifornia|Telkom|Riau|IPIC|CNKO|Skotlandia|DASB|Rajasthan|UKTI|Kyoto|Operasional|IDRs|
BB-|B|BRI|BTN|MISP|RDI|DWT|PHRD|JAL|ANA|Hitachi|NEC|idBBB+|I/2007|Palembang|BBC|bappenas|Meneg|Departemen|
Peraturan|PP|PMK|B1|PKLN|ELTY|A-|Ceara|RI0037|Feb-07|Natal|Astra|Istana|PT|Gas|Obligasi|Ritel|Suzuki|JBIC|
JETRO|BKF|CDM|Meksiko|Jagorawi|Cinere|TSPC|PricewaterhouseCoopers|Portugis|Chembulk|BLU|Khazanah|ASII|DPRD|A|
HMSP|AA|idn|A+idn|Wingnut|LDR|Korea|Taiwan|DR|Cris-K2|Forbes|Brazos|Mexico|Swiss|Korsel|ConnectU|Ba2|I/2006|
III/2006|Italia|Strasbourg|BPR|LNG|HITS|LARP|341|ICMI|PDRD|UMKM|SKB|KLBF|PSC|NPWP|Nissin|Gaikindo|BMTR|FREN|
Moskow|Harvard|Gorontalo|Lombok|Flores|idA|Kejaksaan|Polri|aedes|Fortis|NYSE|Deg|UE|Papua|SPN|idBBB-|PBPR|
Asahan|RED|Beijing|LPIN|Jambi|Indoagri|PKU|Encore|Filipina|UEA|TRBA|Finlandia|Galveston|Texas|MAYA|DPD|
Languedoc-Roussillon|Oscar|EOF""".replace("\n", "").split("|")),
    "zh-real": set("""香港|廟街|英國|龍珠|九零三|港|無線電視|新城電台|華星|七十一|大家樂|大陸|中國大陸|北極|吉隆坡|浮羅交怡|天富|
金剛郵輪|抬起我的頭來|夏天的故事|北極星|黑夜不再來|今天等我來|不再讓你孤單|每一個明天|伴遊|與我常在|有發生過|男兒當自強|
讓一切隨風|分飛燕|從不喜歡孤單一個|金燕子|森美小儀dotdotdot|蟹蟹瘦身操|Beyond|Yes!|益力多|龜波氣功|撒亞|三角形內角總和|
今日|秋|湯|阿彌陀佛|無綫|新城|angle-sum-of-triangle""".replace("\n", "").split("|")),
    "ar-real": set(),
    "pl-real": set(),
    "ko-real": set(),
}

# --- business documents ------------------------------------------------------------------------------------------

# Capitalised words that are no person, for precision: products, job titles, headings and firms (made up here).
PRODUCTS = ["Latitude 7440 Laptop", "Office Suite Business Premium", "Acrobat Pro Licence", "ThinkPad Dock Gen 2",
            "Galaxy Tab S9", "Adobe Creative Cloud", "Jira Service Management", "Oracle Database Standard",
            "Azure Reserved Instance", "Premium Support Plan", "Sage Payroll Module", "Logitech MX Keys",
            "Canon ImageRunner Toner", "Slack Enterprise Grid", "Windows Server Datacenter", "Zoom Rooms Licence"]
TITLES = ["Head of Procurement", "Senior Account Manager", "Chief Financial Officer", "Regional Sales Director",
          "Customer Success Lead", "Payroll Administrator", "Legal Counsel", "Operations Manager"]
FIRMS = ["Northwind Traders Ltd", "Contoso Pharmaceuticals GmbH", "Fabrikam Logistics BV", "Adventure Works Sp. z o.o.",
         "Tailspin Toys S.A.", "Woodgrove Bank plc", "Litware Consulting AB", "Wingtip Solutions Oy"]


def invoices(n):
    """HTML-ish invoices as an accounting system mails them: a made name billed and one who approved, beside
    products, a firm and headings."""
    docs = []
    for i in range(n):
        bill, appr = F.next_name(), F.next_name()
        firm = F.rng.choice(FIRMS)
        lines = ["<html><body>", f"<h1>Invoice INV-{2026_0000 + 37 * i + 11}</h1>",
                 f"<p>{firm}<br>Accounts Receivable</p>",
                 f"<table><tr><th>Bill to</th><td>{F.lab(bill)}</td></tr>"]
        for k in range(2 + i % 3):
            lines.append(f"<tr><td>{F.rng.choice(PRODUCTS)}</td><td>{1 + k}</td><td>EUR {120 + 45 * k + i},00</td></tr>")
        lines += ["</table>", f"<p>Approved by: {F.lab(appr)}, {F.rng.choice(TITLES)}</p>",
                  "<p>Payment Terms: Net 30. Thank You For Your Business.</p>", "</body></html>"]
        docs.append((f"invoice-{i + 1:02d}", lines))
    return docs


def signatures(n):
    """Short e-mails ending in a signature block (name, job title, firm, phone), one made name greeted and one
    signing."""
    asks = ["Could you send the signed Purchase Order by Friday?", "Attached is the Quarterly Business Review deck.",
            "The Annual Compliance Training is due next week.", "Please confirm the Service Level Agreement terms."]
    docs = []
    for i in range(n):
        to, frm = F.next_name(), F.next_name()
        firm = F.rng.choice(FIRMS)
        lines = [f"To: {F.lab(to)}", f"Subject: {F.rng.choice(PRODUCTS)} renewal", f"Hi {F.lab(to)},",
                 asks[i % len(asks)], "Kind regards,", "--", F.lab(frm), F.rng.choice(TITLES),
                 f"{firm} | +44 20 7946 0{100 + i:03d}"]
        docs.append((f"signature-{i + 1:02d}", lines))
    return docs


def main():
    """Writes the set and prints its counts."""
    F.POOL = N9.E8.V.pool()  # the sixth set's V.EUROPE, as the seventh, eighth and ninth sets drew them
    F.orgs.clear()
    F.places.clear()
    real = [pud_docs(lang) for lang in ("ru", "sv", "pt")]
    docs = (framed(real[0]) + F.contact_lists(17, 40) + framed(real[1]) + invoices(80) + framed(real[2])
            + signatures(80) + framed(wikiner_docs()))
    for source in UD:  # appended last, so the made names drawn above are the first builder's
        docs += [(d, F.frame(d, lines) if F.h("frame10ud " + d) % UD_FRAMED == 0 else lines)
                 for d, lines in ud_docs(source)]
    F.write_set(OUT, [
        "Tenth labelled name set (issue 30, docs/adr/0108): generated by scripts/pii-tenth-names.py; do not edit.",
        "Text: Universal NER's Russian, Swedish and Portuguese Parallel UD (CC BY-SA 3.0 / 4.0 / 3.0), WikiNER",
        "Russian (CC BY 4.0); Universal Dependencies Vietnamese VTB, Persian PerDT, Irish IDT (CC BY-SA 3.0),",
        "Indonesian GSD and CSUI, Chinese and Cantonese HK, Korean and Arabic PUD (CC BY-SA 3.0), Polish PUD, their",
        "persons labelled by hand (CC BY-SA 4.0 where not said); made names from Universal NER Portuguese",
        "Bosque (CC BY-SA 4.0) and Wiktionary categories (CC BY-SA). This file: CC BY-SA 4.0. Held out: built",
        "without running the detector on it;",
        "scored once by the lead.",
    ], docs, part="heldout ")
    F.print_counts(docs)


if __name__ == "__main__":
    main()
