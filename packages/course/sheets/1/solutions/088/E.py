import sys
*cells, limit = sys.stdin.read().split()
limit = int(limit)
start = ''.join(cells)
goal = '123456780'
seen = {start}
frontier, d = [start], 0
while goal not in seen and d < limit and frontier:
    nxt = []
    for s in frontier:
        z = s.index('0')
        for y in (z - 3, z + 3, z - 1 if z % 3 else -1, z + 1 if z % 3 < 2 else -1):
            if 0 <= y < 9:
                t = list(s)
                t[z], t[y] = t[y], '0'
                t = ''.join(t)
                if t not in seen:
                    seen.add(t)
                    nxt.append(t)
    frontier, d = nxt, d + 1
print(d if goal in seen else 'escalate')
