"""Validate every transcript in a folder in parallel and write one row per game.

    python examples/python/validate_folder.py FOLDER [--engine processes|dask]
        [--jobs N] [--out games.csv]

Each transcript (*.mat, *.txt) under FOLDER is validated by bgkit on a pool
of worker processes (the standard library's ProcessPoolExecutor) or as a Dask
bag on a local process scheduler; the same function runs in both. The table
has one row per game that the replay counted:

    file, valid, errors, warnings, match, players, length, game, winner, points, how

and one row with an empty game for a file in which no game was counted (a
file that does not read as a transcript, say). Columns are the fields of
``bgkit.validate``'s report (``matches[].games[]``), so a spreadsheet or
``pandas.read_csv`` takes the table as it is. The same function also fits a
Spark ``mapPartitions`` over file names.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Iterable

import bgkit

COLUMNS = [
    "file",
    "valid",
    "errors",
    "warnings",
    "match",
    "players",
    "length",
    "game",
    "winner",
    "points",
    "how",
]


def transcripts(folder: Path) -> list[str]:
    """The transcripts under `folder`, in a fixed order."""
    return sorted(
        str(path)
        for path in folder.rglob("*")
        if path.is_file() and path.suffix.lower() in {".mat", ".txt"}
    )


def game_rows(file: str) -> list[dict[str, Any]]:
    """One row per game of one transcript (runs in a worker)."""
    report = bgkit.validate_file(file)
    head = {
        "file": file,
        "valid": report["valid"],
        "errors": len(report["errors"]),
        "warnings": len(report["warnings"]),
    }
    rows = []
    for number, summary in enumerate(report["matches"], start=1):
        for game in summary["games"]:
            rows.append(
                {
                    **head,
                    "match": number,
                    "players": " vs ".join(summary["players"]),
                    "length": summary["length"],
                    "game": game["number"],
                    "winner": summary["players"][game["winner"]]
                    if game["winner"] is not None
                    else None,
                    "points": game["points"],
                    "how": game["how"],
                }
            )
    return rows or [head]


def with_processes(files: list[str], jobs: int) -> Iterable[list[dict[str, Any]]]:
    """The files' rows from a pool of worker processes, in file order."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        # Small files: hand them out in chunks so each worker gets whole batches.
        yield from pool.map(game_rows, files, chunksize=max(1, len(files) // (jobs * 8)))


def with_dask(files: list[str], jobs: int) -> Iterable[list[dict[str, Any]]]:
    """The files' rows from a Dask bag on the local process scheduler, in file order."""
    import dask.bag

    bag = dask.bag.from_sequence(files, npartitions=max(1, min(len(files), jobs * 4)))
    return bag.map(game_rows).compute(scheduler="processes", num_workers=jobs)


def write_table(rows: Iterable[dict[str, Any]], out: Any) -> int:
    """Writes the rows as CSV with a header; returns how many were written."""
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    count = 0
    for row in rows:
        writer.writerow(row)
        count += 1
    return count


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--engine", choices=["processes", "dask"], default="processes")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", default="-", help="CSV file to write (default: standard output)")
    args = parser.parse_args(argv)

    files = transcripts(args.folder)
    run = with_dask if args.engine == "dask" else with_processes
    per_file = list(run(files, max(1, args.jobs)))
    rows = [row for file_rows in per_file for row in file_rows]
    if args.out == "-":
        count = write_table(rows, sys.stdout)
    else:
        with open(args.out, "w", newline="", encoding="utf-8") as out:
            count = write_table(rows, out)
    invalid = sum(1 for file_rows in per_file if not file_rows[0]["valid"])
    print(f"{len(files)} files ({invalid} invalid), {count} rows", file=sys.stderr)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
