import sys
rows = [l.split(',') for i, l in enumerate(sys.stdin.read().split('\n')) if l or i == 0]
w = [max(len(c) for c in col) for col in zip(*rows)]
sep = '+' + '+'.join('-' * (x + 2) for x in w) + '+'
out = [sep]
for i, r in enumerate(rows):
    out.append('| ' + ' | '.join(c.ljust(x) for c, x in zip(r, w)) + ' |')
    if i == 0 or i == len(rows) - 1:
        out.append(sep)
print('\n'.join(out))
