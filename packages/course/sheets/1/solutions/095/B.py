import sys
w, *lines = sys.stdin.read().split('\n')
seen = {}
for line in lines:
    if line:
        t, name = line.split()
        if name not in seen or int(t) - seen[name] >= int(w):
            print(line)
        seen[name] = int(t)
