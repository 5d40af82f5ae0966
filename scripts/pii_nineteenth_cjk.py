#!/usr/bin/env python3
"""The nineteenth name set's CJK pages: the Apache Linkis website's team page data (Chinese names in Han beside the
same persons' Latin names) and FEConf Korea's session data (speakers in Hangul among Korean abstracts, companies
and sponsors) (issue 30's nineteenth set, part 5; ADR 0253).

Earlier sets' part 5 read Chinese event, blog and minutes pages (Dubbo, APISIX, Seata, DolphinScheduler,
SkyWalking, ServiceComb, OpenHarmony SIG minutes), Korean tutorial headers and speaker pages (PyTorch Korea,
MeltingCon, DDD Seoul, JSConf Korea) and the Japanese PostgreSQL manual's contributors. This part reads two shapes
from repositories no set read:

  - team-zh-real: apache/linkis-website (Apache-2.0), src/pages/team/config.json: the team page's data, a JSON
    object per person (Apache id, GitHub account, avatar address, e-mail address, name), first in Chinese
    ("name": "夏晨") and then again in English ("name": "Chen Xia"), the committers first, then the PPMC list.
    A company's staff directory or an export of its HR system reads the same way: a person's name among
    accounts, addresses and e-mail addresses that are not names.
  - talks-ko-real: fedgkr/feconf2020 src/resources/data.ts, fedgkr/feconf2021 src/data/db/sessions.ts and
    fedgkr/feconf2024 src/features/programs/data/sessions.ts (MIT):
    a conference programme as TypeScript objects, a Korean title and abstract, track and times, and a speaker
    record (name: '원지혁', company: '당근마켓', role: 'Frontend Developer'); the 2020 file ends with the sponsors
    (name: '비바리퍼블리카', '우아한형제들': organisations). An events calendar or a training programme in a Korean
    company wiki reads the same way.

Labels: a person as the file writes it, whole (Han and Hangul family name first; a Latin name in the file's order,
given name first: "Chen Xia", "Shao Feng Shi"). In the talks, companies ('Toss Payments', '비바리퍼블리카(토스)',
'마켓컬리, 코드숨'), sponsors, the sponsor sessions' speaker fields ('Toss', '후원사 특별세션'), products and libraries
(Relay, Recoil, swc, hwp.js) are not persons. GitHub accounts and Apache ids (casionone, peacewong, junping_du), e-mail
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

KINDS = ("team-zh-real", "talks-ko-real")

# kind: the files read, in order, each (folder under testdata/third_party, file)
SOURCES = {
    "team-zh-real": [("linkis-zh-nineteenth", "config.json")],
    "talks-ko-real": [("feconf-ko-nineteenth", f) for f in (
        "feconf2020-data.ts", "feconf2021-sessions.ts", "feconf2024-sessions.ts")],
}
# kind: (kept lines to a document, in file order; one document in blank_every without a person kept, or None for
# all): about a third of each kind's documents name nobody.
DOC_LINES = {"team-zh-real": (6, None), "talks-ko-real": (8, 2)}

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the file writes them, read line by line: the six committers and twenty PPMC members in Han, then
# the same persons in Latin (谢建 is "Jian Xie"; " Junping Du" keeps its stray space outside the label).
PERSONS = {
    "team-zh-real": words("""夏晨|张华金|徐杰|陶克路|介龙平|陆小龙|
堵俊平|张铎|邵赛赛|代立冬|史少锋|邸帅|尹强|王和平|杨永坤|刘有|华德义|白乐|周可|谢建|杨峙岳|王小刚|朱辉|王震|张荣|易小华|
Chen Xia|HuaJin Zhang|Jie Xu|Kelu Tao|
Junping Du|Duo Zhang|Jerry Shao|Lidong Dai|Shao Feng Shi|Shuai Di|Qiang Yin|Heping Wang|Yongkun Yang|You Liu|
Deyi Hua|Le Bai|Ke Zhou|Jian Xie|Zhiyue Yang|Xiaogang Wang|Hui Zhu|Zhen Wang|Rong Zhang|Xiaohua Yi"""),
    # FEConf 2020 (the organizer's keynote, twelve speakers), 2021 (twelve speakers; 원지혁 spoke both years) and
    # 2024 (ten talks, then six lightning groups whose abstract names each speaker before the title: "조성진 - …";
    # the first group's abstract writes 박정우 where its speaker list writes 박정욱: both labelled as written).
    "talks-ko-real": words("""김태훈|이현섭|원지혁|이한|최태건|최수형|김혜성|이경주|이성원|나윤환|최종택|심흥운|김성현|
안희종|임지훈|김현태|이병철|이상우|김상근|한윤석|김도환|강동윤|장기효|배선우|
최수범|김강현|백부석|강선규|제한재|양의현|지용민|유진의|박영진|정석호|정미량|유승완|박정우|박정욱|박태호|배휘동|최지민|
조성진|김무훈|이재호|홍서희|김민수|최관수|강인영|조영록|권경민|김승모|임경희|한재현|김관식|박준영|신다혜|김지연"""),
}

# Lines that send themselves out: the two English committer names given in part only ("Jie" for 介龙平, "Lu" for
# 陆小龙), matched with the file's quotes so "Jie Xu" stays.
UNSURE = {
    "team-zh-real": {'"name": "Jie"', '"name": "Lu"'},
    "talks-ko-real": set(),
}


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: stripped of indentation, blank lines out."""
    out = []
    for folder, name in SOURCES[kind]:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            raw = f.read().split("\n")
        out.append([ln.strip() for ln in raw if ln.strip()])
    return out


class Part(setkit.PagePart):
    """pii_setkit.PagePart with a document size and a share of kept person-less documents per kind (DOC_LINES):
    a team record is six lines, a talk record fourteen."""

    def grouped(self, kind, earlier):
        """Each file's kept lines, DOC_LINES[kind] to a document (no document spans two files)."""
        per_doc, blank_every = DOC_LINES[kind]
        rows = [[self.labelled(kind, u, earlier) for u in units] for units in self.lines_of(kind)]
        return setkit.group_rows(kind, rows, per_doc, "\n", blank_every=blank_every)


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = Part("nineteenth", KINDS, PERSONS, UNSURE, lines_of, None)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
