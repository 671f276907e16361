import sys
n, *a = map(int, sys.stdin.read().split())
basis = [0] * 60
for x in a[:n]:
    for i in range(59, -1, -1):
        if x >> i & 1:
            if not basis[i]:
                basis[i] = x
                break
            x ^= basis[i]
low = [b for b in basis if b]
if not low:
    print(0)
else:
    x = low[0]
    for b in low[1:]:
        x = min(x, x ^ b)
    print(x)
