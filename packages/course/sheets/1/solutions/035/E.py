import sys
def key(v):
    core, _, pre = v.partition("-")
    nums = tuple(map(int, core.split(".")))
    if not pre:
        return nums, (1,)
    return nums, (0, [(0, int(x), "") if x.isdigit() else (1, 0, x) for x in pre.split(".")])
n, *vs = sys.stdin.read().split()
print(max(vs, key=lambda v: key(v.split('+')[0]), default='none'))
