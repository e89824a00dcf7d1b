#!/usr/bin/env python3
"""Summarise the exported .mat files (plain Python 3, no gnubg needed).

    python3 scripts/gnubg/mat_stats.py [fixtures/gnubg/matches]

Prints: number of files by kind/length, games, rolls (entries "DD:" - a roll with
or without a move), and how many files contain Doubles / Takes / Drops /
Beavers / "Wins" / "and the match" / any resign wording.
"""

import collections
import os
import re
import sys

d = sys.argv[1] if len(sys.argv) > 1 else 'fixtures/gnubg/matches'
names = sorted(n for n in os.listdir(d) if n.endswith('.mat'))
kinds = collections.Counter()
lengths = collections.Counter()
games = 0
rolls = 0
contains = collections.Counter()
occurrences = collections.Counter()
words = {
    'Doubles': r'\bDoubles\b',
    'Takes': r'\bTakes\b',
    'Drops': r'\bDrops\b',
    'Beavers': r'\bBeavers\b',
    'Wins': r'\bWins\b',
    'Wins ... and the match': r'Wins .* and the match',
    'resign (any case)': r'(?i)resign',
}
for n in names:
    text = open(os.path.join(d, n)).read()
    m = re.match(r'(m(\d+)|money)-s\d+-(plain|noisy)\.mat$', n)
    kinds[(m.group(1) if m.group(1) == 'money' else 'match', m.group(3))] += 1
    if m.group(2):
        lengths[int(m.group(2))] += 1
    games += len(re.findall(r'^ Game \d+', text, re.M))
    rolls += len(re.findall(r'\b[1-6][1-6]:', text))
    for k, rx in words.items():
        c = len(re.findall(rx, text))
        if c:
            contains[k] += 1
            occurrences[k] += c
print('files: %d' % len(names))
for k in sorted(kinds):
    print('  %s %s: %d' % (k[0], k[1], kinds[k]))
print('  match lengths: ' + ' '.join('%d:%d' % (k, lengths[k]) for k in sorted(lengths)))
print('games: %d' % games)
print('rolls (DD: entries): %d' % rolls)
for k in words:
    print('files containing %-24s %4d  (occurrences %d)' % (k + ':', contains[k], occurrences[k]))
