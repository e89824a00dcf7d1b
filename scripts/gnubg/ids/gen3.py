import gnubg, random, sys
random.seed(4242)
gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
exec(open(__file__.rsplit('/', 1)[0] + '/sides.py').read())

def xg_pos(bottom, top):
    # bottom/top: 25 slots in own numbering (index 24 = bar)
    chars = ['-'] * 26
    def put(i, c, upper):
        if c:
            chars[i] = chr((ord('A') if upper else ord('a')) + c - 1)
    put(0, top[24], False)
    put(25, bottom[24], True)
    for p in range(1, 25):
        if bottom[p - 1]:
            put(p, bottom[p - 1], True)
        if top[24 - p]:
            put(p, top[24 - p], False)
    return ''.join(chars)

cases = []
for k in range(90):
    if random.random() < 0.5:
        top = random_side(); bottom = random_side(avoid=top)
    else:
        bottom = random_side(); top = random_side(avoid=bottom)
    turn = random.choice([1, 1, -1])
    length = random.choice([0, 0, random.randint(1, 25)])
    if length:
        s1, s2 = random.randint(0, length - 1), random.randint(0, length - 1)
        # The Crawford game: exactly one player a point from winning, cube 1 centred.
        rules = random.choice([0, 1]) if length > 1 and [s1, s2].count(length - 1) == 1 else 0
    else:
        s1 = s2 = 0
        rules = random.randint(0, 3)
    cube = random.choice([0, 0, 1, 2, random.randint(0, 6)])
    cubepos = 0 if cube == 0 else random.choice([1, -1, 0])
    if length and rules == 1:
        cube, cubepos = 0, 0
    dice = random.choice(['00', '%d%d' % (random.randint(1, 6), random.randint(1, 6))])
    cases.append('XGID=%s:%d:%d:%d:%s:%d:%d:%d:%d:10' % (xg_pos(bottom, top), cube, cubepos, turn, dice, s1, s2, rules, length))
cases.insert(0, 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10')
cases.insert(1, 'XGID=aC----D-----------------bA:0:0:1:31:0:0:0:0:10')
cases.insert(2, 'XGID=bC----D-----------------bB:1:-1:-1:64:3:1:0:5:10')
for x in cases:
    gnubg.command('set xgid ' + x)
    print('XGID-LINE %s | %s | %s' % (x, gnubg.positionid(), gnubg.matchid())); sys.stdout.flush()
