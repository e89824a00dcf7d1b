import gnubg, random
random.seed(77)
gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
out = open('/tmp/ids_gnubg/vectors_match.txt', 'w')
def emit(cube, owner, move, matchto, score, crawford, jacoby, turn, resigned, doubled, gs, dice):
    ci = gnubg.cubeinfo(cube, owner, move, matchto, score, crawford, 0)
    ci['jacoby'] = jacoby
    pi = gnubg.posinfo(turn, resigned, doubled, gs, dice)
    mid = gnubg.matchid(ci, pi)
    out.write('MATCH %s | cube=%d owner=%s roll=%d crawford=%d state=%d turn=%d doubled=%d resign=%d dice=%d%d length=%d score=%d-%d jacoby=%d\n' % (
        mid, cube, {-1: 'c', 0: '0', 1: '1'}[owner], move, crawford, gs, turn, doubled, resigned, dice[0], dice[1], matchto, score[0], score[1], jacoby))
emit(1, -1, 1, 0, (0, 0), 0, 1, 1, 0, 0, 1, (0, 0))
emit(2, 0, 1, 9, (2, 4), 0, 1, 1, 0, 0, 1, (5, 2))
emit(2, 0, 1, 9, (2, 4), 0, 1, 1, 0, 0, 1, (2, 5))
emit(1, -1, 0, 7, (6, 3), 1, 0, 0, 0, 0, 1, (0, 0))
emit(32768, 1, 0, 0, (0, 0), 0, 0, 1, 0, 1, 1, (0, 0))
for gs in range(5):
    emit(4, 1, 1, 5, (1, 2), 0, 0, 0, 0, 0, gs, (0, 0))
for r in range(4):
    emit(1, -1, 0, 3, (0, 0), 0, 0, 1, r, 0, 3 if r else 1, (6, 6))
for _ in range(40):
    matchto = random.choice([0, 0, random.randint(1, 25), random.randint(1, 64)])
    if matchto:
        score = (random.randint(0, matchto - 1), random.randint(0, matchto - 1))
        crawford = random.choice([0, 1]) if matchto - 1 in score else 0
        jacoby = 0
    else:
        score = (random.randint(0, 30), random.randint(0, 30))
        crawford = 0
        jacoby = random.choice([0, 1])
    cube = 1 << random.choice([0, 0, 1, 2, 3, random.randint(0, 15)])
    owner = -1 if cube == 1 else random.choice([-1, 0, 1])
    move = random.choice([0, 1])
    doubled = random.choice([0, 0, 0, 1])
    turn = 1 - move if doubled else move
    resigned = 0
    if not doubled and random.random() < 0.2:
        resigned = random.randint(1, 3); turn = 1 - move
    dice = (0, 0) if doubled or random.random() < 0.3 else (random.randint(1, 6), random.randint(1, 6))
    gs = random.choice([1, 1, 1, 1, 0, 2, 3, 4])
    emit(cube, owner, move, matchto, score, crawford, jacoby, turn, resigned, doubled, gs, dice)
out.close()
# gnubg's own reading of a few
for m in ['cAkAAAAAAAAA', 'QYkqASAAIAAA']:
    gnubg.command('set matchid ' + m)
    print('READ', m, gnubg.cubeinfo(), gnubg.posinfo())
