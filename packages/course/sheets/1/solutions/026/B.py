n, k = map(int, input().split())
a = list(range(1, n + 1))
i = 0
out = []
while a:
    i = (i + k - 1) % len(a)
    out.append(a.pop(i))
print(*out)
