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
import glob
import importlib.util
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

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


def load(name, path):
    """A script as a module (its file name has hyphens); importing it writes nothing."""
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


if len(sys.argv) == 3 and sys.argv[1] == "--extract":
    extract(sys.argv[2])
    sys.exit(0)

N9 = load("pii_ninth_names", "scripts/pii-ninth-names.py")  # the ninth set's generator (N9.E8: the eighth's)
F, L = N9.F, N9.L

# Every name of an earlier set or tuning set (the ninth among them). The earlier generators' imports put every
# names_*.txt into F.THIRD, this set's last output among them, and the ninth's took its own out: this set's last
# output goes and every earlier set's names come back, so each run draws the same made names.
EARLIER = set()
for earlier in sorted(glob.glob("internal/pii/testdata/names_*.txt")):
    if not earlier.endswith("names_tenth.txt"):
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
    F.write_set(OUT, [
        "Tenth labelled name set (issue 30, docs/adr/0108): generated by scripts/pii-tenth-names.py; do not edit.",
        "Text: Universal NER's Russian, Swedish and Portuguese Parallel UD (CC BY-SA 3.0 / 4.0 / 3.0), WikiNER",
        "Russian (CC BY 4.0); made names from Universal NER Portuguese Bosque (CC BY-SA 4.0) and Wiktionary",
        "categories (CC BY-SA). This file: CC BY-SA 4.0. Held out: built without running the detector on it;",
        "scored once by the lead.",
    ], docs, part="heldout ")
    F.print_counts(docs)


if __name__ == "__main__":
    main()
