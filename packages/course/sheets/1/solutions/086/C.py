import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
g = lines[1:n + 1]
def first(placed):
    r = len(placed)
    if r == n:
        return placed
    for c in range(n):
        if g[r][c] == '.' and all(c != pc and abs(c - pc) != r - pr for pr, pc in enumerate(placed)):
            res = first(placed + [c])
            if res is not None:
                return res
    return None
sol = first([])
print('none' if sol is None else ' '.join(str(c + 1) for c in sol))
