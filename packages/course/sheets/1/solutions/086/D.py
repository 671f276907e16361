import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
g = lines[1:n + 1]
def go(r, cols, up, down):
    if r == n:
        return 1
    q = [c for c in range(n) if g[r][c] == 'Q']
    opts = q if q else [c for c in range(n) if g[r][c] == '.']
    if len(q) > 1:
        return 0
    return sum(go(r + 1, cols | {c}, up | {r + c}, down | {r - c})
               for c in opts if c not in cols and r + c not in up and r - c not in down)
print(go(0, set(), set(), set()))
