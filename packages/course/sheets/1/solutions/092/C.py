import sys
m = [int(l.split(',')[2]) for l in sys.stdin.read().split('\n')[1:] if l]
print(sum(m) // len(m) if m else 0)
