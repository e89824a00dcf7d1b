"""GNU Backgammon's own reading of the analysis in analysed SGF files, for the
tests of bgkit's SGF analysis reader and of `bgkit stats`.

    /usr/games/gnubg -t -q -p scripts/gnubg/sgf_analysis.py < /dev/null > /dev/null

Run from the repository root. First analyses a money session at 0-ply and
saves it as `fixtures/sgf/analysis/money-analysed.sgf` (gnubg's analysis of
a match records cube decisions as match winning chances; a money session's
are equities, which the cube errors are worked out from). Then loads each
analysed SGF file listed below and writes `fixtures/sgf/analysis/GNUBG.jsonl`,
one line per file:

    {"file": ..., "games": [[decision, ...], ...], "stats": {"0": {...}, "1": {...}}}

Each decision is what gnubg.match() gives for one node, in node order:
a cube decision before a roll or on a double (`{"type": "double", "player",
"doubled", "nd", "dt"}`: the cubeful values without a double and after
double, take), the answer to a double (`"take"`, with `took` and the
double's values), and a play (`"play"`: `error`, the played move's score
minus the best score, or null without two ranked moves or more; `luck`, gnubg's luck
value or null). `stats` holds gnubg's match statistics per player (0 is
gnubg's X, the SGF's White): the checker play error (`checker_skill`,
gnubg's `error-skill`), the luck (`luck`), and the cube errors by kind
summed (`cube_skill`).
"""

import json
import math
import os

import gnubg

OUT = 'fixtures/sgf/analysis'
MONEY_SOURCE = 'fixtures/realworld/gnubg-export-money-s1035-noisy.mat'
MONEY_SGF = OUT + '/money-analysed.sgf'
FILES = [
    'fixtures/sgf/realworld/gnubg-analysed-match1484923_analyzed.sgf',
    'fixtures/sgf/realworld/gnubg-analysed-match1486073_analyzed.sgf',
    'fixtures/sgf/realworld/gnubg-analysed-test-match01_analyzed.sgf',
    'fixtures/sgf/analysis/kevung-gbf-test.sgf',
    MONEY_SGF,
]
CUBE_ERRORS = [
    'err-missed-double-below-cp-skill',
    'err-missed-double-above-cp-skill',
    'err-wrong-double-below-dp-skill',
    'err-wrong-double-above-tg-skill',
    'err-wrong-take-skill',
    'err-wrong-drop-skill',
]

gnubg.command('set confirm new off')
gnubg.command('set confirm save off')
gnubg.command('set display off')


def analyse_money():
    gnubg.command('import mat ' + MONEY_SOURCE)
    for kind in ('chequerplay', 'cubedecision'):
        gnubg.command('set analysis %s evaluation plies 0' % kind)
    gnubg.command('analyse match')
    gnubg.command('save match ' + MONEY_SGF)


def seat(name):
    return 0 if name == 'X' else 1


def decisions(game):
    found = []
    last_double = None
    for action in game['game']:
        kind = action['action']
        player = seat(action['player'])
        analysis = action.get('analysis', {})
        cube = None
        if 'nd-cubeful-eq' in analysis:
            cube = (analysis['nd-cubeful-eq'], analysis['dt-cubeful-eq'])
        if kind == 'move':
            if cube:
                found.append({'type': 'double', 'player': player, 'doubled': False,
                              'nd': cube[0], 'dt': cube[1]})
            moves = analysis.get('moves')
            error = None
            # A list of one play is the evaluation of the play alone.
            if moves and len(moves) > 1:
                scores = [m['score'] for m in moves]
                error = scores[analysis['imove']] - max(scores)
            luck = analysis.get('luck-value')
            if luck is not None and not math.isfinite(luck):
                luck = None
            if moves or luck is not None:
                found.append({'type': 'play', 'player': player, 'error': error, 'luck': luck})
        elif kind == 'double':
            last_double = cube
            if cube:
                found.append({'type': 'double', 'player': player, 'doubled': True,
                              'nd': cube[0], 'dt': cube[1]})
        elif kind in ('take', 'drop'):
            if last_double:
                found.append({'type': 'take', 'player': player, 'took': kind == 'take',
                              'nd': last_double[0], 'dt': last_double[1]})
    return found


def stats(match):
    out = {}
    for name, figures in match['stats'].items():
        out[str(seat(name))] = {
            'checker_skill': figures['moves']['error-skill'],
            'luck': figures['dice']['luck'],
            'cube_skill': sum(figures['cube'][key] for key in CUBE_ERRORS),
        }
    return out


analyse_money()
with open(OUT + '/GNUBG.jsonl', 'w') as log:
    for path in FILES:
        gnubg.command('load match ' + path)
        match = gnubg.match(analysis=1, boards=0, statistics=1)
        line = {
            'file': os.path.relpath(path, 'fixtures'),
            'games': [decisions(game) for game in match['games']],
            'stats': stats(match),
        }
        log.write(json.dumps(line) + '\n')
