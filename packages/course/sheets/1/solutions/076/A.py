import sys
w, *words = sys.stdin.read().split()
w = int(w)
lines = []
for x in words:
    if lines and len(' '.join(lines[-1])) + 1 + len(x) <= w:
        lines[-1].append(x)
    else:
        lines.append([x])
for i, l in enumerate(lines):
    if i == len(lines) - 1 or len(l) == 1:
        print(' '.join(l))
        continue
    g = len(l) - 1
    q, r = divmod(w - sum(map(len, l)), g)
    print(''.join(x + ' ' * (q + (j < r)) for j, x in enumerate(l[:-1])) + l[-1])
