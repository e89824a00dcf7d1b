"""Shared fixtures: the repository's fixture corpus and the bgkit command to compare with."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Optional

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "fixtures"

# Oracle and argument lists under fixtures/ that are not transcripts.
NOT_TRANSCRIPTS = {
    "gnubg/plays.txt",
    "gnubg/shots.txt",
    "gnubg/two_sided.txt",
    "hostile/ids.txt",
    "hostile/records.txt",
}


def transcripts() -> list[str]:
    """Every transcript under fixtures/ (valid, invalid and hostile), as
    paths relative to the repository root, in a fixed order."""
    found = []
    for path in sorted(FIXTURES.rglob("*")):
        relative = path.relative_to(FIXTURES).as_posix()
        if path.is_file() and path.suffix in {".mat", ".txt", ".bin"}:
            if relative not in NOT_TRANSCRIPTS:
                found.append(path.relative_to(ROOT).as_posix())
    return found


class Cli:
    """The bgkit command (path from BGKIT_CLI), run from the repository root."""

    def __init__(self, path: str) -> None:
        self.path = path

    def run(self, *args: str, stdin: Optional[str] = None) -> subprocess.CompletedProcess:
        ran = subprocess.run(
            [self.path, *args],
            cwd=ROOT,
            input=stdin.encode() if stdin is not None else None,
            stdin=None if stdin is not None else subprocess.DEVNULL,
            capture_output=True,
        )
        assert ran.returncode in (0, 1), ran.stderr.decode(errors="replace")
        return ran

    def json(self, *args: str, stdin: Optional[str] = None) -> object:
        return json.loads(self.run(*args, stdin=stdin).stdout)

    def lines(self, *args: str, stdin: str) -> list[object]:
        out = self.run(*args, stdin=stdin).stdout.decode()
        return [json.loads(line) for line in out.splitlines()]


@pytest.fixture(scope="session")
def cli() -> Cli:
    path = os.environ.get("BGKIT_CLI", str(ROOT / "target" / "debug" / "bgkit"))
    if not Path(path).is_file():
        pytest.fail(f"no bgkit command at {path}: build it (cargo build) or set BGKIT_CLI")
    return Cli(path)


@pytest.fixture(scope="session")
def corpus() -> list[str]:
    files = transcripts()
    assert len(files) > 500, "the fixture corpus was not found"
    return files


@pytest.fixture(autouse=True)
def at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Relative fixture paths resolve from the repository root."""
    monkeypatch.chdir(ROOT)
