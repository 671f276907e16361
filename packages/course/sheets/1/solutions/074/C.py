import sys
w, *words = sys.stdin.read().split()
w = int(w)
lines = []
for word in words:
    for i in range(0, len(word), w):
        x = word[i:i + w]
        if lines and len(lines[-1]) + 1 + len(x) <= w:
            lines[-1] += ' ' + x
        else:
            lines.append(x)
print('\n'.join(lines))
