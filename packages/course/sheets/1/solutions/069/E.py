import sys
n, k, *a = map(int, sys.stdin.read().split())
basis = [0] * 60
for x in a[:n]:
    for i in range(59, -1, -1):
        if x >> i & 1:
            if not basis[i]:
                basis[i] = x
                break
            x ^= basis[i]
for i in range(60):
    for j in range(i + 1, 60):
        if basis[j] >> i & 1:
            basis[j] ^= basis[i]
vec = [b for b in basis if b]
k -= 1
r = 0
for i, v in enumerate(vec):
    if k >> i & 1:
        r ^= v
print(-1 if k >> len(vec) else r)
