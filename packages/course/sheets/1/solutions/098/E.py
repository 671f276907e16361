import sys, csv, io
want, data = sys.stdin.read().split('\n', 1)
rows = list(csv.reader(io.StringIO(data)))
idx = [rows[0].index(w) for w in want.strip().split(',')]
def q(f):
    return '"' + f.replace('"', '""') + '"' if any(c in f for c in ',"\n') else f
for r in rows:
    print(','.join(q(r[k]) for k in idx))
