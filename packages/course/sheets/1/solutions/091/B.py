import sys
print(sum(len(l.split()) > 1 and l.split()[1] in ('WARN', 'ERROR') for l in sys.stdin))
