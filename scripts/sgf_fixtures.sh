#!/bin/sh
# Regenerates fixtures/sgf/ with GNU Backgammon (run from the repository root):
#
#   gnubg/    every fifth .mat of fixtures/gnubg/matches imported into gnubg and
#             saved with `save match` as .sgf (gnubg's native format)
#   bgkit/    bgkit's `fmt --to sgf` of the same .mat files, and beside each
#             the .mat that gnubg exports after loading it (`*.gnubg.mat`)
#
# Deterministic: the inputs are checked in and gnubg only converts them. The
# names converted are listed in fixtures/sgf/names.txt.
set -eu
GNUBG=${GNUBG:-/usr/games/gnubg}
BGKIT=${BGKIT:-target/debug/bgkit}
OUT=fixtures/sgf
mkdir -p "$OUT/gnubg" "$OUT/bgkit"
ls fixtures/gnubg/matches | grep '\.mat$' | awk 'NR % 5 == 1' > "$OUT/names.txt"

SGF_MODE=save SGF_IN=fixtures/gnubg/matches SGF_OUT="$OUT/gnubg" SGF_NAMES="$OUT/names.txt" \
    "$GNUBG" -t -q -p scripts/gnubg/sgf.py < /dev/null > /dev/null

# bgkit's SGF of each .mat, then gnubg's .mat export of that SGF.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
: > "$scratch/names"
while read -r name; do
    stem=${name%.mat}
    "$BGKIT" fmt --to sgf "fixtures/gnubg/matches/$name" > "$OUT/bgkit/$stem.sgf"
    echo "$stem.sgf" >> "$scratch/names"
done < "$OUT/names.txt"
SGF_MODE=export SGF_IN="$OUT/bgkit" SGF_OUT="$scratch" SGF_NAMES="$scratch/names" \
    "$GNUBG" -t -q -p scripts/gnubg/sgf.py < /dev/null > "$scratch/gnubg.log" 2>&1
for mat in "$scratch"/*.mat; do
    stem=$(basename "$mat" .mat)
    cp "$mat" "$OUT/bgkit/$stem.gnubg.mat"
done
# gnubg prints a warning for anything in a file it does not load cleanly.
if grep -i 'warning\|error\|illegal' "$scratch/gnubg.log"; then
    echo "gnubg complained while loading bgkit's SGF" >&2
    exit 1
fi
