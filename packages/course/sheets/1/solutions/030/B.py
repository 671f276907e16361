import sys
lines = sys.stdin.read().split('\n')
k, s = int(lines[0]), lines[1].strip()
M = 10**9 + 7
n = len(s)
dp = [[1] + [0] * k]
last = {}
for i in range(1, n + 1):
    c = s[i - 1]
    prev = dp[i - 1]
    row = [1] + [(prev[j] + prev[j - 1]) % M for j in range(1, k + 1)]
    if c in last:
        old = dp[last[c] - 1]
        row = [1] + [(row[j] - old[j - 1]) % M for j in range(1, k + 1)]
    last[c] = i
    dp.append(row)
print(dp[n][k] % M)
