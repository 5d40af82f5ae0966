#!/usr/bin/env python3
"""The fifteenth name set's Chinese, Japanese and Korean knowledge-base pages (issue 30's fifteenth set, part 5;
ADR 0196).

The fourteenth set's Kubernetes posts wrote every person in Latin letters and its Han part was Tang and Song poets. A
company's knowledge base in Chinese, Japanese or Korean names living people in their own script: author lines,
speakers of an agenda, students and mentors, panel guests. This part reads pages no set, tuning set or model read
(reserved in /work/wt/reserved15.md), and the builder labelled every person by hand:

  - blog-zh-real: the Chinese blog of Apache SkyWalking (apache/skywalking-website, Apache-2.0): the blog index with
    its author lines ("time: 吴晟，刘晗，3月23日，2020", beside handles such as innerpeacez and blog names such as
    凯京技术博客), a DevCon agenda, a summit agenda, an online summit, a panel, a talk page and the 2023 summer-of-code
    results (students by name, their schools and pull requests).
  - meetup-zh-real: the Chinese news of Apache ServiceComb (apache/servicecomb-website, Apache-2.0): meetup agendas and
    reports ("**主讲人：** **姜宁**，Apache软件基金会会员…"), two campus talks, a committer's essay and a conversation with
    three Apache members written as turns ("[Justin]", "[姜宁]").
  - conf-ko-real: MeltingCon 2018's session pages (meltingcon/2018, MIT): Korean speakers in Hangul ("- name: 남정현")
    with their community and a line about them.
  - conf-ja-real: Hackers Champloo's conference programmes 2018, 2019, 2023 and 2025 (hackers-champloo/
    hackers-champloo.github.io, MIT): speakers in kanji with a space between family and given name ("淡島 英輝 /
    ちゅらデータ株式会社"), in Latin, and handles (kabi, amacbee, @aipacommander).

Labels: a person as the text writes it, family name first and whole (Han, kana, Hangul or Latin); titles and
honorifics (氏, さん, 先生, 님) outside; GitHub handles, account names, blog names, organisations, projects and
places are not persons and stay unlabelled. Lines the builder could not decide send themselves out (UNSURE): kana
or Han nicknames standing for a speaker (あやぴー, ちょまど, 八雲アナグラ), pen names (芋道源码, 适兕, 杨过). File paths
and image lines (a speaker's photo "../assets/imgs/남정현.jpg", "[PDF](wu_sheng.pdf)") are left out: a name inside a path
is not the name as the prose writes it. A line naming a person an earlier set labelled is left out. The builder
never ran the detector on this text.

Builder h15a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_fifteenth_cjk.py
"""
import html
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

ROOT, TP = setkit.ROOT, setkit.TP  # the repository and its vendored sources

KINDS = ("blog-zh-real", "meetup-zh-real", "conf-ko-real", "conf-ja-real")

# DDD Seoul's speaker pages (dddseoul/dddseoul.github.io, MIT), 2024 and 2025: (year folder, file), in name order.
DDD_SEOUL = [(y, f) for y in ("2024", "2025")
             for f in sorted(os.listdir(os.path.join(TP, "dddseoul-ko-fifteenth", y))) if f.endswith(".md")]

# kind: (folder under testdata/third_party, files read, in order)
SOURCES = {
    "blog-zh-real": ("skywalking-zh-fifteenth", [
        "docs-zh-blog-README.md",
        "2020-08-13-cloud-native-academy.md",
        "2020-11-23-devcon.md",
        "2022-04-18-meeting.md",
        "2023-04-23-obs-summit-china.md",
        "2023-11-04-skywalking-summit-shanghai.md",
        "2023-11-09-ospp-summary.md",
    ]),
    "meetup-zh-real": ("servicecomb-cn-fifteenth", [
        "2018-06-06-how-to-grow-up-to-be-an-apache-committer.md",
        "2018-06-14-apache-servicecomb-incubating-day.md",
        "2018-06-27-apache-servicecomb-day-slides.md",
        "2018-09-28-Apache-ServiceComb-Meetup-2018-Shanghai.md",
        "2018-10-29-Apache-ServiceComb-Meetup-2018-Shanghai-Report.md",
        "2018-11-05-talk-to-apache-experts.md",
        "2019-07-02-Apache-ServiceComb-Meetup-2019-Shanghai-KubeCon+CloudNative+OSS-Report.md",
        "2019-09-20-Apache-ServiceComb-Meetup-2019-Shanghai-Report.md",
        "2019-11-20-playing-on-the-open-source-community-with-Apache-ServiceComb-BUPT.md",
        "2019-12-11-playing-on-the-open-source-community-with-Apache-ServiceComb-GDUT.md",
    ]),
    "conf-ko-real": ("meltingcon-ko-fifteenth", [
        "keynote.md", "registration.md",
        "session_a_0.md", "session_a_1.md", "session_a_2.md", "session_a_3.md",
        "session_b_0.md", "session_b_1.md", "session_b_2.md", "session_b_3.md",
        "session_c_0.md", "session_c_1.md", "session_c_2.md", "session_c_3.md",
        "session_d_0.md", "session_d_1.md", "session_d_2.md", "session_d_3.md",
        "finalize.md",
    ] + [os.path.join("..", "dddseoul-ko-fifteenth", y, f) for y, f in DDD_SEOUL]),
    "conf-ja-real": ("hackers-champloo-ja-fifteenth", [
        "2014-program.md", "2015-program.md", "2016-program.md", "2017-program.md",
        "2018-program.md", "2019-program.md", "2023-program.md", "2025-program.md",
    ]),
}
DOC_LINES = 8  # kept lines to a document, in file order


words = setkit.list_words  # a "|"-separated list over lines, as a set


# The persons, as the text writes them, read line by line.
PERSONS = {
    # SkyWalking: authors, speakers, panel guests, students. 向阳 and 田川 are persons here (a VP of 云杉科技, a
    # speaker of 太保科技); 万凯 an engineer of Tetrate.
    "blog-zh-real": words("""吴晟|刘晗|丁兵兵|赵禹光|赵瑞栋|刘离勇|刘浩扬|刘嘉鹏|温铭|宋振东|高洪涛|张鑫|王院生|万凯|霍秉杰|
罗广明|向阳|乔新亮|董江|柯振旭|陈修能|陆家靖|田川|张文杰|张跃骎|王子忱|曾家华|黄友亮|胡宇腾|王竹|孟祥迎|罗文|黄颖"""),
    # ServiceComb: speakers, authors in Latin (front matter), the conversation's turns and its two questioners.
    "meetup-zh-real": words("""姜宁|朱小卫|田晓亮|马彬|潘娟|刘宝|王启军|苗彦杰|冯征|巨震|鲍永伟|吴继敏|李林锋|王磊|郑志鹏|
闫博|徐飒|吴晟|刘力力|张天伦|Mabin|Dean Lee|Zen Lin|Kirin Wang|Zhen Ju|Chinx|Zhou Zhongyuan|Yangyong Zheng|
Roman Shaposhnik|Justin Mclean|Craig Russell|Craig Rossell|Jean-Baptiste Onofré|Justin|Roman|Craig"""),
    # MeltingCon: the speakers in Hangul.
    # DDD Seoul: the speaker of each page ("# 🎤 발표자: 유병욱", "- **이름**: 유병욱"), two speakers of one session
    # ("이수민/최재순"), Justin Yoo written in Hangul (유저스틴), speakers named in their own introductions.
    "conf-ko-real": words("""김영욱|남정현|심장훈|조성수|김훈동|유영천|문현경|이승민|옥찬호|김어진|정윤진|진석준|최현묵|유성민|
임정택|조희주|신상재|박성기|유병욱|김대근|백도운|박구삼|최효근|김현혜|이재석|황지현|김진석|김지선|이종인|박정환|배준오|
유저스틴|문경필|박민진|송민석|조민성|이시영|이소담|안성진|강성욱|송윤희|박경선|김한얼|안혜선|김재현|이정인|송기수|진미나|
이수민|최재순|박태영|최연우|이여원"""),
    # Hackers Champloo: speakers in kanji (with the space the programme writes), in hiragana and in Latin.
    "conf-ja-real": words("""赤塚 妙子|古波倉 正隆|安川 要平|吉田 真吾|藤原 俊一郎|大坪 弘尚|常名 隆司|Taichi Nakashima|川合秀実|
岩村 琢|安里 悠矢|Paul McMahon|Wataru MIYAGUNI|下地泰寛|川原大輝|Yonashiro Yuu|新垣雄志|淡島 英輝|鷹雄 健|村濱 一樹|
金春 利幸|明松 真司|高田 宏輝|神谷 築|山城 博幸|中野|よなしろゆう|永岡 克利|下地 和輝|中山 祐平|伊波 幹夫|宮原 徹|
西岡 大輔|尾崎 隆|花田 茂|伊藤 直也|坪井 眞剛|佐藤 直生|髙﨑 奈美|米須 渉|清野 剛史|せいの つよし|深谷 篤生|福嶺 秀策|
知花 司|大塚 誠|堀江 大輔|永瀬 美穂|安田 裕介|當眞 大千|浅井 航平|大澤 俊彦|石橋 秀仁|伊藤直也|金城 裕|岡本 秀高|
糸満 優樹|豊川 大悟|福本 貴之|大谷 祐司|山田 涼雅|刈川 陽平|堀家 隆宏|松木雅幸|與那城 雄|上川 慶|藤井 洋太郎|
大塚 弘記|矢崎 裕一|上田拓也|うえだたくや|山本 裕介"""),
}

# Words that send a line out: pen names and account names standing for a person (芋道源码 "Yudao source code", a
# WeChat account; 适兕 and 杨过, pen names), nicknames in kana or Han standing for a speaker, the 2019 line that
# writes a speaker's nickname in brackets after her name (ちょまど), and a university lab named after its professor
# (河野研).
UNSURE = {
    "blog-zh-real": words("芋道源码|适兕|杨过"),
    "meetup-zh-real": set(),
    "conf-ko-real": set(),
    "conf-ja-real": words("""あやぴー|てっぷ|りゅう ｜|まさ（|ちょまど|ぬこ@横浜|河野研|八雲アナグラ|カンボ|やんすぃー|どりぃ|ぺん！|さぼ@春秋|びたー|
Napori"""),
}

# Lines left out before labelling: images, photo paths, slide links, video embeds, front-matter keys with paths.
SKIP = re.compile(r"^(!\[|\[(PDF|中文PDF下载|点击下载)|image:|\{\{<|<img|redirect_from|permalink:|ref:|  - /theme-setup/|"
                  r"---+$|\*\*\*\*$)|\]\(\.\./assets/|^\s*\[PDF 파일\]")

LATIN, OWN = setkit.LATIN, setkit.OWN  # the shared bounds, kept here under their old names
find = setkit.find_cjk


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order: HTML tags stripped (the Japanese programmes are HTML
    tables inside Markdown), "|" written as the full-width "｜" (the set file's labels use "|"; the programmes
    separate a lightning talk's speaker from its title with it), blank and SKIP lines out."""
    folder, files = SOURCES[kind]
    out = []
    for name in files:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            text = f.read()
        kept = []
        for ln in text.split("\n"):
            ln = html.unescape(re.sub(r"<[^>]*>", "", ln)).strip().replace("|", "\uff5c")
            if ln and not SKIP.search(ln):
                kept.append(ln)
        out.append(kept)
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("fifteenth", KINDS, PERSONS, UNSURE, lines_of, DOC_LINES)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
