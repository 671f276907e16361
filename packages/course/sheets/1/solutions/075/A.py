import sys
rows = [l.split(',') for i, l in enumerate(sys.stdin.read().split('\n')) if l or i == 0]
w = [max(len(c) for c in col) for col in zip(*rows)]
line = lambda r: ' | '.join(c.ljust(x) for c, x in zip(r, w))
print(line(rows[0]))
print('-+-'.join('-' * x for x in w))
for r in rows[1:]:
    print(line(r))
