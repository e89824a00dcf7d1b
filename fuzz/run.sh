#!/usr/bin/env bash
# Runs the fuzz targets one after another, each for SECONDS seconds (default 60).
#
#   fuzz/run.sh [SECONDS] [TARGET...]      e.g. fuzz/run.sh 600 mat notation
#
# New inputs go to fuzz/work/<target>/ (not checked in); the checked-in seeds in
# fuzz/corpus/<target>/ and the crash regressions in fuzz/regressions/<target>/
# are read but never written. Crashes land in fuzz/artifacts/<target>/: copy each
# into fuzz/regressions/<target>/ once it is fixed. A log per run is kept in
# fuzz/logs/. One fuzzer at a time: the machines this runs on are small.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(mat notation ids roundtrip resolve sgf xg contract)
fi

# cargo-fuzz needs a nightly compiler; without one, let stable act as nightly.
if rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
    fuzz=(cargo +nightly fuzz)
else
    export RUSTC_BOOTSTRAP=1
    fuzz=(cargo fuzz)
fi

# libFuzzer finds the C library's functions at run time: the fuzzers must be
# linked dynamically, also where RUSTC_WORKSPACE_WRAPPER names the static
# recipe (scripts/rustc-static-bins).
export RUSTFLAGS="${RUSTFLAGS:-} -C target-feature=-crt-static"

mkdir -p logs
for target in "${targets[@]}"; do
    mkdir -p "work/$target" "corpus/$target" "regressions/$target" "artifacts/$target"
    # Transcripts are long; everything else is short.
    max_len=4096
    if [ "$target" = mat ] || [ "$target" = sgf ] || [ "$target" = contract ]; then max_len=20000; fi
    # XG files: a game and its thumbnailless header take tens of kilobytes.
    if [ "$target" = xg ]; then max_len=65536; fi
    log="logs/$target-$(date +%Y%m%dT%H%M%S).log"
    echo "== $target for ${seconds}s (log: fuzz/$log)"
    # Optimised with debug assertions and overflow checks (cargo-fuzz's default);
    # no sanitizer, as the code under test is safe Rust and speed buys coverage.
    "${fuzz[@]}" run --sanitizer none "$target" \
        "work/$target" "corpus/$target" "regressions/$target" -- \
        -max_total_time="$seconds" -rss_limit_mb=512 -timeout=5 -max_len="$max_len" \
        -artifact_prefix="artifacts/$target/" -print_final_stats=1 \
        >"$log" 2>&1 || {
        echo "!! $target stopped with a finding; see fuzz/$log and fuzz/artifacts/$target/"
        tail -n 30 "$log"
        exit 1
    }
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" || true
    grep -E 'cov: [0-9]+' "$log" | tail -n 1 || true
done
