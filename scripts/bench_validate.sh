#!/bin/sh
# Times bulk validation against GNU Backgammon's importer, whole process, in
# alternating rounds so that both see the same load; prints each round and
# the medians. Needs a release build and /usr/games/gnubg.
#
#     cargo build --release
#     scripts/bench_validate.sh [ROUNDS]
#
# The corpus is the 500 gnubg self-play matches fixtures/gnubg/matches/m[0-9]*.mat,
# copied to one directory so that gnubg's import script sees only them.
set -eu
rounds=${1:-11}
here=$(cd "$(dirname "$0")/.." && pwd)
bgkit=$here/target/release/bgkit
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp "$here"/fixtures/gnubg/matches/m[0-9]*.mat "$corpus"/

# Wall-clock seconds of one whole process. With hyperfine (one run, no shell:
# it starts the process itself and waits for it) when it is installed;
# otherwise with `date` around the command, which adds the start-up of `date`
# (a millisecond or two) to every figure.
if command -v hyperfine > /dev/null 2>&1; then
    timer=hyperfine
    seconds() {
        hyperfine -N --runs 1 --export-json "$corpus.json" -- "$*" > /dev/null 2>&1
        python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["results"][0]["mean"])' "$corpus.json"
    }
else
    timer=date
    seconds() {
        start=$(date +%s.%N)
        "$@" > /dev/null 2>&1
        end=$(date +%s.%N)
        echo "$end - $start" | bc
    }
fi

echo "corpus: $(ls "$corpus" | wc -l) files; timer: $timer; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

: > "$corpus.gnubg"; : > "$corpus.j1"; : > "$corpus.j2"
for round in $(seq "$rounds"); do
    g=$(MATCH_DIR=$corpus IMPORT_CHECK=0 seconds /usr/games/gnubg -t -q -p "$here/scripts/gnubg/import.py")
    a=$(seconds "$bgkit" validate -q -j1 "$corpus"/*.mat)
    b=$(seconds "$bgkit" validate -q -j2 "$corpus"/*.mat)
    echo "round $round: gnubg $g s, bgkit -j1 $a s, bgkit -j2 $b s"
    echo "$g" >> "$corpus.gnubg"; echo "$a" >> "$corpus.j1"; echo "$b" >> "$corpus.j2"
done
g=$(median < "$corpus.gnubg"); a=$(median < "$corpus.j1"); b=$(median < "$corpus.j2")
rm -f "$corpus.gnubg" "$corpus.j1" "$corpus.j2" "$corpus.json"
echo "medians: gnubg $g s, bgkit -j1 $a s, bgkit -j2 $b s"
echo "ratios: gnubg / -j1 = $(echo "scale=1; $g / $a" | bc), gnubg / -j2 = $(echo "scale=1; $g / $b" | bc)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
