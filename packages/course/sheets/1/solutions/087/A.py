import sys
lines = sys.stdin.read().split('\n')
r, c = map(int, lines[0].split())
grid = [[int(ch) for ch in lines[1 + i][:c]] for i in range(r)]
best = -1 if r else 0
for m in range(1 << c):
    g = [row[:] for row in grid]
    presses = 0
    def press(i, j):
        for di, dj in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= i + di < r and 0 <= j + dj < c:
                g[i + di][j + dj] ^= 1
    for i in range(r):
        for j in range(c):
            if (m >> j & 1) if i == 0 else g[i - 1][j]:
                press(i, j)
                presses += 1
    if r and not any(g[-1]) and (best < 0 or presses < best):
        best = presses
print(best)
