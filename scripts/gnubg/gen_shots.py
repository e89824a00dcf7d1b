"""Generate fixtures/gnubg/shots.txt, the shot (hitting rolls) oracle.

Run from the repository root:
    /usr/games/gnubg -t -q -p scripts/gnubg/gen_shots.py
Environment (all optional):
    SHOTS_SEED      gnubg and selection seed     (default 20240612)
    SHOTS_SESSIONS  self-play money sessions      (default 40)
    SHOTS_GAMES     games per session             (default 5)
    SHOTS_OUT       output file                   (default fixtures/gnubg/shots.txt)
    SHOTS_LOG       progress log                  (default /tmp/gen_shots.log)

Positions come from gnubg self-play (cubeless money games, 0-ply, chequer
noise cycling 0.0/0.3/0.5/0.8, see selfplay.py); a position is the one the
player on roll faced in the game.  Selection (random.Random(seed)):
  HITTABLE  positions where some opponent blot lies in front of a mover checker
  BAR       mover on the bar (part of them with an opponent blot in the home board)
  BLOCKED   a hittable blot with at least one opponent-made point between it and
            a mover checker that could hit it
  NOBLOT    contact positions without hittable blots, and a few pure races
For each position and each of the 21 rolls gnubg.hint lists every legal play;
the roll counts as a hitting roll when some play's move string contains "*".
Every answer is cross-checked with an independent rules implementation
(bgoracle.own_plays: some legal play sends an opponent checker to the bar).
"""

import os
import random
import sys
import time

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg          # noqa: E402
import bgoracle       # noqa: E402
import selfplay       # noqa: E402

SEED = int(os.environ.get('SHOTS_SEED', '20240612'))
SESSIONS = int(os.environ.get('SHOTS_SESSIONS', '40'))
GAMES = int(os.environ.get('SHOTS_GAMES', '5'))
OUT = os.environ.get('SHOTS_OUT', 'fixtures/gnubg/shots.txt')
LOG = os.environ.get('SHOTS_LOG', '/tmp/gen_shots.log')
NOISES = [0.0, 0.3, 0.5, 0.8]

N_HITTABLE = 300
N_BAR = 100
N_BLOCKED = 120
N_NOBLOT = 60
N_RACE = 20

_logf = open(LOG, 'w')


def log(msg):
    _logf.write('%8.1f %s\n' % (time.time() - T0, msg))
    _logf.flush()


def features(pid):
    b = gnubg.positionfromid(pid)
    opp, me = list(b[0]), list(b[1])
    mine = [25] if me[24] else []
    mine += [p for p in range(1, 25) if me[p - 1]]
    hittable = [q for q in bgoracle.blots(opp) if any(p > q for p in mine)]
    blocked = False
    for q in hittable:
        for p in mine:
            if p > q and any(bgoracle.opp_at(opp, r) >= 2 for r in range(q + 1, p)):
                blocked = True
    return {
        'bar': me[24] > 0,
        'hittable': bool(hittable),
        'blot_in_home': any(q >= 19 for q in hittable),
        'blocked': blocked,
        'contact': bgoracle.contact(me, opp),
    }


def own_hits(board, d1, d2):
    opp, me = list(board[0]), list(board[1])
    res = bgoracle.own_plays(me, opp, d1, d2)
    return any(o[24] > opp[24] for (m, o) in res)


def main():
    rng = random.Random(SEED)
    records = selfplay.play_pool(SEED, SESSIONS, GAMES, NOISES, log)
    pids = []
    seen = set()
    for pid, d, mv, noise in records:
        if pid not in seen:
            seen.add(pid)
            pids.append(pid)
    feat = {p: features(p) for p in pids}
    log('%d records, %d distinct positions' % (len(records), len(pids)))

    chosen = []

    def pick(cands, n):
        cands = [p for p in cands if p not in chosen]
        rng.shuffle(cands)
        chosen.extend(cands[:n])

    pick([p for p in pids if feat[p]['bar'] and feat[p]['blot_in_home']], N_BAR // 2)
    pick([p for p in pids if feat[p]['bar']], N_BAR - len(chosen))
    pick([p for p in pids if feat[p]['blocked'] and not feat[p]['bar']], N_BLOCKED)
    pick([p for p in pids if feat[p]['hittable'] and not feat[p]['bar']], N_HITTABLE)
    pick([p for p in pids if feat[p]['contact'] and not feat[p]['hittable']], N_NOBLOT)
    pick([p for p in pids if not feat[p]['contact']], N_RACE)
    log('chosen %d positions' % len(chosen))

    bgoracle.oracle_mode()
    lines = []
    stats = dict(positions=0, bar=0, hittable=0, blocked=0, none=0, rolls_hit=0)
    for i, pid in enumerate(chosen):
        hits = []
        for d1, d2 in bgoracle.ALL_ROLLS:
            bgoracle.setup_position(pid, d1, d2)
            board = gnubg.board()
            hs = bgoracle.hint_strings()
            g = any('*' in s for s in hs)
            if g != own_hits(board, d1, d2):
                raise RuntimeError('hit mismatch %s %d%d: gnubg %r' % (pid, d1, d2, hs))
            if g:
                hits.append('%d%d' % (d1, d2))
        f = feat[pid]
        stats['positions'] += 1
        stats['bar'] += f['bar']
        stats['hittable'] += f['hittable']
        stats['blocked'] += f['blocked']
        stats['none'] += not hits
        stats['rolls_hit'] += len(hits)
        lines.append('%s %s' % (pid, ','.join(hits) if hits else '-'))
        if i % 100 == 0:
            log('oracle %d/%d' % (i, len(chosen)))

    hdr = [
        '# gnubg shot oracle for bgkit',
        '# generator: scripts/gnubg/gen_shots.py, %s' % bgoracle.gnubg_version(),
        '# seed %d; positions from gnubg self-play (%d cubeless money sessions x %d games,'
        % (SEED, SESSIONS, GAMES),
        '#   0-ply, chequer noise cycling %s); generated in %.0f s'
        % ('/'.join('%.1f' % n for n in NOISES), time.time() - T0),
        '# line: POSITIONID ROLLS',
        '#   POSITIONID: gnubg Position ID with the player on roll as gnubg sees it',
        '#   ROLLS: comma-separated rolls (high die first, in the order 66,65,...,11) for which',
        '#   at least one legal play of the player on roll hits (gnubg.hint lists a move string',
        '#   containing "*"; hits on an intermediate point of a combined move count); "-" = none.',
        '#   All 21 rolls were checked for every position.',
        '# positions: %d; mover on the bar: %d; with a hittable opponent blot (blot on a point'
        % (stats['positions'], stats['bar']),
        '#   lower than some mover checker): %d; with an opponent-made point between such a blot'
        % stats['hittable'],
        '#   and a mover checker behind it: %d; no hitting roll at all: %d; total hitting rolls: %d'
        % (stats['blocked'], stats['none'], stats['rolls_hit']),
    ]
    d = os.path.dirname(OUT)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(OUT, 'w') as f:
        f.write('\n'.join(hdr) + '\n')
        f.write('\n'.join(lines) + '\n')
    log('wrote %s: %r' % (OUT, stats))


T0 = time.time()
try:
    main()
except Exception:
    import traceback
    log('FAILED\n' + traceback.format_exc())
    raise
