#!/usr/bin/env python3
"""The nineteenth name set's treebank and NER-corpus prose (issue 30's nineteenth set, part 3; docs/adr/0252).

IL-NER (CC BY 4.0; IIIT Hyderabad, CDAC Noida, IIIT Bhubaneshwar, the Bhashini project), its Hindi and Odia test and
dev files: sentences of Indian government press releases, news and essays, hand-tagged for named entities. The
eighteenth set read its Urdu and Telugu files (ADR 0241); no set, tuning set or model read these four (reserved in
/work/wt/reserved19.md, point 2). Hindi is a language the eleventh's PUD ("hi-real") had, from translated news;
these are Indian-written releases with officials' names, so the kind is "hi-ilner-real"; Odia likewise beside the
fifteenth's ODTB ("or-real"): "or-ilner-real".

Persons are the corpus's NEP tags (B-NEP and a bare "-NEP" start a name, I-NEP goes on), read one by one in their
sentences by the builder: a tagged word that is no person (a god, a hero of myth, a thing named after a person)
sends its sentence out (NOT_PERSON), so does a sentence whose names' bounds are unsure (DROP_TEXT); titles the
corpus tags inside a name stay outside the label (TITLES: Shri, Dr, Prof, Smt ...). The label is the words as
written, case endings and postpositions glued to a name inside ("ମୋଦିଙ୍କ", "Modi's"). A sentence naming a person
an earlier set labelled leaves. The builder never ran the detector on this text.

Builder h19a's scripts/pii-nineteenth-names.py imports this module (documents(), KINDS); it writes nothing.
Deterministic, stdlib only. Self-check: python3 scripts/pii_nineteenth_ud.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_sets  # noqa: E402  (the sets' order: what "earlier" means)
import pii_setkit as setkit  # noqa: E402  (the grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("hi-ilner-real", "or-ilner-real")
DOC_LINES = 6  # kept sentences to a document, in file order

NER_CLOSE = set("।॥,.?!:;)%")  # punctuation written against the word before it
NER_OPEN = set("(")  # punctuation written against the word after it

# Names the corpus tags as persons that are no person, read one by one in their sentences (the whole tagged run, after
# titles come off); a sentence with one leaves. Hindi: gods and heroes of myth (Arjuna, Drona, Krishna, Bhishma,
# Lord Ganesha), fictional characters (Harry Potter, Peter Parker), things named after persons (the Dhanvantari
# Rath, the Deendayal Antyodaya scheme, the Dronacharya award, the Ramon Magsaysay award, Basel III), dynasties
# and rulers as a group (the Ahom king, the Holkar rulers, the Wodeyar kings), a title as a name (Jagat Seth), a
# word ("वर्ग", class) and a place (Maulana Chak, a quarter of Bhagalpur: "चक" once its "title" comes off).
# Odia: gods and heroes of myth (the Sun god, Jagannath, Bali, Kripacharya) and an epithet ("ନେତାଜୀଙ୍କ", Netaji's).
HI_NOT_PERSON = setkit.list_words("""अर्जुन|द्रोणाचार्य|श्रीकृष्ण|भीष्म|भगवान गणेश|हैरी पॉटर|पीटर पार्कर|धनवंतरि|दीनदयाल|
रैमन मैग्सेसे|बेसल|अहोम राजा|होल्कर नरेशों|वोडेयर राजाओं|जगत सेठ|वर्ग|चक""")
OR_NOT_PERSON = setkit.list_words("""ସୂର୍ଯ୍ୟଦେବ|ସୂର୍ଯ୍ୟଦେବଙ୍କୁ|ସୂର୍ଯ୍ୟଙ୍କ|ଶ୍ରୀଜଗନ୍ନାଥ|ବାଳି|କୃପାଚର୍ଯ୍ୟା|ନେତାଜୀଙ୍କ""")

# Sentence texts that leave, read one by one. Hindi: a name the corpus cut ("डॉ. मार्टिन लूथर किंग जूनियर", King
# and Junior untagged), things named after Gandhi (the Gandhi-King lecture, the Mahatma Gandhi NREGA and its scheme,
# the UNESCO Mahatma Gandhi prize), a friend in a novel's childhood the builder cannot vouch for ("भगती"). Odia: a
# name the corpus cut (CJI "ଏନ୍. ୱାଇ. ରମଣଙ୍କ", the initials untagged), a list of Ayurveda books named after their
# authors ("ଶାରଙ୍ଗଧର ସଂହିତା").
HI_DROP_TEXT = ("मार्टिन लूथर", "गांधी - किंग", "गांधी नरेगा", "गांधी राष्ट्रीय ग्रामीण", "गांधी पुरस्कार",
                "सहेली भगती", "फिबोनाचि अनुक्रम", "कहानीकारों में अखिलेश", "बोर्खेस", "कोनी द्वारा", "मोदी सरकार",
                "यशपाल कमेटी", "राजीव गांधी पंचायत", "भैरव प्रसाद")
OR_DROP_TEXT = ("ୱାଇ. ରମଣଙ୍କ", "ଶାରଙ୍ଗଧର ସଂହିତା")

# A word the corpus tags inside a person's name somewhere in the same files, found untagged in a sentence, sends the
# sentence out (a person the corpus missed, or a thing named after a person: the Birsa Munda stadium, the Biju
# Patnaik airport and the Biju schemes, the Kasturba Gandhi Marg, Veer Surendra Sai university, the Charaka
# samhita, the Shahbaz Jyoti book); but for these words, read in every sentence they leave untagged as common
# words there: Hindi land, class, opinion, sign, kings, speech, line, clean, world, joy, chief, pleasure, reason,
# talent, wind, the instrumental case, the Krishna river, manager, garden, gene, light, love, hero, Jain (the
# faith), red (the Red Fort), food, U. S.; Odia "will give", red, adolescent, victory, new, the title Vidyaratna,
# saint.
HI_COMMON = setkit.list_words("""भूमि|वर्ग|राय|संकेत|राजाओं|वाणी|रेखा|निर्मल|जगत|हर्ष|प्रधान|आनंद|विवेक|प्रतिभा|पवन|करण|
कृष्णा|मैनेजर|चमन|जीन|आलोक|प्रेम|नायक|जैन|लाल|खान|यू.|एस.""")
OR_COMMON = setkit.list_words("""ଦେବ|ଲାଲ|କିଶୋର|ବିଜୟ|ନବୀନ|ବିଦ୍ୟାରତ୍ନ|ସନ୍ଥ""")
COMMON = {"hi-ilner-real": HI_COMMON, "or-ilner-real": OR_COMMON}

# Titles the corpus tags inside a name; the label starts after them (honorifics outside the label, as ADR 0241):
# Hindi Shri, Smt, Dr, Prof, Pandit, Mahatma, Lord, Nawab, Chhatrapati, Sardar, Maharaja, Raja, Badshah, Lokmanya,
# Hazrat, Maulana, Swami, Guru; Odia Shri, Smt, Dr, Prof, Pandit, Acharya, Mahatma.
HI_TITLES = setkit.list_words("""श्री|श्रीमती|डॉ.|डॉ|डा.|प्रो.|प्रोफेसर|कुमारी|सुश्री|पंडित|महात्मा|लॉर्ड|नवाब|छत्रपति|
सरदार|महाराजा|राजा|बादशाह|लोकमान्य|हजरत|मौलाना|स्वामी|गुरु""")
OR_TITLES = setkit.list_words("""ଶ୍ରୀ|ଶ୍ରୀମତୀ|ଡ.|ଡଃ|ଡା.|ଡାକ୍ତର|ପ୍ରଫେସର|ପଣ୍ଡିତ|ଆଚାର୍ଯ୍ୟ|ମହାତ୍ମା""")
# Honorifics the corpus tags after a name ("ଶରତ ବାବୁ", Sarat babu): the label ends before them.
TRAILING = setkit.list_words("""ବାବୁ|जी""")

NER = {  # kind: (folder, files, no persons, sentence texts that leave, leading titles)
    "hi-ilner-real": ("il-ner-hi-nineteenth", ("Hindi-test.txt", "Hindi-dev.txt"), HI_NOT_PERSON, HI_DROP_TEXT,
                      HI_TITLES),
    "or-ilner-real": ("il-ner-or-nineteenth", ("Odia-test.txt", "Odia-dev.txt"), OR_NOT_PERSON, OR_DROP_TEXT,
                      OR_TITLES),
}


def earlier_names():
    """Every name an earlier set labelled: every names_*.txt before the nineteenth (every set in pii_sets.ORDER
    while the nineteenth's own file is not there yet)."""
    if "nineteenth" in pii_sets.ORDER:
        return setkit.earlier_names(own="nineteenth")
    names = set()
    for path in pii_sets.before(pii_sets.ORDER[-1], setkit.ROOT) + [
            os.path.join(setkit.ROOT, f"internal/pii/testdata/names_{pii_sets.ORDER[-1]}.txt")]:
        with open(path, encoding="utf-8") as f:
            names.update(re.findall(r"\[\[(.*?)\|", f.read()))
    return names


def ner_sentences(kind):
    """A kind's sentences from both files, each [(token, is a person word, starts a person)], in file order."""
    return setkit.ilner_sentences(NER[kind][0], NER[kind][1])


def name_words(kind):
    """The words of a kind's files the corpus tags inside a person's name (three letters or more, titles and the
    kind's COMMON words out): one found untagged sends its sentence out. Cached per kind."""
    if kind not in _NAME_WORDS:
        words = {w for s in ner_sentences(kind) for w, person, _ in s if person and len(w) > 2}
        _NAME_WORDS[kind] = words - set(NER[kind][4]) - COMMON[kind]
    return _NAME_WORDS[kind]


_NAME_WORDS = {}


def ner_join(words):
    """Tokens written as text (pii_setkit.ner_join with this part's punctuation)."""
    return setkit.ner_join(words, NER_CLOSE, NER_OPEN)


def ner_runs(sent):
    """The NEP runs [first, last + 1] of a sentence, leading titles taken off; None when a title alone is tagged."""
    runs = []
    for i, (_, person, start) in enumerate(sent):
        if person and (start or not runs or runs[-1][1] != i):
            runs.append([i, i + 1])
        elif person:
            runs[-1][1] = i + 1
    return runs


def ner_labelled(kind, sent, earlier):
    """A sentence labelled at its NEP runs, leading titles outside: (line, count), or None to leave it out (a
    tagged word that is no person, a listed sentence, a bracket or bar, a name an earlier set labelled).
    Underscores joining a multiword token are written as spaces."""
    _, _, not_person, drop_text, titles = NER[kind]
    runs = ner_runs(sent)
    for r in runs:
        while r[1] - r[0] > 1 and sent[r[0]][0] in titles:
            r[0] += 1  # a title tagged inside the name stays outside
        while r[1] - r[0] > 1 and sent[r[1] - 1][0] in TRAILING:
            r[1] -= 1  # an honorific after the name ("ଶରତ ବାବୁ") stays outside
        if sent[r[0]][0] in titles:
            return None  # a title alone tagged as a person
    names = [" ".join(w for w, _, _ in sent[a:b]) for a, b in runs]
    if any(n in not_person for n in names):
        return None
    text = ner_join([w for w, _, _ in sent])
    if any(t in text for t in drop_text) or any(c in text for c in "[]|") or any(n in earlier for n in names):
        return None
    if any(w == "((" or (not person and w in name_words(kind)) for w, person, _ in sent):
        return None  # the corpus's "((" filler lines, a name word left untagged
    if any(n[-1:] in ".,;:" or n[:1] in "(" for n in names):
        return None  # a name whose tag took punctuation: its bounds are not the corpus's words
    parts, at = [], 0
    for (a, b), n in zip(runs, names):
        parts += [w for w, _, _ in sent[at:a]] + [f"[[{n}|{kind}]]"]
        at = b
    parts += [w for w, _, _ in sent[at:]]
    return ner_join(parts), len(names)


def grouped(kind, earlier):
    """A kind's kept sentences, thinned so those naming nobody are about half as many as those naming someone
    (about a third of the text has no person: precision is measured on it; pii_setkit.thin), then DOC_LINES to a
    document in file order (the IL-NER files have no document ids)."""
    rows = [r for r in (ner_labelled(kind, s, earlier) for s in ner_sentences(kind)) if r is not None]
    kept = setkit.thin([(i, line, n) for i, (line, n) in enumerate(rows)])
    return setkit.group_rows(kind, [[(line, n) for _, line, n in kept]], DOC_LINES, " ", blank_every=None)


def documents():
    """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
    return setkit.by_kind(KINDS, grouped, earlier_names())


def check(docs, earlier):
    """The label checks (pii_setkit.sentence_check); labels come from the corpus's tags, so no list to find."""
    return setkit.sentence_check(docs, KINDS, earlier, lambda kind, names, earlier_: set())


def main():
    """Prints per-kind documents, names and distinct names, and checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names())


if __name__ == "__main__":
    main()
