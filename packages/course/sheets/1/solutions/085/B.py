a, b, t = map(int, input().split())
seen = {(0, 0)}
level, steps = [(0, 0)], 0
while level:
    if any(sum(s) == t for s in level):
        print(steps)
        break
    nxt = []
    for x, y in level:
        p, r = min(x, b - y), min(y, a - x)
        for s in ((a, y), (x, b), (0, y), (x, 0), (x - p, y + p), (x + r, y - r)):
            if s not in seen:
                seen.add(s)
                nxt.append(s)
    level, steps = nxt, steps + 1
else:
    print(-1)
