import gnubg, random
random.seed(20261)
gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
out = open('/tmp/ids_gnubg/vectors.txt', 'w')

# random_side(avoid, n) is shared with gen3.py.
exec(open(__file__.rsplit('/', 1)[0] + '/sides.py').read())

def fmt(side):
    s = ' '.join('%d:%d' % (i + 1, c) for i, c in enumerate(side) if c)
    return s or '-'

boards = []
start = gnubg.positionfromid('4HPwATDgc/ABMA')
boards.append(start)
boards.append(([0]*25, [0]*25))
boards.append(([0]*24 + [15], [0]*24 + [15]))
boards.append(([15] + [0]*24, [15] + [0]*24))
boards.append(([0]*25, [0]*5 + [15] + [0]*19))
for _ in range(60):
    if random.random() < 0.5:
        opp = random_side()
        onroll = random_side(avoid=opp)
    else:
        onroll = random_side()
        opp = random_side(avoid=onroll)
    boards.append((opp, onroll))
for b in boards:
    pid = gnubg.positionid(b)
    back = gnubg.positionfromid(pid)
    assert [list(x) for x in back] == [list(x) for x in b], (b, back)
    # gnubg board = (not on roll, on roll)
    out.write('POS %s | %s | %s\n' % (pid, fmt(b[1]), fmt(b[0])))
out.flush()
