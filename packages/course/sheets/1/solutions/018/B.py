import re
toks = re.findall(r'\d+|\S', input())
pos = 0
PREC = {'+': 1, '-': 1, '*': 2, '/': 2, '%': 2}
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
def atom():
    global pos
    t = toks[pos]
    pos += 1
    if t == '-':
        return -atom()
    if t == '(':
        v = climb(1)
        pos += 1
        return v
    return int(t)
def climb(minp):
    global pos
    v = atom()
    while pos < len(toks) and PREC.get(toks[pos], 0) >= minp:
        op = toks[pos]
        pos += 1
        w = climb(PREC[op] + 1)
        if op == '+': v += w
        elif op == '-': v -= w
        elif op == '*': v *= w
        elif op == '/': v = tdiv(v, w)
        else: v -= tdiv(v, w) * w
    return v
print(climb(1))
