import sys
q, head, *rows = sys.stdin.read().split()
c = head.split(',').index(q)
rows = [r.split(',') for r in rows]
print(max(rows, key=lambda r: int(r[c]))[0] if rows else 'none')
