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

