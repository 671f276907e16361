import sys
lines = sys.stdin.read().split('\n')
r = int(lines[0].split()[0])
print(sum('X' in col for col in zip(*lines[1:r + 1])))
