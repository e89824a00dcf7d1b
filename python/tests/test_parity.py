"""Every function of the package against the command it mirrors: each is
called on a fixture and its answer compared with the command's JSON (or
text), and the README lists every function with its command."""

import re
from pathlib import Path

import pytest

import bgkit

MATCH = "fixtures/realworld/gnubg-charlot-7p.mat"
OXFORD = "fixtures/variants/oxford-headers.mat"
#: Two matches joined end to end, each with a game 1.
TWO_MATCHES = "fixtures/hostile/two-matches.mat"
#: The opening with 3-1 rolled.
ROLLED_31 = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10"
#: A gammon with the cube at 4 in the XGID.
GAMMON = "XGID=------------------------o-:2:1:1:00:0:0:0:0:10"


def read(path: str) -> bytes:
    return Path(path).read_bytes()


#: (function call, the command's arguments): each answer must equal the
#: command's `--format json` document.
CASES = [
    (lambda: bgkit.parse("4-2 8/4 6/4"), ["parse", "4-2 8/4 6/4"]),
    (lambda: bgkit.legal_plays("start", (3, 1)), ["moves", "start", "3-1"]),
    (lambda: bgkit.legal_plays("start", "31", count_only=True), ["moves", "start", "3-1", "--count"]),
    (lambda: bgkit.legal_plays(ROLLED_31), ["moves", ROLLED_31]),
    (
        lambda: bgkit.legal_plays("start", "2-2", rules="oxford", max_stack=6),
        ["moves", "start", "2-2", "--rules", "oxford", "--max-stack", "6"],
    ),
    (lambda: bgkit.play("start", (6, 4), "24/14"), ["play", "start", "6-4", "24/14"]),
    (lambda: bgkit.play(ROLLED_31, None, "8/5 6/5"), ["play", ROLLED_31, "8/5 6/5"]),
    (lambda: bgkit.play("start", "6-4", "13/7 13/9*"), ["play", "start", "6-4", "13/7 13/9*"]),
    (lambda: bgkit.pips("start"), ["pips", "start"]),
    (lambda: bgkit.ids(ROLLED_31), ["id", ROLLED_31]),
    (lambda: bgkit.board(ROLLED_31), ["board", ROLLED_31]),
    (
        lambda: bgkit.position(read(MATCH), 1, 3),
        ["position", MATCH, "--game", "1", "--turn", "3"],
    ),
    (
        lambda: bgkit.position(read(MATCH), 1, 20),
        ["position", MATCH, "--game", "1", "--turn", "20"],
    ),
    (
        lambda: bgkit.position(read(MATCH), 2),
        ["position", MATCH, "--game", "2", "--turn", "end"],
    ),
    (
        lambda: bgkit.position(read(MATCH), 2, move=12, player=1),
        ["position", MATCH, "--game", "2", "--move", "12", "--player", "1"],
    ),
    (
        lambda: bgkit.position(read(TWO_MATCHES), 1, 2, match=2),
        ["position", TWO_MATCHES, "--match", "2", "--game", "1", "--turn", "2"],
    ),
    (lambda: bgkit.shots("start"), ["shots", "start"]),
    (
        lambda: bgkit.shots("start", roll=(6, 5), after="24/18 13/8", max_stack=6),
        ["shots", "start", "--roll", "6-5", "--after", "24/18 13/8", "--max-stack", "6"],
    ),
    (lambda: bgkit.shot_table(), ["shots", "--table"]),
    (lambda: bgkit.entering_table(), ["shots", "--entering"]),
    (lambda: bgkit.race("start"), ["race", "start"]),
    (lambda: bgkit.score(GAMMON), ["score", GAMMON]),
    (
        lambda: bgkit.score(GAMMON, cube=2, rules="oxford", opening_double=True),
        ["score", GAMMON, "--cube", "2", "--rules", "oxford", "--opening-double"],
    ),
    (lambda: bgkit.opening(), ["opening"]),
    (lambda: bgkit.rules(), ["rules"]),
    (lambda: bgkit.rules("oxford"), ["rules", "oxford"]),
    (lambda: bgkit.validate(read(OXFORD), file=OXFORD, rules="oxford"), ["validate", OXFORD, "--rules", "oxford"]),
    (lambda: bgkit.validate_file(OXFORD, strict=True), ["validate", OXFORD, "--strict"]),
    (lambda: bgkit.validate_file(Path(MATCH), rules="msn"), ["validate", MATCH, "--rules", "msn"]),
    (lambda: bgkit.export(read(MATCH)), ["export", MATCH]),
    (
        lambda: bgkit.export_file(OXFORD, rules="oxford", max_stack=6),
        ["export", OXFORD, "--rules", "oxford", "--max-stack", "6"],
    ),
    (lambda: bgkit.export_file(Path(MATCH)), ["export", MATCH]),
]


@pytest.mark.parametrize("call, command", CASES, ids=[" ".join(c) for _, c in CASES])
def test_each_function_gives_the_commands_json(cli, call, command):
    assert call() == cli.json(*command, "--format", "json")


#: (function call, the command's arguments): each answer must equal the
#: command's standard output.
TEXTS = [
    (lambda: bgkit.board_svg("start"), ["board", "start", "--svg", "-"]),
    (
        lambda: bgkit.board_svg(ROLLED_31, perspective="player0"),
        ["board", ROLLED_31, "--svg", "-", "--perspective", "player0"],
    ),
    (lambda: bgkit.board_text(ROLLED_31), ["board", ROLLED_31]),
    (
        lambda: bgkit.position_svg(read(MATCH), 1, 3),
        ["position", MATCH, "--game", "1", "--turn", "3", "--svg", "-"],
    ),
    (
        lambda: bgkit.position_svg(read(TWO_MATCHES), 1, 2, match=2),
        ["position", TWO_MATCHES, "--match", "2", "--game", "1", "--turn", "2", "--svg", "-"],
    ),
    (lambda: bgkit.format_mat(read(MATCH)), ["fmt", MATCH]),
    (lambda: bgkit.format_sgf(read(MATCH)), ["fmt", "--to", "sgf", MATCH]),
]


@pytest.mark.parametrize("call, command", TEXTS, ids=[" ".join(c) for _, c in TEXTS])
def test_each_text_function_gives_the_commands_output(cli, call, command):
    assert call() == cli.run(*command).stdout.decode()


def test_the_version_is_the_commands(cli):
    assert cli.run("--version").stdout.decode().split() == ["bgkit", bgkit.__version__]


def test_rolls_may_be_pairs_and_other_types_are_refused():
    assert bgkit.legal_plays("start", (3, 1)) == bgkit.legal_plays("start", "3-1")
    assert bgkit.legal_plays("start", [1, 3]) == bgkit.legal_plays("start", "31")
    with pytest.raises(TypeError):
        bgkit.legal_plays("start", 3.1)


def test_a_roll_other_than_the_positions_dice_and_no_roll_at_all_are_parse_errors():
    with pytest.raises(bgkit.ParseError) as other:
        bgkit.play(ROLLED_31, (4, 2), "8/4 6/4")
    assert other.value.kind == "roll"
    assert "the position's dice are 3-1, not 4-2" in other.value.message
    with pytest.raises(bgkit.ParseError) as none:
        bgkit.legal_plays("start")
    assert none.value.kind == "roll"


def test_a_turn_the_transcript_lacks_and_an_unfinished_game_are_bgkit_errors():
    with pytest.raises(bgkit.BgkitError) as turn:
        bgkit.position(read(MATCH), 9, 1)
    assert (type(turn.value), turn.value.kind) == (bgkit.BgkitError, "turn")
    with pytest.raises(bgkit.BgkitError) as unfinished:
        bgkit.score("start")
    assert unfinished.value.kind == "score"
    with pytest.raises(ValueError):
        bgkit.legal_plays("start", "3-1", rules="nonsense")
    with pytest.raises(OSError):
        bgkit.export_file("fixtures/no-such-file.mat")


def test_a_match_the_input_lacks_is_a_bgkit_error_naming_how_many_it_holds():
    # Given two matches joined end to end
    data = read(TWO_MATCHES)
    # When a third is asked for, Then the error says there are two
    with pytest.raises(bgkit.BgkitError) as beyond:
        bgkit.position(data, 1, 1, match=3)
    assert (type(beyond.value), beyond.value.kind) == (bgkit.BgkitError, "match")
    assert "there is no match 3; the input holds 2 matches" in beyond.value.message
    # And the first is the default
    assert bgkit.position(data, 1, 2) == bgkit.position(data, 1, 2, match=1)
    # And a match number the command refuses is refused
    with pytest.raises(ValueError):
        bgkit.position(data, 1, 1, match=0)
    with pytest.raises(TypeError):
        bgkit.position(data, 1, 1, match="2")


def test_the_module_namespace_holds_only_what_it_offers():
    public = {name for name in dir(bgkit) if not name.startswith("_")}
    assert public == set(bgkit.__all__) - {"__version__"}
    for leaked in ("os", "annotations", "json", "typing"):
        assert not hasattr(bgkit, leaked), leaked


def test_the_readme_lists_every_function_with_the_command_it_mirrors():
    readme = Path("python/README.md").read_text()
    rows = dict(re.findall(r"^\| `(\w+)(?:\(.*?\))?` \| `(bgkit[^`]*)`", readme, re.M))
    functions = {name for name in bgkit.__all__ if not name[0].isupper()}
    assert set(rows) == functions
    # and every command of the command line but completions is mirrored
    man = {page.name[len("bgkit-"):-len(".1")] for page in Path("man").glob("bgkit-*.1")}
    mirrored = {command.split()[1] for command in rows.values() if len(command.split()) > 1}
    assert man - mirrored == {"completions"}


def test_the_viewer_is_the_page_the_command_writes(cli, tmp_path):
    # Given a match, and the page `bgkit export --html` writes for it
    page = tmp_path / "match.html"
    cli.run("export", MATCH, "--html", str(page))
    # When the viewer is asked for the same match under the same name
    html = bgkit.viewer(read(MATCH), name=MATCH)
    # Then it is that page
    assert html == page.read_text()
    # And a match the input lacks is refused as `position` refuses it
    with pytest.raises(bgkit.BgkitError) as beyond:
        bgkit.viewer(read(TWO_MATCHES), match=3)
    assert beyond.value.kind == "match"
