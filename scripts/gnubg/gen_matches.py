"""Generate gnubg self-play match transcripts into fixtures/gnubg/matches/.

Run from the repository root:
    MATCH_FIRST=0 MATCH_LAST=119 /usr/games/gnubg -t -q -p scripts/gnubg/gen_matches.py
Environment (all optional):
    MATCH_FIRST, MATCH_LAST  inclusive job index range       (default 0 .. last job)
    MATCH_OUT                output directory                (default fixtures/gnubg/matches)
    MATCH_LOG                progress log                    (default /tmp/gen_matches.log)
    MATCH_LIST               print the job table and exit    (MATCH_LIST=1)

The job table is fixed (see jobs()): 500 matches, lengths 1..25 x 20 each
(10 plain + 10 noisy per length), and 30 money sessions (15 plain, 15 noisy)
of 3..8 games each, interleaved so that any prefix of the table covers all
lengths and kinds.  Job i uses gnubg seed SEED_BASE + i (mersenne), so every
file is reproducible on its own, whatever range a process runs.

Players (named alpha and beta) are gnubg 0-ply for chequer play and cube.
plain: noiseless.  noisy: chequer and cube noise 0.20 / 0.30 / 0.40 / 0.50
(by seed % 4), deterministic noise.  Matches use the Crawford rule; money
sessions use the Jacoby rule (gnubg defaults).
Each file is written by gnubg's own `export match mat FILE`.
"""

import os
import sys
import time

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

SEED_BASE = 1000
OUT = os.environ.get('MATCH_OUT', 'fixtures/gnubg/matches')
LOG = os.environ.get('MATCH_LOG', '/tmp/gen_matches.log')
NOISES = [0.2, 0.3, 0.4, 0.5]


def jobs():
    """List of (index, seed, length, kind, games); length 0 = money session."""
    matches = []
    for rep in range(20):
        for length in range(1, 26):
            kind = 'plain' if (rep + length) % 2 == 0 else 'noisy'
            matches.append((length, kind))
    out = []
    money = 0
    for i, (length, kind) in enumerate(matches):
        out.append((length, kind, 0))
        if i % 17 == 16 and money < 30:
            out.append((0, 'plain' if money % 2 == 0 else 'noisy', 3 + money % 6))
            money += 1
    while money < 30:
        out.append((0, 'plain' if money % 2 == 0 else 'noisy', 3 + money % 6))
        money += 1
    return [(i, SEED_BASE + i, length, kind, games)
            for i, (length, kind, games) in enumerate(out)]


def file_name(seed, length, kind):
    if length == 0:
        return 'money-s%d-%s.mat' % (seed, kind)
    return 'm%02d-s%d-%s.mat' % (length, seed, kind)


def configure(seed, kind):
    noise = NOISES[seed % 4] if kind == 'noisy' else 0.0
    for c in ('set rng mersenne',
              'set seed %d' % seed,
              'set confirm new off',
              'set display off',
              'set defaultnames alpha beta',
              'set player 0 name alpha',
              'set player 1 name beta',
              'set player 0 gnubg',
              'set player 1 gnubg',
              'set cube use on',
              'set automatic roll on'):
        gnubg.command(c)
    for p in (0, 1):
        for k in ('chequerplay', 'cubedecision'):
            gnubg.command('set player %d %s evaluation plies 0' % (p, k))
            gnubg.command('set player %d %s evaluation noise %.3f' % (p, k, noise))
            gnubg.command('set player %d %s evaluation deterministic on' % (p, k))
    return noise


def run_job(seed, length, kind, games, path):
    configure(seed, kind)
    if length == 0:
        gnubg.command('set automatic game off')
        gnubg.command('new session')
        for _ in range(games - 1):
            gnubg.command('new game')
    else:
        gnubg.command('set automatic game on')
        gnubg.command('new match %d' % length)
        m = gnubg.match(0, 0, 0, 0)
        info = m['games'][-1]['info']
        sx = info['score-X'] + (info['points-won'] if info['winner'] == 'X' else 0)
        so = info['score-O'] + (info['points-won'] if info['winner'] == 'O' else 0)
        if max(sx, so) < length:
            raise RuntimeError('match to %d not finished: %d-%d' % (length, sx, so))
    m = gnubg.match(0, 0, 0, 0)
    nmoves = sum(1 for g in m['games'] for r in g['game'] if r.get('action') == 'move')
    nresigned = sum(1 for g in m['games'] if g['info'].get('resigned'))
    gnubg.command('export match mat ' + path)
    if not os.path.exists(path):
        raise RuntimeError('export failed: ' + path)
    return len(m['games']), nmoves, nresigned


def main():
    js = jobs()
    if os.environ.get('MATCH_LIST'):
        for j in js:
            print('JOB', *j, file_name(j[1], j[2], j[3]))
        return
    first = int(os.environ.get('MATCH_FIRST', '0'))
    last = int(os.environ.get('MATCH_LAST', str(len(js) - 1)))
    os.makedirs(OUT, exist_ok=True)
    t0 = time.time()
    with open(LOG, 'a') as log:
        log.write('start jobs %d..%d\n' % (first, last))
        for i, seed, length, kind, games in js[first:last + 1]:
            path = os.path.join(OUT, file_name(seed, length, kind))
            t = time.time()
            ngames, nmoves, nres = run_job(seed, length, kind, games, path)
            log.write('%d %s games=%d moves=%d resigned=%d secs=%.1f\n'
                      % (i, os.path.basename(path), ngames, nmoves, nres, time.time() - t))
            log.flush()
        log.write('done jobs %d..%d in %.1f s\n' % (first, last, time.time() - t0))


main()
