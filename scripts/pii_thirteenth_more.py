#!/usr/bin/env python3
"""The thirteenth name set's real text in Latin script (part 2 of issue 30's thirteenth set; docs/adr/0150).

Universal Dependencies treebanks no earlier set, tuning set or model read (reserved in /work/wt/reserved13.md):
Latvian LVTB (news, dev file: the test blob is missing upstream), Turkish Penn (Penn Treebank news translated),
Scottish Gaelic ARCOSG (news, talks, nonfiction), Afrikaans AfriBooms (government and news), Italian and
Indonesian PUD (news and Wikipedia), Portuguese Porttinari (Folha de S.Paulo news; the train file is missing upstream,
the dev file was not read). UD has no person labels: the builder read every candidate run of the
sentences considered (PROPN tokens in a row, flat and flat:name words joined) and sorted it by hand into PERSONS
(real persons, as the text writes them) and DROP (runs the builder could not call: a first name alone, a
patronymic or clan name, a title with no name, a work or street that may be named after someone, anonymised
"[Name]" slots). Every other run read was read as no person (a place, firm, work, month, product).

A name is labelled as the text writes it, case ending or lenition included (Latvian "Artūram Vītiņam", Gaelic
"Chaluim MhicPhàrlain"): the word is the name a reader sees. Turkish writes the suffix after an apostrophe: the
label stops before it, as the eleventh set's Turkish labels do ("[[Ronald Reagan|tr-real]]'ın"). A title or place in
the same run is left out of the label (Turkish "Başkan Bush'un": "Bush"; Afrikaans "Inkosi Mangosuthu
Buthelezi": "Mangosuthu Buthelezi"). One-word persons (a surname alone: Latvian "Dudko", Afrikaans "Mandela") are
labelled.

How a sentence is kept:
  - Run treebanks (lv, tr, gd, pt, af): only the sentences the builder read (lv, tr, gd, pt: those with a run of two
    or more words; af: every sentence with a run). Each run is placed where the text writes it; a run overlapping a
    label is the person (a title or place beside it stays out). Any other run must be read as no person: a run in
    DROP, a run holding a listed person the text does not show, or a run repeating part of a person labelled in the
    same sentence sends the sentence out. Fictional characters, places, firms and works named after people are not
    persons.
  - PUD treebanks (it, id): the persons labelled must be as many as Universal NER's English PER spans for the
    parallel sentence (uner-en-pud/, vendored); a fictional character the English counts leaves its sentence out.
A sentence naming a person an earlier set labelled (internal/pii/testdata/names_*.txt) is left out too, and so is
one holding "[" or "]" (ARCOSG's anonymised slots) or "|".

h90set's scripts/pii-thirteenth-names.py imports this module and writes documents() into the set file; this
module writes nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_thirteenth_more.py
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the twelfth part's module sits beside this one
# the twelfth part's shared helpers
from pii_twelfth_more import (LABEL, check_set, en_persons, placed_names, self_check, words,  # noqa: E402
                              written)
import pii_sets  # noqa: E402  (the sets built before each set, docs/adr/0221)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TP = os.path.join(ROOT, "internal/pii/testdata/third_party")

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>,
# which sentences were read: "multi" = with a run of 2+ words, "any" = with a run, "pud" = all, by UNER count)
TREEBANKS = {
    "lv": ("lv-real", "ud-lv-lvtb-thirteenth", ["lv_lvtb-ud-dev.conllu"],
           "aaedfc18ee5ff98d93fce737a97f9f9ca272b074", "multi"),
    "tr": ("tr-real", "ud-tr-penn-thirteenth", ["tr_penn-ud-test.conllu", "tr_penn-ud-dev.conllu"],
           "f5a36318700c1d00e560cf5bd04aa9f841bba1a9", "multi"),
    "gd": ("gd-real", "ud-gd-arcosg-thirteenth", ["gd_arcosg-ud-test.conllu", "gd_arcosg-ud-dev.conllu"],
           "d899aedfd1bfb5383e8867294d7db8f85108fb32", "multi"),
    "af": ("af-real", "ud-af-afribooms-thirteenth", ["af_afribooms-ud-test.conllu", "af_afribooms-ud-dev.conllu"],
           "a6dd726120c8bf1a0f8fb40f6a9ca15e880a192a", "any"),
    "pt": ("pt-real", "ud-pt-porttinari-thirteenth", ["pt_porttinari-ud-test.conllu"],
           "87a07e1fb761d6d0a6e2a4d82b11b308344dabb9", "multi"),
    "it": ("it-real", "ud-it-pud-thirteenth", ["it_pud-ud-test.conllu"],
           "71d932aa096368331ba2fd9bc906ec8dd853da8e", "pud"),
    "id": ("id-real", "ud-id-pud-thirteenth", ["id_pud-ud-test.conllu"],
           "765fb3fe486201f094cb177aff5aa84bc6b06800", "pud"),
}
SUFFIX = {"tr"}  # languages writing a case suffix after an apostrophe: the label stops before it
UD_DOC = 6  # kept sentences to a document, in file order




# The persons, as the text writes them, read from every candidate run of the sentences read.
PERSONS = {
    # Latvian LVTB (news): case endings kept; a run with a person and a place ("Iluta Gaile Albērvilas") labels
    # the person only.
    "lv": words("""A. L. Puškaitis|A. Matevičs|Agnese Kanniņa-Liepiņa|Agra Dzilnas|Aiga Roziņa|Aigars Matevičs|
Aigars Štokenbergs|Aija Branta|Aiva Kanepone|Andra Grūtupa|Andra Vilka|Andrejs Vasiļevskis|Andri Rāviņu|
Andris Deniņš|Andris Grūtups|Andris Taal|Andrē Soderbergu|Andrēass Bakeruds|Anete Šteinberga|
Anetes Jēkabsones-Žogotas|Ani Loraka|Anita Osipova|Anita Ozoliņa|Artūra Guzika|Artūram Vītiņam|Artūrs Kurucs|
B. Marčenkova|Bērniju Eklstounu|D. Kudore|Dace Amoliņa|Daiga Holma|Daļa Grībauskaite|Dz. Lezdiņa|Dzidra Ploce|
Dzintaram Sprūģim|Dzintra Lezdiņa|Džona Hills|Džons D. Rokfellers|Džons Ņūmens|Edgaram Putniņam|Edmunds Sprūdžs|
Elmārs Ozols|Elīna Lidere|Elīna Šimkus|Erosu Ramazoti|G. Freimanis|G. Teterovskis|Gregoriju Lepsu|Gunta Lēmaņa|
Gunārs Kūtris|Havjēra Hosē Garsija|Ievas Bondares|Igoram Visockim|Iluta Gaile|Ilze Veisbārde|Inese Kārkliņa|
Ingrīda Gubernatorova|Ingu Grencbergu|J. Visockis|Jakovs Grindins|Jehošua Falks Gafanovičs|Juris Kokainis|
Justīne Zaķe|Jānis Endzelīns|Jānis Igovens|Jānis Lelis|Jānis Reirs|Jāņa Igovena|Jāņa Riekstiņa|Jūlijs Riets|
K. Dakša|K. Silvestrova|Kasparam Ikstenam|Kaspars Antess|Kaspars Balodis|Kaspars Ritums|Katerina Elhotova|
Kirova Lipmana|Kristapa Jaujas|Kristenas Stjuartes|Kristīne Krūma|Kristīnes Ķepales|Kārlim Kalniņiem|Kārlis Rimša|
Leibs Šalits|Leons Briedis|Lilitu Zatleri|Lindsijai Hārdingai|Lionela Bodo|Lolita Neimane|Lonija Kurpniece|
M. Lazdāne|M. Nuroks|Maksis Lāzersons|Mauro Pinciaroli|Mikam Dudko|Moše Šekcers|Māri Putniņu|Māris Kupčs|
Mārtiņa Laksas|Mārtiņš Brūveris|Mārtiņš Kalndruva|Napoleona Bonaparta|Neris Germans|Nikola Kidmena|Nila Viļņa|
Ojārs Karčevskis|Oskars Deiviss|Ozija Osborna|Paulas Nikolas Ņečiporukas|Peters Sūlbergs|Raimonda Paula|
Raimonds Graumanis|Raimonds Kalējs|Raimonds Pauls|Rainers Kalniņš|Reinis Nitišs|Riharda Kozlovska|Roberto Meloni|
Roberts Muzis|Roberts Štelmahers|Rolanda Dubuva|Saimonu Kārlsonu|Sandra Lūciņa|Sanita Osipova|Sergejs Semjonovs|
Solvita Āboltiņa|Svetlana Riškova|T. Hercls|Timija Hansena|Tīnu Graudiņu|Tūrdu Linnerudu|Uldim Erstam|Uldis Ķinis|
Una Rēķe|V. Beitāns|V. Gobzeme|V. Zatlera|V. Zatleram|V. Zatlers|Vadims Kuzmičs|Valda Zatlera|Valdis Kivkucāns|
Valērija Kargina|Velga Graumane|Viktora Krasovicka|Viktorija Vasiļjeva|Vineta Muižniece|Vladislavs Beitāns|
Zaks Efrons|Ģirts Kuplais|Žoržs Siksna|A.Matevičs|D.Kudore|G.Freimanis|J.Visockis|K.Dakša|K.Silvestrova|
V.Beitāns|V.Gobzeme|Dudko|Erdogans|Grūtupa|Kūtris|Nitiša|Nitišam|Pauls|Žirinovska"""),
    # Turkish Penn (Wall Street Journal news translated): the case suffix after an apostrophe stays outside the
    # label (SUFFIX); "Mr.", "Sen.", "Sayın", "Başkan" and job titles stay out.
    "tr": words("""Barry Schrager|Dean LeBaron|Sheila MacDonald|Bruce Willis|Cornel Wilde|Danilo Kis|
David Bear|Dick Emmons|Frank Tremdine|George M. Salem|James A. White|James Norman|Norman|John Van de Kamp|
Van De Kamp|John Verret|Laurie DiCara|May Richstone|Michael J. Fox|Nigel Longley|Pete Domenici|
Phyllis Kyle Stephenson|Scott Stanley|Andy Rosen|Sonja Steptoe|Bandow|Cher|Anita Davis|Bridget O'Brian|
Charles F. Vihon|Clark S. Spalsbury Jr|Elaine Garzarelli|Elizabeth Dyer|
Eric W. Markrud|Frank W. Terrizzi|George Krug|George Morton|Jackie Mason|Jim Rogers|John Atherton|John E. Yang|
John J. Phelan|John Kenneth Galbraith|Joseph Granville|Laurence Tribe|Leon G. Cooperman|Mario Gabelli|Ned Davis|
Pamela Hill|Peter Chrisanthopoulos|Raymond Weber|Reva Levin|Riley Reinker|Ronald Reagan|Laura Cunningham|
Bush|Bentsen|Sisulu|Sajak|Arafat|Francesco Cossiga|Grasso|Dole|Seelenfreund|Davis"""),
    # Scottish Gaelic ARCOSG: lenited and genitive forms as written ("Sheòrais Reid", "Chaluim MhicPhàrlain");
    # patronymics of a real person ("Iain Fhionnlaigh") are labelled whole.
    "gd": words("""Aileag MacAmhlaidh|Ailean Caimbeul|Ailein Caimbeul|Alan Alderburg|Alasdair Moireasdan|
Allan I. Macinnes|Allison Ann Whyte|Amanda Lynne|Annabel Goldie|Breandán Ó Buachalla|Cailean Hynd|
Calum Dòmhnallach|Catrìona NicIlleDhuibh|Chaluim MhicPhàrlain|Charles W. J. Withers|Claire Rogers|
Clive Fairweather|Coinneach MacAsgaill|Colm Ó Baoill|Daibhidh Brown|Daibhidh Steel|Daibhidh Steele|Daniel Gibbs|
David Stevenson|Dhòmhnaill Ghriogaraich|Donnchadh Dewer|Dòmhnall Caimbeul|Dòmhnall Dewar|Dòmhnall MacAmhlaigh|
Eachann MacGill-Eain|Eòghainn Mhurchaidh|Francis J. Shaw|Iseabail NicAsgaill|Graham Power|Helen O'Sullivan|
I. F. Grant|Iain Fhionnlaigh|Iain MacCoinnich|Iain MhicAonghais|J. A. MacKintosh|J. A. MacLean|Joan Aitken|
Joe MacDhùghaill|Katherine Simms|Kenneth Nicholls|Mairearad Nighean Lachlainn|Malcolm Chapman|Mo Mowlam|
Momir Talic|Morris Johnston|Morris Malpas|Murchadh Moireach|Mìcheal Ruiseal|Nancy NicNeacail|Peadar Peacock|
R. A. Dodgshon|Raymond Gillespie|Robin Cook|Ronnie Flanigan|Seumas Friseal|Seumas Longridge|Seumas MacMhathain|
Seòras Lyon|Seòras Reid|Sheòrais Reid|Theàrlaich II|Thomas Marshal|Tommy Graham|Uilleam Robasdan|Victor Durcacz"""),
    # Afrikaans AfriBooms: "Inkosi" (a chief's title) stays out; "Madiba" (Mandela's clan name, used as his name)
    # and Cetshwayo (a Zulu king) are persons.
    "af": words("""Andimba Toivo ya Toivo|Arthur Chaskalson|Barney Pityana|Buziwe Ngaleka|Carlos Alberto Parreira|
Charlotte Le Fleur|Danny Jordaan|Ephraim Mogale|Giniel de Villiers|Harry Nengwekhulu|Harry Schwarz|Helen Suzman|
Helene Pastoors|Imtiaz Sooliman|Mangosuthu Buthelezi|Irvin Khoza|Joel Joffe|Johnny Issel|Kobie Coetzee|
Lucas Mahlangu|Mapetla Mohapi|Michael Dingake|Mike Louw|Mosioua Lekota|Mthuli ka Shezi|Neil Barnard|
Nelson Rolihlahla Mandela|Nkululeko Cele|Oliver Reginald Tambo|Oliver Tambo|Onkgopotse Tiro|PW Botha|
Pat Tlhagwana|Solomon Kalushi Mahlangu|Solomon Mahlangu|Steve Biko|Strini Moodley|Thabo Mbeki|Themba Sono|Botha|
Cetshwayo|Madiba|Mandela"""),
    # Portuguese Porttinari (Folha news): nicknames a person goes by ("ACM Neto", "Zé Mineiro", "Kakay") are persons.
    "pt": words("""ACM Neto|Aaron Sorkin|Alder Amaury|Alec Baldwin|Alexandre Schneider|Alice Caridade|Alicia Keys|
Andreia Horta|Antonio Carlos Fenólio|Antônio Callado|Antônio Camardelli|Antônio Cláudio Joca|Arlinton Nakazawa|
Axel Zeidler|Barack Obama|Brilhante Ustra|Caco Ciocler|Carolina Dieckmann|Caroline Cadorin|Cassio Silva|
Che Guevara|Chick Corea|Christian Cury|Cindy Mabe|Cristiano Ronaldo|Cristina Kirchner|Cármen Lúcia|
Daniel Ricciardo|Dario Caldas|David Luiz|Dolly Parton|Donald Trump|Dorival Júnior|Dudu Camargo|Edson Fachin|
Edson Gomes Ferreira|Eliene Araújo Silva|Eliseu Padilha|Emily Lima|Emmanuel Macron|Evo Morales|Felipe Cury|
Fernando Torres|Alice Schwarzer|Frédéric Thiébaud|Geddel Vieira Lima|Gilberto Gil|Gilmar Mendes|
Gisela Schulzinger|Henrique Eduardo Alves|Horst Seehofer|Hugo Chávez|Jacques Monet|Jair Ventura|Jane Fonda|
Janser Rojo|Jean-Marc Vallée|Jessica Chastain|Jo Clifford|Joelson Sampaio|Joesley Batista|John Ashbery|
John Bel Edwards|Jorge Arreaza|José Batista Sobrinho|José Yunes|João Doria|Kim Jong-il|Kim Jong-un|Ko Yong Hui|
Laura Dern|Leonardo Pimenta|Letícia Sabatella|Lewis Hamilton|Lily Tomlin|Lisa Bloom|Lucas Fernandes|Lucy Alves|
Luiz Lauro Fillho|Luiz Tadeu Figueiredo|Luís Roberto Barcelos|Marcelo Leonardo|Marco Pigossi|Maria Rita|
Mariana Pestelli|Mario Pedrazzoli|Marquinhos Gabriel|Marília Taboada|Miguel Fernandes|Mike Pence|Miuccia Prada|
Muti Randolph|Mônica Peçanha|Nicolás Maduro|Papa Massata Diack|Paul Newman|Paula Lavigne|Paulo Gustavo|
Paulo Rabello|Raquel Dodge|Reinaldo Rueda|Renan Ribeiro|René Simões|Ricardo Lewandowski|Ricardo Saud|
Roberta Cardoso|Roberta Sá|Roberto Carlos|Rodrigo Janot|Rogério Ceni|Sabah al-Ahmad al-Jaber al-Sabah|
Sebastian Vettel|Shawn Mendes|Silvia Gomez|Silvio Silveira|Sophie Turner|Stephen King|Sterling K. Brown|
Steve Gadd|Sylvia Urquiza|Sâmia Bomfim|Tati Bernardi|Tim Cook|Tomás Regalado|Walter Scheidel|Wesley Batista|
Wesley Mendes|Wilklen Nobre Barcelos|Willer Tomaz|Zé Mineiro|Álvaro García Linera|Érico Veríssimo|Alckmin|
Batista|Bolsonaro|Caetano|Cavani|Clayson|Denílson|Dilma|Doria|Fergie|Frejat|Garotinho|Geddel|Henfil|Jadson|
Janot|Joesley|Jolie|Kakay|Kolasinac|Kompany|Kéfera|Liniker|Lula|Macri|Merkel|Messi|Neymar|Nuzman|Palocci|Putin|
Rueda|Saud|Temer|Trump|Agostinha Batista|Alan Zelazo|Alberto Goldman|Alessandro Michele|Alessandro Oliveira|
Angelina Jolie|Ari Folman|Armínio Fraga|Blairo Maggi|Campos Machado|Chuck Grassley|Daniel Porto|David Polonsky|
Elías Téllez|Eunício Oliveira|Fernando Ulrich|Frederico Gelli|Gaku Shibasaki|Horácio Augusto Figueira|
Ismail Haniyeh|Jang Song-thaek|Johnny Hooker|José Mindlin|Joãosinho Trinta|Juan Carlos Varela|Juan Manuel Santos|
Julia Louis-Dreyfus|Justin Timberlake|Kimi Raikkonen|Lady Gaga|Loung Ung|Margot Robbie|Michael Jordan|
Michel Temer|Mike White|Monica Oliveira|Nivaldo Tuesca|Philipp Schiemer|Raul Seixas|Recep Erdogan|Ri Yong-ho|
Roberto Sá|Robson Caetano|Sareum Srey Moch|Silvio Santos|Sylvia Kresch|Tony Goes|Unai Emery|Magic Johnson|Funaro|
Hernanes|Verstappen"""),
    # Italian PUD: real persons only (Miss Piggy, Thanos, Tintin, Glinda are not); titles ("Papa", "Generale",
    # "Lord", "Sir", "Mr") stay out.
    "it": words("""Abakumov|Aldrin|Alvarez|Andre Price|Anne Horton|Aoun|Barroso|Beria|Benoît Paire|Bill Gold|Bloch|
Blunt|Bono|Bouchard|Bransfield|Caplan|Caracalla|Carangi|Chamberlain|Churchill|Clinton|Comey|Cospedal|
Cristoforo Colombo|Cuaron|David Crouch|David Gamson|Dietrich|Duffy|Durán|Dündar|Edoardo IV|Erdogan|
Erode Antipa|Erodiade|Florence Garrard|Francesco Giuseppe|Garth Jennings|Gaulle|Geronimo|Gillard|Gomery|
Guilbeault|Hans Pettersson|Hariri|Herzl|Hitchcock|Hitler|Hugh Murphy|Humphrey Bogart|Irène Joliot|Isner|
Jeffrey Dean Morgan|Jokowi|Joseph Schenk|Kenseth|Kipling|Knightley|Kristin Scott Thomas|LaBeouf|Lamarr|Mandl|
Mark Zuckerberg|Martin Luther King Junior|Melania Trump|Morricone|Napoleone Bonaparte|Norma Talmadge|Obama|Piaf|
Pilato|Platone|Pompeo|Reagan|Rian Jonhson|Riccardo Plantageneto|Saul Bass|Seagal|Stalin|Stephen Wheeler|
Tokugawa Ieyasu|Tom Robinson|Trudeau|Trump|Villeneuve|William Hechler|Winterkorn|Wintour|Yudhoyono|Ángel Pintado|
Évole|Kori Schulman|John Burgoyne|Joseph Burgoyne|Ernest Shackleton|Osborne|Panvalkar|Pugh|Halifax|Grenville"""),
    # Indonesian PUD: titles ("Presiden", "Paus", "Raja", "Tn.", "Ny.", "Nn.", "Pendeta", "Kaisar") stay out.
    "id": words("""Abakumov|Aldrin|Alvarez|Andre Price III|Anne Horton|Aoun|Barroso|Beria|Benoît Paire|Bill Gold|
Bloch|
Blunt|Bono|Bouchard|Bransfield|Caplan|Carangi|Chamberlain|Churchill|Clinton|Cospedal|Cuaron|David Crouch|
David Gamson|Dietrich|Duffy|Durán|Dündar|Edward IV|Erdogan|Herodes Antipas|Herodias|Florence Garrard|
Garth Jennings|Geronimo|Gomery|Guilbeault|Hans Pettersson|Hariri|Herzl|Hitchcock|Hitler|Hugh Murphy|
Humphrey Bogart|Irène Joliot-Curie|Isner|Jeffrey Dean Morgan|Jokowi|Joseph Gordon-Levitt|Joseph Schenck|Kenseth|
Kipling|Knightley|Kristin Scott Thomas|LaBeouf|Lamarr|Mandl|Mark Zuckerberg|Martin Luther King|Melania Trump|
Morricone|Norma Talmadge|Obama|Piaf|Pilatus|Plato|Pompey|Reagan|Rian Johnson|Richard Plantagenet|Saul Bass|
Seagal|Stalin|Stephen Wheeler|Tokugawa Ieyasu|Tom Robinson|Trudeau|Trump|Villeneuve|William Hechler|Winterkorn|
Wintour|Yudhoyono|Ángel Pintado|Évole|Kori Schulman|Jimmy Carter|Heinrich Kramer|Ernest Shackleton|Lucas Cranach the Elder|
Comey|Gillard|Osborne|Panvalkar|Pugh|Hopley|Mohammed al-Jadaan|Thutmose III|Ramesses II|Richard III|Tiberius|Sulla|
Caracalla|Caesar"""),
}

# Runs the builder could not call (a first name alone, a clan or patronymic, a firm, street or work that may be
# named after someone, a title with no name): a sentence holding one leaves the set.
DROP = {
    "lv": words("""A. I. Kuku|Ivana Bargā|Ivars Kasparoviči|Jānis Roze|Jāņa Rozes|Jāņiem Lolita|Jēkabu Brandenburgas|
Karolīna Dakšas|Kr. Barona|Luīzes Šarlotes|Maksima Gorkija|Mežotnes Valdis|Žana Pjēra|Žanam Pjēram|Žans Pjērs|
Akselss|Andrejs|Andrē|Angusa|Aparts|Bišops|Burga|Daniels|Džilindžers|Elenai|Eliasbergs|Elvijam|Forseli|Ingum|
Intars|Kankarīši|Kūtra|Kūtra ST|Martinsones|N.|Pitss|Reinis|Rozentāla|Stradiņa|Vals|Valtera|Viktoram|
Šteinbergu|Žanis"""),
    "tr": words("""Curzio|Merksamer|Zurkuhlen|Whitney|Shaw|Pratt|Andre|Oppenheimer|Ball|Crier'in|Cecin|
Baxter v. Palmingiano|Friedman|Sajak Show'u|Barry Wright|Della Femina|Butler|Goldberg|Gold|O'Linn|Ava"""),
    "gd": words("""Conall Gulban|Dan O Hara|Diorbhail Nic|Joan Aitken [Name]|Lachlainn Bhròlais|Lachlainn Sheumais|
Lachlann Bhròlais|Lachlann Thorrloisg|MacDonald Balranald|MacGill-Eain Mac|Mhàiri Anna|Màiri Anna|
Paibilsgearraidh Aileag Aonghais Aileig|Pàdraig Mac|Raghnaill Mairearad|Taher Din|h-Alba Sam Mac|lain MacGill-Eain|
[Name] [Name]|[Name] [Name] [Name]|Ailean|Anna|Bhan-Dòmhnallach|Caimbeulaich|Dòmhnallach|Friseal|Gill-Eain|
Ghill-Eain|Hague|Livingstone|MacAmhlaidh|MacBhàtair|MacCoinnich|MacDugall|Mairearad|MhicThòmhais|Rose|
Tuairneir|Uilleam|lain|[Name]|Bhelford|Bhught|Ghorem|Sradagan"""),
    "af": words("""Kalushi|Balfour|FW"""),
    "pt": words("""Dale Turner|Francisco Assis|Louise du Brésil|Marechal Deodoro|Maria Celeste|Molly Bloom|
Pedro Botelho|Sergio Maradona|Thomass Battersea|Bezerra|Bruyne|Castro|Cristiane|Dalva|Damião|Delfina|Dodge|
Everton|Falleroni|Figueiredo|Finkel|Francisco|George|Gryner|Hamilton|Jesus|Júlia|Lionel|Lucinda|Maldonado|Marcelo|
Mello|Melo|Miller|Moraes|Othon|Pádua|Rosales|Santos|Scaglia|Silva|Silvio|Tancredo|Twain|Villela|William|Zeide|
Alexandre|Dito|Formiga|Flor|Cena|Mal|Oscar|Superwoman|Cunha Lima|Almério|Amaral|Cunha|Luka|Miriam|Morozov|Paul|
Tom|Schornstein|Trump Tower|Ana Paula|Madame Gazela|Pedro Ivo|Mãe Preta|Álvares Penteado"""),
    "it": set(),
    "id": set(),
}

# A word character of the languages read, and the combining marks Yoruba-style tone marks would use.
WORDCH = r"\w\u0300-\u036f"


def find(text, name, suffix=False):
    """Where a text writes name, at word bounds (an apostrophe or hyphen after it glues a suffix on: no match, but
    where suffix is set: Turkish writes the case suffix after an apostrophe, and the earlier sets labelled
    "[[Carlos Bianchi|tr-real]]'nin", the suffix outside)."""
    after = rf"(?![{WORDCH}-])" if suffix else rf"(?![{WORDCH}'’-])"
    pat = rf"(?<![{WORDCH}@#'’-]){re.escape(name)}{after}"
    return [(m.start(), m.end()) for m in re.finditer(pat, text)]


def sentences(path):
    """A CoNLL-U file's sentences: (sent_id, text, [(form, upos, deprel)], English text or None), multiword-token
    and empty-node lines skipped."""
    out, sid, text, toks, en = [], None, None, [], None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n") + [""]
    for line in lines:
        if line.startswith("# sent_id"):
            sid = line.split("=", 1)[1].strip()
        elif line.startswith("# text ="):
            text = line.split("=", 1)[1].strip()
        elif line.startswith("# text_en ="):
            en = line.split("=", 1)[1].strip()
        elif line and not line.startswith("#"):
            c = line.split("\t")
            if "-" not in c[0] and "." not in c[0]:
                toks.append((c[1], c[3], c[7]))
        elif not line and toks:
            out.append((sid, text, toks, en))
            sid, text, toks, en = None, None, [], None
    return out


def runs(toks):
    """The candidate runs: PROPN tokens in a row, flat and flat:name words joined."""
    out, cur = [], []
    for form, upos, dep in toks + [("", "", "")]:
        if upos == "PROPN" or (cur and dep in ("flat", "flat:name")):
            cur.append(form)
            continue
        if cur:
            out.append(" ".join(cur))
        cur = []
    return out


def placed_runs(text, toks):
    """The candidate runs with where the text writes them: [(run, start, end)], or None when a run's word is not
    found in the text in order (the sentence then leaves: its runs cannot be checked against the labels). Only the
    runs' words are looked for, each at word bounds after the one before: other words may not be in the text as UD
    splits them (Portuguese "do" = "de" + "o")."""
    out, cur, at = [], [], 0
    for form, upos, dep in toks + [("", "", "")]:
        if form and (upos == "PROPN" or (cur and dep in ("flat", "flat:name"))):
            pat = re.escape(form)  # word bounds where the form's edge is a letter ("D." glues on: "D.Kudore")
            pat = (rf"(?<![{WORDCH}])" if re.match(r"\w", form) else "") + pat
            pat += rf"(?![{WORDCH}])" if re.match(r"\w", form[-1]) else ""
            m = re.compile(pat).search(text, at)
            if m is None:
                return None
            at = m.end()
            cur.append((form, m.start(), at))
            continue
        if cur:
            out.append((" ".join(f for f, _, _ in cur), cur[0][1], cur[-1][2]))
        cur = []
    return out


def earlier_names(own="thirteenth"):
    """Every name a set built before own labelled (the thirteenth's unless told; pii_sets.ORDER)."""
    out = set()
    for path in pii_sets.before(own, ROOT):
        with open(path, encoding="utf-8") as f:
            out.update(re.findall(r"\[\[(.*?)\|", f.read()))
    return out


def holds(run, name):
    """Whether a run's words hold a name's words in a row (UD splits "J.Visockis" into "J." and "Visockis": the
    caller compares such a run with its spaces taken out)."""
    r, n = run.split(), name.split()
    return any(r[i:i + len(n)] == n for i in range(len(r) - len(n) + 1))


def runs_read(placed, spans, names, persons, drop):
    """Whether every candidate run (run, start, end) outside the labels spans was read as no person. A run in drop
    (one the builder could not call: "Trump Tower", a first name alone), a run holding a listed person the text
    hides, or a run repeating part of a labelled person (names) is not: its sentence leaves. A run overlapping a
    label is the person (a title or place beside it in the run stays unlabelled). Shared with pii_setkit."""
    for run, a, b in placed:
        if run in drop:
            return False
        if any(a < y and x < b for x, y, _ in spans):
            continue
        if any(holds(run, n) for n in persons) or any(holds(n, run) for n in names):
            return False
    return True


def label(key, text, toks, earlier, per=None):
    """A sentence labelled by the builder's lists: (line, [names]), or None to leave it out. per: for a PUD
    treebank, the word counts of the English sentence's PER spans (None when it is not found)."""
    if text is None or any(c in text for c in "[]|"):
        return None
    kind, mode = TREEBANKS[key][0], TREEBANKS[key][4]
    rs = runs(toks)
    if mode == "multi" and not any(" " in r for r in rs):
        return None  # a sentence the builder did not read
    if mode == "any" and not rs:
        return None
    spans = placed_names(text, PERSONS[key], lambda name: find(text, name, key in SUFFIX))
    names = [n for _, _, n in spans]
    if mode == "pud":
        if per is None or len(per) != len(spans):
            return None
        placed = placed_runs(text, toks) or []
        for run, a, b in placed:
            if any(a < y and x < b and (a, b) != (x, y) and (a < x or y < b) for x, y, _ in spans):
                return None  # a label inside a longer proper-noun run ("Donald [[Trump]]"): its bounds are unsure
    else:
        placed = placed_runs(text, toks)
        if placed is None:
            return None
        if not runs_read(placed, spans, names, PERSONS[key], DROP[key]):
            return None
    if any(n in earlier for n in names):
        return None  # a person an earlier set labelled
    return written(text, spans, kind), names


def ident(sid):
    """A sentence id fit for a document id: letters, digits, "-" and "_" only."""
    return re.sub(r"[^A-Za-z0-9_-]+", "-", sid or "x").strip("-")


def documents():
    """The documents: (doc_id, text), each up to UD_DOC kept sentences of one treebank in file order, the first
    sentence's id in the document id; a document with no name is kept one time in four."""
    earlier, en = earlier_names(), en_persons()
    docs = []
    for key, (kind, folder, files, _, mode) in TREEBANKS.items():
        kept = []
        for f in files:
            for sid, text, toks, text_en in sentences(os.path.join(TP, folder, f)):
                got = label(key, text, toks, earlier, en.get(text_en) if mode == "pud" else None)
                if got is not None:
                    kept.append((sid,) + got)
        for i in range(0, len(kept), UD_DOC):
            part = kept[i:i + UD_DOC]
            if any(ns for _, _, ns in part) or (i // UD_DOC) % 4 == 0:
                docs.append((f"more-{key}-ud-{i // UD_DOC:03d}-{ident(part[0][0])}",
                             "\n".join(line for _, line, _ in part)))
    return docs


KINDS = sorted({t[0] for t in TREEBANKS.values()})


def check(docs):
    """The self-check's findings: problems (list of strings) and names per kind (Counter); a kind needs 25 names."""
    return check_set(docs, KINDS, earlier_names(), 25)


if __name__ == "__main__":
    self_check(documents, KINDS, earlier_names(), 25)
