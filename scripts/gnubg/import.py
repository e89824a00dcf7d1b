"""Import every .mat file of a directory into gnubg (used to time gnubg's import).

    MATCH_DIR=fixtures/gnubg/matches time /usr/games/gnubg -t -q -p scripts/gnubg/import.py

Environment:
    MATCH_DIR     directory with .mat files (required)
    IMPORT_CHECK  1 (default) = after each import check that gnubg holds a match with
                  at least one game and that its match length agrees with the file
                  name (mNN-... / money-...); 0 = import only
    IMPORT_LOG    summary file (default /tmp/gnubg_import.log)

Files are imported in sorted name order with gnubg.command('import mat "PATH"') (quoted: names may hold spaces).
"""

import os
import re
import sys
import time

import gnubg

MATCH_DIR = os.environ.get('MATCH_DIR')
CHECK = os.environ.get('IMPORT_CHECK', '1') != '0'
LOG = os.environ.get('IMPORT_LOG', '/tmp/gnubg_import.log')

if not MATCH_DIR:
    sys.stderr.write('set MATCH_DIR to a directory of .mat files\n')
    sys.exit(2)

gnubg.command('set confirm new off')
gnubg.command('set display off')

names = sorted(n for n in os.listdir(MATCH_DIR) if n.endswith('.mat'))
t0 = time.time()
ok = 0
bad = []
games = 0
moves = 0
resigned = 0
for n in names:
    path = os.path.join(MATCH_DIR, n)
    gnubg.command('import mat "%s"' % path)
    if CHECK:
        m = gnubg.match(0, 0, 0, 0)
        want = re.match(r'm(\d+)-', n)
        length = int(want.group(1)) if want else 0
        if not m or not m['games'] or m['match-info']['match-length'] != length:
            bad.append(n)
            continue
        games += len(m['games'])
        moves += sum(1 for g in m['games'] for r in g['game'] if r.get('action') == 'move')
        resigned += sum(1 for g in m['games'] if g['info'].get('resigned'))
    ok += 1
elapsed = time.time() - t0
msg = 'imported %d/%d files from %s in %.1f s' % (ok, len(names), MATCH_DIR, elapsed)
if CHECK:
    msg += (' (checked: %d games, %d move records, %d games marked resigned after import; failures: %s)'
            % (games, moves, resigned, ' '.join(bad) or 'none'))
with open(LOG, 'w') as f:
    f.write(msg + '\n')
sys.stderr.write(msg + '\n')
