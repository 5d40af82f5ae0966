#!/usr/bin/env bash
# Installs what the build and the tests need beyond Go and PostgreSQL (which
# scripts/db.sh handles): a C toolchain for pg_query_go's cgo, Node.js + npm
# for the frontend build, poppler-utils (pdftotext reads uploaded PDFs),
# tesseract-ocr with English, German, French and Spanish (OCR of scanned
# pages and images), and
# Debian's Chromium for the browser tests.
# Idempotent: a second run only checks.
set -euo pipefail

need=()
command -v gcc >/dev/null || need+=(build-essential)
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
command -v pdftotext >/dev/null || need+=(poppler-utils)
command -v tesseract >/dev/null || need+=(tesseract-ocr)
for lang in eng deu fra spa; do
	[ -e "/usr/share/tesseract-ocr/5/tessdata/$lang.traineddata" ] || need+=("tesseract-ocr-$lang")
done
if [ "${1:-}" = "--with-browser" ]; then
	[ -x /usr/bin/chromium ] || need+=(chromium)
fi
command -v go >/dev/null || { echo "install-deps: Go is required (https://go.dev/doc/install); /usr/local/go/bin must be on PATH" >&2; exit 1; }

if [ "${#need[@]}" -gt 0 ]; then
	[ "$(id -u)" -eq 0 ] || { echo "install-deps: need root to apt-get install ${need[*]}" >&2; exit 1; }
	echo "install-deps: installing ${need[*]}" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null; }
fi
