import sys
n, *a = map(int, sys.stdin.read().split())
dp = []
for i, x in enumerate(a):
    l, c = 1, 1
    for j in range(i):
        if a[j] < x:
            lj, cj = dp[j]
            if lj + 1 > l:
                l, c = lj + 1, cj
            elif lj + 1 == l:
                c += cj
    dp.append((l, c % 1000000007))
m = max((l for l, c in dp), default=0)
print(sum(c for l, c in dp if l == m) % 1000000007)
