import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0].split()[0])
print(sum(1 for row in lines[1:r + 1] if 'X' in row))
