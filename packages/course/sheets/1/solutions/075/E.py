import sys
head, *data = [l.split(',') for i, l in enumerate(sys.stdin.read().split('\n')) if l or i == 0]
k = max(map(len, head))
for i, r in enumerate(data, 1):
    print(f'-[ RECORD {i} ]')
    for h, v in zip(head, r):
        print(h.ljust(k), '|', v)
