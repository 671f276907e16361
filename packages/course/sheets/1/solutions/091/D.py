import sys
print(len({l.split()[2] for l in sys.stdin if l.strip()}))
