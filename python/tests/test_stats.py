"""Statistics: stats and stats_files give the numbers the command line gives."""

from __future__ import annotations

from pathlib import Path

import pytest

import bgkit

FILES = [
    "fixtures/realworld/gnubg-charlot-7p.mat",
    "fixtures/realworld/galaxy-5p.mat",
    "fixtures/realworld/bgstudio-5p.mat",
    "fixtures/sgf/analysis/money-analysed.sgf",
    "fixtures/sgf/realworld/gnubg-analysed-match1486073_analyzed.sgf",
]


def test_each_match_gives_the_cli_rows(cli):
    # Given the command line's rows for some matches, analysed ones among them
    expected = cli.json("stats", "--format", "json", *FILES)
    for name in FILES:
        # When Python counts each match from its bytes
        rows = bgkit.stats(Path(name).read_bytes())
        # Then they are the command line's rows for that file, without the file
        theirs = [dict(row) for row in expected if row["file"] == name]
        for row in theirs:
            del row["file"]
            for mistake in row["bearoff_mistakes"]:
                del mistake["file"]
        assert rows == theirs, name
    assert any(row["analysed_plays"] > 0 for row in expected)


@pytest.mark.parametrize("by_player", [False, True], ids=["by-file", "by-player"])
def test_files_give_the_cli_rows(cli, by_player):
    flags = ["--by-player"] if by_player else []
    expected = cli.json("stats", "--format", "json", *flags, *FILES)
    assert bgkit.stats_files(FILES, by_player=by_player) == expected


def test_an_invalid_match_raises_unless_forced():
    # Given a match with an illegal play
    text = Path(FILES[0]).read_text().replace("41: 13/9 24/23", "41: 13/9 24/20", 1)
    # Then it is refused, and counted when forced
    with pytest.raises(bgkit.ValidationError):
        bgkit.stats(text)
    assert len(bgkit.stats(text, force=True)) == 2
