import sys, csv, io
name, data = sys.stdin.read().split('\n', 1)
rows = list(csv.reader(io.StringIO(data)))
k = rows[0].index(name.strip())
print(sum(int(r[k]) for r in rows[1:]))
