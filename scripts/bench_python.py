#!/usr/bin/env python3
"""bgkit.validate from Python against the bgkit command, over the fixture corpus.

    python scripts/bench_python.py --cli target/release/bgkit [--rounds 11]

Run it with an interpreter that has the bgkit package installed (`pip install
./python`). Every transcript under fixtures/ (the corpus the Python tests use)
is validated in each round by, in turn:

  cli -j1        bgkit validate -q -j1 FILES...        (one thread)
  cli -j1 json   bgkit validate --format json -j1 FILES... (one thread, full reports)
  cli            bgkit validate -q FILES...            (every core)
  python         bgkit.validate(bytes) on each file, one thread
  python threads the same on a thread pool of one thread per core
  python files   bgkit.validate_file(name) on each file, one thread (the
                 file read by bgkit, as the command line reads it)

Each is timed as a whole process (start-up included) with the wall clock; the
Python runs also report the time of their validation loop alone (file reads
and the reports as dicts included, interpreter start-up and import left out).
The script prints every round and the medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_TRANSCRIPTS = {"gnubg/plays.txt", "gnubg/shots.txt", "gnubg/two_sided.txt", "hostile/ids.txt", "hostile/records.txt"}

# The Python side, run in a fresh interpreter each round: argv is the list
# file and the thread count (0: validate_file on one thread); it prints the
# seconds its loop took and the turns replayed.
CHILD = """
import sys, time
import bgkit
files = open(sys.argv[1]).read().split("\\n")
threads = int(sys.argv[2])
def check(name):
    with open(name, "rb") as f:
        return bgkit.validate(f.read(), file=name)
started = time.perf_counter()
if threads == 0:
    reports = [bgkit.validate_file(name) for name in files]
elif threads == 1:
    reports = [check(name) for name in files]
else:
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(threads) as pool:
        reports = list(pool.map(check, files))
took = time.perf_counter() - started
assert len(reports) == len(files)
print(took, sum(r["turns"] for r in reports))
"""


def transcripts() -> list[str]:
    found = []
    for path in sorted((ROOT / "fixtures").rglob("*")):
        relative = path.relative_to(ROOT / "fixtures").as_posix()
        if path.is_file() and path.suffix in {".mat", ".txt", ".bin"} and relative not in NOT_TRANSCRIPTS:
            found.append(path.relative_to(ROOT).as_posix())
    return found


def timed(command: list[str]) -> tuple[float, str]:
    started = time.perf_counter()
    ran = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - started
    if ran.returncode not in (0, 1):
        sys.exit(f"{command[0]} failed: {ran.stderr}")
    return took, ran.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=str(ROOT / "target" / "release" / "bgkit"))
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args()

    files = transcripts()
    cores = os.cpu_count() or 1
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
        listing.write("\n".join(files))
    runs = {
        "cli -j1": [args.cli, "validate", "-q", "-j1", *files],
        "cli -j1 json": [args.cli, "validate", "--format", "json", "-j1", *files],
        "cli": [args.cli, "validate", "-q", *files],
        "python": [args.python, "-c", CHILD, listing.name, "1"],
        "python threads": [args.python, "-c", CHILD, listing.name, str(cores)],
        "python files": [args.python, "-c", CHILD, listing.name, "0"],
    }
    whole: dict[str, list[float]] = {name: [] for name in runs}
    loops: dict[str, list[float]] = {"python": [], "python threads": [], "python files": []}
    turns = None
    print(f"{len(files)} transcripts, {cores} cores, {args.rounds} rounds")
    for round_number in range(1, args.rounds + 1):
        cells = []
        # Alternate the order each round so that neither side always runs warm.
        order = list(runs) if round_number % 2 else list(reversed(runs))
        for name in order:
            took, out = timed(runs[name])
            whole[name].append(took)
            cells.append(f"{name} {took * 1000:.1f}")
            if name in loops:
                loop, counted = out.split()
                loops[name].append(float(loop))
                turns = int(counted)
        print(f"round {round_number}: " + ", ".join(cells) + " ms")
    os.unlink(listing.name)

    median = {name: statistics.median(times) * 1000 for name, times in whole.items()}
    loop = {name: statistics.median(times) * 1000 for name, times in loops.items()}
    print(f"\n{turns} turns replayed per run; medians, whole process (ms):")
    for name, value in median.items():
        print(f"  {name:15} {value:8.1f}")
    print("Python validation loop alone (ms):")
    for name, value in loop.items():
        print(f"  {name:15} {value:8.1f}")
    print("ratios:")
    print(f"  python / cli -j1 (whole process)        {median['python'] / median['cli -j1']:.2f}")
    print(f"  python / cli -j1 json (whole process)   {median['python'] / median['cli -j1 json']:.2f}")
    print(f"  python loop / cli -j1 (whole process)   {loop['python'] / median['cli -j1']:.2f}")
    print(f"  python files / cli -j1 (whole process)  {median['python files'] / median['cli -j1']:.2f}")
    print(f"  python files loop / cli -j1             {loop['python files'] / median['cli -j1']:.2f}")
    print(f"  python threads / cli (whole process)    {median['python threads'] / median['cli']:.2f}")


if __name__ == "__main__":
    main()
