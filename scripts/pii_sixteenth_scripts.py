#!/usr/bin/env python3
"""The sixteenth name set's prose in languages and scripts no set read: Bhojpuri, Coptic and Old East Slavic
(issue 30's sixteenth set, part 4; ADR 0216).

No set before the sixteenth holds Bhojpuri, the Coptic script or Old East Slavic (medieval Cyrillic with its own
letters: ѣ, ѧ, ꙋ, ѡ, ѳ). This part reads files of three Universal Dependencies treebanks no set, tuning set or model
read (reserved in /work/wt/reserved16.md); every real person is labelled as the builder judged sentence by sentence:

  - bho-real: UD_Bhojpuri-BHTB (CC BY-SA 4.0), its files f1 (a literary magazine's award day and poets' meeting, a
    satire on television news about an actress's wedding, a column on a politician's family) and f2 (essays on a
    writer's prose, a headmaster, Bhojpuri song and speeches). f3 repeats f2 sentence for sentence and is not used.
    Persons from a hand list (PERSONS), placed by string.
  - cop-real: UD_Coptic-Scriptorium (CC BY 4.0), its non-Bible documents: the sayings of the desert fathers and
    mothers (Apophthegmata Patrum), Shenoute, Besa's letters, the Life of Cyrus, the Martyrdom of Victor. Persons
    from a hand list of the treebank's PROPN words (COP_PERSONS), placed by position at the bound group.
  - orv-birchbark-real: UD_Old_East_Slavic-Birchbark (CC BY-SA 4.0), Novgorod birchbark letters of 1025-1500 between real
    townspeople and peasants. Persons are the treebank's given names, patronymics and husband-names (NameType Giv,
    Pat, Hus), placed by position; letters and sentences the builder could not vouch for leave (ORV_DROP_DOCS, rules).

Bhojpuri writes postpositions as their own words (के, से, का); the emphatic -ो ("प्रियंको", "Priyanka too") stays inside
the word as written. Coptic glues prepositions and articles to the noun ("ϫⲉⲫⲓⲗⲁⲅⲣⲓⲟⲥ", "ⲛⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ"), Old East
Slavic writes case endings ("фомѣ", "ѡнѳимꙋ"): the label is the word as written, glued parts inside. Titles written
as their own words stay outside (डा॰, डॉ., प्रो॰, महात्मा, जी, सर; ⲁⲡⲁ, ⲡⲣⲣⲟ; господинъ). Gods, saints named as such,
biblical figures, legendary persons, a mocking nickname, characters and things named after persons are not labelled:
their sentences leave, or stay unlabelled when the word is no person at all (Satan, Apollo, places). The builder never
ran the detector on this text.

Builder h16a's scripts/pii-sixteenth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_sixteenth_scripts.py
"""
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, reader, labeller, grouping and checks the set parts share)

ROOT, TP = setkit.ROOT, setkit.TP  # the repository and its vendored sources

KINDS = ("bho-real", "cop-real", "orv-birchbark-real")
DOC_LINES = 8  # kept sentences to a document, in file order


def earlier_names():
    """Every name an earlier set labelled (every names_*.txt but the sixteenth's own files)."""
    return setkit.earlier_names(own="sixteenth")


words = setkit.list_words  # a "|"-separated list over lines, as a set


# kind: (folder, file, sent_id prefixes read, sent_ids left out)
TREEBANKS = {
    # f1-7 a foundation named after Kunwar Singh; f1-11 a hall named "Bapu" (Gandhi); f1-13 universities named after
    # Kunwar Singh and B. R. Ambedkar; f1-27 a run of names and pen names whose bounds are unsure (डा. ब्रजभूषण
    # डा. रघुवंशमणि पाठक आदि करुण , शुभचिन्तक कलंकी); f1-71 a shop worker in a satire (झप्पूलाल: maybe made up);
    # f1-87, f1-90, f1-102 "Pappu", a mocking nickname; f2-2 Dhaniya, a character of a song; f2-11 "राय साहब"
    # (a surname with an honorific, the name's bounds unsure).
    "bho-real": ("ud-bho-bhtb-sixteenth", "bho_bhtb-ud-test.conllu", ("f1-", "f2-"),
                 words("""f1-7|f1-11|f1-13|f1-27|f1-71|f1-87|f1-90|f1-102|f2-2|f2-11""")),
}

# The persons, each word as the text writes it (endings and clitics inside), read sentence by sentence.
PERSONS = {
    # Poets, singers, editors and professors at a magazine's award day; an actress; a politician's family; an MP;
    # essayists and critics; a headmaster (‘ सेंगर ’, his pen name, labelled on its own); a teacher (सर outside);
    # singers and a playwright (Bhikhari Thakur). Titles outside: डा॰, डॉ., प्रो॰, प्रो़, महात्मा, जी, सर.
    "bho-real": words("""ओमप्रकाश|नैनू शुक्ल|अशोक द्विवेदी|अवधेश प्रधान|सदानन्द शाही|सदानंद शाही|प्रकाश उदय|
भगवती प्रसाद द्विवेदी|शैलेंद्र मिश्र|कुबेर नाथ मिश्र विचित्र|दयाशंकर तिवारी|भालचंद्र त्रिपाठी|कमलेश राय|शशि प्रेमदेव|
कन्हैया पाण्डेय|शत्रुघ्न पाण्डेय|विजय मिश्र|शिवजी पाण्डेय रसराज|नवचन्द तिवारी|बी एल शर्मा मृदुल|विजय शंकर पाण्डेय|
हीरालाल हीरा|शिवपूजन लाल विद्यार्थी|अशोक तिवारी|अशोक द्विवदी|त्रिभुवन प्रसाद सिंह प्रीतम|गिरिधर|जनार्दन राय|
कौशल कुमार सिन्हा|मोंटू सिंह|प्रियंका चोपड़ा|प्रियंका|राजीव गाँधी|राहुल|प्रियंको|स्वामी|रामप्रवेश शास्त्री|
अनिल कुमार आंजनेय|आंजनेय|चंद्रशेखर तिवारी|विवेकी राय|कबीर|जया पाण्डेय|संजय सिंह|सेंगर|कालिदास|सुनील सिन्हा|
मनोज चौबे|भिखारी ठाकुर|महेंदर मिसिर|रफी|मुकेश|लता"""),
}

# Coptic (UD_Coptic-Scriptorium, CC BY 4.0), its test and dev files' documents other than the Bible (sahidica.*: Mark
# and 1 Corinthians are not read): Shenoute's "Abraham Our Father" and A22, the Apophthegmata Patrum (sayings of the
# desert fathers and mothers), Besa's letters, the Life of Cyrus and the Martyrdom of Victor. Coptic writes a
# preposition, an article or a conjunction glued to the noun in one bound group ("ϫⲉⲫⲓⲗⲁⲅⲣⲓⲟⲥ" "(called) Philagrios",
# "ⲛⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ" "of Diocletian"); the treebank splits the group into words (multiword tokens) and tags names PROPN.
# The label is the whole bound group as written (the text's space-separated word) holding a name in COP_PERSONS,
# placed by position. A sentence is kept only when every PROPN in it is in COP_PERSONS or COP_NOT_PERSON; every other
# name sends it out: biblical figures whose historicity a reader may doubt (Jesus, Abraham, Sarah, Isaac, Jacob,
# Rebecca, Rachel, Leah, Esau, Joseph, Benjamin son of Jacob, Moses, Laban, Daniel, Habakkuk, Paul), and persons only
# a legend knows (Apa Cyrus, Hierax and Pamoun of the Life of Cyrus; Hilaria, "daughter of the emperor Zeno"; Victor,
# Romanos, Basilides and Eutaios of the Martyrdom; Basimos, unsure). Counted: the desert fathers and mothers of the
# sayings (4th-5th century), Pambo (the Life's narrator, the presbyter of Scetis) and the emperors. Titles stay
# outside: ⲁⲡⲁ ("Apa", father), ⲧⲙⲁⲕⲁⲣⲓⲁ and ⲡⲙⲁⲕⲁⲣⲓⲟⲥ ("the blessed"), ⲡⲣⲣⲟ ("the king").
# The train file is vendored cut to its 33 Apophthegmata documents, the only ones read in it.
COP_READ = ("shenoute.", "apophthegmata.", "besa.", "life.", "martyrdom.")
COP = ("ud-cop-scriptorium-sixteenth", (("cop_scriptorium-ud-test.conllu", COP_READ),
                                        ("cop_scriptorium-ud-dev.conllu", COP_READ),
                                        ("cop_scriptorium-ud-train-apophthegmata.conllu", ("apophthegmata.",))))
COP_PERSONS = words("""ⲡⲁⲥⲧⲁⲙⲱⲛ|ϫⲓϫⲱⲓ|ⲥⲁⲣⲁⲡⲓⲟⲛ|ⲥⲩⲛⲕⲗⲏⲧⲓⲕⲏ|ϩⲩⲡⲉⲣⲉⲭⲓⲟⲥ|ⲫⲓⲗⲁⲅⲣⲓⲟⲥ|ⲃⲉⲛⲓⲁⲙⲓⲛ|ⲓⲥⲁⲕ|ⲡⲁⲙⲃⲱ|ⲕⲁⲥⲓⲁⲛⲟⲥ|
ⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ|ⲑⲉⲟⲇⲱⲥⲓⲟⲥ|ⲁⲣⲕⲁⲇⲓⲟⲥ|ⲟⲛⲟⲣⲓⲟⲥ|ⲁⲛⲧⲱⲛⲓⲟⲥ|ⲡⲟⲓⲙⲏⲛ|ⲡⲁⲏⲥⲉ|ⲑⲉⲱⲫⲓⲗⲟⲥ|ⲥⲩⲅⲕⲗⲏⲧⲓⲕⲏ|
ϩⲩⲡⲏⲣⲉⲭⲓⲟⲥ|ϩⲱⲣⲥⲓⲏⲥⲓ|ⲁϥⲣⲁϩⲁⲙ""")
# Tagged PROPN, not persons: Satan and the devil, Amente (the underworld), places (Jerusalem, Israel as a people,
# Scetis, Mesopotamia, Syria, Romania, Philae, Rakote (Alexandria)), months (Parmoute), gods (Apollo, Artemis). Their sentences stay.
COP_NOT_PERSON = words("""ⲥⲁⲧⲁⲛⲁⲥ|ⲇⲓⲁⲃⲟⲗⲟⲥ|ⲁⲙⲛⲧⲉ|ϩⲓⲉⲣⲟⲩⲥⲁⲗⲏⲙ|ⲓⲥⲣⲁⲏⲗ|ϣⲓⲏⲧ|ⲙⲉⲥⲟⲡⲟⲧⲁⲙⲓⲁ|ⲥⲩⲣⲓⲁ|ϩⲣⲱⲙⲁⲛⲓⲁ|ⲡⲉⲗⲁⲕ|
ⲫⲁⲣⲙⲟⲩⲧⲉ|ⲡⲁⲣⲙⲟⲩⲧⲉ|ⲁⲡⲟⲗⲗⲱⲛ|ⲁⲣⲧⲉⲙⲓⲥ|ⲣⲁⲕⲟⲧⲉ""")


def cop_sentences():
    """The Coptic sentences read (documents whose id starts with one of the file's prefixes), one list a document
    (newdoc): [(word, [PROPN forms in it])], the words being the
    text's bound groups (checked against "# text")."""
    folder, files = COP
    out = []
    for name, read_docs in files:
        doc, text, words_, last = None, None, [], None
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            lines = f.read().split("\n") + [""]
        for line in lines:
            if line.startswith("# newdoc id"):
                doc = line.split("=", 1)[1].strip()
                out.append([])
            elif line.startswith("# text ="):
                text = line.split("=", 1)[1].strip()
            elif line and not line.startswith("#"):
                c = line.split("\t")
                if "-" in c[0]:
                    last = int(c[0].split("-")[1])
                    words_.append((c[1], []))
                    continue
                if "." in c[0]:
                    continue
                if last is None or int(c[0]) > last:
                    words_.append((c[1], []))
                    last = None
                if c[3] == "PROPN":
                    words_[-1][1].append(c[1])
            elif not line and words_:
                if doc.startswith(read_docs):
                    assert " ".join(w for w, _ in words_) == text, text
                    out[-1].append(words_)
                text, words_, last = None, [], None
    return [doc for doc in out if doc]


def cop_labelled(words_, earlier):
    """A Coptic sentence labelled at its bound groups holding a person: (line, count), or None to leave it out."""
    names = [n for _, ns in words_ for n in ns]
    if any(n not in COP_PERSONS and n not in COP_NOT_PERSON for n in names):
        return None
    out, count = [], 0
    for w, ns in words_:
        if any(n in COP_PERSONS for n in ns):
            if w in earlier or any(n in earlier for n in ns):
                return None
            out.append(f"[[{w}|cop-real]]")
            count += 1
        else:
            out.append(w)
    return " ".join(out), count


# Old East Slavic (UD_Old_East_Slavic-Birchbark, CC BY-SA 4.0), its test file: Novgorod birchbark letters of
# 1025-1500 (letters, debt lists, wills, receipts) between real, mostly otherwise unknown townspeople and peasants.
# The treebank tags names PROPN with a NameType: Giv (given names and by-names), Pat (patronymics), Hus (a woman
# named by her husband, "тѹдоровѣи" "Tudor's wife's"), Geo (places), Nat (people of a place or kin). A person is a
# run of Giv, Pat and Hus words, a later word joining the run when the treebank attaches it as flat (Ѥсифъ
# Михаиловичь, given name and patronymic; a possessive family name tagged ADJ with Poss=Yes and attached as flat
# joins too: "иванко кузминъ" Ivanko Kuzmin, "василью игнатьву" to Vasily Ignatiev); two persons side by side are
# two labels. A sentence naming a saint (the lemma свѧтыи, "holy", under a titlo: ст҃ѣ) leaves. Labels are placed by position,
# the word as written, case ending inside ("фомѣ" "of Foma", "ѡнѳимꙋ" "to Onfim"). Left out: a sentence holding a Nat
# word (a by-name or a people: unsure) or a PROPN with no or another NameType; a sentence the edition marks as
# restored or damaged ("[", "]", "(", ")", "{", "}", "|", a run of dashes or "…" for lost letters); and the letters in
# ORV_DROP_DOCS, read one by one: prayers, spells and church records naming Christ, Sikhail the angel, St Nicholas,
# St Sophia, saints' days and churches (a church of St Peter), and letters whose holy or biblical names the builder
# could not tell from persons (no translation given). The edition's line-break marker "<lbr/>", written inside words,
# is dropped from the text (the word as a reader sees it; the treebank's wf="..." writes it so). A sentence whose
# person word holds anything but letters and their marks (the edition's syllable dots and colons, a private-use
# letter) leaves too; an abbreviation under a titlo stays as written ("дв҃ду" "to David").
ORV = ("ud-orv-birchbark-sixteenth", "orv_birchbark-ud-test.conllu")
ORV_PERSON_TYPES = {"Giv", "Pat", "Hus"}
ORV_POSS = "Poss"  # the module's own mark for a possessive family name tagged ADJ (кузминъ, игнатьву)
ORV_DROP_DOCS = words("""092|162|220|221|369|419|519_520|553|671|709|906|915i|1022|1077|1084|1125|Smol_10|St_R_16|
St_R_49""")
ORV_MARKS = re.compile(r"[\[\](){}|<>]|--|…")


def orv_sentences():
    """The Birchbark sentences read, one list a letter (newdoc): [(word, person run index or None, flat)]; None for a
    sentence that leaves by rule."""
    folder, name = ORV
    out, doc, text, toks = [], None, None, []
    with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
        lines = f.read().split("\n") + [""]
    for line in lines:
        if line.startswith("# newdoc id"):
            doc = line.split("=", 1)[1].strip().rsplit("/", 1)[-1]
            out.append((doc, []))
        elif line.startswith("# text ="):
            text = line.split("=", 1)[1].strip()
        elif line and not line.startswith("#"):
            c = line.split("\t")
            if "-" not in c[0] and "." not in c[0]:
                m = re.search(r"NameType=(\w+)", c[5])
                upos, nt = c[3], m.group(1) if m else None
                if upos == "ADJ" and "Poss=Yes" in c[5] and c[7].startswith("flat"):
                    upos, nt = "PROPN", ORV_POSS  # a family name from a father's name, attached to a name
                toks.append((c[1], upos, nt, c[7].startswith("flat"), c[0], c[6]))
                if c[2] == "свѧтыи":
                    toks.append(("", "PROPN", "Holy", False, "", ""))  # a saint: the sentence leaves
        elif not line and toks:
            out[-1][1].append(orv_sentence(text, toks))
            text, toks = None, []
    return [sents for doc, sents in out if doc not in ORV_DROP_DOCS and sents]


def orv_sentence(text, toks):
    """A Birchbark sentence: [(word, is a person word, joins the previous person)], or None when it leaves by rule."""
    if any(t[2] == "Holy" for t in toks):
        return None
    if " ".join(t[0] for t in toks) != text:
        return None  # the treebank's words do not rebuild the text: not read
    given = {i for _, u, nt, _, i, _ in toks if u == "PROPN" and nt in ORV_PERSON_TYPES}
    # A possessive family name counts when the tree attaches it to a person's name, beside it or after a repeated
    # preposition ("у ꙩльксандра у рацлалѧ" "from Oleksandr Ratslavov": two labels, the name is not contiguous);
    # attached to anything else it is an adjective and stays unlabelled.
    words_ = [(w.replace("<lbr/>", ""), u if nt != ORV_POSS or head in given else "ADJ", nt, flat)
              for w, u, nt, flat, _, head in toks]
    if any(ORV_MARKS.search(w) for w, _, _, _ in words_):
        return None
    if any(u == "PROPN" and nt not in ORV_PERSON_TYPES and nt not in ("Geo", ORV_POSS) for _, u, nt, _ in words_):
        return None
    if any(u == "PROPN" and nt != "Geo" and not orv_letters(w) for w, u, nt, _ in words_):
        return None
    return [(w, u == "PROPN" and (nt in ORV_PERSON_TYPES or nt == ORV_POSS), flat) for w, u, nt, flat in words_]


def orv_letters(word):
    """Whether a name is written in letters and their marks only (a titlo, a diaeresis): a name split by the
    edition's syllable dots or colons ("мѣ:стѧ:та", "·ꙩ·стафе") or holding a private-use letter leaves."""
    return all(ch.isalpha() or unicodedata.category(ch).startswith("M") for ch in word)


def orv_labelled(sent, earlier):
    """A Birchbark sentence labelled at its person runs: (line, count), or None to leave it out."""
    if sent is None:
        return None
    runs, prev = [], False
    for i, (w, person, flat) in enumerate(sent):
        if person and prev and flat:
            runs[-1][1] = i + 1
        elif person:
            runs.append([i, i + 1])
        prev = person
    names = [" ".join(w for w, _, _ in sent[a:b]) for a, b in runs]
    if any(n in earlier for n in names):
        return None
    out, at = [], 0
    for (a, b), n in zip(runs, names):
        out += [w for w, _, _ in sent[at:a]] + [f"[[{n}|orv-birchbark-real]]"]
        at = b
    out += [w for w, _, _ in sent[at:]]
    return " ".join(out), len(runs)


WORDCH = setkit.WORDCH  # the shared word characters (Indic and Sinhala signs, zero-width joiners)
find = setkit.find_words  # where a text writes a name as whole words
read = setkit.conllu_texts  # a CoNLL-U file's (sent_id, text)


def kept(kind):
    """A treebank's sentences read and kept, in file order (text)."""
    folder, name, prefixes, drop = TREEBANKS[kind]
    return [t for s, t in read(os.path.join(TP, folder, name)) if s.startswith(prefixes) and s not in drop]


def labelled(kind, text, earlier):
    """A sentence labelled by the builder's list: (line, count), or None to leave it out (brackets or bars in the
    text, or a name an earlier set labelled)."""
    return setkit.sentence_line(kind, text, PERSONS[kind], earlier)


def grouped(kind, earlier):
    """A kind's kept sentences, DOC_LINES to a document, in file order, never across two Coptic documents or two letters (newdoc); a
    document with no name is kept one time in four."""
    if kind == "cop-real":
        sources = [[cop_labelled(w, earlier) for w in doc] for doc in cop_sentences()]
    elif kind == "orv-birchbark-real":
        sources = [[orv_labelled(x, earlier) for x in doc] for doc in orv_sentences()]
    else:
        sources = [[labelled(kind, t, earlier) for t in kept(kind)]]
    return setkit.group_rows(kind, sources, DOC_LINES, " ")


def documents():
    """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
    return setkit.by_kind(KINDS, grouped, earlier_names())


LABEL = setkit.STRICT_LABEL


def missing(kind, names, earlier):
    """The listed persons of a kind no label names (a Coptic person inside a longer labelled word counts)."""
    if kind == "cop-real":
        labels = {n for n in names for p in COP_PERSONS if p in n}
        return {p for p in COP_PERSONS if not any(p in n for n in labels)}
    if kind == "orv-birchbark-real":
        return set()  # labelled by the treebank's tags, not from a list
    return PERSONS[kind] - names


def check(docs, earlier):
    """The label checks and every listed person found (pii_setkit.sentence_check): counts, distinct names."""
    return setkit.sentence_check(docs, KINDS, earlier, missing)


def main():
    """Prints per-kind documents, names and distinct names, and checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names())


if __name__ == "__main__":
    main()
