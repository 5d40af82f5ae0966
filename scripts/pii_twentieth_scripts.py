#!/usr/bin/env python3
"""The twentieth name set's prose in caseless scripts from corpora no set read: Amharic (Ethiopic), Thai, Nepali
and Bengali news (issue 30's twentieth set, part 4; ADR 0267).

Scripts without capital letters are where the detector is weakest, and this session's improver trains a person
model on IL-NER's train files (Hindi, Odia, Telugu, Urdu). This part tests whether that model and the rules carry
to other languages and other documents. No set before the twentieth holds Ethiopic, Nepali or Bengali; Thai came
only from UD treebanks (th-real), never from Thai news.

  - am-news-real: the NMSU "Say" Amharic named-entity files vendored by the Ge'ez Frontier Foundation (geezorg/data,
    CC BY-SA 4.0): Ethiopian newspaper articles (around 2001), hand-tagged PER, TTL (title), LOC, ORG, TIME in
    HTML-like XML. Titles are their own TTL tags ("አቶ" Mr, "ዶ/ ር" Dr) and stay outside the label. Amharic glues
    prepositions and conjunctions to the name ("የመለስ", of Meles; "መለስና", Meles and): the label is the word as
    written, as the corpus tags it.

  - th-news-real: wannaphong/thai-ner (ThaiNER 1.3, CC BY 3.0): Thai news of 2004, tagged PERSON in BIO form,
    rechecked by hand by its author. Thai titles ("นาย" Mr, "ดร." Dr, "พ.ต.ท." police lieutenant colonel), which the
    corpus tags inside PERSON, are taken off the label (TH_TITLES).

  - ne-news-real and bn-news-real: Nepali news (oya163/nepali-ner, EBIQUITY v2 raw, MIT) and Bengali news
    (Rifat1493/Bengali-NER, MIT), hand-tagged PER in BIO form; case endings glued to the name stay inside the label.

Every person tag was read by the builder: a tag on no person, or an untagged person in the sentence, sends the
sentence out (the *_DROP lists); a tag running over a word outside the name is cut (*_FIX). About a third of the
sentences name no person (precision is measured). Sentences naming a person an earlier set labelled leave. The
builder never ran the detector on this text.

Builder h20a's scripts/pii-twentieth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_twentieth_scripts.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_sets  # noqa: E402  (the sets' order: what "earlier" means)
import pii_setkit as setkit  # noqa: E402  (the label checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("am-news-real", "th-news-real", "ne-news-real", "bn-news-real")

# --- am-news-real -----------------------------------------------------------------------------------------------

AM_FOLDER = os.path.join(TP, "nmsu-say-am-twentieth")
AM_PERSONS_PER_DOC = 6  # sentences with a person kept from one article, in file order
AM_EMPTY_PER_DOC = 2  # sentences without a person kept from one article, in file order
AM_TAG = re.compile(r'<a title="([A-Z]+)"><font class="[A-Z]+">(.*?)</font></a>')
# The files write « and » as "&# 171;" and "&# 187;"; a few tags open between "&# " and "171;": the mark moves
# before the tag, so no label starts with "171;".
AM_MARK = re.compile(r'&# (<a title="[A-Z]+"><font class="[A-Z]+">)?(171|187);')

# Sentences (file, index in the file) left out: a PER tag on no person ("አንድ", "one", in a headline).
AM_DROP = {("amh-name-22-00010.xml", 0)}

# PER tags that run over a word outside the name: "አባቢያ በሌላ" is "Ababiya on the other [side]".
AM_FIX = {"አባቢያ በሌላ": "አባቢያ"}

# Persons the corpus left untagged, labelled by hand wherever they stand outside a tag: Dr Beyene Petros, the
# opposition leader (after the TTL-less "ዶ/ ር" in amh-name-22-00010).
AM_MISSED = ("በየነ ጴጥሮስ",)


def am_mark(m):
    """An "&# 171;" or "&# 187;" written as the guillemet it stands for, before a tag that opened inside it."""
    return ("«" if m.group(2) == "171" else "»") + (m.group(1) or "")


def am_sentences(name):
    """A file's sentences in order: (text, [(tag, start, end, words)]). Lines are the file's <br /> breaks, cut
    after each "።" (the Ethiopic full stop); tags are placed in the text without them."""
    with open(os.path.join(AM_FOLDER, name), encoding="utf-8") as f:
        raw = f.read()
    body = AM_MARK.sub(am_mark, raw.split("</style>", 1)[1].replace("</XML>", ""))
    out = []
    for line in body.split("<br />"):
        for part in re.split(r"(?<=።)\s*", line.strip()):
            part = part.strip()
            if not part:
                continue
            ents, text, pos = [], "", 0
            for m in AM_TAG.finditer(part):
                text += part[pos:m.start()]
                ents.append((m.group(1), len(text), len(text) + len(m.group(2)), m.group(2)))
                text += m.group(2)
                pos = m.end()
            out.append((text + part[pos:], ents))
    return out


def am_line(text, ents, earlier):
    """A sentence with its persons labelled (the PER tags, cut by AM_FIX, and AM_MISSED outside any tag), or None
    when it must leave (a person an earlier set labelled, a bracket or bar in the text)."""
    if any(c in text for c in "[]|"):
        return None
    spans = [(a, a + len(AM_FIX.get(w, w))) for t, a, _, w in ents if t == "PER"]
    for name in AM_MISSED:
        for m in re.finditer(re.escape(name), text):
            if not any(a < m.end() and m.start() < b for _, a, b, _ in ents):
                spans.append((m.start(), m.end()))
    out, pos = "", 0
    for a, b in sorted(spans):
        name = text[a:b]
        if name in earlier:
            return None
        out += text[pos:a] + f"[[{name}|am-news-real]]"
        pos = b
    return out + text[pos:]


def am_documents(earlier):
    """One document an article: its first sentences with a person and without one, in file order."""
    docs = []
    for name in sorted(n for n in os.listdir(AM_FOLDER) if n.endswith(".xml")):
        kept, full, empty = [], 0, 0
        for i, (text, ents) in enumerate(am_sentences(name)):
            if (name, i) in AM_DROP:
                continue
            has = any(t == "PER" for t, _, _, _ in ents)
            if (has and full >= AM_PERSONS_PER_DOC) or (not has and empty >= AM_EMPTY_PER_DOC):
                continue
            line = am_line(text, ents, earlier)
            if line is None:
                continue
            kept.append(line)
            full, empty = full + has, empty + (not has)
        if kept:
            docs.append((f"am-news-real-{name[9:-4].replace('-', '')}", "\n".join(kept) + "\n"))
    return docs


# --- th-news-real -------------------------------------------------------------------------------------------------

TH_FILE = os.path.join(TP, "thainer-th-twentieth", "data.conll")  # the first 600 sentences, all read
TH_PER_DOC = 8  # kept sentences to a document, in file order
TH_EMPTY_EVERY = 6  # of the sentences without a person, every sixth is kept (about a third of those kept)

# Titles the corpus tags inside PERSON, taken off the span's start (longest first, again and again: "ผศ.น.สพ.ดร."):
# Mr, Mrs, Miss, boy, girl, doctor (medical, veterinary), Dr, professor ranks, police and army ranks, the royal
# lineage title ม.ล., and "น้อง" (younger sibling, put before a child's nickname).
TH_TITLES = sorted(setkit.list_words("""นางสาว|นาย|นาง|น.ส.|ด.ช.|ด.ญ.|เด็กชาย|เด็กหญิง|น.พ.|นพ.|พ.ญ.|พญ.|
น.สพ.|สพ.ญ.|นายสัตวแพทย์|ดร.|ศ.เกียรติคุณ|ศ.|รศ.|ผศ.|พ.ต.ท.|พ.ต.อ.|พล.อ.|พล.ต.อ.|พล.ต.ต.|ม.ล.|น้อง"""),
                   key=len, reverse=True)

# Sentences (index in the file) left out, read one by one: a PERSON span on no person (องค์การอนามัยโลก, the World
# Health Organization, 416), a span the builder cannot vouch for ("แม้ว" after "แมว", cat, in a run-on headline,
# 6; "แมว" among actors' nicknames, 448; "หมึกแดง", Red Squid, a columnist's pen name, 423; "เบ" alone in a
# headline, 453; "กี้" before "นิโคล ปานพุ่ม", tagged apart, one person or two, 452).
TH_DROP = {6, 416, 423, 448, 452, 453}


def th_sentences():
    """The vendored sentences in order: (text, [(start, end)] of the PERSON spans). Tokens join without a space;
    a space is its own token."""
    out, cur = [], []
    with open(TH_FILE, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line == "":
                if cur:
                    out.append(th_spans(cur))
                cur = []
                continue
            word, _, tag = line.rpartition("\t")
            cur.append((word, tag))
    if cur:
        out.append(th_spans(cur))
    return out


def th_spans(toks):
    """A sentence's text and its PERSON spans (B- opens one, I- of the same kind grows it)."""
    text, spans, kind = "", [], None
    for word, tag in toks:
        if tag.startswith("B-") or (tag.startswith("I-") and kind != tag[2:]):
            kind = tag[2:]
            if kind == "PERSON":
                spans.append([len(text), len(text) + len(word)])
        elif tag.startswith("I-"):
            if kind == "PERSON":
                spans[-1][1] = len(text) + len(word)
        else:
            kind = None
        text += word
    return text, [tuple(s) for s in spans]


def th_untitled(text, a, b):
    """A PERSON span with its titles taken off its start (and the spaces after them)."""
    cut = True
    while cut:
        cut = False
        for t in TH_TITLES:
            if text.startswith(t, a) and b - a > len(t):
                a += len(t)
                while a < b and text[a] == " ":
                    a += 1
                cut = True
                break
    return a, b


def th_line(text, spans, earlier):
    """A sentence with its persons labelled, or None when it must leave. Entertainment news writes a star's
    nickname glued before the name ("หนิงปณิตา พัฒนาหิรัญ", Ning Panita Phatthanahirun); the corpus tags two
    persons there, the label is one: spans that touch are one person."""
    if any(c in text for c in "[]|\n"):
        return None
    merged = []
    for a, b in spans:
        a, b = th_untitled(text, a, b)
        while b > a and text[b - 1] == " ":
            b -= 1
        if merged and merged[-1][1] == a:
            merged[-1][1] = b
        else:
            merged.append([a, b])
    out, pos = "", 0
    for a, b in merged:
        name = text[a:b]
        if name in earlier:
            return None
        out += text[pos:a] + f"[[{name}|th-news-real]]"
        pos = b
    return out + text[pos:]


def th_documents(earlier):
    """Documents of TH_PER_DOC kept sentences in file order: every sentence with a person, every
    TH_EMPTY_EVERY-th without one."""
    kept, empty = [], 0
    for i, (text, spans) in enumerate(th_sentences()):
        if i in TH_DROP:
            continue
        if not spans:
            empty += 1
            if empty % TH_EMPTY_EVERY:
                continue
        lead = len(text) - len(text.lstrip())  # spaces before the sentence leave; the spans move with them
        line = th_line(text.strip(), [(a - lead, b - lead) for a, b in spans], earlier)
        if line is not None:
            kept.append(line)
    return [(f"th-news-real-{k // TH_PER_DOC + 1:02d}", "\n".join(kept[k:k + TH_PER_DOC]) + "\n")
            for k in range(0, len(kept), TH_PER_DOC)]


# --- ne-news-real -------------------------------------------------------------------------------------------------

NE_FILE = os.path.join(TP, "ebiquity-ne-twentieth", "total.bio")  # the first 200 sentences, all read
NE_EMPTY_EVERY = 2  # of the sentences without a person, every second is kept (about a third of those kept)

# Sentences (index in the file) left out, read one by one: "नेपाली" tagged for a minister the builder cannot name
# (5, 17, 89); "किशोर" (adolescent) tagged as a person (141); a short story's characters (42); persons the corpus
# left untagged (ज्योति, 40; महानिरीक्षक राना and मुक्ति प्रधान, 114; माधव नेपाल tagged as a person and a place, 156;
# "श्री पूज", Mr Pooj or a garbled word, before two tagged ministers, 168).
NE_DROP = {5, 17, 40, 42, 89, 114, 141, 156, 168}

# PER spans that run over a word outside the name: the plural "हरू" written apart ("Subas Upreti and the others").
NE_FIX = {"सुवास उप्रेती हरू": "सुवास उप्रेती"}


def bio_sentences(path):
    """A BIO file's sentences in order: (words, [(first, last + 1)] of the PER spans). A line whose word is blank
    (a lone tab or nothing) ends a sentence; a byte-order mark before the first word goes."""
    out, cur = [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            word, _, tag = line.rstrip("\n").partition("\t")
            word = word.lstrip("\ufeff")
            if not word.strip():
                if cur:
                    out.append(cur)
                cur = []
                continue
            cur.append((word, tag.strip()))
    if cur:
        out.append(cur)
    return [bio_spans(toks) for toks in out]


def bio_spans(toks):
    """A sentence's words and its PER spans (B- opens one, I- of the same kind grows it)."""
    spans, kind = [], None
    for i, (_, tag) in enumerate(toks):
        if tag.startswith("B-") or (tag.startswith("I-") and kind != tag[2:]):
            kind = tag[2:]
            if kind == "PER":
                spans.append([i, i + 1])
        elif tag.startswith("I-"):
            if kind == "PER":
                spans[-1][1] = i + 1
        else:
            kind = None
    return [w for w, _ in toks], [tuple(sp) for sp in spans]


def bio_line(kind, words, spans, fix, earlier):
    """The sentence, its words joined by a space as the corpus splits them, persons labelled (fix cuts a span that
    runs over a word outside the name); None when it must leave."""
    if any(c in w for w in words for c in "[]|"):
        return None
    out, pos = [], 0
    for a, b in spans:
        name = " ".join(words[a:b])
        name = fix.get(name, name)
        if name in earlier:
            return None
        out += words[pos:a] + [f"[[{name}|{kind}]]"]
        pos = a + len(name.split(" "))
    return " ".join(out + words[pos:])


def bio_documents(kind, path, drop, fix, empty_every, earlier, per_doc=8):
    """Documents of per_doc kept sentences in file order: every sentence with a person, every empty_every-th
    without one; sentences in drop (index in the file) leave."""
    kept, empty = [], 0
    for i, (words, spans) in enumerate(bio_sentences(path)):
        if i in drop:
            continue
        if not spans:
            empty += 1
            if empty % empty_every:
                continue
        line = bio_line(kind, words, spans, fix, earlier)
        if line is not None:
            kept.append(line)
    return [(f"{kind}-{k // per_doc + 1:02d}", "\n".join(kept[k:k + per_doc]) + "\n")
            for k in range(0, len(kept), per_doc)]


def ne_documents(earlier):
    """The Nepali news documents."""
    return bio_documents("ne-news-real", NE_FILE, NE_DROP, NE_FIX, NE_EMPTY_EVERY, earlier)


# --- bn-news-real -------------------------------------------------------------------------------------------------

BN_FILE = os.path.join(TP, "rifat-bn-twentieth", "test_data.txt")  # the first 220 sentences, all read
BN_EMPTY_EVERY = 3  # of the sentences without a person, every third is kept

# Sentences (index in the file) left out: a person the corpus left untagged ("সাথী দম্পতি", the Sathi couple, 211;
# tagged in 201).
BN_DROP = {211}


def bn_documents(earlier):
    """The Bengali news documents."""
    return bio_documents("bn-news-real", BN_FILE, BN_DROP, {}, BN_EMPTY_EVERY, earlier)


# --- the part ---------------------------------------------------------------------------------------------------

def earlier_names():
    """Every name an earlier set labelled: every names_*.txt before the twentieth (every set in pii_sets.ORDER while
    the twentieth's own file is not there yet)."""
    if "twentieth" in pii_sets.ORDER:
        return setkit.earlier_names(own="twentieth")
    names = set()
    for path in pii_sets.before(pii_sets.ORDER[-1], setkit.ROOT) + [
            os.path.join(setkit.ROOT, f"internal/pii/testdata/names_{pii_sets.ORDER[-1]}.txt")]:
        with open(path, encoding="utf-8") as f:
            names.update(re.findall(r"\[\[(.*?)\|", f.read()))
    return names


def documents():
    """Every document of this part: (doc_id, text with [[Name|kind]] labels), ids prefixed by kind."""
    earlier = earlier_names()
    return am_documents(earlier) + th_documents(earlier) + ne_documents(earlier) + bn_documents(earlier)


def check(docs, earlier):
    """The label checks (setkit.check_labels; a single bracket or bar outside labels fails too; no two labels
    touch)."""
    assert not any("]][[" in text for _, text in docs), "labels that touch"
    return setkit.check_labels(docs, KINDS, earlier, own=re.compile(r"[\u1200-\u137f\u0e00-\u0e7f\u0900-\u097f\u0980-\u09ff]"),
                               single=KINDS)


def main():
    """Prints per-kind documents, names, distinct names and the share in the own script; checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names(), owned=True)


if __name__ == "__main__":
    main()
