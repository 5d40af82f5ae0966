#!/usr/bin/env python3
"""The sixteenth name set's treebank prose (part 3 of issue 30's sixteenth set; docs/adr/0215).

Universal Dependencies treebanks no earlier set, tuning set or model read (reserved in /work/wt/reserved16.md,
point 2). New languages: Latin LLCT (Early Medieval charters from Tuscany, AD 774-897: the legal genre; its parties,
witnesses, notaries, tenants and kings are real persons), Maltese MUDT (news, features, history) and Old East Slavic
RNC (15th-17th century Muscovite documents in Cyrillic: a duel inquiry, petitions, private letters, decrees). UD
has no person labels: the builder read every candidate run (PROPN tokens in a row, flat and flat:name words joined)
of the sentences read and sorted it by hand into PERSONS (real persons, as the text writes them) and DROP (runs the
builder could not call: a saint a church is named after, a hospital or square named after a person, a first name
alone in news, a bare name that may be a person or a place). Every other run read was read as no person (a place,
river, God, firm, party, product, song, month).

A name is labelled as the text writes it, case ending included (Latin "Teuperto", "Teuperti", "Teupertus" are one
man in three cases; Old East Slavic "Семену Ивановичю Воейкову"), as the earlier sets do. Titles and offices stay
outside the label (Latin "diaconus", "presbiter", "notarius", "episcopus", "massario"; Maltese "Dun", "Fr", "Lord",
"Dr"). One-word persons are labelled: the charters and the Muscovite documents name most people by one name, and
news names them again by the surname.

How a sentence is kept: ADR 0194's rules (scripts/pii_fifteenth_ud.py), unchanged. A sentence naming a person an
earlier set labelled (internal/pii/testdata/names_*.txt but "sixteenth" files) is left out, and so is one holding
"[", "]" or "|" (LLCT writes "[Propn]" for a name the charter lost).

h16a's scripts/pii-sixteenth-names.py imports this module (documents(), KINDS); this module writes nothing.
Deterministic, stdlib only. Self-check: python3 scripts/pii_sixteenth_ud.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the earlier parts' modules sit beside this one
from pii_twelfth_more import words  # noqa: E402 (shared helpers)
import pii_setkit as setkit  # noqa: E402  (the labeller, grouping and checks every set's treebank part shares)

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>,
# which sentences were read: "any" = with a run, "all" = every one (the builder read the run-less ones too, for
# capitalised words: the charters and Muscovite documents name someone in most sentences with a run); a piece one of which the ids of the sentences read hold, or ("",))
TREEBANKS = {
    # Latin LLCT: the test file's first 300 sentences (the vendored file is cut there).
    "la": ("la-real", "ud-la-llct-sixteenth", ["la_llct-ud-test.conllu"],
           "6ee23f2b60594add0d7409682f4192dd4bd5b519", "all", ("",)),
    # Maltese MUDT: the journalism ("J" in the sentence id) and non-fiction ("N") parts of the test and dev files;
    # the fiction ("F") and the rest are not read.
    "mt": ("mt-real", "ud-mt-mudt-sixteenth", ["mt_mudt-ud-test.conllu", "mt_mudt-ud-dev.conllu"],
           "8330fc644d66d62d91e873780c2706c5519f8bfd", "any", ("J", "N")),
    # Old East Slavic RNC (Russian National Corpus, 15th-17th century Muscovite documents: a duel inquiry of 1637,
    # petitions, private letters, decrees, a testament, a tsar's letter to King Stefan Batory): the test file's
    # first 300 sentences (the vendored file is cut there).
    "orv": ("orv-real", "ud-orv-rnc-sixteenth", ["orv_rnc-ud-test.conllu"],
            "4473c65561f773007e0a5a321835c428553e9b9e", "all", ("",)),
}
# Sentences read and left out by hand: Old East Slavic persons written as possessive adjectives ("Индрикова двора",
# Indrik's yard; "Петрова жена Фалькова", Petr Falk's wife; "Семеновымъ человеком", "Омѣляновымъ члкомъ", "в Уварове
# место Барсукове", "Митрошинская женка", Mitroshka's wife).
SKIP = {"Delo_duel_1637-15", "Delo_duel_1637-18", "Delo_duel_1637-31", "Delo_duel_1637-32", "Delo_duel_1637-34",
        "Delo_duel_1637-41", "Delo_duel_1637-46", "Delo_duel_1637-55", "gramotki_17_18__157_158_159_160_Anichkov-5",
        "gramotki_17_18__157_158_159_160_Anichkov-40", "gramotki_17_18__157_158_159_160_Anichkov-61"}
UD_DOC = 6  # kept sentences to a document, in file order
LEAST = 8  # the fewest names a kind may have (ADR 0194)


# The persons, as the text writes them, read from every candidate run of the sentences read.
PERSONS = {
    # Latin LLCT (charters): parties, witnesses, notaries, tenants ("regitur per X"), holders of land ("in terra X"),
    # fathers ("filio quondam X"), Bishop Gherardus of Lucca and the Emperor Charles ("Karolus", "Karoli").
    "la": words("""Adalberti|Adalberto|Adalbertus|Adaldo|Adaldus|Adalfridi|Adalpertum|Adalpertus|Adalprandi|
Adialberto|Aggulo|Alpertus|Andrea|Andream|Andreas|Andree|Anghalfridi|Anghalperti|Arolfulo|Astolfi|Astolfo|Ato|
Atrifuso|Atrifusu|Atriperto|Atrualdi|Atrualdo|Auchisi|Auderami|Auflade|Auselmi|Autchisi|Benedicti|Benedicto|
Bertaldus|Boniprandus|Bonoso|Chauserami|Chuneradi|Chunerado|Chunipertulo|Cillo|Cosfrido|Cospertum|Cospertus|
Cunimundo|Deusdedi|Dominichi|Dominico|Domniperti|Emillo|Ermifridi|Ermiperto|Filipi|Filippi|Flaiperti|Flaipertus|
Fraiperti|Fraolmi|Fridicauso|Gaiprandulo|Gegilo|Georgius|Gerardus|Ghaiprandulo|Gherardus|Gherimundo|Ghiselfridi|
Ghisolfi|Ghisolfo|Gospertus|Gottidei|Gottifridi|Grimaldi|Guilleradi|Gumpertus|Himalfridi|Ilderade|Ildiberti|
Ildipaldo|Iohannes|Iohannis|Iohannulo|Karoli|Karolis|Karolus|Lamberto|Lamperti|Lamperto|Lamprandi|Lei|Leo|Leulo|
Leupardo|Liutifridi|Lopi|Lopo|Osprandi|Pascali|Petrum|Petrus|Populo|Rachifonsum|Rachifonsus|Rachifusolo|Richiperti|
Richulo|Roffridi|Roppaldus|Ropperti|Rottardi|Sicalfridulo|Sicolfus|Sihimundo|Sildifridi|Simprando|Sisemundo|Stefano|
Stefanus|Suntripaldi|Tedolfi|Teodimundo|Teopaldo|Teudaldu|Teudaldus|Teudelgrimo|Teuderandus|Teudilasci|
Teudimundum|Teudimundus|Teudiprandus|Teufridi|Teuperti|Teuperto|Teupertu|Teupertulo|Teupertus|Teuprandu|Totulo|
Tramariciulo|Urso|Vincentius|Vitrianulo|Viventio|Viventius|Vualprandi|Vuarini|Vuarneri|Vuarnieri|Vuarnifridi|
Vuilleradi|Vuillerado"""),
    # Maltese MUDT (news, features, history): politicians, a professor, broadcasters, singers, priests; titles
    # outside ("Dun", "Fr", "Lord", "Dr", "Mrs"); surnames alone labelled ("Gonzi", "Demicoli", "Magro").
    "mt": words("""Abela|Abela Baldacchino|Agius Decelis|Alex Muscat|Alfie Fabri|Alfred Sant|Anthony Agius Decelis|
Anthony Zammit|Antoine d' Ambrogio|Anton Refalo|Anġlu Farrugia|Austin Gatt|Borg|Borg Bonaci|Borg Olivier|Cameron|
Carlo Borg Bonaci|Charles Demicoli|Charles Flores|Charles Mangion|Chris Said|Claudette Abela Baldacchino|
Daniela Delicata|David Cameron|Demicoli|Dennis Sammut|Dom Mintoff|Dward Tonna|Spir Cilia|Eddie Fenech Adami|
Evarist Bartolo|Fabrizio Faniello|Fenech|Fenech Adami|Colin Apap|Gavin Gulia|George Abela|George Fenech|Gonzi|
Gorġ Fenech|Joe Borg|Grisewood|Guido Demarco|Gulia|Harman Grisewood|Ivan Falzon|Jason Micallef|Jimmy Magro|
Joe Gasan|Joe Mizzi|Joe Saliba|Joe Tanti|John Dalli|Joseph Muscat|Julia Farrugia|Karl Camilleri|Karmenu Spiteri|
Karol Aquilina|Kemal Ataturk|Konrad Pulè|Lawrence Gonzi|Leo Brincat|Leonard Testa|Strickland|Louis Galea|Magro|
Robert Abela|Mario Vella|Martin Sapiano|Michael Falzon|Muscat|Olivia Lewis|Paul Borg Olivier|Peter Grech|
Philip Schembri|Robbie Abela|Ruslana|Sant|Sharon Rodenas|Toni Abela|Toni Sant|Tonio Borg|Tonio Fenech|
William Mangion|Zammit|Żammit Dimech"""),
    # Old East Slavic RNC: petitioners, clerks, scribes, foreign officers in Moscow, letter writers and their
    # households, tsars, King Stefan Batory, Vytautas, Timur, Darius, Alexander, Sennacherib, Khosrow, Arius; as
    # the text writes them (case endings, diminutives "Ивашка", "Лашько", capitals "ИВАНА ВАСИЛЬЕВИЧА"). A first
    # name alone is labelled where the document names a man or woman so after naming them in full (the duel
    # inquiry's "Григорей", "Петр", "Анна"), as these documents do.
    "orv": words("""Аверка Іванов|Аверка Івановъ|Алексей Михайлович|Алексею Михайловичю|Алексѣю Калитину|
Андрей Городецкой|Андрея Аренса|Анна|Анна Петрова|Анну Петрову|Арахипꙋ|Арий|Бори Пꙋтилова|Бориска Лаврентиев|
Борисъ Путилов|Вавила Тихановичь|Вавилы Тихановичю|Вавилы Тихановичю Вындомскому|Вавилы Тихановичю Вындомскомꙋ|
Лаврꙋшка Аничков|Василей Зарецкой|Василей Прокофьев|Василья Холдеева|Васка Губарев|Витовта|Григорей|
Григорей Гавриловичь Пушкин|Григорей Томосов|Григорьем|Григорью|Григорья|Григорья Дмитріевича Строгонова|
Григорья Томосова|Гришка Шибаевъ|Дарию|Дмитрей Прокофьев|Дмитрею Прокофьеву|Дмитрея Прокофьева|Евтифея Запорина|
Елисей Елисеев|Ермошка Ефтифьев|Еѳимовча|Зеновка Олексеев|ИВАНА ВАСИЛЬЕВИЧА|Иван Васильевич|Иван Волконской|
Иван Петрович Шереметев|Иван Юрьев|Ивана|Ивана Борисовича Черкасского|Ивана Ботенина|Ивашка Васильев|
Ивашка Олексеев|Игнат Еремеев|Индрик Арнс|Индрика|Ишкариным|Карп Детлов|Кузьмы Губарева|Лавренеі Аничьковъ|
Лаврентеи Аничков|Лаврентиико Аничьков|Лавреньтеи Аничковъ|Лашько Аничковъ|Лашько Аничьковъ|Левонтей Лендрус|
Марка Тихановича|Марку Тихановичю|Матренои|Матрѣна|Матърены|Мине Грязеву|Минко Васильев|Михаил Федорович|
Михаила Федорова|Михаила Федоровича|Михаилом Шейным|Михаилу Федоровичю|Михайло Неверов|Михайло Федорович|
Михайло Цыпр|Михайлу Цыпра|Михеевича|Нерона Нассонава|Неронка Нассонов|Ѳедотъ Тихановичь|Олександръ|
Ондрюшка Григорьев|Онуѳьреиком Івановымъ|Офонасью Степанову|Перѳилеи|Перѳилья Судакова|Петр|Петр Фальк|Петра|
Петра Фалька|Петром|Петромъ Колюбакинымъ|Петру|Петру Фальку|Петрушка Фальк|Петръ Швартовъ|Прокоѳью Сотъниковꙋ|
Савы Еѳимовича Боровитинова|Савы Еѳимовичю|Семен Воейков|Семен Иванович Воейков|Семена Воейкова|Семена Еѳимовича|
Семену Еѳимовичю|Семену Ивановичю Воейкову|Семенъ Еѳимовичь|Семенꙋ Еѳимовичю|Семѣна Базлова|Ѳедотко|
Семѣнꙋ Еѳимовичю|Семѣнꙋ Еѳимовичю Базловꙋ|Сенахирима|Сенка Лобовиковъ|Сенька Михайлов|Сидорка Симанов|
Степанꙋ Ѳекълистовꙋ|СТЕПАНУ|Стефану|Темир-Аксака|Тимошка Иванов|Ульянку|Фальк|Фалька|Хоздроя|Ындрика|
Юрья Пороцкой|Яков Ниэнборх|Якова|Якова Юрюкозина|Ѳедотъкомъ|Ѳеодора Алексѣевича"""),
}

# Runs read as unclear: a sentence holding one outside a label leaves.
DROP = {
    # Saints churches are named after ("ecclesia sancti Petri"; "Petri" is also a man's genitive, so every
    # "Petri" leaves), Christ, a place named after a person ("ubi vocitatur Sumualdi"), "in terra Alisi" (a
    # person's land or a place: not called).
    "la": words("""Angeli|Cervasi|Fridiani|Geminiani|Georgii|Laurentii|Marie|Martini|Petri|Romani|Savini|Silvestri|
Terentii|Vuincentii|Iesu Christi|Sumualdi|Alisi"""),
    # Maltese: first names alone and stage first names ("Carlo", "Sharon", "AnnaBelle", "Chiara"), a nickname
    # ("Mario l-Banana"), the everyman "Ċikku l-Poplu", a hospital and a square named after persons ("Isptar
    # Boffa", "Pjazza Castro"), a lower-case "gonzi-".
    "mt": words("""Carlo|Sharon|Robert|Esmeralda|Natalie|Jason|Fabrizio|Harman|Sean|Mario|AnnaBelle|Isabelle|Chiara|
Fr Colin|Malta Dun Spir|Ċikku|Boffa|Castro|gonzi-"""),
    # Old East Slavic: Christ ("Христа", "Христосъ"), and "Тиѳины" (a person or a place: not called).
    "orv": words("""Христа|Христе|Христос|Христосъ|Тиѳины"""),
}


# The part's functions: the rules every set's treebank part shares (pii_setkit.TreebankPart, ADR 0169).
PART = setkit.TreebankPart("sixteenth", TREEBANKS, PERSONS, DROP, SKIP,
                           lambda key, sid: any(p in sid for p in TREEBANKS[key][5]),  # a piece the read ids hold
                           UD_DOC, LEAST)
earlier_names, label, documents, check, main, thin, KINDS = PART.public()


if __name__ == "__main__":
    main()
