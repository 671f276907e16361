import sys
lines = sys.stdin.read().split('\n')
req = lines[0].strip()
dp = {tuple([0] * len(req)): 0}
for row in lines[2:2 + int(lines[1])]:
    sk = row.split()[1]
    for st, k in list(dp.items()):
        t = tuple(min(2, v + (c in sk)) for v, c in zip(st, req))
        if dp.get(t, 99) > k + 1:
            dp[t] = k + 1
print(dp.get(tuple([2] * len(req)), -1))
