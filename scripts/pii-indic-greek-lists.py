#!/usr/bin/env python3
"""Writes the common-word lists the Indic and Greek person passes read (docs/adr/0136):

internal/pii/names/indic/<lang>.txt for bn, ta, te, ml, si (docs/adr/0153), internal/pii/names/el/common.txt, hy/common.txt and th/common.txt
(docs/adr/0143):
FrequencyWords' TOP commonest Bengali, Tamil, Telugu, Malayalam, Greek, Armenian and Thai subtitle words (github.com/hermitdave/FrequencyWords
at FW_COMMIT, content/2018/<lang>/<lang>_50k.txt, or <lang>_full.txt where no 50k list exists (ta, te, hy, si); CC BY-SA 4.0, indic/LICENSE.frequencywords), of two
characters or more (Sinhala: in Sinhala letters only, the list's words carrying no vowel sign), as written (NFC; Greek and Armenian lower-cased), in rank order.

Nothing of any name set was read. Deterministic; run from the repository root:
python3 scripts/pii-indic-greek-lists.py <FrequencyWords.git>
"""
import subprocess
import sys
import unicodedata

FW_COMMIT = "525f9b560de45753a5ea01069454e72e9aa541c6"
TOP = 10000


def show(git, commit, path):
    return subprocess.run(["git", "--git-dir", git, "show", commit + ":" + path], check=True,
                          capture_output=True).stdout.decode("utf-8")


def main():
    for lang, size, out_path in (("bn", "50k", "indic/bn.txt"), ("ta", "full", "indic/ta.txt"),
                                 ("te", "full", "indic/te.txt"), ("ml", "50k", "indic/ml.txt"),
                                 ("el", "50k", "el/common.txt"), ("hy", "full", "hy/common.txt"),
                                 ("th", "50k", "th/common.txt"), ("si", "full", "indic/si.txt")):
        out, seen = [], set()
        for line in show(sys.argv[1], FW_COMMIT, "content/2018/%s/%s_%s.txt" % (lang, lang, size)).splitlines():
            w = unicodedata.normalize("NFC", line.split(" ")[0])
            if lang in ("el", "hy"):
                w = w.lower()
            if lang == "si" and not all("\u0d80" <= c <= "\u0dff" for c in w):
                continue  # the Sinhala list holds as many English words; and no vowel sign (docs/adr/0153)
            if len(w) >= 2 and w not in seen:
                seen.add(w)
                out.append(w)
            if len(out) == TOP:
                break
        with open("internal/pii/names/" + out_path, "w", encoding="utf-8") as f:
            for w in out:
                f.write(w + "\n")


if __name__ == "__main__":
    main()
