import sys, csv, io
head, *rows = csv.reader(io.StringIO(sys.stdin.read()))
bad = [str(i) for i, r in enumerate(rows, 1) if len(r) != len(head)]
print(' '.join(bad) if bad else 'ok')
