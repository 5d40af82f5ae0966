#!/usr/bin/env python3
"""Writes internal/pii/names/ko/ko-given.txt (docs/adr/0122): first words of foreign names written in Hangul (에릭,
크리스토퍼, 도쿠가와), sorted by byte value (searched in place like ko-things.txt).

The Korean model often finds such a word alone and leaves the word after it ("에릭 | 솔하임"), which ADR 0097's
widening takes only when it holds a loanword syllable. A word listed here is the first word of a foreign name, so
the word after it is read as its surname (koforeigngiven.go).

Sources, each with its licence vendored:
- MultiCoNER's released Korean train sentences (CC BY 4.0; internal/pii/testdata/third_party/multiconer-ko-train,
  less its last 1,000 sentences, the Korean trainer's held-back part): persons labelled PER of two words or more;
- KLUE NER dev 1,001-4,200 (CC BY-SA 4.0; klue-ner-train, less the trainer's held-back 4,201-5,000): persons
  labelled PS of two words or more.
A first word is kept when it is 1 to 5 Hangul syllables, starts at least MIN distinct labelled persons, is no Korean
family name (names/official/surnames-kr.tsv), and is no word of the Korean dictionary the model reads (names/ko/ko-words.txt: 교황, 조선, 고려 start persons as titles and
dynasties), no title written before a name in Hangul (닥터, 미스터) and no listed thing (names/ko/ko-things.txt).
Deterministic; run from the repository root:  python3 scripts/pii-ko-given.py
"""
import collections
import gzip
import re

TP = "internal/pii/testdata/third_party/"
HANGUL = re.compile(r"^[\uac00-\ud7a3]{1,5}$")
MIN = 2
# Titles written before a name in Hangul, which the labelled persons sometimes hold (닥터 프로스트 is a webtoon).
TITLES = {"닥터", "미스터", "미스", "캡틴", "세인트", "레이디", "서", "로드"}


def multiconer():
    sents, cur = [], []
    for line in gzip.open(TP + "multiconer-ko-train/ko_train-rest.conll.gz", "rt", encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# id"):
            if cur:
                sents.append(cur)
            cur = []
            continue
        if line.strip():
            parts = line.split(" ")
            cur.append((parts[0], parts[-1]))
    if cur:
        sents.append(cur)
    persons = set()
    for s in sents[:-1000]:
        ent = None
        for tok, tag in s + [("", "O")]:
            if tag == "I-PER" and ent is not None:
                ent.append(tok)
                continue
            if ent:
                persons.add(" ".join(ent))
            ent = [tok] if tag == "B-PER" else None
    return persons


def klue():
    persons, n = set(), 0
    for line in gzip.open(TP + "klue-ner-train/klue-ner-v1.1_dev-1001-5000.tsv.gz", "rt", encoding="utf-8"):
        if not line.startswith("## klue-ner"):
            continue
        n += 1
        if n > 3200:  # sentences 4,201-5,000 are the trainer's held-back part
            break
        persons.update(v for v, t in re.findall(r"<([^<>:]+):([A-Z]{2})>", line) if t == "PS")
    return persons


def main():
    words = set(open("internal/pii/names/ko/ko-words.txt", encoding="utf-8").read().split("\n"))
    things = set(open("internal/pii/names/ko/ko-things.txt", encoding="utf-8").read().split("\n"))
    # Korean family names start Korean persons that KLUE or MultiCoNER wrote with a space (김 정일): no foreign first word.
    family = {l.rstrip("\n").split("\t")[-1] for l in open("internal/pii/names/official/surnames-kr.tsv", encoding="utf-8") if not l.startswith("#")}
    count = collections.Counter()
    for p in multiconer() | klue():
        w = p.split(" ")
        if len(w) >= 2:
            count[w[0]] += 1
    out = sorted(w for w, n in count.items() if n >= MIN and HANGUL.match(w) and w not in words and w not in things and w not in TITLES and w not in family)
    with open("internal/pii/names/ko/ko-given.txt", "w", encoding="utf-8") as f:
        for w in out:
            f.write(w + "\n")


if __name__ == "__main__":
    main()
