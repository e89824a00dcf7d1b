"""Money sessions of four games that GNU Backgammon plays against itself
under automatic doubles, the Jacoby rule on and off and beavers allowed or
not, saved as SGF and exported as .mat, with gnubg's own reading of each SGF
in GNUBG.jsonl (as in ../edited/).

    /usr/games/gnubg -t -q -p scripts/gnubg/money_sessions.py     # from the repository root

gnubg's session score leaves out a game's automatic doubles: a game begun
at cube 2 and won single scores 2 in its `RE` but 1 in the next game's
`MI[ws][bs]` (and in the .mat export, which loses the automatic double
altogether). Both players are gnubg at 0 ply with some noise, so the
sessions hold doubles, beavers and resignations; its evaluations are
cleared before saving to keep the files small.
"""
import os
import sys

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

import bgoracle  # noqa: E402

GAMES = 4

# (seed, Jacoby rule, beavers, automatic doubles, noise of both players)
SESSIONS = [
    (1023, 'off', 3, 2, 0.15),
    (1032, 'on', 0, 2, 0.15),
    (1034, 'on', 3, 2, 0.05),
    (1035, 'off', 3, 2, 0.15),
    (1010, 'on', 3, 0, 0.05),
    (1022, 'on', 3, 0, 0.05),
]

os.chdir('fixtures/sgf/sessions')
bgoracle.quiet_setup()
names = []
for seed, jacoby, beavers, automatic, noise in SESSIONS:
    for command in ('set seed %d' % seed, 'set player 0 gnubg', 'set player 1 gnubg',
                    'set jacoby ' + jacoby, 'set beavers %d' % beavers,
                    'set automatic doubles %d' % automatic,
                    'set automatic game off', 'set automatic roll on'):
        gnubg.command(command)
    bgoracle.bots_at_zero_ply(noise)
    gnubg.command('new session')
    for _ in range(GAMES - 1):
        gnubg.command('new game')
    gnubg.command('analysis clear match')
    name = 'money-%d-jacoby-%s-beavers-%d-auto-%d' % (seed, jacoby, beavers, automatic)
    gnubg.command('save match %s.sgf' % name)
    gnubg.command('export match mat %s.mat' % name)
    names.append(name + '.sgf')
gnubg.command('set automatic doubles 0')
bgoracle.write_readings(names)
