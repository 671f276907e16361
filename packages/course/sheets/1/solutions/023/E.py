import sys
best = cur = 0
for c in sys.stdin.read().strip():
    if c == 'P':
        cur = 0
    elif c == 'F':
        cur += 1
        best = max(best, cur)
print(best)
