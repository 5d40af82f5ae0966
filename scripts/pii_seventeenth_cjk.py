#!/usr/bin/env python3
"""The seventeenth name set's Chinese event pages: the meetup and mentor pages of Apache Seata's Chinese blog
(issue 30's seventeenth set, part 5; ADR 0237).

The sixteenth set's part 5 read Dubbo's and APISIX's Chinese event pages and the Korean PyTorch tutorials'
translator lines, and the detector was tuned on them (ADR 0231). This part asks whether that carries to a project
no set read: apache/incubator-seata-website (Apache-2.0), its Chinese blog (i18n/zh-cn/docusaurus-plugin-content-blog):

  - meetup-zh2-real: the Hangzhou community meetup of December 2019 (its notice, which names nobody, and its
    summary, one speaker a line: "- 吴江坷《我与SEATA的开源之路…》", "- 陈龙（屹远）《Seata 长事务解决方案 Saga 模式》")
    and the Open Source Promotion Plan 2023 call, one mentor a project ("**项目社区导师：** 陈健斌").

Labels: a person as the text writes it, family name first and whole, in Han. A speaker's Alibaba work name (花名) in
brackets after the name ("申海强（煊檍)") is the name that person goes by at work, a person's name too, and is
labelled apart. Organisations (滴滴, 阿里, 中科院软件所), projects, e-mail addresses and places are not persons. Image
lines are left out; a name inside a percent-encoded slide address is not read. A line naming a person an earlier set
labelled is left out (季敏, labelled by the sixteenth). The builder never ran the detector on this text.

Builder h17a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_seventeenth_cjk.py
"""
import html
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("meetup-zh2-real",)

# kind: (folder under testdata/third_party, files read, in order)
SOURCES = {
    "meetup-zh2-real": ("seata-zh-seventeenth", [
        "seata-community-meetup-hangzhou-ready.md",
        "seata-meetup-hangzhou.md",
        "iscas2023.md",
    ]),
}
DOC_LINES = 8  # kept lines to a document, in file order

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the text writes them, read line by line: the meetup's speakers with two speakers' work names, and
# the 2023 mentors (季敏 is in both pages and an earlier set's name: his lines are left out).
PERSONS = {
    "meetup-zh2-real": words("""吴江坷|申海强|煊檍|张森|陈龙|屹远|陈鹏志|陈健斌|刘月财|李宗杰|王良|张嘉伟"""),
}

# Words that send a line out: none here (no nickname the builder could not decide).
UNSURE = {"meetup-zh2-real": set()}

# Lines left out before labelling: images (the photos after each speaker), HTML-only lines, front-matter rules.
SKIP = re.compile(r"^(!\[|<img|<iframe|<div|</div|---+$)")

find = setkit.find_cjk


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: HTML tags stripped, "|" written as the full-width
    "｜" (the set file's labels use "|"; the 2023 call's title writes "6大课题现已开放挑选 | …"), blank and SKIP lines
    out."""
    folder, files = SOURCES[kind]
    out = []
    for name in files:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            raw = f.read().split("\n")
        kept = []
        for ln in raw:
            ln = html.unescape(re.sub(r"<[^>]*>", "", ln)).strip().replace("|", "\uff5c")
            if ln and not SKIP.search(ln):
                kept.append(ln)
        out.append(kept)
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("seventeenth", KINDS, PERSONS, UNSURE, lines_of, DOC_LINES)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
