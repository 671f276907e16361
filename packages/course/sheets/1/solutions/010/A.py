s = input()
n = len(s)
sa = sorted(range(n), key=lambda i: s[i:])
rank = [0] * n
for i, p in enumerate(sa):
    rank[p] = i
lcp = [0] * n
h = 0
for i in range(n):
    if rank[i]:
        j = sa[rank[i] - 1]
        while i + h < n and j + h < n and s[i + h] == s[j + h]:
            h += 1
        lcp[rank[i]] = h
        h = max(h - 1, 0)
    else:
        h = 0
best = max(lcp, default=0)
print(s[sa[lcp.index(best)]:][:best] if best else 'NONE')
