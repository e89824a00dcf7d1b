"""Transcripts: validate, export, turns and format_mat give what the command
line gives, on every transcript under fixtures/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import bgkit


def test_validation_reports_equal_the_cli_json_on_every_fixture(cli, corpus):
    # Given the command line's reports of every fixture transcript
    expected = cli.json("validate", "--format", "json", "-j", "1", *corpus)

    # When Python validates each file, read by itself and given as bytes
    from_files = [bgkit.validate_file(name) for name in corpus]
    from_bytes = [bgkit.validate(Path(name).read_bytes(), file=name) for name in corpus]

    # Then every report is the same, valid or not
    assert from_files == expected
    assert from_bytes == expected
    assert any(not report["valid"] for report in expected)
    assert any(report["valid"] for report in expected)


def test_strict_reports_equal_the_cli_with_strict(cli, corpus):
    expected = cli.json("validate", "--strict", "--format", "json", "-j", "1", *corpus)
    assert [bgkit.validate_file(name, strict=True) for name in corpus] == expected


def test_allowed_warnings_equal_the_cli_with_allow_and_strict(cli, corpus):
    # Given the command line's reports with two kinds of warning allowed
    flags = ["--allow", "writer-quirk,hit-marks", "--strict"]
    expected = cli.json("validate", *flags, "--format", "json", "-j", "1", *corpus)

    # When Python validates each file with the same kinds allowed
    allow = ["writer-quirk", "hit-marks"]
    reports = [bgkit.validate_file(name, strict=True, allow=allow) for name in corpus]

    # Then the reports are the same, and no warning of either kind is left
    assert reports == expected
    assert not any(w["kind"] in allow for r in reports for w in r["warnings"] + r["errors"])


def test_allow_takes_one_kind_by_name_and_refuses_a_name_that_is_no_kind():
    data = Path("fixtures/realworld/galaxy-5p.mat").read_bytes()
    assert bgkit.validate(data)["warnings"][0]["kind"] == "writer-quirk"
    assert bgkit.validate(data, allow="writer-quirk")["warnings"] == []
    with pytest.raises(ValueError, match="the kinds are"):
        bgkit.validate(data, allow=["writer-quirks"])


def test_text_validates_as_its_utf8_bytes():
    text = Path("fixtures/realworld/galaxy-5p.mat").read_text(encoding="utf-8")
    assert bgkit.validate(text) == bgkit.validate(text.encode("utf-8"))
    assert bgkit.validate(text)["file"] is None


def exported_by_cli(cli, corpus, *flags):
    """The command line's export documents by file, a list of them for a file
    of several matches (each with its `match` number); refused files are
    missing."""
    documents = cli.json("export", "--format", "json", *flags, *corpus)
    by_file: dict[str, list[dict]] = {}
    for document in documents:
        by_file.setdefault(document.pop("file"), []).append(document)
    return {
        name: found[0] if len(found) == 1 and "match" not in found[0] else found
        for name, found in by_file.items()
    }


@pytest.mark.parametrize("force", [False, True], ids=["checked", "forced"])
def test_export_documents_equal_the_cli_json_on_every_fixture(cli, corpus, force):
    # Given the command line's export of every fixture (refused ones left out)
    expected = exported_by_cli(cli, corpus, *(["--force"] if force else []))
    assert expected, "the command line exported nothing"

    for name in corpus:
        data = Path(name).read_bytes()
        if name in expected:
            # Then each exported document is the same
            assert bgkit.export(data, force=force) == expected[name], name
        else:
            # And each refused transcript raises, saying where its first error is
            with pytest.raises(bgkit.BgkitError) as raised:
                bgkit.export(data, force=force)
            report = bgkit.validate(data)
            if not force:
                assert isinstance(raised.value, bgkit.ValidationError)
                first = report["errors"][0]
                assert (raised.value.line, raised.value.column, raised.value.kind) == (
                    first["line"],
                    first["column"],
                    first["kind"],
                )
                assert raised.value.report == report


def csv_rows(text: str) -> list[list[str]]:
    import csv
    import io

    return list(csv.reader(io.StringIO(text)))


def test_turn_records_equal_the_cli_csv_rows_on_every_fixture(cli, corpus):
    # Given the command line's turn table of every fixture, forced
    ran = cli.run("export", "--force", "--format", "csv", *corpus)
    header, *rows = csv_rows(ran.stdout.decode())
    assert header[0] == "file"
    expected: dict[str, list[list[str]]] = {}
    for row in rows:
        expected.setdefault(row[0], []).append(row[1:])

    def cell(value):
        return "" if value is None else str(value)

    # The table has a `match` column when some file holds several matches;
    # the records of a file of one match have no `match` key: it is match 1.
    columns = [column for column in header[1:] if column != "match"]

    def row_of(record):
        return [
            cell(record.get(column, 1) if column == "match" else record[column])
            for column in header[1:]
        ]

    checked = 0
    for name in corpus:
        try:
            records = bgkit.turns(Path(name).read_bytes(), force=True)
        except bgkit.BgkitError:
            assert name not in expected
            continue
        # Then each record, written as CSV writes it, is that row, in order
        assert all([c for c in record if c != "match"] == columns for record in records)
        got = [row_of(record) for record in records]
        assert got == expected.get(name, []), name
        checked += 1
    assert checked > 500


def test_turn_records_of_an_export_document_equal_those_of_its_transcript():
    data = Path("fixtures/realworld/gnubg-charlot-7p.mat").read_bytes()
    assert bgkit.turns(bgkit.export(data)) == bgkit.turns(data)


def test_turn_records_make_a_data_frame_without_pandas_and_with_it():
    records = bgkit.turns(Path("fixtures/dialects/gnubg.mat").read_text())
    assert all(isinstance(record, dict) for record in records)
    assert {record["kind"] for record in records} >= {"move"}
    pandas = pytest.importorskip("pandas")
    frame = pandas.DataFrame.from_records(records)
    assert len(frame) == len(records)


def test_canonical_texts_equal_the_cli_fmt_output_on_every_fixture(cli, corpus):
    # Given the command line's canonical text of every fixture, one after another
    ran = cli.run("fmt", *corpus)
    refused = set(re.findall(r"^bgkit: (.+?): not rewritten", ran.stderr.decode(), re.M))

    # When Python rewrites each file, keeping the ones it refuses apart
    texts = []
    refused_here = set()
    for name in corpus:
        try:
            texts.append(bgkit.format_mat(Path(name).read_bytes()))
        except bgkit.BgkitError:
            refused_here.add(name)

    # Then the same files are refused and the rest read the same, in order
    assert refused_here == refused
    assert "".join(texts).encode() == ran.stdout


def test_what_validate_accepts_every_python_function_accepts(corpus):
    # Given every fixture that validates (warnings allowed)
    accepted = [name for name in corpus if bgkit.validate(Path(name).read_bytes())["valid"]]
    assert len(accepted) > 500

    for name in accepted:
        data = Path(name).read_bytes()
        # When each function takes it, Then none refuses it
        exported = bgkit.export(data)
        bgkit.turns(data)
        bgkit.format_mat(data)
        documents = exported if isinstance(exported, list) else [exported]
        for document in documents:
            bgkit.turns(document)


def test_a_file_of_two_matches_exports_as_a_list_of_both():
    # Given two matches joined end to end
    data = Path("fixtures/hostile/two-matches.mat").read_bytes()

    # When exported, Then there is a document for each, numbered
    exported = bgkit.export(data)
    assert [document["match"] for document in exported] == [1, 2]
    assert [document["length"] for document in exported] == [3, 5]
    # And each turn record says its match, and fmt rewrites both
    assert {record["match"] for record in bgkit.turns(data)} == {1, 2}
    assert bgkit.format_mat(data).count(" point match") == 2


def test_a_forced_export_marks_the_games_an_error_cut_short():
    # Given a match whose game 2 has an `Illegal play (...)` mark and game 3
    # a syntax error
    data = Path("fixtures/hostile/illegal-play-mark.mat").read_bytes()

    # When exported with force, Then every game is there, the two marked cut
    games = bgkit.export(data, force=True)["games"]
    assert [game.get("cut", {}).get("kind") for game in games] == [
        None,
        "illegal-play",
        "syntax",
        None,
    ]


def test_an_sgf_game_edited_during_play_validates_and_is_not_writable_as_mat():
    # Given gnubg's SGF of a game whose board was set during play
    data = Path("fixtures/sgf/edited/race-set-after-opening.sgf").read_bytes()

    # When validated, Then it is valid; when written as .mat, Then it is
    # refused as not writable, as `bgkit fmt` refuses it
    assert bgkit.validate(data)["valid"]
    with pytest.raises(bgkit.BgkitError) as refused:
        bgkit.format_mat(data)
    assert refused.value.kind == "not-writable"
