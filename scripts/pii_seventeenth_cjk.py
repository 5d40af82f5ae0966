#!/usr/bin/env python3
"""The seventeenth name set's Chinese event pages: meetup and mentor pages of two Apache projects' Chinese blogs
(issue 30's seventeenth set, part 5; ADR 0237).

The sixteenth set's part 5 read Dubbo's and APISIX's Chinese event pages and the Korean PyTorch tutorials'
translator lines, and the detector was tuned on them (ADR 0231). This part asks whether that carries to projects no
set read (Apache-2.0 both):

  - meetup-zh2-real: apache/incubator-seata-website's Chinese blog (i18n/zh-cn/docusaurus-plugin-content-blog): the
    Hangzhou community meetup of December 2019 (its notice, which names nobody, and its summary, one speaker a line:
    "- 吴江坷《我与SEATA的开源之路…》", "- 陈龙（屹远）《Seata 长事务解决方案 Saga 模式》") and the Open Source
    Promotion Plan 2023 call, one mentor a project ("**项目社区导师：** 陈健斌"); and apache/dolphinscheduler-website's
    Chinese blog (blog/zh-cn): three meetup programmes, the speaker inside a talk's brackets after the employer
    ("（易观-乔占卫 14:20-15:00）", "（ 趣加游戏 & Committer   刘小春）") or at the head of a line ("刘建敏/360数科/大数据工程师").

Labels: a person as the text writes it, family name first and whole, in Han. A speaker's Alibaba work name (花名) in
brackets after the name ("申海强（煊檍)") is the name that person goes by at work, a person's name too, and is
labelled apart. Organisations (滴滴, 易观, 京东数科, 360数科, 杭州思科, 途家, 中科院软件所), projects, e-mail addresses,
places and the pinyin of a name inside a slide's file name (DolphinScheduler_liuxiaochun.pptx) are not persons.
Image lines are left out; a name inside a percent-encoded slide address is not read. A line naming a person an
earlier set labelled is left out (季敏 and 潘娟, labelled by earlier sets). The builder never ran the detector on this
text.

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

# kind: the files read, in order, each (folder under testdata/third_party, file)
SOURCES = {
    "meetup-zh2-real": [("seata-zh-seventeenth", f) for f in (
        "seata-community-meetup-hangzhou-ready.md",
        "seata-meetup-hangzhou.md",
        "iscas2023.md",
    )] + [("dolphinscheduler-zh-seventeenth", f) for f in (
        "meetup_2019_10_26.md",
        "meetup_2019_12_08.md",
        "Meetup_2022_02_26.md",
    )],
}
DOC_LINES = 8  # kept lines to a document, in file order

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the text writes them, read line by line: Seata's meetup speakers with two speakers' work names and
# its 2023 mentors (季敏 is in both pages and an earlier set's name: his lines are left out); DolphinScheduler's
# speakers of three meetups (潘娟, an earlier set's name, speaks at the 2019 Beijing one: her line is left out).
PERSONS = {
    "meetup-zh2-real": words("""吴江坷|申海强|煊檍|张森|陈龙|屹远|陈鹏志|陈健斌|刘月财|李宗杰|王良|张嘉伟|
郭炜|乔占卫|吴宝琪|张宗尧|杨孟霏|代立冬|刘小春|张永伦|杨爽|刘建敏|李庆旺|昝绪超|刘千"""),
}

# Words that send a line out: the persons an earlier set labelled (季敏, 潘娟), so no person stays in the text
# unlabelled.
UNSURE = {"meetup-zh2-real": words("季敏|潘娟")}

# Lines left out before labelling: images (the photos after each speaker), HTML-only lines, front-matter rules.
SKIP = re.compile(r"^(!\[|<img|<iframe|<div|</div|---+$)")

find = setkit.find_cjk


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: HTML tags stripped, "|" written as the full-width
    "｜" (the set file's labels use "|"; the 2023 call's title writes "6大课题现已开放挑选 | …"), blank and SKIP lines
    out."""
    out = []
    for folder, name in SOURCES[kind]:
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
