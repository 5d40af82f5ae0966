#!/usr/bin/env python3
"""Writes internal/pii/names/viid/vi.txt, id.txt and id-vote.txt (docs/adr/0113) from stopwords-iso
(github.com/stopwords-iso/stopwords-iso at COMMIT, stopwords-iso.json; MIT, names/stopwords/LICENSE).

vi.txt: the syllables of the Vietnamese function words and phrases, lower-cased, without the
syllables that are a Vietnamese family name (names/vi/surnames.txt) or one of faker's surnames
("chu", "mai"): a Vietnamese name starts with its family name, so only those may open one. id.txt: the Indonesian function words of one word,
lower-cased, without those another of stopwords-iso's Latin-script lists (English included; Malay,
Indonesian's sister, not) holds ("di", "dan") and without faker's given names and surnames. id-vote.txt: the same words with
the names kept ("yang"): in lower case they tell Indonesian text. Usage:
    scripts/pii-viid-words.py /work/.mirror/stopwords-iso+stopwords-iso/repo
"""
import json
import subprocess
import sys

COMMIT = "6e8e9a2d1c019ad2a885bcbe157628dea624dfb6"
OTHERS = ["af", "ca", "cs", "da", "de", "en", "es", "et", "eu", "fi", "fr", "ga", "gl", "hr", "hu", "it", "la",
          "lt", "lv", "nl", "no", "pl", "pt", "ro", "sk", "sl", "so", "st", "sv", "sw", "tl", "tr", "yo",
          "zu", "vi"]


def lines(path):
    with open(path, encoding="utf-8") as f:
        return {l.strip().lower() for l in f if l.strip() and not l.startswith("#")}


def write(path, words):
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(w + "\n" for w in sorted(words)))


def main():
    data = json.loads(subprocess.run(["git", "--git-dir", sys.argv[1], "show", COMMIT + ":stopwords-iso.json"],
                                     capture_output=True, check=True).stdout)
    names = lines("internal/pii/names/faker/given.txt") | lines("internal/pii/names/faker/surnames.txt")
    viet = lines("internal/pii/names/vi/surnames.txt")
    vi = {s for w in data["vi"] for s in w.lower().split() if s.isalpha()}
    surnames = lines("internal/pii/names/faker/surnames.txt")
    write("internal/pii/names/viid/vi.txt", vi - viet - surnames)
    others = {w.lower() for lang in OTHERS if lang in data for w in data[lang]}
    ind = {w.lower() for w in data["id"] if w.isalpha()}
    write("internal/pii/names/viid/id.txt", ind - others - names - viet)
    write("internal/pii/names/viid/id-vote.txt", ind - others)


if __name__ == "__main__":
    main()
