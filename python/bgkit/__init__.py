"""bgkit: backgammon notation, match transcripts and analysis.

Each function answers a question the ``bgkit`` command answers, with the
same values its JSON output holds, as plain dicts and lists; the README
lists each function beside the command it mirrors. Positions are written as
on the command line: ``"start"``, a GNU Backgammon Position ID
(``"4HPwATDgc/ABMA"``), ``"PositionID:MatchID"``, an ``"XGID=..."`` or the
path of an eXtreme Gammon position file. Rolls are ``"3-1"``, ``"31"`` or a
pair ``(3, 1)``; a position that carries its own dice needs none.
Transcripts are given as text (``str``) or as the file's bytes (``bytes``,
any encoding a writer uses); the ``*_file`` functions read a file
themselves. ``rules`` (``"standard"``, ``"oxford"`` or ``"msn"``) and
``max_stack`` (1 to 15) are the command line's ``--rules`` and
``--max-stack``.

Validation and play generation run without the interpreter lock, so threads
work in parallel.

Exceptions:
    ParseError: a position, roll, play or record that does not read, or a
        roll that is not the dice the position carries (``kind`` ``position``,
        ``roll``, ``play`` or ``record``).
    IllegalPlayError: a play the rules do not allow (``kind``
        ``illegal-play``; the message lists the closest legal plays).
    ValidationError: a transcript refused for its errors (``report`` holds
        the validation report; ``kind`` is its first error's).
    BgkitError: the base of the three, a ``ValueError``; raised itself for a
        game that is not finished (``score``, ``kind`` ``score``) and for a
        game or turn a transcript does not have (``position``, ``kind``
        ``turn``). Each has ``message``, ``line``, ``column`` and ``kind``.
    OSError: a file that cannot be read.
    ValueError: an argument the command line would refuse as a usage error
        (an unknown rule set, a perspective other than ``on-roll`` or
        ``player0``).
    TypeError: an argument of the wrong type (a roll that is neither text
        nor a pair of dice).
"""

# No import of json, os or typing here: `import bgkit` stays quick, which
# counts when each worker process of a pool starts afresh, and the module's
# namespace holds only what it offers. __init__.pyi gives the types.
from . import _native
from ._errors import BgkitError, IllegalPlayError, ParseError, ValidationError

__version__ = _native.__version__

__all__ = [
    "BgkitError",
    "IllegalPlayError",
    "ParseError",
    "ValidationError",
    "__version__",
    "board",
    "board_svg",
    "board_text",
    "entering_table",
    "export",
    "export_file",
    "format_mat",
    "format_sgf",
    "ids",
    "legal_plays",
    "opening",
    "parse",
    "pips",
    "play",
    "position",
    "position_svg",
    "race",
    "rules",
    "score",
    "shot_table",
    "shots",
    "stats",
    "stats_files",
    "turns",
    "validate",
    "validate_file",
    "viewer",
]


def _bytes(data):
    """The transcript's bytes: text is encoded as UTF-8."""
    if isinstance(data, str):
        return data.encode("utf-8")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"expected transcript text (str or bytes), found {type(data).__name__}")


def _read(path):
    """The bytes of the file at ``path`` (a ``str`` or ``os.PathLike``)."""
    with open(path, "rb") as file:
        return file.read()


def _roll(roll):
    """A roll as the command line writes it: text as given, a pair of dice
    ``(3, 1)`` as ``"3-1"``, None as None (the position's own dice)."""
    if roll is None or isinstance(roll, str):
        return roll
    if isinstance(roll, (tuple, list)) and len(roll) == 2:
        high, low = roll
        if isinstance(high, int) and isinstance(low, int):
            return f"{high}-{low}"
    raise TypeError(f"expected a roll such as '3-1' or (3, 1), found {roll!r}")


def _match(number):
    """A match number as ``--match`` takes it: a whole number from 1."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError(f"expected a match number (a whole number from 1), found {number!r}")
    if number < 1:
        raise ValueError(f"expected a match number (a whole number from 1), found {number}")
    return number


def parse(record):
    """Read a Magriel record such as ``"4-2 8/4 6/4"``: ``bgkit parse``.

    Returns ``input``, ``roll`` (high die first, or None), ``moves`` (each
    ``from``, ``to``, ``hit``, chains and repeats expanded) and ``canonical``.
    Raises :class:`ParseError` with the column of the fault.
    """
    return _native.parse(record)


def legal_plays(position, roll=None, *, count_only=False, rules=None, max_stack=None):
    """Every legal play of ``roll`` in ``position``: ``bgkit moves``.

    ``roll`` may be left out for a position that carries its dice; a roll
    that is not them raises :class:`ParseError`. Returns ``position`` (its
    Position ID), ``roll``, ``count`` and ``plays`` (each ``play`` in
    canonical notation, ``hits``, and the ``result`` Position ID seen by the
    player who acts next; left out with ``count_only``, as ``--count``).
    """
    return _native.legal_plays(position, _roll(roll), count_only, rules, max_stack)


def play(position, roll, play, *, rules=None, max_stack=None):
    """Apply a written play, as any program writes it: ``bgkit play``.

    ``roll`` may be None for a position that carries its dice. Returns
    ``position``, ``roll``, the canonical ``play``, ``hits``, the ``result``
    Position ID and its ``xgid`` (the player who acts next on roll), and
    ``warnings`` when the ``*`` marks disagree with the hits. Raises
    :class:`IllegalPlayError` (with the closest legal plays in the message)
    when the rules do not allow it.
    """
    return _native.play(position, _roll(roll), play, rules, max_stack)


def pips(position):
    """Pip counts, ``{"position": ..., "pips": {"on_roll": n, "opponent": n}}``:
    ``bgkit pips``."""
    return _native.pips(position)


def ids(position):
    """The position as ``position_id``, ``match_id`` (or None) and ``xgid``:
    ``bgkit id``."""
    return _native.ids(position)


def board(position):
    """The position described: ``position_id``, ``match_id``, ``xgid``,
    ``on_roll``, ``pips`` and ``dice``, as ``bgkit board --format json``."""
    return _native.board(position)


def board_svg(position, *, perspective="on-roll"):
    """The position as an SVG picture (text), as ``bgkit board --svg``;
    ``perspective`` ``"player0"`` keeps player 0 at the bottom."""
    return _native.board_svg(position, perspective)


def board_text(position, *, perspective="on-roll"):
    """The position as the text diagram ``bgkit board`` draws."""
    return _native.board_text(position, perspective)


def position(
    data, game, turn="end", *, move=None, player=None, match=1, force=False, rules=None,
    max_stack=None
):
    """The position before turn ``turn`` of game ``game`` of a transcript,
    described as :func:`board` describes one: ``bgkit position --format json``.

    ``data`` is the transcript's text or bytes (read a file with
    ``open(path, "rb").read()``). ``turn`` counts turns as ``export`` does,
    from 1; ``"end"`` (the default) is the position the game ends in
    (``--turn end``). ``move`` takes the turn by the transcript's own move
    number instead (``--move``): the first turn on that line, or that of
    ``player`` (0, the left column, or 1) when given (``--player``).
    ``match`` picks the match, from 1, of an input holding several
    (``--match``). Raises :class:`BgkitError` (``kind`` ``match``) for a
    match the input does not have, (``kind`` ``turn``) for a game, turn or
    move the match does not have, and :class:`ValidationError` for an
    invalid transcript unless ``force``.
    """
    at = _turn_at(turn, move, player)
    return _native.position(_bytes(data), _match(match), game, *at, force, rules, max_stack)


def position_svg(
    data, game, turn="end", *, move=None, player=None, match=1, perspective="on-roll",
    force=False, rules=None, max_stack=None
):
    """That position as an SVG picture: ``bgkit position --svg``."""
    at = _turn_at(turn, move, player)
    return _native.position_svg(
        _bytes(data), _match(match), game, *at, force, perspective, rules, max_stack
    )


def _turn_at(turn, move, player):
    """``position``'s turn, move and player as the native call takes them:
    the turn index or ``None`` for the end (or when ``move`` is given)."""
    if move is not None:
        if turn != "end":
            raise TypeError("turn and move name the same thing: give one of them")
        return (None, move, player)
    if turn == "end":
        return (None, None, player)
    if isinstance(turn, bool) or not isinstance(turn, int):
        raise TypeError(f"turn is a turn number or \"end\", not {turn!r}")
    return (turn, None, player)



def shots(position, *, roll=None, after=None, rules=None, max_stack=None):
    """The rolls on which the player on roll hits a blot: ``bgkit shots``.

    With ``after`` (a play of ``roll``, or of the position's own dice), the
    opponent's shots after the player on roll plays it (``--roll``,
    ``--after``). Returns ``hitting_rolls``, ``probability``,
    ``double_hit_rolls`` and ``blots`` (each with its rolls).
    """
    if after is not None:
        return _native.shots_after(position, _roll(roll), after, rules, max_stack)
    if roll is not None:
        raise TypeError("roll is the roll that after plays: give after too")
    return _native.shots(position, rules, max_stack)


def shot_table():
    """The chance to hit a lone blot at distance 1 to 24 on an open board:
    ``bgkit shots --table``."""
    return _native.shot_table()


def entering_table():
    """Rolls that enter from the bar against 0 to 6 closed points:
    ``bgkit shots --entering``."""
    return _native.entering_table()


def race(position):
    """Race figures: pips; Keith, Thorp and 8-9-12 verdicts; Kleinman;
    effective pip counts and wastage; exact bear-off odds (None where a figure
    does not apply): ``bgkit race``."""
    return _native.race(position)


def score(position, *, cube=None, opening_double=False, rules=None, max_stack=None):
    """The value of a finished game: ``bgkit score``.

    The cube is the position's own unless ``cube`` is given (a cube that
    differs adds a warning to ``warnings``). Raises :class:`BgkitError`
    (``kind`` ``score``) for a game not finished or a cube the rules do not
    have.
    """
    return _native.score(position, cube, opening_double, rules, max_stack)


def opening():
    """The opening table, the texts' plays beside today's consensus:
    ``bgkit opening``."""
    return _native.opening()


def rules(name=None):
    """Every rule set in words, or the one named: ``bgkit rules [NAME]``."""
    return _native.rules(name)


def validate(data, *, strict=False, file=None, rules=None, max_stack=None, allow=()):
    """Validate a match transcript: the report ``bgkit validate`` gives.

    The report has ``file`` (the name given, or None), ``valid``, ``dialect``,
    ``games``, ``turns``, ``errors`` and ``warnings`` (each with ``line``,
    ``column``, ``game``, ``kind``, ``message``, maybe ``hint``) and
    ``matches`` (players, length, score, winner and every game's result).
    An invalid transcript is a report with ``valid`` false, not an exception.
    ``allow`` names kinds of warning to leave out (``"writer-quirk"``, or a
    list of kinds), as ``--allow`` does; errors of every kind stay.
    ``strict`` counts the warnings left as errors, as ``--strict`` does.
    """
    return _native.validate(_bytes(data), strict, file, rules, max_stack, _kinds(allow))


def validate_file(path, *, strict=False, rules=None, max_stack=None, allow=()):
    """Read and validate the transcript at ``path`` (a ``str`` or
    ``os.PathLike``), as ``bgkit validate FILE``.

    The report's ``file`` is the path as given. Raises ``OSError`` when the
    file cannot be read. ``allow`` and ``strict`` as for :func:`validate`.
    """
    return _native.validate_file(path, strict, rules, max_stack, _kinds(allow))


def _kinds(allow):
    """``allow`` as a list of kind names: one name, or any iterable of them.
    A name that is no kind raises ``ValueError`` in the native call."""
    if isinstance(allow, str):
        return [allow]
    return list(allow)


def export(data, *, force=False, rules=None, max_stack=None):
    """The whole match as data: the document ``bgkit export`` gives.

    ``data`` is the transcript's text or bytes (:func:`export_file` reads a
    file). Players, header fields and every game with each turn (roll,
    canonical play, hits, Position IDs before and after, XGID, pips, cube
    actions) and its result. An input of several matches (files joined end
    to end) gives a list of documents, each with its ``match`` number.
    Raises :class:`ValidationError` for an invalid transcript unless
    ``force`` is set: then every game that can be read is exported, turns
    after a rule break without positions, and a game cut short by text that
    does not read has a ``cut`` saying where and why.
    """
    return _native.export(_bytes(data), force, rules, max_stack)


def export_file(path, *, force=False, rules=None, max_stack=None):
    """:func:`export` of the transcript at ``path``: ``bgkit export FILE``.
    Raises ``OSError`` when the file cannot be read."""
    return _native.export(_read(path), force, rules, max_stack)


def viewer(data, *, match=1, name="match", force=False, rules=None, max_stack=None):
    """The match as one self-contained web page to step through, as
    ``bgkit export --html`` writes it: the board of every turn, the move
    list, score, cube and pips, with a ``#g3t17`` anchor for each turn.

    ``data`` is the transcript's text or bytes; ``match`` picks the match,
    from 1, of an input holding several; ``name`` titles the page (the
    command line uses the file's name). Returns the HTML as a string.
    Raises :class:`BgkitError` (``kind`` ``match``) for a match the input
    does not have and :class:`ValidationError` for an invalid transcript
    unless ``force``.
    """
    return _native.viewer(_bytes(data), _match(match), name, force, rules, max_stack)


def turns(source, *, force=False, rules=None, max_stack=None):
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
    return _native.turns(_bytes(source), force, rules, max_stack)


def stats(data, *, force=False):
    """Per-player statistics of a match: the rows ``bgkit stats - --format json`` gives.

    One dict per player, the left column first: dice, dances and hits against
    their exact expectations, exact bear-off luck and errors, cube and
    results, and the errors and luck an engine's analysis recorded in the
    file (see the README for every field). Raises :class:`ValidationError`
    for an invalid transcript unless ``force`` is set.
    """
    return _native.stats(_bytes(data), force)


def stats_files(paths, *, by_player=False, force=False):
    """The rows ``bgkit stats FILE... --format json`` gives for these files.

    Each row names its ``file``; with ``by_player`` the files are added up by
    player name, one row per name (``--by-player``). Raises ``OSError`` for a
    file that cannot be read and :class:`ValidationError` for an invalid
    transcript unless ``force`` is set.
    """
    import os

    return _native.stats_files([os.fspath(p) for p in paths], by_player, force)


def format_mat(data, *, rules=None, max_stack=None):
    """The transcript in bgkit's canonical .mat form, as ``bgkit fmt`` writes it.

    The rewritten text is checked to hold the same match before it is
    returned. Raises :class:`ValidationError` for an invalid transcript.
    """
    return _native.format_mat(_bytes(data), rules, max_stack)


def format_sgf(data, *, rules=None, max_stack=None):
    """The transcript as GNU Backgammon SGF, as ``bgkit fmt --to sgf`` writes it."""
    return _native.format_sgf(_bytes(data), rules, max_stack)
