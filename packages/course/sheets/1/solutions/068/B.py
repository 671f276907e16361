import sys
lines = sys.stdin.read().split('\n')
req = lines[0].strip()
full = (1 << len(req)) - 1
INF = 10 ** 9
dp = [INF] * (full + 1)
dp[0] = 0
for row in lines[2:2 + int(lines[1])]:
    _, c, sk = row.split()
    s = sum(1 << req.index(ch) for ch in set(sk) if ch in req)
    for m in range(full, -1, -1):
        dp[m | s] = min(dp[m | s], dp[m] + int(c))
print(dp[full] if dp[full] < INF else -1)
