import sys
w, *words = sys.stdin.read().split()
w = int(w)
lines = []
for x in words:
    if lines and len(lines[-1]) + 1 + len(x) <= w:
        lines[-1] += ' ' + x
    else:
        lines.append(x)
print('\n'.join(lines))
