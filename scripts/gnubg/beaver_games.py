"""Money games with a beaver, saved by GNU Backgammon as SGF: it writes a
beaver as the doubled player's `double` straight after the double, a
raccoon as the doubler's `double` after that, then the other player's
`take` or `drop`.

    /usr/games/gnubg -t -q -p scripts/gnubg/beaver_games.py      # from the repository root

Each file: a money game whose opening is played by hand, a double beavered
(and raccooned),
then played out by gnubg with a fixed seed (deterministic for one gnubg
build), or the beaver (or raccoon) dropped, which ends the game; and
gnubg's .mat export of each (`Beavers => 4`, then `Drops` where dropped). GNUBG.jsonl: gnubg's reading of each file, as in ../edited/.
"""
import os
import sys

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

import bgoracle  # noqa: E402

# (file, opening moves by hand: dice then play, alternately for each
# player; what follows the double: the beaver, a raccoon, the answer)
GAMES = [
    ("beaver-after-the-opening.sgf", ["3 1", "8/5 6/5", "4 2", "8/4 6/4"], ["beaver", "accept"]),
    ("beaver-after-a-hit.sgf", ["6 4", "24/14", "6 2", "13/7 13/11*"], ["beaver", "accept"]),
    ("beaver-dropped.sgf", ["3 1", "8/5 6/5"], ["beaver", "reject"]),
    ("raccoon.sgf", ["3 1", "8/5 6/5", "4 2", "8/4 6/4"], ["beaver", "beaver", "accept"]),
    ("raccoon-dropped.sgf", ["3 1", "8/5 6/5"], ["beaver", "beaver", "reject"]),
]

os.chdir('fixtures/sgf/beaver')
for name, by_hand, answers in GAMES:
    bgoracle.start(0, ['set jacoby off', 'set beavers 3', 'set automatic game off'])
    bgoracle.play_by_hand(by_hand)
    gnubg.command("double")
    for command in answers:
        gnubg.command(command)
    bgoracle.play_out(0, plays=400)
    gnubg.command("save match " + name)
    gnubg.command("export match mat " + name.replace(".sgf", ".mat"))

bgoracle.write_readings([name for name, *_ in GAMES])
