"""Shared helpers for the gnubg oracle scripts.

Imported by the scripts in this directory, which run inside GNU Backgammon's
embedded Python (`/usr/games/gnubg -t -q -p script.py`).  gnubg runs a script
with an empty sys.argv and no __file__, so every script adds this directory to
sys.path itself (see `_path()` in the scripts).

Board conventions used here (same as gnubg.board()):
    board = (opp, me)  -- opp = player NOT on roll, me = player on roll
    each side is a 25-list: index i = that player's own point i+1, index 24 = bar.
A checker of the opponent at its index j sits on the mover's point 24 - j.

Play steps are (from, to) pairs in the mover's numbering, 25 = bar, 0 = off.
"""

import subprocess

import gnubg

ALL_ROLLS = [(a, b) for a in range(6, 0, -1) for b in range(a, 0, -1)]  # 21, high die first


# ---------------------------------------------------------------------------
# gnubg session handling

def gnubg_version(exe='/usr/games/gnubg'):
    try:
        out = subprocess.run([exe, '--version'], capture_output=True, text=True,
                             stdin=subprocess.DEVNULL, timeout=60).stdout
        return out.strip().splitlines()[0].strip()
    except Exception:
        return 'GNU Backgammon (unknown version)'


def quiet_setup():
    for c in ('set rng mersenne',
              'set confirm new off',
              'set automatic game off',
              'set automatic roll on',
              'set display off'):
        gnubg.command(c)


def oracle_mode():
    """Both players human, 0-ply evaluation everywhere (fast; 0-ply hint and
    analysis never filter the move list, so every legal play is listed)."""
    for c in ('set player 0 human',
              'set player 1 human',
              'set evaluation chequerplay evaluation plies 0',
              'set evaluation chequerplay evaluation noise 0',
              'set analysis chequerplay evaluation plies 0',
              'set analysis chequerplay evaluation noise 0',
              'set analysis cubedecision evaluation plies 0',
              'set analysis luck off',
              'set automatic roll off',
              'set automatic game off'):
        gnubg.command(c)


def setup_position(pid, d1, d2):
    """Fresh session, player 0 on roll in position `pid` (gnubg Position ID
    as seen by the player on roll) with dice d1 d2."""
    gnubg.command('new session')
    gnubg.command('set turn 0')
    gnubg.command('set board ' + pid)
    gnubg.command('set dice %d %d' % (d1, d2))
    got = gnubg.positionid()
    if got != pid:
        raise RuntimeError('set board %s gave %s' % (pid, got))
    pi = gnubg.posinfo()
    if tuple(pi['dice']) != (d1, d2):
        raise RuntimeError('dice %r != %r' % (pi['dice'], (d1, d2)))


def hint_strings():
    h = gnubg.hint(5000)
    if not h:
        return []
    return [m['move'] for m in h['hint']]


def gnubg_plays(pid, d1, d2):
    """All legal plays according to gnubg.

    Returns (board, [(hint_string, steps), ...]) in gnubg's hint order.
    `steps` is gnubg's own move tuple for that play, taken from the analysis
    move list of the played position (python API numbering: 25 = bar, 0 = off,
    1-based points in the mover's numbering)."""
    setup_position(pid, d1, d2)
    board = gnubg.board()
    hs = hint_strings()
    if not hs:
        return board, []
    gnubg.command('move ' + hs[0])
    gnubg.command('analyse game')
    games = gnubg.match(1, 0, 0, 0)['games']
    recs = games[-1]['game']
    iset = max(i for i, r in enumerate(recs) if r.get('action') == 'set' and 'board' in r)
    rec = [r for r in recs[iset:] if r.get('action') == 'move'][0]
    if tuple(rec['dice']) != (d1, d2):
        raise RuntimeError('unexpected move record %r' % (rec,))
    if 'analysis' in rec and rec['analysis'].get('moves'):
        tuples = [tuple(tuple(s) for s in m['move']) for m in rec['analysis']['moves']]
    else:
        # forced (single) play: gnubg does not store an analysis list
        tuples = [tuple(tuple(s) for s in rec['move'])]
    by_string = {}
    for t in tuples:
        s = gnubg.movetupletostring(t, board)
        if s in by_string:
            raise RuntimeError('%s %d%d: duplicate formatted move %s' % (pid, d1, d2, s))
        by_string[s] = t
    if len(tuples) != len(hs) or set(by_string) != set(hs):
        raise RuntimeError('%s %d%d: hint/analysis mismatch %r vs %r' % (pid, d1, d2, hs, sorted(by_string)))
    return board, [(s, by_string[s]) for s in hs]


# ---------------------------------------------------------------------------
# independent rules implementation (used to cross-check gnubg and to classify)

def opp_at(opp, q):
    """Opponent checkers on mover point q (1..24)."""
    return opp[24 - q]


def step_target(me, opp, frm, die):
    """Destination of moving one checker from `frm` with `die`, or None if illegal."""
    if frm == 25:
        if me[24] == 0:
            return None
        to = 25 - die
    else:
        if me[24] > 0 or me[frm - 1] == 0:
            return None
        to = frm - die
    if to >= 1:
        if opp_at(opp, to) >= 2:
            return None
        return to
    # bearing off
    if sum(me[6:25]) != 0:
        return None
    if to == 0:
        return 0
    if sum(me[frm:6]) != 0:   # checkers on points above frm
        return None
    return 0


def apply_step(me, opp, frm, to):
    me = list(me)
    opp = list(opp)
    me[24 if frm == 25 else frm - 1] -= 1
    if to >= 1:
        me[to - 1] += 1
        if opp_at(opp, to) == 1:
            opp[24 - to] = 0
            opp[24] += 1
    return me, opp


def _gen(me, opp, dice, seq, out):
    if not dice:
        out.append((tuple(seq), me, opp))
        return
    d = dice[0]
    moved = False
    for frm in range(25, 0, -1):
        if (frm == 25 and me[24] == 0) or (frm < 25 and me[frm - 1] == 0):
            continue
        to = step_target(me, opp, frm, d)
        if to is None:
            continue
        moved = True
        m2, o2 = apply_step(me, opp, frm, to)
        _gen(m2, o2, dice[1:], seq + [(frm, to, d)], out)
    if not moved:
        out.append((tuple(seq), me, opp))


def own_plays(me, opp, d1, d2):
    """Legal plays by the standard rules: dict result_key -> list of step
    sequences [(from, to, die), ...] (all orders/ways reaching that result)."""
    out = []
    if d1 == d2:
        _gen(me, opp, [d1] * 4, [], out)
    else:
        _gen(me, opp, [d1, d2], [], out)
        _gen(me, opp, [d2, d1], [], out)
    maxlen = max(len(s) for s, _, _ in out)
    out = [x for x in out if len(x[0]) == maxlen]
    if maxlen == 1 and d1 != d2:
        hi = max(d1, d2)
        if any(s[0][2] == hi for s, _, _ in out):
            out = [x for x in out if x[0][0][2] == hi]
    res = {}
    if maxlen == 0:
        return res
    for s, m, o in out:
        res.setdefault((tuple(m), tuple(o)), []).append(s)
    return res


def apply_tuple(me, opp, steps, d1, d2):
    """Apply gnubg's steps in order, checking each one is legal with a die
    still unused.  Returns (me, opp) or raises."""
    dice = [d1] * 4 if d1 == d2 else [d1, d2]
    for frm, to in steps:
        if to < 0:
            raise RuntimeError('negative destination %r' % (steps,))

    def rec(me, opp, i, dice):
        if i == len(steps):
            return me, opp
        frm, to = steps[i]
        for d in sorted(set(dice)):
            if step_target(me, opp, frm, d) == to:
                rest = list(dice)
                rest.remove(d)
                m2, o2 = apply_step(me, opp, frm, to)
                r = rec(m2, o2, i + 1, rest)
                if r is not None:
                    return r
        return None

    r = rec(me, opp, 0, dice)
    if r is None:
        raise RuntimeError('steps not playable in order: %r' % (steps,))
    return r


def check_against_own(board, d1, d2, plays):
    """Cross-check gnubg's play list with the independent generator."""
    opp, me = list(board[0]), list(board[1])
    own = own_plays(me, opp, d1, d2)
    got = {}
    for s, steps in plays:
        m, o = apply_tuple(me, opp, steps, d1, d2)
        key = (tuple(m), tuple(o))
        if key in got:
            raise RuntimeError('two gnubg plays give the same position: %s / %s' % (got[key], s))
        got[key] = s
    if set(got) != set(own):
        raise RuntimeError('play sets differ: gnubg %d, own %d; only gnubg %r; only own %r' % (
            len(got), len(own),
            [got[k] for k in set(got) - set(own)],
            [own[k][0] for k in set(own) - set(got)]))
    nsteps = set(len(steps) for _, steps in plays)
    if len(nsteps) > 1:
        raise RuntimeError('plays of different lengths %r' % (plays,))
    return True


# ---------------------------------------------------------------------------
# classification

def highest_point(me):
    if me[24]:
        return 25
    for p in range(24, 0, -1):
        if me[p - 1]:
            return p
    return 0


def contact(me, opp):
    """Contact: some opponent checker is still 'behind' the mover's rearmost
    checker, i.e. on a mover point lower than the mover's highest occupied
    point (mover bar = 25, opponent bar counts as mover point 0)."""
    hm = highest_point(me)
    if opp[24] and hm > 0:
        return True
    for q in range(1, 25):
        if opp_at(opp, q) and q < hm:
            return True
    return False


def all_home(me):
    return sum(me[6:25]) == 0


def step_str(steps):
    return ','.join('%d/%d' % (f, t) for f, t in steps)


def made_points_in_home(opp):
    """Points the opponent holds (2+) in the mover's entry zone (mover points 19..24)."""
    return sum(1 for q in range(19, 25) if opp_at(opp, q) >= 2)


def blots(opp):
    return [q for q in range(1, 25) if opp_at(opp, q) == 1]


# ---------------------------------------------------------------------------
# Matches gnubg starts by hand and plays out, and its reading of them

def bots_at_zero_ply(noise):
    """Both players' chequer play and cube decisions at 0 ply, with `noise`
    (gnubg's deterministic noise), for self-play."""
    for player in (0, 1):
        for kind in ('chequerplay', 'cubedecision'):
            gnubg.command('set player %d %s evaluation plies 0' % (player, kind))
            gnubg.command('set player %d %s evaluation noise %.3f' % (player, kind, noise))


def start(length, settings=(), seed=20261207):
    """A new match of `length` points (0: a money session) between two
    players entered by hand, after `settings` (gnubg commands), with a fixed
    seed so that the play out is the same for one gnubg build."""
    gnubg.command('set rng mersenne')
    gnubg.command('set seed %d' % seed)
    gnubg.command('set player 0 human')
    gnubg.command('set player 1 human')
    for command in settings:
        gnubg.command(command)
    gnubg.command('new match %d' % length if length else 'new session')


def play_by_hand(moves):
    """Dice then play, alternately, for whoever is on roll."""
    for dice, play in zip(moves[::2], moves[1::2]):
        gnubg.command('set dice ' + dice)
        gnubg.command('move ' + play)


def play_out(length, plays=2000):
    """gnubg plays both sides to the end of the match, or of the session's
    first game in money play."""
    gnubg.command('set player 0 gnubg')
    gnubg.command('set player 1 gnubg')
    gnubg.command('set automatic roll on')
    gnubg.command('set automatic game ' + ('on' if length else 'off'))
    for _ in range(plays):
        match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        if length == 0 and match['games'][0]['info'].get('winner'):
            return
        gnubg.command('play')


def write_readings(names, path='GNUBG.jsonl'):
    """gnubg's own reading of each SGF file in `names` (its match
    dictionary, not an export), one JSON line a file: every game's winner as
    bgkit numbers the players (0: `W`, whom the dictionary calls X; 1: `B`,
    its O) and the points won."""
    import json
    with open(path, 'w') as out:
        for name in names:
            gnubg.command('load match "%s"' % name)
            match = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
            games = [
                {'winner': {'X': 0, 'O': 1}.get(g['info'].get('winner')),
                 'points': g['info'].get('points-won')}
                for g in match['games']
            ]
            out.write(json.dumps({'file': name, 'games': games}) + '\n')
