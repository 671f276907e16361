import sys
lines = sys.stdin.read().split('\n')
req = lines[0].strip()
full = (1 << len(req)) - 1
dp = {0: (0, 1)}
for row in lines[2:2 + int(lines[1])]:
    s = sum(1 << req.index(c) for c in set(row.split()[1]) if c in req)
    nd = dict(dp)
    for m, (k, w) in dp.items():
        t = m | s
        k2, w2 = nd.get(t, (99, 0))
        if k + 1 < k2:
            nd[t] = (k + 1, w)
        elif k + 1 == k2:
            nd[t] = (k2, w2 + w)
    dp = nd
print(dp.get(full, (0, 0))[1])
