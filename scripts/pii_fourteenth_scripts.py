#!/usr/bin/env python3
"""The fourteenth name set's prose in Chinese, Japanese, Sindhi and Persian (issue 30's fourteenth set, part 4;
ADR 0170).

No held-out set since the tenth holds Chinese, Japanese or Arabic-script prose. This part reads text no set, tuning
set or model read (reserved in /work/wt/reserved14.md), and the builder labelled every person by hand:

  - k8s-zh-real: six Kubernetes blog posts translated into Simplified Chinese (kubernetes/website, CC BY 4.0):
    steering committee election results (2017, 2018, 2019), the Shanghai new contributor workshop (2018), a
    community meeting's notes (2016) and a weekly hangout's notes (2015). Author lines ("**作者**：…"), photo
    credits ("摄影：Jerry Zhang"), speakers in brackets ("[Shaya Potter]") and people named in the prose, in Latin
    inside Chinese lines. The English originals the files keep in HTML comments are left out: the set is the
    Chinese text.
  - k8s-ja-real: four Japanese Kubernetes blog posts (the same repository): the Upstream Training in Japan spotlight
    (interview turns "**Junya:**", "Keitaさん"), the book club interview, "10 years of Kubernetes" (authors,
    translator, the project's founders and contributors in Latin inside Japanese sentences) and the SIG etcd
    spotlight (four maintainers and the interview's turns "**Marek**:", "**Frederico: …**"). Honorifics (さん, 氏)
    stay outside the label. Lines whose speaker is given by initials only ("**FSM**:", "**CS**:") are left out:
    initials standing for a person are neither clearly a name nor clearly not one.
  - sd-real: UD_Sindhi-Isra's test file (CC BY-SA 4.0), its Kawish newspaper sentences (floods, a Supreme Court
    hearing, ministers; Arabic script). The builder printed every PROPN run of the file with its sentence and read
    them all. Its folk story (a jackal called Mir Khan: a character, not a person) and its made example sentences
    (the MD-* sentences, written to show grammar) are not real text about persons and are left out.
  - fa-real: UD_Persian-Seraji's test file (CC BY-SA 4.0), sentences test-s93 to s190 (Bijankhan news, 2000). Seraji
    tags no PROPN; the builder printed its flat-joined runs and read every sentence of the stretch in full.

A name is labelled as the text writes it; titles and honorifics stay outside (Sindhi جسٽس "Justice", مخدوم, سيد,
صدر "President"; Japanese さん). Villages, towns, a temple and a court case named after a person (Sindhi ڳوٺ …
"village of …", جيڪب آباد, مظفر ڳڙهه, ضياءُ الرحمان ڪيس) send their sentence out (UNSURE words, or the sentence
ids in SD_DROP, read one by one). A line or sentence naming a person an earlier set labelled is left out.
The builder never ran the detector on this text.

Another builder's scripts/pii-fourteenth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_fourteenth_scripts.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from pii_twelfth_more import sentences  # noqa: E402  (shared reader, not copied)
import pii_setkit as setkit  # noqa: E402  (the labeller, grouping and checks the set parts share)

ROOT, TP = setkit.ROOT, setkit.TP  # the repository and its vendored sources


def earlier_names():
    """Every name an earlier set labelled: names_*.txt, the thirteenth's included, the fourteenth's own files not
    (part 2's earlier_names in pii_thirteenth_more.py leaves the thirteenth out, which is earlier to this set)."""
    return setkit.earlier_names(own="fourteenth")  # the sets built before this one (docs/adr/0221)

KINDS = ("k8s-zh-real", "k8s-ja-real", "sd-real", "fa-real")

# kind: (folder under testdata/third_party, files read)
BLOGS = {
    "k8s-zh-real": ("k8s-zh-fourteenth", [
        "2017-10-00-Kubernetes-Community-Steering-Committee-Election-Results.md",
        "2018-12-05-new-contributor-shanghai.md",
        "2019-10-03-2019-Steering-Committee-Election-Results.md",
        "2018-10-15-steering-election-results.md",
        "2016-02-00-Kubernetes-Community-Meeting-Notes.md",
        "2015-05-00-Weekly-Kubernetes-Community-Hangout.md",
    ]),
    "k8s-ja-real": ("k8s-ja-fourteenth", [
        "2024-10-28-k8s-upstream-training-japan-spotlight-index.md",
        "2024-02-22-k8s-book-club-index.md",
        "2024-06-06-10-Years-of-Kubernetes-index.md",
        "2025-03-04-sig-etcd-spotlight-index.md",
    ]),
}
SD_FOLDER, SD_FILE = "ud-sd-isra-fourteenth", "sd_isra-ud-test.conllu"
FA_FOLDER, FA_FILE = "ud-fa-seraji-fourteenth", "fa_seraji-ud-test.conllu"
DOC_LINES = 8  # kept lines or sentences to a document, in file order


words = setkit.list_words  # a "|"-separated list over lines, as a set


# The persons, as the text writes them, read line by line (blogs) and run by run (Sindhi).
PERSONS = {
    "k8s-zh-real": words("""Brandon Philips|Brendan Burns|Brian Grant|Clayton Coleman|Joe Beda|Sarah Novotny|Tim Hockin|
Aaron Crickenberger|Derek Carr|Michelle Noorali|Phillip Wittrock|Quinton Hoole|Timothy St. Clair|Derek|Michelle|
Phillip|Aaron|Quinton|Timothy|Josh Berkus|Yang Li|Puja Abbassi|XiangPeng Zhao|Jerry Zhang|Noah Abrahams|Tim Pepper|
Zach Corleissen|Sen Lu|Lucas Käldström|Janet Kuo|Da Ma|Pengfei Ni|Zefeng Wang|Chao Xu|Mohammad|Jie Jia|Bob Killen|
Jorge Castro|Ihor Dvoretskyi|Christoph Blecker|Nikhita Raghunath|Paris Pittman|Davanum Srinivas|Davanum|
Tim St. Clair|Rob Hirschfeld|Shaya Potter|Shaya|Dawn Chen|Ashwin Raveendran|Jeff|Joe|Erick|Bob Wise|Sarah|
Brendan|Kelsey|Jordan|Paul"""),
    "k8s-ja-real": words("""Junya Okabe|Junya|Keita Mochizuki|Keita|Yoshiki Fujikane|Yoshiki|Frederico Muñoz|
Carlos Santana|Carlos|Neependra Khare|Eric Smalling|Sevi Karakulak|Chad M. Crowell|Walid (CNJ) Shaari|
Bob Killen|Chris Short|Kaslin Fields|Tim Bannister|Rohit Seth|Solomon Hykes|Brendan Burns|Joe Beda|Craig McLuckie|
Ville Aikas|Tim Hockin|Dawn Chen|Brian Grant|Daniel Smith|Eric Brewer|Kelsey Hightower|Amim Moises Salum Knabben|
James Spurin|Takuya Kitamura|James Blair|Marek Siarkowicz|Wenjia Zhang|Benjamin Wang|Frederico|Benjamin|James|Marek|
Wenjia"""),
    # Sindhi Kawish news: ministers, judges, an MPA, a reporter, drowned children and their father, officials, the
    # folk tale's informants (real people the paper credits). Titles outside: جسٽس, چيف جسٽس, مخدوم, سيد, صدر.
    "sd-real": words("""خورشيد احمد شاهه|عائشه کوسو|علي نواز شهلياڻي|قالو اوڳاهي|علي حيدر|عائشه|قربان|معشوق|زاهد|صالح|
گوهر گهانگهرو|پرويز مشرف|مشرف|افتخار محمد چوڌري|ڪي ڪي آغا|تصدق حسين جيلاني|تصدق حسين|خليل الرحمان رمدي|رمدي|
جواد ايس خواجا|جواد ايس خواج|جواد خواجا|ثاقب نثار|يوسف رضا گيلاني|گيلاني|آصف|آصف علي زرداري|زرداري|بشارالاسد|
بشار الاسد|امين فهيم|ثاقب سومرو|عبدالقيوم پتافي|چوڌري نثار|چوڌري نثار علي خان|بلاول ڀٽو زرداري|حاڪم زرداري|
فاضل قائمي|نبي بخش|غلام نبي"""),
    # Persian Seraji (Bijankhan news, 2000): Egypt's president and his son, Iranian ministers and officials, a
    # Slovak and an Indian minister, the Hajjarian trial's defendants and their fathers ("فرزند محمد"), Omar Khayyam.
    # Titles outside: آقای, دکتر, سید.
    "fa-real": words("""حسنی مبارک|مبارک|جمال|عطاأالله مهاجرانی|مهاجرانی|عمر خیام|علی‌اکبر ناطق نوری|ناطق نوری|
ادوارد کوکان|رضا زواره‌ای|زواره‌ای|محمد‌جعفر مجرد|سعید حجاریان|حجاریان|سعید عسگر|محمد|ابوالقاسم شفیعی|شفیعی|
محسن مجیدی|مرتضی|باقر|کاوه|محمدعلی مقدمی|کتابعلی|صفر مقصودی|سبزعلی|علی پور‌چالوای|حسن|موسی جان‌نثاری|مهدی روغنی|
سعید گگونانی|جاسوانت سینگ|راویندرا سینگ جاسل|سینگ|جاسل"""),
}

# Words that send a line or sentence out: initials standing for a speaker (Japanese interview); a law named after a
# person (ムーアの法則, Moore's law: the katakana name is neither labelled nor left as no person); Sindhi places named
# after persons (Jacobabad, Muzaffargarh, Garhi Khairo, Lakhi Ghulam Shah, Pano Aqil,
# Mari Muhammad Khan), villages (ڳوٺ "village"), a temple (مندر), the Edhi foundation's volunteers (ايڌي).
UNSURE = {
    "k8s-zh-real": set(),
    "k8s-ja-real": {"FSM", "CS", "ムーアの法則"},
    "sd-real": words("جيڪب|مظفر ڳڙهه|ڳڙهي خيرو|غلام شاهه|پنوعاقل|پنو عاقل|ماڙي محمد خان|ڳوٺ|مندر|ايڌي"),
    "fa-real": set(),
}
# Persian Seraji test sentences read (test-s93 … test-s190: Egypt, Tehran, ministers, the Hajjarian trial, India's
# foreign minister); left out: highways and crossings named after persons (s129 بزرگراه یادگار امام, s131 شهید چمران,
# s132, s133 بزرگراه اشرفی اصفهانی).
FA_READ = range(93, 191)
FA_DROP = {129, 131, 132, 133}
# Sindhi sentences read and left out one by one: lists of villages and flood banks named after persons (020, 025,
# 055, 057, 066, 069), a case named after a person (127, ضياءُ الرحمان ڪيس), a committee named after a person (131,
# رضا رباني ڪاميٽي).
SD_DROP = {"020", "025", "055", "057", "066", "069", "127", "131"}
SD_LAST_NEWS = 215  # Kawish-20100810-216 … 376 are the folk story; 377 and 378 credit its tellers
SD_CREDITS = {"377", "378"}

# A Latin name inside CJK text is bounded by anything but a Latin letter, digit, "-", "_", "@" or "/" (a URL or
# handle, "github.com/Okabe-Junya", is not the name as the prose writes it).
LATIN = r"A-Za-z0-9\u00c0-\u024f_@/-"
# Arabic-script words: letters are \w, the vowel marks and superscript alef are not.
ARABIC = r"\w\u064b-\u065f\u0670"


def find(text, name):
    """Where a text writes name at word bounds: (start, end) pairs."""
    bound = ARABIC if re.match(r"[\u0600-\u06ff]", name) else LATIN
    pat = rf"(?<![{bound}]){re.escape(name)}(?![{bound}])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def labelled(kind, text, earlier):
    """A line labelled by the builder's lists, or None to leave it out: brackets or bars in the text, an UNSURE
    word, or a name an earlier set labelled."""
    if any(c in text for c in "[]|") and kind in ("sd-real", "fa-real"):
        return None
    if any(find(text, w) for w in UNSURE[kind]):
        return None
    return setkit.place_labels(kind, text, PERSONS[kind], find, earlier)


def blog_lines(kind):
    """A kind's blog files' lines, one list a file, in file order: HTML comments (the English originals),
    front-matter rules (---) and blank lines out."""
    folder, files = BLOGS[kind]
    out = []
    for name in files:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            text = re.sub(r"<!--.*?-->", "", f.read(), flags=re.S)
        out.append([ln.strip() for ln in text.split("\n") if ln.strip() and ln.strip() != "---"])
    return out


def fa_sentences():
    """UD_Persian-Seraji test: the sentences read and kept (text)."""
    path = os.path.join(TP, FA_FOLDER, FA_FILE)
    with open(path, encoding="utf-8") as f:
        ids = [ln.split("=", 1)[1].strip() for ln in f if ln.startswith("# sent_id")]
    sents = sentences(path)
    assert len(ids) == len(sents), (len(ids), len(sents))
    out = []
    for sid, (text, _, _, _) in zip(ids, sents):
        num = int(sid.rsplit("s", 1)[1])
        if num in FA_READ and num not in FA_DROP and text is not None:
            out.append(text)
    return out


def sd_sentences():
    """UD_Sindhi-Isra test: the Kawish news sentences kept for reading (id number, text)."""
    path = os.path.join(TP, SD_FOLDER, SD_FILE)
    with open(path, encoding="utf-8") as f:
        ids = [ln.split("=", 1)[1].strip() for ln in f if ln.startswith("# sent_id")]
    sents = sentences(path)
    assert len(ids) == len(sents), (len(ids), len(sents))
    out = []
    for sid, (text, _, _, _) in zip(ids, sents):
        if not sid.startswith("Kawish-20100810-") or text is None:
            continue
        num = sid.rsplit("-", 1)[1]
        if (int(num) <= SD_LAST_NEWS or num in SD_CREDITS) and num not in SD_DROP:
            out.append(text)
    return out


def grouped(kind, sources, sep, earlier):
    """Each source's kept units, DOC_LINES to a document (no document spans two sources); a document with no name
    is kept one time in four (precision)."""
    rows = [[labelled(kind, u, earlier) for u in units] for units in sources]
    return setkit.group_rows(kind, rows, DOC_LINES, sep)


def documents():
    """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
    earlier = earlier_names()
    out = []
    for kind in ("k8s-zh-real", "k8s-ja-real"):
        out += grouped(kind, blog_lines(kind), "\n", earlier)
    out += grouped("sd-real", [sd_sentences()], " ", earlier)
    out += grouped("fa-real", [fa_sentences()], " ", earlier)
    return out


LABEL = setkit.STRICT_LABEL


def check(docs, earlier):
    """The self-check: every label parses, no bracket or bar outside labels, no label with a space or bracket at an
    end, no earlier set's name, kinds known, ids unique and prefixed by kind. Returns per-kind counts."""
    counts, _, distinct = setkit.check_labels(docs, KINDS, earlier, single=("sd-real", "fa-real"))
    return counts, distinct


def main():
    """Prints per-kind documents, names and distinct names, and checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names())


if __name__ == "__main__":
    main()
