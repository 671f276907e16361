import sys
q, head, *rows = sys.stdin.read().split()
c = head.split(',').index(q)
print(len({r.split(',')[c] for r in rows}))
