"""Type stubs for bgkit: backgammon notation, match transcripts and analysis."""

import os
from typing import Any, Iterable, Literal, Optional, TypedDict, Union

Text = Union[str, bytes, bytearray, memoryview]
Path = Union[str, os.PathLike[str]]
Roll = Union[str, tuple[int, int]]
RuleName = Literal["standard", "oxford", "msn"]
View = Literal["on-roll", "player0"]

__version__: str

class BgkitError(ValueError):
    """Input bgkit cannot answer for, with where and what kind of fault."""

    message: str
    line: int
    column: int
    kind: str
    def __init__(
        self,
        message: str,
        line: int = ...,
        column: int = ...,
        kind: str = ...,
        report: Optional[dict[str, Any]] = ...,
    ) -> None: ...

class ParseError(BgkitError):
    """Text that does not read: a position, a roll, a play or a record."""

class IllegalPlayError(BgkitError):
    """A play that reads but that the rules do not allow with that roll."""

class ValidationError(BgkitError):
    """A transcript refused because validation found errors."""

    @property
    def report(self) -> "Report": ...

# "from" is a keyword, so this one is declared in the functional form.
Move = TypedDict("Move", {"from": int, "to": int, "hit": bool})

class Record(TypedDict):
    input: str
    roll: Optional[list[int]]
    moves: list[Move]
    canonical: str

class LegalPlay(TypedDict):
    play: str
    hits: int
    result: str

class LegalPlays(TypedDict, total=False):
    position: str
    roll: list[int]
    count: int
    plays: list[LegalPlay]

class Play(TypedDict, total=False):
    position: str
    roll: list[int]
    play: str
    hits: int
    result: str
    xgid: str
    warnings: list[str]

class Board(TypedDict):
    position_id: str
    match_id: Optional[str]
    xgid: str
    on_roll: Optional[int]
    pips: "PipCounts"
    dice: Optional[list[int]]

class Score(TypedDict, total=False):
    position: str
    rules: str
    cube: int
    winner: str
    remaining: int
    multiplier: int
    points: int
    how: str
    warnings: list[str]

class OpeningRow(TypedDict, total=False):
    roll: list[int]
    plays: list[str]
    results: list[str]
    note: Optional[str]
    alternative: str
    alternative_result: str
    consensus: str
    consensus_result: str

class RuleSet(TypedDict):
    name: str
    title: str
    summary: str
    rules: list[str]
    max_stack: list[str]

class PipCounts(TypedDict):
    on_roll: int
    opponent: int

class Pips(TypedDict):
    position: str
    pips: PipCounts

class Ids(TypedDict):
    position_id: str
    match_id: Optional[str]
    xgid: str
    resignation: Optional[str]

class Diagnostic(TypedDict, total=False):
    line: int
    column: int
    game: Optional[int]
    kind: str
    message: str
    hint: str

class Report(TypedDict):
    file: Optional[str]
    valid: bool
    dialect: Optional[str]
    games: int
    turns: int
    errors: list[Diagnostic]
    warnings: list[Diagnostic]
    matches: list[dict[str, Any]]

class TurnRecord(TypedDict):
    game: int
    turn: Optional[int]
    player: int
    name: str
    kind: str
    roll: Optional[str]
    play: Optional[str]
    hits: Optional[int]
    cube: Optional[int]
    points: Optional[int]
    pips: Optional[int]
    opponent_pips: Optional[int]
    position: Optional[str]
    line: Optional[int]

class BearoffMistake(TypedDict, total=False):
    file: str
    game: int
    turn: int
    position: str
    roll: str
    play: str
    best_play: str
    win_chance: float
    best_win_chance: float

class StatsRow(TypedDict, total=False):
    file: str
    player: str
    matches: int
    matches_won: int
    rolls: int
    doubles_rolled: int
    pips_rolled: int
    dances: int
    expected_dances: float
    entering_luck: float
    hits_made: int
    expected_hits_made: float
    hits_suffered: int
    expected_hits_suffered: float
    hitting_luck: float
    checkers_hit: int
    pips_hit: int
    checkers_sent_back: int
    pips_lost_to_hits: int
    bearoff_rolls: int
    bearoff_luck: float
    bearoff_errors: int
    bearoff_error: float
    bearoff_mistakes: list[BearoffMistake]
    doubles: int
    takes: int
    drops: int
    beavers: int
    highest_cube: int
    games: int
    games_won: int
    points_won: int
    gammons_won: int
    backgammons_won: int
    gammons_lost: int
    backgammons_lost: int
    analysed_plays: int
    analysed_cube_decisions: int
    checker_error: float
    cube_error: float
    rated_decisions: int
    performance_rating: Optional[float]
    recorded_luck: float

def parse(record: str) -> Record:
    """Read a Magriel record such as ``"4-2 8/4 6/4"``; raises ParseError."""

def legal_plays(
    position: str,
    roll: Optional[Roll] = ...,
    *,
    count_only: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> LegalPlays:
    """Every legal play of ``roll`` (or the position's dice) in ``position``."""

def play(
    position: str,
    roll: Optional[Roll],
    play: str,
    *,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> Play:
    """Apply a written play; raises IllegalPlayError when the rules forbid it."""

def pips(position: str) -> Pips:
    """Both sides' pip counts."""

def ids(position: str) -> Ids:
    """The position as Position ID, Match ID and XGID."""

def board(position: str) -> Board:
    """The position's identifiers, pips and dice."""

def board_svg(position: str, *, perspective: View = ...) -> str:
    """The position as an SVG picture."""

def board_text(position: str, *, perspective: View = ...) -> str:
    """The position as a text diagram."""

def position(
    data: Text,
    game: int,
    turn: Union[int, Literal["end"]] = ...,
    *,
    move: Optional[int] = ...,
    player: Optional[Literal[0, 1]] = ...,
    match: int = ...,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> Board:
    """The position before a turn (by index, or by move number with ``move``)
    of a transcript (of match ``match``, from 1), or at the game's end."""

def position_svg(
    data: Text,
    game: int,
    turn: Union[int, Literal["end"]] = ...,
    *,
    move: Optional[int] = ...,
    player: Optional[Literal[0, 1]] = ...,
    match: int = ...,
    perspective: View = ...,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> str:
    """The position before a turn of a transcript, as an SVG picture."""

def shots(
    position: str,
    *,
    roll: Optional[Roll] = ...,
    after: Optional[str] = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> dict[str, Any]:
    """The rolls that hit a blot (the opponent's, after a play, with after)."""

def shot_table() -> list[dict[str, Any]]:
    """The direct-shot table: distance 1 to 24 on an open board."""

def entering_table() -> list[dict[str, Any]]:
    """Rolls that enter from the bar against 0 to 6 closed points."""

def race(position: str) -> dict[str, Any]:
    """Race figures and bear-off odds."""

def score(
    position: str,
    *,
    cube: Optional[int] = ...,
    opening_double: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> Score:
    """The value of a finished game, with the position's own cube."""

def opening() -> list[OpeningRow]:
    """The opening table, the texts' plays beside today's consensus."""

def rules(name: Optional[RuleName] = ...) -> Union[RuleSet, list[RuleSet]]:
    """Every rule set in words, or the one named."""

def validate(
    data: Text,
    *,
    strict: bool = ...,
    file: Optional[str] = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
    allow: Union[str, Iterable[str]] = ...,
) -> Report:
    """Validate a transcript: the report of ``bgkit validate --format json``."""

def validate_file(
    path: Path,
    *,
    strict: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
    allow: Union[str, Iterable[str]] = ...,
) -> Report:
    """Read and validate the transcript at ``path``."""

def export(
    data: Text,
    *,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> Union[dict[str, Any], list[dict[str, Any]]]:
    """The match as the document of ``bgkit export --format json``: a list of
    documents, each with its ``match`` number, when the input holds several."""

def export_file(
    path: Path,
    *,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> Union[dict[str, Any], list[dict[str, Any]]]:
    """The match in the file at ``path`` as ``bgkit export FILE`` gives it."""

def viewer(
    data: Text,
    *,
    match: int = ...,
    name: str = ...,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> str:
    """The match as the web page ``bgkit export --html`` writes."""

def turns(
    source: Union[Text, dict[str, Any]],
    *,
    force: bool = ...,
    rules: Optional[RuleName] = ...,
    max_stack: Optional[int] = ...,
) -> list[TurnRecord]:
    """One flat record per turn and per result, for a data frame (each with
    its ``match`` number when the input holds several matches)."""

def stats(data: Text, *, force: bool = ...) -> list[StatsRow]:
    """Per-player statistics of a match: the rows of ``bgkit stats --format json``."""

def stats_files(
    paths: Iterable[Union[str, os.PathLike[str]]],
    *,
    by_player: bool = ...,
    force: bool = ...,
) -> list[StatsRow]:
    """The rows of ``bgkit stats FILE... --format json`` (``--by-player`` with by_player)."""

def format_mat(
    data: Text, *, rules: Optional[RuleName] = ..., max_stack: Optional[int] = ...
) -> str:
    """The transcript in canonical .mat form, as ``bgkit fmt`` writes it."""

def format_sgf(
    data: Text, *, rules: Optional[RuleName] = ..., max_stack: Optional[int] = ...
) -> str:
    """The transcript as GNU Backgammon SGF, as ``bgkit fmt --to sgf`` writes it."""
