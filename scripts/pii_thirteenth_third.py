#!/usr/bin/env python3
"""The thirteenth name set's real text in scripts other than Latin (part 3 of issue 30's thirteenth set; ADR 0151).

Universal Dependencies treebanks no earlier set, tuning set or model read (reserved in /work/wt/reserved13.md):
Ukrainian ParlaMint (parliament, Cyrillic), Kyrgyz KTMU and Tatar NMCTT (news, Cyrillic with suffixes glued to the
name), Armenian BSUT (news, a biography, laws; its own alphabet, case endings glued), Korean Kaist (1990s news and
essays, Hangul, particles glued) and Thai TUD (news, no spaces between words). UD has no person labels: the builder
read every candidate run of the files read (PROPN tokens in a row, flat and flat:name words joined; scratch lists of
every run, by file) and sorted it by hand into PERSONS (a real person, as the text writes it), UNSURE (a run or word
the builder could not place: a first name of a novel's character, a street that may be a man, a work titled after
a man) or neither (read as no person: places, firms, streets and schools named after persons, states, parties).
The builder never ran the detector on this text.

A name is labelled as the text writes it, case ending glued (Ukrainian "Бакумову Олександру Сергійовичу", Kyrgyz
"Садыр Жапаровдун", Armenian "Փաշինյանը"); Korean particles and the honorifics 씨 and 박사 are written apart in
the word sense and left out ("전은운씨는" labels 전은운), as the earlier Korean sets did. A title or place standing
in the same run is left out of the label (Kyrgyz "Бакыт Төрөбаев Суусамырда": the person only).

How a sentence is kept:
  - it holds no UNSURE entry outside its labelled names (a name the builder could not place; a word that is also a
    common word, such as Korean 대처 "Thatcher" and "dealing with"; "named after" words, Kyrgyz атындагы, Tatar
    исемендәге, Armenian անվան, which name a school or theatre after a person); an entry of two words (a work
    titled after a man, "파르메니데스 편") counts anywhere in the text;
  - Ukrainian tags Animacy on PROPN: an animate run that holds no listed person sends its sentence out;
  - it names no person an earlier set labelled (internal/pii/testdata/names_*.txt).
One-word persons are labelled (a surname the Speaker calls, "Шахов."; a missing girl, "Айсулуу"): they are persons
the text names.

h90set's scripts/pii-thirteenth-names.py imports this module and writes documents() into the set file; this module
writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_thirteenth_third.py
"""
import collections
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

# The twelfth set's CoNLL-U reader and candidate runs (PROPN in a row, flat words joined), shared, not copied.
from pii_twelfth_more import WORDCH, placed_names, runs, sentences  # noqa: E402
from pii_thirteenth_more import earlier_names  # noqa: E402  (part 2's: every earlier set's labelled names)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TP = os.path.join(ROOT, "internal/pii/testdata/third_party")

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>)
TREEBANKS = {
    "uk": ("uk-real", "ud-uk-parlamint-thirteenth", ["uk_parlamint-ud-test.conllu", "uk_parlamint-ud-dev.conllu"],
           "db32b178704bb0f9cbcc83dfaddb5cab80147ea8"),
    "ky": ("ky-real", "ud-ky-ktmu-thirteenth", ["ky_ktmu-ud-test.conllu", "ky_ktmu-ud-train.conllu"],
            "57ad72fdcf2522856cba292905c236d396865495"),
    "tt": ("tt-real", "ud-tt-nmctt-thirteenth", ["tt_nmctt-ud-test.conllu"],
           "0a0a26171d2d737ad83b1122ae9a96c04545ba40"),
    "hy": ("hy-real", "ud-hy-bsut-thirteenth", ["hy_bsut-ud-test.conllu", "hy_bsut-ud-dev.conllu"],
           "309be1d86d2f6021f50534a37f01266c2e5dfea1"),
    "ko": ("ko-real", "ud-ko-kaist-thirteenth", ["ko_kaist-ud-test.conllu"],
           "ef244243b578e7cd0fb4fe45cd80b63de2a60e00"),
    "th": ("th-real", "ud-th-tud-thirteenth", ["th_tud-ud-test.conllu", "th_tud-ud-dev.conllu"],
           "58c2058bcd542a759c03bcac4cf6e48aff27cf50"),
}
ANIMACY = {"uk"}  # treebanks whose PROPN tokens carry Animacy=Anim
UD_DOC = 8  # kept sentences to a document, in file order


def words(s):
    """A "|"-separated list over lines, as a set."""
    return {w.strip() for w in s.replace("\n", "").split("|") if w.strip()}


# The persons, as the text writes them, read from every candidate run of the files read.
PERSONS = {
    # Ukrainian ParlaMint (Verkhovna Rada sessions): deputies the chair calls (surname alone, name and patronymic,
    # the full name in any case), ministers and presidents; "України" before a name (народному депутату України …)
    # is left out.
    "uk": words("""Нестор Іванович|Руслан Олексійович|Тарас Іванович Батенко|Микита Русланович|
Нестор Іванович Шуфрич|Німченко|
Німченко Василь Іванович|Бакунець|Григорій Миколайович Мамка|Мамки|Немиря Григорій Михайлович|Тарас Іванович|
Євгеній Брагар|Івченку|Андрій Андрійович|Арешонков|Арешонков Володимир Юрійович|Артем Сергійович|
Артема Сергійовича Нагаєвського|Бакунцю Павлу Андрійовичу|Бакунця|Бондарю Віктору Васильовичу|
Брагару Євгену Вадимовичу|Володимир В'ятрович|Володимир Юрійович|Володимира Путіна|Володимиру В'ятровичу|
Віктор Чорний|Джо Байден|Железняк Ярослав Іванович|Князевичу Руслану Петровичу|Кондратюк|Корнієнко|Корнієнком|
Костенко|Костенку Роману Васильовичу|Лариса Білозір|Лариса Миколаївна|Ларисі Білозір|Лукашенко|Макарова|
Микиту Руслановича Потураєва|Микола Тарасович Сольський|Миколи Хвильового|Миколі Сольському|Михайла Віталійовича|
Михайло Михайлович Цимбалюк|Немирі Григорію Михайловичу|Нестору Івановичу|Нестору Івановичу Шуфричу|
Олександр Абдуллін|Олександра Юріївна|Олександре Георгійовичу|Олена Кондратюк|Павло Андрійович|Припутень|
Руслан Петрович|Руслана Стефанчука|Руслане|Руслану Петровичу Князевичу|Сергій Віталійович Кальченко|
Сергій Костянтинович Іонушас|Сову Олександра Георгійовича|Сольський|Стефанчуком|Тарасе Івановичу|
Ар'єв Володимир Ігорович|Бурмічу Анатолію Петровичу|Валерій Залужний|Загородньому Юрію Івановичу|
Кириленку Івану Григоровичу|Констанкевич Ірині Мирославівні|Лунченку Валерію Валерійовичу|Руслан Олексійович Стефанчук|
Чайківському Івану Адамовичу|Шараськін Андрій Андрійович|Швачку Антону Олексійовичу|Фролов Павло Валерійович|Фролову|
Чорному|Шуфричу Нестору Івановичу|Юлія Тимошенко|Ярослав Іванович|
Цимбалюк|Михайло Цимбалюк|Олександр Сергійович|Бакумов|Гетманцев|Радуцький|Сергій Віталійович|
Віра Борисівна|Гетманцева|Григорій Миколайович|Зеленського|Крулько|Михайло Михайлович|Інна Совсун|Анна Скороход|
Бакумова|Вельможний|Демченко|Кулініч|Мамка|Михайло Бондар|Євген Павлович|Євгена Павловича Пивоварова|
Євгене Павловичу|Іван Іванович|Іван Іванович Крулько|Іван Григорович Кириленко|Іван Крулько|Іване Григоровичу|
Івану Кириленку|Івченко|Івченко Вадим Євгенович|Інні Романівні|Іонушаса Сергія Костянтиновича|Ірини Геращенко|
Артур Володимирович Герасимов|Артуру Герасимову|Бакумову Олександру Сергійовичу|Бондар Михайло|Білозір|
Білозір Ларисі Миколаївні|Вадим Євгенович|Джоном Байденом|Железняк|Заблоцький|Заблоцький Мар'ян|Зеленський|
Колтуновичу Олександру Сергійовичу|Констанкевич Ірина Мирославівна|Кривошеєв Ігор Сергійович|Кулініч Олег Іванович|
Лукашев Олександр|Ляшенко|Мамка Григорій Миколайович|Мар'яна Заблоцького|Михайле Михайловичу|Наталія Володимирівна|
Олександр Анатолійович|Олександр Горенюк|Олександре Сергійовичу|Олександру Горенюку|Олексій Кучеренко|
Олексію Мячеславовичу Данілову|Олексію Юрійовичу Кучеренку|Павло Бакунець|Павлу Бакунцю|Рахманінов|
Рогову Віру Борисівну|Роговій Вірі Борисівні|Роман Грищук|Сергій Вельможний|Сергій Костянтинович|
Сергію Віталійовичу Бабаку|Сергія Віталійовича|Сергія Віталійовича Бабака|Скороход Анна Костянтинівна|
Совсун Інна Романівна|Совсун Інну Романівну|Табачника|Батенку Тарасу Івановичу|Забродському Михайлу Віталійовичу|
Лукашеву Олександру Анатолійовичу|Павленку Юрію Олексійовичу|Хоцянівську Наталію Володимирівну|
Цимбалюк Михайло Михайлович|Цимбалюку Михайлу Михайловичу|Чернишова|Чорний|Чорного|Шахов|Юлії Гришиній|
Ярослав Іванович Железняк"""),
    # Kyrgyz KTMU (news of 2021-2023 and a few stories): ministers, ambassadors, MPs, artists, missing children
    # named by first name; streets, villages and theatres named after persons (Раззаков көчөсү, Панфилов көчөсү,
    # Абдрахманов көчөсү, Телман айылы, Бабур театры) are no person; the stories' characters are UNSURE.
    "ky": words("""Апас Жумагуловдун|Апас Жумагулов|Тилек Текебаев|Жозеф Байдендин|Абсаттар Сыргабаев|Автандил Арабаев|
Азамат Жаманкулов|Азымбакиев|Айгүл Жапарованы|Алтынбек Кылычбаев|Артур Поляков|Асан Жанышовду|Асаналиев|
Асел Чынбаева|Аскат Алагөзов|Байсалов|Бакыт Төрөбаевдин|Акылбек Жапаровго|Бакытбек Жетигенов|Акылбек Талантбеков|
Бегиш Аматов|Жоламан Шаршенбековдун|Жоламан Шаршенбеков|Бөкөнтаев|Кубанычбек Бөкөнтаев|Виктор Орбандын|
Винера Раимбачаева|Данияр Амангелдиев|Динара Кемелова|Жапаровдун|Зеленскийди|Абдил Сегизбаев|Илязбек Балташев|
Матраимовдун|Төлөгөн Касымбековдун|Кендирбаева|Аскар Акаевдин|Ким Дотком|Мелис Аспековдун|Мелис Тургунбаев|
Муратбек Азымбакиев|Муса Жаманбаев|Мээрим Жуманазарова|Назирмад Ализода|Марат Нуралиев|Омар Султанов|
Абдыганы Абдувалиевдин|Раззак Бейшекеевдин|Санжар Болотов|Светлана Аширова|Таалайбек Ибраев|Талантбек Иманов|
Татиков|Темир Сариев|Трамп|Путин|Путиндин|Псаки|Примаков|Шакиевдин|Төрөбаевдин|Улан Примов|Чоро Сейитов|
Шарапат Бөдөновадан|Эдил Байсалов|Эламан Карымшаков|Эркин Мамбеталиевдин|Юнусалиевге|Юрий Селиверстов|Питер Смит|
Өмүралиев|
Алымкадыр Бейшеналиев|Алымкадыр Бейшеналиевге|Бакыт Төрөбаев|Төрөбаев|Төрөбаевди|Кулубаев|
Абдыганы Эркебаев|Аида Исмаилова|Аида Касымалиеванын|Айбек Жунушалиев|Айгүл Жапарова|Медер Айкымбаев|
Акылбек Жапаров|Алмаз Мамбетов|Анна Тягунова|Ариповдун|Максат Асаналиев|Атамбаев|Атыр Абдрахматова|Байдендин|
Бакиевдин|Бактыбек Бекболотовго|Бактыгүл Мырзаева|Владимир Кухарев|Гүлчахра Токтосунова|Догдуркүл Кендирбаева|
Жамалбек Түлөбердиев|Жамалбек Түлөбердиевди|Жаркынбек Касымбеков|Иманов|Руслан Казакбаев|Камчыбек Ташиев|
Камчыбек Ташиевдин|Чыныбай Турсунбековдун|Курманбек Бакиевди|Кушчубеков|Медетбек Букуевге|Молдогазиев|
Мустафа Кемал Ататүрктүн|Навальныйдын|Улан Ниязбеков|Ниязбеков|Нуржигит Кадырбеков|Нурил Алымбаев|
Нурлан Шакиев|Нурланбек Шакиев|Пак Чон Хан|Садыр Жапаров|Садыр Жапаровдун|Санжарбек Болотов|Эрбол Султанбаев|
Султанбаев|Султанов|Сүйүнбек Касмамбетов|Темиркул Балтабаев|Төлөнбек Абдыров|Камчы Көлбаевге|Чыңгыз Айтматовдун|
Чыңгыз Эсенгул уулу|Шавкат Мирзиёев|Шаирбек Ташиев|Ташиев|Кадыркулов|Амангелдиев|Элдияр|Айсулуу|Гаухар"""),
    # Tatar NMCTT (news): officials, scientists, artists; a hazrat's title inside his name and a bare first name
    # are UNSURE.
    "tt": words("""Марат Әхмәтов|Марат Əхмәтов|Илсур Һадиуллин|Альберт Ризванов|Андрей Шептицкий|Антон Шушпанов|
Василий Архипович Ломановның|Василий Ломанов|Василий Ломановның|Владимир Путин|Гөлназ Гайнетдиновага|
Гөлсифа Бакиеваның|Илгизәр Бариев|Ирада Әюпова|Клара Кучковскаяның|Марат Садыйков|Михаил Мишустин|
Мишустин|Наил Мәһдиев|Радик Хаҗиев|Рамил Муллин|Рамил Муллинның|Рамил Фәттахов|Рамил Фәттаховның|
Рөстәм Галиуллин|Рөстәм Миңнеханов|Рөстәм Миңнехановның|Тимур Сөләйманов|Фәридә Яркаевага|Әсгать Сәфәров"""),
    # Armenian BSUT: politicians in the news, the Supreme Council's signatures (Լ. ՏԵՐ-ՊԵՏՐՈՍՅԱՆ), writers, and
    # the biography of the ashugh Jivani (Serovbe Benkoyan, born 1846) with his father and son; the war novel's
    # soldiers (Արտակ, Սարո, Սեդա, Մուսայելյան) are UNSURE, streets (Սարյան, Տերյան փողոց), a cemetery
    # (Շահումյանի) and a university named after a man (Խաչատուր Աբովյանի անվան) are no person.
    "hy": words("""Պետրոսյանի|Պետրոսյանը|Պետրոսյանից|Պետրոսյանն|Մինասյանը|Մինասյանի|Մինասյանն|Միքայել Մինասյան|
Միքայել Մինասյանը|Հայկ Ալումյանը|Ալումյանը|Ալումյանին|Աբդուլլահիանը|Ռոբերտ Քոչարյանը|Ռոբերտ Քոչարյանն|Քոչարյանի|
Քոչարյանն|Սերգեյ Սահակյանի|Սերժ Սարգսյանը|Սերժ Սարգսյանի|Սարգսյանը|Արա Գոչունյանն|Արամ Խաչատրյանի|Արմեն Սարգսյանը|
Դավիթ Հունանյանը|Դավիթ Հունանյանին|Հունանյանի|Դմիտրի Պեսկովը|Էդվարդ Միրզոյանը|Էրդողան|Էրդողանը|Թադևոսյան|
Թադևոսյանը|Թադևոսյանի|Թադևոսյանին|Կարապետյանը|Սամվել Կարապետյանը|Կիոմարս Հեյդարին|Հոկուսաին|Ղազարոս Սարյանը|
Միքելանջելոյի|Նիկոլ Փաշինյանը|Շոստակովիչը|Ուիլիամ Հոգարթի|Չայկովսկու|Չավուշօղլուն|Ռակուտեն Կիտազավայի|
Ռիչարդ Աութկոլթին|Ռուդոլֆ Թոփֆերին|Սերգեյ Լավրովը|Լավրովը|Պուտին|Տիգրան Պասկևիչյան|Փաշինյանին|Օսամա Թեզուկայի|
Օսամու Թեզուկան|
Նիկոլ Փաշինյանի|Փաշինյանը|Փաշինյանի|Փաշինյան Նիկոլ|Լավրովի|Սերգեյ Լավրովն|Ալիևի|Ռուբինյանը|
Ռուբեն Ռուբինյանը|Անդրանիկ Օզանյանը|Ավետիս Պողոսյանը|Ավետիք Իսահակյանը|Արայիկ Հարությունյան|Արթուր Վանեցյանի|
Արթուր Վանեցյանն|Վանեցյանի|Արմեն Աբազյան|Բորիս Ելցինի|Բուլգակովը|Գարեգին Լևոնյանը|Գնել Սանոսյան|Դավիթ Սահակյան|
Դավիթ Սանասարյանն|Իշխան Սաղաթելյանի|Կարապետ Սոնանյանցի|Կարեն Անդրեասյան|Կոբո Աբեի|Հակոբ Սիմիդյան|
Հովհաննես Թումանյանն|Նաիրա Նալբանդյան|Նարեկ Մկրտչյան|Նունե Հախվերդյան|Պարույր Լևոնյանը|Պետրոս Ասլանյանի|
Ռափայել Պատկանյան|Ռոբերտ Քոչարյան|Ռուբեն Մուրադյանի|Սերժ Սարգսյան|Սոնա Ազիզովան|Սուրեն Պապիկյան|
Սուրեն Պապիկյանին|Վահան Քերոբյան|Վահրամ Դումանյան|Վանո ՍԻՐԱԴԵՂՅԱՆ|Տիգրան Աբրահամյանը|Տիգրան Աբրահամյանն|
Լ. ՏԵՐ-ՊԵՏՐՈՍՅԱՆ|Ա. ՍԱՀԱԿՅԱՆ|Ջիվանին|Ջիվանի|Ջիվանու|Ջիվանուն|Սերովբե Բենկոյանը|Սերոբ Ստեփանի Բենկոյան|
Սերովբե Ստեփանի Բենկոյան|Սերովբեի|Սերովբեին|Բենկոյենց Գասպարի|Հաշտոնց Գասպարի"""),
    # Korean Kaist: philosophers in an essay on dialectics, statesmen, writers, designers, the Antarctic station's
    # researchers (전은운씨, 최문영박사); works named after a man (플라톤의 파르메니데스, 소피스테스), brands (웨지우드)
    # and a word that is also a common word (대처 "Thatcher"/"dealing with") are UNSURE.
    "ko": words("""헤겔|고르바초프|김정우|딜타이|백영식|이상복|이현덕|장익순|전은운|아리스토텔레스|플라톤|제논|
가리 리네커|김성욱|김옥균|김용탁|김종근|데이비드 니븐|데카르트|레마르크|로라 애시리|율리우스 케사르|로젠크라즈|
리차드 올솝|마르크스|민비|유대치|바웬사|박규수|브론테|비비안리|사무엘 존슨|셰익스피어|소크라테스|
슐라이에르마하|스피노자|심문보|심성욱|알렉 이시고니스|앙드레 모로아|앤 볼레인|어영상|옐친|브란트|워즈워스|
이석원|이안 우스남|장세환|조진호|찰스 디킨스|테오도르|최문영|칸트|코난 도일|클로드 몬타나|폴 스미스|피히테|
하이데거|헤로도토스|휠더린|우스남|트렌데렌부르크|트렌데렘부르크|쉐링|
파르메니데스|조세프 트리코트|비비한 웨스트우드"""),
    # Thai TUD (news headlines and reports): statesmen, athletes, a coach, persons in crime reports (full names);
    # a nickname alone (ยุ้ย, เมย์), Three Kingdoms heroes of a novel, and a given name that is also a word
    # (ประพันธ์ "compose", ชวน "invite") are UNSURE.
    "th": words("""โอบามา|บุช|ลินคอล์น|เวนเกอร์|วัลค็อตต์|ฮาสินา|วิลาวัณย์|ชวลิต|มาราโดน่า|จิรัฏฐ์ สำราญสุข|
ณิชา จารุพานิช|ถนอม นวลอนันต์|ธันยพร อนุรักษ์สุวรรณ|นันทพร ยี่สาร|นุศรา ต้อมคำ|พนินทร ชุมวรฐายี|มุสตอปาร์ เดร์|
รอสาห์ วะนา|อัดลัน ตานิง|อับดุลเลาะ แวยี|อเล็กซานเดอร์ เมดเวเดฟ|เฝิงโหย่วหลาน|แมรี คาร์ริก|
แอนเจโล ดันดี|โรเบิร์ต วาลโพล|Robert Walpole|จูซี|Gaston Leroux|จอร์จ มาร์แชลล์|จอร์จ วอชิงตัน|จอห์น แอดัมส์|
ชวลิต สังข์แก้วป่า|ประพันธ์ ชูเมือง|ฟาบิโอ คาเปลโล่|ยิ่งลักษณ์|วสิรินทร์ ตัณฑ์ศิริ|
สุรยุทธ์ จุลานนท์|หง ซิ่วเฉฺวียน|อภิสิทธิ์|
เฝิง โหย่วหลาน|เสก โลโซ|เฮนรี อาร์โนลด์|แอนดรูว์ ลอยด์ เวบเบอร์|เวลเบ๊ค|เคลฟเวอร์ลี่ย์"""),
}

# Runs and words the builder could not place: a sentence holding one outside its labelled names is left out (an
# entry of two words, such as a work titled after a man, "파르메니데스 편", anywhere in the text).
UNSURE = {
    "uk": words("""Батьківщина|Голос|Довіра|Пінзел"""),
    "ky": words("""Мырзагүл|Султанмурат|Тайманбай|Айдана|Иңкамал|Абысын|Манас|Перико|Роджелио|Чал|Тим|Имам Сарахси|
Зардалы|Баатыр|Асман|Тотукуш|Жолборстордон|Индеецтер|Даңк|Алтын|Мурас|атындагы|Айтматов району|
Айтматов районунда|Ишеналы Арабаев|Алымбек Датка|Андреева|Барпы|Боронбаев|Жукеев|Мамыров|Шопоков|
Элебаев|Мэри|Харрис|Карл|Борис|Жейн|Мариям|Тимур|Амир|Мырзаке|Питер|Зилан|Швихаг|Ахунбаев|Лев Толстой|Сүйүмбаев|
Месарош"""),
    "tt": words("""исемендәге|исемлы|хәзрәт|Рәфгать|Антон|Афанас|Тукай|Чапаев|Сухрау|Ширәмәт|Кама Аланында"""),
    "hy": words("""Արտակ|Սարո|Սեդա|Մուսայելյան|Ջամալ|Սիա|Սազայ|Ալեքսին|Աշխեն|Լուսինե|Մալենա|Մայրիկ|Մարտիրոս|
Հարութիկ|Վաղինակ|Փիլիպոս|Քերոբ|Ղազար|Գևորգ|Դադեշ|Խոզապ|Սերոբը|Լևոն Տեր|Տալոյան Ջ|Ջիվանուն Տալոյան|
Ջիվանուն Ասլանյանի|Անի|Սարյան|Տերյան|անվան|Քոչարյան-|Լավրովի պլան|Ֆահրադդին|Գոչունյաններ|Տրայանոս|Սվերդլով|
Բեթմեն|Սուպերմեն|Ջոնիկ|Հարութ|Ջիվան Տեր|Պարոնյան|Բայո|Սարաջյան"""),
    "ko": words("""대처|미라보|김반장|어총무|최박사|르쁠레|리빙스턴|대원군|드레이크|빅토리아|에드워드|엘리자베스|찰스|조세프|셔먼|크리스티|하워드|헨리|
하이드|호치민|헤이고로|호리모토|파르메니데스 편|파르케니데스|소피스테스|필레보스|플라톤의 파르메니데스|네루|모간|셀러|싱크레아|맥콜|비일|누가미|
콜정부|웨지우드|레닌|카나비|A|B|C|D|E|F|G|H|I|J|K|L|M|N|O|P|Q|R|S|T|U|V|W|X|Y|Z"""),
    "th": words("""ยุ้ย|เมย์|กิตติ|ปิยะศักดิ์|ประพันธ์|ชวน|ขงเบ้ง|เล่าปี่|อีสป|ขุนช้าง|ขุนแผน|จอร์จ|ชาร์ลส์|เอ็ดวาร์ด|
สาลี่|หนุ่ม|ออย|อ่อง|ฮังเล|เหลือม|แดง|เล่ากี๋|ไฉ่ซิงเอี้ย|บริจิตต์|บริดี|ชิเร|สเตราส์|ปิ๊ด|
สมานมิตร|ศรีพันวา|ซองกุน|เพ็ก พาวเลอร์|ตันยงซุน|สยฺง|เบ๊คส์|ดอฮะ|เตราไต|อลิซาเบธ|จิตรี|จงรัก|เจนจิรา|
สุพิศาล|สุวารี|รัตติกาล|อุ๋ย|แพท|ลีห์|เจียง|เซีย|จิวยี่|องค์ชาย|พระจอมเกล้า|ภูบดีราชหฤทัย|ขงจื่อ|ขงจื๊อ|เล่าปี่|
สุรินทรรักษ์|สุพรรณหงส์"""),
}

# Korean writes a particle or an honorific (씨 "Mr/Ms", 박사 "Dr") on the name's word: the label is the name, the
# particle is read past (the earlier Korean sets label 홍춘욱, not 홍춘욱은).
KO_AFTER = r"(?:씨|박사)?(?:은|는|이|가|의|을|를|에게|에|와|과|도|만|로|으로|처럼|보다|께서|이다|였다){0,2}"


def find(text, name):
    """Where a text writes name: at word bounds; Korean with a particle after it; Thai anywhere (no spaces)."""
    if re.match(r"[\u0e00-\u0e7f]", name):
        return [(m.start(), m.end()) for m in re.finditer(re.escape(name), text)]
    if re.match(r"[\uac00-\ud7a3]", name):
        pat = rf"(?<![{WORDCH}]){re.escape(name)}(?={KO_AFTER}(?![{WORDCH}]))"
        return [(m.start(), m.end()) for m in re.finditer(pat, text)]
    pat = rf"(?<![{WORDCH}@#'’-]){re.escape(name)}(?![{WORDCH}'’-])"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def label(key, text, toks, earlier):
    """A sentence labelled by the builder's lists: (line, [names]), or None to leave it out."""
    if text is None or "[[" in text or "]]" in text or "|" in text:
        return None
    kind = TREEBANKS[key][0]
    spans = placed_names(text, PERSONS[key], lambda name: find(text, name))
    names = [n for _, _, n in spans]
    rest = "".join(" " if any(a <= i < b for a, b, _ in spans) else c for i, c in enumerate(text))
    if any(u in (text if " " in u else rest) for u in UNSURE[key]):
        return None  # outside the labelled names (찰스 디킨스 is listed, 찰스 alone is not)
    if key in ANIMACY:
        for run, animate in runs(toks):
            if animate and not any(n in run or run in n for n in names):
                return None  # an animate run the builder did not list
    if earlier.intersection(names):
        return None  # a person an earlier set labelled
    for a, b, name in sorted(spans, reverse=True):  # from the end, so earlier offsets hold
        text = f"{text[:a]}[[{name}|{kind}]]{text[b:]}"
    return text, names


def documents():
    """The documents: (doc_id, text), each up to UD_DOC kept sentences of one treebank in file order; a document
    with no name is kept one time in four (precision without diluting the set)."""
    earlier, docs = earlier_names(), []
    for key, (_, folder, files, _) in TREEBANKS.items():
        got = [label(key, text, toks, earlier) for f in files
               for text, toks, _, _ in sentences(os.path.join(TP, folder, f))]
        kept = [g for g in got if g is not None]
        parts = [kept[i:i + UD_DOC] for i in range(0, len(kept), UD_DOC)]
        docs += [(f"third-{key}-ud-{n:03d}", "\n".join(line for line, _ in part)) for n, part in enumerate(parts)
                 if n % 4 == 0 or any(names for _, names in part)]
    return docs


KINDS = sorted({kind for kind, _, _, _ in TREEBANKS.values()})

LABEL = re.compile(r"\[\[(.*?)\|(.*?)\]\]")
MIN_NAMES = 25  # the task's floor of names per kind


def problems_of(docs):
    """The self-check: a list of problems (empty when the documents are fit for the set) and the labels as
    (kind, name) pairs, in order."""
    earlier, labels, found = earlier_names(), [], []
    ids = [d for d, _ in docs]
    if len(set(ids)) != len(ids) or not all(d.startswith("third-") for d in ids):
        found.append("document ids not unique or not third-*")
    for doc_id, text in docs:
        pairs = [(k, n) for n, k in LABEL.findall(text)]
        labels += pairs
        if any(c in LABEL.sub("", text) for c in ("[[", "]]", "|")):
            found.append(f"{doc_id}: a bracket or bar outside a label")
        found += [f"{doc_id}: {k} {n!r} (unknown kind, bad text or an earlier set's name)" for k, n in pairs
                  if k not in KINDS or n != n.strip() or "  " in n or not n or n in earlier
                  or any(c in n for c in "[]|\n")]
    per = collections.Counter(k for k, _ in labels)
    found += [f"{k}: only {per[k]} names" for k in KINDS if per[k] < MIN_NAMES]
    return found, labels


if __name__ == "__main__":
    d = documents()
    if d != documents():
        sys.exit("not deterministic")
    found, labels = problems_of(d)
    for kind in KINDS:
        names = [n for k, n in labels if k == kind]
        ndocs = sum(1 for i, _ in d if i.startswith(f"third-{kind.split('-')[0]}-"))
        print(f"{kind}: {len(names)} names ({len(set(names))} distinct) in {ndocs} documents")
    print(f"{len(d)} documents, {len(labels)} names")
    for p in found:
        print("PROBLEM:", p)
    sys.exit(1 if found else 0)
