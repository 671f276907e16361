import sys
lines = sys.stdin.read().split('\n')
r, c = map(int, lines[0].split())
print(sum(1 for row in lines[1:r + 1] if c and row == 'X' * c))
