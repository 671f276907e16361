import sys, re
n, *ls = sys.stdin.read().split('\n')
PREC = {'+': 1, '-': 1, '*': 2, '/': 2, 'neg': 3}
def apply(vals, op):
    if op == 'neg':
        vals.append(-vals.pop())
        return
    b, a = vals.pop(), vals.pop()
    if op == '+': vals.append(a + b)
    elif op == '-': vals.append(a - b)
    elif op == '*': vals.append(a * b)
    else: vals.append(abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1))
def ev(s):
    vals, ops, prev = [], [], None
    for tok in re.findall(r'\d+|\S', s):
        if tok.isdigit():
            vals.append(int(tok))
        elif tok == '(':
            ops.append(tok)
        elif tok == ')':
            while ops[-1] != '(':
                apply(vals, ops.pop())
            ops.pop()
        elif tok == '-' and (prev is None or prev in PREC or prev == '('):
            ops.append('neg')
        else:
            while ops and ops[-1] != '(' and ops[-1] != 'neg' and PREC[ops[-1]] >= PREC[tok] or ops and ops[-1] == 'neg':
                apply(vals, ops.pop())
            ops.append(tok)
        prev = 'neg' if tok == '-' and ops and ops[-1] == 'neg' else tok
    while ops:
        apply(vals, ops.pop())
    return vals[0]
for l in ls[:int(n)]:
    print(ev(l))
