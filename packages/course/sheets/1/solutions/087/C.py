import sys
lines = sys.stdin.read().split('\n')
r, c = map(int, lines[0].split())
grid = [[int(ch) for ch in lines[1 + i][:c]] for i in range(r)]
count = 0 if r else 1
for m in range(1 << c):
    g = [row[:] for row in grid]
    for i in range(r):
        for j in range(c):
            if (m >> j & 1) if i == 0 else g[i - 1][j]:
                for a, b in ((i, j), (i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                    if 0 <= a < r and 0 <= b < c:
                        g[a][b] ^= 1
    count += r > 0 and not any(g[-1])
print(count)
