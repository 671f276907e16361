import sys
start = tuple(map(int, sys.stdin.read().split()))
R, C = 2, 4
goal = tuple(range(1, R * C)) + (0,)
seen = {start}
frontier, d = [start], 0
while frontier and goal not in seen:
    nxt = []
    for s in frontier:
        z = s.index(0)
        for y in (z - C, z + C, z - 1 if z % C else -1, z + 1 if z % C < C - 1 else -1):
            if 0 <= y < R * C:
                t = list(s)
                t[z], t[y] = t[y], 0
                t = tuple(t)
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
    frontier, d = nxt, d + 1
print(d if goal in seen else -1)
