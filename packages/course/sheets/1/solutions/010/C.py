s = input()
n = len(s)
sa = sorted(range(n), key=lambda i: s[i:])
total = 0
for a, b in zip([None] + sa, sa):
    h = 0
    if a is not None:
        m = min(n - a, n - b)
        lo, hi = 0, m
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if s[a:a + mid] == s[b:b + mid]:
                lo = mid
            else:
                hi = mid - 1
        h = lo
    total += n - b - h
print(total)
