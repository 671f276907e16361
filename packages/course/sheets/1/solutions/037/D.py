import sys, re
n, *ls = sys.stdin.read().split('\n')
env = {}
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
def ev(s):
    toks = re.findall(r'\d+|[a-z]+|\S', s) + ['$']
    pos = 0
    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]
    def expr():
        v = term()
        while toks[pos] in '+-':
            v = v + term() if take() == '+' else v - term()
        return v
    def term():
        v = fac()
        while toks[pos] in '*/':
            v = v * fac() if take() == '*' else tdiv(v, fac())
        return v
    def fac():
        t = take()
        if t == '-':
            return -fac()
        if t == '(':
            v = expr()
            take()
            return v
        return int(t) if t.isdigit() else env[t]
    return expr()
for l in ls[:int(n)]:
    name, eq, rest = l.partition('=')
    try:
        if eq:
            env[name.strip()] = ev(rest)
        else:
            print(ev(l))
    except KeyError:
        print('ERROR')
