"""Games under rules and endings that GNU Backgammon records in its own way,
saved by it as SGF and exported as .mat:

- automatic doubles (a tied opening roll doubles the cube: the root's `CV`);
- resignations of a gammon after a double taken, of a backgammon, one
  rejected and the game played on, one while a double waits for its answer;
- a match without the Crawford rule (`RU[]`);
- variants on other boards, which bgkit refuses (`RU[Nackgammon]`,
  `; [Variation "HyperGammon (3)"]`): `variant-*`, not in GNUBG.jsonl.

    cd fixtures/sgf/scenarios && /usr/games/gnubg -t -q -p ../../../scripts/gnubg/rule_scenarios.py

The moves given are played by hand, the rest by gnubg with a fixed seed.
GNUBG.jsonl: gnubg's own reading of each game (its match dictionary, not
its .mat export), as in ../edited/.
"""
import json

import gnubg

# name: (match length, 0 for money; settings; commands after the start)
SCENARIOS = {
    "automatic-doubles": (0, ["set jacoby off", "set automatic doubles 2"], []),
    "resign-gammon-after-double": (0, ["set jacoby off"], [
        "set dice 3 1", "move 8/5 6/5", "double", "take",
        "set dice 6 6", "move 24/18(2) 13/7(2)", "resign gammon", "accept"]),
    "resign-backgammon": (0, ["set jacoby off"], [
        "set dice 3 1", "move 8/5 6/5", "resign backgammon", "accept"]),
    "resign-rejected-then-played": (0, ["set jacoby off"], [
        "set dice 3 1", "move 8/5 6/5", "resign single", "reject"]),
    "resign-while-doubled": (5, [], [
        "set dice 3 1", "move 8/5 6/5", "double", "resign single", "accept"]),
    "crawford-off-match": (3, ["set crawford off"], []),
}

results = {}
for name, (length, settings, commands) in SCENARIOS.items():
    gnubg.command("set rng mersenne")
    gnubg.command("set seed 99")
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    gnubg.command("set automatic doubles 0")
    for command in settings:
        gnubg.command(command)
    gnubg.command("new match %d" % length if length else "new session")
    for command in commands:
        gnubg.command(command)
    gnubg.command("set player 0 gnubg")
    gnubg.command("set player 1 gnubg")
    gnubg.command("set automatic roll on")
    # A match is played to its end; a session to the end of its game.
    gnubg.command("set automatic game " + ("on" if length else "off"))
    for _ in range(2000):
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        if length == 0 and match["games"][0]["info"].get("winner"):
            break
        gnubg.command("play")
    gnubg.command("save match %s.sgf" % name)
    gnubg.command("export match mat %s.mat" % name)
    gnubg.command("set automatic doubles 0")

# 1-point matches played by gnubg under each variant with another board.
for variation in ["nackgammon", "1-chequer-hypergammon", "3-chequer-hypergammon"]:
    gnubg.command("set rng mersenne")
    gnubg.command("set seed 3")
    gnubg.command("set player 0 gnubg")
    gnubg.command("set player 1 gnubg")
    gnubg.command("set variation " + variation)
    gnubg.command("set automatic game off")
    gnubg.command("new match 1")
    for _ in range(300):
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        if match["games"][0]["info"].get("winner"):
            break
        gnubg.command("play")
    gnubg.command("save match variant-%s.sgf" % variation)
    gnubg.command("export match mat variant-%s.mat" % variation)
gnubg.command("set variation standard")

with open("GNUBG.jsonl", "w") as out:
    for name in SCENARIOS:
        gnubg.command("load match %s.sgf" % name)
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        games = [
            {"winner": {"X": 0, "O": 1}.get(g["info"].get("winner")), "points": g["info"].get("points-won")}
            for g in match["games"]
        ]
        out.write(json.dumps({"file": name + ".sgf", "games": games}) + "\n")
