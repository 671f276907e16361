import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0].split()[0])
counts = [row.count('X') for row in lines[1:r + 1]]
print(counts.index(max(counts)) + 1 if counts and max(counts) else 0)
