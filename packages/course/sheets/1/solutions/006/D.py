typo, k, *words = open(0).read().split('\n')
def lev(s, t):
    d = list(range(len(t) + 1))
    for i, a in enumerate(s, 1):
        p, d[0] = d[0], i
        for j, b in enumerate(t, 1):
            p, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, p + (a != b))
    return d[-1]
print(*min((lev(typo, w), w) for w in words[:int(k)])[::-1])
