a, b, c, t = map(int, input().split())
cap = (a, b, c)
seen = {(0, 0, c)}
level, steps = [(0, 0, c)], 0
while level:
    if any(t in s for s in level):
        print(steps)
        break
    nxt = []
    for s in level:
        for i in range(3):
            for j in range(3):
                if i != j:
                    m = min(s[i], cap[j] - s[j])
                    n = list(s)
                    n[i] -= m
                    n[j] += m
                    n = tuple(n)
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
    level, steps = nxt, steps + 1
else:
    print(-1)
