#!/usr/bin/env python3
"""Writes internal/pii/names/slavic/given.txt, internal/pii/names/nordic/given.txt and internal/pii/names/baltic/given.txt.

slavic/given.txt: the given names of English Wiktionary's categories for the Slavic
languages (Serbo-Croatian, Czech, Slovak, Slovene, Polish, Russian, Ukrainian, Belarusian, Bulgarian, Macedonian),
for Albanian, whose names stand declined in Serbian and Croatian news ("Fatmira Sejdiua"), and for Kazakh, whose
names stand in Cyrillic text beside Russian ones and decline alike ("Нұрсұлтан", "Қаныш"; docs/adr/0142), in Latin or Cyrillic
letters as Wiktionary writes them. Read only for a word in Slavic text that a case ending makes a given name
("Ratka" is Ratko, "Марией" is Мария; docs/adr/0112); not a list of the rules or of the word model's features.

Source: github.com/jgwoolley/Names-by-Culture at COMMIT, pages/<lang>/given_names.csv (collected from English
Wiktionary; the names are Wiktionary's, CC BY-SA; the collection Apache-2.0, names/slavic/LICENSE). Categories of
old languages ("Old Novgorodian") are left out. Each name of one word of letters only is folded as pii.bare folds a
word (decomposed, marks dropped, lower case: "Željko" → "zeljko", "Йосиф" → "иосиф"), one a line, sorted by byte
value, no repeats. Deterministic; run from the repository root:
python3 scripts/pii-slavic-given.py <Names-by-Culture.git>

nordic/given.txt, the same way: the given names of Danish, Norwegian, Swedish, Icelandic and Faroese ("Mogens",
"Jytte", "Knud", "Thord" are on no other list the detector reads). Read only in Nordic text, for a given name before
a capitalised word that nothing found ("psykolog Sine Diemar"; docs/adr/0112).

baltic/given.txt, the same way: the given names of Lithuanian and Latvian ("Gediminas", "Aldona", "Ilgvars"), in the
nominative as Wiktionary writes them. Read only in Lithuanian or Latvian text, in any case, before a capitalised word
of a Baltic surname's shape ("Gedimino Kirkilo"; docs/adr/0142).

dutch/given.txt, the same way: the given names of Dutch ("Annemie", "Gwij", "Haijo" are on no other list the
detector reads). Read only in Dutch text, for a given name before a capitalised word that nothing found (docs/adr/0144).

celtic/given.txt, the same way: the given names of Scottish Gaelic, Irish, Welsh, Breton and Manx ("Uilleam",
"Seumas", "Coinneach", "Aonghas" are on no other list the detector reads). Read only in Gaelic or Irish text, for a
given name before a capitalised word that nothing found (docs/adr/0160).
"""
import csv
import io
import subprocess
import sys
import unicodedata

COMMIT = "81e3c9d22a04b6c47d65e7a8d07f5e3b1d6e089b"
OUTS = {"internal/pii/names/slavic/given.txt": ["hbs", "ces", "slk", "slv", "pol", "rus", "ukr", "bel", "bul", "mkd", "sqi",
                                               "kaz"],
        "internal/pii/names/nordic/given.txt": ["dan", "nor", "swe", "isl", "fao"],
        "internal/pii/names/baltic/given.txt": ["lit", "lav"],
        "internal/pii/names/dutch/given.txt": ["nld"],
        "internal/pii/names/celtic/given.txt": ["gla", "gle", "cym", "bre", "glv"]}
FOLD = {"ł": "l", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d"}


def fold(w):
    d = "".join(c for c in unicodedata.normalize("NFD", w) if unicodedata.category(c) != "Mn").lower()
    return unicodedata.normalize("NFC", "".join(FOLD.get(c, c) for c in d))


def write(out, langs):
    names = set()
    for lang in langs:
        text = subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":pages/" + lang + "/given_names.csv"],
                              check=True, capture_output=True).stdout.decode("utf-8")
        for row in csv.DictReader(io.StringIO(text)):
            n = row["name"].strip()
            if "Old " not in row["parent_cmtitle"] and n.isalpha() and len(n) > 2:
                names.add(fold(n))
    with open(out, "w", encoding="utf-8") as f:
        for w in sorted(names, key=lambda w: w.encode("utf-8")):
            f.write(w + "\n")


def main():
    for out, langs in OUTS.items():
        write(out, langs)


if __name__ == "__main__":
    main()
