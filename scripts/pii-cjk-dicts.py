#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/*.txt, the word and name lists that find names inside Chinese and Japanese text
(docs/adr/0075). Each file is sorted by byte value, one entry a line, so the detector searches it in place
(binary search over the embedded text: no map, nothing on the heap).

Sources (both licences allow redistribution of modified copies; see names/cjk/LICENSE*):
- jieba's dictionary (github.com/fxsjy/jieba, MIT) as shipped, simplified and traditional, in the Go module
  github.com/go-ego/gse v0.80.3 (Apache-2.0), data/dict/zh/s_1.txt and t_1.txt: word, frequency, part of speech.
  zh-names.txt:  words tagged nr (person) of three or four characters and nrt (transliterated person) of three to six;
  zh-given.txt:  the characters that stand second or third in at least GIVEN_MIN of jieba's three-character nr
                 words: the characters of Chinese given names;
  zh-translit.txt: the characters that stand in at least TRANSLIT_MIN of jieba's nrt words of three to six
                 characters: the characters that spell foreign names in Han (斯, 爾, 克; docs/adr/0090);
  zh-words.txt:  words of two to four characters with frequency >= WORD_FREQ, tagged neither nrt nor nrfg, and nr
                 only when two characters long (jieba tags many such words nr: 許可, 王子): the common words a run
                 of characters that looks like a name is checked against.
- IPADIC 2.7.0 (mecab-ipadic, NAIST, the licence in names/cjk/LICENSE.ipadic) as kept in github.com/taku910/mecab
  at 61b90ba6e669dc2d7d533d4a80d206f3b31d52b1, mecab-ipadic/Noun.name.csv (EUC-JP):
  ja-surnames.txt: 名詞,固有名詞,人名,姓 entries;  ja-given.txt: 名詞,固有名詞,人名,名;  ja-names.txt: 人名,一般
  (whole names: 宇多天皇, 北大路魯山人) of two or more characters; ja-words.txt: the entries of two or more characters
  of Noun.csv, Noun.verbal.csv, Noun.adjv.csv, Noun.adverbal.csv, Noun.proper.csv and Noun.org.csv (common nouns,
  proper nouns, organisations: 研究, 平和; the snapshot lacks Noun.place.csv) that are no entry of Noun.name.csv.
Deterministic; run from the repository root:
  python3 scripts/pii-cjk-dicts.py "$(go mod download -json github.com/go-ego/gse@v0.80.3 | jq -r .Dir)" <mecab.git>
"""
import subprocess
import sys

OUT = "internal/pii/names/cjk/"
MECAB_COMMIT = "61b90ba6e669dc2d7d533d4a80d206f3b31d52b1"
WORD_FREQ = 20
GIVEN_MIN = 100
TRANSLIT_MIN = 3


def write(name, words):
    data = sorted({w for w in words}, key=lambda w: w.encode("utf-8"))
    with open(OUT + name, "w", encoding="utf-8", newline="\n") as f:
        for w in data:
            f.write(w + "\n")
    print(name, len(data))


def han_or_kana(w):
    return all(0x3040 <= ord(c) <= 0x30FF or 0x3400 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF
               or c in "々〆ヵヶ" for c in w)


def jieba(gse):
    entries = {}
    for f in ("s_1.txt", "t_1.txt"):
        with open(gse + "/data/dict/zh/" + f, encoding="utf-8") as fh:
            for line in fh:
                p = line.split()
                if len(p) >= 3 and han_or_kana(p[0]):
                    entries.setdefault(p[0], (int(p[1]), p[2]))
    names = [w for w, (_, pos) in entries.items()
             if pos == "nr" and 3 <= len(w) <= 4 or pos == "nrt" and 3 <= len(w) <= 6]
    words = [w for w, (freq, pos) in entries.items()
             if 2 <= len(w) <= 4 and freq >= WORD_FREQ and pos not in ("nrt", "nrfg") and (len(w) == 2 or pos != "nr")]
    write("zh-names.txt", names)
    counts = {}
    for w, (_, pos) in entries.items():
        if pos == "nr" and len(w) == 3:
            for c in w[1:]:
                counts[c] = counts.get(c, 0) + 1
    write("zh-given.txt", [c for c, n in counts.items() if n >= GIVEN_MIN])
    write("zh-words.txt", words)
    counts = {}
    for w, (_, pos) in entries.items():
        if pos == "nrt" and 3 <= len(w) <= 6:
            for c in set(w):
                counts[c] = counts.get(c, 0) + 1
    write("zh-translit.txt", [c for c, n in counts.items() if n >= TRANSLIT_MIN])


def ipadic_file(mecab, name):
    return subprocess.run(["git", "--git-dir", mecab, "show", MECAB_COMMIT + ":mecab-ipadic/" + name],
                          check=True, capture_output=True).stdout.decode("euc-jp")


def ipadic(mecab):
    raw = ipadic_file(mecab, "Noun.name.csv")
    sur, given, whole = [], [], []
    for line in raw.splitlines():
        f = line.split(",")
        if len(f) < 8 or not han_or_kana(f[0]):
            continue
        {"姓": sur, "名": given, "一般": whole}.get(f[7], []).append(f[0])
    write("ja-surnames.txt", sur)
    write("ja-given.txt", given)
    write("ja-names.txt", [w for w in whole if len(w) >= 2])
    people = set(sur) | set(given) | set(whole)
    words = []
    for name in ("Noun.csv", "Noun.verbal.csv", "Noun.adjv.csv", "Noun.adverbal.csv", "Noun.proper.csv", "Noun.org.csv"):
        for line in ipadic_file(mecab, name).splitlines():
            w = line.split(",")[0]
            if len(w) >= 2 and han_or_kana(w) and w not in people:
                words.append(w)
    write("ja-words.txt", words)


if __name__ == "__main__":
    jieba(sys.argv[1])
    ipadic(sys.argv[2])
