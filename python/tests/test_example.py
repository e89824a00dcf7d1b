"""examples/python/validate_folder.py: the same table from a process pool and
from a Dask bag, and it agrees with the command line's reports."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

EXAMPLE = ROOT / "examples" / "python" / "validate_folder.py"
FOLDER = "fixtures/realworld"


def table(engine: str) -> list[dict[str, str]]:
    ran = subprocess.run(
        [sys.executable, str(EXAMPLE), FOLDER, "--engine", engine, "--jobs", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    # One transcript in the folder is invalid: the exit status says so.
    assert ran.returncode == 1, ran.stderr
    return list(csv.DictReader(io.StringIO(ran.stdout)))


def expected_rows(cli) -> list[dict[str, str]]:
    """The table as the command line's reports give it."""
    files = sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / FOLDER).rglob("*") if p.suffix in {".mat", ".txt"}
    )
    rows = []
    for report in cli.json("validate", "--format", "json", *files):
        head = [report["file"], str(report["valid"]), str(len(report["errors"])), str(len(report["warnings"]))]
        games = [
            (number, summary, game)
            for number, summary in enumerate(report["matches"], start=1)
            for game in summary["games"]
        ]
        for number, summary, game in games:
            winner = "" if game["winner"] is None else summary["players"][game["winner"]]
            rows.append(
                head
                + [str(number), " vs ".join(summary["players"]), str(summary["length"]), str(game["number"])]
                + [winner, "" if game["points"] is None else str(game["points"]), game["how"] or ""]
            )
        if not games:
            rows.append(head + [""] * 7)
    return rows


def test_the_process_pool_table_has_one_row_per_game_as_the_cli_reports(cli):
    got = [list(row.values()) for row in table("processes")]
    expected = expected_rows(cli)
    assert len(got) > 100
    assert got == expected


def test_the_dask_bag_gives_the_same_table_as_the_process_pool():
    pytest.importorskip("dask.bag")
    assert table("dask") == table("processes")
