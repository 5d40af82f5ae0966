#!/usr/bin/env python3
"""The fourteenth name set's made documents in new shapes (part 2 of issue 30's fourteenth set; docs/adr/0168).

Shapes no earlier set's documents have (reserved in /work/wt/reserved14.md, point 4), or, where the twelfth set
had the plain form (git log Author:, "On ..., X wrote:", Slack real_name, JSON full_name), the forms it did not
write: vCard 4.0 cards, LDIF entries with managers in DNs, git trailers / shortlog / blame, passport and ID card
data pages with their machine-readable zones, JSON / YAML / package.json person records, Discord / Slack / Teams
exports, e-mail quote attributions in five languages, copyright lines among firms, and author fields of code and
documentation (@author, :Author:, __author__, AUTHORS, TODO(Name), Maintainer:, Markdown tables, "Surname, Given"
rosters). Every person is labelled [[Name|kind]] as written; nothing else is.

Names come from the earlier sets' makers (the thirteenth set's generator imported, and through it the twelfth's to
the fourth's: Wiktionary categories, CC BY-SA; Universal NER, CC BY-SA 4.0; IPADIC and jieba for Japanese and
Chinese) reseeded with 168, plus Cyrillic and Devanagari names drawn from internal/pii/names/faker (MIT); no label is
a name any earlier set (internal/pii/testdata/names_*.txt but fourteenth files) labels.

The other builder's scripts/pii-fourteenth-names.py imports this module (KINDS, documents()); this module writes
nothing. Deterministic, stdlib only. Self-check from the repository root: python3 scripts/pii_fourteenth_made.py
"""
import collections
import os
import re
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import pii_sets  # noqa: E402  (the sets built before each set, docs/adr/0221)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

KINDS = ["vcard", "ldap", "gitlog", "mrz", "record", "chatexport", "quote", "copyright", "authorfield"]
LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]")


_load = pii_sets.load  # a script as a module (its file name has hyphens)


def earlier_names(own="fourteenth"):
    """Every name a set built before own labelled (pii_sets.ORDER)."""
    out = set()
    for path in pii_sets.before(own, ROOT):
        out.update(_labels(path))
    return out


def _labels(path):
    """The names a set file labels (none when it does not exist yet)."""
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as f:
        return set(re.findall(r"\[\[(.*?)\|", f.read()))


_CACHE = []


def _setup(own="fourteenth"):
    """The makers, loaded once (the earlier generators read relative paths: run from the repository root), for the
    set named own: every name of a set built before it is kept out (pii_sets.ORDER), never its own last output nor a
    later set's, or a second run would refuse names the first drew and write a different set (docs/adr/0221)."""
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        n13 = _load("pii_thirteenth_names_for14", "scripts/pii-thirteenth-names.py")
        f = n13.F
        f.POOL = n13.N12.N11.N10.N9.E8.V.pool()  # the sixth set's V.EUROPE, as the seventh to thirteenth drew them
        f.THIRD.update(earlier_names(own))  # the thirteenth's loader took its own names out: every earlier name back in
        f.rng.seed(168)
        faker = {}
        for k in ("given", "surnames"):
            with open("internal/pii/names/faker/" + k + ".txt", encoding="utf-8") as fh:
                faker[k] = [w.strip() for w in fh if w.strip()]
    finally:
        os.chdir(cwd)
    return n13, f, faker


def documents():
    """Every made document as (doc_id, text)."""
    if not _CACHE:
        _CACHE.append(_build())
    return list(_CACHE[0])


def _build():
    n13, F, faker = _setup()
    N12 = n13.N12
    lab, made_name = F.lab, n13.made_name
    PRODUCTS, FIRMS, PLACES, ROLES = n13.PRODUCTS, n13.FIRMS, n13.PLACES, n13.ROLES
    rng = F.rng

    def fresh(n):
        return n not in F.made and n not in F.THIRD

    def take(n, kind):
        F.made.add(n)
        return n, kind

    def name(kind):
        """A made name of any culture the makers cover, relabelled as the shape it stands in."""
        return made_name()[0], kind

    def latin(kind):
        """A made name in Latin script."""
        while True:
            n = made_name()[0]
            if not re.search(r"[\u0600-\u06ff]", n):
                return n, kind

    def euro():
        """(given, surname) of a made European name."""
        g, s, _ = n13.parts()
        return g, s

    def script(kind, which):
        """A name in its own script: zh, ja (the twelfth's makers), ar (the earlier makers), ru (Russian letters
        only), hi (Devanagari; faker's lists, which mix Hindi and Nepali names)."""
        if which in ("zh", "ja"):
            return N12.own(which)[0], kind
        if which == "ar":
            return N12.arabic(1)[0], kind
        block = r"^[А-Яа-яЁё]+$" if which == "ru" else r"^[\u0900-\u097f]+$"
        gs = [w for w in faker["given"] if re.match(block, w) and not re.search(r"(вич|вна|чна|ична)$", w)]
        ss = [w for w in faker["surnames"] if re.match(block, w)]
        for _ in range(5000):
            g, s = rng.choice(gs), rng.choice(ss)
            n = f"{g} {s}"
            # Cyrillic: a given name and a surname of the same sex (feminine ones end in -а or -я)
            if which == "ru" and (g[-1] in "ая") != (s[-1] in "ая"):
                continue
            if fresh(n) and g != s:
                return take(n, kind)
        raise SystemExit("names ran out for " + which)

    def own_or(kind, i):
        """Every third name in its own script (zh, ja, ru, hi, ar in turn), the others from the makers."""
        if i % 3 == 2:
            return script(kind, ["zh", "ja", "ru", "hi", "ar"][(i // 3) % 5])
        return name(kind)

    def handle():
        return f"u{rng.randrange(1000, 9999)}"

    def dom():
        return rng.choice(F.DOMAINS)

    docs = []

    # vCard 4.0: FN labelled; no N line (one label per whole name, ADR 0168).
    for i in range(16):
        p = own_or("vcard", i)
        firm, role, place = rng.choice(FIRMS), rng.choice(ROLES), rng.choice(PLACES)
        lines = ["BEGIN:VCARD", "VERSION:4.0", f"FN:{lab(p)}", f"ORG:{firm};{rng.choice(['Finance', 'Sales', 'Legal'])}",
                 f"TITLE:{role}", f"EMAIL;TYPE=work:{handle()}@{dom()}", f"TEL;TYPE=cell:+31 6 {rng.randrange(10000000, 99999999)}",
                 f"ADR;TYPE=work:;;{10 + i} Market Street;{place};;;", f"NOTE:Met at the {rng.choice(PRODUCTS)} launch"]
        if i % 2 == 0:
            a = name("vcard")
            lines.append(f"RELATED;TYPE=assistant;VALUE=text:{lab(a)}")
        lines.append("END:VCARD")
        if i % 4 == 1:
            q = name("vcard")
            lines += ["BEGIN:VCARD", "VERSION:4.0", f"FN:{lab(q)}", f"ORG:{rng.choice(FIRMS)}", "END:VCARD"]
        docs.append((f"vcard-{i + 1:02d}", lines))

    # LDIF: cn in the DN, cn:, displayName:, sn:/givenName: (each labelled), manager's DN.
    for i in range(8):
        lines = [f"# extract ou=People,dc={['acme', 'contoso', 'fabrikam'][i % 3]},dc=example", ""]
        boss = latin("ldap")
        base = f"ou=People,dc={['acme', 'contoso', 'fabrikam'][i % 3]},dc=example"
        for j in range(2):
            while True:
                g, s = euro()
                full = f"{g} {s}"
                if fresh(g) and fresh(s):
                    F.made.update((g, s))
                    break
            lines += [f"dn: cn={lab((full, 'ldap'))},{base}", "objectClass: inetOrgPerson",
                      f"cn: {lab((full, 'ldap'))}", f"sn: {lab((s, 'ldap'))}", f"givenName: {lab((g, 'ldap'))}",
                      f"uid: {handle()}", f"title: {rng.choice(ROLES)}", f"l: {rng.choice(PLACES)}",
                      f"o: {rng.choice(FIRMS)}", f"manager: cn={lab(boss)},{base}", ""]
        docs.append((f"ldap-{i + 1:02d}", lines))

    # git: trailers, shortlog -sn, blame.
    msgs = ["Fix off-by-one in the {} pager", "Drop the {} fallback", "Cache {} tokens per tenant"]
    for i in range(12):
        k = i % 3
        if k == 0:
            a, r, s2, rep = (latin("gitlog") for _ in range(4))
            lines = [f"commit {F.h(f'git14 {i}'):040x}"[:47], f"Author: {lab(a)} <{handle()}@dev.{dom()}>",
                     f"Date:   Wed Apr {1 + i} 11:2{i % 10}:07 2027 +0200", "",
                     "    " + msgs[i % 3].format(rng.choice(PRODUCTS)), "",
                     f"    Reported-by: {lab(rep)} <{handle()}@{dom()}>",
                     f"    Reviewed-by: {lab(r)} <{handle()}@{dom()}>",
                     f"    Signed-off-by: {lab(a)} <{handle()}@dev.{dom()}>",
                     f"    Signed-off-by: {lab(s2)} <{handle()}@{dom()}>", ""]
            if i % 2 == 0:
                lines.insert(-1, f"    Co-authored-by: {lab(latin('gitlog'))} <{handle()}+{handle()}@users.noreply.github.com>")
        elif k == 1:
            lines = [f"$ git shortlog -sn v2.{i}.0..v2.{i + 1}.0"]
            for j in range(5):
                lines.append(f"   {40 - 7 * j}\t{lab(latin('gitlog'))}")
            lines.append(f"    2\tdependabot-bot")
        else:
            p, q = latin("gitlog"), latin("gitlog")
            lines = [f"$ git blame -L 40,43 {rng.choice(['billing', 'sync', 'export'])}.go"]
            for j, w in enumerate([p, p, q, p]):
                lines.append(f"{F.h(f'blame14 {i} {j}'):08x}"[:8] + f" ({lab(w)} 2027-02-{10 + j} 09:1{j}:00 +0100 {40 + j}) "
                             + ["if err != nil {", "\treturn err", "}", "return nil"][j])
        docs.append((f"gitlog-{i + 1:02d}", lines))

    # Passport (TD3) and ID card (TD1) data pages: printed surname and given names, each labelled, and the MRZ's
    # name field labelled as written (a masker must hide it: it spells the holder's name).
    def mrz_form(s):
        s = re.sub(r"['’]", "", s.upper())  # ICAO 9303: apostrophes dropped, hyphens and spaces a filler
        for a, b in (("Ø", "OE"), ("Æ", "AE"), ("Ł", "L"), ("Đ", "D"), ("Þ", "TH")):
            s = s.replace(a, b)
        s = unicodedata.normalize("NFKD", s)
        s = "".join(c for c in s if not unicodedata.combining(c)).upper()
        return re.sub(r"[^A-Z]", "<", s)

    for i in range(15):
        while True:
            g, s = euro()
            if (fresh(s.upper()) and fresh(g.upper()) and re.fullmatch(r"[A-Z<]+", mrz_form(g + s))
                    and len(mrz_form(s)) + len(mrz_form(g)) < 27):
                break
        S, G = s.upper(), g.upper()
        z = f"{mrz_form(s)}<<{mrz_form(g)}"
        F.made.update((S, G, z))
        place = rng.choice(PLACES)
        if i % 3 != 2:
            lines = ["PASSPORT / PASSEPORT", "Type / Type: P    Code / Code: UTO    Passport No.: " + f"L{898902 + i}C",
                     f"Surname / Nom: {lab((S, 'mrz'))}", f"Given names / Prénoms: {lab((G, 'mrz'))}",
                     "Nationality / Nationalité: UTOPIAN", f"Date of birth: {10 + i} MAR / MAR {1970 + i}",
                     f"Place of birth: {place.upper()}", "Authority: MINISTRY OF FOREIGN AFFAIRS", "",
                     f"P<UTO{lab((z, 'mrz'))}" + "<" * (39 - len(z)),
                     f"L{898902 + i}C36UTO{70 + i:02d}0310{i % 10}F2703{10 + i:02d}5ZE184226B<<<<<1{i % 10}"]
        else:
            lines = ["IDENTITY CARD", f"Surname: {lab((S, 'mrz'))}", f"Given names: {lab((G, 'mrz'))}",
                     f"Place of residence: {place}", "",
                     f"I<UTOD23145890{i}<<<<<<<<<<<<<<<", f"{70 + i:02d}0315{i % 10}F3003{i:02d}1UTO<<<<<<<<<<<{i % 10}",
                     f"{lab((z, 'mrz'))}" + "<" * (30 - len(z))]
        docs.append((f"mrz-{i + 1:02d}", lines))

    # JSON / YAML person records.
    for i in range(12):
        k = i % 4
        if k == 0:
            a, c1, c2 = latin("record"), latin("record"), latin("record")
            lines = ["{", f'  "name": "@{rng.choice(["acme", "contoso"])}/{rng.choice(["ui-kit", "sync-core"])}",',
                     f'  "version": "3.{i}.0",',
                     f'  "author": "{lab(a)} <{handle()}@{dom()}> (https://{dom()}/{handle()})",',
                     f'  "contributors": [', f'    "{lab(c1)} <{handle()}@{dom()}>",',
                     f'    {{"name": "{lab(c2)}", "email": "{handle()}@{dom()}"}}', "  ],",
                     '  "license": "MIT"', "}"]
        elif k == 1:
            a, e = own_or("record", i), name("record")
            lines = ["---", f"title: {rng.choice(PRODUCTS)} rollout notes", f"author: {lab(a)}",
                     f"editor: {lab(e)}", f"date: 2027-04-{1 + i:02d}", f"tags: [{rng.choice(PLACES).lower()}, ops]",
                     "---", f"Notes from the {rng.choice(FIRMS)} site visit."]
        elif k == 2:
            ps = [own_or("record", i + j) for j in range(3)]
            lines = ['{"people": [']
            for j, p in enumerate(ps):
                lines.append(f'  {{"id": {7100 + 10 * i + j}, "name": "{lab(p)}", "role": "{rng.choice(ROLES)}", '
                             f'"company": "{rng.choice(FIRMS)}"}}' + ("," if j < 2 else ""))
            lines.append("]}")
        else:
            a, o = name("record"), own_or("record", i + 2)
            lines = ["document:", f"  id: DOC-{4400 + i}", "  author:", f"    name: {lab(a)}",
                     f"    email: {handle()}@{dom()}", "  owner:", f"    full_name: \"{lab(o)}\"",
                     f"    office: {rng.choice(PLACES)}", f"  product: {rng.choice(PRODUCTS)}"]
        docs.append((f"record-{i + 1:02d}", lines))

    # Chat exports: Discord text and JSON, Slack users.json, Teams text; mentions.
    for i in range(12):
        k = i % 4
        if k == 0:
            a, b = own_or("chatexport", i), name("chatexport")
            lines = [f"Guild: {rng.choice(FIRMS)} / Channel: #releases", "",
                     f"[03-Apr-27 10:02 AM] {lab(a)}", f"is the {rng.choice(PRODUCTS)} build green?", "",
                     f"[03-Apr-27 10:04 AM] {lab(b)}", f"yes, @{lab(a)} it shipped to {rng.choice(PLACES)}"]
        elif k == 1:
            a, b = name("chatexport"), own_or("chatexport", i + 1)
            lines = ['{"messages": [']
            for j, w in enumerate([a, b]):
                lines.append(f'  {{"id": "11{i:02d}{j}", "author": {{"name": "{handle()}", "nickname": "{lab(w)}", '
                             f'"isBot": false}}, "content": "{rng.choice(PRODUCTS)} ticket closed"}}' + ("," if j == 0 else ""))
            lines.append("]}")
        elif k == 2:
            ps = [own_or("chatexport", i + j) for j in range(2)]
            lines = ["["]
            for j, p in enumerate(ps):
                lines.append(f'  {{"id": "U0{i:02d}{j}Q7", "name": "{handle()}", "real_name": "{lab(p)}", '
                             f'"profile": {{"title": "{rng.choice(ROLES)}", "real_name": "{lab(p)}", '
                             f'"display_name": "{handle()}"}}}}' + ("," if j == 0 else ""))
            lines.append("]")
        else:
            a, b, c = (name("chatexport") for _ in range(3))
            lines = [f"{lab(a)} 4/3/27, 9:15 AM", f"Can someone check the {rng.choice(PRODUCTS)} quote?",
                     f"{lab(b)} 4/3/27, 9:17 AM", f"I'll loop in {lab(c)} from {rng.choice(FIRMS)}.",
                     f"{lab(c)} 4/3/27, 9:30 AM", "On it."]
        docs.append((f"chatexport-{i + 1:02d}", lines))

    # Quote attributions in six languages (Japanese names in kanji), Outlook's "Original Message" headers.
    for i in range(16):
        k = i % 7
        a, b = (script("quote", "ja") for _ in range(2)) if k == 6 else (latin("quote"), latin("quote"))
        prod = rng.choice(PRODUCTS)
        top = [f"Thanks, I'll check the {prod} numbers today.", ""]
        if k == 0:
            q = f"Le mar. {3 + i} mars 2027 à 10:12, {lab(a)} <{handle()}@{dom()}> a écrit :"
        elif k == 1:
            q = f"Am 0{1 + i % 9}.03.2027 um 10:12 schrieb {lab(a)} <{handle()}@{dom()}>:"
        elif k == 2:
            q = f"El mar, {3 + i} mar 2027 a las 10:12, {lab(a)} (<{handle()}@{dom()}>) escribió:"
        elif k == 3:
            q = f"Op di {3 + i} mrt. 2027 om 10:12 schreef {lab(a)} <{handle()}@{dom()}>:"
        elif k == 4:
            q = f"Il giorno mar {3 + i} mar 2027 alle ore 10:12 {lab(a)} <{handle()}@{dom()}> ha scritto:"
        else:
            q = None
        if k == 6:
            lines = [f"{prod}の件、承知しました。", "",
                     f"2027年3月{3 + i}日(水) 10:12 {lab(a)} <{handle()}@{dom()}>:",
                     f"> 見積書は{lab(b)}さんに送ってください。", f"> {lab(a)}"]
        elif q:
            lines = top + [q, f"> Could you send the {prod} figures to {lab(b)}?", f"> {lab(a)}"]
        else:
            lines = top + ["-----Original Message-----", f"From: {lab(a)} [mailto:{handle()}@{dom()}]",
                           f"Sent: Tuesday, March {3 + i}, 2027 10:12 AM", f"To: {lab(b)}",
                           f"Subject: {prod} renewal", "", f"{lab(b)}, the renewal from {rng.choice(FIRMS)} is due."]
        docs.append((f"quote-{i + 1:02d}", lines))

    # Copyright lines and headers with persons and firms (firms unlabelled).
    for i in range(14):
        a, b = latin("copyright"), latin("copyright")
        firm = rng.choice(FIRMS)
        k = i % 4
        if k == 0:
            lines = [f"Copyright (c) 2019-2027 {lab(a)} <{handle()}@{dom()}>", f"Copyright (c) 2024 {firm}",
                     f"Copyright (c) 2025 {lab(b)}", "",
                     "Permission is hereby granted, free of charge, to any person obtaining a copy"]
        elif k == 1:
            lines = [f"# SPDX-FileCopyrightText: 2027 {lab(a)} <{handle()}@{dom()}>",
                     f"# SPDX-FileCopyrightText: 2026 {firm}", f"# SPDX-FileContributor: {lab(b)}",
                     "# SPDX-License-Identifier: Apache-2.0"]
        elif k == 2:
            lines = [f"© 2027 {lab(a)}. All rights reserved.", f"Photos © {lab(b)} / {firm}"]
        else:
            lines = ["/*", f" * Copyright 2025 {firm}", f" * Copyright 2026, 2027 {lab(a)} and {lab(b)}",
                     " * Licensed under the BSD 3-Clause License.", " */"]
        docs.append((f"copyright-{i + 1:02d}", lines))

    # Author fields of code and documentation, Markdown tables of people, "Surname, Given" rosters.
    for i in range(16):
        k = i % 8
        if k == 0:
            a, b = latin("authorfield"), latin("authorfield")
            lines = ["/**", f" * Exports {rng.choice(PRODUCTS)} invoices.", " *", f" * @author {lab(a)}",
                     f" * @author {lab(b)}", " * @since 3.2", " */"]
        elif k == 1:
            a = latin("authorfield")
            lines = [f"{rng.choice(PRODUCTS)} admin guide", f":Author: {lab(a)}", f":Contact: {handle()}@{dom()}",
                     ":Version: 1.4", f":Organization: {rng.choice(FIRMS)}"]
        elif k == 2:
            a, b = latin("authorfield"), latin("authorfield")
            lines = ['"""Sync jobs for the warehouse."""', f'__author__ = "{lab(a)}"',
                     f'__maintainer__ = "{lab(b)}"', f'__email__ = "{handle()}@{dom()}"']
        elif k == 3:
            lines = ["AUTHORS", ""] + [f"{lab(latin('authorfield'))} <{handle()}@{dom()}>" for _ in range(3)] + [
                f"{rng.choice(FIRMS)} (corporate contributions)"]
        elif k == 4:
            a, b = latin("authorfield"), latin("authorfield")
            lines = ["func retry(n int) error {", f"\t// TODO({lab(a)}): back off on 429 from the {rng.choice(PRODUCTS)} API.",
                     f"\t// FIXME({lab(b)}): drop once the gateway is fixed.", "\treturn nil", "}"]
        elif k == 5:
            a = latin("authorfield")
            lines = ["Package: warehouse-sync", "Version: 2.1-1", "Architecture: amd64",
                     f"Maintainer: {lab(a)} <{handle()}@{dom()}>", f"Description: sync agent for {rng.choice(PRODUCTS)}"]
        elif k == 6:
            lines = ["| Name | Role | Team |", "|------|------|------|"]
            for j in range(4):
                lines.append(f"| {lab(own_or('authorfield', i + j))} | {rng.choice(ROLES)} | {rng.choice(PLACES)} |")
        else:
            rows = []
            while len(rows) < 5:
                g, s = euro()
                n = f"{s}, {g}"
                if fresh(n):
                    F.made.add(n)
                    rows.append(n)
            lines = [f"Roster, {rng.choice(PLACES)} site (by surname)"] + [
                f"{lab((n, 'authorfield'))}\t{rng.choice(ROLES)}" for n in sorted(rows)]
        docs.append((f"authorfield-{i + 1:02d}", lines))

    return [(d, "\n".join(lines)) for d, lines in docs]


def check(docs, earlier):
    """Problems (list of strings) and names per kind (Counter)."""
    problems, per = [], collections.Counter()
    ids = [d for d, _ in docs]
    if len(ids) != len(set(ids)):
        problems.append("document ids not unique")
    for doc_id, text in docs:
        if doc_id.split("-")[0] not in KINDS:
            problems.append(f"{doc_id}: id not prefixed by a kind")
        if "=== " in text:
            problems.append(f"{doc_id}: a line would open a new document")
        rest = LABEL.sub("", text)
        if "[[" in rest or "]]" in rest:
            problems.append(f"{doc_id}: stray label brackets outside a label (or nested labels)")
        names = LABEL.findall(text)
        for n, kind in names:
            per[kind] += 1
            if kind not in KINDS or kind != doc_id.split("-")[0]:
                problems.append(f"{doc_id}: kind {kind}")
            if n != n.strip() or "  " in n or not n or any(c in n for c in "[]|\n") or n[-1] in ".,:;<>()\"'":
                problems.append(f"{doc_id}: bad label text {n!r}")
            if n in earlier:
                problems.append(f"{doc_id}: {n} labelled in an earlier set")
            if n in rest:  # every person of the document labelled: no labelled name also written bare
                problems.append(f"{doc_id}: {n} also written unlabelled")
    for kind in KINDS:
        if per[kind] < 25:
            problems.append(f"{kind}: only {per[kind]} names")
    return problems, per


def main():
    """Prints names per kind and every problem; exits 1 on a problem."""
    import pii_setkit  # the shared self-check report (imported here: the makers need nothing of it)
    pii_setkit.report(documents, lambda d: check(d, earlier_names()), KINDS)


if __name__ == "__main__":
    main()
