"""Games edited during play, saved by GNU Backgammon as SGF: the setup nodes
(`AE[a:y]AW[..]AB[..]PL[..]`) it writes when the board is set mid-game, and
the `CV` and `CP` nodes of a cube set.

    /usr/games/gnubg -t -q -p scripts/gnubg/edited_games.py      # from the repository root

Each file: a match started by hand, the board set with `set board`, then
played out by gnubg with a fixed seed (deterministic for one gnubg build).
"""
import os
import sys

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

import bgoracle  # noqa: E402

# (file, match length, opening moves by hand, board set as 26 counts: the
# on-roll player's bar, points 1-24 of theirs (>0) and the opponent's (<0),
# the opponent's bar, or None; whether the cube is used; more commands)
EDITS = [
    # A race set after the opening roll, played out without the cube.
    ("race-set-after-opening.sgf", 1, ["3 1", "8/5 6/5"],
     [0, 2, 2, 2, 2, 2] + [0] * 14 + [-3] * 5 + [0], False, []),
    # A back game set after two rolls, played out with the cube.
    ("backgame-set-mid-game.sgf", 5, ["3 1", "8/5 6/5", "4 2", "8/4 6/4"],
     [0, -2, -2, 0, 2, 2, 3, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, -5, -3, 2, -1, -2, 0], True, []),
    # The cube set to 4 and given to the player not on roll after the
    # opening of a money game, played out with the cube.
    ("cube-set-after-opening.sgf", 0, ["3 1", "8/5 6/5"], None, True,
     ["set cube value 4", "set cube owner 1"]),
]

os.chdir('fixtures/sgf/edited')
for name, length, by_hand, board, cube, more in EDITS:
    bgoracle.start(length, ['set cube use ' + ('on' if cube else 'off'), 'set jacoby off'])
    bgoracle.play_by_hand(by_hand)
    if board:
        gnubg.command("set board simple " + " ".join(map(str, board)))
    for command in more:
        gnubg.command(command)
    bgoracle.play_out(length, plays=400)
    gnubg.command("save match " + name)

bgoracle.write_readings([name for name, *_ in EDITS])
