import sys
n, *rows = sys.stdin.read().split('\n')
path = []
for l in rows[:int(n)]:
    d = (len(l) - len(l.lstrip(' '))) // 2
    if d < len(path):
        path = path[:d + 1]
        path[d] += 1
    else:
        path.append(1)
    print('.'.join(map(str, path)), l.strip())
