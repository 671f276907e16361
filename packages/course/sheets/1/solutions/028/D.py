import sys
n, *a = map(int, sys.stdin.read().split())
for i in range(n - 2, -1, -1):
    if a[i] < a[i + 1]:
        tail = sorted(a[i:])
        nxt = min(x for x in tail if x > a[i])
        tail.remove(nxt)
        a = a[:i] + [nxt] + tail
        break
else:
    a.sort()
print(*a)
