"""The helpers every labelled name set's parts repeated, in one place (docs/adr/0225).

The fourteenth, fifteenth and sixteenth sets' modules each carried their own copy of the same code: the treebank
part's sentence labeller, thinning, grouping and self-check (pii_*_ud.py), the script and CJK parts' labeller,
grouping, label checks and counts (pii_*_scripts.py, pii_*_cjk.py), and the generator's labeller, block grouping and
set writer (pii-*-names.py). Copies drift: a fix made in one set's copy is missing from the next. A new set takes
them from here; what a set does differently is a parameter, named where it is passed.

Nothing here changes what a set holds: scripts/pii-regen-check.py rebuilds every set byte for byte (ADR 0221).
Deterministic, stdlib only; imported by the set modules beside it, writes nothing itself.
"""
import collections
import importlib
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_labels  # noqa: E402  (write_set, the format every set shares)
from pii_thirteenth_more import earlier_names, find, ident, placed_runs, runs, runs_read, sentences  # noqa: E402
from pii_twelfth_more import LABEL, check_set, placed_names, written  # noqa: E402
from pii_twelfth_more import words as list_words  # noqa: E402,F401  (the parts' lists: line breaks dropped)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TP = os.path.join(ROOT, "internal/pii/testdata/third_party")

# A label whose name holds no bracket or bar and whose kind is lowercase: the script and CJK parts' check reads
# labels this way, so a name with a stray bracket fails to parse and shows as a bracket outside a label.
STRICT_LABEL = re.compile(r"\[\[([^\[\]|]+)\|([a-z0-9-]+)\]\]")


def earlier_labels(own):
    """Every name a set built before own labelled, a Markdown link's bracket taken off ("[[[Name|k]]" in a set's
    Markdown reads "[Name"): what a generator's own documents keep out."""
    return {n.lstrip("[") for n in earlier_names(own=own)}


# --- treebank parts (pii_*_ud.py): ADR 0169's rules, reused by ADRs 0194 and 0215 ----------------------------------

def ud_label(kind, mode, persons, drop, text, toks, earlier):
    """A sentence the builder read labelled by the lists: (line, [names]), or None to leave it out. mode: "multi"
    reads only sentences with a run of two or more words, "any" those with a run, "all" every one. A run outside a
    label must be read as no person: one in drop, one holding a listed person the text hides, or one repeating part
    of a labelled person sends the sentence out; so does a person an earlier set labelled, or "[", "]" or "|"."""
    if text is None or any(c in text for c in "[]|"):
        return None
    rs = runs(toks)
    if mode == "multi" and not any(" " in r for r in rs):
        return None  # a sentence the builder did not read (no run of two or more words)
    if not rs and mode != "all":
        return None  # no candidate run: not read
    spans = placed_names(text, persons, lambda name: find(text, name))
    names = [n for _, _, n in spans]
    placed = placed_runs(text, toks)
    if placed is None:
        return None
    if not runs_read(placed, spans, names, persons, drop):
        return None  # a run not read as no person: a first name alone, a character, a hidden or repeated person
    if any(n in earlier for n in names):
        return None  # a person an earlier set labelled
    return written(text, spans, kind), names


def thin(kept):
    """The kept (sid, line, names) with those naming nobody thinned in file order to about half as many as those
    naming someone, so about a third of the text has no person (precision is measured on it; ADR 0169).
    Deterministic: an even spread by a running sum, no random draw."""
    named = sum(1 for _, _, ns in kept if ns)
    empty = len(kept) - named
    out, acc = [], 0
    for item in kept:
        if item[2]:
            out.append(item)
            continue
        acc += named
        if acc >= 2 * empty:  # keep named / (2 * empty) of the sentences without a name
            acc -= 2 * empty
            out.append(item)
    return out


def ud_documents(treebanks, label, earlier, per_doc):
    """A treebank part's documents: (doc_id, text), each up to per_doc kept sentences of one treebank in file order,
    thinned; the kind and the first sentence's id in the document id. treebanks: key -> (kind, folder under
    testdata/third_party, files, ...); label(key, sid, text, toks, earlier) gives (line, [names]) or None."""
    docs = []
    for key, (kind, folder, files, *_) in treebanks.items():
        kept = []
        for f in files:
            for sid, text, toks, _ in sentences(os.path.join(TP, folder, f)):
                got = label(key, sid, text, toks, earlier)
                if got is not None:
                    kept.append((sid,) + got)
        kept = thin(kept)
        for i in range(0, len(kept), per_doc):
            part = kept[i:i + per_doc]
            docs.append((f"{kind}-ud-{i // per_doc:03d}-{ident(part[0][0])}",
                         "\n".join(line for _, line, _ in part)))
    return docs


def ud_check(docs, kinds, earlier, least):
    """A treebank part's findings: problems (list of strings) and names per kind (Counter); a kind needs least names.
    The twelfth's check_set wants "more-" ids (the thirteenth's); these parts' ids start with their kind instead."""
    problems, per = check_set([("more-" + d, t) for d, t in docs], kinds, earlier, least)
    if any(not any(d.startswith(k + "-") for k in kinds) for d, _ in docs):
        problems.append("document id not prefixed by its kind")
    for doc_id, text in docs:
        spans = [(m.start(), m.end()) for m in LABEL.finditer(text)]
        if any(b > c for (_, b), (c, _) in zip(spans, spans[1:])):
            problems.append(f"{doc_id}: overlapping labels")
        for m in LABEL.finditer(text):
            if not any(m.group(2) == k for k in kinds) or m.group(1)[-1:] in ".,;:" + "\"'":
                problems.append(f"{doc_id}: label {m.group(0)!r} ends badly or has a foreign kind")
    return problems, per


def report(documents, check, kinds):
    """A part's self-check: documents() twice (deterministic), names per kind from check(docs) -> (problems, per),
    every problem; exits 1 on a problem."""
    d = documents()
    if d != documents():
        sys.exit("not deterministic")
    problems, per = check(d)
    for kind in kinds:
        distinct = {n for _, t in d for n, k in LABEL.findall(t) if k == kind}
        ndocs = sum(1 for i, _ in d if i.startswith(kind + "-"))
        print(f"{kind}: {per[kind]} names ({len(distinct)} distinct) in {ndocs} documents")
    print(f"{len(d)} documents, {sum(per.values())} names")
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1 if problems else 0)


class TreebankPart:
    """A set's treebank part as its module declares it: own (the set's name in pii_sets.ORDER), treebanks (key ->
    (kind, folder, files, commit, mode, ...)), persons and drop (key -> the builder's lists), skip (sentence ids left
    out by hand), reads(key, sid) (whether the builder read a sentence of that id), per_doc sentences to a document
    and least names a kind needs. Its bound methods are the module's public functions."""

    def __init__(self, own, treebanks, persons, drop, skip, reads, per_doc, least):
        self.own, self.treebanks, self.persons, self.drop = own, treebanks, persons, drop
        self.skip, self.reads, self.per_doc, self.least = skip, reads, per_doc, least
        self.kinds = sorted({t[0] for t in treebanks.values()})

    def public(self):
        """The module's public names: earlier_names, label, documents, check, main, thin, KINDS."""
        return self.earlier_names, self.label, self.documents, self.check, self.main, thin, self.kinds

    def earlier_names(self):
        """Every name a set built before this one labelled (pii_sets.ORDER)."""
        return earlier_names(self.own)

    def label(self, key, sid, text, toks, earlier):
        """A sentence labelled by the builder's lists: (line, [names]), or None to leave it out (ud_label)."""
        if sid in self.skip or not self.reads(key, sid or ""):
            return None
        kind, mode = self.treebanks[key][0], self.treebanks[key][4]
        return ud_label(kind, mode, self.persons[key], self.drop[key], text, toks, earlier)

    def documents(self):
        """The documents: (doc_id, text), each up to per_doc kept sentences of one treebank in file order, the kind
        and the first sentence's id in the document id."""
        return ud_documents(self.treebanks, self.label, self.earlier_names(), self.per_doc)

    def check(self, docs):
        """The self-check's findings: problems (list of strings) and names per kind (Counter)."""
        return ud_check(docs, self.kinds, self.earlier_names(), self.least)

    def main(self):
        """Per-kind counts and the checks; exits 1 on a problem."""
        report(self.documents, self.check, self.kinds)


def made_check(docs, kinds, earlier):
    """Problems of a made part: a document id without its kind, stray label brackets, a label of another kind than
    its document's, a label with a stray space, quote, bracket or punctuation at an end, an earlier set's name."""
    label = re.compile(r"\[\[(.*?)\|(.*?)\]\]", re.S)
    problems = []
    for d, t in docs:
        kind = d.rsplit("-", 1)[0]
        if kind not in kinds:
            problems.append(f"{d}: id not prefixed by a kind")
        rest = label.sub("", t)
        if "[[" in rest or "]]" in rest:
            problems.append(f"{d}: stray label brackets")
        for n, k in label.findall(t):
            if k != kind:
                problems.append(f"{d}: kind {k}")
            if not n or n != n.strip() or n[0] in "[]|\"'(<" or n[-1] in "[]|\"')>,.:;-_" or "[" in n or "|" in n:
                problems.append(f"{d}: label end {n!r}")
            if n in earlier:
                problems.append(f"{d}: earlier name {n!r}")
    return problems


def made_report(docs, kinds, earlier):
    """Prints a made part's names per kind and per script and every problem (made_check); exits 1 on a problem."""
    label = re.compile(r"\[\[(.*?)\|(.*?)\]\]", re.S)
    problems = made_check(docs, kinds, earlier)
    total = 0
    for kind in kinds:
        names = [n for i, t in docs if i.startswith(kind + "-") for n, _ in label.findall(t)]
        ndocs = sum(1 for i, _ in docs if i.startswith(kind + "-"))
        total += len(names)
        print(f"{kind}: {len(names)} names ({len(set(names))} distinct) in {ndocs} documents")
    scripts = collections.Counter(_script(n) for _, t in docs for n, _ in label.findall(t))
    print(f"{len(docs)} documents, {total} names; scripts: {dict(sorted(scripts.items()))}")
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1 if problems else 0)


def _script(n):
    """The script a name is written in, for the per-script counts (Latin when none of the others)."""
    for name, pat in (("Han", r"[\u3400-\u9fff]"), ("Hangul", r"[가-힣]"), ("Arabic", r"[\u0600-\u06ff]"),
                      ("Cyrillic", r"[\u0400-\u04ff]"), ("Devanagari", r"[\u0900-\u097f]"),
                      ("Greek", r"[\u0370-\u03ff]"), ("Thai", r"[\u0e00-\u0e7f]")):
        if re.search(pat, n):
            return name
    return "Latin"


def made_documents(maker, kinds, shapes):
    """A made part's documents: each kind's shapes[kind](maker) in kinds order, [(doc_id, [lines])], as (doc_id,
    text). The maker's one random stream is drawn in this order, so the order is part of the set."""
    docs = []
    for kind in kinds:
        docs += shapes[kind](maker)
    return [(d, "\n".join(lines)) for d, lines in docs]


MADE_LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]", re.S)  # a label, as the made parts write it


def made_until(maker, kinds, shapes, per_kind):
    """A made part's documents drawn one by one until each kind holds per_kind labels: shapes[kind](maker, kind, i,
    label) gives document i's lines, label(name) writes "[[name|kind]]"; as (doc_id "kind-NN", text). The maker's one
    random stream is drawn in this order, so the order is part of the set (the seventeenth's to nineteenth's made
    parts)."""
    docs = []
    for kind in kinds:
        n, i = 0, 0

        def label(name, kind=kind):
            return f"[[{name}|{kind}]]"
        while n < per_kind:
            text = "\n".join(shapes[kind](maker, kind, i, label))
            n += len(MADE_LABEL.findall(text))
            i += 1
            docs.append((f"{kind}-{i:02d}", text))
    return docs


# --- script and CJK parts (pii_*_scripts.py, pii_*_cjk.py): ADRs 0170, 0195, 0196 and their sixteenth parts -------

# A Latin name inside CJK text is bounded by anything but a Latin letter, digit, "-", "_", "@", "." or "/" (a URL
# or handle is not the name as the prose writes it).
LATIN = r"A-Za-z0-9\u00c0-\u024f_@/.-"
OWN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # kana, Han, Hangul
# A word goes on through letters, Indic and Sinhala signs (vowel signs and viramas are not \w) and the zero-width
# joiners.
WORDCH = r"\w\u0900-\u0dff\u200c\u200d"


def ilner_sentences(folder, files):
    """IL-NER's token-per-line files (token TAB tag, blank line between sentences; a person's tags end in NEP) as
    sentences, each [(token, is a person word, starts a person)], in file order (the eighteenth's Urdu and Telugu,
    the nineteenth's Hindi and Odia parts)."""
    out = []
    for name in files:
        cur = []
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if not line.strip():
                    if cur:
                        out.append(cur)
                    cur = []
                    continue
                parts = line.split("\t")
                tag = parts[-1].strip() if len(parts) > 1 else "O"
                person = tag.endswith("NEP")
                cur.append((parts[0].replace("_", " "), person, person and not tag.startswith("I-")))
        if cur:
            out.append(cur)
    return out


def ner_join(words, close, opening):
    """Tokens written as text: a space between words, none before a closing mark (close) or after an opening one."""
    out = ""
    for w in words:
        if out and w not in close and out[-1] not in opening:
            out += " "
        out += w
    return out


def find_cjk(text, name):
    """Where a text writes name: (start, end) pairs. A Latin name at word bounds; a name in Han, kana or Hangul
    anywhere (Chinese and Japanese write no spaces, "…BanyanDB高洪涛 Tetrate…"; Korean glues particles to it,
    "김영욱입니다"): the builder read every place such a name falls."""
    if OWN.match(name):
        return [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
    pat = rf"(?<![{LATIN}]){re.escape(name)}(?![{LATIN}])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def find_words(text, name):
    """Where a text writes name as whole words (WORDCH): (start, end) pairs."""
    pat = rf"(?<![{WORDCH}]){re.escape(name)}(?![{WORDCH}])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def conllu_texts(path):
    """A CoNLL-U file's sentences: [(sent_id, text)]."""
    out, sid = [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("# sent_id"):
                sid = line.split("=", 1)[1].strip()
            elif line.startswith("# text ="):
                out.append((sid, line.split("=", 1)[1].strip()))
    return out


def place_labels(kind, text, persons, where, earlier):
    """A unit (a line, a sentence) with each listed person labelled where where(text, name) places it, longest
    first: (line, count), or None when it names a person an earlier set labelled."""
    spans = sorted(placed_names(text, persons, lambda name: where(text, name)))
    if any(n in earlier for _, _, n in spans):
        return None
    out, at = [], 0
    for a, b, n in spans:
        out += [text[at:a], f"[[{n}|{kind}]]"]
        at = b
    return "".join(out + [text[at:]]), len(spans)


def cjk_line(kind, text, persons, unsure, earlier):
    """A page's line labelled by the builder's lists: (line, count), or None to leave it out: a bracket pair or bar
    in the text, an unsure word (a nickname, a pen name) anywhere in it, or a name an earlier set labelled."""
    if "[[" in text or "]]" in text or "|" in text:
        return None
    if any(w in text for w in unsure):
        return None
    return place_labels(kind, text, persons, find_cjk, earlier)


def sentence_line(kind, text, persons, earlier):
    """A treebank sentence labelled by the builder's list at whole words: (line, count), or None to leave it out
    (a bracket or bar in the text, or a name an earlier set labelled)."""
    if any(c in text for c in "[]|"):
        return None
    return place_labels(kind, text, persons, find_words, earlier)


def group_rows(kind, sources, per_doc, sep, blank_every=4):
    """Each source's rows ((line, count) or None, left out), per_doc to a document; no document spans two sources.
    A document with no name is kept one time in blank_every (counted over the kind), every one when blank_every is
    None. Ids: kind-001, kind-002, ..."""
    docs, blank = [], 0
    for rows in sources:
        rows = [r for r in rows if r is not None]
        for i in range(0, len(rows), per_doc):
            chunk = rows[i:i + per_doc]
            if blank_every and not sum(n for _, n in chunk):
                blank += 1
                if blank % blank_every != 1:
                    continue
            docs.append((f"{kind}-{len(docs) + 1:03d}", sep.join(t for t, _ in chunk)))
    return docs


def by_kind(kinds, grouped, earlier):
    """Every kind's documents in kinds order: grouped(kind, earlier) for each."""
    return [d for kind in kinds for d in grouped(kind, earlier)]


class PagePart:
    """A set's CJK page part as its module declares it: own (the set's name in pii_sets.ORDER), kinds, persons and
    unsure (kind -> the builder's lists), lines_of(kind) (each file's kept lines, one list a file) and per_doc lines
    to a document. Its bound methods are the module's public functions."""

    def __init__(self, own, kinds, persons, unsure, lines_of, per_doc):
        self.own, self.kinds, self.persons, self.unsure = own, kinds, persons, unsure
        self.lines_of, self.per_doc = lines_of, per_doc

    def labelled(self, kind, text, earlier):
        """A line labelled by the builder's lists (cjk_line): (text, names), or None to leave it out."""
        return cjk_line(kind, text, self.persons[kind], self.unsure[kind], earlier)

    def grouped(self, kind, earlier):
        """Each file's kept lines, per_doc to a document (no document spans two files); documents with no name are
        kept (precision: about a third of the documents have no person)."""
        rows = [[self.labelled(kind, u, earlier) for u in units] for units in self.lines_of(kind)]
        return group_rows(kind, rows, self.per_doc, "\n", blank_every=None)

    def documents(self):
        """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
        return by_kind(self.kinds, self.grouped, earlier_names(own=self.own))

    def check(self, docs, earlier):
        """The label checks (check_labels): per-kind counts, names in Han, kana or Hangul, distinct names."""
        return check_labels(docs, self.kinds, earlier, own=OWN)

    def main(self):
        """Prints per-kind documents, names, distinct names and the share in the own script; checks the labels."""
        part_report(self.documents, self.check, self.kinds, earlier_names(own=self.own), owned=True)


def check_labels(docs, kinds, earlier, own=None, single=()):
    """The label checks: every label parses, no label with a space or bracket at an end, no earlier set's name,
    kinds known, ids unique and prefixed by kind; outside labels no "[[", "]]" or "|", nor a single "[" or "]" in a
    document whose id starts with one of single. Returns per-kind counts, counts of names holding an own-script
    character (own, a pattern; zero without one) and distinct names."""
    counts, owned, distinct = collections.Counter(), collections.Counter(), collections.defaultdict(set)
    assert len({d for d, _ in docs}) == len(docs), "duplicate ids"
    for doc_id, text in docs:
        for m in STRICT_LABEL.finditer(text):
            name, kind = m.groups()
            assert kind in kinds, (doc_id, kind)
            assert doc_id.startswith(kind + "-"), (doc_id, kind)
            assert name == name.strip() and name[0] not in "([" and name[-1] not in ")]", (doc_id, name)
            assert name not in earlier, (doc_id, name)
            counts[kind] += 1
            owned[kind] += bool(own and own.search(name))
            distinct[kind].add(name)
        rest = STRICT_LABEL.sub("", text)
        if doc_id.startswith(tuple(single)):
            assert not any(c in rest for c in "[]|"), (doc_id, rest)
        else:
            assert "[[" not in rest and "]]" not in rest and "|" not in rest, (doc_id, rest)
    return counts, owned, distinct


def sentence_check(docs, kinds, earlier, missing):
    """A script part's self-check: the label checks (a single bracket or bar outside labels counts too) and every
    listed person labelled somewhere: missing(kind, distinct names, earlier) gives the persons no label names.
    Returns per-kind counts and distinct names; an assertion fails on a problem."""
    counts, _, distinct = check_labels(docs, kinds, earlier, single=kinds)
    for kind in kinds:
        gone = missing(kind, distinct[kind], earlier)
        assert not gone, (kind, gone)
    return counts, distinct


def same_twice(documents):
    """documents(), checked to give the same documents on a second call."""
    docs = documents()
    assert docs == documents(), "not deterministic"
    return docs


def print_counts(docs, kinds, counts, distinct, owned=None):
    """Per-kind documents, names and distinct names, and the total; with owned, also the documents without a
    person and the share of names in Han, kana or Hangul."""
    ndocs = collections.Counter(d.rsplit("-", 1)[0] for d, _ in docs)
    blank = collections.Counter(d.rsplit("-", 1)[0] for d, t in docs if "[[" not in t)
    for kind in kinds:
        if owned is None:
            print(f"{kind}: {ndocs[kind]} documents, {counts[kind]} names ({len(distinct[kind])} distinct)")
            continue
        share = owned[kind] / counts[kind] if counts[kind] else 0
        print(f"{kind}: {ndocs[kind]} documents ({blank[kind]} without a person), {counts[kind]} names "
              f"({len(distinct[kind])} distinct), {share:.0%} in Han/kana/Hangul")
    print(f"total: {len(docs)} documents, {sum(counts.values())} names")


def part_report(documents, check, kinds, earlier, owned=False):
    """A script or CJK part's self-check: documents() twice (deterministic), the label checks (check(docs,
    earlier) -> counts, [owned,] distinct; an assertion fails on a problem) and the counts."""
    docs = same_twice(documents)
    if owned:
        counts, own, distinct = check(docs, earlier)
        print_counts(docs, kinds, counts, distinct, owned=own)
    else:
        counts, distinct = check(docs, earlier)
        print_counts(docs, kinds, counts, distinct)


# --- generators (pii-*-names.py): their own real documents, the parts, the set file -------------------------------

def words(s):
    """A "|"-separated list written over several lines, as a set (a line break inside an entry stays: the
    generators' lists break only between entries; pii_twelfth_more.words drops them)."""
    return {w.strip() for w in s.split("|") if w.strip()}


def read_vendored(path):
    """A vendored file's text (path under testdata/third_party, from the repository root)."""
    with open(os.path.join(TP, path), encoding="utf-8") as f:
        return f.read()


def glued(text, a, b):
    """Whether text[a:b] is part of something longer: inside a word, or after "@", "/", "_", "-" or "." (a handle, a
    path, a mail address), or before "_", "-" or "@"."""
    before = text[a - 1] if a else " "
    after = text[b] if b < len(text) else " "
    return before.isalnum() or before in "@/_-." or after.isalnum() or after in "_-@"


def label_names(text, names, kind, skip=glued):
    """text with every occurrence of names labelled, longest first, never inside another label nor where
    skip(text, start, end) says it is glued to something longer."""
    spans = []
    for n in sorted(names, key=len, reverse=True):
        for m in re.finditer(re.escape(n), text):
            a, b = m.start(), m.end()
            if skip(text, a, b):
                continue
            if any(a < y and x < b for x, y in spans):
                continue
            spans.append((a, b))
    for a, b in sorted(spans, reverse=True):
        text = f"{text[:a]}[[{text[a:b]}|{kind}]]{text[b:]}"
    return text


def named(text, names, skip=glued):
    """The names of names that text holds as label_names would label them (a Markdown link's bracket before a label
    is the text's)."""
    return set(re.findall(r"\[\[\[?(.*?)\|", label_names(text, names, "x", skip)))


def block_documents(prefix, kind, blocks, names, earlier, drop=(), most=4000, skip=glued, number_one=False):
    """Documents of at most most characters cut from blocks (a line, a file, a record) at block ends, names
    labelled. A block holding one of drop or naming a person of earlier is left out; a document with no name is
    left out. Ids prefix-01, prefix-02, ...; a lone document is prefix itself unless number_one."""
    docs, cur, size = [], [], 0
    for blk in blocks:
        if any(d in blk for d in drop) or named(blk, names, skip) & earlier:
            continue
        if cur and size + len(blk) + 1 > most:
            docs.append(cur)
            cur, size = [], 0
        cur.append(label_names(blk, names, kind, skip))
        size += len(blk) + 1
    if cur:
        docs.append(cur)
    docs = [d for d in docs if any("[[" in x for x in d)]
    if len(docs) == 1 and not number_one:
        return [(prefix, "\n".join(docs[0]).split("\n"))]
    return [(f"{prefix}-{i + 1:02d}", "\n".join(d).split("\n")) for i, d in enumerate(docs)]


def import_parts(names):
    """The other builders' modules, in the order their documents follow; each must import (a set missing a part is
    not the set scored)."""
    return [importlib.import_module(name) for name in names]


def write_set(out, header, docs, parts):
    """Writes a held-out set: docs (doc_id, [lines]), then every part's documents() in order, under header's
    comment lines; prints the documents and names per kind."""
    for part in parts:
        docs = docs + [(d, text.split("\n")) for d, text in part.documents()]
    pii_labels.write_set(out, header, docs, part="heldout ")
    per = {}
    for _, lines in docs:
        for k in re.findall(r"\[\[.*?\|(.*?)\]\]", "\n".join(lines)):
            per[k] = per.get(k, 0) + 1
    print(len(docs), "documents,", sum(per.values()), "names:", dict(sorted(per.items())))
