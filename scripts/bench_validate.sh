#!/bin/sh
# Times bulk validation against GNU Backgammon's importer, whole process, in
# alternating rounds so that both see the same load (in each round the median
# of 3 runs of gnubg and of 15 runs of each bgkit command); prints each round and
# the medians. Needs a release build and /usr/games/gnubg.
#
#     cargo build --release
#     scripts/bench_validate.sh [ROUNDS]
#     CORPUS=realworld scripts/bench_validate.sh [ROUNDS]
#
# The corpus (copied to one directory so that gnubg's import script sees only
# it) is, by default, the 500 gnubg self-play matches
# fixtures/gnubg/matches/m[0-9]*.mat; with CORPUS=realworld, the real
# transcripts of fixtures/realworld-corpus/ (14 writers) that GNU Backgammon
# imports, as GNUBG.jsonl records it (its importer crashes on the others).
set -eu
rounds=${1:-11}
here=$(cd "$(dirname "$0")/.." && pwd)
bgkit=$here/target/release/bgkit
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
case ${CORPUS:-gnubg} in
gnubg)
    cp "$here"/fixtures/gnubg/matches/m[0-9]*.mat "$corpus"/
    ;;
realworld)
    # Flat, numbered names ending in .mat (the import script takes *.mat
    # only), with no spaces: hyperfine splits its command line at them.
    python3 - "$here/fixtures/realworld-corpus" "$corpus" <<'PY'
import json, os, shutil, sys
source, target = sys.argv[1], sys.argv[2]
with open(os.path.join(source, "GNUBG.jsonl")) as log:
    rows = [json.loads(line) for line in log]
imported = [row["file"] for row in rows if row["imported"]]
for number, name in enumerate(imported):
    flat = name.replace("/", "-").replace(" ", "_")
    shutil.copy(os.path.join(source, name), os.path.join(target, f"{number:03}-{flat}.mat"))
PY
    ;;
*)
    echo "CORPUS is gnubg or realworld" >&2
    exit 2
    ;;
esac

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Wall-clock seconds of one whole process: the median of RUNS runs in a row
# (the first argument), after one run not counted. With hyperfine when it is
# installed (no shell: it starts the process itself and waits for it);
# otherwise with `date` around the command, which adds the start-up of `date`
# (a millisecond or two) to every figure. Several runs per round steady the
# bgkit figures, which are short enough for a single run to catch a hiccup of
# the machine; the rounds still alternate, so both see the same load.
if command -v hyperfine > /dev/null 2>&1; then
    timer=hyperfine
    seconds() {
        runs=$1
        shift
        hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$corpus.json" -- "$*" > /dev/null 2>&1
        python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$corpus.json"
    }
else
    timer=date
    seconds() {
        runs=$1
        shift
        "$@" > /dev/null 2>&1 || true
        for _ in $(seq "$runs"); do
            start=$(date +%s.%N)
            "$@" > /dev/null 2>&1 || true
            end=$(date +%s.%N)
            echo "$end - $start" | bc
        done | median
    }
fi

echo "corpus: $(ls "$corpus" | wc -l) files; timer: $timer; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

: > "$corpus.gnubg"; : > "$corpus.j1"; : > "$corpus.j2"
for round in $(seq "$rounds"); do
    g=$(MATCH_DIR=$corpus IMPORT_CHECK=0 seconds 3 /usr/games/gnubg -t -q -p "$here/scripts/gnubg/import.py")
    a=$(seconds 15 "$bgkit" validate -q -j1 "$corpus"/*.mat)
    b=$(seconds 15 "$bgkit" validate -q -j2 "$corpus"/*.mat)
    echo "round $round: gnubg $g s, bgkit -j1 $a s, bgkit -j2 $b s"
    echo "$g" >> "$corpus.gnubg"; echo "$a" >> "$corpus.j1"; echo "$b" >> "$corpus.j2"
done
g=$(median < "$corpus.gnubg"); a=$(median < "$corpus.j1"); b=$(median < "$corpus.j2")
rm -f "$corpus.gnubg" "$corpus.j1" "$corpus.j2" "$corpus.json"
echo "medians: gnubg $g s, bgkit -j1 $a s, bgkit -j2 $b s"
echo "ratios: gnubg / -j1 = $(echo "scale=1; $g / $a" | bc), gnubg / -j2 = $(echo "scale=1; $g / $b" | bc)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
