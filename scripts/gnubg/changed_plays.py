"""Plays of real transcripts changed in one place, each judged by GNU
Backgammon: `fixtures/gnubg/changed-plays/GNUBG.jsonl`.

    cargo build --release
    /usr/games/gnubg -t -q -p scripts/gnubg/changed_plays.py < /dev/null > /dev/null

For every file of the two real-world corpora that bgkit finds valid, five
changes, each to one play picked at random (seed `CHANGED_SEED`, default
20261207): one die of its roll to another number (`die`), or the start or
the end of one of its moves one point higher or lower (`from`, `to`), one
of its moves left out (`drop`), or all of them (`empty`). The
position before the play is the one bgkit replays from the unchanged file
(`bgkit position`). gnubg lists the legal plays of the changed roll there
(`hint`, each play's steps from its analysis). The changed play is `legal`
when its moves can be made as written, in some order, each with one die or
more of the roll on one checker's way (bgoracle's own step rules), leaving
the board one of those plays leaves; `same_board` when its moves, made in
some order with no die asked for, leave such a board (`6/0 5/1` typed with
6-5: a legal board, moves that do not fit the dice). gnubg's own `move`
command is not the judge: it also carries out some written plays no order
of moves can make (`25/21 22/21` with 3-1 and no checker on 22).

One JSON line a change: the file (relative to `fixtures/`), the line and the
byte range in it that changed (turn lines of ASCII only), the text there
before and after, the kind of change, the play after the change, the
verdicts (`legal`, `same_board`) and the plays gnubg lists for the roll
(`gnubg_plays`, at most 10, and `gnubg_play_count`). `BGKIT` names the
binary (target/release/bgkit by default), `CHANGED_OUT` the output file.
"""

import json
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, 'scripts/gnubg')

import gnubg  # noqa: E402
import bgoracle  # noqa: E402

BGKIT = os.environ.get('BGKIT', 'target/release/bgkit')
SEED = int(os.environ.get('CHANGED_SEED', '20261207'))
CORPORA = ['realworld-corpus', 'realworld-corpus-2']
OUT = os.environ.get('CHANGED_OUT', 'fixtures/gnubg/changed-plays/GNUBG.jsonl')

# A roll and its moves, as the transcripts of both corpora write them.
CELL = re.compile(
    r"(?<![\d/])([1-6])([1-6]):((?:[ \t]+(?:[Bb]ar|\d{1,2})(?:/(?:[Oo]ff|\d{1,2})\*?)+(?:\(\d\))?)+)")
MOVE = re.compile(r"([Bb]ar|\d{1,2})/([Oo]ff|\d{1,2})")
GAME = re.compile(r"^\s*Game (\d+)")
ROW = re.compile(r"^\s*(\d+)\)")


def transcripts():
    found = []
    for corpus in CORPORA:
        for folder, _, names in os.walk(os.path.join('fixtures', corpus)):
            found += [os.path.join(folder, n) for n in names if n.endswith(('.mat', '.txt'))]
    return sorted(found)


def valid_files(paths):
    out = subprocess.run([BGKIT, 'validate', '--format', 'jsonl', *paths], capture_output=True)
    reports = [json.loads(line) for line in out.stdout.decode('utf-8').splitlines()]
    return [r['file'] for r in reports if r['valid']]


def change(rng, text, cell, kind):
    """The byte range of `cell`'s line to change and its new text, or None."""
    if kind == 'die':
        which = rng.choice([1, 2])
        die = int(cell.group(which))
        return cell.span(which), str(rng.choice([d for d in range(1, 7) if d != die]))
    if kind == 'empty':
        return (cell.start(3), cell.end(3)), ''
    if kind == 'drop':
        words = list(re.finditer(r'\S+', cell.group(3)))
        if len(words) < 2:
            return None
        word = rng.choice(words)
        # The word and the blank before it.
        start = cell.start(3) + word.start()
        blank = len(cell.group(3)[:word.start()]) - len(cell.group(3)[:word.start()].rstrip())
        return (start - blank, cell.start(3) + word.end()), ''
    moves = list(MOVE.finditer(cell.group(3)))
    mv = rng.choice(moves)
    group = 1 if kind == 'from' else 2
    if not mv.group(group).isdigit():
        return None
    point = int(mv.group(group)) + rng.choice([-1, 1])
    if not 0 <= point <= 25:
        return None
    start = cell.start(3) + mv.start(group)
    return (start, cell.start(3) + mv.end(group)), str(point)


def position_before(path, game, row, dice):
    """The Position ID before the turn of `row` in `game` whose roll is
    `dice` (either player's), from bgkit's replay of the unchanged file."""
    found = []
    for player in ('0', '1'):
        out = subprocess.run(
            [BGKIT, 'position', '--game', str(game), '--move', str(row), '--player', player,
             '--format', 'json', path], capture_output=True, text=True)
        if out.returncode == 0:
            answer = json.loads(out.stdout)
            if sorted(answer.get('dice') or []) == sorted(dice):
                found.append(answer['position_id'])
    return found[0] if len(found) == 1 else None


def written_moves(play):
    """The moves of `play` as (from, to) in gnubg's numbering (25 the bar,
    0 off), a `(n)` repeat written out, hit marks dropped; a chain
    (`13/7/5`) is its steps."""
    moves = []
    for word in play.split():
        count = 1
        repeat = re.search(r'\((\d)\)$', word)
        if repeat:
            count = int(repeat.group(1))
            word = word[:repeat.start()]
        points = [25 if p.lower() == 'bar' else 0 if p.lower() == 'off' else int(p)
                  for p in word.replace('*', '').split('/')]
        steps = list(zip(points, points[1:]))
        moves += steps * count
    return moves


def made_as_written(me, opp, moves):
    """The boards `moves` leave, made one by one in some order in which each
    starts from a checker of the mover's and lands on a point not closed
    (no die is asked for): the boards of every such order."""
    boards = set()

    def rec(me, opp, left):
        if not left:
            boards.add((tuple(me), tuple(opp)))
            return
        for i, (frm, to) in enumerate(left):
            has = me[24] if frm == 25 else (me[frm - 1] if 1 <= frm <= 24 else 0)
            if not has or to >= frm or (to >= 1 and bgoracle.opp_at(opp, to) >= 2):
                continue
            m2, o2 = bgoracle.apply_step(me, opp, frm, to)
            rec(m2, o2, left[:i] + left[i + 1:])

    rec(me, opp, moves)
    return boards


def played_as_written(me, opp, moves, dice):
    """The boards `moves` leave, made in some order, each with one die or
    more of `dice` used up on one checker's way from its start to its end
    (every stop on the way open, a bear-off by the rules of bgoracle's
    `step_target`): the written play as the dice can make it."""
    boards = set()

    def along(me, opp, frm, to, dice):
        # Every way one checker goes from `frm` down to `to` with some of
        # `dice`: the board and the dice left.
        for die in sorted(set(dice)):
            stop = bgoracle.step_target(me, opp, frm, die)
            if stop is None or stop < to:
                continue
            rest = list(dice)
            rest.remove(die)
            m2, o2 = bgoracle.apply_step(me, opp, frm, stop)
            if stop == to:
                yield m2, o2, rest
            elif stop > 0:
                yield from along(m2, o2, stop, to, rest)

    def rec(me, opp, left, dice):
        if not left:
            boards.add((tuple(me), tuple(opp)))
            return
        for i, (frm, to) in enumerate(left):
            if to >= frm:
                continue
            for m2, o2, rest in along(me, opp, frm, to, dice):
                rec(m2, o2, left[:i] + left[i + 1:], rest)

    rec(me, opp, moves, list(dice))
    return boards


def gnubg_verdict(pid, dice, play):
    """Whether `play` with `dice` in `pid` is one of gnubg's legal plays
    made as written (its moves fit the dice), and whether it leaves a board
    one of them leaves however its moves are paired; and gnubg's list."""
    high, low = max(dice), min(dice)
    board, plays = bgoracle.gnubg_plays(pid, high, low)
    opp, me = list(board[0]), list(board[1])
    legal = set()
    for _, steps in plays:
        m, o = bgoracle.apply_tuple(me, opp, steps, high, low)
        legal.add((tuple(m), tuple(o)))
    moves = written_moves(play)
    if not plays:
        # No legal play: only the roll alone is one.
        return not moves, not moves, []
    rolled = [high] * 4 if high == low else [high, low]
    as_written = bool(played_as_written(me, opp, moves, rolled) & legal)
    same_board = bool(made_as_written(me, opp, moves) & legal)
    return as_written, same_board, [s for s, _ in plays]


def main():
    bgoracle.quiet_setup()
    bgoracle.oracle_mode()
    rng = random.Random(SEED)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    lines = []
    for path in valid_files(transcripts()):
        text = open(path, 'rb').read().decode('utf-8', 'replace')
        rows = text.split('\n')
        cells = [(number, cell) for number, row in enumerate(rows, 1) for cell in CELL.finditer(row)]
        if not cells:
            continue
        for kind in ('die', 'from', 'to', 'drop', 'empty'):
            for _ in range(20):
                number, cell = rng.choice(cells)
                changed = change(rng, text, cell, kind)
                if changed is None:
                    continue
                (start, end), new = changed
                row = rows[number - 1]
                if not row.isascii():
                    continue
                games = [int(m.group(1)) for m in map(GAME.match, rows[:number]) if m]
                move = ROW.match(row)
                if not games or not move:
                    continue
                dice = [int(cell.group(1)), int(cell.group(2))]
                pid = position_before(path, games[-1], int(move.group(1)), dice)
                if pid is None:
                    continue
                after = row[:start] + new + row[end:]
                played, play = dice, ''
                if kind != 'empty':
                    moved = CELL.match(after, cell.start())
                    if moved is None:
                        continue
                    played = [int(moved.group(1)), int(moved.group(2))]
                    play = moved.group(3).strip()
                legal, same_board, listed = gnubg_verdict(pid, played, play)
                lines.append(json.dumps({
                    'file': os.path.relpath(path, 'fixtures'),
                    'line': number,
                    'start': start,
                    'end': end,
                    'was': row[start:end],
                    'now': new,
                    'kind': kind,
                    'position_id': pid,
                    'roll': '%d%d' % tuple(played),
                    'play': play,
                    'legal': legal,
                    'same_board': same_board,
                    'gnubg_plays': listed[:10],
                    'gnubg_play_count': len(listed),
                }, ensure_ascii=False))
                break
    with open(OUT, 'w') as out:
        out.write('\n'.join(lines) + '\n')


main()
