"""Part 5 of the fourteenth held-out name set (docs/adr/0177): persons written in Han characters inside Chinese
prose, labelled by hand. Part 4 (scripts/pii_fourteenth_scripts.py) found only persons written in Latin letters in
Chinese and Japanese lines; issue 30 asks for Chinese names in their own script, family name first.

Source: the biographies of Song ci poets in chinese-poetry/chinese-poetry (MIT), vendored byte for byte under
internal/pii/testdata/third_party/chinese-poetry-fourteenth/. Each poet's "description" is split into sentences at
"。"; a sentence is kept when no rule below leaves it out, and every person the builder read in it is labelled as
written, family name first and whole. Standard library only; deterministic.

Run `python3 scripts/pii_fourteenth_cjk.py` for the per-kind counts and the label checks."""

import collections
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TP = os.path.join(ROOT, "internal/pii/testdata/third_party/chinese-poetry-fourteenth")
LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]")

KIND = "biography-zh-real"
# The Tang poets' biographies are in traditional characters: their own kind, so a miss in one script does not hide
# behind the other.
HANT = "biography-zh-hant-real"
KINDS = [KIND, HANT]

# The poets the builder read, in file order: the first AUTHORS entries of author.song.json.
AUTHORS = 45
# A Song sentence without a person is kept when its index in the poet's text is a multiple of this.
KEEP_EMPTY = 5
# Kept sentences per document: a document holds one poet's sentences, or part of them.
PER_DOC = 8

# Every real person the builder read in the kept sentences, as written. Given names alone (明诚, 清照, 邦彦, 沂孙)
# are the person written by given name, as the text does once the full name is known. Courtesy names joined to the
# family name (李长吉 for 李贺, 晁无咎 for 晁补之) name the person too.
PERSONS = [
    "苏轼", "柳永", "李清照", "辛弃疾", "欧阳修", "吴文英", "姜夔", "范仲淹", "岳飞", "王安石", "周邦彦", "陆游",
    "秦观", "范成大", "文天祥", "黄庭坚", "刘克庄", "晏殊", "晏几道", "元好问", "赵佶", "韦庄", "蒋捷", "王沂孙",
    "张炎", "陈亮", "史达祖", "温庭筠", "冯延巳", "冯延已", "李邕", "徐浩", "颜真卿", "杨凝式", "蔡襄", "米芾",
    "文同", "李格非", "赵明诚", "明诚", "清照", "耿京", "范仲淹", "宋祁", "张镃", "萧德藻", "张炎", "宗泽", "杜充",
    "兀术", "张浚", "杨么", "秦桧", "岳云", "张宪", "邦彦", "王炎", "杨慎", "贾似道", "史宅之", "史弥远", "李贺",
    "周济", "杨万里", "尤袤", "张耒", "晁补之", "龙榆生", "晁无咎", "富弼", "张先", "蔡京", "童贯", "赵桓",
    "王建", "王国维", "曹元忠", "周密", "杨琏真珈", "沂孙", "唐珏", "张俊", "张枢", "李长吉", "温彦博", "陈同甫",
    "陈子华", "辛稼轩", "王临川", "赵罡",
]

# A sentence holding one of these is left out: emperors and princes named by temple name or title (神宗, 益王),
# which are titles, not names; courtesy and art names and their definitions (字, 号, 名); nicknames and group
# names (三苏, 苏黄, 秦七); one-character references (泽死, 轼以为); a person's name inside a place (杜甫草堂);
# and the damaged name 韩□ / 韩胄. The test then holds no string whose person-hood a reader could argue.
TEMPLE = re.compile(r"[神高徽哲孝宁理仁宣懿度英钦]宗")
LEAVE_OUT = [
    "帝", "世祖", "益王", "荣王", "端王", "鄂王", "循王", "荆公", "太上皇", "字", "号", "初名", "本名", "又名",
    "改名", "一名", "谥", "即",
    "三苏", "苏辛", "苏黄", "秦七", "黄九", "柳七", "柳屯田", "温、韦", "韦能", "王氏", "吴氏", "翁氏", "屈、宋",
    "鲍谢", "太白", "韩", "金兀术", "泽死", "轼以为", "亮曾", "枢之子", "与父洵", "杜甫", "晏元献", "梦窗", "鲁直",
    "武穆", "文忠", "文正", "白石", "黄先生", "稼轩", "东坡", "醉翁", "易安", "淮海", "石湖", "后村", "小山", "清真",
    "山谷", "竹山", "碧山", "玉田", "龙川", "梅溪", "放翁", "文山", "同甫",
]


# Tang sentences the builder chose and read in authors.tang.json (poet index, sentence as it stands there after
# whitespace is taken out): most hold persons written whole; the rest hold none, for precision. A Tang sentence that
# names someone by one character (維, 甫, 白, 說), by courtesy or art name (子美, 劉夢得), by a title (明皇, 貴妃)
# or a temple name was not chosen.
TANG = [
    (85, "員半千，晉州臨汾人。"),
    (85, "歲旱，發粟賑饑，爲薛元超所稱。"),
    (96, "爲皇甫鎛所構，出爲太原尹、北都留守、河東節度使。"),
    (96, "以討平淮蔡，擒吳元濟，封晉國公。"),
    (104, "”天寶初，至長安，往見賀知章。"),
    (104, "知章見其文，歎曰：“子謫仙人也。"),
    (110, "十歲能屬文，張九齡深器之。"),
    (110, "王縉爲河南帥，表掌書記。"),
    (115, "韋應物，京兆長安人。"),
    (115, "應物性高潔，所在焚香埽地而坐，唯顧況、劉長卿、丘丹、秦系、皎然之儔，得廁賓客，與之酬倡。"),
    (117, "久之，歸投錢鏐，累官錢塘令、鎮海軍掌書記、節度判官、鹽鐵發運副使、著作佐郎，奏授司勳郎。"),
    (117, "朱全忠以諫議大夫召，不行。"),
    (117, "魏博羅紹威推爲叔父，表薦給事中，年七十七卒。"),
    (124, "得宋之問輞川別墅，山水絕勝，與道友裴迪，浮舟往來，彈琴賦詩，嘯詠終日。"),
    (133, "奉琴語曰：“蜀人陳子昂，有文百軸，不爲人知，此賦工之伎，豈宜留心？”舉而碎之，以其文百軸徧贈會者。"),
    (133, "武攸宜北討，表爲管記，軍中文翰，皆委之子昂。"),
    (137, "以論救房琯，出爲華州司功參軍。"),
    (137, "嚴武鎮成都，奏爲參謀、檢校工部員外郎，賜緋。"),
    (137, "元和中，歸葬偃師首陽山，元稹志其墓。"),
    (161, "大中末，書判中選，補盩厔尉，李福鎮滑，表署觀察判官，歷御史、都官刑部員外郎。"),
    (166, "徐商鎮襄陽，署爲巡官，不得志去，歸江東。"),
    (168, "後坐附張易之，左遷瀧州參軍。"),
    (168, "武三思用事，起爲鴻臚丞。"),
    (168, "以附張易之、武三思，配徙欽州，先天元年賜死。"),
    (171, "令狐楚帥河陽，奇其文，使與諸子游。"),
    (171, "王茂元鎮河陽，愛其才，表掌書記，以子妻之，得侍御史。"),
    (171, "京兆尹盧弘正表爲府參軍，典箋奏。"),
    (171, "柳仲郢節度劍南東川，辟判官、檢校工部員外郎，府罷，客滎陽卒。"),
    (172, "登天寶十三載進士第，淄青侯希逸，宣武李勉相繼辟幕府。"),
    (187, "鄂岳觀察使吳仲孺誣奏，貶潘州南邑尉，會有爲之辯者，除睦州司馬，終隨州刺史。"),
    (187, "皇甫湜亦云：詩未有劉長卿一句，已呼宋玉爲老兵。"),
    (237, "王叔文用事，引入禁中，與之圖議，言無不從。"),
    (237, "叔文敗，坐貶連州刺史，在道貶朗州司馬，落魄不自聊。"),
    (237, "裴度以母老爲言，改連州，徙夔、和二州。"),
    (237, "禹錫素善詩，晚節尤精，不幸坐廢，偃蹇寡所合，乃以文章自適，與白居易酬復頗多。"),
    (249, "常於太學賦詩，一坐嗟伏，與張九齡、王維爲忘形交。"),
    (249, "採訪使韓朝宗約浩然偕至京師，欲薦諸朝。"),
    (249, "朝宗怒，辭行，浩然亦不悔也。"),
    (249, "孟浩然，襄陽人。"),
    (250, "證聖初擢進士第，陸象先引爲太常博士，累遷祕書監。"),
    (257, "裴度討淮西，請爲行軍司馬，以功遷刑部侍郎。"),
    (257, "使王廷湊，歸，轉吏部。"),
    (259, "沈傳師表爲江西團練府巡官，又爲牛僧孺淮南節度府掌書記，擢監察御史。"),
    (279, "韓愈重其才，勸之還俗。"),
    (300, "德輿積思經術，無不貫綜，其文雅正贍縟，動止無外飾，而醖藉風流，自然可慕，爲貞元、元和間縉紳羽儀。"),
    (320, "國子司業蘇源明薦之，結上時議三篇，擢右金吾兵曹參軍，攝監察御史，爲山南西道節度參謀。"),
    (329, "十餘歲侍宴，賦詩十韻，援筆便就，僕射徐陵甚奇之。"),
    (329, "入隋，爲絳郡通守，歸款於唐，授丞相府主簿，與記室溫大雅同掌機密，軍書敕令及禪代文誥，多叔達所爲。"),
    (354, "崔善爲，貝州武城人，善曆數。"),
    (354, "仕隋，爲文林郎，嘗領丁匠五百人，營仁壽宮，楊素爲總監，來按實。"),
    (555, "包融，潤州人一云湖州人。"),
    (614, "累遷殿中侍御史，忤宰相楊國忠，出爲平原太守。"),
    (614, "御史唐旻誣劾，貶饒州刺史。"),
    (614, "旋拜浙西節度使，召入爲刑部侍郎，李輔國銜之，貶蓬州長史。"),
    (614, "與元載不合，貶峽州別駕，改吉州司馬，遷撫湖二州刺史。"),
    (614, "盧杞當國，益惡之，改太子太師。"),
    (621, "早孤，從外祖顏真卿學，擢明經，調安遠令。"),
    (800, "周渭，大曆十四年登第。"),
    (1056, "牛僧孺、李宗閔追怨吉甫，出德裕爲浙江觀察使。"),
    (1056, "鄭注、李訓怨之，乃召宗閔，拜德裕爲興元節度使。"),
    (1056, "爲王璠、李漢所譖，貶太子賓客，分司東都，再貶袁州刺史，未幾徙滁州。"),
    (1056, "德裕少力學，善爲文，雖在大位，手不去書。"),
    (97, "李訓敗，乃及禍。"),
    # No person in these.
    (41, "忤旨，配流欽州。"),
    (41, "謫岳州後，詩益悽惋，人謂得江山之助。"),
    (52, "幼敏悟，一覽至千言，輙覆誦，擢進士第，調烏程尉，舉賢良方正，歷監察御史。"),
    (60, "善屬文，尤長七言之作，擢進士第。"),
    (96, "至鎮，病甚，乞還東都養病，詔許還京。"),
    (97, "博學，工屬文。"),
    (97, "再爲翰林學士，累遷工部侍郎。"),
    (110, "大曆初，累遷右補闕，奉使江表，卒於家。"),
    (115, "永泰中，授京兆功曹，遷洛陽丞。"),
    (115, "大曆十四年，自鄠令制除櫟陽令，以疾辭不就。"),
    (124, "篤於奉佛，晚年長齋禪誦。"),
    (137, "關輔饑亂，寓居同州同谷縣，身自負薪采梠，餔糒不給。"),
    (137, "是歲，蜀帥相攻殺，蜀大擾。"),
    (160, "以言事貶江州司馬，徙忠州刺史。"),
    (237, "吐詞多諷託幽遠，蠻俗好巫。"),
    (250, "又善草隸，人共傳寶。"),
    (257, "少孤，刻苦爲學，盡通六經百家。"),
    (300, "二年，以病乞還，卒於道，年六十。"),
    (320, "爲民營舍給田，免徭役，流亡歸者萬餘。"),
    (329, "貞觀中，拜禮部尚書。"),
    (614, "博學，工辭章，事親孝。"),
]

# Every real person the builder read in the chosen Tang sentences, as written (知章, 應物, 子昂, 叔文, 禹錫, 浩然,
# 朝宗, 德輿, 叔達, 吉甫, 德裕, 宗閔: given names standing for a person the text names in full nearby).
TANG_PERSONS = [
    "員半千", "薛元超", "皇甫鎛", "吳元濟", "賀知章", "知章", "張九齡", "王縉", "韋應物", "應物", "顧況", "劉長卿",
    "丘丹", "秦系", "皎然", "錢鏐", "朱全忠", "羅紹威", "宋之問", "裴迪", "陳子昂", "武攸宜", "子昂", "房琯", "嚴武",
    "元稹", "李福", "徐商", "張易之", "武三思", "令狐楚", "王茂元", "盧弘正", "柳仲郢", "侯希逸", "李勉", "吳仲孺",
    "皇甫湜", "宋玉", "王叔文", "叔文", "裴度", "禹錫", "白居易", "王維", "韓朝宗", "浩然", "朝宗", "孟浩然",
    "陸象先", "王廷湊", "沈傳師", "牛僧孺", "韓愈", "德輿", "蘇源明", "徐陵", "溫大雅", "叔達", "崔善爲", "楊素",
    "包融", "楊國忠", "唐旻", "李輔國", "元載", "盧杞", "顏真卿", "周渭", "李宗閔", "吉甫", "德裕", "鄭注", "李訓",
    "宗閔", "王璠", "李漢",
]


def earlier_names():
    """Every name an earlier set labelled (names_*.txt but the fourteenth's own files)."""
    import pii_thirteenth_more  # the thirteenth's reader, told to leave out this set's files
    return pii_thirteenth_more.earlier_names("fourteenth")


def sentences():
    """(poet index, sentence index, sentence) for the poets read, whitespace taken out (the file pads lines of its
    source with runs of spaces that Chinese text does not have)."""
    with open(os.path.join(TP, "author.song.json"), encoding="utf-8") as f:
        poets = json.load(f)
    out = []
    for i, poet in enumerate(poets[:AUTHORS]):
        text = re.sub(r"\s+", "", poet["description"]).replace("--", "")
        for j, s in enumerate(text.split("。")):
            if len(s) >= 6 and "主要作品有" not in s:
                out.append((i, j, s + "。"))
    return out


def tang_sentences():
    """(poet index, sentence) for TANG, each checked to stand in authors.tang.json as TANG gives it."""
    with open(os.path.join(TP, "authors.tang.json"), encoding="utf-8") as f:
        poets = json.load(f)
    for i, s in TANG:
        if s[:-1] not in re.sub(r"\s+", "", poets[i]["desc"]).split("。"):
            sys.exit(f"Tang sentence not in poet {i}: {s}")
    return TANG


def spans(text, persons=None):
    """The persons' places in text, longest name first, none overlapping another: [(start, end, name)]."""
    taken = []
    for name in sorted(set(persons or PERSONS), key=lambda n: (-len(n), n)):
        for m in re.finditer(re.escape(name), text):
            if not any(m.start() < b and a < m.end() for a, b, _ in taken):
                taken.append((m.start(), m.end(), name))
    return sorted(taken)


def label(text, earlier, kind=KIND, persons=None):
    """A kept sentence with its persons labelled, or None to leave it out: a LEAVE_OUT string, a person inside a
    work's title 《...》, a person an earlier set labelled, or a bracket or bar in the text."""
    if any(w in text for w in LEAVE_OUT) or TEMPLE.search(text) or any(c in text for c in "[]|"):
        return None
    found = spans(text, persons)
    titles = [(m.start(), m.end()) for m in re.finditer(r"《[^》]*》", text)]
    if any(a < e and s < b for a, b, _ in found for s, e in titles):
        return None
    if any(n in earlier for _, _, n in found):
        return None
    out, at = [], 0
    for a, b, n in found:
        out.append(text[at:a] + f"[[{n}|{kind}]]")
        at = b
    return "".join(out) + text[at:]


def documents():
    """The documents: (doc_id, text), up to PER_DOC kept sentences of one poet each, in file order. A Song sentence
    without a person is kept one time in KEEP_EMPTY (by its place in the poet's text), so that about a third of
    the sentences hold no person."""
    earlier = earlier_names()
    docs = []
    for kind, rows in ((KIND, [(i, j, s, PERSONS) for i, j, s in sentences()]),
                       (HANT, [(i, 0, s, TANG_PERSONS) for i, s in tang_sentences()])):
        byp = collections.OrderedDict()
        for i, j, s, persons in rows:
            got = label(s, earlier, kind, persons)
            if got is not None and (kind == HANT or "[[" in got or j % KEEP_EMPTY == 0):
                byp.setdefault(i, []).append(got)
        for i, kept in byp.items():
            for k in range(0, len(kept), PER_DOC):
                docs.append((f"{kind}-{i:04d}-{k // PER_DOC}", "".join(kept[k:k + PER_DOC])))
    return docs


def check(docs):
    """The self-check's findings: problems (list of strings), names per kind (Counter), sentences with and
    without a person."""
    problems, per = [], collections.Counter()
    earlier = earlier_names()
    ids = [d for d, _ in docs]
    if len(ids) != len(set(ids)) or any(not any(d.startswith(k + "-") for k in KINDS) for d in ids):
        problems.append("document ids not unique or not prefixed by their kind")
    with_p = without = 0
    for doc_id, text in docs:
        rest = LABEL.sub("", text)
        if "[[" in rest or "]]" in rest or "|" in rest:
            problems.append(f"{doc_id}: stray bracket or bar outside a label (or nested labels)")
        for s in re.findall(r"[^。]*。", text):
            if LABEL.search(s):
                with_p += 1
            else:
                without += 1
        for name, kind in LABEL.findall(text):
            per[kind] += 1
            if kind not in KINDS:
                problems.append(f"{doc_id}: unknown kind {kind}")
            if name != name.strip() or not name or any(c in name for c in "[]| \n"):
                problems.append(f"{doc_id}: bad label text {name!r}")
            if name in earlier:
                problems.append(f"{doc_id}: {name} labelled in an earlier set")
    for kind in KINDS:
        if per[kind] < 20:
            problems.append(f"{kind}: only {per[kind]} names")
    return problems, per, with_p, without


if __name__ == "__main__":
    d = documents()
    if d != documents():
        sys.exit("not deterministic")
    problems, per, with_p, without = check(d)
    for kind in KINDS:
        distinct = {n for _, t in d for n, k in LABEL.findall(t) if k == kind}
        ndocs = sum(1 for i, _ in d if re.match(re.escape(kind) + r"-\d", i))
        print(f"{kind}: {per[kind]} names ({len(distinct)} distinct) in {ndocs} documents")
    print(f"{len(d)} documents, {sum(per.values())} names")
    print(f"sentences: {with_p} with a person, {without} without")
    for p in problems:
        print("PROBLEM:", p)
    sys.exit(1 if problems else 0)
