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
    extra = [1] * r + [0] * (g - r)
    if i % 2:
        extra.reverse()
    print(''.join(x + ' ' * (q + e) for x, e in zip(l, extra)) + l[-1])
