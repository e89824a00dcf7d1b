"""eXtreme Gammon's binary files: the package reads them as the command line
does, from their bytes, whatever their name."""

from __future__ import annotations

from pathlib import Path

import bgkit


def matches() -> list[str]:
    """The real matches, relative to the repository root (the tests' directory)."""
    return sorted(p.as_posix() for p in Path("fixtures/xg").glob("*.xg"))


def positions() -> list[str]:
    return sorted(p.as_posix() for p in Path("fixtures/xg/positions").glob("*.xgp"))


def test_xg_matches_validate_and_export_as_on_the_command_line(cli):
    # Given the real .xg matches and the command line's reports and exports
    assert len(matches()) == 4
    for name in matches():
        expected = cli.json("validate", "--format", "json", name)
        exported = cli.json("export", name)
        data = Path(name).read_bytes()

        # When Python validates and exports their bytes; Then it says the same
        assert bgkit.validate(data, file=name) == expected
        assert bgkit.validate_file(name) == expected
        assert expected["valid"] and expected["dialect"] == "xg-binary"
        assert bgkit.export(data) == exported
        assert any(turn.get("analysis") for turn in exported["games"][0]["turns"])


def test_an_xg_position_file_is_a_position(cli):
    # Given XG's position files; When Python asks for their identifiers
    assert len(positions()) == 4
    for path in positions():
        # Then they are the command line's
        assert bgkit.ids(path) == cli.json("id", "--format", "json", path)
