import sys
from datetime import datetime
lines = sys.stdin.read().split('\n')
n = int(lines[0])
for line in sorted(lines[1:n + 1], key=lambda l: datetime.fromisoformat(l.split(' ')[0])):
    print(line)
