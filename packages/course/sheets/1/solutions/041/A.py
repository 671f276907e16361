import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0].split()[0])
print(sum(row.count('X') for row in lines[1:r + 1]))
