import sys
lines = sys.stdin.read().split('\n')
t = int(lines[0])
print(sum(int(l.split(',')[2]) >= t for l in lines[2:] if l))
