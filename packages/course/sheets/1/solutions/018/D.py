import re, sys
lines = sys.stdin.read().split('\n')
env = {}
PREC = {'+': 1, '-': 1, '*': 2, '/': 2, '%': 2}
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
def evaluate(s):
    toks = re.findall(r'\d+|[a-z]+|\S', s)
    pos = 0
    def atom():
        nonlocal pos
        t = toks[pos]
        pos += 1
        if t == '-':
            return -atom()
        if t == '(':
            v = climb(1)
            pos += 1
            return v
        return int(t) if t.isdigit() else env[t]
    def climb(minp):
        nonlocal pos
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
    return climb(1)
n = int(lines[0])
for line in lines[1:n + 1]:
    name, rhs = line.split('=')
    env[name.strip()] = evaluate(rhs)
print(evaluate(lines[n + 1]))
