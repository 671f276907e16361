n, k = map(int, input().split())
nxt = {i: i % n + 1 for i in range(1, n + 1)}
prv = {i: (i - 2) % n + 1 for i in range(1, n + 1)}
cur, fwd, left, out = 1, True, n, []
while left:
    for _ in range((k - 1) % left):
        cur = nxt[cur] if fwd else prv[cur]
    out.append(cur)
    p, q = prv[cur], nxt[cur]
    nxt[p], prv[q] = q, p
    left -= 1
    fwd = not fwd
    cur = q if fwd else p
print(*out)
