import base64,sys
def bits(s):
    b = base64.b64decode(s + '=' * (-len(s) % 4))
    return ''.join(''.join('1' if (byte >> i) & 1 else '0' for i in range(8)) for byte in b)
def mid(s):
    b = bits(s)
    def f(a, n): return int(b[a:a+n][::-1], 2)
    return dict(cube=f(0,4), owner=f(4,2), move=f(6,1), crawford=f(7,1), state=f(8,3), turn=f(11,1), double=f(12,1), resign=f(13,2), d1=f(15,3), d2=f(18,3), len=f(21,15), s0=f(36,15), s1=f(51,15), rest=b[66:])
for s in sys.argv[1:]: print(s, mid(s))
