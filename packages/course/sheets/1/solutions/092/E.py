import sys
m = sorted(int(l.split(',')[2]) for l in sys.stdin.read().split('\n')[1:] if l)
print(m[(len(m) - 1) // 2] if m else 'none')
