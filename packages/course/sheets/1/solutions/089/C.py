import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
prec = {'>': 1, '|': 2, '&': 3, '!': 4}
def rpn(expr):
    out, ops = [], []
    for ch in expr:
        if ch.isupper():
            out.append(ch)
        elif ch == '(' or ch == '!':
            ops.append(ch)
        elif ch == ')':
            while ops[-1] != '(':
                out.append(ops.pop())
            ops.pop()
        elif ch in prec:
            while ops and ops[-1] != '(' and (prec[ops[-1]] > prec[ch] or prec[ops[-1]] == prec[ch] and ch != '>'):
                out.append(ops.pop())
            ops.append(ch)
    return out + ops[::-1]
def run(code, v):
    st = []
    for x in code:
        if x == '!':
            st.append(not st.pop())
        elif x in prec:
            b, a = st.pop(), st.pop()
            st.append(a and b if x == '&' else a or b if x == '|' else (not a) or b)
        else:
            st.append(v[ord(x) - 65])
    return st[0]
rules = [(ord(l.split(':')[0].strip()) - 65, rpn(l.split(':', 1)[1])) for l in lines[1:] if ':' in l]
count = 0
for m in range(1 << n):
    v = [m >> i & 1 == 1 for i in range(n)]
    count += all(run(c, v) == v[p] for p, c in rules)
print(count)
