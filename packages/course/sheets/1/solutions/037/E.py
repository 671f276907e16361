import sys, re
n, *ls = sys.stdin.read().split('\n')
def check(toks):
    depth, want_operand = 0, True
    for t in toks:
        if want_operand:
            if t.isdigit():
                want_operand = False
            elif t == '(':
                depth += 1
            elif t != '-':
                return False
        else:
            if t == ')' and depth:
                depth -= 1
            elif t in '+-*/':
                want_operand = True
            else:
                return False
    return not want_operand and depth == 0
def calc(toks):
    pos = 0
    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]
    def peek():
        return toks[pos] if pos < len(toks) else ''
    def expr():
        v = term()
        while peek() in ('+', '-'):
            v = v + term() if take() == '+' else v - term()
        return v
    def term():
        v = fac()
        while peek() in ('*', '/'):
            op, r = take(), fac()
            if op == '*':
                v *= r
            elif r == 0:
                raise ZeroDivisionError
            else:
                v = abs(v) // abs(r) * (1 if (v < 0) == (r < 0) else -1)
        return v
    def fac():
        t = take()
        if t == '-':
            return -fac()
        if t == '(':
            v = expr()
            take()
            return v
        return int(t)
    return expr()
for l in ls[:int(n)]:
    toks = re.findall(r'\d+|\S', l)
    if not check(toks):
        print('syntax error')
    else:
        try:
            print(calc(toks))
        except ZeroDivisionError:
            print('division by zero')
