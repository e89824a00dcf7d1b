import gnubg, random
random.seed(20261)
gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
out = open('/tmp/ids_gnubg/vectors.txt', 'w')

def random_side(avoid=None, n=None):
    side = [0]*25
    if n is None:
        n = random.choice([15, 15, 15, random.randint(0, 15)])
    style = random.choice(['any', 'home', 'back', 'bar'])
    for _ in range(n):
        for attempt in range(50):
            if style == 'home': slot = random.randint(0, 5)
            elif style == 'back': slot = random.choice([random.randint(0, 24), random.randint(17, 24)])
            elif style == 'bar': slot = random.choice([24, random.randint(0, 24)])
            else: slot = random.randint(0, 24)
            # a point i (0-based, own numbering) is point 23-i for the other side
            if avoid is not None and slot < 24 and avoid[23 - slot] > 0:
                continue
            side[slot] += 1
            break
    return side

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
