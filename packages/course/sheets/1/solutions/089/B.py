import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
rules = []
for line in lines[1:]:
    if ':' in line:
        who, expr = line.split(':', 1)
        expr = re.sub('[A-Z]', lambda m: ' v[%d] ' % (ord(m.group()) - 65), expr)
        expr = expr.replace('!', ' not ').replace('&', ' and ').replace('|', ' or ')
        rules.append((ord(who.strip()) - 65, eval('lambda v:' + expr)))
sols = []
for m in range(1 << n):
    v = [m >> i & 1 == 1 for i in range(n)]
    if all(f(v) == v[p] for p, f in rules):
        sols.append(v)
if len(sols) != 1:
    print('ambiguous' if sols else 'contradiction')
else:
    print(''.join(chr(65 + i) for i in range(n) if sols[0][i]) or 'nobody')
