import sys
def compile_nfa(pat):
    trans, eps = [], []
    def new():
        trans.append(None)
        eps.append([])
        return len(eps) - 1
    pos = 0
    def alternation():
        nonlocal pos
        branches = [sequence()]
        while pos < len(pat) and pat[pos] == '|':
            pos += 1
            branches.append(sequence())
        if len(branches) == 1:
            return branches[0]
        start, end = new(), new()
        for a, b in branches:
            eps[start].append(a)
            eps[b].append(end)
        return start, end
    def sequence():
        start = end = new()
        while pos < len(pat) and pat[pos] not in '|)':
            a, b = piece()
            eps[end].append(a)
            end = b
        return start, end
    def piece():
        nonlocal pos
        ch = pat[pos]
        pos += 1
        if ch == '(':
            a, b = alternation()
            pos += 1
        else:
            a, b = new(), new()
            trans[a] = (ch, b)
        if pos < len(pat) and pat[pos] in '*+?':
            op = pat[pos]
            pos += 1
            start, end = new(), new()
            eps[start].append(a)
            eps[b].append(end)
            if op in '*?':
                eps[start].append(end)
            if op in '*+':
                eps[b].append(a)
            return start, end
        return a, b
    s, e = alternation()
    return trans, eps, s, e
def closure(eps, states):
    seen = set(states)
    todo = list(states)
    while todo:
        for v in eps[todo.pop()]:
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return frozenset(seen)
def advance(trans, eps, states, ch):
    return closure(eps, [trans[u][1] for u in states if trans[u] and trans[u][0] in (ch, '.')])
p, n = sys.stdin.read().split('\n')[:2]
M = 10**9 + 7
trans, eps, s, e = compile_nfa(p)
letters = 'abcdefghijklmnopqrstuvwxyz'
used = set(p) & set(letters)
reps = [(c, 1) for c in sorted(used)]
other = [c for c in letters if c not in used]
if other:
    reps.append((other[0], len(other)))
counts = {closure(eps, [s]): 1}
cache = {}
for _ in range(int(n)):
    new = {}
    for S, k in counts.items():
        if S not in cache:
            cache[S] = [(advance(trans, eps, S, c), w) for c, w in reps]
        for T, w in cache[S]:
            new[T] = (new.get(T, 0) + k * w) % M
    counts = new
print(sum(k for S, k in counts.items() if e in S) % M)
