"""Games under rules and endings that GNU Backgammon records in its own way,
saved by it as SGF and exported as .mat:

- automatic doubles (a tied opening roll doubles the cube: the root's `CV`);
- resignations of a gammon after a double taken, of a backgammon, one
  rejected and the game played on, one while a double waits for its answer;
- a match without the Crawford rule (`RU[]`);
- money play under the Jacoby rule (`RU[Jacoby]`): a gammon resigned with the
  cube not turned, which gnubg scores at the 2 points resigned, and a double
  beavered;
- variants on other boards, which bgkit refuses (`RU[Nackgammon]`,
  `; [Variation "HyperGammon (3)"]`): `variant-*`, not in GNUBG.jsonl.

    /usr/games/gnubg -t -q -p scripts/gnubg/rule_scenarios.py      # from the repository root

The moves given are played by hand, the rest by gnubg with a fixed seed.
GNUBG.jsonl: gnubg's own reading of each game (its match dictionary, not
its .mat export), as in ../edited/.
"""
import os
import sys

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

import bgoracle  # noqa: E402

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
    "jacoby-resign-gammon": (0, ["set jacoby on", "set automatic game off"], [
        "set dice 3 1", "move 8/5 6/5", "resign gammon", "accept"]),
    "jacoby-beaver": (0, ["set jacoby on", "set beavers 3", "set automatic game off"], [
        "set dice 3 1", "move 8/5 6/5", "double", "beaver", "take"]),
}

os.chdir('fixtures/sgf/scenarios')
for name, (length, settings, commands) in SCENARIOS.items():
    bgoracle.start(length, ['set automatic doubles 0', *settings], seed=99)
    for command in commands:
        gnubg.command(command)
    bgoracle.play_out(length)
    gnubg.command("save match %s.sgf" % name)
    gnubg.command("export match mat %s.mat" % name)
    gnubg.command("set automatic doubles 0")

# 1-point matches played by gnubg under each variant with another board.
for variation in ["nackgammon", "1-chequer-hypergammon", "3-chequer-hypergammon"]:
    bgoracle.start(1, ["set variation " + variation], seed=3)
    bgoracle.play_out(1, plays=300)
    gnubg.command("save match variant-%s.sgf" % variation)
    gnubg.command("export match mat variant-%s.mat" % variation)
gnubg.command("set variation standard")

bgoracle.write_readings([name + ".sgf" for name in SCENARIOS])
