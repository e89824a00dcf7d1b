"""Games edited during play, saved by GNU Backgammon as SGF: the setup nodes
(`AE[a:y]AW[..]AB[..]PL[..]`) it writes when the board is set mid-game, and
the `CV` and `CP` nodes of a cube set.

    cd fixtures/sgf/edited && /usr/games/gnubg -t -q -p ../../../scripts/gnubg/edited_games.py

Each file: a match started by hand, the board set with `set board`, then
played out by gnubg with a fixed seed (deterministic for one gnubg build).
"""
import gnubg

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

for name, length, by_hand, board, cube, more in EDITS:
    gnubg.command("set rng mersenne")
    gnubg.command("set seed 20261207")
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    gnubg.command("set cube use " + ("on" if cube else "off"))
    gnubg.command("set jacoby off")
    gnubg.command("new match %d" % length if length else "new session")
    for i in range(0, len(by_hand), 2):
        gnubg.command("set dice " + by_hand[i])
        gnubg.command("move " + by_hand[i + 1])
    if board:
        gnubg.command("set board simple " + " ".join(map(str, board)))
    for command in more:
        gnubg.command(command)
    gnubg.command("set player 0 gnubg")
    gnubg.command("set player 1 gnubg")
    gnubg.command("set automatic roll on")
    # A match is played to its end; a session to the end of its game.
    gnubg.command("set automatic game " + ("on" if length else "off"))
    for _ in range(400):
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        if length == 0 and match["games"][0]["info"].get("winner"):
            break
        gnubg.command("play")
    gnubg.command("save match " + name)

# gnubg's own reading of each file saved: every game's winner as bgkit
# numbers the players (0: `W`, whom gnubg's match dictionary calls X; 1: `B`,
# its O) and the points won, one line a file.
import json
with open("GNUBG.jsonl", "w") as out:
    for name, *_ in EDITS:
        gnubg.command("load match " + name)
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        games = [
            {"winner": {"X": 0, "O": 1}.get(g["info"].get("winner")), "points": g["info"].get("points-won")}
            for g in match["games"]
        ]
        out.write(json.dumps({"file": name, "games": games}) + "\n")
