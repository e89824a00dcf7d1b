"""bgkit: backgammon notation, match transcripts and analysis.

Each function answers a question the ``bgkit`` command answers, with the
same values its JSON output holds, as plain dicts and lists. Positions are
written as on the command line: ``"start"``, a GNU Backgammon Position ID
(``"4HPwATDgc/ABMA"``), ``"PositionID:MatchID"`` or an ``"XGID=..."``.
Transcripts are given as text (``str``) or as the file's bytes (``bytes``,
any encoding a writer uses); ``validate_file`` reads a file itself.

Validation and play generation run without the interpreter lock, so threads
work in parallel. Faults raise :class:`ParseError`, :class:`IllegalPlayError`
or :class:`ValidationError`, all :class:`BgkitError` (a ``ValueError``) with
``line``, ``column`` and ``kind``.
"""

from __future__ import annotations

import os

# No import of json or typing here: `import bgkit` stays quick, which counts
# when each worker process of a pool starts afresh. Annotations are not
# evaluated at run time; __init__.pyi gives the types.
from . import _native
from ._errors import BgkitError, IllegalPlayError, ParseError, ValidationError

__all__ = [
    "BgkitError",
    "IllegalPlayError",
    "ParseError",
    "ValidationError",
    "entering_table",
    "export",
    "format_mat",
    "ids",
    "legal_plays",
    "parse",
    "pips",
    "play",
    "race",
    "shot_table",
    "shots",
    "turns",
    "validate",
    "validate_file",
]

def _bytes(data: str | bytes | bytearray | memoryview) -> bytes:
    """The transcript's bytes: text is encoded as UTF-8."""
    if isinstance(data, str):
        return data.encode("utf-8")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"expected transcript text (str or bytes), found {type(data).__name__}")


def parse(record: str) -> dict:
    """Read a Magriel record such as ``"4-2 8/4 6/4"``.

    Returns ``input``, ``roll`` (high die first, or None), ``moves`` (each
    ``from``, ``to``, ``hit``, chains and repeats expanded) and ``canonical``,
    as ``bgkit parse RECORD --format json``. Raises :class:`ParseError` with
    the column of the fault.
    """
    return _native.parse(record)


def legal_plays(position: str, roll: str, *, count_only: bool = False) -> dict:
    """Every legal play of ``roll`` (``"3-1"``, ``"31"``) in ``position``.

    Returns ``position`` (its Position ID), ``roll``, ``count`` and ``plays``
    (each ``play`` in canonical notation, ``hits``, and the ``result``
    Position ID seen by the player who rolls next; left out with
    ``count_only``), as ``bgkit moves POSITION ROLL --format json``.
    """
    return _native.legal_plays(position, roll, count_only)


def play(position: str, roll: str, play: str) -> dict:
    """Apply a written play, as any program writes it, to ``position``.

    Returns ``position``, ``roll``, the canonical ``play``, ``hits``, the
    ``result`` Position ID and its ``xgid``, as ``bgkit play --format json``.
    Raises :class:`IllegalPlayError` (with some legal plays in the message)
    when the rules do not allow it.
    """
    return _native.play(position, roll, play)


def pips(position: str) -> dict:
    """Pip counts: ``{"position": ..., "pips": {"on_roll": n, "opponent": n}}``."""
    return _native.pips(position)


def ids(position: str) -> dict:
    """The position as ``position_id``, ``match_id`` (or None) and ``xgid``."""
    return _native.ids(position)


def shots(
    position: str, *, roll: str | None = None, after: str | None = None
) -> dict:
    """The rolls on which the player on roll hits a blot, as ``bgkit shots``.

    With ``roll`` and ``after`` (a play), the opponent's shots after the player
    on roll plays it. Returns ``hitting_rolls``, ``probability``,
    ``double_hit_rolls`` and ``blots`` (each with its rolls).
    """
    if (roll is None) != (after is None):
        raise TypeError("roll and after are given together or not at all")
    if roll is not None and after is not None:
        return _native.shots_after(position, roll, after)
    return _native.shots(position)


def shot_table() -> list[dict]:
    """The chance to hit a lone blot at distance 1 to 24 on an open board."""
    return _native.shot_table()


def entering_table() -> list[dict]:
    """Rolls that enter from the bar against 0 to 6 closed points."""
    return _native.entering_table()


def race(position: str) -> dict:
    """Race figures: pips; Keith, Thorp and 8-9-12 verdicts; Kleinman;
    effective pip counts and wastage; exact bear-off odds (None where a figure
    does not apply), as ``bgkit race --format json``."""
    return _native.race(position)


def validate(
    data: str | bytes, *, strict: bool = False, file: str | None = None
) -> dict:
    """Validate a match transcript: the report ``bgkit validate --format json`` gives.

    The report has ``file`` (the name given, or None), ``valid``, ``dialect``,
    ``games``, ``turns``, ``errors`` and ``warnings`` (each with ``line``,
    ``column``, ``game``, ``kind``, ``message``, maybe ``hint``) and
    ``matches`` (players, length, score, winner and every game's result).
    An invalid transcript is a report with ``valid`` false, not an exception.
    ``strict`` counts warnings as errors, as ``--strict`` does.
    """
    return _native.validate(_bytes(data), strict, file)


def validate_file(path: str | os.PathLike[str], *, strict: bool = False) -> dict:
    """Read and validate the transcript at ``path``, as ``bgkit validate FILE``.

    The report's ``file`` is the path as given. Raises ``OSError`` when the
    file cannot be read.
    """
    return _native.validate_file(os.fspath(path), strict)


def export(data: str | bytes, *, force: bool = False) -> dict | list[dict]:
    """The whole match as data: the document ``bgkit export --format json`` gives.

    Players, header fields and every game with each turn (roll, canonical
    play, hits, Position IDs before and after, XGID, pips, cube actions) and
    its result. An input of several matches (files joined end to end) gives a
    list of documents, each with its ``match`` number. Raises
    :class:`ValidationError` for an invalid transcript unless ``force`` is set:
    then every game that can be read is exported, turns after a rule break
    without positions, and a game cut short by text that does not read has a
    ``cut`` saying where and why.
    """
    return _native.export(_bytes(data), force)


def turns(source: str | bytes | dict, *, force: bool = False) -> list[dict]:
    """One flat record per turn and per game result, for a data frame.

    ``source`` is a transcript (text or bytes) or a document from
    :func:`export`. Each record has ``game``, ``turn``, ``player``, ``name``,
    ``kind``, ``roll``, ``play``, ``hits``, ``cube``, ``points``, ``pips``,
    ``opponent_pips``, ``position`` and ``line`` (None where a field does not
    apply): the columns of ``bgkit export --format csv``, and ``match``
    first when the input holds several matches. Ready for
    ``pandas.DataFrame.from_records(bgkit.turns(text))``.
    """
    if isinstance(source, dict):
        import json

        return _native.turns_of_export(json.dumps(source))
    return _native.turns(_bytes(source), force)


def format_mat(data: str | bytes) -> str:
    """The transcript in bgkit's canonical .mat form, as ``bgkit fmt`` writes it.

    The rewritten text is checked to hold the same match before it is
    returned. Raises :class:`ValidationError` for an invalid transcript.
    """
    return _native.format_mat(_bytes(data))
