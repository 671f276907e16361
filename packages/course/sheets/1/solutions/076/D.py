import sys
w, *text = sys.stdin.read().split('\n')
w = int(w)
paras, cur = [], []
for line in text + ['']:
    if line.strip():
        cur += line.split()
    elif cur:
        paras.append(cur)
        cur = []
out = []
for words in paras:
    lines = []
    for x in words:
        if lines and len(' '.join(lines[-1])) + 1 + len(x) <= w:
            lines[-1].append(x)
        else:
            lines.append([x])
    for i, l in enumerate(lines):
        if i == len(lines) - 1 or len(l) == 1:
            out.append(' '.join(l))
            continue
        g = len(l) - 1
        q, r = divmod(w - sum(map(len, l)), g)
        out.append(''.join(x + ' ' * (q + (j < r)) for j, x in enumerate(l[:-1])) + l[-1])
    out.append('')
print('\n'.join(out[:-1]))
