#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_fresh.txt, the third labelled name set of issue 30 (docs/adr/0065).

Built after the outside set (names_outside.txt) was spent on tuning. Nobody on the team wrote its text or names:
- the text is Wikinews news stories and interviews from GUM (CC BY 2.5 text, CC BY 4.0 annotation) and the
  mainstream-news tweets of the Broad Twitter Corpus, section G (CC BY 4.0); both annotate people, and everything
  else (places, organisations, products, headlines, hashtags) stays and must not be masked;
- every other person keeps the real name the source wrote (kind "news": whoever was in the news, any culture);
  the rest get a name made from official name statistics nobody here used before (government given-name and
  surname lists vendored from ozdemirburak/full-name-generator: Ireland, Poland, Taiwan, Korea, Czechia,
  Finland, Iceland, Denmark, Spain, Sweden, Mexico) or, for the kinds those lack (Japanese, romanised Chinese,
  Arabic in both scripts), new combinations of the popular-names lists (CC0) — parts seen before, names not.
A sentence is kept only when each person in it is written with two or more words (a lone surname cannot be
labelled fairly for a detector that sees one text at a time); sentences without people are kept (precision).

The split is fixed here, before any measurement: a document is a tuning document when the SHA-1 of its name is
divisible by 3, otherwise it is held out ("=== tuning …" / "=== heldout …"). Deterministic; run from the
repository root: python3 scripts/pii-fresh-names.py
"""
import csv
import glob
import hashlib
import os
import random
import re
import unicodedata

TP = "internal/pii/testdata/third_party"
OUT = "internal/pii/testdata/names_fresh.txt"
rng = random.Random(65)

# --- name pools -------------------------------------------------------------------------------------------


def ts_lists(path):
    """The string arrays of one vendored .ts file: {0: male, 1: female} or one list for both."""
    src = open(path, encoding="utf-8").read()
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    strs = lambda s: [unicodedata.normalize("NFC", x.replace("\\'", "'")) for x in re.findall(r"'((?:[^'\\]|\\.)*)'", s)]
    keyed = re.findall(r"(\d)\s*:\s*\[(.*?)\]", src, flags=re.S)
    if keyed:
        return {int(k): strs(v) for k, v in keyed}
    body = src[src.index("[") : src.rindex("]") + 1]
    return {0: strs(body), 1: strs(body)}


def official(cc):
    return ts_lists(f"{TP}/official-names/names-{cc}.ts"), ts_lists(f"{TP}/official-names/surnames-{cc}.ts")


outside = open("internal/pii/testdata/names_outside.txt", encoding="utf-8").read()
seen = set(re.findall(r"\[\[([^|\]]+)\|", outside))


def fresh(n):
    return n not in seen and n not in taken


taken = set()
pools = {k: [] for k in ["latin", "ie", "pl", "zh", "ko", "ja", "ja-latn", "zh-latn", "ar-latn", "ar"]}


def pick(g, s, g_gender=None):
    sex = rng.choice((0, 1)) if g_gender is None else g_gender
    return rng.choice(g[sex]), rng.choice(s[sex]), sex


for cc in ["cz", "fi", "is", "dk", "es", "se", "mx"]:
    g, s = official(cc)
    for _ in range(12):
        given, sur, sex = pick(g, s)
        if cc in ("es", "mx") and rng.random() < 0.5:  # two surnames, as Spanish-speaking countries write them
            sur += " " + rng.choice(s[sex])
        pools["latin"].append(f"{given} {sur}")
g, s = official("ie")
for i in range(40):
    given, sur, _ = pick(g, s)
    if "'" in sur and i % 3 == 0:
        sur = sur.replace("'", "\u2019")  # the curly apostrophe word processors write
    pools["ie"].append(f"{given} {sur}")
g, s = official("pl")
pools["pl"] = ["%s %s" % pick(g, s)[:2] for _ in range(40)]
g, s = official("tw")
pools["zh"] = ["%s%s" % (rng.choice(s[0]), rng.choice(g[rng.choice((0, 1))])) for _ in range(40)]
g, s = official("kr")
pools["ko"] = ["%s%s" % (rng.choice(s[0]), rng.choice(g[rng.choice((0, 1))])) for _ in range(40)]


def rows(name):
    with open(f"{TP}/popular-names/{name}", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def untoned(x):
    d = unicodedata.normalize("NFD", x)
    return unicodedata.normalize("NFC", "".join(c for c in d if c not in "\u0300\u0301\u0304\u030c"))


fore, sur = rows("forenames.csv"), rows("surnames.csv")
ja_f = [r for r in fore if r["Country"] == "JP"]
ja_s = [r for r in sur if r["Country"] == "JP" and r["Localized Name"]]
cn_f = [r for r in fore if r["Country"] in ("CN", "TW")]
cn_s = [r for r in sur if r["Country"] in ("CN", "TW") and r["Romanized Name"]]
arab = sorted({r["Romanized Name"].split("/")[0].strip() for r in fore
               if r["Country"] in ("EG", "SA", "JO", "MA", "DZ", "AE", "LB", "IQ", "KW", "LY", "TN")})
arab_script = sorted({r["Localized Name"] for r in fore if re.search("[\u0600-\u06ff]", r["Localized Name"])})
for i in range(40):
    s_, f_ = rng.choice(ja_s), rng.choice(ja_f)
    pools["ja"].append(s_["Localized Name"] + (" " if i % 2 else "") + f_["Localized Name"])
    s_, f_ = rng.choice(ja_s), rng.choice(ja_f)
    pools["ja-latn"].append(f"{s_['Romanized Name']} {f_['Romanized Name']}" if i % 2 else f"{f_['Romanized Name']} {s_['Romanized Name']}")
    pools["zh-latn"].append(untoned(f"{rng.choice(cn_s)['Romanized Name']} {rng.choice(cn_f)['Romanized Name']}").split("/")[0])
    a, b = rng.sample(arab, 2)
    pools["ar-latn"].append(f"{a} {b}")
    a, b = rng.sample(arab_script, 2)
    pools["ar"].append(f"{a} {b}")
for k in pools:
    pools[k] = [n for n in dict.fromkeys(pools[k]) if n not in seen]
    rng.shuffle(pools[k])

order = list(pools)
used = {k: 0 for k in order}
turn = 0


def next_name():
    global turn
    for _ in range(len(order)):
        k = order[turn % len(order)]
        turn += 1
        while used[k] < len(pools[k]) and not fresh(pools[k][used[k]]):
            used[k] += 1
        if used[k] < len(pools[k]):
            used[k] += 1
            taken.add(pools[k][used[k] - 1])
            return pools[k][used[k] - 1], k
    raise SystemExit("names ran out")


# --- text -------------------------------------------------------------------------------------------------

# Leading words of GUM person mentions that are titles or roles, not names ("Biologist Nick Bos").
ROLE = {"Administrator", "Attorney", "Biologist", "Captain", "Dr", "Dr.", "Editorial", "Emeritus", "Environment",
        "Manager", "Minister", "Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.", "NASA", "Nonpartisan", "President",
        "Professor", "US",
        # BTC's person spans include these too ("Princess Eugenie", "Chaplain Rev Gibson", "Vice President Joe Biden")
        "Chaplain", "Duchess", "Duke", "Ex-", "General", "Have", "Kenyan", "King", "Lady", "Lord", "Pope", "Prince",
        "Princess", "Queen", "Rev", "Rev.", "Senator", "Sir", "Vice"}
# Mentions the annotators marked as persons that are no one's name (characters, costumes, groups).
NOT_A_NAME = {"Black Widow", "Captain America", "Brampton Spider-Gwen", "Peekaboo Cosplay", "One Rohingya",
              "Successful Stormtroopers", "Symbiote Spidey", "The Fawn", "International President",
              "Blanc Sablon"}  # BTC: the Quebec village Blanc-Sablon, labelled a person


def detok(toks):
    out = ""
    for t in toks:
        if not out or t in (",", ".", ";", ":", ")", "'s", "%", "!", "?", "n't", "'re", "'m", "'ve", "'ll", "'d") \
                or out.endswith(("(", "$")):
            out += t
        elif t == '"':
            out += t if out.count('"') % 2 else " " + t
        elif out.endswith('"') and out.count('"') % 2:
            out += t
        else:
            out += " " + t
    return out


def render(sent, spans, names):
    """The sentence with each person span replaced by its [[name|kind]], or None when a person cannot be labelled."""
    toks, k = [], 0
    for i, j in spans:
        words = [t for t, _ in sent[i:j]]
        while words and words[0] in ROLE:
            toks += [t for t, _ in sent[k:i]] + [words[0]]
            words, i, k = words[1:], i + 1, i + 1
        text = " ".join(words).replace("- ", "-")  # tokenised "Jean- Claude" is written "Jean-Claude"
        if text in NOT_A_NAME:
            continue
        if len(words) < 2 or not all(w[:1].isupper() for w in words):
            return None
        toks += [t for t, _ in sent[k:i]]
        if text not in names:
            if len(names) % 2 == 0:
                names[text] = (text, "news")
            else:
                names[text] = next_name()
        n, kind = names[text]
        toks.append(f"[[{n}|{kind}]]")
        k = j
    toks += [t for t, _ in sent[k:]]
    return detok(toks)


def relabel(lines, names):
    """Labels the places a document repeats a labelled person where the annotators did not (captions, bylines)."""
    out = []
    for line in lines:
        for orig, (n, kind) in sorted(names.items(), key=lambda x: -len(x[0])):
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else re.sub(r"(?<![\w-])" + re.escape(orig) + r"(?![\w-])", f"[[{n}|{kind}]]", p)
                           for p in parts)
        out.append(line)
    return out


def runs(sent, is_person, starts=lambda tag: False):
    out, i = [], 0
    while i < len(sent):
        if is_person(sent[i][1]):
            j = i + 1
            while j < len(sent) and is_person(sent[j][1]) and not starts(sent[j][1]):
                j += 1
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


docs = []  # (name, lines)
for path in sorted(glob.glob(f"{TP}/gum/GUM_*.tsv")):
    sents, cur = [], []
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 2:
            if cur:
                sents.append(cur)
                cur = []
            continue
        cur.append((parts[0], parts[1]))
    if cur:
        sents.append(cur)
    names, lines = {}, []
    for s in sents:
        spans = [(i, j) for i, j in runs(s, lambda t: t == "person")
                 if all(t[:1].isupper() for t, _ in s[i:j])]
        r = render(s, spans, names)
        if r is not None:
            lines.append(r)
    if lines:
        # The first sentence of a Wikinews story is its headline.
        lines = relabel(lines, names)
        docs.append((os.path.basename(path)[4:-4], [lines[0], " ".join(lines[1:])]))

tweets, cur = [], []
for line in open(f"{TP}/btc/g.conll", encoding="utf-8"):
    parts = line.rstrip("\n").split("\t")
    if len(parts) != 2:
        if cur:
            tweets.append(cur)
            cur = []
        continue
    cur.append((parts[0], parts[1]))
if cur:
    tweets.append(cur)
for f in range(0, len(tweets), 20):
    names, lines = {}, []
    for s in tweets[f:f + 20]:
        r = render(s, runs(s, lambda t: t.endswith("-PER"), lambda t: t == "B-PER"), names)
        if r is not None:
            lines.append(r)
    docs.append((f"btc_g_feed_{f // 20:03d}", relabel(lines, names)))


def part(name):
    return "tuning" if int(hashlib.sha1(name.encode()).hexdigest(), 16) % 3 == 0 else "heldout"


with open(OUT, "w", encoding="utf-8") as out:
    out.write("# Fresh labelled names (issue 30, docs/adr/0065): generated by scripts/pii-fresh-names.py; do not edit.\n")
    out.write("# Text: GUM Wikinews (CC BY 2.5 / CC BY 4.0), Broad Twitter Corpus G (CC BY 4.0). Names: as written\n")
    out.write("# (news), official name statistics (official-names/), popular-names (CC0). Held-out documents: never tune.\n")
    for name, lines in docs:
        out.write(f"=== {part(name)} {name}\n")
        out.write("\n".join(l for l in lines if l.strip()) + "\n")
counts = {}
for name, lines in docs:
    for l in lines:
        for kind in re.findall(r"\|([a-z-]+)\]\]", l):
            counts[(part(name), kind)] = counts.get((part(name), kind), 0) + 1
for p in ("tuning", "heldout"):
    print(p, sum(v for (q, _), v in counts.items() if q == p), {k: v for (q, k), v in sorted(counts.items()) if q == p})
