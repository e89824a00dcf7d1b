"""gnubg self-play used to harvest real-game positions.

play_pool(seed, sessions, games_per_session, noises) plays cubeless money
games between two 0-ply gnubg players and returns every move record as
(position_id, (die1, die2), move_tuple, noise) in play order.
"""

import gnubg
import bgoracle


def play_pool(seed, sessions, games_per_session, noises, log=None):
    bgoracle.quiet_setup()
    for c in ('set seed %d' % seed,
              'set defaultnames alpha beta',
              'set cube use off',
              'set player 0 gnubg',
              'set player 1 gnubg'):
        gnubg.command(c)
    records = []
    for s in range(sessions):
        noise = noises[s % len(noises)]
        bgoracle.bots_at_zero_ply(noise)
        gnubg.command('new session')
        for g in range(games_per_session - 1):
            gnubg.command('new game')
        m = gnubg.match(0, 1, 0, 0)
        for game in m['games']:
            for r in game['game']:
                if r.get('action') != 'move':
                    continue
                records.append((r['board'], tuple(r['dice']),
                                tuple(tuple(x) for x in r['move']), noise))
        if log and s % 20 == 0:
            log('session %d/%d: %d records' % (s, sessions, len(records)))
    return records
