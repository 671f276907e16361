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
r = 0
for b in reversed(basis):
    r = max(r, r ^ b)
print(r)
