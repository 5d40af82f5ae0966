#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_fresh.txt, the third labelled name set of issue 30 (docs/adr/0065).

Built after the outside set (names_outside.txt) was spent on tuning. Nobody on the team wrote its text or names:
- the text is GUM's Wikinews stories and interviews, academic papers and court hearings (CC BY 2.5 / CC BY 4.0
  text, CC BY 4.0 annotation; person mentions nested ones included, extracted once with --extract) and the
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
repository root: python3 scripts/pii-fresh-names.py (python3 scripts/pii-fresh-names.py --extract <gum checkout>
re-extracts gum/persons.jsonl).
"""
import csv
import glob
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

TP = "internal/pii/testdata/third_party"
OUT = "internal/pii/testdata/names_fresh.txt"
rng = random.Random(65)

# --- name pools -------------------------------------------------------------------------------------------


def tsv_lists(path):
    """One vendored list as {0: male, 1: female}; a name marked * is in both."""
    out = {0: [], 1: []}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        sex, name = line.rstrip("\n").split("\t")
        name = unicodedata.normalize("NFC", name)
        for k in {"m": (0,), "f": (1,), "*": (0, 1)}[sex]:
            out[k].append(name)
    return out


def official(cc):
    return tsv_lists(f"{TP}/official-names/names-{cc}.tsv"), tsv_lists(f"{TP}/official-names/surnames-{cc}.tsv")


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
ARAB = ("EG", "SA", "JO", "MA", "DZ", "AE", "LB", "IQ", "KW", "LY", "TN")
# An Arabic name as many Arab countries write it: a given name and the father's (a man's) name; "Abd" alone is
# no name (it needs the divine name after it), and Egypt's Coptic list (Mary, Christian) is not Arabic naming.
arab_rows = [r for r in fore if r["Country"] in ARAB and "Coptic" not in r["Region"] + r["Note"]
             and r["Romanized Name"].split("/")[0].strip() not in ("Abd", "Abdul")]
arab = sorted({r["Romanized Name"].split("/")[0].strip() for r in arab_rows})
arab_m = sorted({r["Romanized Name"].split("/")[0].strip() for r in arab_rows if r["Gender"] == "M"})
arab_script = sorted({r["Localized Name"] for r in arab_rows if re.search("[\u0600-\u06ff]", r["Localized Name"])})
arab_script_m = sorted({r["Localized Name"] for r in arab_rows
                        if re.search("[\u0600-\u06ff]", r["Localized Name"]) and r["Gender"] == "M"})
for i in range(40):
    s_, f_ = rng.choice(ja_s), rng.choice(ja_f)
    pools["ja"].append(s_["Localized Name"] + (" " if i % 2 else "") + f_["Localized Name"])
    s_, f_ = rng.choice(ja_s), rng.choice(ja_f)
    pools["ja-latn"].append(f"{s_['Romanized Name']} {f_['Romanized Name']}" if i % 2 else f"{f_['Romanized Name']} {s_['Romanized Name']}")
    pools["zh-latn"].append(untoned(f"{rng.choice(cn_s)['Romanized Name']} {rng.choice(cn_f)['Romanized Name']}").split("/")[0])
    a, b = rng.choice(arab), rng.choice(arab_m)
    pools["ar-latn"].append(f"{a} {b}")
    a, b = rng.choice(arab_script), rng.choice(arab_script_m)
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
        "Princess", "Queen", "Rev", "Rev.", "Senator", "Sir", "Vice", "Judge", "Justice",
        "Home", "Secretary", "Doctor", "Chancellor", "Mayor", "Governor", "Prime", "Chief", "Coach", "Sergeant",
        "Detective", "Inspector", "Bishop", "Father", "Saint", "Lieutenant", "Colonel", "Major", "Deputy",
        "Ambassador", "Premier", "Director", "Dean", "Assistant", "Associate", "Former", "Sgt.", "Lt.", "Gen."}
# Mentions the annotators marked as persons that are no one's name (characters, costumes, groups).
NOT_A_NAME = {"Black Widow", "Captain America", "Brampton Spider-Gwen", "Peekaboo Cosplay", "One Rohingya",
              "Successful Stormtroopers", "Symbiote Spidey", "The Fawn", "International President",
              "Blanc Sablon", "Mets Poet", "Connecticut Yankee"}  # BTC: the Quebec village Blanc-Sablon, labelled a person


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


def clean(words):
    """A person mention's words without leading roles and lower-case words ("academic", "Biologist")."""
    while words and (words[0] in ROLE or words[0][:1].islower()):
        words = words[1:]
    return words


def label(text, names):
    if text not in names:
        names[text] = (text, "news") if len(names) % 2 == 0 else next_name()
    n, kind = names[text]
    return f"[[{n}|{kind}]]"


def render(sent, spans, names):
    """The sentence with each person span replaced by its [[name|kind]], or None when a person cannot be labelled."""
    toks, k = [], 0
    for i, j in spans:
        words = [t for t, _ in sent[i:j]]
        while words and (words[0] in ROLE or words[0][:1].islower()):
            toks += [t for t, _ in sent[k:i]] + [words[0]]
            words, i, k = words[1:], i + 1, i + 1
        text = " ".join(words).replace("- ", "-")  # tokenised "Jean- Claude" is written "Jean-Claude"
        if text in NOT_A_NAME or not words:
            continue
        if len(words) < 2 or not all(w[:1].isupper() for w in words):
            return None
        toks += [t for t, _ in sent[k:i]]
        toks.append(label(text, names))
        k = j
    toks += [t for t, _ in sent[k:]]
    return detok(toks)


def relabel(lines, names):
    """Labels every place a document writes a person labelled anywhere in the corpus where its annotators did
    not: GUM gives each token its outermost entity only, so a person inside a title or an event ("Joseph
    Conrad's Secret Agent") or in a sentence left out is otherwise unlabelled."""
    out = []
    for line in lines:
        for orig in known_sorted:
            if orig not in line:
                continue
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else
                           re.sub(r"(?<![\w@#-])" + re.escape(orig) + r"(?![\w-])", lambda m: label(orig, names), p)
                           for p in parts)
        out.append(line)
    return out


def runs(sent, is_person, starts=lambda tag: False, splits=()):
    """Person spans as token ranges; GUM's coordinated mentions ("Stan Lee, Mark Hamill, and Margaret
    Atwood", one span) are split at the words in splits."""
    out, i = [], 0
    while i < len(sent):
        if is_person(sent[i][1]) and sent[i][0] not in splits:
            j = i + 1
            while j < len(sent) and is_person(sent[j][1]) and not starts(sent[j][1]) and sent[j][0] not in splits:
                j += 1
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


def read(path):
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
    return sents


GENRES = ("news", "interview", "academic", "court")  # the CC BY parts of GUM (LICENSE.txt)


def extract(gum_dir):
    """Writes gum/persons.jsonl from a GUM checkout's dep/*.conllu: each sentence's text and its person mentions
    (nested ones too: "Joseph Conrad" inside a book title), each with its tokens' offsets and parts of speech."""
    out = open(f"{TP}/gum/persons.jsonl", "w", encoding="utf-8")
    for path in sorted(glob.glob(f"{gum_dir}/dep/GUM_*.conllu")):
        doc = os.path.basename(path)[4:-7]
        if doc.split("_")[0] not in GENRES:
            continue
        for block in open(path, encoding="utf-8").read().split("\n\n"):
            toks, text, opened, persons = [], "", {}, []
            for line in block.split("\n"):
                cols = line.split("\t")
                if len(cols) != 10 or not cols[0].isdigit():
                    continue
                start = len(text)
                text += cols[1]
                toks.append((start, len(text), cols[3]))
                misc = dict(kv.split("=", 1) for kv in cols[9].split("|") if "=" in kv)
                ent, i = misc.get("Entity", ""), 0
                while i < len(ent):
                    if ent[i] == "(":
                        j = i + 1
                        while j < len(ent) and ent[j] not in "()":
                            j += 1
                        eid, etype = ent[i + 1:j].split("-")[:2]
                        if j < len(ent) and ent[j] == ")":
                            if etype == "person":
                                persons.append(toks[-1:])
                            j += 1
                        else:
                            opened.setdefault(eid, []).append((len(toks) - 1, etype))
                        i = j
                    elif ent[i].isdigit():
                        j = i
                        while ent[j].isdigit():
                            j += 1
                        first, etype = opened[ent[i:j]].pop()
                        if etype == "person":
                            persons.append(toks[first:])
                        i = j + 1
                    else:
                        i += 1
                if "SpaceAfter=No" not in cols[9]:
                    text += " "
            if toks:
                out.write(json.dumps({"doc": doc, "text": text.rstrip(),
                                      "persons": [[list(t) for t in m] for m in persons]}, ensure_ascii=False) + "\n")


if len(sys.argv) == 3 and sys.argv[1] == "--extract":
    extract(sys.argv[2])
    sys.exit(0)


def gum_names(sent):
    """A GUM sentence's person names as character spans, or None when one is written with a single word.
    A mention's name is its run of proper nouns that ends the mention or stands before a comma, bracket or
    possessive ("Environment Canada spokesperson Julie Hahn", "Joseph Conrad's"), titles and roles left off
    ("President Barack Obama"); a run before the mention's noun modifies it ("a Vietnam War veteran");
    mentions without a proper noun (pronouns, "the engineer") are no names."""
    text, spans = sent["text"], set()
    for m in sent["persons"]:
        runs_, cur = [], []
        for idx, t in enumerate(m):
            glued = cur and t[0] == cur[-1][1] and text[t[0]:t[1]] in ("-", ".", "'", "\u2019")
            if t[2] == "PROPN" or glued:
                if cur and (glued or t[0] == cur[-1][1]):
                    cur[-1] = [cur[-1][0], t[1], "PROPN"]  # "Bailey-Ross", "O'Brien": one word
                else:
                    cur.append(list(t))
                continue
            if cur:
                runs_.append((cur, t))
                cur = []
        if cur:
            runs_.append((cur, None))
        run = None
        for r, after in runs_:
            if after is None or after[2] in ("PUNCT", "PART"):
                run = r
        if run is None:
            continue
        while run and text[run[0][0]:run[0][1]] in ROLE:
            run = run[1:]
        if not run:
            continue
        words = [text[t[0]:t[1]] for t in run]
        if len(words) < 2:
            return None
        if not all(w[:1].isupper() for w in words) or len(words) > 4 or any(len(w) > 2 and w.isupper() for w in words):
            continue  # "Chiang Kai Shek Memorial Hall Station", "Air Force ROTC": no one's name
        spans.add((run[0][0], run[-1][1]))
    # A name inside a longer one ("Chomsky" of "Noam Chomsky") is the longer one.
    return sorted(sp for sp in spans if not any(o != sp and o[0] <= sp[0] and sp[1] <= o[1] for o in spans))


def render_text(text, spans, names):
    out, k = "", 0
    for a, b in spans:
        name = text[a:b]
        if name in NOT_A_NAME:
            continue
        out += text[k:a] + label(name, names)
        k = b
    return out + text[k:]


gum = {}
for line in open(f"{TP}/gum/persons.jsonl", encoding="utf-8"):
    sent = json.loads(line)
    gum.setdefault(sent["doc"], []).append(sent)
tweets = read(f"{TP}/btc/g.conll")
btc_spans = lambda s: runs(s, lambda t: t.endswith("-PER"), lambda t: t == "B-PER")

# Every person the corpus labels with two or more words, anywhere.
known = set()
for sent in [x for d in gum.values() for x in d]:
    for a, b in gum_names(sent) or []:
        known.add(sent["text"][a:b])
for s in tweets:
    for i, j in btc_spans(s):
        w = clean([t for t, _ in s[i:j]])
        if len(w) >= 2 and all(x[:1].isupper() for x in w):
            known.add(" ".join(w).replace("- ", "-"))
known_sorted = sorted(known - NOT_A_NAME, key=lambda x: (-len(x), x))

docs = []  # (name, lines)
for name, sents in sorted(gum.items()):
    names, lines = {}, []
    for sent in sents:
        spans = gum_names(sent)
        if spans is not None:
            lines.append(render_text(sent["text"], spans, names))
    if lines:
        # The first sentence of a GUM document is its headline.
        lines = relabel(lines, names)
        docs.append((name, [lines[0], " ".join(lines[1:])]))
for f in range(0, len(tweets), 20):
    names, lines = {}, []
    for s in tweets[f:f + 20]:
        r = render(s, btc_spans(s), names)
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
