s = input().strip()
M = 10**9 + 7
dp = [1]
last = {}
for i, c in enumerate(s):
    dp.append(2 * dp[-1] - (dp[last[c]] if c in last else 0))
    dp[-1] %= M
    last[c] = i
print((dp[-1] - 1) % M)
