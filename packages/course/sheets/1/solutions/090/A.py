import sys
eq = sys.stdin.read().strip()
left, res = eq.split('=')
coef, lead = {}, set()
for sign, w in [(1, w) for w in left.split('+')] + [(-1, res)]:
    if len(w) > 1:
        lead.add(w[0])
    for i, ch in enumerate(reversed(w)):
        coef[ch] = coef.get(ch, 0) + sign * 10 ** i
order = sorted(coef, key=lambda ch: -abs(coef[ch]))
cs = [coef[ch] for ch in order]
lo = [sum(min(0, 9 * c) for c in cs[i:]) for i in range(len(cs) + 1)]
hi = [sum(max(0, 9 * c) for c in cs[i:]) for i in range(len(cs) + 1)]
sols, digits = [], []
def go(i, s, free):
    if not lo[i] <= -s <= hi[i]:
        return
    if i == len(cs):
        sols.append(dict(zip(order, digits)))
        return
    for d in free:
        if d or order[i] not in lead:
            digits.append(d)
            go(i + 1, s + cs[i] * d, free - {d})
            digits.pop()
go(0, 0, frozenset(range(10)))
print(len(sols))
