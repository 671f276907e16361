import sys, re
sys.setrecursionlimit(10000)
s = sys.stdin.readline().rstrip('\n')
INT = re.compile(r'i(0|-?[1-9][0-9]*)e')
LEN = re.compile(r'(0|[1-9][0-9]*):')
def string(p):
    m = LEN.match(s, p)
    if not m or m.end() + int(m.group(1)) > len(s):
        return None, None
    e = m.end() + int(m.group(1))
    return e, s[m.end():e]
def value(p):
    if p >= len(s):
        return None
    if s[p] == 'i':
        m = INT.match(s, p)
        return m.end() if m else None
    if s[p] in 'ld':
        kind, p, last = s[p], p + 1, None
        while p is not None and p < len(s) and s[p] != 'e':
            if kind == 'd':
                p, key = string(p)
                if p is None or (last is not None and key <= last):
                    return None
                last = key
            p = value(p)
        return p + 1 if p is not None and p < len(s) else None
    return string(p)[0]
print('valid' if value(0) == len(s) else 'invalid')
