import sys
sys.setrecursionlimit(10000)
class Str(str):
    pass
def parse(s):
    pos = 0
    def val():
        nonlocal pos
        c = s[pos]
        if c == 'i':
            end = s.index('e', pos)
            v = int(s[pos + 1:end])
            pos = end + 1
            return v
        if c in 'ld':
            pos += 1
            items = []
            while s[pos] != 'e':
                items.append(val())
            pos += 1
            return items if c == 'l' else dict(zip(items[::2], items[1::2]))
        colon = s.index(':', pos)
        n = int(s[pos:colon])
        pos = colon + 1 + n
        return Str(s[colon + 1:pos])
    return val()
def depth(v):
    if isinstance(v, (Str, int)):
        return 0
    return 1 + max(map(depth, v if isinstance(v, list) else v.values()), default=0)
print(depth(parse(sys.stdin.readline().rstrip('\n'))))
