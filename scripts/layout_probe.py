#!/usr/bin/env python3
"""Rewrites every transcript of the real-world corpora in ways a writer
could have written it (line endings, spaces, blank lines, headers, bar and
off spellings, move order, names, keywords' case, repeats, hit marks, one
checker's steps chained or merged, tabs, move numbers and rolls spelled
otherwise) and reports each file whose verdict, game count, game results,
players' names or first error kind changes.

A change is a finding to look into, not always a bug: a rewrite can make a
file different in fact (a name that is a substring of a keyword, moves
reordered so that an illegal play is named at another move). Messages are
compared only by kind where a rewrite changes the names or the moves they
quote (the names, the order of a play's moves, how a checker's steps are
written). Exits 1 when any differs.

    cargo build --release
    scripts/layout_probe.py [TRANSFORM ...]      # all of them by default
    scripts/layout_probe.py --pairs              # every pair, one after the other

Of the 1,596 pairs two differ, each the rewrites' own doing: dice made
low-first or dashed inside a name glued to its colon (`Area51:`).

BGKIT names the binary (target/release/bgkit by default); CORPORA the
folders, separated by `:` (fixtures/realworld-corpus and -2 by default).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BGKIT = os.environ.get("BGKIT", os.path.join(ROOT, "target/release/bgkit"))
CORPORA = os.environ.get(
    "CORPORA",
    ":".join(os.path.join(ROOT, "fixtures", c) for c in ("realworld-corpus", "realworld-corpus-2")),
).split(":")


def transcripts():
    found = []
    for corpus in CORPORA:
        for folder, _, names in os.walk(corpus):
            found += [os.path.join(folder, n) for n in names if n.endswith((".mat", ".txt"))]
    return sorted(found)


def reports(paths):
    """Each file's verdict, games, results, first error and players."""
    out = subprocess.run([BGKIT, "validate", "--format", "jsonl", *paths], capture_output=True)
    seen = {}
    for line in out.stdout.decode("utf-8", "replace").splitlines():
        report = json.loads(line)
        matches = report.get("matches", [])
        results = [(g.get("winner"), g.get("points")) for m in matches for g in m.get("games", [])]
        error = report["errors"][0] if report["errors"] else None
        seen[report["file"]] = {
            "verdict": (report["valid"], report.get("games"), results),
            "error": (error["kind"], error["message"]) if error else None,
            "players": matches[0]["players"] if matches else None,
        }
    return seen


ENDING = re.compile(rb"(\r\n|\r|\n)")


def each_line(change):
    def rewrite(text, _):
        parts = ENDING.split(text)
        parts[0::2] = [change(line) for line in parts[0::2]]
        return b"".join(parts)

    return rewrite


def whole(change):
    return lambda text, _: change(text)


MOVE = rb"(?:[Bb][Aa][Rr]|\d{1,2})(?:/(?:\d{1,2}|[Oo][Ff][Ff])\*?)+(?:\(\d\))?"
PLAY = re.compile(rb"(\d\d: )(" + MOVE + rb"(?: " + MOVE + rb")+)")


def reversed_moves(line):
    return PLAY.sub(lambda m: m.group(1) + b" ".join(reversed(m.group(2).split(b" "))), line)


NEW_NAMES = ["Jos\u00e9 O'Neil 2nd", "Anna-Lena (GER)"]


def renamed(encoding):
    """Both players renamed wherever their names stand as words."""

    def rewrite(text, report):
        players = report["players"]
        if not players or not all(players) or players[0] == players[1]:
            return text
        for old, new in zip(players, NEW_NAMES):
            for spelled in {old.encode("utf-8"), old.encode("latin-1", "replace")}:
                pattern = rb"(?<![\w])" + re.escape(spelled) + rb"(?![\w])"
                text = re.sub(pattern, new.encode(encoding).replace(b"\\", b"\\\\"), text)
        return text

    return rewrite


KEYWORDS = rb"\b(Doubles|Takes|Drops|Wins|Beavers|Cannot Move|point match|points?|and the match|Game)\b"


def expanded_repeats(line):
    """`6/4(2)` written out as `6/4 6/4`."""
    # The move alone, not a roll glued to it (`55:bar/20(2)`).
    return re.sub(
        rb"([^\s:]+/\S+?)\((\d)\)", lambda m: b" ".join([m.group(1)] * int(m.group(2))), line
    )


def grouped_repeats(line):
    """Two or more equal moves side by side written once with their count."""

    def group(m):
        moves = m.group(2).split(b" ")
        out, i = [], 0
        while i < len(moves):
            j = i
            while j < len(moves) and moves[j] == moves[i]:
                j += 1
            out.append(moves[i] + (b"(%d)" % (j - i) if j - i > 1 else b""))
            i = j
        return m.group(1) + b" ".join(out)

    return PLAY.sub(group, line)


STEP = re.compile(rb"^(\w+)/(\w+)(\*?)$")


def joined_steps(play, keep_middle):
    """Steps of one checker written one after the other joined: `13/7 7/5`
    as `13/7/5` (`keep_middle`) or `13/5` (only where nothing is hit on the
    way, which the joined form could not say)."""
    out = []
    for move in play.split(b" "):
        step = STEP.match(move)
        if step and out and b"(" not in out[-1]:
            head, landing = out[-1].rsplit(b"/", 1)
            if landing.rstrip(b"*") == step.group(1):
                if keep_middle:
                    out[-1] += b"/" + step.group(2) + step.group(3)
                    continue
                if not landing.endswith(b"*"):
                    out[-1] = head + b"/" + step.group(2) + step.group(3)
                    continue
        out.append(move)
    return b" ".join(out)


def unexpanded(line):
    """`line` with runs of spaces that reach a tab stop made tabs, as
    `unexpand -a` writes them: the same layout, in tabs."""
    out = bytearray()
    column = 0
    i = 0
    while i < len(line):
        if line[i : i + 1] != b" ":
            out += line[i : i + 1]
            column += 1
            i += 1
            continue
        j = i
        while j < len(line) and line[j : j + 1] == b" ":
            j += 1
        end = column + (j - i)
        # A tab for each stop the run reaches, as long as it stands for two
        # spaces or more; spaces for the rest.
        while (column // 8 + 1) * 8 <= end and (column // 8 + 1) * 8 - column >= 2:
            out += b"\t"
            column = (column // 8 + 1) * 8
        out += b" " * (end - column)
        column = end
        i = j
    return bytes(out)


RIGHT_CELL = re.compile(
    rb"^(\s*\d+[).]\s)(.*?)( {2,})((?:\d-?\d:|Doubles|Takes|Drops|Wins|Beavers|Cannot|\?\?\?).*)$"
)
SCORE_LINE = re.compile(rb"^(\s*\S.*? : \d+)( {2,})(\S.*? : \d+\s*)$")


def right_column_moved(shift):
    """The right player's column moved by `shift` (a wider or a narrower
    layout), on turn lines and on the score line alike; a gap never made
    narrower than two spaces."""

    def move(line):
        turn = RIGHT_CELL.match(line)
        if turn and (turn.group(2).strip() or len(turn.group(3)) >= 10):
            gap = max(2, len(turn.group(3)) + shift)
            return turn.group(1) + turn.group(2) + b" " * gap + turn.group(4)
        score = SCORE_LINE.match(line)
        if score:
            gap = max(2, len(score.group(2)) + shift)
            return score.group(1) + b" " * gap + score.group(3)
        return line

    return each_line(move)


def cells_spaced(width):
    """The right player's cell `width` spaces after the left one's on every
    row with both, as a writer that does not line its columns up leaves it."""

    def move(line):
        turn = RIGHT_CELL.match(line)
        if turn and turn.group(2).strip():
            return turn.group(1) + turn.group(2).rstrip() + b" " * width + turn.group(4)
        return line

    return each_line(move)


def score_line_tight(gap):
    """Each score line's right half `gap` spaces after its left one, as a
    score line is typed after short names."""

    def move(line):
        score = SCORE_LINE.match(line)
        return score.group(1) + b" " * gap + score.group(3) if score else line

    return each_line(move)


LONE_LEFT = re.compile(rb"^( {1,12})((?:Wins|Losses|Resigned|Concedes|Doubles|Takes|Drops)\b.*)$")


def lone_left_further_in(by):
    """Each lone left cell (a `Wins` line, a cube action alone) `by`
    columns further in."""
    return each_line(lambda l: LONE_LEFT.sub(lambda m: m.group(1) + b" " * by + m.group(2), l))


def low_die_first(match):
    high, low = match.group(1), match.group(2)
    return (low + high if high > low else high + low) + b":"


def utf16_unmarked(text):
    """The text as UTF-16, little-endian, with no byte order mark: its
    lines read as UTF-8 where they are, else as Windows-1252, as bgkit reads
    them."""
    if text.startswith(b"\xef\xbb\xbf"):
        text = text[3:]
    lines = re.split(rb"(\r\n|\r|\n)", text)
    decoded = []
    for piece in lines:
        try:
            decoded.append(piece.decode("utf-8"))
        except UnicodeDecodeError:
            decoded.append(piece.decode("cp1252", "replace"))
    # A byte order mark another rewrite moved off the start (behind a
    # space or a quote mark) would be the mark this rewrite leaves out.
    return "".join(decoded).replace("\ufeff", "").encode("utf-16-le")


TRANSFORMS = {
    "crlf": whole(lambda t: ENDING.sub(b"\r\n", t)),
    "cr": whole(lambda t: ENDING.sub(b"\r", t)),
    "lf": whole(lambda t: ENDING.sub(b"\n", t)),
    "bom": whole(lambda t: t if t.startswith(b"\xef\xbb\xbf") else b"\xef\xbb\xbf" + t),
    "no-final-newline": whole(lambda t: t.rstrip(b"\r\n")),
    "extra-final-newlines": whole(lambda t: t + b"\n\n\n"),
    "no-trailing-spaces": each_line(lambda l: l.rstrip(b" \t")),
    "trailing-spaces": each_line(lambda l: l + b"   " if l.strip() else l),
    "one-more-leading-space": each_line(lambda l: b" " + l if l.strip() else l),
    "one-less-leading-space": each_line(
        lambda l: l[1:] if l.startswith(b" ") and not l.startswith(b"  ") else l
    ),
    "double-blank-lines": each_line(lambda l: l if l.strip() else l + b"\n"),
    "no-blank-lines": whole(lambda t: re.sub(rb"(\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+", rb"\1", t)),
    "no-header-comments": whole(lambda t: re.sub(rb"(?m)^;[^\r\n]*(?:\r\n|\r|\n)", b"", t)),
    "no-move-numbers": each_line(
        lambda l: re.sub(rb"^(\s*)(\d+\))", lambda m: m.group(1) + b" " * len(m.group(2)), l)
    ),
    "wide-move-numbers": each_line(
        lambda l: re.sub(rb"^\s*(\d+)\)", lambda m: b"%4d)" % int(m.group(1)), l)
    ),
    "tight-move-numbers": each_line(lambda l: re.sub(rb"^\s*(\d+)\)", rb"\1)", l)),
    "glued-move-numbers": each_line(lambda l: re.sub(rb"^(\s*\d+\)) (?=\d\d:)", rb"\1", l)),
    "bar-as-25": whole(lambda t: re.sub(rb"(?i)\bbar/", b"25/", t)),
    "off-as-0": whole(lambda t: re.sub(rb"(?i)/off\b", b"/0", t)),
    "upper-bar-off": whole(
        lambda t: re.sub(rb"(?i)/off\b", b"/OFF", re.sub(rb"(?i)\bbar/", b"BAR/", t))
    ),
    "reversed-moves": each_line(reversed_moves),
    "names-utf8": renamed("utf-8"),
    "names-latin1": renamed("latin-1"),
    "lower-keywords": whole(lambda t: re.sub(KEYWORDS, lambda m: m.group(1).lower(), t)),
    "upper-keywords": whole(lambda t: re.sub(KEYWORDS, lambda m: m.group(1).upper(), t)),
    "game-at-margin": each_line(lambda l: re.sub(rb"^\s+(Game \d+)", rb"\1", l)),
    "length-at-margin": each_line(lambda l: re.sub(rb"^\s+(\d+ point match)", rb"\1", l)),
    "result-full-stop": each_line(
        lambda l: re.sub(rb"((?:Wins|Losses) \d+ points?(?: and the match)?)(\s*)$", rb"\1.\2", l, flags=re.I)
    ),
    "and-match": whole(lambda t: re.sub(rb"(?i)and the match", b"and match", t)),
    "glued-points": whole(lambda t: re.sub(rb"(?i)((?:Wins|Losses) \d+) (points?)\b", rb"\1\2", t)),
    "doubles-to": whole(lambda t: re.sub(rb"Doubles => (\d+)", rb"Doubles to \1", t)),
    "redoubles": whole(lambda t: re.sub(rb"Doubles => (4|8|16|32|64)\b", rb"Redoubles => \1", t)),
    "accepts-refuses": whole(
        lambda t: re.sub(rb"\bDrops\b", b"Refuses", re.sub(rb"\bTakes\b", b"Accepts", t))
    ),
    "past-tense-cube-words": whole(
        lambda t: re.sub(
            rb"\b(Doubles|Takes|Drops|Beavers)\b",
            lambda m: {b"Doubles": b"Doubled", b"Takes": b"Took", b"Drops": b"Dropped", b"Beavers": b"Beavered"}[m.group(1)],
            t,
        )
    ),
    "cube-full-stops": whole(
        lambda t: re.sub(rb"\b(Takes|Drops|Doubles => \d+)(?=\s|$)", rb"\1.", t)
    ),
    "glued-cube-arrow": whole(lambda t: re.sub(rb"Doubles => (\d+)", rb"Doubles=>\1", t)),
    "typed-cube-arrow": whole(lambda t: re.sub(rb"=?=>", lambda m: b"-" * (len(m.group()) - 1) + b">", t)),
    "quoted-reply": each_line(lambda l: b"> " + l),
    "cant-move": whole(lambda t: re.sub(rb"(?i)Cannot Move", b"Can't move", t)),
    "no-move": whole(lambda t: re.sub(rb"(?i)Cannot Move", b"No move", t)),
    "no-break-space-padding": each_line(
        lambda l: re.sub(rb"  +", lambda m: b"\xc2\xa0" * len(m.group(0)), l)
    ),
    "hyphenated-length": each_line(lambda l: re.sub(rb"^(\s*\d+) point match", rb"\1-point match", l)),
    "match-to-length": each_line(lambda l: re.sub(rb"^(\s*)(\d+) point match", rb"\1Match to \2", l)),
    "match-length-colon": each_line(lambda l: re.sub(rb"^(\s*)(\d+) point match", rb"\1Match length: \2", l)),
    "tight-score-colons": each_line(
        lambda l: re.sub(rb"(\S) : (\d+)", rb"\1: \2", l) if re.search(rb" : \d+\s", l + b" ") else l
    ),
    "score-units": each_line(
        lambda l: re.sub(rb"( : ?)(\d+)(?=\s|$)", lambda m: m.group(1) + m.group(2) + (b" point" if m.group(2) == b"1" else b" points"), l)
        if re.match(rb"^\s*\S.*:\s*\d+\s+\S.*:\s*\d+\s*$", l) and not re.match(rb"^\s*\d+\)", l)
        else l
    ),
    "no-space-after-roll": each_line(lambda l: re.sub(rb"(\b\d\d:) (?=[\dbB])", rb"\1", l)),
    "two-spaces-between-moves": each_line(
        lambda l: PLAY.sub(lambda m: m.group(1) + m.group(2).replace(b" ", b"  "), l)
    ),
    "expanded-repeats": each_line(expanded_repeats),
    "grouped-repeats": each_line(grouped_repeats),
    "spaced-repeats": each_line(lambda l: re.sub(rb"(\d|[Oo][Ff][Ff]|\*)\((\d)\)", rb"\1 (\2)", l)),
    "no-hit-marks": each_line(
        lambda l: PLAY.sub(lambda m: m.group(1) + re.sub(rb"\*(?= |$)", b"", m.group(2)), l)
    ),
    "chained-steps": each_line(lambda l: PLAY.sub(lambda m: m.group(1) + joined_steps(m.group(2), True), l)),
    # Only in valid files that mark hits: unmarked, `6/1` with 4-1 could
    # pass through a blot on the 2 or not, and a writer that joins steps
    # says which; a damaged file that leaves one hit unmarked would meet
    # another error first.
    "spaces-as-tabs": each_line(unexpanded),
    "tab-after-move-number": each_line(lambda l: re.sub(rb"^(\s*\d+\)) ", rb"\1\t", l)),
    "dotted-move-numbers": each_line(lambda l: re.sub(rb"^(\s*\d+)\)", rb"\1.", l)),
    "right-column-wider": right_column_moved(8),
    "right-column-narrower": right_column_moved(-4),
    "ragged-cells": cells_spaced(3),
    "one-space-cells": cells_spaced(1),
    "lone-left-further-in": lone_left_further_in(2),
    "tight-score-line": score_line_tight(3),
    "low-die-first": each_line(lambda l: re.sub(rb"(?<![\d/])([1-6])([1-6]):", low_die_first, l)),
    "dashed-rolls": each_line(lambda l: re.sub(rb"(?<![\d/])([1-6])([1-6]):", rb"\1-\2:", l)),
    "header-again": whole(
        lambda t: re.sub(rb"(?m)^([ \t]*\d+ point match[^\r\n]*)(\r\n|\r|\n)", rb"\1\2\1\2", t, count=1)
    ),
    "utf16-unmarked": whole(utf16_unmarked),
    "merged-steps": lambda t, report: each_line(
        lambda l: PLAY.sub(lambda m: m.group(1) + joined_steps(m.group(2), False), l)
    )(t, report)
    if report["verdict"][0] and re.search(rb"\d\*", t)
    else t,
}


# Rewrites that change what a file says (its names, its moves' order or
# spelling, its columns), left out of the pairs: their findings are compared
# by kind only, or are the rewrite's own doing.
UNPAIRED = (
    "reversed-moves",
    "chained-steps",
    "merged-steps",
    "right-column-wider",
    "right-column-narrower",
    "ragged-cells",
    "one-space-cells",
    "tight-score-line",
)


def paired(first, second):
    """`first`, then `second`, as one rewrite."""
    return lambda text, report: TRANSFORMS[second](TRANSFORMS[first](text, report), report)


def main():
    args = sys.argv[1:]
    if args == ["--pairs"]:
        # Every pair of the rewrites that keep names and moves, one after the other.
        single = [n for n in TRANSFORMS if not n.startswith("names") and n not in UNPAIRED]
        for i, first in enumerate(single):
            for second in single[i + 1 :]:
                TRANSFORMS[f"{first}+{second}"] = paired(first, second)
        args = [n for n in TRANSFORMS if "+" in n]
    names = args or list(TRANSFORMS)
    unknown = [n for n in names if n not in TRANSFORMS]
    if unknown:
        sys.exit(f"no transform {', '.join(unknown)}; there are: {', '.join(TRANSFORMS)}")
    files = transcripts()
    before = reports(files)
    scratch = tempfile.mkdtemp()
    changed_any = False
    try:
        for name in names:
            folder = os.path.join(scratch, name)
            os.makedirs(folder)
            written = {}
            for i, path in enumerate(files):
                with open(path, "rb") as f:
                    text = f.read()
                copy = os.path.join(folder, f"{i:04}-{os.path.basename(path)}")
                with open(copy, "wb") as f:
                    f.write(TRANSFORMS[name](text, before[path]))
                written[copy] = path
            after = reports(list(written))
            differ = []
            for copy, path in written.items():
                was, now = before[path], after.get(copy)
                if now is None:
                    differ.append((path, "no report"))
                    continue
                by_kind = name.startswith("names") or name in (
                    "reversed-moves",
                    "chained-steps",
                    "merged-steps",
                )
                same_error = (
                    (was["error"] or ("",))[0] == (now["error"] or ("",))[0]
                    if by_kind
                    else was["error"] == now["error"]
                )
                same_players = name.startswith("names") or was["players"] == now["players"]
                if was["verdict"] != now["verdict"] or not same_error or not same_players:
                    differ.append(
                        (path, was["verdict"][:2], now["verdict"][:2], was["error"], now["error"])
                        if same_players
                        else (path, was["players"], now["players"])
                    )
            changed_any |= bool(differ)
            print(f"{name}: {len(differ)} of {len(files)} differ")
            for d in differ[:8]:
                print("   ", d)
    finally:
        shutil.rmtree(scratch)
    sys.exit(1 if changed_any else 0)


if __name__ == "__main__":
    main()
