import sys
k, *ips = sys.stdin.read().split()
v = [int.from_bytes(bytes(map(int, s.split('.'))), 'big') for s in ips[:int(k)]]
if not v:
    print('none')
else:
    p = 32 - (min(v) ^ max(v)).bit_length()
    net = min(v) >> 32 - p << 32 - p
    print('.'.join(str(b) for b in net.to_bytes(4, 'big')) + '/' + str(p))
