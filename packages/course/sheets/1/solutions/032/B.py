import sys
q, head, *rows = sys.stdin.read().split()
k, v = q.split('=', 1)
c = head.split(',').index(k)
print(sum(r.split(',')[c] == v for r in rows))
