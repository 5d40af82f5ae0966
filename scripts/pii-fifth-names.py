#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_fifth.txt, the fifth labelled name set of issue 30 (docs/adr/0081).

Built after the rules were frozen (after docs/adr/0079 and 0080, which were tuned on the fourth set), by someone who
never ran the detector on it nor looked at its output: the lead scores it once. None of its texts was used by an
earlier set or a tuning set (testdata/third_party/SOURCE.md, "The fifth set"):
- Slovak SNK, Croatian SET and Portuguese Bosque: the sentences after the fourth set's first 600 of the same files
  (Slovak 601-1061, Croatian 601-960, Portuguese 601-1172);
- Serbian SET's test file and Danish DDT's dev file (uner-sr-set/, uner-da-ddt/; the fourth set used every
  sentence of Serbian dev and Danish test), their first 600 sentences;
- Stockmark's Japanese Wikipedia NER set, records with sha1(curid+text) % 6 == 4 (stockmark-ja-fifth/; 0-3 are
  used, 5 is left for later);
- NewsFANE Gold, sentences 301-600 (newsfane-ar/newsfane-next300.txt; the fourth set used 1-300);
- Chinese GSD train with Universal NER's labels, sentences 2,001-2,600 (uner-zh-gsd-train/; the CJK tuning set
  used 1-2,000): Chinese Wikipedia, real names, kinds by han_kind corrected by reading every distinct person
  (zh_kind).

Everything else is the fourth set's generator, imported (scripts/pii-fourth-names.py: its labelling rules, its
kinds, its made-name makers and frames), not copied. What differs:
- made initials, hyphen and particle names come from the persons of this set's own Danish and Portuguese slices
  (languages that do not inflect names), not from the fourth set's pool;
- there is no English PUD (the fourth set used all of it), so made names of every kind of the fourth set's ORDER
  stand in contact lists (CSV) and in e-mail, memo and letter frames around a third of the European documents
  (SHA-1 of the id divisible by three), beside the documents' real names;
- no made name repeats a name of the third or fourth set; the makers are reseeded (81).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-fifth-names.py
(python3 scripts/pii-fifth-names.py --extract <ner-wikipedia-dataset git dir> <visbert git dir>
<UNER_Serbian-SET git dir> <UNER_Danish-DDT git dir> <UNER_Chinese-GSD git dir> re-extracts the vendored inputs
listed above).
"""
import hashlib
import importlib.util
import json
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

OUT = "internal/pii/testdata/names_fifth.txt"
TP = "internal/pii/testdata/third_party"
SERBIAN = "0d9685f001c10895572d844ef789c53dade0e265"
DANISH = "983c4cdc09f8ece6069d2b692b60dc4b3649ec6e"
GSD = "2a0c196d7a54d41119fd069874e976a58f0d7dad"
GSD_FILE = "uner-zh-gsd-train/zh_gsd-ud-train-2001-2600.iob2"
FANE_FROM, FANE_TO = 300, 600  # sentences [FANE_FROM, FANE_TO) of NewsFANE Gold, counted from 0


def extract(stockmark, visbert, serbian, danish, gsd):
    def show(repo, commit, path):
        return subprocess.run(["git", "-C", repo, "show", f"{commit}:{path}"], capture_output=True, check=True,
                              text=True).stdout

    data = json.loads(show(stockmark, F.STOCKMARK, "ner.json"))
    keep = [d for d in data if int(hashlib.sha1((d["curid"] + d["text"]).encode()).hexdigest(), 16) % 6 == 4]
    with open(f"{TP}/stockmark-ja-fifth/ner-fifth.jsonl", "w", encoding="utf-8") as out:
        for d in keep:
            out.write(json.dumps(d, ensure_ascii=False) + "\n")
    # NewsFANE's next sentences, lines as in the file (token TAB tag, a blank line after each sentence).
    text, n, out = show(visbert, F.VISBERT, F.FANE_PATH).lstrip("\ufeff"), 0, []
    for line in text.split("\n"):
        if FANE_FROM <= n < FANE_TO:
            out.append(line)
        if not line.strip():
            n += 1
            if n == FANE_TO:
                break
    with open(f"{TP}/newsfane-ar/newsfane-next300.txt", "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    for repo, commit, path, folder in ((serbian, SERBIAN, "sr_set-ud-test.iob2", "uner-sr-set"),
                                       (danish, DANISH, "da_ddt-ud-dev.iob2", "uner-da-ddt")):
        with open(f"{TP}/{folder}/{path}", "w", encoding="utf-8") as f:
            f.write(show(repo, commit, path))
    # GSD train's sentences 2,001-2,600 (the CJK tuning set took the first 2,000), lines as in the file.
    blocks = show(gsd, GSD, "zh_gsd-ud-train.iob2").split("\n\n")
    with open(f"{TP}/{GSD_FILE}", "w", encoding="utf-8") as f:
        f.write("\n\n".join(blocks[2000:2600]) + "\n\n")


def load_fourth():
    """scripts/pii-fourth-names.py as a module (its name has hyphens); importing it writes nothing."""
    spec = importlib.util.spec_from_file_location("pii_fourth_names", "scripts/pii-fourth-names.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


F = load_fourth()

if len(sys.argv) == 7 and sys.argv[1] == "--extract":
    extract(*sys.argv[2:])
    sys.exit(0)

F.rng.seed(81)  # the fourth set's makers, drawn afresh (the third set seeded 72, the fourth 74)
F.THIRD.update(re.findall(r"\[\[(.*?)\|", open("internal/pii/testdata/names_fourth.txt", encoding="utf-8").read()))

# The fourth set's lists of the annotators' errors, extended by reading every distinct label and every unlabelled
# run of two or more capitalised words of this set's European text (docs/adr/0081): "Mountain View" (a place),
# "Sveti Nikola" (Saint Nicholas visiting children, as "Santa Claus"), "Don Juan" (a type: "um Don Juan
# norte-americano") are no person; the people left unlabelled are a club director ("Reinaldo Teles"), a film
# director ("Zhang Yuan"), an album's persona whose other mention is labelled ("Ziggy Stardust"), and full names
# inside the names of schools, an institute, a market, an aquarium, a foundation, a shipyard and a stadium,
# labelled as the fourth set labels "stadiona Peter Mokaba".
F.NOT_A_PERSON.update({"Mountain View", "Sveti Nikola", "Don Juan"})
F.MISSED.extend(["Reinaldo Teles", "Zhang Yuan", "Ziggy Stardust", "Petra Preradovića", "Marka Marulića",
                 "Ivo Pilar", "Manuel Firmino", "Augusto Nobre", "Hajnrih Bol", "Viktor Lenac",
                 "Santiago Bernabeuu"])

# NewsFANE's errors in this slice, found by reading every distinct Arabic person label: "حركة حماس" (the Hamas
# movement) is no person; "سبيرز توني باركر" puts the team (Spurs) inside Tony Parker's name, so a person span
# starting with a word of AR_LEAD_NOT_NAME starts at the next word instead.
F.NOT_A_PERSON_AR.add("حركة حماس")
AR_LEAD_NOT_NAME = {"سبيرز"}
_fane_sentences = F.fane_sentences


def fane_sentences(path):
    """F.fane_sentences with a person span's leading team name (AR_LEAD_NOT_NAME) set outside the span."""
    out = []
    for text, toks in _fane_sentences(path):
        toks = list(toks)
        for i, (a, b, tag) in enumerate(toks[:-1]):
            if tag == "B-PER" and text[a:b] in AR_LEAD_NOT_NAME and toks[i + 1][2] == "I-PER":
                toks[i], toks[i + 1] = (a, b, "O"), (toks[i + 1][0], toks[i + 1][1], "B-PER")
        out.append((text, toks))
    return out


F.fane_sentences = fane_sentences  # ar_docs reads it from its module

# Stockmark's errors in this slice, found by reading every distinct person label: a span running on into the
# next word ("ウィリアム・オドワイヤーニューヨーク市長": New York's mayor, "朴正煕政権": Park's government) ends before
# it (JA_TRAILING); "キング・エリック" is a nickname made of a title and one name, whose record is left out as a
# one-word person's sentence is.
JA_TRAILING = ("ニューヨーク", "政権")
JA_LEAVE_OUT = {"キング・エリック"}
_stockmark_line = F.stockmark_line


def stockmark_line(d):
    """F.stockmark_line with this slice's person spans corrected (JA_TRAILING, JA_LEAVE_OUT)."""
    ents = []
    for e in d["entities"]:
        if e["type"] == "人名":
            if e["name"] in JA_LEAVE_OUT:
                return None
            for t in JA_TRAILING:
                if e["name"].endswith(t) and len(e["name"]) > len(t):
                    e = dict(e, name=e["name"][:-len(t)], span=[e["span"][0], e["span"][1] - len(t)])
        ents.append(e)
    return _stockmark_line(dict(d, entities=ents))


F.stockmark_line = stockmark_line  # ja_docs reads it from its module

# The slices after the fourth set's (F.EUROPE: the first F.EUROPE_SENTENCES of each file), and the unused splits.
EUROPE = (("uner-sk-snk", "sk_snk-ud-test", "sk", 600), ("uner-hr-set", "hr_set-ud-dev", "hr", 600),
          ("uner-sr-set", "sr_set-ud-test", "sr", 0), ("uner-da-ddt", "da_ddt-ud-dev", "da", 0),
          ("uner-pt-bosque", "pt_bosque-ud-dev", "pt", 600))


def pool():
    """Every person of two or more words this set's Danish and Portuguese slices label (Portuguese contractions
    joined): the names the made kinds initials, hyphen and particle are made of."""
    out = set()
    for folder, path, lang, start in EUROPE:
        if lang not in ("da", "pt"):
            continue
        fix = F.pt_join if lang == "pt" else str
        sents = [s for _, ss in F.read_iob(f"{TP}/{folder}/{path}.iob2") for s in ss]
        for text, toks in sents[start:start + F.EUROPE_SENTENCES]:
            for a, b in F.spans(toks, "PER"):
                ab = F.person_words(text, a, b)
                if ab and F.latin_ok(text[ab[0]:ab[1]]) and text[ab[0]:ab[1]] not in F.NOT_A_PERSON:
                    out.add(fix(text[ab[0]:ab[1]]))
    return sorted(out)


def orgs_places():
    """Organisations and places the Danish and Portuguese slices' annotators labelled, for the contact lists (none
    holding a person's full name: F.MISSED)."""
    for folder, path, lang, start in EUROPE:
        if lang not in ("da", "pt"):
            continue
        fix = F.pt_join if lang == "pt" else str
        sents = [s for _, ss in F.read_iob(f"{TP}/{folder}/{path}.iob2") for s in ss]
        for text, toks in sents[start:start + F.EUROPE_SENTENCES]:
            for kind, bag in (("ORG", F.orgs), ("LOC", F.places)):
                for a, b in F.spans(toks, kind):
                    name = fix(text[a:b])
                    if ("," not in name and len(name) > 2 and name[0].isupper() and "[" not in name
                            and not any(m in name for m in F.MISSED)):
                        bag.add(name)  # an organisation named after a person would hold an unlabelled name


# Chinese Wikipedia (GSD train 2,001-2,600). Every distinct Han person han_kind reads as zh was read
# (docs/adr/0081): these are no Chinese name (a foreigner, a Korean, Japanese or Vietnamese name, a ruler's title,
# a clan), kind zh-other; ZH_CHINESE are Chinese names han_kind reads as transliterations (爾, 斯); ZH_NONE are no
# person (an era, a region, God, Jesus, a group, a monster; "江戶" is the Edo period): their sentences are left out.
ZH_NOT_CHINESE = {"安徒生", "崔達拏", "李準基", "海德克", "熱比婭", "燕山君", "白約翰", "胡志明", "菅直人", "葉利欽",
                  "金信", "雅各布", "馬克思", "齊克果", "保大帝", "尚德王", "嚴氏", "鄭氏", "皇太極", "秦始皇", "魯國公"}
ZH_CHINESE = {"劉爾炘", "李斯"}
ZH_NONE = {"江戶", "平成", "明治", "關中", "怪獸", "耶和華", "耶穌", "格林兄弟", "十一羅漢"}


def zh_kind(name):
    """A GSD Han person's kind: han_kind corrected by the lists above."""
    if name in ZH_NONE:
        return None
    if name in ZH_CHINESE:
        return "zh"
    if name in ZH_NOT_CHINESE:
        return "zh-other"
    return F.han_kind(name)


def zh_docs():
    """Chinese Wikipedia sentences, ten to a document, real names (pii_labels.han_line)."""
    sents = [s for _, ss in F.read_iob(f"{TP}/{GSD_FILE}") for s in ss]
    docs = []
    for i, part in enumerate(F.chunks(sents, 10)):
        lines, names = [], {}
        for text, toks in part:
            got = None if "[[" in text or "]]" in text else F.han_line(text, toks, zh_kind)
            if got:
                lines.append(got[0])
                names.update(got[1])
        if lines:
            docs.append((f"zh-gsd-train-{200 + i:03d}", F.relabel_cjk(lines, names)))
    return docs


def framed(docs):
    """The European documents, a third of them (SHA-1 of the id divisible by three) framed as the fourth set
    frames news (an e-mail, a memo, a letter, or as it is) with made names beside the real ones."""
    out = []
    for doc_id, lines in docs:
        out.append((doc_id, F.frame(doc_id, lines) if F.h("frame5 " + doc_id) % 3 == 0 else lines))
    return out


def main():
    """Writes the set and prints its counts."""
    F.POOL = pool()
    orgs_places()
    europe = F.europe_docs(EUROPE)
    docs = (framed(europe) + F.contact_lists(8, 36) + zh_docs() + F.ja_docs("stockmark-ja-fifth/ner-fifth.jsonl")
            + F.ar_docs("newsfane-ar/newsfane-next300.txt"))
    F.write_set(OUT, [
        "Fifth labelled name set (issue 30, docs/adr/0081): generated by scripts/pii-fifth-names.py; do not edit.",
        "Text: Universal NER's Slovak SNK, Croatian SET, Serbian SET, Danish DDT, Portuguese Bosque and Chinese GSD",
        "(CC BY-SA 4.0); Stockmark Japanese Wikipedia NER and NewsFANE Gold Arabic news (CC BY-SA 3.0); made names",
        "from those corpora and Wiktionary categories (CC BY-SA). This file: CC BY-SA 4.0.",
        "Held out: built without running the detector on it; scored once by the lead after the rules froze.",
    ], docs, part="heldout ")
    counts, lines_all, named, real_docs = {}, 0, 0, 0
    for doc_id, lines in docs:
        real_docs += not doc_id.startswith("contacts-")
        for l in lines:
            lines_all += 1
            named += "[[" in l
            for kind in re.findall(r"\|([a-z-]+)\]\]", l):
                counts[kind] = counts.get(kind, 0) + 1
    print(len(docs), "documents,", real_docs, "of real text,", sum(counts.values()), "names,", lines_all, "lines,",
          lines_all - named, "without a name:", dict(sorted(counts.items())))


if __name__ == "__main__":
    main()
