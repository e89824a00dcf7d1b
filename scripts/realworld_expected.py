#!/usr/bin/env python3
"""Writes a real-world corpus's EXPECTED.tsv from what bgkit says now
(fixtures/realworld-corpus/ by default, or the folder CORPUS names under
fixtures/, such as CORPUS=realworld-corpus-2).

Each row: file, verdict, the errors (LINE:kind), the dialect, how the game
results stand to gnubg's import (GNUBG.jsonl: `gnubg`, `differs` or `none`),
and a note. Notes already in the table are kept; a row whose verdict or
comparison changed keeps its note too, so review the diff: every invalid file
and every difference from gnubg needs a note saying why (the corpus test
checks that one is there).

    cargo build --release
    [CORPUS=realworld-corpus-2] scripts/realworld_expected.py [BGKIT]
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(HERE, "fixtures", os.environ.get("CORPUS", "realworld-corpus"))
TABLE = os.path.join(CORPUS, "EXPECTED.tsv")
BGKIT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "target", "release", "bgkit")


def files():
    for writer in sorted(os.listdir(CORPUS)):
        folder = os.path.join(CORPUS, writer)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                yield f"{writer}/{name}"


def gnubg_games():
    games = {}
    with open(os.path.join(CORPUS, "GNUBG.jsonl")) as lines:
        for line in lines:
            entry = json.loads(line)
            if entry["imported"]:
                games[entry["file"]] = [
                    (g["winner"], g["points"]) if g["winner"] is not None else None
                    for g in entry["games"]
                ]
    return games


def bgkit_games(path):
    """(winner, points) per game, None for a game without a result; None when
    the file cannot be read. `export --force` exports invalid files too."""
    done = subprocess.run([BGKIT, "export", "--force", path], capture_output=True, text=True)
    if done.returncode not in (0, 1) or not done.stdout.strip():
        return None
    exported = json.loads(done.stdout)
    out = []
    for game in exported["games"]:
        result = game.get("result")
        out.append(
            (exported["players"][result["winner"]], result["points"]) if result else None
        )
    return out


def main():
    notes = {}
    if os.path.exists(TABLE):
        with open(TABLE) as table:
            for line in table.read().splitlines()[1:]:
                cells = line.split("\t")
                if len(cells) == 6:
                    notes[cells[0]] = cells[5]
    gnubg = gnubg_games()
    rows = ["file\tverdict\terrors\tdialect\tresults\tnote"]
    for name in files():
        path = os.path.join(CORPUS, name)
        done = subprocess.run(
            [BGKIT, "validate", "--format", "json", path], capture_output=True, text=True
        )
        report = json.loads(done.stdout)
        report = report[0] if isinstance(report, list) else report
        errors = " ".join(f"{e['line']}:{e['kind']}" for e in report["errors"]) or "-"
        ours = bgkit_games(path)
        theirs = gnubg.get(name)
        if ours is None or theirs is None:
            results = "none"
        else:
            results = "gnubg" if ours == [tuple(g) if g else None for g in theirs] else "differs"
        verdict = "valid" if report["valid"] else "invalid"
        rows.append(
            f"{name}\t{verdict}\t{errors}\t{report.get('dialect') or ''}\t{results}\t{notes.get(name, '')}"
        )
    with open(TABLE, "w") as table:
        table.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
