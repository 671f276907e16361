import sys, re
n, *ls = sys.stdin.read().split('\n')
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
def ev(s):
    toks = re.findall(r'\d+|\S', s) + ['$']
    pos = 0
    def peek():
        return toks[pos]
    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]
    def expr():
        v = term()
        while peek() in '+-':
            v = v + term() if take() == '+' else v - term()
        return v
    def term():
        v = unary()
        while peek() in ('*', '/', '%'):
            op, r = take(), unary()
            v = v * r if op == '*' else tdiv(v, r) if op == '/' else v - tdiv(v, r) * r
        return v
    def unary():
        if peek() == '-':
            take()
            return -unary()
        b = atom()
        if peek() == '^':
            take()
            return b ** unary()
        return b
    def atom():
        t = take()
        if t == '(':
            v = expr()
            take()
            return v
        return int(t)
    return expr()
for l in ls[:int(n)]:
    print(ev(l))
