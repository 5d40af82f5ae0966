#!/usr/bin/env python3
"""The fourteenth name set's treebank prose in Latin and Cyrillic script (part 3 of issue 30's fourteenth set;
docs/adr/0169).

Universal Dependencies treebanks no earlier set, tuning set or model read (reserved in /work/wt/reserved14.md,
point 2): Uzbek UT (news and fiction), Buryat BDT (news, interviews; Cyrillic), Wolof WTB (encyclopedic,
informative, narrative, didactic articles), Upper Sorbian UFAL (Wikipedia, the Sorbian Institute's news), Kurmanji
MG (its Wikipedia part only: the rest is a Sherlock Holmes translation) and Javanese CSUI (Wikipedia, Solopos news).
UD has no person labels: the builder read every candidate run (PROPN tokens in a row, flat and flat:name words
joined) of every sentence holding a run and sorted it by hand into PERSONS (real persons, as the text writes them)
and DROP (runs the builder could not call: a first name alone, a fictional character, a religious or legendary
figure, an epithet, a family name in the plural, a school, work or firm named after someone). Every
other run read was read as no person (a place, people, firm, party, god, month, work).

A name is labelled as the text writes it, case ending included (Uzbek "Aleksandr Lukashenkoning", Buryat
"Солбон Дондокович Лыгденовтэ"), as the earlier Kyrgyz and Kazakh labels do ("[[Байдендин|ky-real]]"). Titles stay
outside the label (Wolof "Sëriñ", "Soxna", "Doktoor", "Dr", "Pr", "Profesëer", "Peresidaa", "Seneraal", "Cerno",
"Maam"; Buryat "Академик"), but Wolof "Seex" (Cheikh) is kept: it is the given name of the persons written with it
("Seex Anta Jóob", Cheikh Anta Diop). A run holding a person and a place ("Pamela Spratlen Samarqand") labels the
person only. One-word persons are labelled (a surname: "Aukin" for Hawking, "Окладников", "Шаланова").

How a sentence is kept (the thirteenth part's rules, scripts/pii_thirteenth_more.py): only the sentences the
builder read; each run is placed where the text writes it; a run overlapping a label is the person; any other run
must be read as no person: a run in DROP, a run holding a listed person the text does not show, or a run repeating
part of a person labelled in the same sentence sends the sentence out. A sentence naming a person an earlier set
labelled (internal/pii/testdata/names_*.txt but "fourteenth" files) is left out too, and so is one holding "[", "]"
or "|".

h14a's scripts/pii-fourteenth-names.py imports this module (documents(), KINDS); this module writes nothing.
Deterministic, stdlib only. Self-check: python3 scripts/pii_fourteenth_ud.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the earlier parts' modules sit beside this one
from pii_twelfth_more import words  # noqa: E402 (shared helpers)
import pii_setkit as setkit  # noqa: E402  (the labeller, grouping and checks every set's treebank part shares)

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>)
# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>,
# which sentences were read: "multi" = with a run of two or more words, "any" = with a run; a sentence id prefix
# the sentences read must have, or "")
TREEBANKS = {
    "uz": ("uz-real", "ud-uz-ut-fourteenth", ["uz_ut-ud-test.conllu"],
           "90817bc520f0138e2903448eaf6bf41d097430b3", "any", ""),
    "bxr": ("bxr-real", "ud-bxr-bdt-fourteenth", ["bxr_bdt-ud-test.conllu"],
            "300aa7089987a518da28c07715866df18205701f", "any", ""),
    "wo": ("wo-real", "ud-wo-wtb-fourteenth", ["wo_wtb-ud-test.conllu", "wo_wtb-ud-dev.conllu",
                                                "wo_wtb-ud-train.conllu"],
           "575a3ab64619a91de9950f01afb7c9f2d8cd28c4", "any", ""),
    "hsb": ("hsb-real", "ud-hsb-ufal-fourteenth", ["hsb_ufal-ud-test.conllu"],
            "6dc5594861906bbd755188a7de26f2c833a4a7bf", "any", ""),
    # Kurmanji MG: only the Wikipedia part ("wiki:" ids); the rest is a Sherlock Holmes translation (fiction).
    "kmr": ("kmr-real", "ud-kmr-mg-fourteenth", ["kmr_mg-ud-test.conllu"],
            "0dad7c35ec21766357dd314d0cbc18c25c07805b", "any", "wiki:"),
    "jv": ("jv-real", "ud-jv-csui-fourteenth", ["jv_csui-ud-test.conllu"],
           "f3baedde383bfe0364d56095ff24caee568fe0bb", "any", ""),
}
# Sentences read and left out by hand: a person's name used for a work ("kodeks Hammurabi", the code).
SKIP = {"p263s2"}
UD_DOC = 6  # kept sentences to a document, in file order


# The persons, as the text writes them, read from every candidate run of the sentences read.
PERSONS = {
    # Uzbek UT (news; the fiction part's characters are in DROP): suffixes glued on are kept.
    "uz": words("""A. Abdurashidov|Abdulla Tangriyev|Abdushukur Sodiqov|Aleksandr Lukashenkoning|Alexandro Toledo|
Alisher Usmonov|Amir Temur|Bahodir Jalolovning|Binyamin Netanyaxu|Botir Xoʻjayev|Buxoriy|Eliane Karpni|
Gurbanguli Berdimuhamedov|Islom Karimov|Jasur Yaxshiboyev|Jek Londonning|Jonibek Muqimov|Kim Chen In|
Maksim Arishevni|Mario Gerra Bonifasio|Minhojiddin Mirzo|Mirhosil Toʻychi Oripov|Nodira Haydarova|Olim Xudoyqulov|
Olimjon Xolmuhammedov|Pamela Spratlen|Rafael Silvaga|Rajab Toyyib Erdoʻgʻan|Rajab Toyyib Erdoʻgʻon|Rustam Meliyev|
Sadir Japarov|Sharofiddin Daminov|Sharofiddin Lutfullayev|Shavkat Mirziyoyev|Toʻxtabuvi Sarimsoqova|Usmonxon Alimov|
Valijon Umarov|Vladimir Zelenskiy|Yosir Arofat|Yuliy Edelshteyn|Putin|Erdoʻgʻan|Neymar|Mbappening|
Varya Kuznetsova|Poroshenko|Abe|Viratning"""),
    # Buryat BDT (news, interviews): first name and patronymic without a surname are a person as the text names
    # him or her ("Валентина Лочиновна"); case endings kept ("Дандар Бадлуевай").
    "bxr": words("""Абагал Хатареев|Александр Адабашьян|Алексей Хартиков|Анастасия Григорьевна Митрошкинатай|
Андрей Борисовтай|Анна Ивановна|Анна Шеметова|Анужд Мишра|Арсалан Санданов|Аюр Цырендоржиев|Аюша Арсалановтан|
Базар Ринчиногой|Базар Цырендашиев|Баир Базаргуруев|Балбар Доржо Ринчиновичэй|Бальжинима Санжимитупов|Бато Семеновой|
Баяр Дамдинов|Баяр Цыренгармаев|Баяр Цыренгармаевые|Баярто Одоевич|Борис Егорович Мандухаев|Булад Раднаев|
Булат Раднаев|Валентина Лочиновна Ракшаева|Валентина Лочиновна|Валентина Санжиевна|Валентина Цыдыпова|
Валерий Ивановтой|Валерий Николаевич|Валерий Секретаревич Хамарханов|Валерий Секретаревич|Валиджан Цыренжапов|
Вениамин Иннокентьевич|Вера Бальжинимаевна|Вера Ракшаева|Вероника Харбановагай|Владимир Степанович Далбаевтай|
Григорий Михеевич Багадаев|Дамба Аюшеевшье|Дандар Бадлуев|Дандар Бадлуевай|Дандар Жапович Бадлуев|Дандар Жапович|
Дандар Жаповичай|Дармаев Гомбо Убушеевичай|Джон Травоолтэ|Донна Тартай|Дондок Дашиевич|Доржо Ринчинович Дансаранов|
Евгения Цыреноватай|Екатерина Дамдиновагай|Екатерина Дамдиновна|Екатерина Шенхоровагай|Жаргал Жалсанов|
Ирина Баторова|Ирина Зибарева|Ксения Ханхареевнатай|Лариса Иннокентьевна Протасоватай|Лариса Иннокентьевна|
Маатти Таммиинэн|Маатти Тамминэн|Маатти Тамминэни|Матти Таммиинэн|Матти Тамминэн|Махмуд Исимбаев|Минжур Цыденов|
Михей Багадаев|Морихиро Ивато|Мэдэгма Бабасановна Бадмацыбикова|Мүнхэ Митупов|Арсалан Батожапов|Намжилма Гутаповна|
Намжилма ЦЫДЕНОВА|Нэха Сингх|Окладников|Ольга Аюрова|Омар Хайямай|Оюна Тогтохоевна Норбоева|Павел Борисович|
Правин Мишра|Раднаев Еши|Раднаева Надежда Гатыповнагай|Раднажап Жамсаевнатанай|Раиса Родионовна Хартикова|
Раиса Родионовна|Роза Борисовна Борголовтоной|Роза Борисовна|Роза Гавриловна Бузинаева|
Санжа Дулма Базаровна Болхоева|Светлана Антоновна Янхаевтан|Светлана Гончикова Будаина|
Солбон Дондокович Лыгденовтэ|Солбон Дондокович Лыгденов|Солбон Лыгденовэй|Солбон Лыгденов|Соёлма Баяртуевна|
Соёлма Дагаева|Таисия Хандуевна Мархаева|Татьяна Базаровна|Татьяна Валерьевна Бузинаевагай|Тимофей Лавренюк|
Тимур Бекмамбетовэй|Цыдып Иванов|Цыдып Чимитов|Цындыма Цырендоржиевна Сультимова|Цыпелма Жаргалова|
Цыпелма Тангатовна Шаланова|Цыпелма Тангатовнагай|Цыпелма Шалановае|Цыцык Базаржапова|Чингис Шенхоров|
Шенхорова Екатерина Дамдиновна|Шаланова|Мария Андреевна Далбаева|Мария Андреевна|Чингисхаанай|Чингисхана|
Чингисхаан|В.Н.Иванов|Иванов|Пушкин|Толстой|Кондратьевай|Кондратьев|Бабур|Тимур"""),
    # Wolof WTB: scholars, politicians, artists, historical rulers and the Mouride family as the text names them;
    # titles outside the label, "Seex" (Cheikh) inside.
    "wo": words("""Abdu Juuf|Abdu Kariim Saane|Abdukariim Saane|Abdulaay Elimaan Kan|Abdulaay Wàdd|Ablaay Wàd|
Ablaay Wàdd|Ablaay Wádd|Abaay Wàdd|Abii Taalib|Abu Bakr Al-Razi|Abuu Daawud|Abuu Hanifa|Abuu Hurayra|
Ahmad Ibn Hambal|Al-Kindi|Albeer Anstaayin|Amadu Sayxu|Amari Ngone Sobel FAAL|Amari Ngone|Amari Ngóone|Antoni Flew|
Arno Pinsiyas|Artir Edington|Baaba Maal|Bubakar Boris Jóob|Sulaymaan Baal|Colette Grinevald|Decce Fu Njogu FAAL|
Decce Fu Njogu|Denis Kiyama|Elen Sirlaf Jonson|F. Brigaud|Fatumata Bensudaa|Fatumata Bensuudaa|Fred Hoyle|
Freds Hoyle|G. Balandier|Hugh Ross|Iba Deer Caam|Ibn Abaas|Ibn Maaja|Ibn Xaldun|Jorg Gamow|Jorj Politseer|
Joseph Mankiewicz|Joyce Banda|Karim Maysa Wàdd|Karl Maks|Kleopaatar|Cléopatre|Koli Tingala|Leon Werth|Liz Taylor|
Maalik Si|Maki Sàll|Muusaa Ka|Musaa KA|Napoleon Bonaparte|Nicolas Agbohou|Nkosazana Dlamini-Zuma|P. Mercier|
Paul Davies|Robert Wilson|Sarl Tayloor|Seex Ahmadu Bamba|Seex Ahmadu Bàmba Mbàkke|Seex Ahmadu Bàmba|Seex Anta Jóob|
Séex Anta Joop|Modibo Jara|T. Gostynski|Seex Saliwu Mbàkke|Seexu Umar|Sinjata Kayta|Toni Morrison|
Trimaskan Traaware|Yilimaan Abdul Xaadir Kan|Yusu Nduur|Tanoor Jeng|Tanoor Jeŋ|Stefaan Aukin|Aukin|Stef Balma|
Amadu Galo Jóob|Abdul Asiis Kase|Abdoul Aziz KASSE|Kase|Pàppa Muusaa Coor|Coor|Asan Yaradu|Anta Taal Ja|Jorj Abel|
Magéy Géy|Degaulle|Ptolemee|Jaara Buso|Jaara Mariyama Buso|Mariyaama Buso|Jaaratu-l-Laahi Buso|
Moor Anta Sëli Mbàkke|Moor Anta Sëli|Moor Anta Sali|Momar Anta Sali|Muhammadu Basiiru Mbàkke|Abdu Lahad Mbàkke|
Abdu Asiis Si|Faatima Mbàkke|Asta Waalo Mbàkke|Asta Waalo|Habiibu-l-Laahi Mbàkke|Mbay Jaxate|Muhammadu Buso|
Anstaayin|Arsinoe|Buxaari|Coetzee|Goethe|Hegel|Heine|Hesse|Hoyle|Kiyama|Metternich|Napoleon|Elwin Oban|Oban|
Pensiyas|Politseer|Plini|Wilson|Cheng-Zu|Jazuuli|Karim"""),
    # Upper Sorbian UFAL (Wikipedia, the Sorbian Institute's news): case endings kept ("Adolfa Hitlera",
    # "Bolesławom Chrobrym"); a ruler's number stays outside ("Heinrich I." -> "Heinrich").
    "hsb": words("""Adolfa Hitlera|Hitlera|Aleksander Wulki|Arjana Pregelja|Assurbanipala|Barack Hussein Obama|
Barack Obama|Bolesławom Chrobrym|Edita Niciūtė|Ernesto Che Guevara|Fidel Castro|Franc Šěn|Lavoisier|Hammurabi|
Jacoba Grimma|Jakub Bart-Ćišinski|Ćišinski|Jakub Wjacsławk|Joseph Priestley|Katharina Elina|Marilyn Monroe|
Max Vasmer|Nabopolassar|Norma Jean Baker|Raimundas Eimontas|Rosa Luxemburg|Rozalia Luksenburg|Sargonom|Sargona|
Sargonje|Seleukos|Shaya Wooda|Sönke Friedreich|Tadas Šlajus|Wilhelm Oranski|Carl Wilhelm Scheele|Cyrus|Kurigalzu|
Muršili|Samsuiluny|Heinrich|Heinrichom|Gero|Gasche|Šamši-Adad|Tukulti-Ninurta|Tukulti-apil-Ešarrje|Šamšu-ditana|
Ammiṣaduqa|Adl"""),
    # Kurmanji MG (Wikipedia part): Ezafe endings kept ("Îdrîsê Bidlîsî"); titles outside ("Mele", "Şêx",
    # "Îmam", "Mamoste").
    "kmr": words("""Georg Wilhelm Friedrich Hegel|Elî Goran|Che|Stalîn|Talebanî|Osmanê Goyê|Evdirehmanê Garisî|
Îdrîsê Bidlîsî|Goethe|Schiller|Smith|Ibn Xeldûn|Sigmund Freud|Victor Hugo|Kawa Nemir|Enwer Mayî|Şafîî|Özal|
Hisên Mihemed|Husein Muhammed|Evdal Keya|Mehmûd Keya|Adem Keya|Emîne Xatûn|Fatma Îsa|Feqiyê Teyran|Sedam|Sokrates|
Marx|Friedrich Engels|Leyla Qasim|Abdusamet Yigit|Şerefxanê Bedlîsî|Evdirehmanê Axtepî|Wanlî"""),
    # Javanese CSUI (Wikipedia, Solopos news): titles outside ("Presidhen", "Bupati", "Mr.", "Bu", "Gubernur",
    # "Kolonel", "Canon"); the grammar examples' and the short story's people are in DROP.
    "jv": words("""Adrian Sutil|Alwi Shihab|Brian Eno|Tien Soeharto|Sugiri Sancoko|Hardwicke Rawnsley|Dani Saptoni|
Denny Cak Nan|Didi Kempot|Freddy Widya Ariesta|Frederick Haynes|Galileo Galilei|García Márquez|Gjorge Ivanov|
Gatot Subroto|Hermann Göring|John Michell|Jamie Green|Jim Perry|Joko Widodo|Justin Bieber|Lewis Hamilton|
Liam Broady|Iskaq Tjokrohadisoerjo|Iskaq|Nelson Mandela|Paul di Resta|Soeharto|George Bush|Abraham Lincoln|
Joseph Estrada|Rahayu Supanggah|Skip Sheffield|Steven Stayner|Teresa Teng|Tommy Edwards|Wiji Lestari|Yunus Ariseno|
Gondo Puspito|Sudarsono|Suryo|Aznavour|Beyonce|Sharapova|Maldini|Maryanto|Jennings|Niall|Jockie|Agum|Wolfson|Pram|
Zaid|Suwadji|Nursalim|Gondo|Freddy|Yunus|Maryani|Maskuri|Sularto|Jeprik|Julius|Agung|Karni|Koizumi|Abe|Endriartono|
Shakur|Potter|Beatrix|Bertram|Robby|Prajudi"""),
}

# Runs read as unclear: a sentence holding one outside a label leaves.
DROP = {
    "uz": words("""Asqar ota|Hamrobuvi xola|Hikmat buva|Karim otadan|Samandar aka|Ubay aka|Qobil boboni|
Egamberdi paxtafurushning|Ilhom samovarchining|Razzoq soʻfining|Bibi Salima|Orziqul Hojini|Sharofatxonning|
Sumayyaga|Lolani|Oyshalarning Istanbuldagi|Hokim Toʻrayevichniki|Imom Al|Saljuq Erdoʻgʻanning|Toqtogul|
Kimsan Qoraboyev|Abdulhakimning|Akramjonni|Davronning|Eʼzozaning|Gʻanijonga|Hamidaning|Hamroyev|Hasanboy|
Inobat|Madina|Majnunning|Mastura|Mavlonning|Maʼrifatxonga|Nodirshoh|Norqoʻzi|Nosirov|Oysha|Oʻlmasboyni|Parizoda|
Qalandarov|Qumribush|Qutbiddinovga|Rasul|Rayan|Salti|Samijon|Sotiboldining|Suxsurov|Turobjon|Unsin|Xizrni|Yusuf|
Zebining|Zuhraning|Zulayho|Navoiy|Tabgʻach|Chin|Tangrim"""),
    "bxr": words("""Абида|Баргажан Түхэм|Баяр Валерий Ивановой|Баярай|Булад|Буладай|Будда Бурхан|
Будда Гималайн Сакья|Буддын|Бурхан Багша|Доржо Банзаровай|Екатерина Дулмаһаа|Жабай Цыренгармын|Магдан Магна|
Магданай|Сиддарта Гаутамаарүндэһэлһэн|Тангадай Жаргалай|Ургыхан|Ургы|Цыпелма|Цыпелма Цыдып|Агын|Зүдхэли|
Зүдхэлиин|Дон Кихот|Алина|Ася|Баяр|Будда|Вера|Вячеслав|Дарима|Далбаевтан|
Дармаевтанайнгаа|Елиас|Елизэ|Катя|Лопсон|Ленэ|Майя|Маатти|Мааттида|Матикайнэн|Матти|Маттиин|Маттинай|Мэлс|Пеккин|
Пеккинэй|Пеккэ|Путкинооткэ|Путкинотко|Солбон|Соёлма|Цыпелмаагай|Цыпелмаае|Цыпелмагай|Цыпелмада|Цыпелмае|Чингис|
Шенхоровтоной|Лыгденовтэнэй|Виртаненэй|Алан-гуагай|Евэ|Хужар|Булагай|Чагатай"""),
    "wo": words("""Aadama|Abaabakar|Abdu Faatma|Ahmad|Al-Haakim|Aleksaandar|Alexandre le Grand|Alhaaji Maalig|
Almaami Abdu Buukar|Amiidu Ja|Amsatu|Anta Sali|Atab Baaji|Atab Badji|Biraama Siise|Bukki|C. T. Mbeng|Cerno Ba|
Doktoor Coor|Faatimata Sall|Hilke Thuer|Ibra Njaay|Ibrahima Wan|Imaam Aliwu|Imaam Hasan|Jalla Jaw|
Jamloro Siise|Jamloro|Kumba Ndaxaar|Kumba Ndaxaar Sàll|Lele Fuli Fak NJAAY|Lingeer Kura Ngoy|Maam Jaare|
Maam Kumba Kastel|Maam Moor|Maam Moor Mbàkke|Malang Tambaa|Mbeng Mbay Maa Daawur|Meetar Wàdd|
Mohamed Ben Omar Njaay|Musaa Kelekey Jaxate|Mustafaa Siise|Mustafaa Ñas|Muusaa|NJAAJAAN NJAAY|Njaa Jaan Njaay|
Ndaama Siise|Ndeyu Àtte|Ngóor Mbay|Njaga Mbay|Njaga Mbeng|Njaga|Njaga plus|Ogo Ja|Paule Davis|Saada Maka Si|
Salmaan Xaasa|Samba Jabare|Sambiira Baccili|Seex Aamidu Kan|Seex Anta|Seex Njaay|Seex Siidiya Gànnaar|
Seex Sàmba Jaara Mbay|Seexul Xadiim|Seneraal Waali Fay|Seriñ Njaay|Seydinaa Limaamu Laay|Shaafi|Siidi Buya Njaay|
Soxna Aram Faal|Soxna Jaara|Soxna Jaaratu-l-Laah|Suleymaan Ndeene Njaay|Sàmba Lingeer|Sàmba Saajo|Séex Aliyu Ndaw|
Séydu Nuura Njaay|Séydu Nuuru Njaay|Sëriñ|Sëriñ Mbàkke Gani Buso|Sëriñ Hamaat Buso|Sëriñ Mbàkke Kajoor|
Sëriñ Moor Jaara|Sëriñ Sàmba Mareema Saa-kokki|Sëriñ Tuuba|Sëriñ Tuubaa|Sëriñ Tuubaa Njaaréem|Sërin Tuuba|
Sërin Tuubaa|Waar Jaabi|Wolof Njaay|Xaadim Géy|Xaadimul Xadiim|Xataada Ibn An-Nu-Maan|Xureysi Caam|
Ñoxor Njaay Kuli Njigan|Àllin Situwe Jaata|Faatima|Haasim|Kaamil|Maalig|Maki|Tóni|Fredrick|Great Fredrick|
Frederick William|Mame Moor|Muhammad Yonentub Yàlla|Yeesu Kiris|Yónnent Yàlla Isaa|Juddu Yonnent Yàlla Isaa|
Firhawna|Narmeer|Seex Muhammadu Basiiru Minanul Baaxil Xadiim|Mbàkke|Cancer Université Cheikh Anta DIOP|
Lag de Geer|Sonaar Seŋoor|Seηóor|Yonent|Yonentam|Sëriif|Ñoñ-Maalig|Davis|Yongle|Tóni|Yusu|Samora|Trecani|
Sapone|Muhammad|Mohammad|Abdu|Amari|Anas|Aysa|Ismaayla|Rayan|Yilimaan|Tanoor|Juuf|Jaara|Jaaratu-l-Laahi|Jaaratu-l-Laah|Joob|Siise|
Njaay|FAAL|Faal|Ndaw|Ndir|Ngom|Baaba|Coon|Jean|Paul|Almaami|Soxna"""),
    "hsb": words("""Gilgameš|Krystusa|Klemena|Fredegara|Smolerjec|Tlustulimu|apil|apli|iddina|nasir|uballit|bani|ahhe|
danom|ašared|om|Adad|Šamši|Šamšu|Tukulti"""),
    "kmr": words("""Erdal|Herodot|Rojîn|Bawer|Sen'an|Seyda|Medîna|Gulçîna|Feqiyê Teyran 3|Harûn|Elî|Julius|August|
Musa|Mûsa|Îsa|Mihemed|Silêman|Silêman pêxember|Ahmet|Meryem|Goran|Gul|Sin|Küçük|Feqî|Ferêt|Şahmaran|Mako"""),
    "jv": words("""Dani|Eddie|Eddie Jordan Racing|Lusi|Sarah|Parjilan|Tari|Dhik|Dhik Tari|Riris|Wukir|Mas Wukir|Mas|
Mas Janto|Lintang Widyani|Letnan Surojo|Syeh Ibrahim|Syekh Maulana Ainul Yakin|Sunan Giri|Sunan Kalijaga|
Ki Ageng Gribig|Ki Ageng Kutu|Bhre Kertabhumi|Dewi Sanggalangit|Prabu Kelana Sewandana|Raden Gathotkaca|
Bujang Ganong|Count Dracula|Rama|Gusti|Ngarsa Dalem Gusti|Ratu Majapahit|Bu Guru|Bu Santi|Budhe Sri|Pakde Ratno|
Mbah Carik|Mbah Satinem|Mbah Wiro Bengah|Lek Wiro Bengah|Wiro Bengah|Mbak Kanthi|Mbakyu Tuminah|Simbah|
Simbah Kakung|Simbah Putri|Pak Ari|Pak Badhi|Pak Camat|Pak Daliyo|Pak Hamid|Pak Harnowo|Pak Haryono|Pak Kartijo|
Pak Kartono|Pak Surya|Yu Karni|Yu Narti|Yu Sri|Yu Tumi Setu|Yu Tuminah|Yu Walidah|Ndhuk|Drestarastra|Korawa|
Kanjeng Wonogiren|Canthik Rajamala|Dodge Bersaudara|Lintang|Ryan|Bima|Aziz|Jamal|Ika|Lin|Kir|Janto|Ris|Siti|
Simon|Simin|Tami|Surono|Surtinah|Sartono|Karmani|Haryani|Ambarwati|Hasan|Paulus|Cecep|Kertabhumi|Le|Lek|Mak|Mbah|
Mbakyu|Yu|Pak|Bu|Dhe|Ngger|Kakung"""),
}


# The part's functions: the rules every set's treebank part shares (pii_setkit.TreebankPart, ADR 0169).
PART = setkit.TreebankPart("fourteenth", TREEBANKS, PERSONS, DROP, SKIP,
                           lambda key, sid: sid.startswith(TREEBANKS[key][5]),  # the id prefix the sentences read have
                           UD_DOC, 25)
earlier_names, label, documents, check, main, thin, KINDS = PART.public()


if __name__ == "__main__":
    main()
