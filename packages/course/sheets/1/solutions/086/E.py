import sys
lines = sys.stdin.read().split('\n')
n, k = map(int, lines[0].split())
g = lines[1:n + 1]
def go(r, left, used):
    if left == 0:
        return 1
    if n - r < left:
        return 0
    total = go(r + 1, left, used)
    for c in range(n):
        if g[r][c] == '.' and not used & {('c', c), ('u', r + c), ('d', r - c)}:
            total += go(r + 1, left - 1, used | {('c', c), ('u', r + c), ('d', r - c)})
    return total
print(go(0, k, frozenset()))
