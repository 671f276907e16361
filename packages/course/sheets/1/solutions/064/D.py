x, w, k = map(int, input().split())
for _ in range(k % w):
    x = x >> 1 | (x & 1) << (w - 1)
print(x)
