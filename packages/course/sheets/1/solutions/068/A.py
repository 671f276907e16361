import sys
lines = sys.stdin.read().split('\n')
req = lines[0].strip()
full = (1 << len(req)) - 1
INF = 99
dp = [INF] * (full + 1)
dp[0] = 0
for row in lines[2:2 + int(lines[1])]:
    s = sum(1 << req.index(c) for c in set(row.split()[1]) if c in req)
    for m in range(full, -1, -1):
        dp[m | s] = min(dp[m | s], dp[m] + 1)
print(dp[full] if dp[full] < INF else -1)
