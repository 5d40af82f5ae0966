#!/usr/bin/env python3
"""Writes the common-word lists of the Indic scripts read with no FrequencyWords list (docs/adr/0153):

internal/pii/names/indic/<lang>.txt for gu (Gujarati), pa (Punjabi, Gurmukhi), or (Odia) and kn (Kannada), and
internal/pii/names/ethiopic/am.txt (Amharic), and internal/pii/names/indic/<lang>_web.txt for ml (Malayalam), si
(Sinhala), te (Telugu) and bn (Bengali), read beside their FrequencyWords lists (docs/adr/0205, 0257, 0279), and internal/pii/names/hi/web.txt for Hindi
(docs/adr/0212), and internal/pii/names/fa/web.txt for Persian (docs/adr/0219), and internal/pii/names/fa/ur_web.txt for Urdu
(docs/adr/0256), and internal/pii/names/hi/<lang>.txt for
Bhojpuri's neighbours Unilex has in Devanagari, awa (Awadhi), mag (Magahi) and mai (Maithili), read for Bhojpuri and
the other Hindi-belt languages (docs/adr/0230), and internal/pii/names/mt/common.txt for Maltese
(docs/adr/0230; see maltese_common below):
Unicode's Unilex word frequencies (github.com/unicode-org/unilex at UNILEX_COMMIT, data/frequency/<lang>.txt: word
counts of the web text Google's Corpus Crawler gathered, news, religious and public-domain text; Unicode License V3,
indic/LICENSE.unilex), the TOP commonest forms (count descending, then byte order) of two characters or more written
in the language's own Unicode block only (Ethiopic: U+1200-U+137F), as written (NFC), in rank order.

Nothing of any name set was read. Deterministic; run from the repository root:
python3 scripts/pii-unilex-lists.py <unilex.git>
"""
import subprocess
import sys
import unicodedata

UNILEX_COMMIT = "b3a9ae27a0c29eac217bb15a75c6f8d8efb15d17"
TOP = 10000
BLOCKS = {"gu": (0x0A80, 0x0B00, "indic/gu.txt"), "pa": (0x0A00, 0x0A80, "indic/pa.txt"), "or": (0x0B00, 0x0B80, "indic/or.txt"),
          "kn": (0x0C80, 0x0D00, "indic/kn.txt"), "am": (0x1200, 0x1380, "ethiopic/am.txt"),
          # Second lists beside FrequencyWords' subtitle words (docs/adr/0205): news prose writes a register
          # subtitles do not ("දී", at; "ഇതാ"), which read as given names.
          "ml": (0x0D00, 0x0D80, "indic/ml_web.txt"), "si": (0x0D80, 0x0E00, "indic/si_web.txt"),
          # Telugu's second list (docs/adr/0257): prose nouns and postpositions subtitles rarely say ("నీటి", of
          # water; "సుమారు", about), which read as given names.
          "te": (0x0C00, 0x0C80, "indic/te_web.txt"),
          # Bengali's second list (docs/adr/0279): news nouns and their case forms subtitles rarely say ("খাতে",
          # in the sector; "সালে", in the year; "চলমান", ongoing), which read as short given names.
          "bn": (0x0980, 0x0A00, "indic/bn_web.txt"),
          # Hindi's second list (docs/adr/0212): news nouns subtitles rarely say ("हार्डवेयर", hardware), after a
          # common word read as a given name ("सैन्य", military).
          "hi": (0x0900, 0x0980, "hi/web.txt"),
          # Persian's second list (docs/adr/0219): news words subtitles rarely say ("میلیون", million), read as a
          # foreign given name's Persian spelling.
          "fa": (0x0600, 0x0700, "fa/web.txt"),
          # Urdu's list (docs/adr/0256): Urdu prose's common words ("اور", and; "کوششوں", efforts), which the
          # Arabic and Persian models read as names on an Urdu line.
          "ur": (0x0600, 0x0700, "fa/ur_web.txt"),
          # Bhojpuri's neighbours' lists (docs/adr/0230): their verb forms and common words Hindi does not
          # write ("राखल", kept, reads as Rachel), which Bhojpuri prose shares; each list is shorter than TOP.
          "awa": (0x0900, 0x0980, "hi/awa.txt"), "mag": (0x0900, 0x0980, "hi/mag.txt"),
          "mai": (0x0900, 0x0980, "hi/mai.txt")}
# JOINERS may stand inside a word of the block: Sinhala writes its conjuncts with a zero-width joiner (ශ්‍රී).
JOINERS = {0x200D}
# LANG_JOINERS may stand inside a word of one language only: Persian writes its compounds with a zero-width
# non-joiner (می‌شود); the other lists stay as they were.
LANG_JOINERS = {"fa": {0x200C}}


def show(git, commit, path):
    return subprocess.run(["git", "--git-dir", git, "show", commit + ":" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def main():
    for lang, (lo, hi, out_path) in sorted(BLOCKS.items()):
        counts = {}
        for line in show(sys.argv[1], UNILEX_COMMIT, "data/frequency/%s.txt" % lang).splitlines():
            if line.startswith("#") or "\t" not in line or line.startswith("Form\t"):
                continue
            form, count = line.split("\t")
            w = unicodedata.normalize("NFC", form)
            joiners = JOINERS | LANG_JOINERS.get(lang, set())
            if len(w) < 2 or not all(lo <= ord(c) < hi or ord(c) in joiners for c in w):
                continue
            counts[w] = counts.get(w, 0) + int(count)
        ranked = sorted(counts, key=lambda w: (-counts[w], w.encode("utf-8")))[:TOP]
        with open("internal/pii/names/" + out_path, "w", encoding="utf-8") as f:
            for w in ranked:
                f.write(w + "\n")


def maltese_common():
    """Maltese common words (docs/adr/0230): the MT_TOP commonest forms of Unilex's mt.txt written in lower case whose
    count is above their capitalised form's ("iżda", but; not "borg", as "Borg", a surname, is counted more), of two
    letters or more, letters only (apostrophe and hyphen allowed: "ta'"), in rank order (count descending, then
    byte order)."""
    counts = {}
    for line in show(sys.argv[1], UNILEX_COMMIT, "data/frequency/mt.txt").splitlines():
        if line.startswith("#") or "\t" not in line or line.startswith("Form\t"):
            continue
        form, count = line.split("\t")
        w = unicodedata.normalize("NFC", form)
        counts[w] = counts.get(w, 0) + int(count)
    lower = [w for w in counts if len(w) >= 2 and w == w.lower() and all(c.isalpha() or c in "'-" for c in w)
             and w[0].isalpha() and counts[w] > counts.get(w[0].upper() + w[1:], 0)]
    ranked = sorted(lower, key=lambda w: (-counts[w], w.encode("utf-8")))[:MT_TOP]
    with open("internal/pii/names/mt/common.txt", "w", encoding="utf-8") as f:
        for w in ranked:
            f.write(w + "\n")


MT_TOP = 10000


if __name__ == "__main__":
    main()
    maltese_common()
