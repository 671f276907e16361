import sys, re
eq = sys.stdin.read().strip()
left, res = eq.split('=')
coef, lead = {}, set()
for sign, w in [(-1 if s == '-' else 1, w) for s, w in re.findall('([+-]?)([A-Z]+)', left)] + [(-1, res)]:
    if len(w) > 1:
        lead.add(w[0])
    for i, ch in enumerate(reversed(w)):
        coef[ch] = coef.get(ch, 0) + sign * 10 ** i
order = sorted(coef, key=lambda ch: -abs(coef[ch]))
cs = [coef[ch] for ch in order]
lo = [sum(min(0, 9 * c) for c in cs[i:]) for i in range(len(cs) + 1)]
hi = [sum(max(0, 9 * c) for c in cs[i:]) for i in range(len(cs) + 1)]
def go(i, s, free):
    if not lo[i] <= -s <= hi[i]:
        return 0
    if i == len(cs):
        return 1
    return sum(go(i + 1, s + cs[i] * d, free - {d}) for d in free if d or order[i] not in lead)
print(go(0, 0, frozenset(range(10))))
