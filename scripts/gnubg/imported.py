"""Real transcripts imported into GNU Backgammon, then saved by it as SGF and
exported as .mat: what a player who keeps their matches in gnubg has.

    /usr/games/gnubg -t -q -p scripts/gnubg/imported.py       # from the repository root

gnubg reads a bear-off merged into one move (`6/0` with 5-2, played 6/4/off)
as the larger die first and writes it so (`6/1 1/off`), an order no rule
allows, in its SGF (`W[52faaz]`) and in its .mat export (`6/1 1/0`).
A Backgammon Galaxy game that ends in a dance, then `Losses 1 point` and
`Wins 1 point and the match`, gets its last dance twice (`;B[54];B[54]`).
A match that starts at 6-5 in 7 (a GamesGrid excerpt) has its first game
marked the Crawford game (`RU[Crawford:CrawfordGame]`), in which a player
then doubles.
In its .mat export, a game left without a result (as the transcript left
it) has no line end after its last turn, so the next ` Game N` line is
joined to it; and a name longer than the left half of the score line runs
into the right player's (`... HARMAND : 0Johan HUYCK ...`).
A money session under the Jacoby rule (XG Mobile's) loses its `Jacoby`
header in the export, whose result line then writes a gammon with the cube
never turned at 2 points while the next score line counts it 1.
GNUBG.jsonl: gnubg's own reading of each SGF, as in ../edited/.
"""
import os
import sys

for _p in (os.path.join(os.getcwd(), 'scripts', 'gnubg'), os.getcwd()):
    if _p not in sys.path:
        sys.path.insert(0, _p)

import gnubg  # noqa: E402

import bgoracle  # noqa: E402

# name: a transcript under fixtures/
SOURCES = {
    'guru-builder-1': 'realworld-corpus-2/gnubg/mbiyimoh-guru-builder-cmj85xtn7004xeuggbfugerqq.txt',
    'guru-builder-2': 'realworld-corpus-2/gnubg/mbiyimoh-guru-builder-cmj861dft027neuggauxpi7h7.txt',
    'challenge-17-point': 'realworld-corpus-2/xg/BGChallengeAdmin-TheBackgammonChallenge-'
                          'Konstantinos_Mitrelis-Ed_OLaughlin_17_point_match_2016._05._04._1467828925.txt',
    'galaxy-losses-1': 'realworld-corpus/galaxy/lassehjorthmadsen-bglab-match11239570.txt',
    'galaxy-losses-2': 'realworld-corpus/galaxy/lassehjorthmadsen-bglab-match5751765.txt',
    'gamesgrid-excerpt': 'realworld-corpus/gamesgrid/bgnori-bglib-PghPete-nori-2009Jan242323.txt',
    'guru-builder-3': 'realworld-corpus-2/gnubg/mbiyimoh-guru-builder-cmj864f7g02qreugg23zsu0b5.txt',
    'long-names': 'realworld-corpus-2/xg/kevung-lazyBG-match1.txt',
    'xg-mobile-jacoby': 'realworld-corpus-2/xg/nodots-nodots-backgammon-Ken_-_XG-Intermediate_Dec_24_2022.txt',
}

fixtures = os.path.join(os.getcwd(), 'fixtures')
os.chdir(os.path.join(fixtures, 'sgf', 'imported'))
for name, source in SOURCES.items():
    gnubg.command('import mat "%s"' % os.path.join(fixtures, source))
    gnubg.command('save match %s.sgf' % name)
    gnubg.command('export match mat %s.mat' % name)
bgoracle.write_readings([name + '.sgf' for name in SOURCES])
