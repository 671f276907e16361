s = input()
n = len(s)
sa = sorted(range(n), key=lambda i: s[i:])
lcp = [0] * n
for i in range(1, n):
    a, b = sa[i - 1], sa[i]
    lo, hi = 0, n - max(a, b)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if s[a:a + mid] == s[b:b + mid]:
            lo = mid
        else:
            hi = mid - 1
    lcp[i] = lo
def ok(L):
    lo = hi = sa[0] if n else 0
    for i in range(1, n):
        if lcp[i] >= L:
            lo, hi = min(lo, sa[i]), max(hi, sa[i])
            if hi - lo >= L:
                return True
        else:
            lo = hi = sa[i]
    return False
a, b = 0, n // 2
while a < b:
    m = (a + b + 1) // 2
    if ok(m):
        a = m
    else:
        b = m - 1
print(a)
