import sys
w, *lines = sys.stdin.read().split('\n')
levels = ['info', 'warning', 'critical']
last = {}
for line in lines:
    if line:
        t, name, sev = line.split()
        t, s = int(t), levels.index(sev)
        if name not in last or t - last[name][0] >= int(w) or s > last[name][1]:
            last[name] = (t, s)
            print(line)
