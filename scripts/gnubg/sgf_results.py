"""Write each game's winner and points as gnubg reads them from SGF files.

    SGF_IN=fixtures/sgf/realworld SGF_RESULTS=fixtures/sgf/realworld/results.txt \
        /usr/games/gnubg -t -q -p scripts/gnubg/sgf_results.py < /dev/null

One line per game: `file game winner points`, games counted from 1 in file
order, winner 0 for White (PW, the first player) and 1 for Black (PB), or `-`
for a game without a winner.
"""

import os

import gnubg

IN = os.environ['SGF_IN']
OUT = os.environ['SGF_RESULTS']

gnubg.command('set confirm new off')
gnubg.command('set display off')

lines = []
for name in sorted(n for n in os.listdir(IN) if n.endswith('.sgf')):
    gnubg.command('load match "%s"' % os.path.join(IN, name))
    m = gnubg.match(0, 0, 0, 0)
    for number, game in enumerate(m['games'], 1):
        info = game['info']
        winner = info.get('winner')
        if winner is None:
            lines.append('%s %d - 0' % (name, number))
            continue
        # gnubg's Python calls White (PW, player 0) X and Black (PB) O.
        side = 0 if winner == 'X' else 1
        lines.append('%s %d %d %d' % (name, number, side, info.get('points-won', 0)))

with open(OUT, 'w') as f:
    f.write('\n'.join(lines) + '\n')
