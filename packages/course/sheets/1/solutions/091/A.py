import sys
print(sum(l.split()[1:2] == ['ERROR'] for l in sys.stdin))
