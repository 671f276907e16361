import sys, csv, io
for row in csv.reader(io.StringIO(sys.stdin.read())):
    print('|'.join(f.replace('\n', '\\n') for f in row))
