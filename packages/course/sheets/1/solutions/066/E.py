from math import comb
n, k = map(int, input().split())
c, r = 0, k
for i in range(n.bit_length() - 1, -1, -1):
    if n >> i & 1 and r >= 0:
        c += comb(i, r)
        r -= 1
print(c + (r == 0) if k else 0)
