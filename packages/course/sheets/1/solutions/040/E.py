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
p, q, *ls = sys.stdin.read().split('\n')
trans, eps, s, e = compile_nfa(p)
INF = float('inf')
def settle(cost):
    changed = True
    while changed:
        changed = False
        for u in range(len(eps)):
            for v in eps[u]:
                if cost[u] < cost[v]:
                    cost[v] = cost[u]
                    changed = True
    return cost
for line in ls[:int(q)]:
    cost = [INF] * len(eps)
    cost[s] = 0
    settle(cost)
    for ch in line:
        new = [c + 1 for c in cost]
        for u, t in enumerate(trans):
            if t and t[0] in (ch, '.') and cost[u] < new[t[1]]:
                new[t[1]] = cost[u]
        cost = settle(new)
    print(cost[e] if cost[e] < INF else -1)
