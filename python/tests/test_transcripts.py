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


def test_text_validates_as_its_utf8_bytes():
    text = Path("fixtures/realworld/galaxy-5p.mat").read_text(encoding="utf-8")
    assert bgkit.validate(text) == bgkit.validate(text.encode("utf-8"))
    assert bgkit.validate(text)["file"] is None


def exported_by_cli(cli, corpus, *flags):
    """The command line's export documents by file; refused files are missing."""
    documents = cli.json("export", "--format", "json", *flags, *corpus)
    return {document.pop("file"): document for document in documents}


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

    checked = 0
    for name in corpus:
        try:
            records = bgkit.turns(Path(name).read_bytes(), force=True)
        except bgkit.BgkitError:
            assert name not in expected
            continue
        # Then each record, written as CSV writes it, is that row, in order
        assert all(list(record) == header[1:] for record in records)
        got = [[cell(record[column]) for column in header[1:]] for record in records]
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
