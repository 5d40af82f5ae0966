#!/usr/bin/env python3
"""The eighteenth name set's treebank prose (part 3 of issue 30's eighteenth set; docs/adr/0240).

Universal Dependencies treebanks no earlier set, tuning set or model read (reserved in /work/wt/reserved18.md,
point 2), all spoken or written by ordinary people: Naija NSC (spoken Nigerian Pidgin: speakers' own names, a
news read-out, a radio host's show), a language no earlier kind used; Slovenian SST (spoken: football commentary,
round tables, parliament, radio requests), a genre the twelfth's written SSJ ("sl-real") did not have; and
Turkish Tourism (a tour operator's customer survey answers, all in capitals, naming hotel staff and guides), a
genre the eleventh's BOUN and thirteenth's Penn ("tr-real") did not have. Kinds: "pcm-real", "sl-sst-real",
"tr-tourism-real", and Frisian-Dutch Fame (spoken: Frisian radio archives, 1966-2014), a language no earlier kind
used: "fy-real". UD has no person labels: the builder read every candidate run (PROPN tokens in a row, flat and
flat:name words joined) of the sentences with a run and sorted the runs that could be persons by hand into PERSONS
(real persons, as the text writes them) and DROP (runs the builder could not call, or a person inside a longer
name). Every other run read was read as no person (a place, country, firm, hotel, brand, language, God).

A name is labelled as the text writes it, case ending included ("Arturja Boruca", "Lewandowskym"), in capitals
where the survey writes capitals ("TOLGA BALABAN"); a title beside it stays out ("ÖMER BEY", "gospod Svetina").
One-word persons are labelled: commentators name footballers by the surname, survey answers name staff by the
first name, Naija speakers give a first name or a nickname ("Osas", "Skata"). The Naija transcription's marks
("#", "//", "<") stay as the treebank writes them; its sentences holding "[" or "|" leave (ADR 0194's rule), and
so do Slovenian SST's with "[name:personal]" (names the corpus hid).

How a sentence is kept: ADR 0194's rules through pii_setkit.TreebankPart (ADR 0225), unchanged. A sentence naming
a person an earlier set labelled (the sets before "eighteenth" in pii_sets.ORDER) is left out.

h18a's scripts/pii-eighteenth-names.py imports this module (documents(), KINDS); this module writes nothing.
Deterministic, stdlib only. Self-check: python3 scripts/pii_eighteenth_ud.py
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the earlier parts' modules sit beside this one
from pii_twelfth_more import words  # noqa: E402 (shared helpers)
import pii_setkit as setkit  # noqa: E402  (the labeller, grouping and checks every set's treebank part shares)

# key: (kind, folder under testdata/third_party, files read, commit of github.com/UniversalDependencies/UD_<x>,
# which sentences were read: "any" = those with a run, a piece one of the read ids holds, or ("",)).
TREEBANKS = {
    # Naija NSC (spoken): test and dev whole (972 + 990 sentences); train was not read.
    "pcm": ("pcm-real", "ud-pcm-nsc-eighteenth", ["pcm_nsc-ud-test.conllu", "pcm_nsc-ud-dev.conllu"],
            "be1b5101e9176a4dd8e1da47053afbccf60ae8ce", "any", ("",)),
    # Slovenian SST (spoken: football commentary, a round table on children's rights, talks on artificial
    # intelligence, parliament, radio requests): test and dev whole (432 + 595 sentences); train was not read.
    "sl": ("sl-sst-real", "ud-sl-sst-eighteenth", ["sl_sst-ud-test.conllu", "sl_sst-ud-dev.conllu"],
           "07312e8e1042473ba1669656266ba5bba3c96a5c", "any", ("",)),
    # Turkish Tourism (a tour operator's customer survey answers, written all in capitals): test and dev whole;
    # train was not read.
    "tr": ("tr-tourism-real", "ud-tr-tourism-eighteenth", ["tr_tourism-ud-test.conllu", "tr_tourism-ud-dev.conllu"],
           "e410880799eeece4dbba4275628ec54ad84caaa2", "any", ("",)),
    # Frisian-Dutch Fame (spoken: Omrop Fryslân radio archives, 1966-2014, Frisian with Dutch): the one file whole
    # (400 sentences).
    "fy": ("fy-real", "ud-qfn-fame-eighteenth", ["qfn_fame-ud-test.conllu"],
           "1f211ba1caebca28bee5edc9600aa0e4a161ad87", "any", ("",)),
}
# Turkish sentences left out by id: "DENİZ İÇİN TAVSİYE EDERİM" ("I recommend it for the sea": "DENİZ" is a woman
# elsewhere, so it cannot go to DROP), "CEM AKTAN ERGÜN" (one person or two: not called) and, in dev, "MEHMET AŞÇI"
# ("Mehmet the cook" or a surname: not called). Frisian: "Barend en Martsje van der Veen" (two persons sharing a
# surname: where the first ends is not called).
SKIP = {"9766.test", "9894.test", "8730.train", "train_1987_kultuertoneel_15888.TextGrid.627"}
UD_DOC = 6  # kept sentences to a document, in file order
LEAST = 8  # the fewest names a kind may have (ADR 0194)


# The persons, as the text writes them, read from every candidate run of the sentences read.
PERSONS = {
    # Naija NSC: speakers giving their names (private persons recorded for the corpus with their consent), a
    # friend, a nickname ("Skata"), a radio host ("MC Abi"), politicians and officials in a news read-out, an
    # actress ("Tonto Dike"), a rapper.
    "pcm": words("""Titi Ade|Osas|Bassey|Skata|Edewoh|Edewo|Lai Muhammed|MC Abi|Joseph Aseginmba|Joke Babatunde|
Kabiru Sule|Deborah|Tonto Dike|Bukola Ayaniyi|Bukola Saraki|Buruji Kashamu|Ayodele Fayose|Mohammadu Buhari|
Yahaya Bello|Muhamed Babandele|Walter Onnoghen|Hadizatu|Uwani Mustapha|Eva Allordiah|Simbo|Mama Funmi|
Muhammed"""),
    # Slovenian SST: footballers, a coach and a federation president (commentary), a professor, speakers at a
    # round table ("gospod Svetina", "gospa Isops"), a prime minister ("Pahorja"), members of parliament, singers
    # asked for on the radio ("Viktorije", "Davorja Borna"), writers (Jurčič, Vid Pečjak), a colleague.
    "sl": words("""Vidiču|Ferdinandu|Lewandowskym|David Healy|Healy|Boruc|Arturja Boruca|Nigel Worthington|
Bartosz Bosacki|Mariusza Lewandowskega|Grzegorz Lato|Zver|Vidu Pečjaku|Svetine|Svetina|Isops|Pahorja|Viktorije|
Davorja Borna|Jurčiča|Stabej|Eva Irgl"""),
    # Turkish Tourism: hotel staff, guides and call-centre agents the customers name, mostly a first name before
    # "BEY" / "HANIM" (the title stays out of the label), some with the surname.
    "tr": words("""ALİ|AYTEKİN|BAHADIR|BAHADIR ERTEM|CAFER|CAN|CANAN|CANBULAT ÖZKURT|CANPOLAT|CANSU|CEM|CEMAL|CENGİZ|
CENK|CEREN|CEYLAN|CÜNEYT|DAVUT|DENİZ|DENİZ KOCABAY|DERYA|DOĞAN|DOĞUKAN|DUYGU|DİNÇER|EBRU|ECE|EDA|EGEMEN|EKREM|ELİF|
EMRAH|EMRE|ENES|ENVER|ENİSE|ERDAL|ERDEM|ERDİNÇ|ERGÜN|ERSİN|ETHEM|EYLEM|FATİH|FIRAT|FÜSUN|FİGEN|GONCA|GÖKHAN|GÖNÜL|
GÖRKEM|GÖZDE|GÜL TAŞDEMİR|GÜLCAN|GÜLSÜM|GÜLÇİN|HAKAN|HALUK|HALİL|HALİT|HANDAN|HATİCE|MEHMET|TOLGA|TOLGA BALABAN|
TUFAN|TUNCER|TURGAY|TURGUT|TUĞBA|TUĞBA BALABAN|TUĞÇE|TÜLAY|UFUK|UMUT|UTKU|UĞUR|VELİ|VİLDAN|YASEMİN|YASİN|YAĞMUR|
YELİZ|ÇİSEM|ÖMER|ÖMÜR|ÖZAY|ÖZCAN|SAMET|SEMİH|LEVENT|KEMAL|RECEP|RESUL|PINAR|ARZU|BÜLENT|ALİCAN|ARDA|BEKİR|AYŞE|BORA|
ASLI İBRAGUŞ|AYKUT|ARİF|KADRİYE|KAAN|IŞIL|HAMDİ|HİLAL|İSMAİL|ÖZLEM|ALEV|YILMAZ|ÖZGÜR ÇELEBİOĞLU|İLKER|İREM|İRFAN|
İBRAHİM|YAHYA|ONUR|YAKUP|ENGİN|OKAN|YELİZ YENER|FİLİZ|VEYSEL|ERKAN|NURTEN|EYLEM ÇAĞLAR|BURAK|MELEK|MEDİNE|EMİNE|
MUSTAFA|MELTEM|NURAN|METE|MERVE|MELİH|MUHAMMET|NİLGÜN|MESUT|NİHAT BULUT|MURAT|MUSA|OSMAN|KENAN|NEŞE|ŞABAN|ŞULE|
ŞEBNEM|ŞÜKRÜ|ÜMİT|ÖZGE|SELİN|SAVAŞ|SİNEM|SUZAN|SİNAN|SEZER|SERHAT|SERAP|TAMER|BAHTİYAR|KADİR|HATUN|REYHAN|PELİN|
KEMAL MURAT|LEYLA|RAMAZAN|GÖKMEN|ZEYNEP|GİZEM|YÜCEL|HAVVA|HASAN|YENER|HALİL İBRAHİM|GÜRKAN|ZEKERİYA DEMİR|
YUSUF BAYHAN|GÜLAY|YUNUS|BURCU|BÜŞRA|BÜLENT ULUÇAY|ASLI|AYŞEGÜL|BAYRAM|BİLAL|AYSEL|BARIŞ|OZAN|BANU|ATAKAN|BAŞAK"""),
    # Frisian-Dutch Fame: poets and writers, sportsmen (cyclists, skûtsje sailors, kaatsers, a darts player),
    # politicians, officials, a cabaret artist, doctors and ministers addressed by surname, interviewees, and
    # Pakistan's Bhutto and Zia-ul-Haq; titles stay out ("doctor de Vries", "dominee Van Andel", "direkteur Frans
    # Grommen").
    "fy": words("""Piter Terpstra|Hendrik de Vries|Sabine Heijstek|Grada Jansen|Gerke Visser|Floor van der Wal|
Jeltsje de Jong|Fennema|Vermaning|Jan-Evert Mus|Van Genechten|Ann Mannen|Teun de Vries|Joop Zoetemelk|Van der Noord|
Murphy King|Straat|Klaas van Wieren|Johan Halbertsma|Tsjip van der Beek|Hooiring|Fons de Poel|De Vos|Hoedemaker|
Harm de Wilde|de Vries|Jelte Veldstra|Lodewyk Meeter|Jan fan Akker|Fedde Schurer|Van Raaij|Zulfikar Ali Bhutto|
Marten fan Kammen|Vlieger|Frans Grommen|Reinald Kuipers|Dykstra|Henk te Biesebeek|Jaap Visser|De Jong|Riek van Dyk|
Ryk van Dyk|Jan de Vos|Pim Regnery|De Wilde|Van Andel|Annie Ennik|Zia-ul-Haq|Hans Steenbruggen|Greta Griffioen|
Margreeth de Boer|Tjitte Brouwer|Ryk Landman|Ko Klootwijk|Radjani Edel|Koen Zondag|Thomas Bakker|Bert Nuver|
Evert Wildstra"""),
}

# Runs read as unclear: a sentence holding one outside a label leaves.
DROP = {
    # Naija: places and a stadium, a gym and a square named after persons ("Murtala Muhammed", "Kabiru Gymnasium",
    # "Muhammed Gymnasium", "Momo's", "Murtala Square"), the brother's first name as a word ("use Kabiru"), Jesus,
    # a proverb's "Okpolo", "babe" and "Sir".
    "pcm": words("""Murtala Muhammed|Kabiru Gymnasium|Muhammed Gymnasium|Momo's|Murtala Square|Kabiru|Jesus|Okpolo|
babe|Sir"""),
    # Slovenian: persons inside longer names (the "Instituta Jožef Stefan", the "Anton Podbevšek teatru", "Isaac
    # Asimov zakoni", Asimov's laws), fictional beings (Golum, Ilzidur), a children's book ("Drejček"), a hall,
    # a club and a venue ("Gustaf", "Kurda", "Paranoid"), a school ("Ikš") and "heidi" (not called).
    "sl": words("""Jožef Stefan|Anton Podbevšek|Isaac Asimov|Goluma|Ilzidur|Drejček|Gustaf|Kurda|Paranoid|Ikš|heidi"""),
    # Turkish: "KAYA ARTMIŞ" (a hotel or "rocks": not called), "ERAY ORTAYDI" (a person or a place: not called) and
    # "VOLKAN KOKU" (a man Volkan, a surname Koku, or a smell: not called; found by the spot check, docs/adr/0240).
    # Read as no person: the operator ETS / ETSTUR, Turkish Airlines (THY), hotels (LİMAK, KAYA ARTEMİS), cities,
    # "GÜLERYÜZ" (a smile), "HERKES" (everybody), "HAKİM" (in command of),
    # "TÜRKÇE", "FRANSIZ", "FAS", "UCUZ", "İLGİLENDİLER", "VOYAGELARDAN", "PASTAHANE", "TEMİZLİKTEN".
    "tr": words("""KAYA|ERAY|VOLKAN"""),
    # Frisian: a radio serial's detective ("rechercheur Thomas Taktyk"), a radio play's "dokter Kwakman", a shop
    # and a museum named after persons ("de boutyk fan Fan der Brul", "museum Willem van Haren"), a family ("de
    # hearen Tonkes"), a first name alone ("Tsjerk"), and runs not called: "De Haan" (a name or the start of a
    # phrase), "Fedde Schurer Brouwer" (garbled), "Kloosterman Postma", "prinses Irene" (figurative), "Anjum" (a
    # village or a club), "by Sluis" (a firm or a person).
    "fy": words("""Thomas Taktyk|Kwakman|Fan der Brul|Willem van Haren|Tonkes|Tsjerk|De Haan|Fedde Schurer Brouwer|Postma|
Irene|Anjum|Sluis"""),
}


# The part's functions: the rules every set's treebank part shares (pii_setkit.TreebankPart, ADR 0169).
PART = setkit.TreebankPart("eighteenth", TREEBANKS, PERSONS, DROP, SKIP,
                           lambda key, sid: any(p in sid for p in TREEBANKS[key][5]),  # a piece the read ids hold
                           UD_DOC, LEAST)
earlier_names, label, documents, check, main, thin, KINDS = PART.public()


if __name__ == "__main__":
    main()
