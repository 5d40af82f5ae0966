#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_outside.txt, the outside held-out set of issue 30 (docs/adr/0047).

Nobody on the team wrote its text or its names:
- the sentences are Wikipedia prose from wikigold (CC BY 4.0), every sentence whose people are all written
  with two or more words; each person is replaced by a name from the lists below, everything else (places,
  organisations, works, nationalities) stays and must not be masked;
- the names are the most common forenames and surnames per country as Wikipedia lists them
  (sigpwned/popular-names-by-country-dataset, CC0), and the native sample names of Unicode CLDR 48.2's
  person-name data (Unicode License v3) for the cultures the lists lack (Vietnamese, Arabic script, African
  languages).
Deterministic (seeded); run from the repository root: python3 scripts/pii-outside-names.py
"""
import csv
import json
import random
import unicodedata

TP = "internal/pii/testdata/third_party"
OUT = "internal/pii/testdata/names_outside.txt"
rng = random.Random(30)


def rows(name):
    with open(f"{TP}/popular-names/{name}", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


fore, sur = rows("forenames.csv"), rows("surnames.csv")


def names(table, countries, field):
    out = []
    for r in table:
        if r["Country"] in countries and r[field].strip():
            v = r[field].split("/")[0].strip()
            if v not in out:
                out.append(v)
    return out


def untoned(s):
    """Pinyin without tone marks, as names are written in documents (Wáng → Wang)."""
    d = unicodedata.normalize("NFD", s)
    return unicodedata.normalize("NFC", "".join(c for c in d if c not in "\u0300\u0301\u0304\u030c"))


pools = {}
# Latin script with diacritics: forename and surname of one European country (Hungarian family name first).
latin = []
for cc in ["FR", "DE", "ES", "PT", "IT", "CZ", "HU", "TR", "HR", "SI", "SK", "LT", "LV", "EE", "FI", "IS", "DK", "NO",
           "NL", "RO", "AT", "BE", "CH", "LU", "FO", "MT"]:
    fs, ss = names(fore, {cc}, "Localized Name"), names(sur, {cc}, "Localized Name")
    if not fs or not ss:
        continue
    pairs = [(f, s) for f in fs for s in ss]
    rng.shuffle(pairs)
    pairs.sort(key=lambda p: not any(ord(c) > 127 for c in p[0] + p[1]))  # diacritics first
    for f, s in pairs[:3]:
        latin.append(f"{s} {f}" if cc == "HU" else f"{f} {s}")
pools["latin"] = latin
# Irish: Irish-language and anglicised surnames.
ie_f, ie_s = names(fore, {"IE"}, "Localized Name"), names(sur, {"IE"}, "Localized Name") + names(sur, {"IE"}, "Romanized Name")
pools["ie"] = [f"{rng.choice(ie_f)} {s}" for s in ie_s]
pl_f, pl_s = names(fore, {"PL"}, "Localized Name"), names(sur, {"PL"}, "Localized Name")
pools["pl"] = [f"{f} {s}" for f, s in zip(rng.sample(pl_f, len(pl_f)), pl_s)]
# Arabic names in Latin script: a given name and the father's, as many Arab countries write them.
arab = names(fore, {"EG", "SA", "JO", "MA", "DZ", "AE", "LB", "IQ", "KW", "LY", "TN"}, "Romanized Name")
pools["ar-latn"] = [f"{a} {b}" for a, b in zip(rng.sample(arab, len(arab)), rng.sample(arab, len(arab))) if a != b][:40]
# Japanese: family name first, in kanji (no space, or one as forms often have) and in romaji.
ja_f = [r for r in fore if r["Country"] == "JP"]
ja_s = [r for r in sur if r["Country"] == "JP" and r["Localized Name"]]
pools["ja"], pools["ja-latn"] = [], []
for i, s in enumerate(rng.sample(ja_s, 40)):
    f = rng.choice(ja_f)
    pools["ja"].append(s["Localized Name"] + ("" if i % 2 else " ") + f["Localized Name"])
    g = rng.choice(ja_f)
    pools["ja-latn"].append(f"{s['Romanized Name']} {g['Romanized Name']}" if i % 2 else f"{g['Romanized Name']} {s['Romanized Name']}")
# Chinese: Han script without a space; pinyin / Wade-Giles family name first.
cn_f = [r for r in fore if r["Country"] in ("CN", "TW")]
cn_s = [r for r in sur if r["Country"] in ("CN", "TW") and r["Localized Name"]]
pools["zh"], pools["zh-latn"] = [], []
for s in rng.sample(cn_s, 40):
    f = rng.choice(cn_f)
    pools["zh"].append(s["Localized Name"] + f["Localized Name"])
    pools["zh-latn"].append(untoned(f"{s['Romanized Name']} {rng.choice(cn_f)['Romanized Name']}"))
ko_f = [r for r in fore if r["Country"] == "KR"]
ko_s = [r for r in sur if r["Country"] == "KR" and r["Localized Name"]]
pools["ko"] = []
for i, s in enumerate(rng.sample(ko_s, 30)):
    f = rng.choice(ko_f)
    pools["ko"].append(s["Localized Name"] + f["Localized Name"] if i % 2 else f"{s['Romanized Name']} {f['Romanized Name']}")

# CLDR native sample names, rendered in each locale's own order and spacing.
cldr = json.load(open(f"{TP}/cldr-person-names/samples.json", encoding="utf-8"))
surname_first = set(cldr["surnameFirst"])


def render(loc, s):
    surname = " ".join(x for x in (s.get("surname-prefix"), s.get("surname") or s.get("surname-core"), s.get("surname2")) if x)
    sp = cldr["locales"][loc]["nativeSpaceReplacement"]
    if loc.split("-")[0] in surname_first:  # "{surname} {given2} {given}": Nguyễn Văn Anh
        parts = [surname, s.get("given2"), s.get("given")]
    else:
        parts = [s.get("given"), s.get("given2"), surname]
    return sp.join(p for p in parts if p)


# Some locales' samples are English stand-ins (Irene Adler, John Watson, Bertram Wooster), not names of the culture.
stand_ins = ("Irene", "Adler", "Watson", "Wooster", "Wilberforce", "Mary Sue", "Windsor", "Hamish", "u-")


def cldr_names(langs):
    out = []
    for loc, d in sorted(cldr["locales"].items()):
        if loc.split("-")[0] not in langs:
            continue
        for k in ("nativeGS", "nativeGGS", "nativeFull"):
            if k in d["sampleName"]:
                n = render(loc, d["sampleName"][k])
                if n not in out and " " in n.strip() or n not in out and loc.split("-")[0] in surname_first:
                    if any(x in n for x in stand_ins):
                        continue
                    out.append(n)
    return out


pools["vi"] = cldr_names({"vi"})
pools["ar"] = cldr_names({"ar"})
pools["af"] = cldr_names({"yo", "ha", "ig", "sw", "zu", "xh", "ak", "wo", "so", "pcm", "rw", "sn", "ln", "lg", "om", "ee", "ff", "kln"})
for k in pools:
    rng.shuffle(pools[k])

# The frames: wikigold sentences whose people all have two or more words.
sents, cur, doc = [], [], 0
for line in open(f"{TP}/wikigold/wikigold.conll.txt", encoding="utf-8"):
    line = line.rstrip("\n")
    if not line.strip():
        if cur:
            sents.append((doc, cur))
            cur = []
        continue
    tok, tag = line.rsplit(" ", 1)
    if tok == "-DOCSTART-":
        doc += 1
        continue
    cur.append((tok, tag))
if cur:
    sents.append((doc, cur))


def people(s):
    out, i = [], 0
    while i < len(s):
        if s[i][1] == "I-PER":
            j = i
            while j < len(s) and s[j][1] == "I-PER":
                j += 1
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


def detok(toks):
    out = ""
    for t in toks:
        if not out or t in (",", ".", ";", ":", ")", "'s", "%", "!", "?", "n't") or out.endswith(("(", "$")):
            out += t
        elif t == '"':
            out += t if out.count('"') % 2 else " " + t
        elif out.endswith('"') and out.count('"') % 2:
            out += t
        else:
            out += " " + t
    return out


order = [k for k in ["latin", "ie", "pl", "vi", "ar-latn", "ar", "zh-latn", "zh", "ja-latn", "ja", "af", "ko"]]
used = {k: 0 for k in order}
turn = 0


def next_name():
    global turn
    for _ in range(len(order)):
        k = order[turn % len(order)]
        turn += 1
        if used[k] < len(pools[k]):
            used[k] += 1
            return pools[k][used[k] - 1], k
    raise SystemExit("names ran out")


docs = {}
for d, s in sents:
    ps = people(s)
    if not ps or any(j - i < 2 for i, j in ps):
        continue
    toks, k = [], 0
    for i, j in ps:
        toks += [t for t, _ in s[k:i]]
        n, kind = next_name()
        toks.append(f"[[{n}|{kind}]]")
        k = j
    toks += [t for t, _ in s[k:]]
    docs.setdefault(d, []).append(detok(toks))

with open(OUT, "w", encoding="utf-8") as f:
    f.write("# Outside held-out names (issue 30): generated by scripts/pii-outside-names.py; do not edit, never tune on.\n")
    f.write("# Sentences: wikigold (CC BY 4.0). Names: popular-names-by-country (CC0), CLDR 48.2 sample names (Unicode v3).\n")
    for d in sorted(docs):
        f.write(f"=== wikigold article {d}\n")
        f.write(" ".join(docs[d]) + "\n")
print({k: used[k] for k in order}, sum(used.values()))
