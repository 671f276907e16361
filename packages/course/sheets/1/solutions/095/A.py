import sys
w, *lines = sys.stdin.read().split('\n')
last = {}
for line in lines:
    if line:
        t, name = line.split()
        if name not in last or int(t) - last[name] >= int(w):
            last[name] = int(t)
            print(line)
