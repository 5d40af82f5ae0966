#!/usr/bin/env python3
"""Writes internal/pii/names/stopwords/europe.txt, the function words of the European languages written in Latin
letters ("Sa", "Tu", "Så", "Oni", "Esse", "Jene"), which a lone capitalised word at the start of a sentence often is
in Croatian, Slovak, Danish or Portuguese news; alone, such a word is a name only with context (docs/adr/0079).

Source: stopwords-iso (github.com/stopwords-iso/stopwords-iso at 6e8e9a2d1c019ad2a885bcbe157628dea624dfb6,
stopwords-iso.json; MIT, internal/pii/names/stopwords/LICENSE), the languages in LANGS. English is left out: the
detector's English word list (SCOWL) already covers it; Hungarian too: its short question words are given names
written in Latin letters elsewhere ("hány", Hany). Each word is folded as pii.fold folds a word (decomposed,
marks dropped, lower case, recomposed); words of one letter, or with anything but letters, are left out. One word a
line, sorted by byte value, no repeats, as sortedList.has needs. Deterministic; run from the repository root:
python3 scripts/pii-stopwords.py <stopwords-iso.git>

It also writes internal/pii/names/stopwords/fi-hu.txt (docs/adr/0089): the Finnish and Hungarian function words,
lower-cased but not folded ("és" is Hungarian, "es" Spanish), of two letters or more. Hungarian stays out of
europe.txt: these words say that a line is Finnish or Hungarian when they outnumber the other languages' words, and
the detector reads them as no names only on such a line ("Kérem", "Mert", "Ott" start Hungarian sentences;
elsewhere Hany, Ott, Mert are names).

And internal/pii/names/stopwords/ga-own.txt (docs/adr/0130): the Irish function words, lower-cased, not folded, of
two letters or more, without those another language's list there (English and Hungarian included) holds,
compared folded ("agus", "gach", "idir", "leis"); two in lower case near a person say the text is Irish.

And internal/pii/names/stopwords/nl-own.txt (docs/adr/0144): the Dutch function words the same way ("het", "zijn",
"ook", "werd"); two in lower case near a Dutch given name say the text is Dutch.

And internal/pii/names/stopwords/af-own.txt (docs/adr/0160): the Afrikaans function words the same way, without those
another language's list holds but Dutch's ("hulle", "nie", "ons", "vir"); two in lower case near a person say the
text is Afrikaans or Dutch.

And internal/pii/names/stopwords/de.txt (docs/adr/0094): the German function words the same way, lower-cased, not
folded ("für", "über"), of two letters or more: at a name's edge in German text, capitalised, no part of it; and
de-own.txt, those of them that no other language here (English and Hungarian included) lists, folded as above
("je", "da", "so" are Serbian, Croatian or English too): written in lower case, evidence that a line is German,
where every noun is capitalised.

And internal/pii/names/stopwords/fa.txt (docs/adr/0100): the Persian function words as written (NFC, not folded:
Persian spells ی and ک where Arabic spells ي and ك), of two letters or more, letters only (words written with a
zero-width non-joiner are two words to the detector, each its own entry), without the words of four letters or more
that faker's name lists hold ("هستی", "زمانی" are names too). Words of the list, and words spelt with letters Arabic
does not use, say that a line of Arabic script is Persian (or Urdu): there a name the models find needs a name list or
a form of address to vouch for it. Urdu's list in stopwords-iso is left out: its words are mis-encoded ("ثہت" for
"بہت").

And internal/pii/names/stopwords/th.txt (docs/adr/0143): the Thai function words as written (NFC), of two letters or
more, letters and signs only, sara am written as one letter; Thai writes no space between words, and one of them glued after a foreign name written
in Thai says where the name ends ("ลินคอล์นทำงาน").

And internal/pii/names/stopwords/hi.txt (docs/adr/0138): the Hindi and Marathi function words as written (NFC, not
folded), of two letters or more, letters and signs only, without those faker's name lists hold ("मगर", but, is the
Nepali surname Magar), without "पाटील" (Marathi news rank it high: it is the surname Patil, in faker's and the
census's Latin lists) and without "डॉ" (Dr, a form of address that cues a name). A Devanagari word of the list starts
no name: read into Latin letters, many are some rare given name ("किया", did, reads as Kia; "जो", who, as Jo).
"""
import json
import subprocess
import sys
import unicodedata

COMMIT = "6e8e9a2d1c019ad2a885bcbe157628dea624dfb6"
OUT = "internal/pii/names/stopwords/europe.txt"
FIHU_OUT = "internal/pii/names/stopwords/fi-hu.txt"
DE_OUT = "internal/pii/names/stopwords/de.txt"
DE_OWN_OUT = "internal/pii/names/stopwords/de-own.txt"
FA_OUT = "internal/pii/names/stopwords/fa.txt"
SLAVIC_OUT = "internal/pii/names/stopwords/slavic.txt"
SLAVIC = ["hr", "cs", "sk", "sl", "pl", "ru", "bg", "uk"]
NORDIC_OUT = "internal/pii/names/stopwords/nordic.txt"
NORDIC = ["da", "no", "sv"]
IRISH_OUT = "internal/pii/names/stopwords/ga-own.txt"
DUTCH_OUT = "internal/pii/names/stopwords/nl-own.txt"
AFRIKAANS_OUT = "internal/pii/names/stopwords/af-own.txt"
HINDI_OUT = "internal/pii/names/stopwords/hi.txt"
HINDI = ["hi", "mr"]
THAI_OUT = "internal/pii/names/stopwords/th.txt"
NOT_FUNCTION = {"डॉ", "पाटील"}
FAKER = ["internal/pii/names/faker/given.txt", "internal/pii/names/faker/surnames.txt"]
LANGS = ["ca", "cs", "da", "de", "es", "et", "fi", "fr", "ga", "gl", "hr", "it", "lt", "lv", "nl", "no", "pl",
         "pt", "ro", "sk", "sl", "sv"]
FOLD = {"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()
    return unicodedata.normalize("NFC", "".join(FOLD.get(c, c) for c in d))


def folded(data, langs):
    words = set()
    for lang in langs:
        for w in data[lang]:
            f = fold(w.strip())
            if len(f) > 1 and f.isalpha():
                words.add(f)
    return words


def write(path, words):
    with open(path, "w", encoding="utf-8") as f:
        for w in sorted(words, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


def main():
    data = json.loads(subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":stopwords-iso.json"],
                                     check=True, capture_output=True).stdout)
    write(OUT, folded(data, LANGS))
    write(FIHU_OUT, {unicodedata.normalize("NFC", w.strip().lower()) for l in ("fi", "hu") for w in data[l]
                     if len(w.strip()) > 1 and w.strip().isalpha()})
    de = {unicodedata.normalize("NFC", w.strip().lower()) for w in data["de"] if len(w.strip()) > 1 and w.strip().isalpha()}
    write(DE_OUT, de)
    others = folded(data, [l for l in LANGS if l != "de"] + ["en", "hu"])
    write(DE_OWN_OUT, {w for w in de if fold(w) not in others})
    names = set()
    for path in FAKER:
        with open(path, encoding="utf-8") as f:
            names.update(line.strip() for line in f)
    slavic = {unicodedata.normalize("NFC", w.strip().lower()) for l in SLAVIC for w in data[l]
              if len(w.strip()) > 1 and w.strip().isalpha()}
    non_slavic = folded(data, [l for l in LANGS if l not in SLAVIC] + ["en", "hu"])
    write(SLAVIC_OUT, {w for w in slavic if fold(w) not in non_slavic})
    nordic = {unicodedata.normalize("NFC", w.strip().lower()) for l in NORDIC for w in data[l]
              if len(w.strip()) > 1 and w.strip().isalpha()}
    non_nordic = folded(data, [l for l in LANGS if l not in NORDIC] + ["en", "hu"])
    write(NORDIC_OUT, {w for w in nordic if fold(w) not in non_nordic})
    irish = {unicodedata.normalize("NFC", w.strip().lower()) for w in data["ga"] if len(w.strip()) > 1 and w.strip().isalpha()}
    non_irish = folded(data, [l for l in LANGS if l != "ga"] + ["en", "hu"])
    write(IRISH_OUT, {w for w in irish if fold(w) not in non_irish})
    dutch = {unicodedata.normalize("NFC", w.strip().lower()) for w in data["nl"] if len(w.strip()) > 1 and w.strip().isalpha()}
    non_dutch = folded(data, [l for l in LANGS if l != "nl"] + ["en", "hu"])
    write(DUTCH_OUT, {w for w in dutch if fold(w) not in non_dutch})
    afrikaans = {unicodedata.normalize("NFC", w.strip().lower()) for w in data["af"] if len(w.strip()) > 1 and w.strip().isalpha()}
    non_afrikaans = folded(data, [l for l in LANGS if l != "nl"] + ["en", "hu"])
    write(AFRIKAANS_OUT, {w for w in afrikaans if fold(w) not in non_afrikaans})
    write(FA_OUT, {w for w in (unicodedata.normalize("NFC", w.strip()) for w in data["fa"])
                   if len(w) > 1 and w.isalpha() and not (len(w) >= 4 and w in names)})
    write(HINDI_OUT, {w for w in (unicodedata.normalize("NFC", w.strip()) for l in HINDI for w in data[l])
                      if len(w) > 1 and all(unicodedata.category(c)[0] in "LM" for c in w)
                      and w not in names and w not in NOT_FUNCTION})
    # stopwords-iso spells sara am as nikhahit and sara aa ("ทํา"), which text writes as one letter, U+0E33 ("ทำ").
    write(THAI_OUT, {w for w in (unicodedata.normalize("NFC", w.strip()).replace("\u0e4d\u0e32", "\u0e33") for w in data["th"])
                     if len(w) > 1 and all(unicodedata.category(c)[0] in "LM" for c in w)})


if __name__ == "__main__":
    main()
