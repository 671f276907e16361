import sys
print(sum(int(l.split(',')[2]) for l in sys.stdin.read().split('\n')[1:] if l))
