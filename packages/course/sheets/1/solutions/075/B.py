import sys, re
rows = [l.split(',') for i, l in enumerate(sys.stdin.read().split('\n')) if l or i == 0]
cols = list(zip(*rows))
w = [max(map(len, col)) for col in cols]
num = [len(rows) > 1 and all(re.fullmatch(r'-?[0-9]+', c) for c in col[1:]) for col in cols]
line = lambda r: ' | '.join(c.rjust(x) if n else c.ljust(x) for c, x, n in zip(r, w, num))
print(line(rows[0]))
print('-+-'.join('-' * x for x in w))
for r in rows[1:]:
    print(line(r))
