"""Positions and records: parse, legal_plays, play, pips, ids, shots and race
give what the command line gives, on the positions of the gnubg oracle
fixtures and the hostile inputs, errors included."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pytest

import bgkit

#: How many oracle cases to take: every Nth, so that the run stays short.
EVERY = 20


def oracle_lines(name: str) -> list[list[str]]:
    lines = Path("fixtures", name).read_text().splitlines()
    return [line.split() for line in lines if line.strip() and not line.startswith("#")]


def roll_cases() -> list[tuple[str, str]]:
    """(position, roll) from gnubg's legal-play oracle."""
    return [(words[0], f"{words[1][0]}-{words[1][1]}") for words in oracle_lines("gnubg/plays.txt")][::EVERY]


def positions() -> list[str]:
    """Positions from gnubg's shot oracle, and the hostile identifiers (some invalid)."""
    shots = [words[0] for words in oracle_lines("gnubg/shots.txt")]
    hostile = Path("fixtures/hostile/ids.txt").read_text().splitlines()
    return ["start", *shots[::4], *hostile]


def stderr_failures(stderr: bytes) -> dict[int, str]:
    """The command line's failed stdin lines: line number to message."""
    failures = {}
    for match in re.finditer(r"^bgkit: line (\d+)(?:, column \d+)?: (.*)$", stderr.decode(), re.M):
        failures[int(match.group(1))] = match.group(2)
    return failures


def agree(cli, command: list[str], items: list[str], answer: Callable[[str], object]) -> int:
    """Runs `command` over `items` on standard input and `answer` on each item:
    the answers must equal the JSON lines, and the failures fail on the same
    lines with the same messages. Returns how many items failed."""
    ran = cli.run(*command, "-", "--format", "jsonl", stdin="\n".join(items) + "\n")
    expected = iter(__import__("json").loads(line) for line in ran.stdout.decode().splitlines())
    failures = stderr_failures(ran.stderr)
    for number, item in enumerate(items, start=1):
        if number in failures:
            with pytest.raises(bgkit.BgkitError) as raised:
                answer(item)
            assert raised.value.message.split("\n")[0] == failures[number], item
        else:
            assert answer(item) == next(expected), item
    assert next(expected, None) is None
    return len(failures)


def test_legal_plays_equal_the_cli_on_the_oracle_positions(cli):
    cases = roll_cases()
    assert len(cases) > 500
    agree(cli, ["moves"], [f"{p} {r}" for p, r in cases], lambda line: bgkit.legal_plays(*line.split()))
    counted = cli.lines("moves", "-", "--count", "--format", "jsonl", stdin="".join(f"{p} {r}\n" for p, r in cases[:50]))
    assert [bgkit.legal_plays(p, r, count_only=True) for p, r in cases[:50]] == counted


def test_each_legal_play_played_equals_the_cli_play(cli):
    lines = []
    for position, roll in roll_cases()[::5]:
        for legal in bgkit.legal_plays(position, roll)["plays"]:
            lines.append(f"{position} {roll} {legal['play']}")
    # And plays that break a rule or do not read
    lines += ["start 3-1 8/5 6/4", "start 6-5 24/12", "start 3-1 8/x", "nowhere 3-1 8/5 6/5", "start 9-1 8/5"]

    def played(line: str) -> object:
        position, roll, written = line.split(" ", 2)
        return bgkit.play(position, roll, written)

    assert agree(cli, ["play"], lines, played) == 5


@pytest.mark.parametrize(
    "command, answer",
    [
        ("pips", bgkit.pips),
        ("id", bgkit.ids),
        ("race", bgkit.race),
        ("shots", bgkit.shots),
    ],
)
def test_position_answers_equal_the_cli_on_the_oracle_and_hostile_positions(cli, command, answer):
    failed = agree(cli, [command], positions(), answer)
    # The hostile identifiers that are not positions fail in both
    assert failed == 7


def test_opponent_shots_after_a_play_equal_the_cli(cli):
    expected = cli.json("shots", "start", "--roll", "6-4", "--after", "24/14", "--format", "json")
    assert bgkit.shots("start", roll="6-4", after="24/14") == expected


def test_tables_equal_the_cli(cli):
    assert bgkit.shot_table() == cli.json("shots", "--table", "--format", "json")
    assert bgkit.entering_table() == cli.json("shots", "--entering", "--format", "json")


def test_records_equal_the_cli_parse_and_fail_at_the_same_column(cli):
    # Given the hostile records and the records of a match's plays
    exported = bgkit.export(Path("fixtures/realworld/gnubg-charlot-7p.mat").read_bytes())
    records = Path("fixtures/hostile/records.txt").read_text().splitlines()
    for game in exported["games"]:
        for turn in game["turns"]:
            if turn.get("play"):
                records.append("{}-{} {}".format(*turn["roll"], turn["play"]))
    ran = cli.run("parse", "-", "--format", "jsonl", stdin="\n".join(records) + "\n")
    columns = {
        int(m.group(1)): (int(m.group(2)), m.group(3))
        for m in re.finditer(r"^bgkit: line (\d+), column (\d+): (.*)$", ran.stderr.decode(), re.M)
    }
    expected = iter(__import__("json").loads(line) for line in ran.stdout.decode().splitlines())

    # Then each parses to the same answer, or fails at the same column
    for number, record in enumerate(records, start=1):
        if number in columns:
            with pytest.raises(bgkit.ParseError) as raised:
                bgkit.parse(record)
            error = raised.value
            assert (error.line, error.column, error.kind) == (1, columns[number][0], "record")
            assert error.message == columns[number][1]
        else:
            assert bgkit.parse(record) == next(expected)
    assert len(columns) == 6


def test_errors_say_where_and_what_kind():
    with pytest.raises(bgkit.ParseError) as bad_position:
        bgkit.pips("XGID=-b----E-C---eE---c-e----B-:0:0:7:00:0:0:0:0:10")
    assert (bad_position.value.kind, bad_position.value.column) == ("position", 37)

    with pytest.raises(bgkit.ParseError) as bad_roll:
        bgkit.legal_plays("start", "7-1")
    assert (bad_roll.value.kind, bad_roll.value.line, bad_roll.value.column) == ("roll", 1, 1)

    with pytest.raises(bgkit.IllegalPlayError) as illegal:
        bgkit.play("start", "6-5", "24/12")
    assert illegal.value.kind == "illegal-play"
    assert "hint" in illegal.value.message

    with pytest.raises(bgkit.ValidationError) as invalid:
        bgkit.export(Path("fixtures/hostile/truncated.mat").read_bytes())
    assert invalid.value.line > 0 and invalid.value.kind
    assert not invalid.value.report["valid"]


def test_errors_survive_pickling_for_process_pools():
    import pickle

    with pytest.raises(bgkit.ParseError) as raised:
        bgkit.parse("6/4(99999)")
    copy = pickle.loads(pickle.dumps(raised.value))
    assert (type(copy), copy.message, copy.line, copy.column, copy.kind) == (
        bgkit.ParseError,
        raised.value.message,
        1,
        5,
        "record",
    )
