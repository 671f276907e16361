import sys
eq = sys.stdin.read().strip()
left, res = eq.split('=')
a, b = left.split('*')
lead = {w[0] for w in (a, b, res) if len(w) > 1}
A, B, R = a[::-1], b[::-1], res[::-1]
L = max(len(R), len(A) + len(B))
val, used = {}, [False] * 10
def fill(chs, i, carry):
    if chs:
        ch = chs[0]
        if ch in val:
            return fill(chs[1:], i, carry)
        total = 0
        for d in range(1 if ch in lead else 0, 10):
            if not used[d]:
                val[ch], used[d] = d, True
                total += fill(chs[1:], i, carry)
                used[d] = False
        val.pop(ch, None)
        return total
    if i == L:
        return carry == 0
    s = carry + sum(val[A[j]] * val[B[i - j]] for j in range(len(A)) if 0 <= i - j < len(B))
    d, r = s % 10, R[i] if i < len(R) else None
    nxt = [w[i + 1] for w in (A, B) if i + 1 < len(w)]
    if r is None or r in val:
        return fill(nxt, i + 1, s // 10) if d == (val[r] if r else 0) else 0
    if used[d] or (d == 0 and r in lead):
        return 0
    val[r], used[d] = d, True
    total = fill(nxt, i + 1, s // 10)
    used[d] = False
    del val[r]
    return total
print(fill([A[0], B[0]], 0, 0))
