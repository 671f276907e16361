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
def js(v):
    if isinstance(v, Str):
        return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'
    if isinstance(v, int):
        return str(v)
    if isinstance(v, list):
        return '[' + ','.join(map(js, v)) + ']'
    return '{' + ','.join(js(k) + ':' + js(x) for k, x in v.items()) + '}'
print(js(parse(sys.stdin.readline().rstrip('\n'))))
