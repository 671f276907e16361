print(''.join(('---', '--x', '-w-', '-wx', 'r--', 'r-x', 'rw-', 'rwx')[int(d)] for d in input().strip()))
