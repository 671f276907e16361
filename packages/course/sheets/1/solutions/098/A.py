import sys, csv, io
print(sum(1 for _ in csv.reader(io.StringIO(sys.stdin.read()))) - 1)
