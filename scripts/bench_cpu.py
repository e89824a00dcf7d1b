#!/usr/bin/env python3
"""Single-thread CPU time of `bgkit validate -q -j1` over the benchmark
corpora, for two or more builds: user + system time of each whole process
(from the kernel's accounting of the child, `os.wait4`), runs of the builds
alternating so that all see the same load, and each build's median.

    scripts/bench_cpu.py [--runs N] [--corpus NAME ...] BUILD [BUILD ...]
    scripts/bench_cpu.py --same-reports BUILD BUILD [BUILD ...]

A BUILD is the path of a `bgkit` executable; the first is the reference that
the others' ratios are given against. Corpora (all by default):

- `gnubg`: the 500 gnubg self-play matches, fixtures/gnubg/matches/m[0-9]*.mat
- `realworld`: the 303 real transcripts of fixtures/realworld-corpus/ (14 writers)
- `realworld-2`: the second real-world corpus, fixtures/realworld-corpus-2/

`--same-reports` times nothing: it checks that every build gives the same
`bgkit validate --format json` reports (every verdict, error and warning)
over all three corpora, the check to make before trusting a faster build.

CPU time, not wall time: it does not count the time the process waits for a
core on a shared machine, so it varies less from run to run; medians of many
runs (11 at least) still differ by a few percent from one sitting to the
next, so compare builds measured in the same sitting.
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpus_files(name):
    """The files of a corpus, in a fixed order."""
    if name == "gnubg":
        pattern = os.path.join(HERE, "fixtures/gnubg/matches/m[0-9]*.mat")
        return sorted(glob.glob(pattern))
    folder = {"realworld": "realworld-corpus", "realworld-2": "realworld-corpus-2"}[name]
    files = []
    for root, _, names in os.walk(os.path.join(HERE, "fixtures", folder)):
        files.extend(
            os.path.join(root, n) for n in names if n.endswith((".txt", ".mat", ".sgf"))
        )
    return sorted(files)


def cpu_seconds(command):
    """User + system CPU seconds of one whole run of `command`."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def same_reports(builds):
    """Whether every build writes the same JSON reports over every corpus."""
    same = True
    for corpus in ["gnubg", "realworld", "realworld-2"]:
        files = corpus_files(corpus)
        outputs = {}
        for build in builds:
            run = subprocess.run(
                [build, "validate", "--format", "json", "-j1", *files],
                capture_output=True,
                check=False,
            )
            outputs[build] = (run.returncode, run.stdout)
        reference = outputs[builds[0]]
        for build in builds[1:]:
            agrees = outputs[build] == reference
            same &= agrees
            print(f"{corpus}: {len(files)} files, {build}: {'same' if agrees else 'DIFFERENT'} reports")
    return same


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each build (15)")
    parser.add_argument(
        "--corpus",
        action="append",
        choices=["gnubg", "realworld", "realworld-2"],
        help="a corpus to time (repeatable; default gnubg and realworld)",
    )
    parser.add_argument(
        "--same-reports",
        action="store_true",
        help="check that the builds give the same JSON reports, and time nothing",
    )
    parser.add_argument("builds", nargs="+", help="bgkit executables, the reference first")
    args = parser.parse_args()
    if args.same_reports:
        sys.exit(0 if same_reports(args.builds) else 1)
    corpora = args.corpus or ["gnubg", "realworld"]
    with open("/proc/loadavg") as load:
        print(f"load average at start: {' '.join(load.read().split()[:3])}")
    for corpus in corpora:
        files = corpus_files(corpus)
        if not files:
            sys.exit(f"no files in corpus {corpus}")
        times = {build: [] for build in args.builds}
        for run in range(args.runs + 1):
            # Alternate which build goes first, so that none always follows
            # another; the first round warms the page cache and is not counted.
            order = args.builds if run % 2 == 0 else args.builds[::-1]
            for build in order:
                seconds = cpu_seconds([build, "validate", "-q", "-j1", *files])
                if run > 0:
                    times[build].append(seconds)
        print(f"{corpus}: {len(files)} files, {args.runs} runs of each build")
        reference = statistics.median(times[args.builds[0]])
        for build in args.builds:
            median = statistics.median(times[build])
            quartiles = statistics.quantiles(times[build], n=4)
            print(
                f"  {build}: median {median * 1e3:.1f} ms CPU"
                f" (quartiles {quartiles[0] * 1e3:.1f} to {quartiles[2] * 1e3:.1f}),"
                f" {median / reference:.3f}x the reference"
            )
    with open("/proc/loadavg") as load:
        print(f"load average at end: {' '.join(load.read().split()[:3])}")


if __name__ == "__main__":
    main()
