import sys
lines = sys.stdin.read().split('\n')
req = lines[0].strip()
full = (1 << len(req)) - 1
en = sorted(lines[2:2 + int(lines[1])])
n = len(en)
masks = [sum(1 << req.index(c) for c in set(r.split()[1]) if c in req) for r in en]
f = [[99] * (full + 1) for _ in range(n + 1)]
f[n][0] = 0
for i in range(n - 1, -1, -1):
    for m in range(full + 1):
        f[i][m] = min(f[i + 1][m], 1 + f[i + 1][m & ~masks[i]])
need, k, team = full, f[0][full], []
if k >= 99:
    print('impossible')
else:
    for i in range(n):
        if k and 1 + f[i + 1][need & ~masks[i]] == k:
            team.append(en[i].split()[0])
            need &= ~masks[i]
            k -= 1
    print(' '.join(team) or 'nobody')
