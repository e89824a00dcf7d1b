"""Money games with a beaver, saved by GNU Backgammon as SGF: it writes a
beaver as the doubled player's `double` straight after the double, a
raccoon as the doubler's `double` after that, then the other player's
`take` or `drop`.

    cd fixtures/sgf/beaver && /usr/games/gnubg -t -q -p ../../../scripts/gnubg/beaver_games.py

Each file: a money game whose opening is played by hand, a double beavered
(and raccooned),
then played out by gnubg with a fixed seed (deterministic for one gnubg
build), or the beaver (or raccoon) dropped, which ends the game; and
gnubg's .mat export of each (`Beavers => 4`, then `Drops` where dropped). GNUBG.jsonl: gnubg's reading of each file, as in ../edited/.
"""
import json

import gnubg

# (file, opening moves by hand: dice then play, alternately for each
# player; what follows the double: the beaver, a raccoon, the answer)
GAMES = [
    ("beaver-after-the-opening.sgf", ["3 1", "8/5 6/5", "4 2", "8/4 6/4"], ["beaver", "accept"]),
    ("beaver-after-a-hit.sgf", ["6 4", "24/14", "6 2", "13/7 13/11*"], ["beaver", "accept"]),
    ("beaver-dropped.sgf", ["3 1", "8/5 6/5"], ["beaver", "reject"]),
    ("raccoon.sgf", ["3 1", "8/5 6/5", "4 2", "8/4 6/4"], ["beaver", "beaver", "accept"]),
    ("raccoon-dropped.sgf", ["3 1", "8/5 6/5"], ["beaver", "beaver", "reject"]),
]

for name, by_hand, answers in GAMES:
    gnubg.command("set rng mersenne")
    gnubg.command("set seed 20261207")
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    gnubg.command("set jacoby off")
    gnubg.command("set beavers 3")
    gnubg.command("set automatic game off")
    gnubg.command("new session")
    for i in range(0, len(by_hand), 2):
        gnubg.command("set dice " + by_hand[i])
        gnubg.command("move " + by_hand[i + 1])
    gnubg.command("double")
    for command in answers:
        gnubg.command(command)
    gnubg.command("set player 0 gnubg")
    gnubg.command("set player 1 gnubg")
    gnubg.command("set automatic roll on")
    for _ in range(400):
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        if match["games"][0]["info"].get("winner"):
            break
        gnubg.command("play")
    gnubg.command("save match " + name)
    gnubg.command("export match mat " + name.replace(".sgf", ".mat"))

with open("GNUBG.jsonl", "w") as out:
    for name, *_ in GAMES:
        gnubg.command("load match " + name)
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        games = [
            {"winner": {"X": 0, "O": 1}.get(g["info"].get("winner")), "points": g["info"].get("points-won")}
            for g in match["games"]
        ]
        out.write(json.dumps({"file": name, "games": games}) + "\n")
