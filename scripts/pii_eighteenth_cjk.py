#!/usr/bin/env python3
"""The eighteenth name set's CJK pages: Chinese SIG meeting minutes of OpenHarmony and the Japanese PostgreSQL
manual's contributor appendix (issue 30's eighteenth set, part 5; ADR 0242).

Earlier sets' part 5 read Chinese event and blog pages (Dubbo, APISIX, Seata, DolphinScheduler, SkyWalking,
ServiceComb), Korean tutorial headers and speaker pages, and few Japanese names. This part reads two shapes no set
read, from repositories no set read:

  - minutes-zh-real: openharmony/community (Apache-2.0), seventeen SIG meeting minutes under sig/*/meetings/: attendee
    lists one person a line, the name before a gitee/gitcode handle ("张泰 [@tiger-zhang](…)", "任革林@im-off-this-week")
    or an employer ("侯鹏飞（开鸿智谷）", "[石金得-华为]"), and the notes' presenters ("汇报人：苏其宽") and owners
    ("宋正伟主要负责汇总信息并分配工作").
  - translators-ja-real: pgsql-jp/jpug-doc (the PostgreSQL licence, stated in the repository's legal.sgml),
    doc/src/sgml/jpug-doc.sgml: the Japanese manual's contributors per release, one a paragraph, family name, a
    space (or none, or a full-width space) and given name, often after the employer ("SRA OSS, Inc. 日本支社 石井 達夫",
    "株式会社シーエーシー　 松田 神一").

Labels: a person as the text writes it, family name first and whole (a Japanese name's inner space kept), in Han,
or in Latin for the one Vietnamese contributor (Dang Minh Huong) and the English name beside one attendee's Han name
(何佳 Justin: two labels). Handles (@tiger-zhang, azarakko, wawanalala), e-mail addresses, organisations (华为,
深开鸿, SRA OSS, Inc., 株式会社アシスト), SIGs, projects, places are not persons. A line with a person written only
in part or by a nickname (于老师, 丽娜, 大何, HoganZhang, ぬこ＠横浜) is left out (UNSURE), so no person stays in the
text unlabelled; so is a line naming a person an earlier set labelled. The builder never ran the detector on this
text.

Builder h18a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_eighteenth_cjk.py
"""
import html
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources

KINDS = ("minutes-zh-real", "translators-ja-real")

# kind: the files read, in order, each (folder under testdata/third_party, file)
SOURCES = {
    "minutes-zh-real": [("openharmony-zh-eighteenth", f) for f in (
        "sig_gateway-2025_02_20_meeting.md",
        "sig_riscv-2024-01-19-meeting.md",
        "sig_programanalysis-2024_12_19_meeting.md",
        "sig_riscv-2023-05-12-meeting.md",
        "sig_arm-2025_09_04_meeting.md",
        "sig_bdoh-2025_01_20_meeting.md",
        "sig_adss-2025_02_20_meeting.md",
        "sig_ib-2025_02_07_meeting.md",
        "sig_knowlege-2025-05-21-meeting.md",
        "sig_architecture-2022_01_11_meeting.md",
        "sig_huaweicloud-2024_03_12_meeting.md",
        "sig_riscv-2023-09-22-meeting.md",
        "sig_gateway-2025_03_06_meeting.md",
        "sig_qt-2024-04-11-metting.md",
        "sig_kernel-2023_04_25_meeting.md",
        "sig_riscv-2023-05-26-meeting.md",
        "sig_qt-2025-05-30-metting.md",
    )],
    "translators-ja-real": [("jpug-doc-ja-eighteenth", "jpug-doc.sgml")],
}
DOC_LINES = 8  # kept lines to a document, in file order

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the text writes them, read line by line.
PERSONS = {
    # gateway (29 attendees, three speakers among them), riscv 2024-01-19 and 2023-05-12 (attendees), program
    # analysis (13 attendees, four presenters), arm (8 attendees), bdoh (9), adss (7), ib (7), knowledge (7),
    # architecture 2022-01-11 (7 attendees, 8 presenters), huaweicloud (5); then riscv 2023-09-22 and 2023-05-26,
    # gateway 2025-03-06, qt twice (speakers, attendees, owners), kernel (6 attendees, two written with their
    # characters spaced apart for alignment, "易  见", labelled as written).
    "minutes-zh-real": words("""任革林|施超|周鹏|胡孝东|李辽原|户锐|梁毅文|王振|苗泽昱|房璟|宋永超|李贵|洪鹗|强亮|石磊|张勇赛|
徐方鑫|钱振华|张栋|刘向辉|杨震泉|杨超|张承|范光彬|曾军|杨秦凯|张依东|王紫淇|吕钰菁|
于佳耕|周锋|朱伟|闻飞|魏明冲|韩昌刚|陈荣|刘赛|来恒|常秉善|邰阳|陈苗苗|戴研|郝继超|张庆秋|陈美汝|袁穗聪|
黎立|徐凌云|孙波|范刚|黄建华|何鑫|许丹|薛义飞|陈森|柴仁超|赵彦杰|伍家乐|蒋贤潇|许梦倩|高祥|
郑森文|连志安|宫文学|林丹妮|方华启|倪茂|薛宇豪|杜东|刘邵华|张路|王承杰|
何佳|Justin|孟祥夫|侯鹏飞|陈景欣|谢海|林洪亮|巴延兴|张子烽|
周益|胡光明|黄登成|姬文军|吴晓峰|邓晨阳|支春阳|方志军|
张泰|程志鹏|卢琦|姜钰潇|狄艾威|苏其宽|刘江航|
于军琪|冯春勇|朱文锐|宋正伟|翁彤彤|朱佳慧|杨倩|
石金得|袁博文|赵鹏|徐路路|徐建国|孙炼|苏家乐|
董金光|赵文华|万承臻|强波|黄明龙|梁克雷|李恒|孙耀祖|潘钦旭|刘天石|王小彬|黄然|宋远征|林舒卿|
聂雁凌|贺张俭|蒋天翔|丰先家|陈星利|
田佳乐|丁林军|吴圣垚|李洋|于大伍|贾振兴|邵慧华|王高|葛章华|黎子瑄|黄德俊|
蔡万苍|王利忠|王豪|罗亮|李耀松|张省委|何祥|代小兵|罗国鹏|陈雨浩|
易  见|缪  勰|魏永军|黄节两|胡兆冬|朱佳鑫|周杰|姚为|蒋卫峰|张小飞"""),
    # PostgreSQL 12, 11, 10 and 9.6 contributors (many in more than one release).
    "translators-ja-real": words("""小泉 悟|斉藤 登|藤井 隆夫|星合 拓馬|石井 達夫|高塚 遙|田中 健一朗|大平 直宏|篠田 典良|
佐藤 友章|矢吹 洋一|大塚 憲司|坂田 哲夫|山田達朗|藤井 雅雄|西川 一樹|黒田 隼人|千田 貴大|細谷柚子|上原 一樹|
堀田\u3000倫英|遠藤 杏奈|澤田 雅彦|寺内 大輝|松田 神一|彭 博|垣谷 学|小山 哲志|松枝 智也|近藤 太樹|Dang Minh Huong"""),
}

# Words that send a line out: a person written by title or in part only (于老师: 于军琪, the SIG's professor;
# 丽娜, a given name alone), nicknames (大何, ぬこ＠横浜) and a handle built on a person's name (HoganZhang).
UNSURE = {
    "minutes-zh-real": words("于老师|丽娜|大何|HoganZhang"),
    "translators-ja-real": words("ぬこ＠横浜"),
}

# Lines left out before labelling: images, HTML-only lines, front-matter rules, an SGML comment's own lines.
SKIP = re.compile(r"^(!\[|<img|<iframe|<div|</div|---+$|<!--$|-->$)")


def clean(ln):
    """One line as kept: SGML/HTML tags and one-line comments stripped, entities read, "|" written as the
    full-width "｜" (the set file's labels use "|"; the minutes' tables use it), and a list item's single bracket
    pair taken off ("- [石金得-华为]" reads "- 石金得-华为": a label inside a single bracket would read "[[[")."""
    ln = html.unescape(re.sub(r"<[^>]*>", "", ln)).strip().replace("|", "\uff5c")
    return re.sub(r"^- \[([^\[\]]+)\]$", r"- \1", ln)


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: cleaned, blank and SKIP lines out."""
    out = []
    for folder, name in SOURCES[kind]:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            raw = f.read().split("\n")
        out.append([c for c in (clean(ln) for ln in raw if not SKIP.search(ln.strip())) if c])
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("eighteenth", KINDS, PERSONS, UNSURE, lines_of, DOC_LINES)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
