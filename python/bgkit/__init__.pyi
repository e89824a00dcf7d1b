"""Type stubs for bgkit: backgammon notation, match transcripts and analysis."""

import os
from typing import Any, Optional, TypedDict, Union

Text = Union[str, bytes, bytearray, memoryview]

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

class Play(TypedDict):
    position: str
    roll: list[int]
    play: str
    hits: int
    result: str
    xgid: str

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

def parse(record: str) -> Record:
    """Read a Magriel record such as ``"4-2 8/4 6/4"``; raises ParseError."""

def legal_plays(position: str, roll: str, *, count_only: bool = ...) -> LegalPlays:
    """Every legal play of ``roll`` in ``position``."""

def play(position: str, roll: str, play: str) -> Play:
    """Apply a written play; raises IllegalPlayError when the rules forbid it."""

def pips(position: str) -> Pips:
    """Both sides' pip counts."""

def ids(position: str) -> Ids:
    """The position as Position ID, Match ID and XGID."""

def shots(
    position: str, *, roll: Optional[str] = ..., after: Optional[str] = ...
) -> dict[str, Any]:
    """The rolls that hit a blot (the opponent's, after a play, with roll and after)."""

def shot_table() -> list[dict[str, Any]]:
    """The direct-shot table: distance 1 to 24 on an open board."""

def entering_table() -> list[dict[str, Any]]:
    """Rolls that enter from the bar against 0 to 6 closed points."""

def race(position: str) -> dict[str, Any]:
    """Race figures and bear-off odds."""

def validate(data: Text, *, strict: bool = ..., file: Optional[str] = ...) -> Report:
    """Validate a transcript: the report of ``bgkit validate --format json``."""

def validate_file(path: Union[str, os.PathLike[str]], *, strict: bool = ...) -> Report:
    """Read and validate the transcript at ``path``."""

def export(
    data: Text, *, force: bool = ...
) -> Union[dict[str, Any], list[dict[str, Any]]]:
    """The match as the document of ``bgkit export --format json``: a list of
    documents, each with its ``match`` number, when the input holds several."""

def turns(
    source: Union[Text, dict[str, Any]], *, force: bool = ...
) -> list[TurnRecord]:
    """One flat record per turn and per result, for a data frame (each with
    its ``match`` number when the input holds several matches)."""

def format_mat(data: Text) -> str:
    """The transcript in canonical .mat form, as ``bgkit fmt`` writes it."""
