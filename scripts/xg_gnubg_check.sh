#!/usr/bin/env bash
# Checks once (not in CI) that GNU Backgammon imports the .mat files bgkit
# writes from eXtreme Gammon's binary files, with the same games, winners and
# points as bgkit's own replay of the .xg files.
#
#   apt-get install -y gnubg && cargo build && scripts/xg_gnubg_check.sh
#
# Prints one line per game and `N games agree` at the end; exits 1 on the
# first disagreement or a file gnubg does not import.
set -euo pipefail
cd "$(dirname "$0")/.."
bgkit=target/debug/bgkit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for file in fixtures/xg/*.xg fixtures/xg/made/*.xg; do
    name="$(basename "$file" .xg).mat"
    "$bgkit" fmt --to mat "$file" >"$work/$name"
    "$bgkit" validate --format json "$file" >"$work/${name%.mat}.json"
done
MAT_IN="$work" MAT_RESULTS="$work/gnubg.txt" \
    /usr/games/gnubg -t -q -p scripts/gnubg/mat_results.py </dev/null >/dev/null 2>&1
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
gnubg = {}
for line in open(os.path.join(work, "gnubg.txt")):
    if line.rstrip().endswith(" - import-failed"):
        sys.exit(f"{line.rsplit(' ', 2)[0]}: gnubg did not import it")
    # File names may hold spaces: the three numbers are the last words.
    name, game, winner, points = line.rstrip("\n").rsplit(" ", 3)
    gnubg[(name, int(game))] = (None if winner == "-" else int(winner), int(points))
agree = 0
for name in sorted(n for n in os.listdir(work) if n.endswith(".mat")):
    report = json.load(open(os.path.join(work, name[:-4] + ".json")))
    report = report[0] if isinstance(report, list) else report
    games = [g for m in report["matches"] for g in m["games"]]
    for number, game in enumerate(games, 1):
        ours = (game["winner"], game["points"] or 0)
        theirs = gnubg.get((name, number))
        print(f"{name} game {number}: bgkit {ours}, gnubg {theirs}")
        if theirs != ours and not (ours[0] is None and theirs == (None, 0)):
            sys.exit(f"{name} game {number}: bgkit {ours}, gnubg {theirs}")
        agree += 1
    if (name, len(games) + 1) in gnubg:
        sys.exit(f"{name}: gnubg reads more games than bgkit")
print(f"{agree} games agree")
PY
