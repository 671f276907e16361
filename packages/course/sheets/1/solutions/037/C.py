import sys, re
n, *ls = sys.stdin.read().split('\n')
PREC = {'+': 1, '-': 1, '*': 2, '/': 2}
def rpn(s):
    out, ops, prev = [], [], '('
    for tok in re.findall(r'\d+|\S', s):
        if tok.isdigit():
            out.append(str(int(tok)))
        elif tok == '(':
            ops.append(tok)
        elif tok == ')':
            while ops[-1] != '(':
                out.append(ops.pop())
            ops.pop()
        elif tok == '-' and prev in ('(', '+', '-', '*', '/', 'neg'):
            ops.append('neg')
            tok = 'neg'
        else:
            while ops and (ops[-1] == 'neg' or ops[-1] in PREC and PREC[ops[-1]] >= PREC[tok]):
                out.append(ops.pop())
            ops.append(tok)
        prev = tok
    while ops:
        out.append(ops.pop())
    return ' '.join(out)
for l in ls[:int(n)]:
    print(rpn(l))
