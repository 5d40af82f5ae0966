"""Labelling shared by the scripts that build labelled name sets from Universal NER (.iob2) and Stockmark files:
scripts/pii-third-names.py (the third set, docs/adr/0072) and scripts/pii-cjk-tuning.py (the tuning set for names
inside Chinese and Japanese text, docs/adr/0073) and scripts/pii-fourth-names.py (the fourth set, docs/adr/0074).
Standard library only."""

import re

HAN = re.compile(r"^[\u3400-\u9fff\uf900-\ufaff]+$")
TRANSLIT = set("爾斯姆茲蒂絲頓遜瑟娜莉特萊魯諾娃索塞赫")

# GSD persons that are no one person: a lunar mansion (鬼宿); and spans ending in a word for a family or a group
# ("坦格利安家系", the Targaryen line; "沼田一家", the Numata family), whose sentences are left out.
NOT_A_PERSON_ZH = {"鬼宿"}
GROUP_ZH = ("家系", "一家", "家族", "姐妹倆", "兄弟倆", "夫婦")
# Stockmark persons that are no person: 司天台, an astronomy bureau.
NOT_A_PERSON_JA = {"司天台"}
KANA = re.compile(r"^[\u30a0-\u30ff\uff65\u00b7=＝ ]+$")
JA = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\u3005 ]+$")


def read_iob(path):
    """A UD/UNER .iob2 file as documents: (doc id, [(sentence text, [(start, end, tag)])]), each token placed in
    the sentence's raw text (the treebank keeps the text as written, spaces and all)."""
    docs, doc = [], None
    text, toks, pos = None, [], 0
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("# newdoc id = "):
            doc = (line[14:], [])
            docs.append(doc)
        elif line.startswith("# text = "):
            if doc is None:  # a file without document marks is one document
                doc = ("", [])
                docs.append(doc)
            text, toks, pos = line[9:], [], 0
            doc[1].append((text, toks))
        elif line and not line.startswith("#"):
            cols = line.split("\t")
            if "-" in cols[0] or "." in cols[0]:
                continue
            i = text.find(cols[1], pos)
            if i < 0:
                raise SystemExit(f"token {cols[1]!r} not in {text!r}")
            toks.append((i, i + len(cols[1]), cols[2]))
            pos = i + len(cols[1])
    return docs


def sentences(path):
    """Every sentence of a .iob2 file, documents flattened: [(sentence text, [(start, end, tag)])]."""
    return [s for _, ss in read_iob(path) for s in ss]


def spans(toks, kind):
    """Character spans of the B-/I- runs of one entity type."""
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
    """The text with [[name|kind]] at each (start, end, kind), which must not overlap."""
    out, k = "", 0
    for a, b, kind, name in sorted(labels):
        if a < k:
            raise ValueError(f"overlapping labels in {text!r}")
        out += text[k:a] + f"[[{name}|{kind}]]"
        k = b
    return out + text[k:]


def han_kind(name, common, compound, rare):
    """The kind of a Han person's name: zh for a full Chinese name (a family name among common, or a two-character
    one among compound, then one or two characters; or a one-character family name among rare and two characters),
    zh-translit for a foreign name written in Han, zh-other for any other Han person, None to leave it out."""
    if "·" in name or "‧" in name or "・" in name:
        return "zh-translit"  # a foreign name written in Han, its parts joined by a middle dot
    if not HAN.match(name) or len(name) < 2:
        return None  # one character, or Latin letters inside: left out
    if TRANSLIT & set(name):
        return "zh-translit"
    given = name[2:] if name[:2] in compound else name[1:] if name[0] in common else None
    if given is None and len(name) == 3 and name[0] in rare:
        given = name[1:]  # a rarer family name and two given characters (毛澤東, 段祺瑞)
    if given is not None and 1 <= len(given) <= 2:
        return "zh"
    # Han persons that are no full Chinese name: a rarer family name, a foreign or Japanese name without its
    # dot (丘吉爾, 安藤利吉), a ruler's temple or reign name (宋太宗), a given name alone (三桂).
    return "zh-other"


# Leading words of a person mention that are titles or roles, not names ("Dr. Ken Lay", "President Bush").
ROLE = {"Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.", "Miss", "Dr", "Dr.", "Prof", "Prof.", "Professor", "President",
        "Senator", "Sen.", "Rep.", "Governor", "Gov.", "General", "Gen.", "Judge", "Justice", "Sheikh", "Sheik",
        "Imam", "Ayatollah", "Mullah", "King", "Queen", "Prince", "Princess", "Lord", "Lady", "Sir", "Saint", "St.",
        "Pope", "Father", "Rev.", "Reverend", "Minister", "Secretary", "Chancellor", "Mayor", "Captain", "Capt.",
        "Col.", "Colonel", "Lt.", "Sgt.", "Prophet", "Doctor", "Chairman", "Prime", "Vice", "Ambassador", "Dear", "Hi", "Hello"}


def person_words(text, a, b):
    """A Latin-script person span cut to its name: leading titles off, an e-mail-ish tail ("Bryngelson@AZURIX",
    Enron's mail system) and a possessive off. Returns (a, b) or None when nothing is left."""
    while True:
        m = re.match(r"(\S+)\s+", text[a:b])
        if m and m.group(1) in ROLE:
            a += m.end()
            continue
        break
    at = text.find("@", a, b)
    if at >= 0:
        b = at
    for tail in ("'s", "\u2019s", "'", "\u2019", ",", "."):
        if text[a:b].endswith(tail) and not re.search(r"\b[A-Z]\.$", text[a:b]):
            b -= len(tail)
    b = a + len(text[a:b].rstrip())
    return (a, b) if b > a else None


def latin_ok(name):
    """A person written with two or more words, each capitalised (particles and Arabic al-/bin aside)."""
    words = name.replace(" - ", "-").split()
    return len(words) >= 2 and words[0][:1].isupper() and all(
        w[:1].isupper() or w.lower() in ("bin", "binti", "al", "van", "de", "der", "den", "da", "dos", "von", "la",
                                         "le", "du", "ibn", "el") or w.lower().startswith(("al-", "el-"))
        or w.startswith('"') for w in words)


def relabel(lines, names):
    """Labels each place a document writes one of its labelled names where the annotators did not."""
    out = []
    for line in lines:
        for name, kind in sorted(names.items(), key=lambda x: -len(x[0])):
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else
                           re.sub(r"(?<![\w@#'-])" + re.escape(name) + r"(?![\w-])", f"[[{name}|{kind}]]", p)
                           for p in parts)
        out.append(line)
    return out


def add_missed(text, per, missed):
    """The person spans of a sentence plus each name of missed (people the annotators left unlabelled) that it
    writes outside them, at word bounds."""
    out = list(per)
    for n in missed:
        for m in re.finditer(r"(?<![\w-])" + re.escape(n) + r"(?![\w-])", text):
            if not any(a < m.end() and m.start() < b for a, b in out):
                out.append((m.start(), m.end()))
    return sorted(out)


def substitute(text, persons, sub, names, next_name):
    """A sentence of a substituted document: each person (start, end, name) is written as its made name, labelled.
    sub maps a person's words to (made name, kind) for the whole document; a mention sharing a word with one
    already made ("Sara" after "Sara Smith") is the same person, any other gets next_name(). Every made name is
    added to names ({name: kind}) and also replaces unlabelled copies of a real name of two or more words (a
    signature repeated in a reply)."""
    labels = []
    for a, b, n in persons:
        words = [w for w in re.split(r"[\s\"]+", n) if w]
        key = next((k for k in sub if set(words) & set(k.split())), None)
        if key is None:
            key = n
            sub[key] = next_name()
        labels.append((a, b, sub[key][1], sub[key][0]))
        names[sub[key][0]] = sub[key][1]
    line = render(text, labels)
    for k, (n, kind) in sub.items():
        if len(k.split()) >= 2:
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else re.sub(
                r"(?<![\w@#'-])" + re.escape(k) + r"(?![\w-])", lambda _: f"[[{n}|{kind}]]", p) for p in parts)
    return line


def han_line(text, toks, kind_of):
    """One Chinese sentence of a UNER file labelled: (line, {name: kind}), or None to leave it out. kind_of gives
    a Han person's kind (han_kind with a set's family-name lists; None leaves the sentence out). Source errors
    fixed here: a reign's year labelled a person ("大正九年"), a trailing possessive 的, the lunar mansion 鬼宿; a
    person of one character, with Latin letters or ending in a family or group word leaves the sentence out."""
    labels, names = [], {}
    for a, b in spans(toks, "PER"):
        name = text[a:b]
        if re.match(r"[元一二三四五六七八九十〇零\d]+年", text[b:]):
            continue  # "大正九年", "光緒三十年": a reign's year, not a person (GSD labels some PER)
        if name.endswith("的"):
            b, name = b - 1, name[:-1]  # "蘇里曼一世的": the possessive particle is no part of the name
        if name in NOT_A_PERSON_ZH:
            continue
        kind = kind_of(name)
        if kind is None or name.endswith(GROUP_ZH):
            return None
        labels.append((a, b, kind, name))
        names[name] = kind
    return render(text, labels), names


def relabel_cjk(lines, names):
    out = []
    for line in lines:
        for name, kind in sorted(names.items(), key=lambda x: -len(x[0])):
            parts = re.split(r"(\[\[.*?\]\])", line)
            line = "".join(p if p.startswith("[[") else p.replace(name, f"[[{name}|{kind}]]") for p in parts)
        out.append(line)
    return out


def stockmark_line(d):
    """One Stockmark record as a labelled line and its persons ({name: kind}), or None to leave it out. A person in
    kanji (and kana) is a Japanese name, family name first ("ja"); one in katakana with a separator is a foreign
    name ("ja-kana"); anything else (Latin letters, a lone two-character given name or nickname), a span that does
    not spell its name, nested persons or text already holding label brackets leave the record out."""
    text, labels, names = d["text"], [], {}
    if "[[" in text:
        return None
    for e in d["entities"]:
        if e["type"] != "人名":
            continue
        a, b = e["span"]
        name = text[a:b]
        if name != e["name"]:
            return None
        if name.endswith("は") and text[b:b + 1] in ("、", "，"):
            b, name = b - 1, name[:-1]  # "水夏希は、日本の女優": the topic particle is no part of the name
        if name in NOT_A_PERSON_JA:
            continue
        if KANA.match(name) and re.search(r"[・·=＝ ]", name):
            kind = "ja-kana"
        elif JA.match(name) and not KANA.match(name) and len(name.replace(" ", "")) >= 3:
            kind = "ja"
        else:
            return None
        labels.append((a, b, kind, name))
        names[name] = kind
    try:
        return render(text, labels), names
    except ValueError:
        return None  # nested persons ("X and Y" inside one)


def write_set(path, header, docs, part=""):
    """Write a labelled set: its comment lines, then each document as "=== <part><name>" and its non-blank lines."""
    with open(path, "w", encoding="utf-8") as out:
        for line in header:
            out.write(f"# {line}\n")
        for name, lines in docs:
            out.write(f"=== {part}{name}\n")
            out.write("\n".join(l for l in lines if l.strip()) + "\n")
