#!/usr/bin/env python3
"""Writes internal/pii/testdata/names_cjk_tuning.txt (issue 30, docs/adr/0073): Chinese and Japanese Wikipedia
sentences with their persons labelled [[name|kind]], for tuning the CJK name rules. Python stdlib only,
deterministic. Inputs are disjoint from the third set (docs/adr/0072): GSD's TRAIN file (the third set used dev and
test) and Stockmark's records with sha1(curid+text) % 6 in (1, 2) (the third set used % 6 == 0). Documents are
marked "tune" (GSD sentences 1-1000, Stockmark % 6 == 1: the rules were chosen on them) or "check" (GSD
sentences 1001-2000, Stockmark % 6 == 2: measured once the rules were set). Kinds as in the third set: zh,
zh-translit, zh-other, ja, ja-kana (the same classification rules, scripts/pii-third-names.py)."""
import json
import re

TP = "internal/pii/testdata/third_party"
OUT = "internal/pii/testdata/names_cjk_tuning.txt"

W = {}
for line in open(f"{TP}/wiktionary-names/names.tsv", encoding="utf-8"):
    if line.startswith("#"):
        continue
    lang, typ, _, _, name = line.rstrip("\n").split("\t")
    if lang == "zho" and typ == "surnames":
        W.setdefault("zho", set()).add(name)


def read_iob(path):
    sents, text, toks, pos = [], None, [], 0
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# text = "):
            text, toks, pos = line[9:], [], 0
            sents.append((text, toks))
        elif line and not line.startswith("#"):
            cols = line.split("\t")
            if "-" in cols[0] or "." in cols[0]:
                continue
            i = text.find(cols[1], pos)
            if i < 0:
                raise SystemExit(f"token {cols[1]!r} not in {text!r}")
            toks.append((i, i + len(cols[1]), cols[2]))
            pos = i + len(cols[1])
    return sents


def spans(toks, kind):
    out, cur = [], None
    for a, b, tag in toks:
        if tag == "B-" + kind or (tag == "I-" + kind and cur is None):
            if cur:
                out.append(cur)
            cur = [a, b]
        elif tag == "I-" + kind:
            cur[1] = b
        else:
            if cur:
                out.append(cur)
            cur = None
    if cur:
        out.append(cur)
    return [tuple(x) for x in out]


def render(text, labels):
    out, k = "", 0
    for a, b, kind, name in sorted(labels):
        if a < k:
            raise ValueError("overlap")
        out += text[k:a] + f"[[{name}|{kind}]]"
        k = b
    return out + text[k:]


HAN = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]+$")
ZH_COMMON = {l.split("\t")[1].strip() for l in open(f"{TP}/official-names/surnames-tw.tsv", encoding="utf-8")
             if not l.startswith("#") and "\t" in l}
ZH_COMPOUND = {x for x in W.get("zho", ()) if len(x) == 2}
ZH_ANY = {x for x in W.get("zho", ()) if len(x) == 1}
TRANSLIT = set("爾斯姆茲蒂絲頓遜瑟娜莉特萊魯諾娃索塞赫")
NOT_A_PERSON_ZH = {"鬼宿"}
GROUP_ZH = ("家系", "一家", "家族", "姐妹倆", "兄弟倆", "夫婦")


def han_kind(name):
    if "·" in name or "‧" in name or "・" in name:
        return "zh-translit"
    if not HAN.match(name) or len(name) < 2:
        return None
    if TRANSLIT & set(name):
        return "zh-translit"
    given = name[2:] if name[:2] in ZH_COMPOUND else name[1:] if name[0] in ZH_COMMON else None
    if given is None and len(name) == 3 and name[0] in ZH_ANY:
        given = name[1:]
    if given is not None and 1 <= len(given) <= 2:
        return "zh"
    return "zh-other"


def relabel_cjk(lines, names):
    out = []
    for line in lines:
        for name, kind in sorted(names.items(), key=lambda x: -len(x[0])):
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else p.replace(name, f"[[{name}|{kind}]]") for p in parts)
        out.append(line)
    return out


def gsd_docs():
    sents = read_iob(f"{TP}/uner-zh-gsd-train/zh_gsd-ud-train-2000.iob2")
    docs = []
    for f in range(0, len(sents), 10):
        lines, names = [], {}
        for text, toks in sents[f:f + 10]:
            labels, ok = [], True
            for a, b in spans(toks, "PER"):
                name = text[a:b]
                if re.match(r"[元一二三四五六七八九十〇零\d]+年", text[b:]):
                    continue
                if name.endswith("的"):
                    b, name = b - 1, name[:-1]
                if name in NOT_A_PERSON_ZH:
                    continue
                kind = han_kind(name)
                if kind is None or name.endswith(GROUP_ZH):
                    ok = False
                    break
                labels.append((a, b, kind, name))
                names[name] = kind
            if ok and "[[" not in text:
                lines.append(render(text, labels))
        part = "tune" if f < 1000 else "check"
        docs.append((f"{part} zh-gsd-train-{f // 10:03d}", relabel_cjk(lines, names)))
    return docs


NOT_A_PERSON_JA = {"司天台"}
KANA = re.compile(r"^[\u30a0-\u30ff\uff65\u00b7=＝ ]+$")
JA = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\u3005 ]+$")


def ja_docs():
    import hashlib
    data = [json.loads(l) for l in open(f"{TP}/stockmark-ja-tuning/ner-tuning.jsonl", encoding="utf-8")]
    docs = []
    for part, rem in (("tune", 1), ("check", 2)):
        recs = [d for d in data if int(hashlib.sha1((d["curid"] + d["text"]).encode()).hexdigest(), 16) % 6 == rem]
        for f in range(0, len(recs), 8):
            lines, names = [], {}
            for d in recs[f:f + 8]:
                text, labels, ok = d["text"], [], True
                for e in d["entities"]:
                    if e["type"] != "人名":
                        continue
                    a, b = e["span"]
                    name = text[a:b]
                    if name != e["name"]:
                        ok = False
                        break
                    if name.endswith("は") and text[b:b + 1] in ("、", "，"):
                        b, name = b - 1, name[:-1]
                    if name in NOT_A_PERSON_JA:
                        continue
                    if KANA.match(name) and re.search(r"[・·=＝ ]", name):
                        kind = "ja-kana"
                    elif JA.match(name) and not KANA.match(name) and len(name.replace(" ", "")) >= 3:
                        kind = "ja"
                    else:
                        ok = False
                        break
                    labels.append((a, b, kind, name))
                    names[name] = kind
                if ok and "[[" not in text:
                    try:
                        lines.append(render(text, labels))
                    except ValueError:
                        continue
            if lines:
                docs.append((f"{part} ja-wiki-{rem}-{f // 8:03d}", relabel_cjk(lines, names)))
    return docs


docs = gsd_docs() + ja_docs()
with open(OUT, "w", encoding="utf-8") as out:
    out.write("# CJK name tuning set (issue 30, docs/adr/0073): generated by scripts/pii-cjk-tuning.py; do not edit.\n")
    out.write("# Text: Chinese GSD train with Universal NER labels (CC BY-SA 4.0), Stockmark Japanese Wikipedia NER\n")
    out.write("# (CC BY-SA 3.0); disjoint from the third set. This file: CC BY-SA 4.0.\n")
    for name, lines in docs:
        out.write(f"=== {name}\n")
        out.write("\n".join(l for l in lines if l.strip()) + "\n")
counts = {}
for name, lines in docs:
    for l in lines:
        for kind in re.findall(r"\|([a-z-]+)\]\]", l):
            key = name.split()[0] + " " + kind
            counts[key] = counts.get(key, 0) + 1
print(len(docs), "documents:", dict(sorted(counts.items())))
