#!/usr/bin/env python3
"""The fifteenth name set's prose in Malayalam, Gujarati, Odia, Sinhala and Classical Chinese (issue 30's fifteenth
set, part 4; ADR 0195).

No set before the fifteenth holds an Indic script other than Devanagari (Hindi PUD), nor Sinhala, nor Classical
Chinese. This part reads the test files (Kyoto's test and dev) of five Universal Dependencies treebanks no set,
tuning set or model read (reserved in /work/wt/reserved15.md), and the builder labelled every real person by hand,
sentence by sentence:

  - ml-real: UD_Malayalam-UFAL (CC BY-SA 4.0), its IndicCorp sentences (news, film and sport pages, opinion). The
    made examples (the Cairo corpus's translations, "gex" sentences for the documentation: Peter Smith, Mary Brown)
    are left out.
  - gu-real: UD_Gujarati-GujTB (CC BY-SA 4.0), its Samanantar sentences (news, film pages, Watchtower prose). The
    made grammar examples (Magan, Chhagan, Mita) and the Little Prince translation ("lp": fiction) are left out.
  - or-real: UD_Odia-ODTB (CC BY-SA 4.0), all 100 sentences (news: ministers, cricketers, film stars, a judge).
  - si-real: UD_Sinhala-STB (CC BY-SA 4.0), all 100 sentences (newspaper opinion: Rajapaksa, Fonseka,
    Wickremesinghe, Mao, Nyerere).
  - lzh-real: UD_Classical_Chinese-Kyoto (CC BY-SA 4.0; public-domain texts), the Analects, the Mencius, the Doctrine
    of the Mean, the Great Learning and the Zhanguo ce: Confucius' disciples, Mencius and his interlocutors,
    ministers and envoys of the Warring States. Labelled by position at the treebank's person-name runs (LZH_*).

These languages glue case endings and "and" (-ും, -ની, -એ, -ને) to the name. A name is labelled as the text writes
the word, endings inside ("[[മുകേഷ് അമ്പാനിക്ക്|ml-real]]" "to Mukesh Ambani", "[[નરેન્દ્ર મોદીએ|gu-real]]"), as
the Arabic-script sets keep a joined prefix inside: the word is what a reader sees and a finder marks. Titles written
as their own words stay outside (പ്രഫ., പാസ്റ്റർ, മാർ, શ્રી, પીએમ, મහතා, සහෝදරයා). Gods are no persons (યહોવાહ,
സുബ്രഹ്മണ്യ ഭഗവാൻ: their sentences stay, unlabelled). Sentences whose only person is uncertain, a religious figure
whose historicity a reader may doubt (Jesus, David, Isaiah, St Paul), a character, a glued honorific (-ക്ക, -ജി),
a truncated name, or a thing named after a person (a commission, a museum, a murder case, a roundabout, a day) are
left out one by one (DROP). The builder never ran the detector on this text.

Builder h15a's scripts/pii-fifteenth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_fifteenth_scripts.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, reader, labeller, grouping and checks the set parts share)

ROOT, TP = setkit.ROOT, setkit.TP  # the repository and its vendored sources

KINDS = ("ml-real", "gu-real", "or-real", "si-real", "lzh-real")
DOC_LINES = 8  # kept sentences to a document, in file order


def earlier_names():
    """Every name an earlier set labelled (every names_*.txt but the fifteenth's own files)."""
    return setkit.earlier_names(own="fifteenth")


words = setkit.list_words  # a "|"-separated list over lines, as a set


# kind: (folder, file, sent_id prefixes read, sent_ids left out)
TREEBANKS = {
    # indiccorp28 Sharafudheen (an actor or a film's character: unsure); 31 glued honorifics (സമീർക്കയും);
    # 52 a commission named after a person; 55 a name cut off after its initial (എം.); 56J St Paul and a book of
    # the Bible; 79 a person's museum; 148 a film character (ലില്ലി) and who played her; 159 a glued honorific
    # (പരമേശ്വർജിക്ക്) and an award named after a person; 165 a pet or character (ജിഗി); 182 a murder case named
    # after the victim; 188 an insult, fiction.
    "ml-real": ("ud-ml-ufal-fifteenth", "ml_ufal-ud-test.conllu", ("indiccorp",),
                words("""indiccorp28|indiccorp31|indiccorp52|indiccorp55|indiccorp56J|indiccorp79|indiccorp148|
indiccorp159|indiccorp165|indiccorp182|indiccorp188""")),
    # Jesus (2945755, 2814601), David (1194311), Isaiah and Matthew as books (1496996), the Messianic King
    # (2611507), "Amma" (819438: a nickname or "mother"), Valentine's Day (2711109: a day named after a saint).
    "gu-real": ("ud-gu-gujtb-fifteenth", "gu_gujtb-ud-test.conllu", ("samanantar_",),
                words("""samanantar_2945755|samanantar_2814601|samanantar_1194311|samanantar_1496996|
samanantar_2611507|samanantar_819438|samanantar_2711109""")),
    # Odia news: 6 Jesus; 14 a production house named after Salman Khan; 115 "the Gandhi family"; 116 Krishna (a
    # figure of legend, "not all-enduring like the earth"). Sentence 45 holds brackets ("[ ... ]") and leaves by rule.
    "or-real": ("ud-or-odtb-fifteenth", "or_odtb-ud-test.conllu", ("",), {"6", "14", "115", "116"}),
    # 1044 the Lipton roundabout (named after Thomas Lipton).
    "si-real": ("ud-si-stb-fifteenth", "si_stb-ud-test.conllu", ("1",), {"1044"}),
}

# Classical Chinese (UD_Classical_Chinese-Kyoto, CC BY-SA 4.0; the texts are public domain), its test and dev files:
# the Analects' books 1-3 and 12-14 (KR1h0004), the Mencius' books 1, 2, 11 and 12 (KR1h0001), the Doctrine of the
# Mean (KR1d0052_032), the Great Learning (KR1d0052_043) and the Zhanguo ce's Eastern and Western Zhou chapters
# (KR2e0003). Left out: chronicles of rulers (KR2b0041: every person a ruler named by rank), two poems of gods and
# legend (KR4a0001: the Li Sao, the Yuan You) and two sutras (KR6c0127, KR6f0082). The treebank marks person
# names (PROPN, XPOS "n,名詞,人,…"); each such run was read in its sentence, and a sentence is kept only when every run
# in it is in LZH_PERSONS (labelled where the run stands, by position: names of one character would match other
# words) or in LZH_NOT_PERSON (left unlabelled). Every other run sends its sentence out, and so does a run followed by a
# rank or clan word (王, 公, 侯, 伯, 君, 氏: 惠王, 文公, 孟武伯, 季氏: whether the rank belongs in the name is unsure):
# legendary persons (Xia and before: 堯, 舜, 禹, 桀, 皋陶, 羿, 象, 瞽瞍, 公劉, 古公亶父; the Shang and later count as
# historical: 湯, 紂, 伊尹, 比干), pairs of persons in one run (文武, 桀紂, 子柳子思), a name cut short by the tagging
# (仲叔圉 tagged 叔圉), a trade before a name (弈秋). A lone given name right after a surname the treebank tags as a
# place is one name with it (周最 Zhou Zui, 樗里疾, 周足). "子" alone ("the Master") is a title, not tagged and not
# labelled.
LZH = ("ud-lzh-kyoto-fifteenth", ("lzh_kyoto-ud-test.conllu", "lzh_kyoto-ud-dev.conllu"),
       ("KR1h0004_", "KR1h0001_", "KR1d0052_", "KR2e0003_"))
LZH_PERSONS = words("""有子|曾子|子夏|子禽|子貢|賜|樊遲|孟孫|孟懿子|子游|回|由|子張|孔子|季康子|林放|冉有|商|王孫賈|宰我|
管仲|子路|丘|孟子|仲尼|胡齕|莊暴|暴|莊子|句踐|晏子|臧倉|樂正子|孟軻|克|湯|紂|顏率|陳臣思|趙累|公仲|景翠|甘茂|齊明|蘇子|
昭獻|蘇厲|陳封|史黶|周最|最|石禮|呂倉|工師藉|子罕|金投|石行秦|祝弗|呂禮|弗|禮|蘇秦|仇赫|鄭朝|杜赫|司馬翦|翦|咎|左成|
廧夫空|昌他|馮旦|昭翦|照翦|陽豎|
顏淵|仲弓|雍|司馬牛|棘子成|有若|伊尹|樊須|荊|冉子|憲|南宮适|裨諶|世叔|子羽|子產|子西|孟公綽|公綽|臧武仲|冉求|公叔文子|
公明賈|召忽|僎|文子|康子|祝鮀|陳恆|公伯寮|季孫|子服景伯|原壤|孟季子|公都子|季子|告子|龍子|易牙|
師曠|子都|趙孟|屋廬子|曹交|交|烏獲|公孫丑|高子|高叟|宋牼|軻|季任|儲子|連|淳于髡|髡|柳下惠|百里奚|
王豹|緜駒|慎子|滑釐|白圭|陳子|傅說|膠鬲|管夷吾|孫叔敖|舅犯|孟獻子|韓慶|𡱝武|李兌|樗里疾|游騰|蘇代|代|公中|昭應|武|
白起|養由基|吾得|布|果|犀武|綦母恢|孟卯|樊餘|宮他|司馬悍|悍|左尚|周足""")
# Persons read whose every sentence left for another reason are not listed (the self-check wants every listed name
# labelled once): 公儀子 and 糾 (beside a ruler named by rank), 丹 (beside 禹), 微子啟 and 比干 (beside 紂's kin and a
# rank), 微生畝 and 蘧伯玉 (beside 孔子, an earlier set's name), 陳成子 (beside 簡公).
# Words the treebank tags as person names that are not: the state of Lu (魯大師, its music master), the state of Yu
# (虞不用百里奚), "to make pottery" (一人陶), "I" (吾明告子), "you, sir" (公不聞楚計乎).
LZH_NOT_PERSON = {"魯", "虞", "陶", "吾", "公"}
LZH_RANK = set("王公侯伯君氏")

# The persons, each word as the text writes it (case endings and "and" inside), read sentence by sentence.
PERSONS = {
    # Victims' family, film stars and directors, politicians, judges, excise officers, cricketers, a magician,
    # a bishop (മാർ outside), a pastor (പാസ്റ്റർ outside), a professor (പ്രഫ. outside).
    "ml-real": words("""സൗമ്യയുടെ|കുഞ്ഞിക്കണ്ണൻ|കമല|ഐശ്വര്യയും|ധോണിക്കൊപ്പം|റായ് ലക്ഷ്മി|ജേക്കബ് തോമസിന്|എസ്രാ|മോദി|
രാഹുൽ ഗാന്ധി|നസ്രിയ|ഡി ലാൻജ്|ഗൗതമും|വെങ്കട്ട് പ്രഭുവും|രാഹുൽഗാന്ധിയുടെ|റോബർട്ട് വാദ്രയുടെ|കുര്യൻ വയലുങ്കൽ|
ബോബ് ബ്ലാക്ക്മാൻ|ഗുലാം നബി|ധിരുബായി അമ്പാനി|മുകേഷ് അമ്പാനിക്ക്|ഷി ജിൻപിങ്|ഇബ്രാഹിംകുഞ്ഞിന്റെ|ഷീലാ സ്റ്റീഫൻ|
പ്രവീൺ|ചന്ദ്രദത്തനെ|ഷാഹിന മൊയ്തീൻ|നരേന്ദ്ര മോദി|സുധീരൻ|ഉർദുഗാൻ|രാമൻ പിള്ളയ്ക്ക്|പത്മകുമാർ|മോഹൻലാൽ|
മാളവികയുടെയും|നിഥിന്റെയും|കൃഷ്ണ മുരാരി|എസ് ആർ ഭട്ട്|വി രാമസുബ്രഹ്മണ്യൻ|ഋഷികേശ് റോയ്|അഖിലേഷ് യാദവ്|
നീലം ഗോർഹെ|മനോജിന്റെ|വാസുവിനെ|ഹസീന|സമിനുള്ള ഷെൻവാരിയാണ്|യുവരാജും|ധോണിയും|ശ്രീധരൻപിളളയുടെ|രഞ്ജിത് ബാബു|
എം രാജീവൻ|സുരേഷ്|ബോസ് കുമാർ|അരുൺ|രാധാകൃഷ്ണൻ|ഗോപിനാഥ് മുതുകാട്|ഇബ്രാഹിൽ കുന്നിൽ|ശ്രീജേഷിന്|കരീന കപൂർ|
അക്ഷയ് കുമാർ|സെയ്ഫ് അലി ഖാൻ|അമിതാബ് ബച്ചൻ|ഫർഹാൻ ഖാൻ|ബാബു ചെറിയാൻ"""),
    # Politicians, an economist, cricketers and their families, film stars and producers, a composer.
    # Titles outside: શ્રી, પીએમ, વડાપ્રધાન.
    "gu-real": words("""કુલદીપ સેંગર|મોદીની|અભિજિત બેનરજી|નરેન્દ્ર મોદીએ|ઐયરે|ટ્રમ્પે|સાનિયા મિર્ઝાની|અનમ મિર્ઝાના|
મોહમ્મદ અઝહરુદ્દીનના|અસદ|મલાઇકા અરોરા|અર્જુન કપૂર|મોદી|હિલ્ડર ગુડનાડોટ્ટીરને|નરેન્દ્ર મોદી|સલમાન|કેટરિના|
રિતેશ સિંઘવાની|ફરહાન અખ્તર|કંગના રનૌત|એકતા કપૂર|અદનાન સામી|કરન જોહરને|સંજનાએ|ઇમરાન ખાન|અરૂણસિંહે"""),
    # Odia news: cricketers, boxers, film stars, politicians, a judge, the air force chief, a police superintendent
    # ("ଏସ୍ପି ବି ଯୁଗଳ କିଶୋର": SP outside, his initial inside). Titles outside: ପ୍ରଧାନମନ୍ତ୍ରୀ, ଶ୍ରୀ, ଅଭିନେତ୍ରୀ.
    "or-real": words("""ବିରାଟ କୋହଲି|କ୍ରିଷ୍ଟିଆନ ରୋନାଲ୍ଡୋ|ମୋଦୀ|ଆମି|ଶରଦ ପାୱାର|ଜାହ୍ନବୀ କପୁର|ମୋଦୀଙ୍କ|ଏଲ୍ ସରିତା ଦେବୀଙ୍କୁ|
ସିମ୍ରନ୍ ଜିତ୍ କୌର୍|ମୋଦିଙ୍କ|ଗଡକରୀ|ମନୋହର ଲାଲ ଖଟ୍ଟର|ଅମିତ ଶାହା|ଅମ୍ବରିଶ|ନରେନ୍ଦ୍ର ମୋଦି|ଅକ୍ଷୟ କୁମାର|ବାବୁଲ ସୁପ୍ରିୟୋ|
ମହମ୍ମଦ ରଫିକ୍ଙ୍କୁ|ବି. ଏସ ଧନୋଆ|ଯୁବରାଜ ସିଂହଙ୍କ|ଶବନମ|ବି ଯୁଗଳ କିଶୋର|ଟାଇଗରଙ୍କ|ଜ୍ୟାକି ଶ୍ରଫ|ମୋଦି"""),
    # Titles outside: මහතා ("Mr"), සහෝදරයා ("comrade").
    "si-real": words("ෆොන්සේකා|මහින්ද රාජපක්ෂ|රනිල් වික්‍රමසිංහ|මාඕ සේතුං|ජුලියස් නියරේරේ"),
}

WORDCH = setkit.WORDCH  # the shared word characters (Indic and Sinhala signs, zero-width joiners)
find = setkit.find_words  # where a text writes a name as whole words
read = setkit.conllu_texts  # a CoNLL-U file's (sent_id, text)


def kept(kind):
    """A treebank's sentences read and kept, in file order (text)."""
    folder, name, prefixes, drop = TREEBANKS[kind]
    return [t for s, t in read(os.path.join(TP, folder, name)) if s.startswith(prefixes) and s not in drop]


def lzh_sentences():
    """The Kyoto sentences read, one list a chapter (newdoc): (text, [(start, end)] of the person runs), the text
    rebuilt from the forms (the file writes no spaces; it is compared with "# text"). A run followed by a rank or clan
    word gives (start, None)."""
    folder, names, prefixes = LZH
    out = []
    for name in names:
        sid, text, toks = None, None, []
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            lines = f.read().split("\n") + [""]
        for line in lines:
            if line.startswith("# newdoc"):
                out.append([])
            elif line.startswith("# sent_id"):
                sid = line.split("=", 1)[1].strip()
            elif line.startswith("# text ="):
                text = line.split("=", 1)[1].strip()
            elif line and not line.startswith("#"):
                c = line.split("\t")
                toks.append((c[1], c[3] == "PROPN" and ",人," in c[4], "NameType=Giv" in c[5], c[3] == "PROPN"))
            elif not line and toks:
                if sid.startswith(prefixes) and not sid.endswith("_title"):  # a title repeats its first line
                    assert "".join(t[0] for t in toks) == text, sid
                    out[-1].append((text, lzh_runs(toks)))
                sid, text, toks = None, None, []
    return [doc for doc in out if doc]


def lzh_runs(toks):
    """A sentence's person runs: [(start, end)], end None when a rank or clan word follows the run."""
    starts = [0]
    for t in toks:
        starts.append(starts[-1] + len(t[0]))
    spans, i = [], 0
    while i < len(toks):
        if not toks[i][1]:
            i += 1
            continue
        j = i
        while j < len(toks) and toks[j][1]:
            j += 1
        a = starts[i]
        if j == i + 1 and toks[i][2] and i and toks[i - 1][3] and not toks[i - 1][1]:
            a = starts[i - 1]  # 周最, 樗里疾: a surname the treebank tags as a place
        ranked = j < len(toks) and toks[j][0] in LZH_RANK
        spans.append((a, None if ranked else starts[j]))
        i = j
    return spans


def lzh_labelled(text, spans, earlier):
    """A Kyoto sentence labelled at its person runs: (line, count), or None to leave it out."""
    if any(b is None for _, b in spans):
        return None
    runs = [text[a:b] for a, b in spans]
    if any(r not in LZH_PERSONS and r not in LZH_NOT_PERSON for r in runs) or any(r in earlier for r in runs):
        return None
    out, at = [], 0
    for (a, b), r in zip(spans, runs):
        if r in LZH_PERSONS:
            out += [text[at:a], f"[[{r}|lzh-real]]"]
            at = b
    return "".join(out + [text[at:]]), sum(r in LZH_PERSONS for r in runs)


def labelled(kind, text, earlier):
    """A sentence labelled by the builder's list: (line, count), or None to leave it out (brackets or bars in the
    text, or a name an earlier set labelled)."""
    return setkit.sentence_line(kind, text, PERSONS[kind], earlier)


def grouped(kind, earlier):
    """A kind's kept sentences, DOC_LINES to a document, never across two chapters (Kyoto's newdoc); a document with
    no name is kept one time in four."""
    if kind == "lzh-real":
        sources = [[lzh_labelled(t, sp, earlier) for t, sp in doc] for doc in lzh_sentences()]
    else:
        sources = [[labelled(kind, t, earlier) for t in kept(kind)]]
    return setkit.group_rows(kind, sources, DOC_LINES, " ")


def documents():
    """All documents: (doc_id, text with [[name|kind]] labels), ids prefixed by kind."""
    return setkit.by_kind(KINDS, grouped, earlier_names())


LABEL = setkit.STRICT_LABEL


def missing(kind, names, earlier):
    """The listed persons of a kind no label names (Kyoto's: those no earlier set labelled)."""
    return (LZH_PERSONS - earlier if kind == "lzh-real" else PERSONS[kind]) - names


def check(docs, earlier):
    """The label checks and every listed person found (pii_setkit.sentence_check): counts, distinct names."""
    return setkit.sentence_check(docs, KINDS, earlier, missing)


def main():
    """Prints per-kind documents, names and distinct names, and checks the labels."""
    setkit.part_report(documents, check, KINDS, earlier_names())


if __name__ == "__main__":
    main()
