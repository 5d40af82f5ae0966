#!/usr/bin/env python3
"""The nineteenth name set's CJK pages: the Apache Linkis website's team page data, Chinese names in Han beside
the same persons' Latin names (issue 30's nineteenth set, part 5; ADR 0253).

Earlier sets' part 5 read Chinese event, blog and minutes pages (Dubbo, APISIX, Seata, DolphinScheduler,
SkyWalking, ServiceComb, OpenHarmony SIG minutes), Korean tutorial headers and speaker pages and the Japanese
PostgreSQL manual's contributors. This part reads a shape none of them read, from a repository no set read:

  - team-zh-real: apache/linkis-website (Apache-2.0), src/pages/team/config.json: the team page's data, a JSON
    object per person (Apache id, GitHub account, avatar address, e-mail address, name), first in Chinese
    ("name": "夏晨") and then again in English ("name": "Chen Xia"), the committers first, then the PPMC list.
    A company's staff directory or an export of its HR system reads the same way: a person's name among
    accounts, addresses and e-mail addresses that are not names.

Labels: a person as the file writes it, whole (Han family name first; a Latin name in the file's order, given name
first: "Chen Xia", "Shao Feng Shi"). GitHub accounts and Apache ids (casionone, peacewong, junping_du), e-mail
addresses, avatar and profile addresses, "Apache Linkis" and the page's prose are not persons. The two English
committer entries that give one part of a name only ("Jie", "Lu": 介龙平 and 陆小龙 in the Chinese half) are left
out (UNSURE), so no person stays in the text unlabelled; so is a line naming a person an earlier set labelled
(代立冬, labelled by the seventeenth set; his English line "Lidong Dai" no set labelled, so it stays). The builder
never ran the detector on this text.

Builder h19a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_nineteenth_cjk.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("team-zh-real",)

# kind: the files read, in order, each (folder under testdata/third_party, file)
SOURCES = {
    "team-zh-real": [("linkis-zh-nineteenth", "config.json")],
}
DOC_LINES = 6  # kept lines to a document, in file order: about a third of the documents name nobody

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the file writes them, read line by line: the six committers and twenty PPMC members in Han, then
# the same persons in Latin (谢建 is "Jian Xie"; " Junping Du" keeps its stray space outside the label).
PERSONS = {
    "team-zh-real": words("""夏晨|张华金|徐杰|陶克路|介龙平|陆小龙|
堵俊平|张铎|邵赛赛|代立冬|史少锋|邸帅|尹强|王和平|杨永坤|刘有|华德义|白乐|周可|谢建|杨峙岳|王小刚|朱辉|王震|张荣|易小华|
Chen Xia|HuaJin Zhang|Jie Xu|Kelu Tao|
Junping Du|Duo Zhang|Jerry Shao|Lidong Dai|Shao Feng Shi|Shuai Di|Qiang Yin|Heping Wang|Yongkun Yang|You Liu|
Deyi Hua|Le Bai|Ke Zhou|Jian Xie|Zhiyue Yang|Xiaogang Wang|Hui Zhu|Zhen Wang|Rong Zhang|Xiaohua Yi"""),
}

# Lines that send themselves out: the two English committer names given in part only ("Jie" for 介龙平, "Lu" for
# 陆小龙), matched with the file's quotes so "Jie Xu" stays.
UNSURE = {
    "team-zh-real": {'"name": "Jie"', '"name": "Lu"'},
}


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: stripped of indentation, blank lines out."""
    out = []
    for folder, name in SOURCES[kind]:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            raw = f.read().split("\n")
        out.append([ln.strip() for ln in raw if ln.strip()])
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("nineteenth", KINDS, PERSONS, UNSURE, lines_of, DOC_LINES)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
