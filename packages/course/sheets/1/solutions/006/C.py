w, s, t = open(0).read().split('\n')[:3]
I, D, S = map(int, w.split())
prev = [j * I for j in range(len(t) + 1)]
for i, a in enumerate(s, 1):
    cur = [i * D]
    for j, b in enumerate(t):
        cur.append(min(prev[j + 1] + D, cur[j] + I, prev[j] + (a != b) * S))
    prev = cur
print(prev[-1])
