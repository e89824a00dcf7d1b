"""Convert match files with gnubg: .mat -> .sgf (`save match`) or .sgf -> .mat
(`export match mat`).

    SGF_MODE=save SGF_IN=dir_of_mat SGF_OUT=dir_for_sgf \
        /usr/games/gnubg -t -q -p scripts/gnubg/sgf.py < /dev/null

Environment:
    SGF_MODE   save   import each .mat of SGF_IN and save it as SGF_OUT/<name>.sgf
               export load each .sgf of SGF_IN and export it as SGF_OUT/<name>.mat
    SGF_IN     input directory (files read in sorted name order)
    SGF_OUT    output directory (must exist)
    SGF_NAMES  optional file listing the input names to convert, one a line
    SGF_LOG    summary file (default /tmp/gnubg_sgf.log)
"""

import os
import sys

import gnubg

MODE = os.environ.get('SGF_MODE', 'save')
IN = os.environ.get('SGF_IN')
OUT = os.environ.get('SGF_OUT')
NAMES = os.environ.get('SGF_NAMES')
LOG = os.environ.get('SGF_LOG', '/tmp/gnubg_sgf.log')

if not IN or not OUT or MODE not in ('save', 'export'):
    sys.stderr.write('set SGF_MODE (save|export), SGF_IN and SGF_OUT\n')
    sys.exit(2)

gnubg.command('set confirm new off')
gnubg.command('set confirm save off')
gnubg.command('set display off')
gnubg.command('set export moves number 1000')

suffix = '.mat' if MODE == 'save' else '.sgf'
if NAMES:
    with open(NAMES) as f:
        names = [line.strip() for line in f if line.strip()]
else:
    names = sorted(n for n in os.listdir(IN) if n.endswith(suffix))

done = 0
for name in names:
    path = os.path.join(IN, name)
    stem = name[:-len(suffix)]
    if MODE == 'save':
        gnubg.command('import mat "%s"' % path)
        gnubg.command('save match "%s"' % os.path.join(OUT, stem + '.sgf'))
    else:
        gnubg.command('load match "%s"' % path)
        gnubg.command('export match mat "%s"' % os.path.join(OUT, stem + '.mat'))
    done += 1

with open(LOG, 'w') as f:
    f.write('%s: %d of %d files from %s to %s\n' % (MODE, done, len(names), IN, OUT))
