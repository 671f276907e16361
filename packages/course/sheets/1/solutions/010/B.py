s = input()
t = input()
u = s + '#' + t
n = len(u)
sa = sorted(range(n), key=lambda i: u[i:])
rank = [0] * n
for i, p in enumerate(sa):
    rank[p] = i
best, pos, h = 0, 0, 0
for i in range(n):
    if rank[i]:
        j = sa[rank[i] - 1]
        while i + h < n and j + h < n and u[i + h] == u[j + h]:
            h += 1
        if (i < len(s)) != (j < len(s)) and (h > best or h == best and rank[i] < rank[pos]):
            best, pos = h, i
        h = max(h - 1, 0)
    else:
        h = 0
print(u[pos:pos + best] if best else 'NONE')
