p, t = open(0).read().split('\n')[:2]
prev = [0] * (len(t) + 1)
for i, c in enumerate(p, 1):
    cur = [i]
    for j, d in enumerate(t, 1):
        cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (c != d)))
    prev = cur
print(min(prev))
