import sys
from collections import deque
head, *lines = sys.stdin.read().split('\n')
k, w = map(int, head.split())
window = deque()
for line in lines:
    if line:
        t = int(line.split()[0])
        while window and window[0] <= t - w:
            window.popleft()
        if len(window) < k:
            window.append(t)
            print(line)
