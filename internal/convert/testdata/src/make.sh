#!/usr/bin/env bash
# How every file of ../ was made (run from this folder). Tools: Debian's
# chromium, poppler-utils, qpdf, python3-docx, python3-openpyxl,
# libreoffice-writer/-impress/-calc; npm's pptxgenjs for the PowerPoint deck.
set -euo pipefail
pdf() { chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --allow-file-access-from-files --print-to-pdf="$2" "$1"; }
pdf handbook.html ../handbook.pdf                 # headings, a list, a table, two pages
pdf columns.html ../columns.pdf                   # a two-column page
pdf boldheads.html ../boldheads.pdf               # headings bold at 1.12× body size, bold runs inside paragraphs
pdf notice.html ../notice.pdf                     # two columns with a footnote at the foot of the first, run-in labels, a margin stamp
pdf ruled.html ../ruled.pdf                       # a ruled table whose cells hold sentences (word positions alone refuse it)
pdf stats.html ../stats.pdf                       # a statistics table whose Rentals column is empty but in its Totals row
chromium --headless --no-sandbox --disable-gpu --window-size=520,70 --screenshot=scan.png scantext.html
chromium --headless --no-sandbox --disable-gpu --window-size=520,70 --screenshot=../scan2.png scantext2.html  # the second page of ocr_test.go's two-page TIFF
pdf scanned.html ../scanned.pdf                   # a page that is only an image
qpdf --encrypt secret owner 256 -- ../handbook.pdf ../encrypted.pdf
head -c 20000 ../handbook.pdf > ../truncated.pdf  # cut before its cross-reference table
python3 make_office.py                            # ../policy.docx, ../prices.xlsx (openpyxl, no cached formula values)
soffice --headless --convert-to "xlsx:Calc MS Excel 2007 XML" --outdir /tmp/ks-lo ../prices.xlsx && cp /tmp/ks-lo/prices.xlsx ../prices.xlsx  # LibreOffice re-save computes them
soffice --headless --convert-to "docx:MS Word 2007 XML" --outdir /tmp/ks-lo handbook.html && cp /tmp/ks-lo/handbook.docx ../handbook-lo.docx
soffice --headless --convert-to pptx --outdir /tmp/ks-lo deck.fodp && cp /tmp/ks-lo/deck.pptx ../deck-lo.pptx  # text boxes, no placeholders
node make_deck.js                                 # ../deck.pptx with title/body placeholders and notes
python3 make_bad.py                               # ../bomb.docx, ../fake.docx, the CSV files
