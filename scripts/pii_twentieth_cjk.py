#!/usr/bin/env python3
"""The twentieth name set's CJK pages: Regional RubyKaigi programme pages in Japanese (speakers and organisers in
Han and kana beside their handles, companies, universities and user groups) and PyCon Korea 2014's programme data
(speakers in Hangul among e-mail addresses, slugs and links) (issue 30's twentieth set, part 5; ADR 0268).

Earlier sets' part 5 read Chinese event, blog, team and minutes pages and Korean speaker pages, and few Japanese
names (the Japanese PostgreSQL manual's translators, Hackers Champloo, Kubernetes ja). This part reads two shapes
from repositories no set read:

  - kaigi-ja-real: ruby-no-kai/regional.rubykaigi.org (MIT), the index.html of twenty-five regional Ruby
    conferences held 2008-2013 (Kyushu, Sendai, Nagoya, Matsue, Kansai, Okayama, Gunma, Tochigi, Sapporo, Tokyo, Oedo,
    Hiroshima): a
    programme as a Japanese web page, each talk a title, "発表者" and a speaker ("川端 光義（@agilekawabata） -
    株式会社アジャイルウェア 代表取締役", "笹田 耕一 <東京大学大学院情報理工学系研究科>"), a profile and an abstract,
    then lightning talks, the organising committee, sponsors and venue notes. A company's internal events calendar
    or study-group programme in Japanese reads the same way.
  - programme-ko-real: pythonkr/pyconkr-2015 (MIT), pyconkr/fixtures/pyconkr.json at its first commit: the PyCon
    Korea 2014 site's Django fixture, read as one line a field of its speaker, programme, announcement and job-fair
    records ("speaker.name: 홍민희", "speaker.email: …", "speaker.desc: 주식회사 스포카에서 …"). An HR or events
    system's export in Korean reads the same way.

A page's text is the HTML with its scripts, styles, comments and tags taken out (a line break at <br>, </p>,
</li>, </div>, headings and table cells), from the page's first programme heading (PAGES) to its last kept line;
a line over LONG characters (abstracts and profiles) is cut at LONG (no listed name crosses the cut), so a
document stays a few KB.

Labels: a person as the page writes them, whole, family name first in Han, kana and Hangul, with or without the
space the page puts between the names ("山本 和久", "山本和久", "若槻　等"), a name written in hiragana or katakana too
("まつもとゆきひろ", "マツモトサトシ", the reading "おおがきやすお" beside 大垣 靖男), Latin names in the page's order
("Andrew Hunt", "Kajiyama Ryusuke" and "Ryusuke Kajiyama"). Honorifics and titles (さん, 氏, 博士, 님) stay
outside; so does a particle glued to a Korean name (강철은). Handles, slugs and account names (@nay3, xibbar,
june29, terurou, issm, lqez, haje01), e-mail and link addresses, companies, universities, user groups (Ruby東海,
Asakusa.rb), products (국민내비 김기사 is a navigation app), shops (とんかつ高田) and places are not persons. A line
where a person is named by family or given name alone or by a pen name or nickname (吉田さん, 三輪さん,
"深谷です。", "Yugui", "がぶちゃん", "g新部 裕", "H.Hiro", 혜식님은) is left out (UNSURE), so no person stays in the
text unlabelled; so is a line naming a person an earlier set labelled (none did) and a line holding "|" (the
pages write "日本Rubyの会 || (株)永和…"). The builder never ran the detector on this text.

Builder h20a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_twentieth_cjk.py
"""
import html
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

TP = setkit.TP  # the vendored sources
FOLDER = "regional-rubykaigi-ja-twentieth"

KINDS = ("kaigi-ja-real", "programme-ko-real")
KO_FOLDER = "pyconkr-ko-twentieth"
KO_MODELS = ("speaker", "program", "announcement", "jobfair")  # the fixture's records read, by model

# The pages read, in order: (file, the first kept line, the first line left out or None for the page's end).
PAGES = [
    ("kyushu01.html", "プログラム (一部未確定", "関連イベント"),
    ("sendai01.html", "プログラム", "会場のネットワークについて"),
    ("nagoya01.html", "プログラム", "Goodies（おまけ）"),
    ("matsue02.html", "プログラム", "以下は 松江Ruby会議02で行う 来年度に行うプログラミングコンテストについてです。"),
    ("kansai04.html", "プログラム", "おまけ"),
    ("okayama01.html", "プログラム", "懇親会 最大６０人程度"),
    ("okayama02.html", "プログラム", "参加登録"),
    ("gunma01.html", "開催概要", "ゆRuby Beyond"),
    ("tochigi05.html", "プログラム", "懇親会の申し込み"),
    ("sapporo02.html", "プログラム", "Goodies（おまけ）"),
    ("tokyo03.html", "タイムテーブル", None),
    ("oedo01.html", "タイムテーブル", "懇親会"),
    ("tochigi02.html", "プログラム", "参加登録"),
    ("sapporo03.html", "プログラム", "オリジナルTシャツ"),
    ("nagoya02.html", "プログラム", None),
    ("sapporo01.html", "プログラム", "Goodies（おまけ）"),
    ("matsue03.html", "プログラム", "参加登録"),
    ("tochigi03.html", "プログラム", "西那須野駅近辺のお食事どころ"),
    ("tochigi04.html", "タイムテーブル", "参加登録"),
    ("tokyo01.html", "プログラム", "東京Ruby会議のロゴファイル"),
    ("kansai03.html", "プログラム", "参加登録"),
    ("matsue04.html", "プログラム", "参加登録"),
    ("kansai02.html", "プログラム (仮)", "参加登録"),
    ("tochigi01.html", "プログラム", "懇親会"),
    ("hiroshima01.html", "プログラム", None),
]
LONG = 160  # a longer line (an abstract, a profile) is cut here
PER_DOC = 8  # kept lines to a document

words = setkit.list_words  # a "|"-separated list over lines, as a set

# The persons, as the pages write them, read page by page.
PERSONS = {
    "kaigi-ja-real": words("""新井 俊一|中島　賢一|岡部　浩太郎|根之木 礼司|増満 工将|Andrew Hunt|迎 義規|森 雅生|佐々木 勉|
桜井 雅史|佐野 陽光|林 維毅|田代 勝也|山田 毅|三嶋 博之|兼清 裕平|笹田 耕一|桑田誠|秋間 武志|
藤岡岳之|須藤功平|大場光一郎|大場寧子|諸橋恭介|武田広幸|角谷信太郎|高井直人|伊藤勝良|新井俊一|島田浩二|橋本明彦|松田明|
マツモトサトシ|内山 滋|浦嶌 啓太|かたぎり えいと|北村　亮|豊吉隆一郎|西尾啓之|角谷 信太郎|
まつもとゆきひろ|若槻　等|川原伸也|縄手雅彦|森　雅生|井川 勉|
川端光義|高田悟史|佐々木達也|ひがきまさる|河野十行|大和田純|
山本 和久|小西 雅也|木村 有祐|吉井 英人|福田 大志|尾古 豊明|柴田博志|仲光信吾|つじたさとみ|山本和久|佐藤竜之介|
川端 光義|大垣 靖男|おおがきやすお|行森 奈雄|山口 真央|逸見 誠|芝 世弐|
南齋雄一|金澤宏昭|早川真也|寺嶋祐也|関 将俊|こしば としあき|五十嵐邦明|寺嶋章子|斎藤ただし|
酒匂寛|さこう　ひろし|三村 益隆|高井 直人|笹田耕一|後藤謙太郎|福井修|和田 卓人|
柴田 博志|石田 朗雄|須藤 功平|田中哲|片平裕市|はしむかい としかつ|白土慧|高橋征義|沼田 一哉|谷口 文威|前田 智樹|
設樂 洋爾|松尾三郎|設樂洋爾|
園田裕貴|成瀬ゆい|新井素子|園田 裕貴|成瀬 ゆい|吉川 毅|Greg Brown|小川 伸一郎|志村 弘之|おおかゆか|五十嵐邦明|三浦彩|
松田 明|中村浩士|山崎大輔|江森真由美|赤松 祐希|舘野 祐一|たての ゆういち|
角征典|やまだあきら|和田卓人|渋川 よしき|設樂 洋爾|池澤 一廣|佐藤 基裕|江渡 浩一郎|五十嵐 邦明|藤岡 岳之|
村田 賢太|まつもと ゆきひろ|島田 浩二|山川宣仁|Yamakawa Norihito|関将俊|大場 寧子|高橋 征義|
桑田 誠|松田 邦仁久|Paolo Perrotta|伊藤 浩一|
田島あきお|木戸貞善|大路裕介|溝口浩二|わだ たくと|宇畑 洋介|鶴原 隆一|原　悠|前田 修吾|高尾宏治|
Shota Fukumori|越水智之|池澤一廣|リック・サンダース|坪井創吾|樽家昌也|
まつだ あきら|せきまさとし|村田賢太|吉見 圭司|森田尚|柳澤康弘|荻野淳也|
よしだあつし|福井 修|小波 秀雄|ふるかわだいすけ|Ryo Nagai|Kiyoka Nishiyama|橋本将|井上裕之|
松本一輝|ストヤン ジェコフ|原信一郎|米澤慎|大川祐介|安藤葉子|伊尾木将之|坂田真一"""),
}

PERSONS["programme-ko-real"] = words("""김승진|구종만|김창민|한상곤|정민영|배준현|이상곤|Kajiyama Ryusuke|Ryusuke Kajiyama|
홍민희|서지원|김정주|김경훈|이승준|김형용|강철|박은정|김태웅|박준범|김가경|강대성|장혜식|박현우""")

# Words that send their line out: a person named by family or given name alone, a pen name or nickname, a
# handle with an honorific.
UNSURE = {
    "kaigi-ja-real": {"吉田さん", "ursmさん", "zephiransasさん", "三輪さん", "中本さん", "中野さん", "逸見さん",
                      "高橋さん", "川端さん", "万波さん", "英吉さん", "山口（", "まつもとさん", "Yugui", "ハヤカワさん",
                      "テラジマさん", "g新部", "がぶちゃん", "のりおさん", "酒匂さん", "池澤です", "深谷です", "関くん",
                      "南齋です", "佐々木です", "nari <", "大場さん", "monyakata", "ノ新井ガ",
                      "須藤プロダクツ", "H.Hiro", "設楽さん", "kuko", "えーいち", "するき",
                      "まいむぞう", "発表者:nari", "ささたつ", "こうの /", "助田さん", "cuzic さん", "しずと",
                      "kyara さん", "大林さん", "かわばた", "まつもと氏", "サイロス誠", "nari さん"},
    "programme-ko-real": {"혜식님은"},
}


def page_lines(raw):
    """An HTML page's text lines: scripts, styles, comments and tags out, a break at <br> and block ends,
    entities read, each line stripped, blank lines out."""
    raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", "", raw)
    raw = re.sub(r"(?s)<!--.*?-->", "", raw)
    raw = re.sub(r"(?i)<br\s*/?>|</(p|li|h\d|div|tr|dt|dd|td|th)>", "\n", raw)
    raw = html.unescape(re.sub(r"(?s)<[^>]*>", "", raw))
    return [ln.strip() for ln in raw.split("\n") if ln.strip()]


def kept(lines, first, stop):
    """The lines from the first one starting with first up to (not with) the first later one equal to stop; each
    cut at LONG characters."""
    start = next(i for i, ln in enumerate(lines) if ln.startswith(first))
    end = next((i for i in range(start + 1, len(lines)) if lines[i] == stop), len(lines))
    return [ln[:LONG] for ln in lines[start:end]]


def record_lines(path):
    """The PyCon Korea fixture's speaker, programme, announcement and job-fair records, in file order: one line a
    non-empty field ("speaker.name: 홍민희"), HTML out of the text, the speaker's links joined; each cut at LONG."""
    with open(path, encoding="utf-8") as f:
        records = json.load(f)
    out = []
    for rec in records:
        model = rec["model"].split(".")[-1]
        if model not in KO_MODELS:
            continue
        for key, value in rec["fields"].items():
            if isinstance(value, dict):
                value = ", ".join(value[k] for k in sorted(value))
            elif not isinstance(value, str):
                continue
            text = " ".join(page_lines(value.replace("<br>", " ")))
            if text:
                out.append(f"{model}.{key}: {text}"[:LONG])
    return out


def lines_of(kind):
    """A kind's kept lines, one list a file: the programme pages in PAGES order, or the fixture's records."""
    if kind == "programme-ko-real":
        return [record_lines(os.path.join(TP, KO_FOLDER, "pyconkr.json"))]
    out = []
    for name, first, stop in PAGES:
        with open(os.path.join(TP, FOLDER, name), encoding="utf-8") as f:
            out.append(kept(page_lines(f.read()), first, stop))
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("twentieth", KINDS, PERSONS, UNSURE, lines_of, PER_DOC)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
