import sys
start, n, *cmds = sys.stdin.read().split()
core, _, pre = start.partition('-')
a, b, c = map(int, core.split('.'))
rc = int(pre[3:]) if pre else 0
for cmd in cmds:
    if cmd == 'major':
        a, b, c, rc = a + 1, 0, 0, 0
    elif cmd == 'minor':
        b, c, rc = b + 1, 0, 0
    elif cmd == 'patch':
        c, rc = c + 1, 0
    elif cmd == 'release':
        rc = 0
    elif rc:
        rc += 1
    else:
        c, rc = c + 1, 1
    print(f'{a}.{b}.{c}' + (f'-rc.{rc}' if rc else ''))
