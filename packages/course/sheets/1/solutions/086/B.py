import sys
from functools import lru_cache
lines = sys.stdin.read().split('\n')
n = int(lines[0])
g = lines[1:n + 1]
@lru_cache(None)
def ways(r, used):
    if r == n:
        return 1
    return sum(ways(r + 1, used | 1 << c) for c in range(n) if g[r][c] == '.' and not used >> c & 1)
print(ways(0, 0))
