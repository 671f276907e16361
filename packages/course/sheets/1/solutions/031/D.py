import sys, re
n, *l = sys.stdin.read().split()
t = 0
for x in l:
    for v, k in re.findall(r'(\d+)([hms])', x):
        t += int(v) * {'h': 3600, 'm': 60, 's': 1}[k]
print(t)
