"""GNU Backgammon's two-sided bear-off values, for the test of bgkit's exact
two-sided bear-off (`analysis::bearoff::exact_win_chance`).

    /usr/games/gnubg -t -q -p scripts/gnubg/two_sided.py < /dev/null > /dev/null

Run from the repository root. Draws random pairs of home boards of one to
six checkers (seeded: the same pairs on every run) and writes
`fixtures/gnubg/two_sided.txt`, one line per pair: the on-roll side's
counts on points 1 to 6, the other side's, and the chance gnubg gives the
side on roll to win, at 0-ply, where gnubg reads it from its two-sided
bear-off database (6 checkers on 6 points, built when the Debian package is
installed). gnubg stores those chances in 16 bits, so they are exact to
about 1e-4 only.
"""

import random

import gnubg

OUT = 'fixtures/gnubg/two_sided.txt'
PAIRS = 400
rng = random.Random(20261201)

gnubg.command('set confirm new off')
gnubg.command('new game')
cube = gnubg.cubeinfo()
plies0 = gnubg.evalcontext(0, 0, 0, 1, 0.0)


def board():
    counts = [0] * 6
    for _ in range(rng.randint(1, 6)):
        counts[rng.randint(0, 5)] += 1
    return counts


with open(OUT, 'w') as out:
    out.write('# on roll (points 1-6) | opponent (points 1-6) | gnubg win chance of the side on roll\n')
    for _ in range(PAIRS):
        mine, theirs = board(), board()
        # gnubg's board: the side not on roll first, each from its own ace point.
        position = (theirs + [0] * 19, mine + [0] * 19)
        win = gnubg.evaluate(position, cube, plies0)[0]
        out.write('%s %s %.6f\n' % (''.join(map(str, mine)), ''.join(map(str, theirs)), win))
