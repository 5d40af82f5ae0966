#!/usr/bin/env python3
"""Writes internal/pii/names/ko/ko-things.txt (docs/adr/0115): places, firms, brands, works and languages written
in Hangul, which the Korean model takes for foreign persons (노스캐롤라이나, 할리 데이비슨, 스페인어), sorted by byte
value (searched in place like the cjk/ lists).

Sources, each with its licence vendored:
- MultiCoNER's released Korean train sentences (CC BY 4.0; internal/pii/testdata/third_party/multiconer-ko-train,
  less its last 1,000 sentences, the Korean trainer's held-back part): entities labelled LOC, CORP, PROD, CW, and
  GRP of two words or more (a group of one word is often a band, which KLUE, the Korean model's training, labels a
  person: 방탄소년단, 빅스), and the words of a LOC before a place word (오하이오 of "오하이오 주");
- KLUE NER dev 1,001-4,200 (CC BY-SA 4.0; klue-ner-train, less the trainer's held-back 4,201-5,000): LC and OG;
- CLDR (Unicode licence; github.com/unicode-org/cldr-json at b08a82b582f1120d630d623f9e5073316741574d): Korean
  territory names, exemplar city names of the time zones, and language names;
- the name-suggestion-index (BSD 3-Clause; github.com/osmlab/name-suggestion-index at c8b272e): brand:ko, name:ko
  and brand/name written in Hangul alone.
A value is kept when it is 2 to 20 characters of Hangul syllables and spaces, and dropped when it, or any of its
words, is a person or a word of a person that MultiCoNER's or KLUE's sentences above label (테슬라 of 니콜라 테슬라,
조던), so a name that is also a place or a brand stays a name.
Deterministic; run from the repository root:  python3 scripts/pii-ko-things.py <cldr-json checkout> <nsi checkout>
"""
import gzip
import json
import os
import re
import sys

HANGUL = re.compile(r"^[\uac00-\ud7a3]+( [\uac00-\ud7a3]+)*$")
TP = "internal/pii/testdata/third_party/"
PLACE_WORDS = {"주", "시", "현", "군", "강", "섬", "산", "산맥", "호수", "제도", "반도", "왕국", "제국", "공화국", "해", "만", "해협", "사막"}


def multiconer():
    sents, cur = [], []
    for line in gzip.open(TP + "multiconer-ko-train/ko_train-rest.conll.gz", "rt", encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# id"):
            if cur:
                sents.append(cur)
            cur = []
            continue
        if not line.strip():
            continue
        parts = line.split(" ")
        cur.append((parts[0], parts[-1]))
    if cur:
        sents.append(cur)
    things, persons = set(), set()
    for s in sents[:-1000]:
        ent, typ = [], None
        for tok, tag in s + [("", "O")]:
            if tag.startswith("I-") and typ == tag[2:]:
                ent.append(tok)
                continue
            if ent:
                v = " ".join(ent)
                if typ == "PER":
                    persons.add(v)
                elif typ in ("LOC", "CORP", "PROD", "CW") or typ == "GRP" and len(ent) > 1:
                    things.add(v)
                if typ == "LOC":
                    # "오하이오 주", "피레네 산맥": the name before a place word is the place's too.
                    for k in range(1, len(ent)):
                        if ent[k] in PLACE_WORDS:
                            things.add(" ".join(ent[:k]))
                            break
            ent, typ = ([tok], tag[2:]) if tag.startswith("B-") else ([], None)
    return things, persons


def klue():
    things, persons = set(), set()
    n = 0
    for line in gzip.open(TP + "klue-ner-train/klue-ner-v1.1_dev-1001-5000.tsv.gz", "rt", encoding="utf-8"):
        if not line.startswith("## klue-ner"):
            continue
        n += 1
        if n > 3200:  # sentences 4,201-5,000 are the trainer's held-back part
            break
        for v, t in re.findall(r"<([^<>:]+):([A-Z]{2})>", line):
            if t == "PS":
                persons.add(v)
            elif t in ("LC", "OG"):
                things.add(v)
    return things, persons


def cldr(root):
    out = set()
    base = os.path.join(root, "cldr-json")
    ter = json.load(open(os.path.join(base, "cldr-localenames-full/main/ko/territories.json"), encoding="utf-8"))
    out.update(ter["main"]["ko"]["localeDisplayNames"]["territories"].values())
    lang = json.load(open(os.path.join(base, "cldr-localenames-full/main/ko/languages.json"), encoding="utf-8"))
    out.update(lang["main"]["ko"]["localeDisplayNames"]["languages"].values())
    tz = json.load(open(os.path.join(base, "cldr-dates-full/main/ko/timeZoneNames.json"), encoding="utf-8"))

    def walk(o):
        if isinstance(o, dict):
            for k, v in o.items():
                if k == "exemplarCity" and isinstance(v, str):
                    out.add(v)
                else:
                    walk(v)
    walk(tz["main"]["ko"]["dates"]["timeZoneNames"]["zone"])
    return out


def nsi(root):
    out = set()
    for dirpath, _, files in sorted(os.walk(os.path.join(root, "data", "brands"))):
        for f in sorted(files):
            if f.endswith(".json"):
                for item in json.load(open(os.path.join(dirpath, f), encoding="utf-8")).get("items", []):
                    tags = item.get("tags", {})
                    for k in ("brand:ko", "name:ko", "brand", "name"):
                        out.add(tags.get(k, "").strip())
    return out


def main():
    mt, mp = multiconer()
    kt, kp = klue()
    persons = mp | kp
    pwords = {w for p in persons for w in p.split(" ")}
    cands = mt | kt | cldr(sys.argv[1]) | nsi(sys.argv[2])
    keep = set()
    for v in cands:
        v = " ".join(v.split())
        if not HANGUL.match(v) or not 2 <= len(v) <= 20:
            continue
        if v in persons or any(w in pwords for w in v.split(" ")):
            continue
        keep.add(v)
    with open("internal/pii/names/ko/ko-things.txt", "w", encoding="utf-8") as w:
        for v in sorted(keep, key=lambda s: s.encode("utf-8")):
            w.write(v + "\n")


main()
