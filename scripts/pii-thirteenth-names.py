#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_thirteenth.txt, the thirteenth labelled name set of issue 30 (docs/adr/0149).

Built for one more held-out measurement of the detector, by someone who never ran the detector on it nor looked at
its output: the lead scores it once. Part 1 (this script's own documents) has two halves.

Real documents (reserved for this set, /work/wt/reserved13.md), cut from public repositories whose licence covers
them and vendored byte for byte under internal/pii/testdata/third_party/*-thirteenth: NumPy's release changelogs
(contributor lists) and THANKS.txt (BSD-3-Clause), Apache TVM's CONTRIBUTORS.md (Apache-2.0), the OpenJS Foundation Cross Project Council's meeting minutes
(MIT). Their persons are labelled by hand: the lists below are the builder's reading of every excerpt. Lines the
builder could not label with confidence (a name glued to its handle, a name broken over two lines) and lines
naming a person an earlier set labels are left out of the excerpt; bare handles (@octocat, !octocat) are not names.

Made documents in shapes no earlier set has: meeting transcripts (WebVTT voice tags, Zoom "Name: text"), calendar
invitations (ICS ATTENDEE;CN=), bibliographies ("Surname, I. I."), issue-tracker exports (assignee, reporter),
invoices ("Bill to:", "Attn:") and names after honorifics of many languages. Their names come from the earlier
sets' makers (through the twelfth set's generator, imported, not copied), reseeded (149); none is a name of any
earlier set.

The two other parts (pii_thirteenth_more: Latin-script UD treebanks; pii_thirteenth_third: other-script UD
treebanks; each KINDS and documents()) are imported when they are there; their documents follow these.

Deterministic, stdlib only; run from the repository root: python3 scripts/pii-thirteenth-names.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pii_sets  # noqa: E402  (the sets built before this one)

import pii_thirteenth_more  # part 2: Latin-script UD treebanks (docs/adr/0150)
import pii_thirteenth_third  # part 3: other-script UD treebanks (docs/adr/0151)

PARTS = [pii_thirteenth_more, pii_thirteenth_third]

OUT = "internal/pii/testdata/names_thirteenth.txt"
TP = "internal/pii/testdata/third_party"


load = pii_sets.load  # a script as a module (its file name has hyphens)


N12 = load("pii_twelfth_names", "scripts/pii-twelfth-names.py")  # the twelfth set's generator (its makers)
F, L = N12.F, N12.L
lab, made_name, labelled = N12.lab, N12.made_name, N12.labelled

# Every name of an earlier set (the twelfth among them): no made name repeats one, and a real line naming a person
# one of them labels is left out. The twelfth generator took its own names out of F.THIRD; they go back in, and this
# set's last output goes out, so that each run draws the same names.
EARLIER = set()
for earlier in pii_sets.before("thirteenth"):  # the sets built before this one (docs/adr/0221)
    EARLIER.update(labelled(earlier))
if os.path.exists(OUT):
    F.THIRD.difference_update(labelled(OUT) - EARLIER)
F.THIRD.update(EARLIER)
F.rng.seed(149)  # the makers drawn afresh (..., the eleventh seeded 119, the twelfth 133)


def words(s):
    """A "|"-separated list written over several lines, as a list."""
    return [w.strip() for w in s.split("|") if w.strip()]


# --- Real documents, labelled by hand ------------------------------------------------------------------------------

def label_line(line, names, kind):
    """line with every whole-word occurrence of names labelled (longest first, never inside another label, never
    after @ or ! where it is a handle)."""
    spans = []
    for n in sorted(names, key=len, reverse=True):
        for m in re.finditer(re.escape(n), line):
            a, b = m.start(), m.end()
            before = line[a - 1] if a else " "
            after = line[b] if b < len(line) else " "
            if before.isalnum() or before in "@!_" or after.isalnum() or after == "_":
                continue
            if any(a < y and x < b for x, y in spans):
                continue
            spans.append((a, b))
    for a, b in sorted(spans, reverse=True):
        line = f"{line[:a]}[[{line[a:b]}|{kind}]]{line[b:]}"
    return line


def names_in(line, names):
    """The names of names line holds as whole words (as label_line would label them)."""
    return re.findall(r"\[\[(.*?)\|", label_line(line, names, "x"))


def real_docs(prefix, kind, lines, names, drop=(), most=2000):
    """Documents of at most most characters cut from lines at line ends, names labelled. A line holding one of drop
    or naming a person an earlier set labels is left out; a document with no name is left out."""
    docs, cur, size = [], [], 0
    for line in lines:
        if any(d in line for d in drop) or set(names_in(line, names)) & EARLIER:
            continue
        if cur and size + len(line) + 1 > most:
            docs.append(cur)
            cur, size = [], 0
        cur.append(label_line(line, names, kind))
        size += len(line) + 1
    if cur:
        docs.append(cur)
    docs = [d for d in docs if any("[[" in x for x in d)]
    while docs and all(not x.strip() for x in docs[-1]):
        docs.pop()
    return [(f"{prefix}-{i + 1:02d}", [x for x in d]) for i, d in enumerate(docs)]


def read(folder, name):
    """A vendored file's lines."""
    return open(f"{TP}/{folder}/{name}", encoding="utf-8").read().split("\n")


# NumPy changelogs: "* Name" lines are persons, "* Name +" a first contribution; "* !handle" and "* @handle" lines are
# GitHub handles (not labelled). Entries that are a handle written without a mark, or a name glued or doubled (written
# in two scripts) so that the builder cannot tell the person's name from it, are left out.
NUMPY_NOT_NAMES = {"DanShatford", "Musharraffaijaz", "PTUsumit", "Sarah-Yifei-Wang", "Ola x Nilsson", "hfloveday12",
                   "Jyn Spring 琴春", "Developer-Ecosystem-Engineering", "dependabot[bot]"}


def numpy_changelog(version):
    """The contributor list of a NumPy release changelog, cut into documents of about forty entries."""
    lines = read("numpy-thirteenth", f"{version}-changelog.rst")
    start = lines.index("Contributors")
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("Pull requests merged"))
    head, entries = lines[start:start + 5], [x for x in lines[start + 5:end] if x.startswith("* ")]
    names, drop = [], []
    for e in entries:
        n = re.sub(r" \+$", "", e[2:]).strip()
        if n[0] in "!@" or n == "dependabot[bot]":
            continue
        if n in NUMPY_NOT_NAMES or "(" in n:
            drop.append(e)
        else:
            names.append(n)
    docs = []
    for i in range(0, len(entries), 40):
        chunk = [e for e in entries[i:i + 40] if e not in drop]
        docs += real_docs(f"numpy-{version}-{i // 40 + 1}", "changelog-real", head + chunk, names, most=10_000)
    return [(d.rsplit("-", 1)[0], x) for d, x in docs]


# NumPy THANKS.txt, read by the builder. "Charles (Chuck) Harris" (three lines) is left out: the builder cannot say
# whether the detector should find the nickname within the name; the paragraph on Numeric and NumArray breaks two
# names over a line end and is left out.
THANKS = words("""Travis Oliphant|Paul Dubois|Pearu Peterson|Robert Kern|Eric Jones|Fernando Perez|Ed Schofield|
Robert Cimrman|John Hunter|Chris Hanley|Travis Vaught|Joe Cooper|Jeff Strunk|Eric Firing|Arnd Baecker|David Cooke|
Andrew Straw|Alexander Belopolsky|Sasha|Francesc Altet|Tim Hochberg|David Huard|Stefan van der Walt|Albert Strasheim|
David Cournapeau|Jarrod Millman|Chris Burns|Pauli Virtanen|A.M. Archibald|Pierre Gerard-Marchant|Roberto de Almeida|
Alan McIntyre|Joe Harrington|Mark Wiebe""")


def numpy_thanks():
    """THANKS.txt up to its Numeric paragraph, Charles Harris's entry left out."""
    lines = read("numpy-thirteenth", "THANKS.txt")
    cut = next(i for i, x in enumerate(lines) if x.startswith("NumPy is based on"))
    chuck = next(i for i, x in enumerate(lines) if x.startswith("Charles (Chuck)"))
    keep = lines[:chuck] + lines[chuck + 3:cut]
    return real_docs("numpy-thanks", "credits-real", keep, THANKS, most=1500)


# OpenJS Foundation Cross Project Council minutes. Attendance-only excerpts: the title, links and "Present" list,
# whose entries are a person's name before an optional "(@handle)" or "(OpenJS board)". Full excerpts: minutes the
# builder read to the cut, their persons (speakers by given name, people spoken of) listed by hand.
CPC_PRESENT = ["2019-04-08", "2019-08-27", "2020-03-24", "2020-08-04", "2022-02-01", "2022-11-08", "2023-04-25",
               "2023-10-17", "2024-04-02", "2024-08-06"]
CPC_READ = {  # meeting: (the line the excerpt stops before, its persons, lines left out)
    "2018-12-03": ("Tracy: Wants some more clarifying", words("""Myles Borins|Jory Burson|Saleh Abdel Motaal|
Stefan Thomas|Manil Chowdhury|Tracy Hinds|Adam Miller|Christian Bromann|Jory|Myles|Tracy"""), []),
    "2019-01-21": ("Jory: Right now we have a project progression", words("""Myles Borins|Sarah Novotny|
Dan Applequist|Andy Updegrove|Mike Dolan|Jory Burson|Michael Dawson|Matteo Collina|Hassan Sani|Myles|Dan Ehrenberg|
Sarah|Jory"""), ["Mdawson:"]),
    "2020-03-03": ("OpenJS Collaboration Network", words("""Joe Sepi|Kris Borchers|Ben Michel|Darcy Clarke|
Jordan Harband|Christopher Hiller|Michael Dawson|Rachel Romoff|Eemeli Aro|Robin Ginn|Tierney Cyren|Myles|Rachel|
Michael|Brian|Joe|Eemeli|Jory|jory|Chris|Robin|Tobie|Ben|Darcy|Marcin"""), ["MylesBorins(@MylesBorins)"]),
}


def cpc_present(day):
    """A meeting's title, links and attendance list, each entry's name labelled."""
    lines = read("openjs-cpc-thirteenth", f"{day}.md")
    end = next(i for i, x in enumerate(lines) if x.startswith("## ") and i > lines.index("## Present"))
    keep = lines[:end]
    names = []
    for x in keep[keep.index("## Present") + 1:]:
        m = re.match(r"^\s*[*-] *(?:[A-Z]{2,3}: )?([^(@]+?)\s*(?:\(.*)?$", x)
        if m and not m.group(1).startswith("OpenJS"):
            names.append(m.group(1))
    return real_docs(f"cpc-{day}", "minutes-real", keep, names, most=5000)


def cpc_read(day):
    """A meeting's minutes to the builder's cut, the listed persons labelled."""
    stop, names, drop = CPC_READ[day]
    lines = read("openjs-cpc-thirteenth", f"{day}.md")
    end = next(i for i, x in enumerate(lines) if x.startswith(stop))
    return real_docs(f"cpc-{day}", "minutes-real", lines[:end], names, drop)


# Apache TVM CONTRIBUTORS.md: a person's name is the link text of an entry ("- [Name](https://github.com/handle)") or,
# among the mentors, the words before the handle; a link text that is a handle (@blackkker, wrongtest) or no person
# ("Full List of Contributors") is not labelled. Reviewers who are also committers are left out (the same line twice).


def tvm_contributors():
    """The Committers section, the reviewers who are not committers and the Mentors section."""
    lines = read("tvm-thirteenth", "CONTRIBUTORS.md")
    sec = {x[3:]: i for i, x in enumerate(lines) if x.startswith("## ")}
    link = re.compile(r"^- \[([^]@]+)\]\(https://github\.com/")
    committers = [m.group(1) for x in lines[sec["Committers"]:sec["Reviewers"]] if (m := link.match(x))]
    reviewers = [x for x in lines[sec["Reviewers"]:sec["List of Contributors"]]
                 if not (m := link.match(x)) or m.group(1) not in committers]
    mentors = lines[sec["Mentors"]:]
    names = [m.group(1) for x in lines if (m := link.match(x)) and m.group(1)[0].isupper()
             and m.group(1) != "Full List of Contributors"]
    names += [m.group(1) for x in mentors if (m := re.match(r"^- (.+?) @", x))]
    keep = lines[sec["Committers"]:sec["Reviewers"]] + reviewers + mentors
    return real_docs("tvm-contributors", "authors-real", keep, names, most=2000)


def real_part():
    """Every real document of part 1."""
    docs = numpy_changelog("2.3.0") + numpy_changelog("2.0.0") + numpy_thanks() + tvm_contributors()
    for day in CPC_READ:
        docs += cpc_read(day)
    for day in CPC_PRESENT:
        docs += cpc_present(day)
    return docs


# --- Made documents in new shapes ----------------------------------------------------------------------------------

PRODUCTS, FIRMS, PLACES, ROLES = N12.PRODUCTS, N12.FIRMS, N12.PLACES, N12.ROLES
fresh, parts, handle, as_kind = N12.fresh, N12.parts, N12.handle, N12.as_kind


def transcripts(n):
    """Meeting transcripts: WebVTT with <v Name> voice tags, Zoom chat saves ("From Name to Everyone:") and Teams
    exports (a speaker line with a time, the words below)."""
    docs = []
    said = ["Let's start with the {} rollout.", "The {} quote came back higher than planned.",
            "I can take the follow-up with the vendor.", "Can we move the {} review to Thursday?",
            "Agreed, I'll update the tracker.", "No objections from my side."]
    for i in range(n):
        v = [as_kind(made_name(), "transcript") for _ in range(3)]
        prod = F.rng.choice(PRODUCTS)
        k = i % 3
        if k == 0:
            lines = ["WEBVTT", ""]
            for j in range(5):
                s = 1 + 6 * j
                lines += [f"00:00:{s:02d}.000 --> 00:00:{s + 5:02d}.400",
                          f"<v {lab(v[j % 3])}>{said[(i + j) % len(said)].format(prod)}", ""]
        elif k == 1:
            lines = [f"10:0{j}:1{j} From {lab(v[j % 3])} to Everyone: {said[(i + j) % len(said)].format(prod)}"
                     for j in range(5)]
        else:
            lines = [f"{prod} weekly sync", "Transcript", ""]
            for j in range(4):
                lines += [f"{lab(v[j % 3])}   {j}:{14 + 9 * j:02d}", said[(i + j) % len(said)].format(prod), ""]
        docs.append((f"transcript-{i + 1:02d}", lines))
    return docs


def invites(n):
    """Calendar invitations (ICS): ORGANIZER and ATTENDEE properties with CN= parameters, quoted when the name has a
    comma, and the description naming the organiser."""
    docs = []
    for i in range(n):
        o = as_kind(made_name(), "invite")
        a = [as_kind(made_name(), "invite") for _ in range(3)]
        prod = F.rng.choice(PRODUCTS)
        lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Corp//Calendar 4.2//EN", "BEGIN:VEVENT",
                 f"UID:{F.h(f'ics13 {i}'):x}@calendar.example.com", f"DTSTART:202703{4 + i % 20:02d}T0900{i % 6}0Z",
                 f"SUMMARY:{prod} vendor review", f"ORGANIZER;CN={lab(o)}:mailto:{handle()}@example.com"]
        for x in a:
            lines.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;"
                         f"CN={lab(x)}:mailto:{handle()}@example.org")
        lines += [f"DESCRIPTION:{lab(o)} invites you to review the {prod} quote from {F.rng.choice(FIRMS)}.",
                  "END:VEVENT", "END:VCALENDAR"]
        docs.append((f"invite-{i + 1:02d}", lines))
    return docs


def initials(given, sep):
    """A given name's initials ("Anna-Maria" -> "A.-M." with sep ".", "AM" with sep "")."""
    parts_ = re.split(r"([- ])", given)
    out = ""
    for p in parts_:
        if p == "-":
            out += "-"
        elif p.strip():
            out += p[0] + sep + (" " if sep else "")
    return out.replace(" -", "-").strip()


def author(style):
    """A made author as a bibliography writes one: "Surname, G. H." (APA) or "Surname GH" (Vancouver)."""
    while True:
        given, sur, _ = parts()
        n = f"{sur}, {initials(given, '.')}" if style == "apa" else f"{sur} {initials(given, '').replace(' ', '')}"
        if fresh(n) and "." not in sur:
            F.made.add(n)
            return n, "cite"


def bibliographies(n):
    """Reference lists: APA ("Surname, G., & Surname, G. (2021). Title. Journal.") and Vancouver ("Surname G,
    Surname G. Title. Journal. 2021;") entries, three to four to a list."""
    topics = ["Supply chain resilience in {} deployments", "Measuring adoption of {} in small firms",
              "A field study of {} outages", "Cost models for {} migrations"]
    docs = []
    for i in range(n):
        style = "apa" if i % 2 == 0 else "vancouver"
        lines = ["References", ""]
        for j in range(3):
            au = [author(style) for _ in range(2 + (i + j) % 2)]
            title = topics[(i + j) % len(topics)].format(F.rng.choice(PRODUCTS))
            year = 2015 + (i + j) % 10
            if style == "apa":
                names = ", ".join(lab(a) for a in au[:-1]) + f", & {lab(au[-1])}"
                lines.append(f"{names} ({year}). {title}. Journal of Operations Research, {12 + j}(3), {101 + 9 * i}-{118 + 9 * i}.")
            else:
                lines.append(f"{j + 1}. {', '.join(lab(a) for a in au)}. {title}. J Oper Res. {year};{12 + j}(3):{101 + i}-{9 + i}.")
        docs.append((f"refs-{i + 1:02d}", lines))
    return docs


def tickets(n):
    """Issue-tracker exports: a Jira CSV (Assignee, Reporter columns) or a GitHub-style issue header."""
    docs = []
    for i in range(n):
        prod = F.rng.choice(PRODUCTS)
        if i % 2 == 0:
            lines = ["Issue key,Summary,Issue Type,Status,Priority,Assignee,Reporter,Created"]
            for j in range(3):
                a, r = as_kind(made_name(), "ticket"), as_kind(made_name(), "ticket")
                lines.append(f"OPS-{310 + 7 * i + j},{prod} licence renewal step {j + 1},Task,In Progress,Medium,"
                             f"{lab(a)},{lab(r)},2027-03-0{1 + j} 09:1{j}")
        else:
            a, r, c = (as_kind(made_name(), "ticket") for _ in range(3))
            lines = [f"#{880 + i} {prod} sync drops attachments over 20 MB", f"Opened by {lab(r)} · 4 comments",
                     f"Assignees: {lab(a)}", "Labels: bug, priority/high", "",
                     f"{lab(c)} commented: reproduced on the staging tenant, logs attached."]
        docs.append((f"ticket-{i + 1:02d}", lines))
    return docs


def invoices(n):
    """Invoices: a "Bill to:" block with the person above the company, "Attn:" and "Prepared by" lines."""
    docs = []
    for i in range(n):
        b, a, p = (as_kind(made_name(), "invoice") for _ in range(3))
        firm, place = F.rng.choice(FIRMS), F.rng.choice(PLACES)
        lines = [f"INVOICE No. 2027-{510 + i}", "", "Bill to:", lab(b), firm, f"{20 + i} Market Street", place, "",
                 f"Attn: {lab(a)}, Accounts Payable", "",
                 f"1 x {F.rng.choice(PRODUCTS)} annual licence      EUR {F.rng.randrange(900, 9000)}.00",
                 f"Prepared by: {lab(p)}"]
        docs.append((f"invoice-{i + 1:02d}", lines))
    return docs


# Honorifics of several languages before (or, Japanese, after) a name: a tiny closed class of titles, each written
# outside the label.
BEFORE = ["Herr Dr.", "Frau Prof.", "Sra.", "Sr.", "M.", "Mme", "Shri", "Smt.", "Dott.", "Ing.", "Mgr.", "Dr."]


def made_where(ok):
    """The next made name the predicate ok accepts (the makers taken in turn; a name passed over stays unused)."""
    while True:
        nk = made_name()
        if ok(nk):
            return nk


def latin(nk):
    """True for a made name in Latin script (a European title stands before it)."""
    return not re.search(r"[\u0600-\u06ff]", nk[0])


def honorifics(n):
    """Letters and notes addressing people by a title: "Sehr geehrter Herr Dr. X", "Estimada Sra. X", "Shri X",
    Japanese names with -sama after them."""
    docs = []
    for i in range(n):
        a, b, c = (as_kind(made_where(latin), "honorific") for _ in range(3))
        t = [BEFORE[(3 * i + j) % len(BEFORE)] for j in range(3)]
        prod = F.rng.choice(PRODUCTS)
        lines = [f"Re: {prod} maintenance visit", f"Dear {t[0]} {lab(a)},",
                 f"thank you for your time on Monday. {t[1]} {lab(b)} will bring the signed order; "
                 f"please copy {t[2]} {lab(c)}.", "Kind regards", "Service Desk"]
        if i % 3 == 0:
            j = as_kind(made_where(lambda nk: nk[1] == "ja-latn"), "honorific")
            lines.insert(3, f"Our Osaka partner, {lab(j)}-sama, has confirmed the date.")
        docs.append((f"honorific-{i + 1:02d}", lines))
    return docs


def upper(kind):
    """A made European name in capitals ("ANNA KOWALSKA"), new to every set as written."""
    while True:
        given, sur, _ = parts()
        n = f"{given} {sur}".upper()
        if fresh(n):
            F.made.add(n)
            return n, kind


def badges(n):
    """Attendee badge lists and programme headings: the name in capitals, title and affiliation below."""
    docs = []
    for i in range(n):
        lines = [f"{F.rng.choice(PLACES).upper()} SUPPLIER DAY 2027 - BADGES", ""]
        for j in range(3):
            lines += [lab(upper("allcaps")), f"{F.rng.choice(ROLES)}, {F.rng.choice(FIRMS)}", ""]
        lines.append(f"KEYNOTE: {lab(upper('allcaps'))} ON {F.rng.choice(PRODUCTS).upper()}")
        docs.append((f"badges-{i + 1:02d}", lines))
    return docs


def made_part():
    """Every made document of part 1."""
    return (transcripts(12) + invites(9) + bibliographies(8) + tickets(12) + invoices(12) + honorifics(12)
            + badges(9))


KINDS = ["changelog-real", "credits-real", "authors-real", "minutes-real", "transcript", "invite", "cite", "ticket", "invoice",
         "honorific", "allcaps"]


def main():
    """Writes the set and prints its counts."""
    F.POOL = N12.N11.N10.N9.E8.V.pool()  # the sixth set's V.EUROPE, as the seventh to twelfth sets drew them
    docs = made_part() + real_part()
    for part in PARTS:
        docs += [(d, text.split("\n")) for d, text in part.documents()]
    L.write_set(OUT, [
        "Thirteenth labelled name set (issue 30, docs/adr/0149): generated by scripts/pii-thirteenth-names.py; do",
        "not edit. Real text: NumPy release changelogs and THANKS.txt (BSD-3-Clause), Apache TVM CONTRIBUTORS.md",
        "(Apache-2.0) and OpenJS Foundation Cross Project Council minutes (MIT), vendored under",
        "testdata/third_party/*-thirteenth, their persons labelled by hand; made names in new shapes from the",
        "earlier sets' makers (Wiktionary categories, CC BY-SA; Universal NER Portuguese Bosque, CC BY-SA 4.0).",
        "This file: CC BY-SA 4.0. Held out: built without running the detector on it; scored once by the lead.",
    ], docs, part="heldout ")
    F.print_counts(docs)


if __name__ == "__main__":
    main()
