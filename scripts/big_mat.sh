#!/bin/sh
# Builds one large transcript for the memory check of `bgkit validate`: the
# gnubg-written corpus matches joined end to end, repeated until the file
# reaches the wanted size (default 1 GiB). Each match keeps its own
# ` N point match` header, so the file holds many complete matches.
#
#     scripts/big_mat.sh /tmp/big.mat [MEBIBYTES]
#     /usr/bin/time -f %M target/release/bgkit validate -q /tmp/big.mat
set -eu
out=${1:?usage: big_mat.sh OUTPUT [MEBIBYTES]}
mebibytes=${2:-1024}
here=$(dirname "$0")/..
one=$(mktemp)
trap 'rm -f "$one"' EXIT
cat "$here"/fixtures/gnubg/matches/m[0-9]*.mat > "$one"
: > "$out"
limit=$((mebibytes * 1024 * 1024))
while [ "$(wc -c < "$out")" -lt "$limit" ]; do
    cat "$one" >> "$out"
done
