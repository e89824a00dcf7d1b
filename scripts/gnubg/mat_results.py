"""Write each game's winner and points as gnubg reads them from .mat files.

    MAT_IN=DIR MAT_RESULTS=FILE /usr/games/gnubg -t -q -p scripts/gnubg/mat_results.py < /dev/null

One line per game: `file game winner points`, games counted from 1 in file
order, winner 0 for the player written first (the left column) and 1 for the
other, or `-` for a game without a winner. A file gnubg does not import has
the line `file - import-failed`.
"""

import os

import gnubg

IN = os.environ['MAT_IN']
OUT = os.environ['MAT_RESULTS']

gnubg.command('set confirm new off')
gnubg.command('set display off')

lines = []
for name in sorted(n for n in os.listdir(IN) if n.endswith('.mat')):
    try:
        gnubg.command('import mat "%s"' % os.path.join(IN, name))
        m = gnubg.match(0, 0, 0, 0)
    except Exception:  # noqa: BLE001 - any failure is a failed import
        lines.append('%s - import-failed' % name)
        continue
    if not m or not m.get('games'):
        lines.append('%s - import-failed' % name)
        continue
    for number, game in enumerate(m['games'], 1):
        info = game['info']
        winner = info.get('winner')
        if winner is None:
            lines.append('%s %d - 0' % (name, number))
            continue
        # gnubg's Python calls the first player of a .mat file X.
        side = 0 if winner == 'X' else 1
        lines.append('%s %d %d %d' % (name, number, side, info.get('points-won', 0)))

with open(OUT, 'w') as f:
    f.write('\n'.join(lines) + '\n')
