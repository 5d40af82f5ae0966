#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_ninth.txt, the ninth labelled name set of issue 30 (docs/adr/0098).

Built for one more held-out measurement of the detector as session 16 leaves it, by someone who never ran the
detector on it nor looked at its output: the lead scores it once. Its texts are the material reserved for it
(/work/wt/reserved9.md; testdata/third_party/SOURCE.md, "The ninth set"), read by no earlier set, tuning set or
trained model: MultiCoNER (SemEval 2022 Task 11, CC BY 4.0), from the public copy in github.com/Abiks/MultiCoNER:
- Chinese (multiconer-zh-ninth/): the dev file (800 sentences) and the copy's "validation" file (2,466 sentences
  of the train split): persons in Han read by the earlier sets' han_kind ("zh", "zh-translit", "zh-other");
- Korean (multiconer-ko-ninth/): the dev file (800 sentences): "ko" and "ko-translit" as the eighth set reads
  KLUE (ko_kind);
- Farsi (multiconer-fa-ninth/): the dev file (800 sentences): a person of two or more Arabic-script words is
  "fa", a kind no earlier set had; a sentence with a one-word person is left out (F.ar_docs' rule).

Everything else is the eighth set's generator, imported, and through it the seventh's, sixth's, fifth's and
fourth's (labelling rules, kinds, made-name makers, frames, contact lists), not copied. What differs:
- made names stand in eight contact lists (beside organisations and places the MultiCoNER annotators labelled)
  and in e-mail, memo and letter frames around an eighth of the documents (SHA-1 of "frame9 " + id);
- no made name repeats a name of any earlier set (names_*.txt); the makers are reseeded (98).

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-ninth-names.py
(python3 scripts/pii-ninth-names.py --extract <Abiks/MultiCoNER git dir> re-extracts the vendored inputs).
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pii_sets  # noqa: E402  (the sets built before this one)

OUT = "internal/pii/testdata/names_ninth.txt"
TP = "internal/pii/testdata/third_party"
MULTICONER = "d3354165983edf7bdfbf4f581409a603cc107aa5"
FILES = {  # vendored file: (path in the copy, sentences kept from its start; 0 keeps all)
    "multiconer-zh-ninth/zh_dev.conll": ("data/initial_data/ZH-Chinese/zh_dev.conll", 0),
    "multiconer-zh-ninth/zh_train_part.conll": ("data/processed_data/ZH-Chinese/validation.conll", 0),
    "multiconer-ko-ninth/ko_dev.conll": ("data/initial_data/KO-Korean/ko_dev.conll", 0),
    "multiconer-ko-ninth/ko_train_part-1000.conll": ("data/processed_data/KO-Korean/validation.conll", 1000),
    "multiconer-fa-ninth/fa_dev.conll": ("data/initial_data/FA-Farsi/fa_dev.conll", 0),
    "multiconer-fa-ninth/fa_train_part-1000.conll": ("data/processed_data/FA-Farsi/validation.conll", 1000),
}
LICENCE = """MultiCoNER: Shervin Malmasi, Anjie Fang, Besnik Fetahu, Sudipta Kar, Oleg Rokhlenko, "MultiCoNER: A
Large-scale Multilingual Dataset for Complex Named Entity Recognition" (COLING 2022), and "SemEval-2022 Task 11:
Multilingual Complex Named Entity Recognition (MultiCoNER)" (SemEval 2022); Amazon.
https://multiconer.github.io/, https://registry.opendata.aws/multiconer/.

The data set is licensed by its authors under the Creative Commons Attribution 4.0 International licence
(CC BY 4.0): https://creativecommons.org/licenses/by/4.0/legalcode (the licence the dataset's registry entry and
its Hugging Face card, tomaarsen/MultiCoNER, state). The files here come from the public copy
github.com/Abiks/MultiCoNER at commit {commit}, which adds no licence of its own; lines unchanged:
{files}
"""


def extract(repo):
    def show(path):
        return subprocess.run(["git", "-C", repo, "show", f"{MULTICONER}:{path}"], capture_output=True, check=True,
                              text=True).stdout

    for dest, (src, keep) in FILES.items():
        out, n = [], 0
        for line in show(src).split("\n"):
            n += line.startswith("# id ")
            if keep and n > keep:
                break
            out.append(line)
        with open(f"{TP}/{dest}", "w", encoding="utf-8") as f:
            f.write("\n".join(out).rstrip("\n") + "\n\n")
    for d in sorted({dest.split("/")[0] for dest in FILES}):
        files = "\n".join(f"- {dest.split('/')[1]}: the copy's {src}" + (f", its first {keep:,} sentences" if keep else "")
                          for dest, (src, keep) in FILES.items() if dest.startswith(d + "/"))
        with open(f"{TP}/{d}/LICENSE.txt", "w", encoding="utf-8") as f:
            f.write(LICENCE.format(commit=MULTICONER, files=files))


load = pii_sets.load  # a script as a module (its file name has hyphens)


if len(sys.argv) == 3 and sys.argv[1] == "--extract":
    extract(sys.argv[2])
    sys.exit(0)

E8 = load("pii_eighth_names", "scripts/pii-eighth-names.py")  # the eighth set's generator (E8.S7: the seventh's)
S7, F = E8.S7, E8.F
L = sys.modules["pii_labels"]

F.rng.seed(98)  # the makers drawn afresh (the fourth set seeded 74, ..., the eighth 91)
# Every name of an earlier set or tuning set: no made name repeats one (F.THIRD), and a sentence naming a real
# person one of them names is left out, so that no name of this set was ever read by anyone tuning the detector
# (TestNinthSetParses checks it).
EARLIER = set()
for earlier in pii_sets.before("ninth"):  # the sets built before this one (docs/adr/0221)
    EARLIER.update(re.findall(r"\[\[(.*?)\|", open(earlier, encoding="utf-8").read()))
F.THIRD.update(EARLIER)
# The eighth script's import added every names_*.txt but its own to F.THIRD, this set's earlier output among them:
# those names go, or each run would draw its made names around the last run's.
if os.path.exists(OUT):
    F.THIRD.difference_update(set(re.findall(r"\[\[(.*?)\|", open(OUT, encoding="utf-8").read())) - EARLIER)


# --- MultiCoNER ------------------------------------------------------------------------------------------------

LATIN_WORD = re.compile(r"^[A-Za-z0-9]")
LATIN_END = re.compile(r"[A-Za-z0-9]$")
CLOSING = set(".,;:!?)]}%、。，：；！？）」』》”’") | {"'s"}
OPENING = set("([{「『《“‘")


def conll_sentences(path, spaced):
    """A MultiCoNER file as [(sentence id, text, [(start, end, tag)])]: its "# id <uuid>\\tdomain=..." line, then
    one "token _ _ tag" line a token, a blank line between sentences. spaced: a space between tokens (Korean and
    Farsi write words apart; none before closing marks or after opening ones); else Chinese: tokens written
    together, a space only between two tokens of Latin letters or digits."""
    out, cur, sid = [], None, None
    for line in list(open(path, encoding="utf-8")) + ["\n"]:
        line = line.rstrip("\n")
        if line.startswith("# id "):
            sid, cur = line[5:].split("\t")[0], []
        elif not line.strip():
            if cur:
                text, toks = "", []
                for i, (tok, tag) in enumerate(cur):
                    if i:
                        prev = cur[i - 1][0]
                        if spaced:
                            gap = "" if tok in CLOSING or prev in OPENING else " "
                        else:
                            gap = " " if LATIN_END.search(prev) and LATIN_WORD.match(tok) else ""
                        text += gap
                    toks.append((len(text), len(text) + len(tok), tag))
                    text += tok
                out.append((sid, text, toks))
            cur = None
        elif cur is not None:
            parts = line.split(" ")
            tag = parts[-1]
            cur.append((" ".join(parts[:-3]) if len(parts) > 4 else parts[0], tag))
    return out


def chunks_docs(prefix, sents, size, line_of):
    """Sentences, size to a document; line_of gives a sentence's labelled line and {name: kind}, or None to
    leave it out."""
    docs = []
    for i, part in enumerate(F.chunks(sents, size)):
        lines = []
        for _, text, toks in part:
            if "[[" in text or "]]" in text or "|" in text:
                continue
            got = line_of(text, toks)
            if got and not EARLIER & set(re.findall(r"\[\[(.*?)\|", got[0])):
                lines.append(got[0])
        if lines:
            docs.append((f"{prefix}-{i:03d}", lines))
    return docs


# MultiCoNER's Chinese persons, every distinct one read (docs/adr/0098; never the detector's output). ZH_NONE are
# no one person or no name: a camshaft ("凸轮驱动器"), peoples ("澳大利亚原住民", "爱尔兰人", "葡萄牙人", "黑人"),
# deities and characters known by one name (羅摩, Rama; 悉多, Sita; 蝙蝠俠, Batman; 库尔干, Kurgan), a phrase
# ("新杰克"): their sentences are left out, as are persons with a Wikipedia disambiguation or a suffix after a
# comma ("理察·羅傑斯(作曲家)", "欧内斯特·福尔摩斯，老"). ZH_CHINESE is a Chinese name han_kind misses (孙娟);
# ZH_NOT_CHINESE are Han persons han_kind reads as Chinese that are a temple name (明成祖, the Yongle Emperor) or
# foreign names without a dot (杜德克, Dudek; 范朋克, Fairbanks; 阿曼达, Amanda): kind zh-other.
ZH_NONE = {"凸轮驱动器", "澳大利亚原住民", "爱尔兰人", "葡萄牙人", "黑人", "羅摩", "悉多", "蝙蝠俠", "库尔干", "新杰克"}
ZH_CHINESE = {"孙娟"}
ZH_NOT_CHINESE = {"明成祖", "杜德克", "范朋克", "阿曼达"}


def zh_kind(name):
    """A MultiCoNER Han person's kind: the earlier sets' han_kind (F.han_kind) corrected by the lists above."""
    if name in ZH_NONE or re.search(r"[(（,，]", name):
        return None
    if name in ZH_CHINESE:
        return "zh"
    if name in ZH_NOT_CHINESE:
        return "zh-other"
    return F.han_kind(name)


def zh_docs():
    """Chinese sentences (MultiCoNER dev, then the copy's part of train), ten to a document; every PER run a
    person, its kind by zh_kind (L.han_line: a person of one character or with Latin letters leaves its
    sentence out)."""
    dev = conll_sentences(f"{TP}/multiconer-zh-ninth/zh_dev.conll", False)
    train = conll_sentences(f"{TP}/multiconer-zh-ninth/zh_train_part.conll", False)
    line = lambda text, toks: L.han_line(text, toks, zh_kind)  # noqa: E731
    return chunks_docs("zh-multiconer-dev", dev, 10, line) + chunks_docs("zh-multiconer-train", train, 10, line)


# MultiCoNER's Korean persons, every distinct one read (docs/adr/0098): rulers and consorts by title or with their
# dynasty ("경덕왕", King Gyeongdeok; "고려 성종", "조선 태종", "신라 원성왕 김경신", "탈해 이사금", "진구 황후",
# "전황후", "주태후", "헌목황후 조씨"), a clan ("경주 김씨"), a producer's stage name ("용감한 형제"), a prince by his
# houses ("그리스와 덴마크의 왕자 안드레아스") and a landgrave by his land ("하인리히 라스페 폰 튀링겐 방백"), a
# princess by title ("전공주", "낙랑공주 왕씨") and a one-word foreign name ("마리아") are left out with their
# sentences, as the eighth set leaves out rulers and titles.
KO_TITLE = re.compile(r"(^(고려|조선|신라|백제|고구려) )|이사금$|(왕|황후|왕후|태후|공주|씨)$")
KO_NINTH_LEAVE_OUT = {"용감한 형제", "그리스와 덴마크의 왕자 안드레아스", "간왕 대명충", "하인리히 라스페 폰 튀링겐 방백",
                      "마리아", "전공주"}


def ko_line(text, toks):
    """A Korean sentence labelled: each PER run a person of E8.ko_kind's kind, or None to leave it out."""
    labels = []
    for a, b in L.spans(toks, "PER"):
        name = text[a:b]
        kind = None if KO_TITLE.search(name) or name in KO_NINTH_LEAVE_OUT else E8.ko_kind(name)
        if kind is None:
            return None  # a name with a particle joined ("김구는"), one word foreign, a family name alone
        labels.append((a, b, kind, name))
    return L.render(text, labels), {}


def ko_docs():
    """Korean sentences (MultiCoNER dev: Korean Wikipedia, web questions, search queries), eight to a document."""
    return (chunks_docs("ko-multiconer-dev", conll_sentences(f"{TP}/multiconer-ko-ninth/ko_dev.conll", True), 8,
                        ko_line)
            + chunks_docs("ko-multiconer-train", conll_sentences(f"{TP}/multiconer-ko-ninth/ko_train_part-1000.conll",
                                                                 True), 8, ko_line))


ARABIC_SCRIPT = re.compile(r"^[\u0600-\u06ff\u200c\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+"
                           r"( [\u0600-\u06ff\u200c\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+)+$")
# MultiCoNER's Farsi persons, every distinct one read (docs/adr/0098): no person are "کاربر نهایی" (end user) and a
# band ("مارینا و دیاموندز"); left out with their sentences are a character by title ("بازرس لستراد", Inspector
# Lestrade; "خانم هادسون", Mrs Hudson; "کاپیتان مارول"), an honorific ("شهید اول", the First Martyr) and rulers by
# name and number ("سلیم دوم", Selim II; "لوئی چهاردهم"), as the eighth set leaves out "Paul VI" and "فؤاد الأول".
FA_LEAVE_OUT = {"کاربر نهایی", "مارینا و دیاموندز", "بازرس لستراد", "خانم هادسون", "کاپیتان مارول", "شهید اول"}
FA_ORDINAL = {"یکم", "اول", "دوم", "سوم", "چهارم", "پنجم", "ششم", "هفتم", "هشتم", "نهم", "دهم", "یازدهم", "دوازدهم",
              "سیزدهم", "چهاردهم", "پانزدهم", "شانزدهم"}


def fa_line(text, toks):
    """A Farsi sentence labelled: each PER run of two or more Arabic-script words is "fa"; a one-word person, one
    in other letters or in FA_LEAVE_OUT leaves the sentence out."""
    labels = []
    for a, b in L.spans(toks, "PER"):
        name = text[a:b]
        if not ARABIC_SCRIPT.match(name) or name in FA_LEAVE_OUT or name.split()[-1] in FA_ORDINAL:
            return None
        labels.append((a, b, "fa", name))
    return L.render(text, labels), {}


def fa_docs():
    """Farsi sentences (MultiCoNER dev), eight to a document."""
    return (chunks_docs("fa-multiconer-dev", conll_sentences(f"{TP}/multiconer-fa-ninth/fa_dev.conll", True), 8,
                        fa_line)
            + chunks_docs("fa-multiconer-train", conll_sentences(f"{TP}/multiconer-fa-ninth/fa_train_part-1000.conll",
                                                                 True), 8, fa_line))


def orgs_places():
    """Organisations (CORP, GRP) and places (LOC) the MultiCoNER annotators labelled in the Chinese and Farsi
    files, for the contact lists."""
    orgs, places = set(), set()
    for path, spaced in ((f"{TP}/multiconer-zh-ninth/zh_dev.conll", False),
                         (f"{TP}/multiconer-fa-ninth/fa_dev.conll", True)):
        for _, text, toks in conll_sentences(path, spaced):
            for kind, bag in (("CORP", orgs), ("GRP", orgs), ("LOC", places)):
                for a, b in L.spans(toks, kind):
                    name = text[a:b]
                    if len(name) >= 3 and not re.search(r"[\[\],|\"]", name):
                        bag.add(name)
    return orgs, places


def framed(docs):
    """An eighth of the documents (SHA-1 of "frame9 " + id divisible by six) framed as the fourth set frames
    news, with made names beside the real ones."""
    return [(d, F.frame(d, lines) if F.h("frame9 " + d) % 6 == 0 else lines) for d, lines in docs]


def main():
    """Writes the set and prints its counts."""
    F.POOL = E8.V.pool()  # the sixth set's V.EUROPE, as the seventh and eighth sets drew them
    orgs, places = orgs_places()
    F.orgs.clear()
    F.places.clear()
    F.orgs.update(orgs)
    F.places.update(places)
    docs = framed(zh_docs()) + F.contact_lists(12, 40) + framed(ko_docs()) + framed(fa_docs())
    F.write_set(OUT, [
        "Ninth labelled name set (issue 30, docs/adr/0098): generated by scripts/pii-ninth-names.py; do not edit.",
        "Text: MultiCoNER (SemEval 2022 Task 11) Chinese, Korean and Farsi sentences (CC BY 4.0); made names from",
        "Universal NER Portuguese Bosque (CC BY-SA 4.0) and Wiktionary categories (CC BY-SA). This file: CC BY-SA 4.0.",
        "Held out: built without running the detector on it; scored once by the lead.",
    ], docs, part="heldout ")
    F.print_counts(docs)


if __name__ == "__main__":
    main()
