"""Generate fixtures/gnubg/plays.txt, the legal-play oracle.

Run from the repository root:
    /usr/games/gnubg -t -q -p scripts/gnubg/gen_plays.py
Environment (all optional):
    PLAYS_SEED      gnubg and selection seed          (default 20240611)
    PLAYS_SESSIONS  self-play money sessions           (default 80)
    PLAYS_GAMES     games per session                  (default 5)
    PLAYS_OUT       output file                        (default fixtures/gnubg/plays.txt)
    PLAYS_LOG       progress log                       (default /tmp/gen_plays.log)

1. Self-play: cubeless money games, both sides gnubg 0-ply; chequer noise cycles
   0.0 / 0.3 / 0.5 / 0.8 per session.  Every move record gives a real
   (position, dice) case.
2. Selection (deterministic, random.Random(seed)): all game cases with a dance,
   a partial play or a bear-off with contact, plus quotas of bar / doubles /
   no-contact cases, topped up at random; then for ALL21_* chosen positions
   every one of the 21 rolls.
3. Oracle: for each case gnubg.hint lists every legal play (distinct resulting
   positions); the steps of each play are gnubg's own move tuple, read from the
   0-ply analysis move list of the same position (gnubg.hint only returns the
   formatted strings, which merge steps, e.g. "24/20" for 24/21/20).
   Each case is cross-checked: analysis tuples format (gnubg.movetupletostring)
   to exactly the hint strings, every tuple is playable step by step, and the
   set of resulting positions equals the one from an independent rules
   implementation (bgoracle.own_plays).  The move gnubg actually played in the
   game must be one of the listed plays.
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

SEED = int(os.environ.get('PLAYS_SEED', '20240611'))
SESSIONS = int(os.environ.get('PLAYS_SESSIONS', '80'))
GAMES = int(os.environ.get('PLAYS_GAMES', '5'))
OUT = os.environ.get('PLAYS_OUT', 'fixtures/gnubg/plays.txt')
LOG = os.environ.get('PLAYS_LOG', '/tmp/gen_plays.log')
NOISES = [0.0, 0.3, 0.5, 0.8]

GAME_CASES = 6000          # cases taken from the games (before the 21-roll sets)
QUOTA_BAR = 1200
QUOTA_DOUBLES = 900
QUOTA_NOCONTACT = 700
ALL21_BAR = 100            # positions with the mover on the bar (prefer strong opposing boards)
ALL21_BEAROFF_CONTACT = 80
ALL21_NOCONTACT = 60
ALL21_OTHER = 80
START = '4HPwATDgc/ABMA'   # gnubg Position ID of the starting position

_logf = open(LOG, 'w')


def log(msg):
    _logf.write('%8.1f %s\n' % (time.time() - T0, msg))
    _logf.flush()


def norm(d):
    return (max(d), min(d))


def classify(pid):
    b = gnubg.positionfromid(pid)
    opp, me = list(b[0]), list(b[1])
    con = bgoracle.contact(me, opp)
    return {
        'bar': me[24] > 0,
        'onbar': me[24],
        'contact': con,
        'bearoff_contact': bgoracle.all_home(me) and con,
        'nocontact': not con,
        'all_home': bgoracle.all_home(me),
        'strong': bgoracle.made_points_in_home(opp),
    }


def main():
    rng = random.Random(SEED)
    records = selfplay.play_pool(SEED, SESSIONS, GAMES, NOISES, log)
    log('self-play done: %d records' % len(records))

    # unique game cases, first occurrence wins
    cases = {}
    for pid, d, mv, noise in records:
        key = (pid, norm(d))
        if key not in cases:
            cases[key] = mv
    keys = list(cases)
    cls = {}
    for pid, _ in keys:
        if pid not in cls:
            cls[pid] = classify(pid)

    # predicted dance / partial from the game record (verified later)
    def kind(key):
        pid, d = key
        mv = cases[key]
        full = 4 if d[0] == d[1] else 2
        return len(mv) == 0, 0 < len(mv) < full

    chosen = []
    seen = set()

    def take(k):
        if k not in seen:
            seen.add(k)
            chosen.append(k)

    for k in keys:
        dance, partial = kind(k)
        if dance or partial or cls[k[0]]['bearoff_contact']:
            take(k)
    for pred, quota in ((lambda k: cls[k[0]]['bar'], QUOTA_BAR),
                        (lambda k: k[1][0] == k[1][1], QUOTA_DOUBLES),
                        (lambda k: cls[k[0]]['nocontact'], QUOTA_NOCONTACT)):
        pool = [k for k in keys if pred(k) and k not in seen]
        rng.shuffle(pool)
        for k in pool[:quota]:
            take(k)
    rest = [k for k in keys if k not in seen]
    rng.shuffle(rest)
    for k in rest[:max(0, GAME_CASES - len(chosen))]:
        take(k)
    n_game = len(chosen)
    log('selected %d game cases' % n_game)

    # positions that get all 21 rolls
    pids = []
    cls.setdefault(START, classify(START))
    for pid, _ in keys:
        if pid not in pids:
            pids.append(pid)
    all21 = [START]   # the starting position, every roll

    def pick(cands, n):
        cands = [p for p in cands if p not in all21]
        rng.shuffle(cands)
        all21.extend(cands[:n])

    bar = [p for p in pids if cls[p]['bar']]
    strong = [p for p in bar if cls[p]['strong'] >= 3]
    pick([p for p in strong if cls[p]['onbar'] >= 2], ALL21_BAR // 3)
    pick(strong, ALL21_BAR * 2 // 3 - len(all21))
    pick(bar, ALL21_BAR - len(all21))
    pick([p for p in pids if cls[p]['bearoff_contact']], ALL21_BEAROFF_CONTACT)
    nc = [p for p in pids if cls[p]['nocontact']]
    pick([p for p in nc if cls[p]['all_home']], ALL21_NOCONTACT // 2)
    pick([p for p in nc if not cls[p]['all_home']], ALL21_NOCONTACT // 2)
    pick([p for p in pids if cls[p]['contact'] and not cls[p]['bar']
          and not cls[p]['bearoff_contact']], ALL21_OTHER)
    for p in all21:
        for d in bgoracle.ALL_ROLLS:
            take((p, d))
    log('total cases %d (%d positions with all 21 rolls)' % (len(chosen), len(all21)))

    bgoracle.oracle_mode()
    counts = dict(cases=0, bar=0, dance=0, partial=0, partial_nonfinal=0,
                  bearoff_contact=0, nocontact=0, nocontact_bearoff=0,
                  doubles=0, plays=0, hits=0)
    lines = []
    for i, (pid, (d1, d2)) in enumerate(chosen):
        board, plays = bgoracle.gnubg_plays(pid, d1, d2)
        bgoracle.check_against_own(board, d1, d2, plays)
        opp, me = list(board[0]), list(board[1])
        if (pid, (d1, d2)) in cases:
            mv = cases[(pid, (d1, d2))]
            if plays or mv:
                got = set()
                for _, steps in plays:
                    got.add(tuple(map(tuple, bgoracle.apply_tuple(me, opp, steps, d1, d2))))
                played = tuple(map(tuple, bgoracle.apply_tuple(me, opp, mv, d1, d2)))
                if played not in got:
                    raise RuntimeError('played move %r not legal in %s %d%d' % (mv, pid, d1, d2))
        c = cls[pid]
        full = 4 if d1 == d2 else 2
        nsteps = len(plays[0][1]) if plays else 0
        counts['cases'] += 1
        counts['bar'] += c['bar']
        counts['dance'] += not plays
        if plays and nsteps < full:
            counts['partial'] += 1
            # partial plays that are not explained by bearing off the last checker
            if any(sum(bgoracle.apply_tuple(me, opp, s, d1, d2)[0]) > 0 for _, s in plays):
                counts['partial_nonfinal'] += 1
        counts['bearoff_contact'] += c['bearoff_contact']
        counts['nocontact'] += c['nocontact']
        counts['nocontact_bearoff'] += c['nocontact'] and c['all_home']
        counts['doubles'] += d1 == d2
        counts['plays'] += len(plays)
        counts['hits'] += any('*' in s for s, _ in plays)
        lines.append('%s %d%d %d%s' % (pid, d1, d2, len(plays),
                                        ''.join(' ' + bgoracle.step_str(s) for _, s in plays)))
        if i % 500 == 0:
            log('oracle %d/%d' % (i, len(chosen)))

    elapsed = time.time() - T0
    hdr = [
        '# gnubg legal-play oracle for bgkit',
        '# generator: scripts/gnubg/gen_plays.py, %s' % bgoracle.gnubg_version(),
        '# seed %d; self-play: %d cubeless money sessions x %d games, both sides gnubg 0-ply,'
        % (SEED, SESSIONS, GAMES),
        '#   chequer noise cycling %s per session; %d move records, %d distinct game cases'
        % ('/'.join('%.1f' % n for n in NOISES), len(records), len(keys)),
        '# cases: %d (%d from games + all 21 rolls for %d positions, incl. the starting position);'
        ' total plays %d; generated in %.0f s'
        % (counts['cases'], n_game, len(all21), counts['plays'], elapsed),
        '# line: POSITIONID D1D2 COUNT PLAY PLAY ...',
        '#   POSITIONID: gnubg Position ID with the player on roll as gnubg sees it (gnubg.positionid())',
        '#   D1D2: dice, always high die first; COUNT: number of legal plays (distinct resulting',
        '#   positions, as gnubg.hint lists them); 0 = no legal play (nothing follows)',
        '#   PLAY: steps joined by ",", each step from/to in the mover\'s numbering, 25 = bar, 0 = off,',
        '#   one step per die used; steps are gnubg\'s own move tuple in gnubg\'s order (die order of',
        '#   its move generator, not sorted); plays are listed in gnubg\'s 0-ply equity order.',
        '#   gnubg keeps one representative step sequence per resulting position.',
        '# coverage (counts among the cases):',
        '#   on roll with checkers on the bar: %d' % counts['bar'],
        '#   no legal play (dance): %d' % counts['dance'],
        '#   partial plays (fewer steps than dice allow): %d (of which %d where some play leaves'
        % (counts['partial'], counts['partial_nonfinal']),
        '#     checkers on the board, i.e. not only bearing off the last checkers)',
        '#   bear-off with contact: %d' % counts['bearoff_contact'],
        '#   no contact (pure races incl. bear-offs): %d (of which %d all checkers home)'
        % (counts['nocontact'], counts['nocontact_bearoff']),
        '#   doubles: %d' % counts['doubles'],
        '#   cases where some play hits: %d' % counts['hits'],
        '# definitions: bar = mover has >=1 checker on the bar. contact = some opponent checker lies',
        '#   on a mover point lower than the mover\'s highest occupied point (mover bar = 25; an',
        '#   opponent checker on its bar counts as mover point 0). bear-off with contact = all mover',
        '#   checkers on points 1-6 (none on bar) and contact. no contact = not contact.',
    ]
    d = os.path.dirname(OUT)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(OUT, 'w') as f:
        f.write('\n'.join(hdr) + '\n')
        f.write('\n'.join(lines) + '\n')
    log('wrote %s: %r' % (OUT, counts))


T0 = time.time()
try:
    main()
except Exception:
    import traceback
    log('FAILED\n' + traceback.format_exc())
    raise
