import sys
w, *lines = sys.stdin.read().split('\n')
last, emitted, suppressed = {}, {}, {}
for line in lines:
    if line:
        t, name = line.split()
        t = int(t)
        emitted.setdefault(name, 0)
        suppressed.setdefault(name, 0)
        if name in last and t - last[name] < int(w):
            suppressed[name] += 1
        else:
            last[name] = t
            emitted[name] += 1
for name in sorted(emitted):
    print(name, emitted[name], suppressed[name])
