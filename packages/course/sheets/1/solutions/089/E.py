import sys, re
lines = sys.stdin.read().split('\n')
n = int(lines[0])
rules = []
for line in lines[1:]:
    if ':' in line:
        who, expr = line.split(':', 1)
        expr = re.sub('[A-Z0-9]', lambda m: ' (sum(v) == %s) ' % m.group() if m.group().isdigit() else ' v[%d] ' % (ord(m.group()) - 65), expr)
        expr = expr.replace('!', ' not ').replace('&', ' and ').replace('|', ' or ')
        rules.append((ord(who.strip()) - 65, eval('lambda v:' + expr)))
best = -1
for m in range(1 << n):
    v = [m >> i & 1 == 1 for i in range(n)]
    if all(f(v) == v[p] for p, f in rules) and (best < 0 or sum(v) < best):
        best = sum(v)
print(best)
