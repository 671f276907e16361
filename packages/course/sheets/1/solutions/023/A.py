import sys
best = cur = 0
for c in sys.stdin.read().strip():
    cur = cur + 1 if c == 'F' else 0
    best = max(best, cur)
print(best)
