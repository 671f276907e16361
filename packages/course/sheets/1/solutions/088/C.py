import sys
start = tuple(map(int, sys.stdin.read().split()))
R, C = 2, 3
goal = tuple(range(1, R * C)) + (0,)
def moves(s):
    z = s.index(0)
    i, j = divmod(z, C)
    for m, a, b in (('D', i - 1, j), ('L', i, j + 1), ('R', i, j - 1), ('U', i + 1, j)):
        if 0 <= a < R and 0 <= b < C:
            t = list(s)
            t[z], t[a * C + b] = t[a * C + b], 0
            yield m, tuple(t)
dist = {goal: 0}
frontier = [goal]
while frontier:
    nxt = []
    for s in frontier:
        for _, t in moves(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                nxt.append(t)
    frontier = nxt
if start not in dist:
    print('impossible')
else:
    path, s = '', start
    while s != goal:
        m, s = next((m, t) for m, t in moves(s) if dist.get(t) == dist[s] - 1)
        path += m
    print(path)
