import sys
print(sum('timeout' in ' '.join(l.split(' ')[3:]).lower() for l in sys.stdin))
