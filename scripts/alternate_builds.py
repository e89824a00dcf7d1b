#!/usr/bin/env python3
"""Times `bgkit validate -q -jJOBS` over every *.mat file of a directory for
two or more builds, alternating single whole-process runs so that all see the
same load, and prints each build's median and first quartile.

    scripts/alternate_builds.py DIR RUNS JOBS BUILD [BUILD ...]

Each run's time includes starting Python's child process, the same for every
build: compare builds with each other, not with figures from hyperfine.
"""
import glob
import os
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    directory, runs, jobs = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    builds = sys.argv[4:]
    files = sorted(glob.glob(os.path.join(directory, "*.mat")))
    if not files:
        sys.exit(f"no .mat files in {directory}")
    times = {build: [] for build in builds}
    for run in range(runs):
        # Alternate which build goes first, so that neither always follows
        # the other.
        order = builds if run % 2 == 0 else builds[::-1]
        for build in order:
            started = time.perf_counter()
            subprocess.run(
                [build, "validate", "-q", f"-j{jobs}", *files],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                check=False,
            )
            times[build].append(time.perf_counter() - started)
    for build in builds:
        median = statistics.median(times[build]) * 1e3
        quartile = statistics.quantiles(times[build], n=4)[0] * 1e3
        print(f"{build}: median {median:.2f} ms, first quartile {quartile:.2f} ms")


if __name__ == "__main__":
    main()
