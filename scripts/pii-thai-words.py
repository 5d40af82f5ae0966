#!/usr/bin/env python3
"""Writes internal/pii/names/th/words.txt, the Thai words a Thai run glued on after a foreign surname is cut into
("โคลัมบัสล่องเรือมา": Columbus, sailed, came), so that the person's span ends where the name ends (docs/adr/0224).

Source: PyThaiNLP (github.com/PyThaiNLP/pythainlp at 73966cf145078f9f022efc5f66075c6c9743ea08,
pythainlp/corpus/words_th.txt; CC0 1.0 per pythainlp/corpus/corpus_license.md, internal/pii/names/th/LICENSE.pythainlp).
Each word as written (NFC), Thai letters and signs only, of two to twenty characters, without the words that carry
a mark Thai writes in loanwords and foreign names (the mute mark U+0E4C, the short-vowel mark U+0E47): such a word
glued after a name is as likely the name's own last syllable ("เบอร์กอยน์"). One word a line, sorted by byte value,
no repeats. Deterministic; run from the repository root:
python3 scripts/pii-thai-words.py <pythainlp.git or a checkout's words_th.txt>
"""
import os
import subprocess
import sys
import unicodedata

OUT = "internal/pii/names/th/words.txt"
COMMIT = "73966cf145078f9f022efc5f66075c6c9743ea08"
PATH = "pythainlp/corpus/words_th.txt"


def read(src):
    if os.path.isdir(src):
        return subprocess.run(["git", "--git-dir", src, "show", COMMIT + ":" + PATH], check=True,
                              capture_output=True).stdout.decode("utf-8")
    with open(src, encoding="utf-8") as f:
        return f.read()


def keep(w):
    if not 2 <= len(w) <= 20:
        return False
    if any(not "\u0e01" <= c <= "\u0e4e" for c in w):
        return False
    return "\u0e4c" not in w and "\u0e47" not in w


def main():
    words = {unicodedata.normalize("NFC", line.strip()) for line in read(sys.argv[1]).splitlines()}
    out = sorted((w for w in words if keep(w)), key=lambda w: w.encode("utf-8"))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("".join(w + "\n" for w in out))


if __name__ == "__main__":
    main()
