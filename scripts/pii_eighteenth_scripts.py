#!/usr/bin/env python3
"""The eighteenth name set's prose in languages no set read: Western Armenian, Urdu and Telugu (issue 30's
eighteenth set, part 4; ADR 0241).

No set before the eighteenth holds Western Armenian: its classical spelling (ւ, եա, իւ, է where Eastern Armenian
writes վ, յա, յու, ե) and its voicing (Պօղոս for Poghos, Քէշիշեան for Keshishian, Թրամփ for Trump) differ from
the Eastern Armenian of hy-real. This part reads the test and dev files of UD_Western_Armenian-ArmTDP (CC BY-SA
4.0), a treebank no set, tuning set or model read (reserved in /work/wt/reserved18.md): reviews, web pages, blogs,
a spoken text, wiki articles, news and non-fiction. Its fiction documents are not used (their persons are
characters).

  - hyw-real: persons are the treebank's given names, surnames and other person names (PROPN with NameType Giv, Sur
    or Prs), the words the tree attaches to one another as a flat name one label (hyw_runs); an initial takes its
    full stop with it ("Վ. Շուշանեանի"). The builder read every document's PROPN words and the sentences naming
    them; sentences naming a biblical figure or a thing named after a person, and the persons of a blog story the
    builder cannot vouch for, leave (HYW_DROP_LEMMAS, HYW_DROP_SENTS, HYW_UNSURE_DOCS).

  - ur-real and te-real: IL-NER (CC BY 4.0; IIIT Hyderabad, CDAC Noida, IIIT Bhubaneshwar), its Urdu and Telugu
    test and dev files: sentences of Indian government releases, essays on literature and history, hand-tagged
    for named entities; persons are the NEP tags, read one by one: tagged words that are no person (gods, books,
    things named after persons) and untagged persons send their sentence out; titles tagged inside a name stay
    outside the label (NER, ner_labelled).

Armenian glues case endings and the article to the name ("Շուշանեանին", "to Shushanian"; "Իսահակեանը", "Isahakian
the"), Telugu its case endings ("అంబేద్కర్‍కు", "to Ambedkar"): the label is the word as written, ending inside.
Titles written as their own words stay outside. The builder never ran the detector on this text.

Builder h18a's scripts/pii-eighteenth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_eighteenth_scripts.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_sets  # noqa: E402  (the sets' order: what "earlier" means)
import pii_setkit as setkit  # noqa: E402  (the grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("hyw-real", "ur-real", "te-real")
DOC_LINES = 8  # kept sentences to a document, in file order

HYW_FOLDER = os.path.join(TP, "ud-hyw-armtdp-eighteenth")
HYW_FILES = ("hyw_armtdp-ud-test.conllu", "hyw_armtdp-ud-dev.conllu")  # both read whole; the train file is not
HYW_PERSON_TYPES = ("Giv", "Sur", "Prs")
HYW_TER = ("Տէր", "ՏԷՐ")  # "Ter-", a priest's descendants' prefix: part of the family name (Տէր-Անդրէասեան)

# Documents not used: fiction (persons there are characters), in the test and the dev file.
HYW_DROP_DOCS = setkit.list_words("""fiction-000L|fiction-000H|fiction-000D|fiction-000U|fiction-000S|fiction-000B""")

# Documents whose persons the builder cannot vouch for: "ՏՂԱՔՍ (Բ.)" ("My boys", part 2), a blog story told of
# "Mr Artin" and his family in the war in Aleppo, with dialogue; its family may be made up or renamed, and its
# rescue team's list ends in a name whose bounds are unsure ("Ապ Մուրատ Ապու Եուսէֆ"). Its sentences naming a
# person leave, but for the author's byline (HYW_KEEP).
HYW_UNSURE_DOCS = setkit.list_words("""blog-0034""")
HYW_KEEP = setkit.list_words("""blog-0034-000106GN""")

# Lemmas whose sentences leave, read one by one: biblical figures whose historicity a reader may doubt (Noah,
# Abraham, David, Christ and its abbreviation Ք., the apostle Paul and Timothy of his letter, as ADR 0216 left them),
# Լուսաւորիչ (the Illuminator, a church in Galata) and Աստուածածին (the Mother of God, a church in Aleppo):
# things named after saints.
HYW_DROP_LEMMAS = setkit.list_words("""Նոյ|Աբրահամ|Դաւիթ|Քրիստոս|Ք.|Ք|Պօղոս|Տիմոթէոս|Լուսաւորիչ|Աստուածածին""")

# Sentences left out one by one: things named after persons (the Gulbenkian Foundation, a hall and a house named
# after Aram Manukian and Levon Shant, the Asturian hospital, the Gulbenkian maternity ward, the Karen Jeppe
# College).
HYW_DROP_SENTS = setkit.list_words("""web-0039-000506RB|web-0039-000606RD|blog-0034-000406H6|blog-0034-000506HC|
blog-0034-000606HD|blog-0034-000806HP""")


def earlier_names():
    """Every name an earlier set labelled: every names_*.txt before the eighteenth (every set in pii_sets.ORDER
    while the eighteenth's own file is not there yet)."""
    if "eighteenth" in pii_sets.ORDER:
        return setkit.earlier_names(own="eighteenth")
    names = set()
    for path in pii_sets.before(pii_sets.ORDER[-1], setkit.ROOT) + [
            os.path.join(setkit.ROOT, f"internal/pii/testdata/names_{pii_sets.ORDER[-1]}.txt")]:
        with open(path, encoding="utf-8") as f:
            names.update(re.findall(r"\[\[(.*?)\|", f.read()))
    return names


def hyw_sentences():
    """Both files' documents, each a list of sentences (sent_id, text, [tokens]); a token is a dict: form, space
    (a space after it), upos, nt (NameType), abbr, lemmas, ids (its words' ids), head, rel (its first person
    word's, else its first word's); an initial (abbr) is tagged Abbr=Yes or has a lemma
    ending in a full stop ("Կ."). Documents in HYW_DROP_DOCS are not read."""
    docs = []
    for name in HYW_FILES:
        sid = text = None
        toks, upto = [], 0
        with open(os.path.join(HYW_FOLDER, name), encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("# newdoc id"):
                    docs.append((line.split("=", 1)[1].strip(), []))
                elif line.startswith("# sent_id"):
                    sid = line.split("=", 1)[1].strip()
                elif line.startswith("# text ="):
                    text = line.split("=", 1)[1].strip()
                elif line and line[0].isdigit():
                    c = line.split("\t")
                    if "." in c[0].split("-")[0]:
                        continue  # an empty node (none in these files)
                    if "-" in c[0]:  # a multiword token: its words' tags count for the surface form
                        toks.append(hyw_token(c[1], "SpaceAfter=No" not in c[9]))
                        upto = int(c[0].split("-")[1])
                        continue
                    m = re.search(r"NameType=(\w+)", c[5])
                    word = {"upos": c[3], "nt": m.group(1) if m else None,
                            "abbr": "Abbr=Yes" in c[5] or c[2].endswith("."),
                            "lemma": c[2], "id": c[0], "head": c[6], "rel": c[7]}
                    if int(c[0]) > upto:
                        toks.append(hyw_token(c[1], "SpaceAfter=No" not in c[9]))
                    hyw_add(toks[-1], word)
                elif not line and toks:
                    docs[-1][1].append((sid, text, toks))
                    sid, text, toks, upto = None, None, [], 0
    return [(d, sents) for d, sents in docs if d not in HYW_DROP_DOCS and sents]


def hyw_token(form, space):
    """A surface token before its words are added."""
    return {"form": form, "space": space, "upos": None, "nt": None, "abbr": False, "lemmas": [], "ids": set(),
            "head": None, "rel": None}


def hyw_add(tok, word):
    """Adds a word's tags to its surface token: the first person word's tags win, else the first word's."""
    tok["lemmas"].append(word["lemma"])
    tok["ids"].add(word["id"])
    person = hyw_person_word(word)
    if tok["upos"] is None or (person and not hyw_person_word(tok)):
        for k in ("upos", "nt", "abbr", "head", "rel"):
            tok[k] = word[k]


def hyw_person_word(w):
    """A word the treebank tags as a person's name (PROPN with NameType Giv, Sur or Prs)."""
    return w["upos"] == "PROPN" and w["nt"] in HYW_PERSON_TYPES


def hyw_runs(toks):
    """The persons' token spans [(first, last + 1)]. A run grows over the next person word only when the tree
    attaches it to the run as a flat name ("Հրաչիկ Միրզոյեան Քասիմի" is two persons, Mirzoyan and Kasim), over "Տէր"
    so attached (Տէր-Անդրէասեան) and over a hyphen before such a word (Չիֆթէ-Սարաֆ; "Պայտըն-Փութին", a range, is two
    persons). An initial takes its full stop; an initial before a place is no person ("Կ. Պոլիս", Constantinople)."""
    person = [hyw_person_word(t) for t in toks]
    for i, t in enumerate(toks):
        if person[i] and t["abbr"] and i + 2 < len(toks) and toks[i + 1]["form"] == "." and toks[i + 2]["nt"] == "Geo":
            person[i] = False
    runs, i = [], 0
    while i < len(toks):
        if not person[i]:
            i += 1
            continue
        ids, j = set(toks[i]["ids"]), i + 1
        while j < len(toks):
            t = toks[j]
            flat = t["rel"] == "flat:name" and t["head"] in ids
            if (person[j] or t["form"] in HYW_TER) and flat:
                ids |= t["ids"]
                j += 1
            elif (t["form"] == "-" or (t["form"] == "." and toks[j - 1]["abbr"])) and j + 1 < len(toks) \
                    and person[j + 1] and toks[j + 1]["rel"] == "flat:name" and toks[j + 1]["head"] in ids \
                    and not toks[j - 1]["space"]:
                j += 1  # a hyphen inside a double name, an initial's full stop inside a name
            else:
                break
        if toks[j - 1]["abbr"] and j < len(toks) and toks[j]["form"] == ".":
            j += 1  # an initial at a name's end keeps its full stop
        runs.append((i, j))
        i = j
    return runs


def hyw_labelled(doc, sent, earlier):
    """A sentence labelled at its person runs: (line, count), or None to leave it out (its tokens do not rebuild
    its text, a dropped lemma or sentence, a person in an unsure document, a bracket or bar, a name an earlier set
    labelled)."""
    sid, text, toks = sent
    if "".join(t["form"] + (" " if t["space"] else "") for t in toks).strip() != text:
        return None
    if sid in HYW_DROP_SENTS or any(c in text for c in "[]|"):
        return None
    if any(lem in HYW_DROP_LEMMAS for t in toks for lem in t["lemmas"]):
        return None
    runs = hyw_runs(toks)
    if runs and doc in HYW_UNSURE_DOCS and sid not in HYW_KEEP:
        return None
    out, names, at = [], [], 0
    for a, b in runs:
        out += [t["form"] + (" " if t["space"] else "") for t in toks[at:a]]
        name = "".join(toks[k]["form"] + (" " if toks[k]["space"] and k < b - 1 else "") for k in range(a, b))
        names.append(name)
        out.append(f"[[{name}|hyw-real]]" + (" " if toks[b - 1]["space"] else ""))
        at = b
    out += [t["form"] + (" " if t["space"] else "") for t in toks[at:]]
    if any(n in earlier for n in names):
        return None
    return "".join(out).strip(), len(names)


# IL-NER (CC BY 4.0), its Urdu and Telugu test and dev files: one token and its tag a line, a blank line between
# sentences; persons are the NEP tags (B-NEP and a bare "-NEP", a one-word name, start a name; I-NEP goes on).
NER_CLOSE = set("۔،؟!:؛),.?%")  # punctuation written against the word before it
NER_OPEN = set("(")  # punctuation written against the word after it

# Words the corpus tags as persons that are no person, read one by one in their sentences; a sentence with one
# leaves. Urdu: gods and heroes of myth (Arjuna, Shiva, Uma, Bhima, Murugan, the bodhisattva Manjushri), books and
# parts of books (Tolkappiyam, Porul Adhikaram, the Aindra grammar), a newspaper (Sambad Kaumudi), a title with a
# place (the Nawab of Arcot), a people (the Maravars), a medical programme (Dhanvantari Rath), a dictionary's name
# and a poetic mood (Yenganduo, Neythal). Telugu: a novel's hero (Francis Itty Cora), a book (Spartacus), things
# named after persons (the Netaji Subhas university, the Mahatma Gandhi rural employment act, the Deendayal
# Antyodaya scheme, the Macaulay, Islington and Lee committees).
UR_NOT_PERSON = setkit.list_words("""ارجن|شیوا|اوما|بھیم|موروگا|منجوشری|تولکاپیئم|پورول اتی کرم|اندرویا کرن|سمواد کمودی|
نواب آرکٹ|آرکٹ|ماروا|دھنونتری رتھ|ینگانڈو|نیتھال""")
TE_NOT_PERSON = setkit.list_words("""ఫ్రాన్సిస్ ఇట్టి కోరా|స్పార్టకస్|నేతాజీ సుభాష్|మహాత్మగాంధీ|దీనదయాళ్|మెకాలే|
ఇస్లింగ్టన్‌|లీ""")

# Telugu sentences naming a person the corpus left untagged (a reader would label them; the sentence leaves):
# Gujarat's chief ministers Balwant Rai Mehta and Chhabil Das Mehta, a list ending in "Aruna Gogulamanda", an
# officials' list ending in a cut name ("శ్రీమతి పి."), Niccolò de' Conti, Chilukuri Devaputra, Agyeya's own name.
TE_DROP_TEXT = ("బల్వంత్ రాయ్", "గోగులమండ", "శ్రీమతి పి. తదితరులు", "నికోలో డి కొంటి", "చిలుకూరి దేవపుత్ర",
                "స్చచిదానంద")

# An Urdu sentence whose names' bounds are unsure ("راجا بھاسکر درما، اکا تھاگی راجا": where "Raja" belongs and
# where the two names part): it leaves.
UR_DROP_TEXT = ("بھاسکر درما",)

# Titles the corpus tags inside a name; the label starts after them (honorifics outside the label): Telugu
# Sardar, Doctor, Sri, Professor; Urdu Lord, Nawab, Chhatrapati, Lala, Sardar, but for Serdar Berdimuhamedow, whose
# given name it is (TITLE_KEPT).
TE_TITLES = setkit.list_words("""సర్దార్|సర్దార్‌|డాక్టర్|శ్రీ|ప్రొఫెసర్|డా.""")
UR_TITLES = setkit.list_words("""لارڈ|نواب|چھترپتی|لالہ|سردار""")
TITLE_KEPT = setkit.list_words("""سردار بردی محمدوف""")

# Two runs the corpus tags as two names that are one person (B-NEP twice): joined.
JOINED = setkit.list_words("""రామచంద్ర గుహ""")

NER = {  # kind: (folder, files, no persons, sentence texts that leave, leading titles)
    "ur-real": ("il-ner-ur-eighteenth", ("Urdu-test.txt", "Urdu-dev.txt"), UR_NOT_PERSON, UR_DROP_TEXT, UR_TITLES),
    "te-real": ("il-ner-te-eighteenth", ("Telugu-test.txt", "Telugu-dev.txt"), TE_NOT_PERSON, TE_DROP_TEXT,
                TE_TITLES),
}


def ner_sentences(kind):
    """A kind's sentences from both files, each [(token, is a person word, starts a person)], in file order."""
    return setkit.ilner_sentences(NER[kind][0], NER[kind][1])


def ner_join(words):
    """Tokens written as text (pii_setkit.ner_join with this part's punctuation)."""
    return setkit.ner_join(words, NER_CLOSE, NER_OPEN)


def ner_labelled(kind, sent, earlier):
    """A sentence labelled at its NEP runs, leading titles outside: (line, count), or None to leave it out (a
    tagged word that is no person, an untagged person, a bracket or bar, a name an earlier set labelled).
    Underscores joining a multiword token are written as spaces ("جوزف_نائے", "Joseph Nye")."""
    _, _, not_person, drop_text, titles = NER[kind]
    runs = []
    for i, (w, person, start) in enumerate(sent):
        if person and (start or not runs or runs[-1][1] != i):
            runs.append([i, i + 1])
        elif person:
            runs[-1][1] = i + 1
    for k in range(len(runs) - 1, 0, -1):
        if runs[k - 1][1] == runs[k][0] and " ".join(w for w, _, _ in sent[runs[k - 1][0]:runs[k][1]]) in JOINED:
            runs[k - 1][1] = runs.pop(k)[1]
    for r in runs:
        if " ".join(w for w, _, _ in sent[r[0]:r[1]]) in TITLE_KEPT:
            continue
        while r[1] - r[0] > 1 and sent[r[0]][0] in titles:
            r[0] += 1  # a title tagged inside the name ("సర్దార్ పటేల్") stays outside
        if sent[r[0]][0] in titles:
            return None  # a title alone tagged as a person
    names = [" ".join(w for w, _, _ in sent[a:b]) for a, b in runs]
    if any(n in not_person or any(x in not_person for x in n.split()) for n in names):
        return None
    text = ner_join([w for w, _, _ in sent])
    if any(t in text for t in drop_text) or any(c in text for c in "[]|") or any(n in earlier for n in names):
        return None
    parts, at = [], 0
    for (a, b), n in zip(runs, names):
        parts += [w for w, _, _ in sent[at:a]] + [f"[[{n}|{kind}]]"]
        at = b
    parts += [w for w, _, _ in sent[at:]]
    return ner_join(parts), len(names)


def grouped(kind, earlier):
    """A kind's kept sentences, DOC_LINES to a document, in file order, never across two treebank documents (the
    IL-NER files have none); a document with no name is kept one time in four."""
    if kind in NER:
        sources = [[ner_labelled(kind, s, earlier) for s in ner_sentences(kind)]]
    else:
        sources = [[hyw_labelled(doc, s, earlier) for s in sents] for doc, sents in hyw_sentences()]
    return setkit.group_rows(kind, sources, DOC_LINES, " ")


def documents():
    """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
    return setkit.by_kind(KINDS, grouped, earlier_names())


def check(docs, earlier):
    """The label checks (pii_setkit.sentence_check); labels come from the treebank's tags, so no list to find."""
    return setkit.sentence_check(docs, KINDS, earlier, lambda kind, names, earlier_: set())


def main():
    """Prints per-kind documents, names and distinct names, and checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names())


if __name__ == "__main__":
    main()
